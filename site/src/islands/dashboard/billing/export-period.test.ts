import { describe, expect, it } from 'vitest';
import { isDay, periodProblem, withinOneYear } from './export-period.ts';

describe('export period', () => {
  it('accepts a period from the first of January to today', () => {
    expect(periodProblem('2026-01-01', '2026-11-27')).toBeUndefined();
  });

  it('accepts a single day and a period one day short of a year', () => {
    expect(periodProblem('2026-03-15', '2026-03-15')).toBeUndefined();
    expect(periodProblem('2025-03-15', '2026-03-14')).toBeUndefined();
  });

  it('refuses a year or more, as the API does', () => {
    expect(periodProblem('2025-03-15', '2026-03-15')).toBe('tooLong');
    expect(periodProblem('2024-02-29', '2025-02-28')).toBe('tooLong');
    expect(periodProblem('2024-02-29', '2025-02-27')).toBeUndefined();
  });

  it('refuses an end before the start', () => {
    expect(periodProblem('2026-05-02', '2026-05-01')).toBe('order');
  });

  it('names the field whose day is missing or does not exist', () => {
    expect(periodProblem('', '2026-05-01')).toBe('from');
    expect(periodProblem('2026-05-01', '2026-02-30')).toBe('to');
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
  });

  it('says whether a period stays in one calendar year (DATEV)', () => {
    expect(withinOneYear('2026-01-01', '2026-12-31')).toBe(true);
    expect(withinOneYear('2025-12-01', '2026-01-31')).toBe(false);
  });
});
