import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ical, { type VEvent } from 'node-ical';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';

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

const privateAddress = (address: string) =>
  /^(127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|0\.)/.test(address) ||
  address === '::1' ||
  /^f[cd]/i.test(address) ||
  /^fe80/i.test(address);

/**
 * Whether the server may fetch this calendar URL. On a public deployment, addresses inside the
 * network (loopback, private ranges) are refused, so a calendar URL cannot probe internal services.
 */
export async function fetchableCalendarUrl(url: string, allowPrivate: boolean): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url.replace(/^webcal:/, 'https:'));
  } catch {
    return false;
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password) return false;
  if (allowPrivate) return true;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  return addresses.length > 0 && !addresses.some(privateAddress);
}

/** Fetches one external calendar and replaces its busy times; the error, if any, is kept for the therapist. */
export async function refreshExternalCalendar(
  db: Database,
  calendarId: string,
  { allowPrivate, now = new Date() }: { allowPrivate: boolean; now?: Date },
): Promise<{ ok: boolean; error: string | null; count: number }> {
  const calendar = await db
    .selectFrom('externalCalendar')
    .innerJoin('therapist', 'therapist.id', 'externalCalendar.therapistId')
    .select(['externalCalendar.id', 'externalCalendar.url', 'externalCalendar.therapistId', 'therapist.timeZone'])
    .where('externalCalendar.id', '=', calendarId)
    .executeTakeFirst();
  if (!calendar) return { ok: false, error: 'not found', count: 0 };
  let busy: BusyInterval[] = [];
  let error: string | null = null;
  try {
    const url = calendar.url.replace(/^webcal:/, 'https:');
    if (!(await fetchableCalendarUrl(url, allowPrivate))) throw new Error('This address cannot be fetched');
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
    if (!response.ok) throw new Error(`The calendar server answered ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_BYTES) throw new Error('The calendar is larger than 5 MB');
    if (!text.includes('BEGIN:VCALENDAR')) throw new Error('This address does not serve an iCalendar (.ics) file');
    busy = busyFromIcs(text, {
      from: new Date(now.getTime() - 86_400_000),
      to: new Date(now.getTime() + IMPORT_DAYS * 86_400_000),
      timeZone: calendar.timeZone,
    });
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
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
