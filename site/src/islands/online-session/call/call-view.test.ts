import { describe, expect, it } from 'vitest';
import { endingSoon, overChoices, refusalKey, timeText } from './call-view.ts';

const ROOM = '/find-a-therapist/anna-weber/waiting-room';

describe('a call that is over', () => {
  it('explains each refusal by its own words, and anything unknown as the network', () => {
    expect(refusalKey('LINK_EXPIRED')).toBe('expired');
    expect(refusalKey('CALL_ENDED')).toBe('ended');
    expect(refusalKey('UNAUTHENTICATED')).toBe('signIn');
    expect(refusalKey('FORBIDDEN')).toBe('otherAccount');
    expect(refusalKey('NOT_FOUND')).toBe('unknown');
    expect(refusalKey('NETWORK')).toBe('network');
  });

  it('offers to join again after leaving or a network failure, and to take the call back from another tab', () => {
    expect(overChoices({ name: 'left' }, ROOM)).toMatchObject({ key: 'left', rejoin: 'call.over.rejoin' });
    expect(overChoices({ name: 'refused', code: 'NETWORK' }, null)).toMatchObject({
      key: 'network',
      rejoin: 'call.over.rejoin',
      homeIsMain: false,
    });
    expect(overChoices({ name: 'replaced' }, null).rejoin).toBe('call.over.replaced.takeBack');
    expect(overChoices({ name: 'ended' }, null).rejoin).toBeNull();
  });

  it('leads to the waiting room once the session ended or the link expired, when the room is known', () => {
    expect(overChoices({ name: 'ended' }, ROOM)).toMatchObject({ toRoom: true, homeIsMain: false });
    expect(overChoices({ name: 'refused', code: 'LINK_EXPIRED' }, ROOM).toRoom).toBe(true);
    expect(overChoices({ name: 'refused', code: 'LINK_EXPIRED' }, null)).toMatchObject({
      toRoom: false,
      homeIsMain: true,
    });
    expect(overChoices({ name: 'refused', code: 'FORBIDDEN' }, ROOM).toRoom).toBe(false);
  });

  it('asks a signed-out person to sign in, and makes home the main way on only when nothing else is offered', () => {
    expect(overChoices({ name: 'refused', code: 'UNAUTHENTICATED' }, null)).toMatchObject({
      key: 'signIn',
      signIn: true,
      homeIsMain: false,
    });
    expect(overChoices({ name: 'refused', code: 'NOT_FOUND' }, null)).toMatchObject({
      key: 'unknown',
      rejoin: null,
      signIn: false,
      toRoom: false,
      homeIsMain: true,
    });
  });
});

describe('the five-minute notice', () => {
  it('is due from five minutes before the scheduled end', () => {
    const end = '2026-11-29T10:50:00.000Z';
    expect(endingSoon(end, Date.parse('2026-11-29T10:44:59.000Z'))).toBe(false);
    expect(endingSoon(end, Date.parse('2026-11-29T10:45:00.000Z'))).toBe(true);
    expect(endingSoon(end, Date.parse('2026-11-29T11:00:00.000Z'))).toBe(true);
  });
});

describe('times in the call', () => {
  it('show hours and minutes in the page’s language', () => {
    expect(timeText('de', Date.UTC(2026, 10, 29, 9, 5))).toMatch(/^\d{2}:05$/);
  });
});
