// Dates and times for the booking and appointment islands. Slots are instants; people read them in
// their own time zone, with the zone named. Calendar dates are 'YYYY-MM-DD' strings throughout.
// Imports only the locale table, so islands can use it without pulling in the locale files.

import { dateFormat, numberFormat, zonedClock, zonedDate } from '@calma/api/contract';

export interface Slot {
  start: string;
  end: string;
}

/** The browser's IANA zone, or UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The calendar date of an instant in a zone. */
export const dateIn = (instant: string | Date, timeZone: string): string => zonedDate(instant, timeZone);

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week a date falls in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a date. */
export const weekday = (date: string): number => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Minutes since local midnight of an instant in a zone. */
export function minutesIn(instant: Date, timeZone: string): number {
  const [hour, minute] = zonedClock(instant, timeZone).split(':');
  return Number(hour) * 60 + Number(minute);
}

/** The instant of a wall-clock time on a date in a zone (the earlier one when the clock repeats). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const wanted = new Date(`${date}T${time}:00Z`).getTime();
  // Two passes find the zone's offset at that moment, also on the days the clocks change.
  let instant = new Date(wanted);
  for (let i = 0; i < 2; i++) {
    const shown = new Date(`${dateIn(instant, timeZone)}T00:00:00Z`).getTime() + minutesIn(instant, timeZone) * 60_000;
    instant = new Date(instant.getTime() - (shown - wanted));
  }
  return instant;
}

/** A date-time format in a zone, in the reader's language. */
export const zonedFormat = (lang: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  dateFormat(lang, { ...options, timeZone });

export const weekFrom = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/**
 * The therapist-local dates to ask the API for so that every instant of the given dates in any other
 * zone is included: zones are less than a day apart, so a day either side is enough.
 */
export const coveringRange = (first: string, last: string) => ({ from: addDays(first, -1), to: addDays(last, 1) });

/** Slots by their date in a zone, in time order. */
export function byDay(slots: readonly Slot[], timeZone: string): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const day = dateIn(slot.start, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

/** A zone as people read it, with its unambiguous name: "Central European Time (Europe/Berlin)". */
export function zoneLabel(timeZone: string, lang: string, at: Date = new Date()): string {
  const id = timeZone.replace(/_/g, ' ');
  const name = dateFormat(lang, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== id ? `${name} (${id})` : id;
}

/** Whether clocks in two zones show different times at an instant (Europe/Paris and Europe/Berlin do not). */
export function zonesDiffer(a: string, b: string, at: Date = new Date()): boolean {
  if (a === b) return false;
  const clock = (timeZone: string) => `${zonedDate(at, timeZone)} ${zonedClock(at, timeZone)}`;
  return clock(a) !== clock(b);
}

/** A calendar date in words ("Monday, 30 November 2026", or "Mon 30 Nov" when short). */
export function formatDay(date: string, lang: string, style: 'long' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { weekday: 'short', day: 'numeric', month: 'short' };
  return dateFormat(lang, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** The clock time of an instant in a zone, as the language writes it. */
export const formatTime = (instant: string | Date, lang: string, timeZone: string): string =>
  dateFormat(lang, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(instant));

/** A price given in the currency's minor unit, with its cents; zero is for the caller to call free. */
export const formatPrice = (amountMinor: number, currency: string, lang: string): string =>
  numberFormat(lang, { style: 'currency', currency }).format(amountMinor / 100);
