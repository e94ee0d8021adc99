import { describe, expect, it } from 'vitest';
import { dayAround } from './day.ts';

describe('dayAround', () => {
  it('is the day in the zone, not in UTC', () => {
    // 23:30 UTC on 3 March is already 4 March in Berlin.
    const day = dayAround(new Date('2026-03-03T23:30:00Z'), 'Europe/Berlin');
    expect(day.date).toBe('2026-03-04');
    expect(day.start.toISOString()).toBe('2026-03-03T23:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-04T23:00:00.000Z');
  });

  it('lasts 23 hours on the day the clocks go forward', () => {
    const day = dayAround(new Date('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * 3_600_000);
  });

  it('lasts 25 hours on the day the clocks go back', () => {
    const day = dayAround(new Date('2026-10-25T12:00:00Z'), 'Europe/London');
    expect(day.date).toBe('2026-10-25');
    expect(day.end.getTime() - day.start.getTime()).toBe(25 * 3_600_000);
  });
});
