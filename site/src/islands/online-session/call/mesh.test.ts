import { describe, expect, it } from 'vitest';
import { callStatus, isNewSession, isPolite, nextRoster, type Roster, sdpSession, welcomePlan } from './mesh.ts';

const lena = { id: '11111111-1111-4111-8111-111111111111', role: 'therapist' as const, name: 'Lena' };
const mara = { id: '22222222-2222-4222-8222-222222222222', role: 'client' as const, name: 'Mara' };
const jo = { id: '33333333-3333-4333-8333-333333333333', role: 'guest' as const, name: 'Jo' };
const sdp = (session: string, version = 2) => `v=0\r\no=- ${session} ${version} IN IP4 127.0.0.1\r\ns=-\r\n`;

describe('who gives way when offers cross', () => {
  it('makes exactly one side of every pair polite, the same from both ends', () => {
    for (const [a, b] of [
      [lena, mara],
      [mara, jo],
      [lena, jo],
    ] as const) {
      expect(isPolite(a.id, b.id)).not.toBe(isPolite(b.id, a.id));
    }
  });
});

describe('the newcomer offers', () => {
  it('offers to everyone already in the call on the first welcome', () => {
    expect(welcomePlan([], [lena, jo])).toEqual({ offer: [lena.id, jo.id], close: [] });
  });

  it('after a reconnection, keeps the connections that are up and rebuilds the rest', () => {
    const plan = welcomePlan(
      [
        { id: lena.id, connected: true },
        { id: mara.id, connected: false },
      ],
      [lena, mara],
    );
    expect(plan).toEqual({ offer: [mara.id], close: [mara.id] });
  });

  it('closes connections to people who left while the socket was away, and offers to newcomers', () => {
    const plan = welcomePlan([{ id: mara.id, connected: true }], [jo]);
    expect(plan).toEqual({ offer: [jo.id], close: [mara.id] });
  });
});

describe('an offer from a new connection', () => {
  it('is told apart from a renegotiation by the session id of the SDP origin', () => {
    expect(sdpSession(sdp('4611731400430051336'))).toBe('4611731400430051336');
    expect(isNewSession(sdp('1', 2), sdp('1', 3))).toBe(false);
    expect(isNewSession(sdp('1', 2), sdp('2', 2))).toBe(true);
  });

  it('is not new when nothing was heard from the peer yet', () => {
    expect(isNewSession(undefined, sdp('7'))).toBe(false);
  });
});

describe('the tiles', () => {
  it('follow welcome, joined, state and left', () => {
    let roster: Roster = nextRoster([], { type: 'welcome', self: lena, peers: [mara] });
    expect(roster.map((p) => [p.name, p.link])).toEqual([['Mara', 'connecting']]);
    roster = nextRoster(roster, { type: 'joined', peer: jo });
    roster = nextRoster(roster, { type: 'state', from: mara.id, audio: false, video: true, screen: false });
    expect(roster.find((p) => p.id === mara.id)?.media).toEqual({ audio: false, video: true, screen: false });
    roster = nextRoster(roster, { type: 'left', id: mara.id });
    expect(roster.map((p) => p.name)).toEqual(['Jo']);
  });

  it('keep what they knew of a person who joins again (a newer tab) instead of adding a second tile', () => {
    let roster: Roster = nextRoster([], { type: 'welcome', self: lena, peers: [mara] });
    roster = nextRoster(roster, { type: 'state', from: mara.id, audio: false, video: false, screen: false });
    roster = nextRoster(roster, { type: 'joined', peer: mara });
    expect(roster).toHaveLength(1);
    expect(roster[0]?.media.audio).toBe(false);
  });
});

describe('the status line', () => {
  const media = { audio: true, video: true, screen: false };
  const connected: Roster = [{ ...mara, media, link: 'connected' }];
  it('says connecting until every connection is up, then connected', () => {
    expect(callStatus({ signalling: false, wasConnected: false, online: true, roster: [] })).toBe('connecting');
    expect(callStatus({ signalling: true, wasConnected: false, online: true, roster: connected })).toBe('connected');
  });

  it('says reconnecting when the network or the socket drops after being connected', () => {
    expect(callStatus({ signalling: true, wasConnected: true, online: false, roster: connected })).toBe('reconnecting');
    expect(callStatus({ signalling: false, wasConnected: true, online: true, roster: connected })).toBe('reconnecting');
    const broken: Roster = [{ ...mara, media, link: 'reconnecting' }];
    expect(callStatus({ signalling: true, wasConnected: true, online: true, roster: broken })).toBe('reconnecting');
  });
});
