import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { ExceptionInputSchema, SettingsInputSchema } from '../schemas/calendar.ts';
import { loadPolicy } from './availability.ts';
import { fetchableCalendarUrl, refreshExternalCalendar } from './external.ts';

type SettingsInput = Static<typeof SettingsInputSchema>;
type ExceptionInput = Static<typeof ExceptionInputSchema>;

/** How imported calendars are read: private addresses only outside production (local test servers). */
export interface ReadOptions {
  allowPrivate: boolean;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const hhmm = (time: string) => time.slice(0, 5);
// The time column stops short of midnight; '24:00' is how the week's windows and exceptions say it.
const storedEnd = (end: string) => (end === '24:00' ? '23:59:59' : end);

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, [{ field, message }]);

function checkTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw invalid('body.timeZone', 'Unknown time zone');
  }
}

/** Windows must run forwards and not overlap on the same weekday. */
function checkWeekly(weekly: SettingsInput['weekly']) {
  weekly.forEach((w, i) => {
    if (w.start >= w.end) throw invalid(`body.weekly.${i}.end`, 'Ends before it starts');
  });
  for (let day = 1; day <= 7; day++) {
    const windows = weekly
      .map((w, i) => ({ ...w, i }))
      .filter((w) => w.weekday === day)
      .sort((a, b) => a.start.localeCompare(b.start));
    for (let k = 1; k < windows.length; k++) {
      const [previous, current] = [windows[k - 1], windows[k]];
      if (previous && current && current.start < previous.end) {
        throw invalid(`body.weekly.${current.i}.start`, 'Overlaps another window on the same day');
      }
    }
  }
}

const exceptionView = (e: {
  id: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  available: boolean;
  note: string;
}) => ({
  id: e.id,
  date: e.date,
  start: e.startTime ? hhmm(e.startTime) : null,
  end: e.endTime ? hhmm(e.endTime) : null,
  available: e.available,
  note: e.note,
});

/**
 * What the therapist's calendar settings show: time zone and booking rules, weekly windows, date
 * exceptions from yesterday on, the practice's locations for in-person hours, whether a feed URL
 * is active, and each imported calendar with its last read.
 */
export async function availabilitySettings(db: Database, therapistId: string) {
  const policy = await loadPolicy(db, therapistId);
  const [weekly, exceptions, locations, feed, external] = await Promise.all([
    db
      .selectFrom('availabilityRule')
      .select(['weekday', 'startTime', 'endTime', 'modality', 'locationId'])
      .where('therapistId', '=', therapistId)
      .orderBy('weekday')
      .orderBy('startTime')
      .execute(),
    db
      .selectFrom('availabilityException')
      .select(['id', 'date', 'startTime', 'endTime', 'available', 'note'])
      .where('therapistId', '=', therapistId)
      .where('date', '>=', sql<string>`current_date - 1`)
      .orderBy('date')
      .execute(),
    db
      .selectFrom('therapistLocation')
      .select(['id', 'street', 'city'])
      .where('therapistId', '=', therapistId)
      .orderBy('position')
      .execute(),
    db.selectFrom('bookingPolicy').select('feedTokenHash').where('therapistId', '=', therapistId).executeTakeFirst(),
    db
      .selectFrom('externalCalendar')
      .select((eb) => [
        'id',
        'url',
        'lastFetchedAt',
        'lastError',
        eb
          .selectFrom('externalBusy')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('externalBusy.calendarId', '=', 'externalCalendar.id')
          .as('busyCount'),
      ])
      .where('therapistId', '=', therapistId)
      .orderBy('createdAt')
      .execute(),
  ]);
  return {
    timeZone: policy.timeZone,
    policy: {
      bufferBeforeMinutes: policy.bufferBeforeMinutes,
      bufferAfterMinutes: policy.bufferAfterMinutes,
      minimumNoticeMinutes: policy.minimumNoticeMinutes,
      horizonDays: policy.horizonDays,
      maxSessionsPerDay: policy.maxSessionsPerDay,
      requiresConfirmation: policy.requiresConfirmation,
      cancellationNoticeHours: policy.cancellationNoticeHours,
    },
    weekly: weekly.map((w) => ({
      weekday: w.weekday,
      start: hhmm(w.startTime),
      end: hhmm(w.endTime) === '00:00' ? '24:00' : hhmm(w.endTime),
      modality: w.modality,
      locationId: w.locationId,
    })),
    exceptions: exceptions.map(exceptionView),
    locations: locations.map((l) => ({ id: l.id, label: [l.street, l.city].filter(Boolean).join(', ') })),
    feedActive: Boolean(feed?.feedTokenHash),
    external: external.map((c) => ({
      id: c.id,
      url: c.url,
      lastFetchedAt: c.lastFetchedAt?.toISOString() ?? null,
      lastError: c.lastError,
      busyCount: Number(c.busyCount ?? 0),
    })),
  };
}

