import type { AvailabilityException, AvailabilitySettings } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import {
  addWindow,
  changePolicy,
  changeWindow,
  type Draft,
  errorId,
  exceptionBody,
  exceptionWords,
  externalState,
  policyNumber,
  removeWindow,
  weekdayName,
  windowsOn,
  withException,
} from './calendar-settings-state.ts';

const policy = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 1440,
  horizonDays: 60,
  maxSessionsPerDay: 6,
  cancellationNoticeHours: 24,
  requiresConfirmation: false,
} as AvailabilitySettings['policy'];
const draft: Draft = {
  timeZone: 'Europe/Berlin',
  policy,
  weekly: [
    { weekday: 1, start: '09:00', end: '12:00', modality: 'both', locationId: null },
    { weekday: 3, start: '10:00', end: '18:00', modality: 'online', locationId: null },
    { weekday: 1, start: '14:00', end: '18:00', modality: 'in_person', locationId: 'loc' },
  ],
};
const exception = (date: string, more: Partial<AvailabilityException> = {}) =>
  ({ id: date, date, start: null, end: null, available: false, note: '', ...more }) as AvailabilityException;

describe('the weekly hours', () => {
  it('names weekdays from Monday in the viewer’s language', () => {
    expect(weekdayName('en', 1)).toBe('Monday');
    expect(weekdayName('de', 7)).toBe('Sonntag');
  });

  it('lists a day’s windows with their place in the week, which the API’s errors name', () => {
    expect(windowsOn(draft, 1).map(({ w, index }) => [w.start, index])).toEqual([
      ['09:00', 0],
      ['14:00', 2],
    ]);
    expect(windowsOn(draft, 2)).toEqual([]);
  });

  it('opens a new window in office hours, either way, anywhere', () => {
    expect(addWindow(draft, 5).weekly.at(-1)).toEqual({
      weekday: 5,
      start: '09:00',
      end: '17:00',
      modality: 'both',
      locationId: null,
    });
  });

  it('changes and removes one window and leaves the others', () => {
    const changed = changeWindow(draft, 1, { end: '16:00' });
    expect(changed.weekly[1]).toEqual({ ...draft.weekly[1], end: '16:00' });
    expect(changed.weekly[0]).toBe(draft.weekly[0]);
    expect(removeWindow(draft, 0).weekly.map((w) => w.start)).toEqual(['10:00', '14:00']);
    expect(draft.weekly).toHaveLength(3);
  });
});

describe('the booking rules', () => {
  it('changes one rule', () => {
    expect(changePolicy(draft, 'horizonDays', 90).policy).toEqual({ ...policy, horizonDays: 90 });
  });

  it('reads an empty daily limit as none, and any other rule as the number typed', () => {
    expect(policyNumber('maxSessionsPerDay', '')).toBeNull();
    expect(policyNumber('maxSessionsPerDay', '4')).toBe(4);
    expect(policyNumber('bufferBeforeMinutes', '')).toBe(0);
  });

  it('ties a refused field to its message by the API’s path', () => {
    expect(errorId('weekly.0.start')).toBe('weekly-0-start-error');
    expect(errorId('timeZone')).toBe('timeZone-error');
  });
});

describe('date exceptions', () => {
  it('block the whole day unless a time is typed', () => {
    const form = { date: '2026-12-24', start: '', end: '', available: false, note: 'Holiday' };
    expect(exceptionBody(form)).toEqual({ date: '2026-12-24', available: false, note: 'Holiday' });
    expect(exceptionBody({ ...form, start: '13:00' })).toEqual({
      date: '2026-12-24',
      available: false,
      note: 'Holiday',
      start: '13:00',
      end: '',
    });
  });

  it('stay in date order as one is added', () => {
    const added = withException([exception('2026-12-01'), exception('2026-12-31')], exception('2026-12-24'));
    expect(added.map((e) => e.date)).toEqual(['2026-12-01', '2026-12-24', '2026-12-31']);
  });

  it('say whether the day opens, closes in part or closes', () => {
    expect(exceptionWords(exception('d', { available: true, start: '18:00', end: '20:00' }))).toEqual({
      key: 'open',
      params: { start: '18:00', end: '20:00' },
    });
    expect(exceptionWords(exception('d', { start: '13:00', end: '17:00' }))).toEqual({
      key: 'blockedPart',
      params: { start: '13:00', end: '17:00' },
    });
    expect(exceptionWords(exception('d'))).toEqual({ key: 'blockedDay' });
  });
});

describe('imported calendars', () => {
  it('say why one failed, when one was read, or that it is waiting', () => {
    expect(externalState({ lastError: 'TOO_LARGE', lastFetchedAt: '2026-11-01T10:00:00Z' })).toEqual({
      state: 'failed',
      reason: 'tooLarge',
    });
    expect(externalState({ lastError: 'SOMETHING_NEW', lastFetchedAt: null })).toEqual({
      state: 'failed',
      reason: 'unreachable',
    });
    expect(externalState({ lastError: null, lastFetchedAt: '2026-11-01T10:00:00Z' })).toEqual({
      state: 'read',
      at: '2026-11-01T10:00:00Z',
    });
    expect(externalState({ lastError: null, lastFetchedAt: null })).toEqual({ state: 'pending' });
  });
});
