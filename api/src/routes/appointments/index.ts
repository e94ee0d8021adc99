import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  type AppointmentRecord,
  bookableServices,
  bookableTherapist,
  bookingIdentity,
  cancelAppointment,
  confirmGuestEmail,
  createBooking,
  createTherapistAppointment,
  findAppointment,
  isActive,
  MESSAGE_PURPOSE,
  markOutcome,
  rescheduleAppointment,
  therapistConfirm,
  therapistDecline,
  withinClientPolicy,
} from '../../booking/appointments.ts';
import { availableSlots, loadPolicy, serviceSlots } from '../../booking/availability.ts';
import { appointmentEntry, appointmentIcs, joinLink } from '../../booking/calendar.ts';
import { appointmentKey, isAppointmentKey } from '../../booking/links.ts';
import { myAppointments } from '../../booking/my-appointments.ts';
import { senderAddressOf } from '../../booking/notifications.ts';
import { therapistSessions } from '../../booking/sessions.ts';
import { assertMayEmailClients, countClientEmail } from '../../clients/outreach.ts';
import type { Config } from '../../config.ts';
import { isLocale, type Locale, requestLocale } from '../../contract/locales.ts';
import { serviceNameOf } from '../../contract/services.ts';
import { ownTherapist } from '../../directory/owner.ts';
import { AppError } from '../../errors.ts';
import { principalOf } from '../../plugins/access.ts';
import {
  AppointmentQuerySchema,
  AppointmentSchema,
  type AppointmentView,
  CreateBookingSchema,
  CreatedBookingSchema,
  CreateSessionSchema,
  KeyBodySchema,
  MyAppointmentsQuerySchema,
  MyAppointmentsSchema,
  RescheduleSchema,
  RescheduleSlotsQuerySchema,
  ServicesSchema,
  SessionsQuerySchema,
  SessionsSchema,
  SlotsQuerySchema,
  SlotsSchema,
  SlugParamsSchema,
  StatusSchema,
  UidParamsSchema,
} from '../../schemas/booking.ts';
import { ErrorSchema, LocaleQuerySchema } from '../../schemas/common.ts';

/** ISO instants as the slot engine writes them: whole seconds, UTC. */
const instant = (date: Date) => date.toISOString().replace('.000Z', 'Z');
const notFound = () => new AppError('NOT_FOUND', 404, 'No such appointment');

function validZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * Slots, bookings and the appointment's life. An appointment is reached by its unguessable uid plus
 * either the key from the client's email link, the signed-in client who booked it, or the therapist
 * it belongs to; anyone else gets 404, since even its existence is private.
 */
