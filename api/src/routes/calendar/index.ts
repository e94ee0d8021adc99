import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  addException,
  availabilitySettings,
  busyTimes,
  importExternalCalendar,
  refreshExternalCalendars,
  removeException,
  removeExternalCalendar,
  saveAvailabilitySettings,
} from '../../booking/availability-settings.ts';
import { feedCalendar, issueFeedToken, revokeFeed } from '../../booking/calendar-feed.ts';
import type { Config } from '../../config.ts';
import { ownTherapist } from '../../directory/owner.ts';
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

/**
 * The therapist's availability settings: weekly hours and booking rules, date exceptions, the
 * private feed for their own calendar app and the external calendars whose busy times block booking.
 */
const availability: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const allowPrivate = !config.secure;
  const therapistOf = (userId: string | undefined) => ownTherapist(app.db, userId ?? '');

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
      return availabilitySettings(app.db, therapist.id);
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
      return saveAvailabilitySettings(app.db, therapist.id, request.body);
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
      return reply.status(201).send(await addException(app.db, therapist.id, request.body));
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
      await removeException(app.db, therapist.id, request.params.id);
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
      const token = await issueFeedToken(app.db, therapist.id);
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
      await revokeFeed(app.db, therapist.id);
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
      const body = await feedCalendar(app.db, token, config.publicUrl);
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
      const added = await importExternalCalendar(app.db, therapist.id, url, { allowPrivate, log: request.log });
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
      await removeExternalCalendar(app.db, therapist.id, request.params.id);
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
      const range = { from: new Date(request.query.from), to: new Date(request.query.to) };
      return { busy: await busyTimes(app.db, therapist.id, range) };
    },
  );

  // Every 30 minutes, each imported calendar is fetched again.
  if (app.jobs) {
    const jobs = app.jobs;
    await jobs.createQueue(EXTERNAL_REFRESH_QUEUE);
    await jobs.schedule(EXTERNAL_REFRESH_QUEUE, '*/30 * * * *');
    await jobs.work(EXTERNAL_REFRESH_QUEUE, () => refreshExternalCalendars(app.db, { allowPrivate, log: app.log }));
  }
};

export default availability;
