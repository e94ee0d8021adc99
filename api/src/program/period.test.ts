import { describe, expect, it } from 'vitest';
import { emailDomain, employeeKey, monthBounds, monthsBetween, periodOf } from './period.ts';

describe('periodOf', () => {
  it('finds the calendar month, quarter and year of an instant in UTC', () => {
    const date = new Date('2026-05-17T10:00:00Z');
    expect(periodOf(date, 'month')).toEqual({ start: '2026-05-01', next: '2026-06-01' });
    expect(periodOf(date, 'quarter')).toEqual({ start: '2026-04-01', next: '2026-07-01' });
    expect(periodOf(date, 'year')).toEqual({ start: '2026-01-01', next: '2027-01-01' });
  });

  it('runs into the next year from December and the last quarter', () => {
    const date = new Date('2026-12-31T23:59:59Z');
    expect(periodOf(date, 'month')).toEqual({ start: '2026-12-01', next: '2027-01-01' });
    expect(periodOf(date, 'quarter')).toEqual({ start: '2026-10-01', next: '2027-01-01' });
  });

  it('counts by the UTC day, not the local one', () => {
    // 00:30 on 1 April in Berlin is still 31 March in UTC.
    const date = new Date('2026-03-31T22:30:00Z');
    expect(periodOf(date, 'quarter')).toEqual({ start: '2026-01-01', next: '2026-04-01' });
    expect(periodOf(date, 'month').start).toBe('2026-03-01');
  });

  it('puts the first day of each quarter in its own quarter', () => {
    for (const [day, start] of [
      ['2026-01-01', '2026-01-01'],
      ['2026-04-01', '2026-04-01'],
      ['2026-07-01', '2026-07-01'],
      ['2026-10-01', '2026-10-01'],
      ['2026-09-30', '2026-07-01'],
    ] as const) {
      expect(periodOf(new Date(`${day}T00:00:00Z`), 'quarter').start).toBe(start);
    }
  });
});

describe('months', () => {
  it('bounds a month and lists the months of a range', () => {
    expect(monthBounds('2026-02')).toEqual({ start: '2026-02-01', next: '2026-03-01' });
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
  });
});

describe('employee identity', () => {
  it('keys an employee by the sha256 of their lower-cased address, whatever its case', () => {
    expect(employeeKey(' Ana@Nordlicht.example ')).toBe(employeeKey('ana@nordlicht.example'));
    expect(employeeKey('ana@nordlicht.example')).toMatch(/^[0-9a-f]{64}$/);
    expect(employeeKey('ana@nordlicht.example')).not.toContain('ana');
    expect(emailDomain('Ana@Mail.Nordlicht.Example')).toBe('mail.nordlicht.example');
  });
});
