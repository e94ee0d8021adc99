import { describe, expect, it } from 'vitest';
import {
  addDays,
  byDay,
  coveringRange,
  dateIn,
  formatDay,
  formatTime,
  instantOf,
  minutesIn,
  mondayOf,
  weekday,
  weekFrom,
  zoneLabel,
  zonesDiffer,
} from './booking-time.ts';

describe('booking dates and times', () => {
  it('reads an instant’s date in the reader’s zone, across midnight', () => {
    expect(dateIn('2026-11-30T23:30:00Z', 'Europe/Lisbon')).toBe('2026-11-30');
    expect(dateIn('2026-11-30T23:30:00Z', 'Europe/Berlin')).toBe('2026-12-01');
    expect(dateIn('2026-11-30T23:30:00Z', 'America/Sao_Paulo')).toBe('2026-11-30');
  });

  it('counts days and weeks over month ends and daylight-saving changes', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(weekFrom('2026-10-19')).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(coveringRange('2026-11-30', '2026-12-06')).toEqual({ from: '2026-11-29', to: '2026-12-07' });
  });

  it('groups slots by the reader’s day, in time order', () => {
    const slots = [
      { start: '2026-12-01T08:00:00Z', end: '2026-12-01T08:50:00Z' },
      { start: '2026-11-30T23:00:00Z', end: '2026-11-30T23:50:00Z' },
      { start: '2026-11-30T09:00:00Z', end: '2026-11-30T09:50:00Z' },
    ];
    expect([...byDay(slots, 'Europe/Lisbon')].map(([day, s]) => [day, s.map((x) => x.start)])).toEqual([
      ['2026-11-30', ['2026-11-30T09:00:00Z', '2026-11-30T23:00:00Z']],
      ['2026-12-01', ['2026-12-01T08:00:00Z']],
    ]);
    expect([...byDay(slots, 'Europe/Berlin').keys()]).toEqual(['2026-11-30', '2026-12-01']);
    expect(byDay(slots, 'Europe/Berlin').get('2026-12-01')).toHaveLength(2);
  });

  it('names a zone in the reader’s language, with its identifier', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(zoneLabel('Europe/Berlin', 'en', winter)).toBe('Central European Time (Europe/Berlin)');
    expect(zoneLabel('Europe/Berlin', 'de', winter)).toBe('Mitteleuropäische Zeit (Europe/Berlin)');
    expect(zoneLabel('America/Sao_Paulo', 'en', winter)).toContain('(America/Sao Paulo)');
  });

  it('tells zones apart by their clocks, not their names, on the day that matters', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(zonesDiffer('Europe/Paris', 'Europe/Berlin', winter)).toBe(false);
    expect(zonesDiffer('Europe/Lisbon', 'Europe/Berlin', winter)).toBe(true);
    expect(zonesDiffer('Europe/Lisbon', 'Europe/London', winter)).toBe(false);
    // Europe/London and Africa/Abidjan agree in winter but not in summer.
    expect(zonesDiffer('Europe/London', 'Africa/Abidjan', new Date('2026-07-01T12:00:00Z'))).toBe(true);
  });

  it('writes days and times as each language does', () => {
    expect(formatDay('2026-11-30', 'de')).toBe('Montag, 30. November 2026');
    expect(formatDay('2026-11-30', 'pt-PT', 'short')).toMatch(/30/);
    expect(formatTime('2026-11-30T09:00:00Z', 'de', 'Europe/Berlin')).toBe('10:00');
    expect(formatTime('2026-11-30T09:00:00Z', 'de', 'Europe/Lisbon')).toBe('09:00');
    // English as the British write it: 24-hour clock, day before month ("09:00 AM" was the US form).
    expect(formatTime('2026-11-30T09:00:00Z', 'en', 'Europe/Lisbon')).toBe('09:00');
    expect(formatTime('2026-11-30T15:30:00Z', 'en', 'Europe/Lisbon')).toBe('15:30');
    expect(formatDay('2026-11-30', 'en')).toMatch(/^Monday,? 30 November 2026$/);
  });
});

describe('wall-clock times in the therapist’s zone (the calendar screens)', () => {
  it('turns them into instants on both sides of a daylight-saving change', () => {
    expect(instantOf('2026-03-28', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(instantOf('2026-03-30', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(instantOf('2026-10-25', '09:00', 'Europe/London').toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('reads minutes and weekdays back', () => {
    expect(minutesIn(new Date('2026-07-01T22:30:00Z'), 'Europe/Berlin')).toBe(30);
    expect(weekday('2026-11-23')).toBe(1);
    expect(weekday('2026-11-29')).toBe(7);
  });
});
