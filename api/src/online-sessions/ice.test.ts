import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iceServers, RELAY_CREDENTIAL_SECONDS } from './ice.ts';

const NOW = new Date('2027-03-01T10:00:00.750Z');
const turn = { urls: ['turn:relay.example.test:3478', 'turns:relay.example.test:5349'], secret: 'a-long-turn-secret' };

describe('ICE servers for a participant', () => {
  it('are none when neither STUN nor TURN is configured (the local network only)', () => {
    expect(iceServers({ stunUrls: [], turn: undefined }, 'participant-1', NOW)).toEqual([]);
  });

  it('name the STUN servers, without credentials', () => {
    expect(iceServers({ stunUrls: ['stun:stun.example.test:3478'], turn: undefined }, 'participant-1', NOW)).toEqual([
      { urls: ['stun:stun.example.test:3478'] },
    ]);
  });

  it('give TURN credentials by the TURN REST API: "expiry:who" and its base64 HMAC-SHA1', () => {
    const servers = iceServers({ stunUrls: ['stun:stun.example.test'], turn }, 'participant-1', NOW);
    const expiry = Math.floor(NOW.getTime() / 1000) + RELAY_CREDENTIAL_SECONDS;
    const username = `${expiry}:participant-1`;
    expect(servers).toEqual([
      { urls: ['stun:stun.example.test'] },
      {
        urls: turn.urls,
        username,
        credential: createHmac('sha1', turn.secret).update(username).digest('base64'),
      },
    ]);
  });

  it('let relay credentials last four hours', () => {
    expect(RELAY_CREDENTIAL_SECONDS).toBe(4 * 60 * 60);
    const [relay] = iceServers({ stunUrls: [], turn }, 'p', NOW);
    const expiry = Number(relay?.username?.split(':')[0]);
    expect(expiry * 1000 - NOW.getTime()).toBeGreaterThan(4 * 3600_000 - 1000);
    expect(expiry * 1000 - NOW.getTime()).toBeLessThanOrEqual(4 * 3600_000);
  });

  it('give each participant credentials of their own, which another secret would not make', () => {
    const [a] = iceServers({ stunUrls: [], turn }, 'participant-a', NOW);
    const [b] = iceServers({ stunUrls: [], turn }, 'participant-b', NOW);
    const [other] = iceServers(
      { stunUrls: [], turn: { ...turn, secret: 'another-turn-secret' } },
      'participant-a',
      NOW,
    );
    expect(a?.username).not.toBe(b?.username);
    expect(a?.credential).not.toBe(b?.credential);
    expect(other?.username).toBe(a?.username);
    expect(other?.credential).not.toBe(a?.credential);
  });
});
