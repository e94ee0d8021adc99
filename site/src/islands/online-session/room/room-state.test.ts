import { EARLY_ENTRY_MINUTES } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import { afterWaiting, earlyFrom, isOutcome, RECHECK_MS, recheckEvery, refusalKey } from './room-state.ts';

describe('the room looked at again', () => {
  it('only while checking devices in front of a room that is early or closed', () => {
    expect(recheckEvery('check', 'closed')).toBe(RECHECK_MS);
    expect(recheckEvery('check', 'early')).toBe(RECHECK_MS);
    expect(recheckEvery('check', 'open')).toBe(false);
    expect(recheckEvery('waiting', 'closed')).toBe(false);
  });
});

describe('a refused join', () => {
  it('says the room closed, the link is wrong, too many tries, no network, or that it failed', () => {
    expect(refusalKey({ code: 'ROOM_CLOSED', status: 409 })).toBe('room.error.closed');
    expect(refusalKey({ code: 'NOT_FOUND', status: 404 })).toBe('room.badLink');
    expect(refusalKey({ code: 'RATE_LIMITED', status: 429 })).toBe('room.error.rateLimited');
    expect(refusalKey({ code: 'NETWORK', status: 0 })).toBe('room.error.network');
    expect(refusalKey({ code: 'INTERNAL', status: 500 })).toBe('room.error.generic');
  });
});

describe('the end of a wait', () => {
  it('goes into the call when let in with one, and otherwise to how it ended', () => {
    expect(afterWaiting({ status: 'waiting', note: null, call: null })).toBeUndefined();
    expect(afterWaiting({ status: 'admitted', note: null, call: 'tok' })).toEqual({ call: 'tok' });
    expect(afterWaiting({ status: 'admitted', note: null, call: null })).toEqual({ outcome: 'left' });
    expect(afterWaiting({ status: 'declined', note: 'Sorry', call: null })).toEqual({ outcome: 'declined' });
    expect(afterWaiting({ status: 'replaced', note: null, call: null })).toEqual({ outcome: 'replaced' });
  });

  it('has a heading of its own after leaving, a refusal or another tab taking over', () => {
    expect(['left', 'declined', 'replaced'].every((p) => isOutcome(p as 'left'))).toBe(true);
    expect(isOutcome('waiting')).toBe(false);
    expect(isOutcome('admitted')).toBe(false);
  });
});

describe('an early visitor', () => {
  it('may come in some minutes before the session starts', () => {
    expect(earlyFrom('2026-11-29T10:00:00.000Z')).toBe(
      new Date(Date.parse('2026-11-29T10:00:00.000Z') - EARLY_ENTRY_MINUTES * 60_000).toISOString(),
    );
  });
});
