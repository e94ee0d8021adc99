import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  type AppointmentRecord,
  cancelAppointment,
  confirmGuestEmail,
  findAppointment,
  isActive,
  MESSAGE_PURPOSE,
  markOutcome,
  rescheduleAppointment,
  therapistConfirm,
  therapistDecline,
  withinClientPolicy,
} from '../../booking/appointments.ts';
import { availableSlots, loadPolicy } from '../../booking/availability.ts';
import { appointmentEntry, appointmentIcs, joinLink } from '../../booking/calendar.ts';
import { appointmentKey, isAppointmentKey } from '../../booking/links.ts';
import { senderAddressOf } from '../../booking/notifications.ts';
import type { Config } from '../../config.ts';
import { type Locale, requestLocale } from '../../contract/locales.ts';
import { serviceNameOf } from '../../contract/services.ts';
import { AppError } from '../../errors.ts';
import { principalOf } from '../../plugins/access.ts';
import {
  AppointmentQuerySchema,
  AppointmentSchema,
  type AppointmentView,
  KeyBodySchema,
  RescheduleSchema,
  RescheduleSlotsQuerySchema,
  SlotsSchema,
  StatusSchema,
  UidParamsSchema,
} from '../../schemas/booking.ts';
import { ErrorSchema } from '../../schemas/common.ts';

/** ISO instants as the slot engine writes them: whole seconds, UTC. */
const instant = (date: Date) => date.toISOString().replace('.000Z', 'Z');
const notFound = () => new AppError('NOT_FOUND', 404, 'No such appointment');

/**
 * An appointment's life. An appointment is reached by its unguessable uid plus either the key from the
 * client's email link, the signed-in client who booked it, or the therapist it belongs to; anyone
 * else gets 404, since even its existence is private.
 */
const appointments: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
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
  const forItsTherapist = 'Only its therapist may; to anyone else the appointment does not exist (404).';

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
};

export default appointments;
