import { describe, expect, it } from 'vitest';
import { agendaOf, type CalendarSettings, covers, planDays, type Session, spanOn } from './day-plan.ts';

const zone = 'Europe/Berlin';
const settings: CalendarSettings = {
  timeZone: zone,
  weekly: [{ weekday: 1, start: '09:00', end: '17:00' }],
  exceptions: [{ id: 'x', date: '2026-03-02', start: '12:00', end: '13:00', available: false, note: 'Lunch' }],
};
const session = (uid: string, start: string, end: string) => ({ uid, start, end }) as unknown as Session;

describe('a day of the calendar', () => {
  it('takes the stretch of a range that falls on it, cut at midnight, at least a quarter of an hour', () => {
    // 2 March 2026 is a Monday; Berlin is UTC+1 in March.
    expect(spanOn('2026-03-02', '2026-03-02T08:00:00Z', '2026-03-02T09:00:00Z', zone)).toEqual({
      start: 540,
      end: 600,
    });
    expect(spanOn('2026-03-02', '2026-03-02T22:30:00Z', '2026-03-03T00:30:00Z', zone)).toEqual({
      start: 1410,
      end: 1440,
    });
    expect(spanOn('2026-03-03', '2026-03-02T22:30:00Z', '2026-03-03T00:30:00Z', zone)).toEqual({ start: 0, end: 90 });
    expect(spanOn('2026-03-02', '2026-03-02T08:00:00Z', '2026-03-02T08:05:00Z', zone)).toEqual({
      start: 540,
      end: 555,
    });
  });

  it('is not reached by a range that ends at its midnight', () => {
    expect(covers('2026-03-03', { start: '2026-03-02T22:00:00Z', end: '2026-03-02T23:00:00Z' }, zone)).toBe(false);
    expect(covers('2026-03-02', { start: '2026-03-02T22:00:00Z', end: '2026-03-02T23:00:00Z' }, zone)).toBe(true);
  });

  it('holds its availability, its sessions by start and the busy times on it', () => {
    const [monday, tuesday] = planDays(
      ['2026-03-02', '2026-03-03'],
      settings,
      [
        session('late', '2026-03-02T14:00:00Z', '2026-03-02T15:00:00Z'),
        session('early', '2026-03-02T08:00:00Z', '2026-03-02T09:00:00Z'),
      ],
      [{ start: '2026-03-03T10:00:00Z', end: '2026-03-03T11:00:00Z' }],
    );
    expect(monday?.availability.open).toEqual([{ start: 540, end: 1020 }]);
    expect(monday?.sessions.map((s) => s.session.uid)).toEqual(['early', 'late']);
    expect(monday?.busy).toEqual([]);
    expect(tuesday?.availability.open).toEqual([]);
    expect(tuesday?.busy).toEqual([{ start: 660, end: 720 }]);
  });

  it('lists its sessions, blocks and busy times in time order', () => {
    const [monday] = planDays(
      ['2026-03-02'],
      settings,
      [session('s', '2026-03-02T13:00:00Z', '2026-03-02T14:00:00Z')],
      [{ start: '2026-03-02T08:00:00Z', end: '2026-03-02T09:00:00Z' }],
    );
    expect(monday && agendaOf(monday).map((item) => item.kind)).toEqual(['busy', 'block', 'session']);
  });
});
