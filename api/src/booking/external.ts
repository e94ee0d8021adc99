import type { FastifyBaseLogger } from 'fastify';
import ical, { type VEvent } from 'node-ical';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import {
  checkPublicUrl,
  fetchPublicText,
  isPublicAddress,
  PublicFetchError,
  type PublicFetchFailure,
} from '../net/public-fetch.ts';

export interface BusyInterval {
  start: Date;
  end: Date;
}

/** How far ahead imported busy times matter: the longest booking horizon. */
const IMPORT_DAYS = 366;
const MAX_BYTES = 5_000_000;

/** The instant a wall-clock date starts in a zone (an all-day event blocks the therapist's whole day). */
function startOfDay(date: Date, timeZone: string): Date {
  // node-ical builds date-only values at local midnight of this process's zone.
  const plain = Temporal.PlainDate.from({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
  return new Date(plain.toZonedDateTime({ timeZone }).epochMilliseconds);
}

/**
 * Busy times in an iCalendar text between two instants: timed events as they are, all-day events
 * as whole days in the therapist's zone, recurring events expanded (exceptions and moved
 * occurrences applied). Free ("transparent") and cancelled events do not block time.
 */
export function busyFromIcs(text: string, range: { from: Date; to: Date; timeZone: string }): BusyInterval[] {
  const parsed = ical.sync.parseICS(text);
  const busy: BusyInterval[] = [];
  for (const component of Object.values(parsed)) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (event.transparency === 'TRANSPARENT' || event.status === 'CANCELLED') continue;
    const instances = ical.expandRecurringEvent(event, { from: range.from, to: range.to, expandOngoing: true });
    for (const instance of instances) {
      const start = instance.isFullDay ? startOfDay(instance.start, range.timeZone) : new Date(instance.start);
      const end = instance.isFullDay ? startOfDay(instance.end, range.timeZone) : new Date(instance.end);
      if (end > start && end > range.from && start < range.to) busy.push({ start, end });
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Why an imported calendar could not be read, as stored in `last_error` and shown to the
 * therapist: a stable code the site translates. What the calendar's server said goes only to the log.
 */
export type CalendarReadError = PublicFetchFailure | 'NOT_ICALENDAR';

const webcalAsHttps = (url: string) => url.replace(/^webcal:/, 'https:');
/** In development the calendar may well run on this machine or in the local network. */
const addressPolicy = (allowPrivate: boolean) => (allowPrivate ? () => true : isPublicAddress);

/**
 * Whether the server may fetch this calendar URL. On a public deployment, addresses inside the
 * network (loopback, private ranges) are refused, so a calendar URL cannot probe internal services.
 */
export async function fetchableCalendarUrl(url: string, allowPrivate: boolean): Promise<boolean> {
  try {
    await checkPublicUrl(webcalAsHttps(url), { allowAddress: addressPolicy(allowPrivate) });
    return true;
  } catch {
    return false;
  }
}

/** Fetches one external calendar and replaces its busy times; the error, if any, is kept for the therapist. */
export async function refreshExternalCalendar(
  db: Database,
  calendarId: string,
  { allowPrivate, log, now = new Date() }: { allowPrivate: boolean; log: Pick<FastifyBaseLogger, 'warn'>; now?: Date },
): Promise<{ ok: boolean; error: CalendarReadError | 'NOT_FOUND' | null; count: number }> {
  const calendar = await db
    .selectFrom('externalCalendar')
    .innerJoin('therapist', 'therapist.id', 'externalCalendar.therapistId')
    .select(['externalCalendar.id', 'externalCalendar.url', 'externalCalendar.therapistId', 'therapist.timeZone'])
    .where('externalCalendar.id', '=', calendarId)
    .executeTakeFirst();
  if (!calendar) return { ok: false, error: 'NOT_FOUND', count: 0 };
  let busy: BusyInterval[] = [];
  let error: CalendarReadError | null = null;
  try {
    const text = await fetchPublicText(webcalAsHttps(calendar.url), {
      allowAddress: addressPolicy(allowPrivate),
      maxBytes: MAX_BYTES,
      headers: { accept: 'text/calendar, */*;q=0.5' },
    });
    if (!text.includes('BEGIN:VCALENDAR')) error = 'NOT_ICALENDAR';
    else {
      busy = busyFromIcs(text, {
        from: new Date(now.getTime() - 86_400_000),
        to: new Date(now.getTime() + IMPORT_DAYS * 86_400_000),
        timeZone: calendar.timeZone,
      });
    }
  } catch (caught) {
    // A calendar that does not parse is as useless to the therapist as one that is not there.
    error = caught instanceof PublicFetchError ? caught.reason : 'NOT_ICALENDAR';
    log.warn({ err: caught, calendarId }, 'an imported calendar could not be read');
  }
  await db.transaction().execute(async (trx) => {
    if (!error) {
      await trx.deleteFrom('externalBusy').where('calendarId', '=', calendar.id).execute();
      for (let i = 0; i < busy.length; i += 1000) {
        await trx
          .insertInto('externalBusy')
          .values(
            busy.slice(i, i + 1000).map((b) => ({
              calendarId: calendar.id,
              therapistId: calendar.therapistId,
              startsAt: b.start,
              endsAt: b.end,
            })),
          )
          .execute();
      }
    }
    await trx
      .updateTable('externalCalendar')
      .set({ lastFetchedAt: now, lastError: error })
      .where('id', '=', calendar.id)
      .execute();
  });
  return { ok: !error, error, count: busy.length };
}