/**
 * Replaces time zone, booking rules and every weekly window at once. A bad zone, a window that
 * ends before it starts or overlaps another on its day, or a location that is not the practice's
 * is a 400 naming the field.
 */
export async function saveAvailabilitySettings(db: Database, therapistId: string, input: SettingsInput) {
  const { timeZone, policy, weekly } = input;
  checkTimeZone(timeZone);
  checkWeekly(weekly);
  const locationIds = new Set(
    (await db.selectFrom('therapistLocation').select('id').where('therapistId', '=', therapistId).execute()).map(
      (l) => l.id,
    ),
  );
  weekly.forEach((w, i) => {
    if (w.locationId && !locationIds.has(w.locationId))
      throw invalid(`body.weekly.${i}.locationId`, 'Unknown location');
  });
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('therapist').set({ timeZone, updatedAt: sql`now()` }).where('id', '=', therapistId).execute();
    await trx
      .insertInto('bookingPolicy')
      .values({ therapistId, ...policy })
      .onConflict((oc) => oc.column('therapistId').doUpdateSet({ ...policy, updatedAt: sql`now()` }))
      .execute();
    await trx.deleteFrom('availabilityRule').where('therapistId', '=', therapistId).execute();
    if (weekly.length > 0) {
      await trx
        .insertInto('availabilityRule')
        .values(
          weekly.map((w) => ({
            therapistId,
            weekday: w.weekday,
            startTime: w.start,
            endTime: storedEnd(w.end),
            modality: w.modality,
            locationId: w.locationId,
          })),
        )
        .execute();
    }
  });
  return availabilitySettings(db, therapistId);
}

/** Blocks a date or part of it, or opens extra hours on it, in the therapist's local times. */
export async function addException(db: Database, therapistId: string, input: ExceptionInput) {
  const { date, start, end, available, note } = input;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw invalid('body.date', 'Not a date');
  if ((start === undefined) !== (end === undefined))
    throw invalid('body.end', 'Give both a start and an end, or neither');
  if (start && end && start >= end) throw invalid('body.end', 'Ends before it starts');
  if (available && !start) throw invalid('body.start', 'Extra hours need a start and an end');
  const row = await db
    .insertInto('availabilityException')
    .values({
      therapistId,
      date,
      startTime: start ?? null,
      endTime: end === undefined ? null : storedEnd(end),
      available,
      note: note?.trim() ?? '',
    })
    .returning(['id', 'date', 'startTime', 'endTime', 'available', 'note'])
    .executeTakeFirstOrThrow();
  return exceptionView(row);
}

export async function removeException(db: Database, therapistId: string, exceptionId: string) {
  const deleted = await db
    .deleteFrom('availabilityException')
    .where('id', '=', exceptionId)
    .where('therapistId', '=', therapistId)
    .executeTakeFirst();
  if (!deleted.numDeletedRows) throw notFound('No such exception');
}

/**
 * Imports an external calendar's busy times: read now, then with the others every 30 minutes.
 * 409 ALREADY_ADDED for a URL the therapist imports already.
 */
export async function importExternalCalendar(db: Database, therapistId: string, url: string, options: ReadOptions) {
  if (!(await fetchableCalendarUrl(url, options.allowPrivate))) {
    throw invalid('body.url', 'Give the calendar’s public address (https://… or webcal://…)');
  }
  const created = await db
    .insertInto('externalCalendar')
    .values({ therapistId, url })
    .onConflict((oc) => oc.columns(['therapistId', 'url']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) throw new AppError('ALREADY_ADDED', 409, 'This calendar is already imported');
  await refreshExternalCalendar(db, created.id, options);
  const added = (await availabilitySettings(db, therapistId)).external.find((c) => c.id === created.id);
  if (!added) throw notFound('The calendar was removed meanwhile');
  return added;
}

/** Stops importing a calendar; its busy times go with it. */
export async function removeExternalCalendar(db: Database, therapistId: string, calendarId: string) {
  const deleted = await db
    .deleteFrom('externalCalendar')
    .where('id', '=', calendarId)
    .where('therapistId', '=', therapistId)
    .executeTakeFirst();
  if (!deleted.numDeletedRows) throw notFound('No such calendar');
}

/** Reads every imported calendar again, one after another. */
export async function refreshExternalCalendars(db: Database, options: ReadOptions) {
  const calendars = await db.selectFrom('externalCalendar').select('id').execute();
  for (const c of calendars) await refreshExternalCalendar(db, c.id, options);
}

/** Imported busy times that overlap a range of instants, for the calendar view. */
export async function busyTimes(db: Database, therapistId: string, range: { from: Date; to: Date }) {
  const rows = await db
    .selectFrom('externalBusy')
    .select(['startsAt', 'endsAt'])
    .where('therapistId', '=', therapistId)
    .where('startsAt', '<', range.to)
    .where('endsAt', '>', range.from)
    .orderBy('startsAt')
    .limit(1000)
    .execute();
  return rows.map((r) => ({ start: r.startsAt.toISOString(), end: r.endsAt.toISOString() }));
}
