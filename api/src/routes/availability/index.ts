import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { ACTIVE_STATUSES, DEFAULT_POLICY, loadPolicy } from '../../booking/availability.ts';
import { calendarFeed } from '../../booking/calendar.ts';
import { fetchableCalendarUrl, refreshExternalCalendar } from '../../booking/external.ts';
import type { Config } from '../../config.ts';
import { ownTherapist } from '../../directory/owner.ts';
import { AppError } from '../../errors.ts';
import {
  BusySchema,
  ExceptionInputSchema,
  ExceptionSchema,
  ExternalCalendarSchema,
  ExternalInputSchema,
  FeedParamsSchema,
  FeedUrlSchema,
  IdParamsSchema,
  RangeQuerySchema,
  SettingsInputSchema,
  SettingsSchema,
} from '../../schemas/calendar.ts';
import { ErrorSchema } from '../../schemas/common.ts';

export const EXTERNAL_REFRESH_QUEUE = 'external-calendars-refresh';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const hhmm = (time: string) => time.slice(0, 5);

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
function checkWeekly(weekly: { weekday: number; start: string; end: string }[]) {
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

/**
 * The therapist's calendar: availability rules, date exceptions, the private feed for their own
 * calendar app and the external calendars whose busy times block booking.
 */
const calendar: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const allowPrivate = !config.secure;
  const therapistOf = (userId: string | undefined) => ownTherapist(app.db, userId ?? '');

  async function settings(therapistId: string) {
    const policy = await loadPolicy(app.db, therapistId);
    const [weekly, exceptions, locations, feed, external] = await Promise.all([
      app.db
        .selectFrom('availabilityRule')
        .select(['weekday', 'startTime', 'endTime', 'modality', 'locationId'])
        .where('therapistId', '=', therapistId)
        .orderBy('weekday')
        .orderBy('startTime')
        .execute(),
      app.db
        .selectFrom('availabilityException')
        .select(['id', 'date', 'startTime', 'endTime', 'available', 'note'])
        .where('therapistId', '=', therapistId)
        .where('date', '>=', sql<string>`current_date - 1`)
        .orderBy('date')
        .execute(),
      app.db
        .selectFrom('therapistLocation')
        .select(['id', 'street', 'city'])
        .where('therapistId', '=', therapistId)
        .orderBy('position')
        .execute(),
      app.db
        .selectFrom('bookingPolicy')
        .select('feedTokenHash')
        .where('therapistId', '=', therapistId)
        .executeTakeFirst(),
      app.db
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
      exceptions: exceptions.map((e) => ({
        id: e.id,
        date: e.date,
        start: e.startTime ? hhmm(e.startTime) : null,
        end: e.endTime ? hhmm(e.endTime) : null,
        available: e.available,
        note: e.note,
      })),
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

  const ensurePolicyRow = (therapistId: string) =>
    app.db
      .insertInto('bookingPolicy')
      .values({ therapistId, ...DEFAULT_POLICY })
      .onConflict((oc) => oc.column('therapistId').doNothing())
      .execute();

  const therapistOnly = { access: ['therapist'] as 'therapist'[] };

  app.get(
    '/api/v1/calendar/settings',
    {
      config: therapistOnly,
      schema: {
        tags: ['calendar'],
        summary: 'The signed-in therapist’s availability, booking rules, feed and imported calendars',
        description:
          "Time zone, booking policy, weekly windows, date exceptions from yesterday on, the practice's locations for in-person hours, whether a feed URL is active, and each imported calendar with its last read. 404 when the account has no therapist profile.",
        response: { 200: SettingsSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const therapist = await therapistOf(request.principal?.userId);
      reply.header('cache-control', 'private, no-store');
      return settings(therapist.id);
    },
  );

  app.put(
    '/api/v1/calendar/settings',
    {
      config: therapistOnly,
      schema: {
        tags: ['calendar'],
        summary: 'Replace the weekly hours and booking rules; the time zone is an IANA name',
        description:
          "Time zone, policy and every weekly window are replaced at once. 400 names the field of an unknown zone, a window that ends before it starts or overlaps another on the same day, or a location that is not the practice's. 404 when the account has no therapist profile.",
        body: SettingsInputSchema,
        response: { 200: SettingsSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const therapist = await therapistOf(request.principal?.userId);
      const { timeZone, policy, weekly } = request.body;
      checkTimeZone(timeZone);
      checkWeekly(weekly);
      const locationIds = new Set(
        (
          await app.db.selectFrom('therapistLocation').select('id').where('therapistId', '=', therapist.id).execute()
        ).map((l) => l.id),
      );
      weekly.forEach((w, i) => {
        if (w.locationId && !locationIds.has(w.locationId))
          throw invalid(`body.weekly.${i}.locationId`, 'Unknown location');
      });
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('therapist')
          .set({ timeZone, updatedAt: sql`now()` })
          .where('id', '=', therapist.id)
          .execute();
        await trx
          .insertInto('bookingPolicy')
          .values({ therapistId: therapist.id, ...policy })
          .onConflict((oc) => oc.column('therapistId').doUpdateSet({ ...policy, updatedAt: sql`now()` }))
          .execute();
        await trx.deleteFrom('availabilityRule').where('therapistId', '=', therapist.id).execute();
        if (weekly.length > 0) {
          await trx
            .insertInto('availabilityRule')
            .values(
              weekly.map((w) => ({
                therapistId: therapist.id,
                weekday: w.weekday,
                startTime: w.start,
                endTime: w.end === '24:00' ? '23:59:59' : w.end,
                modality: w.modality,
                locationId: w.locationId,
              })),
            )
            .execute();
        }
      });
      return settings(therapist.id);
    },
  );

  app.post(
    '/api/v1/calendar/exceptions',
    {
      config: therapistOnly,
      schema: {
        tags: ['calendar'],
        summary: 'Block a day or part of it (holiday), or open extra hours on a date',
        description:
          "`available: false` blocks the whole date, or `start` to `end` on it; `available: true` opens extra hours from `start` to `end`. Times are the therapist's local times. 404 when the account has no therapist profile.",
        body: ExceptionInputSchema,
        response: { 201: ExceptionSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const therapist = await therapistOf(request.principal?.userId);
      const { date, start, end, available, note } = request.body;
      if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw invalid('body.date', 'Not a date');
      if ((start === undefined) !== (end === undefined))
        throw invalid('body.end', 'Give both a start and an end, or neither');
      if (start && end && start >= end) throw invalid('body.end', 'Ends before it starts');
      if (available && !start) throw invalid('body.start', 'Extra hours need a start and an end');
      const row = await app.db
        .insertInto('availabilityException')
        .values({
          therapistId: therapist.id,
          date,
          startTime: start ?? null,
          endTime: end === '24:00' ? '23:59:59' : (end ?? null),
          available,
          note: note?.trim() ?? '',
        })
        .returning(['id', 'date', 'startTime', 'endTime', 'available', 'note'])
        .executeTakeFirstOrThrow();
      return reply.status(201).send({
        id: row.id,
        date: row.date,
        start: row.startTime ? hhmm(row.startTime) : null,
        end: row.endTime ? hhmm(row.endTime) : null,
        available: row.available,
        note: row.note,
      });
    },
  );

  app.delete(
    '/api/v1/calendar/exceptions/:id',
    {
      config: therapistOnly,
      schema: {
        tags: ['calendar'],
        summary: 'Remove a date exception',
        description: "404 when the exception is not the signed-in therapist's.",
        params: IdParamsSchema,
        response: { 204: Type.Null(), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const therapist = await therapistOf(request.principal?.userId);
      const deleted = await app.db
        .deleteFrom('availabilityException')
        .where('id', '=', request.params.id)
        .where('therapistId', '=', therapist.id)
        .executeTakeFirst();
      if (!deleted.numDeletedRows) throw new AppError('NOT_FOUND', 404, 'No such exception');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/calendar/feed',
    {
      config: therapistOnly,
      schema: {
        tags: ['calendar'],
        summary: 'A new private calendar feed URL (any earlier one stops working); shown once',
        description:
          "Only a hash of the URL's token is kept, so a lost URL is replaced, never shown again. Calendar apps subscribe to it to see the therapist's sessions. 404 when the account has no therapist profile.",
        response: { 201: FeedUrlSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const therapist = await therapistOf(request.principal?.userId);
      const token = randomBytes(32).toString('base64url');
      await ensurePolicyRow(therapist.id);
      await app.db
        .updateTable('bookingPolicy')
        .set({ feedTokenHash: hash(token) })
        .where('therapistId', '=', therapist.id)
        .execute();
      return reply.status(201).send({ url: `${config.publicUrl}/api/v1/calendar/feed/${token}.ics` });
    },
  );

  app.delete(
    '/api/v1/calendar/feed',
    {
      config: therapistOnly,
      schema: {
        tags: ['calendar'],
        summary: 'Revoke the calendar feed URL',
        description:
          'The feed URL stops working at once; apps subscribed to it get no more updates. 404 when the account has no therapist profile.',
        response: { 204: Type.Null(), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const therapist = await therapistOf(request.principal?.userId);
      await app.db
        .updateTable('bookingPolicy')
        .set({ feedTokenHash: null })
        .where('therapistId', '=', therapist.id)
        .execute();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/calendar/feed/:file',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['calendar'],
        summary: 'The therapist’s sessions as a subscribable iCalendar feed; the URL is the secret',
        description: 'Clients appear by initials only, since calendar services keep copies.',
        params: FeedParamsSchema,
        response: { 200: Type.String({ description: 'text/calendar' }), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const owner = await app.db
        .selectFrom('bookingPolicy')
        .select('therapistId')
        .where('feedTokenHash', '=', hash(token))
        .executeTakeFirst();
      if (!owner) throw new AppError('NOT_FOUND', 404, 'No such calendar');
      const since = new Date(Date.now() - 30 * 86_400_000);
      const rows = await app.db
        .selectFrom('appointment as a')
        .innerJoin('service as s', 's.id', 'a.serviceId')
        .innerJoin('client as c', 'c.id', 'a.clientId')
        .select([
          'a.uid',
          'a.startsAt',
          'a.endsAt',
          'a.status',
          'a.calendarSequence',
          'a.modality',
          's.name as service',
          'c.name as client',
        ])
        .where('a.therapistId', '=', owner.therapistId)
        .where('a.status', 'in', [...ACTIVE_STATUSES.filter((s) => s !== 'pending_email'), 'completed', 'no_show'])
        .where('a.startsAt', '>=', since)
        .orderBy('a.startsAt')
        .limit(2000)
        .execute();
      const initials = (name: string) =>
        name
          .split(/\s+/)
          .filter(Boolean)
          .map((part) => `${part[0]?.toUpperCase()}.`)
          .join(' ');
      const body = calendarFeed(
        'Calma',
        rows.map((r) => ({
          uid: r.uid,
          start: r.startsAt,
          end: r.endsAt,
          title: `${r.status === 'requested' ? '? ' : ''}${r.service} – ${initials(r.client)}`,
          location: r.modality === 'online' ? 'online' : undefined,
          url: `${config.publicUrl}/dashboard/sessions`,
          status: r.status,
          sequence: r.calendarSequence,
        })),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );

  app.post(
    '/api/v1/calendar/external',
    {
      config: { ...therapistOnly, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['calendar'],
        summary: 'Import busy times from an external calendar’s .ics URL (refreshed every 30 minutes)',
        description:
          'The calendar is read now and then every 30 minutes; its events block booking slots. 409 ALREADY_ADDED for a URL imported already. 404 when the account has no therapist profile.',
        body: ExternalInputSchema,
        response: { 201: ExternalCalendarSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const therapist = await therapistOf(request.principal?.userId);
      const url = request.body.url.trim();
      if (!(await fetchableCalendarUrl(url, allowPrivate))) {
        throw invalid('body.url', 'Give the calendar’s public address (https://… or webcal://…)');
      }
      const created = await app.db
        .insertInto('externalCalendar')
        .values({ therapistId: therapist.id, url })
        .onConflict((oc) => oc.columns(['therapistId', 'url']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) throw new AppError('ALREADY_ADDED', 409, 'This calendar is already imported');
      await refreshExternalCalendar(app.db, created.id, { allowPrivate, log: request.log });
      const added = (await settings(therapist.id)).external.find((c) => c.id === created.id);
      if (!added) throw new AppError('NOT_FOUND', 404, 'The calendar was removed meanwhile');
      return reply.status(201).send(added);
    },
  );

  app.delete(
    '/api/v1/calendar/external/:id',
    {
      config: therapistOnly,
      schema: {
        tags: ['calendar'],
        summary: 'Stop importing an external calendar; its busy times are removed',
        description: "404 when the calendar is not the signed-in therapist's.",
        params: IdParamsSchema,
        response: { 204: Type.Null(), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const therapist = await therapistOf(request.principal?.userId);
      const deleted = await app.db
        .deleteFrom('externalCalendar')
        .where('id', '=', request.params.id)
        .where('therapistId', '=', therapist.id)
        .executeTakeFirst();
      if (!deleted.numDeletedRows) throw new AppError('NOT_FOUND', 404, 'No such calendar');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/calendar/busy',
    {
      config: therapistOnly,
      schema: {
        tags: ['calendar'],
        summary: 'Imported busy times in a range, for the calendar view',
        description:
          'Busy times from the imported calendars that overlap `from` to `to` (instants). 404 when the account has no therapist profile.',
        querystring: RangeQuerySchema,
        response: { 200: BusySchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const therapist = await therapistOf(request.principal?.userId);
      const rows = await app.db
        .selectFrom('externalBusy')
        .select(['startsAt', 'endsAt'])
        .where('therapistId', '=', therapist.id)
        .where('startsAt', '<', new Date(request.query.to))
        .where('endsAt', '>', new Date(request.query.from))
        .orderBy('startsAt')
        .limit(1000)
        .execute();
      return { busy: rows.map((r) => ({ start: r.startsAt.toISOString(), end: r.endsAt.toISOString() })) };
    },
  );

  // Every 30 minutes, each imported calendar is fetched again.
  if (app.jobs) {
    const jobs = app.jobs;
    await jobs.createQueue(EXTERNAL_REFRESH_QUEUE);
    await jobs.schedule(EXTERNAL_REFRESH_QUEUE, '*/30 * * * *');
    await jobs.work(EXTERNAL_REFRESH_QUEUE, async () => {
      const calendars = await app.db.selectFrom('externalCalendar').select('id').execute();
      for (const c of calendars) await refreshExternalCalendar(app.db, c.id, { allowPrivate, log: app.log });
    });
  }
};

export default calendar;
