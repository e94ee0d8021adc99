import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createTherapistAppointment } from '../../booking/appointments.ts';
import { therapistSessions } from '../../booking/sessions.ts';
import { assertMayEmailClients, countClientEmail } from '../../clients/outreach.ts';
import { ownTherapist } from '../../directory/owner.ts';
import { CreateSessionSchema, SessionsQuerySchema, SessionsSchema, StatusSchema } from '../../schemas/booking.ts';
import { ErrorSchema } from '../../schemas/common.ts';

/** ISO instants as the slot engine writes them: whole seconds, UTC. */
const instant = (date: Date) => date.toISOString().replace('.000Z', 'Z');

/** The therapist's sessions: their calendar of appointments, and booking a client directly. */
const sessions: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default sessions;
