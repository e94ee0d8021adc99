import { zonedDate } from '@calma/api/contract';
import type { Translate } from '../../../i18n/format.ts';
import { zonedFormat } from '../../../lib/booking-time.ts';
import { DAY } from './day-plan.ts';
import { clockOf, type DayAvailability, type Span } from './grid.ts';

/**
 * The calendar's words in the viewer's language: days long and short, times of sessions in the
 * practice's zone, a day's hours, and its blocked and busy stretches.
 */
export function gridWords(t: Translate, locale: string, zone: string) {
  const dayName = zonedFormat(locale, 'UTC', { weekday: 'long', day: 'numeric', month: 'long' });
  const dayShort = zonedFormat(locale, 'UTC', { weekday: 'short', day: 'numeric' });
  const time = zonedFormat(locale, zone, { hour: '2-digit', minute: '2-digit' });
  const clockFormat = zonedFormat(locale, 'UTC', { hour: '2-digit', minute: '2-digit' });
  const clock = (minutes: number) => clockFormat.format(new Date(Date.UTC(2000, 0, 1, 0, minutes)));
  const range = (span: Span) =>
    `${span.end >= DAY ? clockOf(span.start) : clock(span.start)}–${span.end >= DAY ? '24:00' : clock(span.end)}`;
  return {
    /** The date an instant falls on in the practice's zone. */
    dateOf: (instant: string) => zonedDate(instant, zone),
    long: (date: string) => dayName.format(new Date(`${date}T12:00:00Z`)),
    short: (date: string) => dayShort.format(new Date(`${date}T12:00:00Z`)),
    time: (instant: string) => time.format(new Date(instant)),
    clock,
    hoursLine: (a: DayAvailability) =>
      a.closed
        ? [t('dashboard.calendarSettings.exceptions.blockedDay'), a.closedNote].filter(Boolean).join(': ')
        : a.open.length
          ? t('dashboard.calendar.openHours', { hours: a.open.map(range).join(', ') })
          : t('dashboard.calendarSettings.closed'),
    blockText: (b: Span & { note: string }) =>
      [t('dashboard.calendarSettings.exceptions.blockedPart', { start: clock(b.start), end: clock(b.end) }), b.note]
        .filter(Boolean)
        .join(': '),
    busyText: (b: Span) =>
      t('dashboard.calendar.busy', { start: clock(b.start), end: b.end >= DAY ? '24:00' : clock(b.end) }),
  };
}

export type GridWords = ReturnType<typeof gridWords>;
