import { describe, expect, it } from 'vitest';
import { addDays, localDate } from './availability.ts';

describe('the dates slot finding works in', () => {
  it('counts days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-06-01', 13)).toBe('2026-06-14');
  });

  it('reads an instant as the date on the therapist’s wall calendar, not the server’s', () => {
    const lateInUtc = new Date('2026-06-01T23:30:00Z');
    expect(localDate(lateInUtc, 'UTC')).toBe('2026-06-01');
    expect(localDate(lateInUtc, 'Europe/Berlin')).toBe('2026-06-02');
    expect(localDate(lateInUtc, 'America/New_York')).toBe('2026-06-01');
    expect(localDate(new Date('2026-06-01T02:00:00Z'), 'America/Los_Angeles')).toBe('2026-05-31');
  });
});