const booking: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const senderAddress = senderAddressOf(config.mail.from);

  /** Who is looking at this appointment, or 404. */
  async function viewerOf(request: FastifyRequest, uid: string, key: string | undefined) {
    const appointment = await findAppointment(app.db, uid);
    if (!appointment) throw notFound();
    const principal = await principalOf(request, app.db);
    if (principal && appointment.therapistUserId === principal.userId) {
      return { appointment, viewer: 'therapist' as const };
    }
    if (
      (principal && appointment.clientUserId === principal.userId) ||
      isAppointmentKey(linkSecret, appointment.uid, key)
    ) {
      return { appointment, viewer: 'client' as const };
    }
    throw notFound();
  }

  async function view(a: AppointmentRecord, viewer: 'client' | 'therapist', locale: Locale): Promise<AppointmentView> {
    const policy = await loadPolicy(app.db, a.therapistId);
    const clientMay = viewer === 'client' && withinClientPolicy(a, policy);
    const therapistMay = viewer === 'therapist' && isActive(a.status);
    let message: string | null = null;
    if (a.messageSealed) {
      try {
        message = app.sealer.open(a.messageSealed, MESSAGE_PURPOSE);
      } catch {
        message = null;
      }
    }
    return {
      uid: a.uid,
      status: a.status,
      viewer,
      start: instant(a.startsAt),
      end: instant(a.endsAt),
      modality: a.modality,
      // The client reads the service in their language; the therapist reads it as they wrote it.
      service: {
        name: viewer === 'client' ? serviceNameOf(a, locale) : a.serviceName,
        durationMinutes: a.durationMinutes,
      },
      priceMinor: a.priceMinor,
      currency: a.currency,
      therapist: {
        slug: a.therapistSlug,
        name: `${a.therapistFirstName} ${a.therapistLastName}`,
        timeZone: a.therapistTimeZone,
        // As the conversation decides it: only a therapist with an account reads messages here.
        receivesMessages: a.therapistUserId !== null,
        email: a.therapistPublicEmail,
      },
      client: { name: a.clientName, email: a.clientEmail, timeZone: a.clientTimeZone },
      address:
        a.modality === 'in_person'
          ? [a.street, [a.postalCode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null
          : null,
      firstSession: a.firstSession,
      message,
      holdExpiresAt: a.holdExpiresAt ? instant(a.holdExpiresAt) : null,
      cancelledBy: a.cancelledBy,
      canCancel: clientMay || therapistMay,
      canReschedule: clientMay || therapistMay,
      cancellationNoticeHours: policy.cancellationNoticeHours,
      // The company and the rate are the therapist's to know; the employee sees a price of 0.
      program:
        viewer === 'therapist' && a.programCompanyName && a.programRateMinor !== null && a.programCurrency
          ? { companyName: a.programCompanyName, rateMinor: a.programRateMinor, currency: a.programCurrency }
          : null,
    };
  }

  app.get(
    '/api/v1/therapists/:slug/services',
    {
      config: { access: 'public' },
      schema: {
        tags: ['booking'],
        summary: 'The services a listed therapist can be booked for',
        description:
          "Active services only, in the therapist's order, with the price in minor units; names and descriptions in `locale` (else from Accept-Language) where the therapist translated them, else as written. 404 when no bookable therapist has this slug.",
        params: SlugParamsSchema,
        querystring: LocaleQuerySchema,
        response: { 200: ServicesSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const therapist = await bookableTherapist(app.db, request.params.slug);
      reply.header('vary', 'accept-language');
      return bookableServices(
        app.db,
        therapist.id,
        requestLocale(request.query.locale, request.headers['accept-language']),
      );
    },
  );

  app.get(
    '/api/v1/therapists/:slug/slots',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['booking'],
        summary: 'Free start times for a service between two local dates (at most 62 days)',
        description:
          "Computed in the therapist's time zone from weekly hours, date exceptions, appointments, imported busy times and the booking rules (notice, buffers, horizon, sessions a day); answered as instants. `from` after `to` is 400; a longer range is cut to 62 days.",
        params: SlugParamsSchema,
        querystring: SlotsQuerySchema,
        response: { 200: SlotsSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { serviceId, from, to, modality } = request.query;
      if (from > to) {
        throw new AppError('VALIDATION_FAILED', 400, 'from must not be after to', [
          { field: 'querystring.to', message: 'Before from' },
        ]);
      }
      const slots = await serviceSlots(app.db, { slug: request.params.slug, serviceId, modality, from, to });
      reply.header('cache-control', 'no-store');
      return slots;
    },
  );

  app.post(
    '/api/v1/bookings',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['booking'],
        summary: 'Book a slot, as the signed-in client or as a guest who then confirms by email',
        description:
          "A guest's booking is held as pending_email until they open the emailed link; a therapist who confirms requests first gets it as requested, else it is confirmed. 409 SLOT_UNAVAILABLE, with nearby free times, when the time is taken or outside the rules; a signed-in therapist or admin gets 403. With `program`, an employer program session at no cost to the employee (price 0), with the company's access code or, without one, the domain of the client's address: 404 PROGRAM_CODE_UNKNOWN or PROGRAM_NOT_ELIGIBLE; 409 PROGRAM_NOT_OFFERED (`details.field` is `serviceId` for a service the therapist does not offer to program clients), PROGRAM_BUDGET_EXHAUSTED (`details.resetsOn`) or PROGRAM_FULL.",
        body: CreateBookingSchema,
        response: { 201: CreatedBookingSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const principal = await principalOf(request, app.db);
      if (principal && principal.role !== 'client') {
        throw new AppError('FORBIDDEN', 403, 'Only clients book sessions; sign out to book as a guest');
      }
      const locale = isLocale(body.locale) ? body.locale : requestLocale(undefined, request.headers['accept-language']);
      const email = body.client.email.trim().toLowerCase();
      const created = await createBooking(app.db, app.withEmails, {
        therapistSlug: body.therapistSlug,
        serviceId: body.serviceId,
        start: body.start,
        modality: body.modality,
        firstSession: body.firstSession,
        program: body.program,
        ...(await bookingIdentity(app.db, principal?.userId, email)),
        messageSealed: body.client.message?.trim()
          ? app.sealer.seal(body.client.message.trim(), MESSAGE_PURPOSE)
          : undefined,
        client: {
          name: body.client.name.trim(),
          email,
          phone: body.client.phone?.trim(),
          locale,
          timeZone: validZone(body.timeZone),
        },
      });
      return reply.status(201).send({ uid: created.uid, status: created.status });
    },
  );

  app.get(
    '/api/v1/appointments/:uid',
    {
      config: { access: 'public' },
      schema: {
        tags: ['booking'],
        summary: 'An appointment, for its client (signed in or with the email link’s key) or its therapist',
        description:
          "`viewer` says which of the two is asking; `canCancel` and `canReschedule` apply the therapist's policy to them. The client reads the service's name in `locale` (else from Accept-Language) where the therapist translated it; the therapist as they wrote it. Anyone else gets 404, as if it did not exist.",
        params: UidParamsSchema,
        querystring: AppointmentQuerySchema,
        response: { 200: AppointmentSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { appointment, viewer } = await viewerOf(request, request.params.uid, request.query.key);
      reply.header('cache-control', 'private, no-store');
      return view(appointment, viewer, requestLocale(request.query.locale, request.headers['accept-language']));
    },
  );

  app.get(
    '/api/v1/appointments/:uid/calendar.ics',
    {
      config: { access: 'public' },
      schema: {
        tags: ['booking'],
        summary: 'The appointment as an iCalendar file',
        description:
          'One event to add to a calendar app, for whoever may read the appointment (see GET /api/v1/appointments/{uid}). An online session carries the reader’s way in (the client’s room link with its key, the therapist’s waiting room) as URL and in DESCRIPTION; an in-person one its address with the city named in the reader’s language (`locale`, else Accept-Language), and for the client the service as named in that language.',
        params: UidParamsSchema,
        querystring: AppointmentQuerySchema,
        response: { 200: Type.String({ description: 'text/calendar' }), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { appointment: a, viewer } = await viewerOf(request, request.params.uid, request.query.key);
      const other = viewer === 'client' ? `${a.therapistFirstName} ${a.therapistLastName}` : a.clientName;
      const locale = requestLocale(request.query.locale, request.headers['accept-language']);
      const join = joinLink(a, viewer, { publicUrl: config.publicUrl, key: appointmentKey(linkSecret, a.uid), locale });
      const service = viewer === 'client' ? serviceNameOf(a, locale) : a.serviceName;
      const title = `${service} – ${other.trim()}`;
      const ics = appointmentIcs(appointmentEntry(a, { title, senderAddress, locale, join }), { invitation: false });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="appointment.ics"')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );

  app.post(
    '/api/v1/appointments/:uid/confirm-email',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['booking'],
        summary: 'A guest confirms their booking from the link in their email',
        description:
          "With `key` from the email: the guest becomes the therapist's client and the booking is requested or confirmed, as the therapist's rules say; confirming again changes nothing. 410 HOLD_EXPIRED when the hold ran out first.",
        params: UidParamsSchema,
        body: KeyBodySchema,
        response: { 200: StatusSchema, 400: ErrorSchema, 404: ErrorSchema, 410: ErrorSchema },
      },
    },
    async (request) => {
      const { appointment, viewer } = await viewerOf(request, request.params.uid, request.body.key);
      if (viewer !== 'client') throw notFound();
      const status = await confirmGuestEmail(app.db, app.withEmails, appointment);
      return { uid: appointment.uid, status };
    },
  );

  app.post(
    '/api/v1/appointments/:uid/cancel',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['booking'],
        summary: 'Cancel: the client within the therapist’s policy, the therapist at any time',
        description:
          "The client (signed in, or with the email link's `key`) may cancel up to the therapist's cancellation notice, else 409 TOO_LATE; the therapist at any time. The other side is emailed.",
        params: UidParamsSchema,
        body: KeyBodySchema,
        response: { 200: StatusSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const { appointment, viewer } = await viewerOf(request, request.params.uid, request.body.key);
      await cancelAppointment(app.db, app.withEmails, appointment, viewer);
      return { uid: appointment.uid, status: 'cancelled' as const };
    },
  );

  app.get(
    '/api/v1/appointments/:uid/slots',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['booking'],
        summary: 'Free times this appointment could move to',
        description:
          "As GET /api/v1/therapists/{slug}/slots, for this appointment's service and modality, with its own time counted as free; for whoever may read the appointment.",
        params: UidParamsSchema,
        querystring: RescheduleSlotsQuerySchema,
        response: { 200: SlotsSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { appointment: a } = await viewerOf(request, request.params.uid, request.query.key);
      const policy = await loadPolicy(app.db, a.therapistId);
      reply.header('cache-control', 'no-store');
      return {
        timeZone: policy.timeZone,
        slots: await availableSlots(app.db, {
          policy,
          service: { durationMinutes: a.durationMinutes, modality: a.serviceModality },
          modality: a.modality,
          from: request.query.from,
          to: request.query.to,
          ignoreAppointment: a.id,
        }),
      };
    },
  );

  app.post(
    '/api/v1/appointments/:uid/reschedule',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['booking'],
        summary: 'Move an appointment: the client to an offered slot within the policy, the therapist anywhere free',
        description:
          'A client picks one of GET /api/v1/appointments/{uid}/slots, within the cancellation notice; the therapist any free time. Both sides are emailed. 409 when the time is taken or the appointment can no longer move.',
        params: UidParamsSchema,
        body: RescheduleSchema,
        response: { 200: StatusSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const { appointment, viewer } = await viewerOf(request, request.params.uid, request.body.key);
      await rescheduleAppointment(app.db, app.withEmails, appointment, viewer, request.body.start);
      return { uid: appointment.uid, status: appointment.status };
    },
  );

  const therapistAction = (
    path: string,
    summary: string,
    description: string,
    act: (a: AppointmentRecord) => Promise<unknown>,
  ) =>
    app.post(
      `/api/v1/appointments/:uid/${path}`,
      {
        config: { access: ['therapist'] },
        schema: {
          tags: ['booking'],
          summary,
          description,
          params: UidParamsSchema,
          response: { 200: StatusSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
        },
      },
      async (request) => {
        const { appointment, viewer } = await viewerOf(request, request.params.uid, undefined);
        if (viewer !== 'therapist') throw notFound();
        await act(appointment);
        const after = await findAppointment(app.db, appointment.uid);
        return { uid: appointment.uid, status: after?.status ?? appointment.status };
      },
    );
  const forItsTherapist = 'Only its therapist may; to anyone else the appointment does not exist (404).';
  therapistAction(
    'confirm',
    'The therapist confirms a request',
    `A requested booking becomes confirmed and the client is emailed; 409 INVALID_STATE when it is not a request. ${forItsTherapist}`,
    (a) => therapistConfirm(app.db, app.withEmails, a),
  );
  therapistAction(
    'decline',
    'The therapist declines a request',
    `A requested booking is declined, its time freed and the client emailed; 409 INVALID_STATE when it is not a request. ${forItsTherapist}`,
    (a) => therapistDecline(app.db, app.withEmails, a),
  );
  therapistAction(
    'complete',
    'Mark a past session as held',
    `Once it has started, a confirmed session (or one marked before) is recorded as held; 409 NOT_STARTED before its start. ${forItsTherapist}`,
    (a) => markOutcome(app.db, a, 'completed'),
  );
  therapistAction(
    'no-show',
    'Mark a past session as missed by the client',
    `Once it has started, a confirmed session (or one marked before) is recorded as missed; 409 NOT_STARTED before its start. ${forItsTherapist}`,
    (a) => markOutcome(app.db, a, 'no_show'),
  );

  app.post(
    '/api/v1/sessions',
    {
      config: { access: ['therapist'] },
      schema: {
        tags: ['booking'],
        summary: 'The therapist books one of their clients directly; the client is told',
        description:
          'Confirmed at once, outside the booking rules but never over another appointment (409 SLOT_UNAVAILABLE). The client is emailed, so only a verified therapist may (403 THERAPIST_NOT_VERIFIED), and only so many a day (429 DAILY_EMAIL_LIMIT).',
        body: CreateSessionSchema,
        response: {
          201: StatusSchema,
          400: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const therapist = await ownTherapist(app.db, request.principal?.userId ?? '');
      // The client is emailed about it: verified therapists only, so many a day (anti-spam).
      await assertMayEmailClients(app.db, therapist.id);
      const created = await createTherapistAppointment(app.db, app.withEmails, therapist.id, request.body);
      await countClientEmail(app.db, therapist.id, 'session');
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/v1/sessions',
    {
      config: { access: ['therapist'] },
      schema: {
        tags: ['booking'],
        summary: 'The signed-in therapist’s sessions: upcoming, past, or requests to answer',
        description:
          '`scope` picks upcoming (the default), past, requests or all; `from`, `to` and `status` narrow it. A guest who has not confirmed their address shows by name only, without client id or email. `program` marks an employer program session: the company and what Calma pays for it.',
        querystring: SessionsQuerySchema,
        response: { 200: SessionsSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await therapistSessions(app.db, request.principal?.userId ?? '', request.query);
      reply.header('cache-control', 'private, no-store');
      if (!found) return { timeZone: 'Europe/Berlin', sessions: [] };
      return {
        timeZone: found.timeZone,
        sessions: found.sessions.map(({ programCompanyName, programRateMinor, programCurrency, ...r }) => ({
          ...r,
          start: instant(r.startsAt),
          end: instant(r.endsAt),
          program:
            programCompanyName && programRateMinor !== null && programCurrency
              ? { companyName: programCompanyName, rateMinor: programRateMinor, currency: programCurrency }
              : null,
        })),
      };
    },
  );

  app.get(
    '/api/v1/me/appointments',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['booking'],
        summary: 'The signed-in client’s appointments with every therapist: upcoming or past, a page at a time',
        description:
          "The appointments of each practice whose client record is linked to this account, which GET /api/v1/appointments/{uid} lets this account open; that page moves, cancels and exports them. `scope` upcoming (the default) lists those not yet over, soonest first; past those over, latest first; cancelled and declined ones stay in place with their status. Times are instants; `locale` names the city of an in-person session's address. The client's own message to the therapist is not in the list (it stays on the appointment's page), and as for that page, the client's reading of their own appointments is not written to the practice's access log. A therapist or admin account gets 403.",
        querystring: MyAppointmentsQuerySchema,
        response: { 200: MyAppointmentsSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { scope, page, perPage } = request.query;
      const locale = requestLocale(request.query.locale, request.headers['accept-language']);
      const found = await myAppointments(app.db, request.principal?.userId ?? '', { scope, page, perPage, locale });
      reply.header('cache-control', 'private, no-store');
      return { scope, page, perPage, ...found };
    },
  );
};

export default booking;
