import { describe, expect, it } from 'vitest';
import { noteText, refusalText, roomLinkFor, waitedText } from './waiting-room-state.ts';

/** Words as the key and its parameters, so a test reads which message was chosen and with what. */
const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
const since = '2026-11-29T10:00:00.000Z';
const at = (time: string) => Date.parse(`2026-11-29T${time}.000Z`);

describe('how long someone has waited', () => {
  it('is “just now” under a minute, then whole minutes by the locale’s plural rules', () => {
    expect(waitedText(t, 'en', since, at('10:00:59'))).toBe('dashboard.waitingRoom.waited.now');
    expect(waitedText(t, 'en', since, at('10:01:30'))).toBe('dashboard.waitingRoom.waited.one {"count":1}');
    expect(waitedText(t, 'en', since, at('10:12:00'))).toBe('dashboard.waitingRoom.waited.other {"count":12}');
  });
});

describe('a refused action on someone waiting', () => {
  it('says the room is full, that two-step sign-in is needed, that they left, or that it failed', () => {
    expect(refusalText(t, 'ROOM_FULL', 409, 'Mara')).toBe('dashboard.waitingRoom.full');
    expect(refusalText(t, 'TWO_FACTOR_REQUIRED', 403, 'Mara')).toBe('dashboard.waitingRoom.twoFactor');
    expect(refusalText(t, 'NOT_FOUND', 404, 'Mara')).toBe('dashboard.waitingRoom.gone {"name":"Mara"}');
    expect(refusalText(t, 'CONFLICT', 409, 'Mara')).toBe('dashboard.waitingRoom.gone {"name":"Mara"}');
    expect(refusalText(t, 'NETWORK', 0, 'Mara')).toBe('dashboard.waitingRoom.actionFailed');
  });
});

describe('a note to someone waiting', () => {
  it('is a ready-made message in the therapist’s words, or what they wrote, trimmed', () => {
    expect(noteText(t, 'fiveMinutes', 'ignored')).toBe('dashboard.waitingRoom.preset.fiveMinutes');
    expect(noteText(t, 'custom', '  Two more minutes, sorry.  ')).toBe('Two more minutes, sorry.');
    expect(noteText(t, 'custom', '   ')).toBe('');
  });
});

describe('the room’s address', () => {
  it('is the online session page of the profile’s slug, and there is none without a profile', () => {
    expect(roomLinkFor('https://calma.example', '/find-a-therapist/anna-weber')).toBe(
      'https://calma.example/online-session/anna-weber',
    );
    expect(roomLinkFor('https://calma.example', null)).toBeUndefined();
  });
});
