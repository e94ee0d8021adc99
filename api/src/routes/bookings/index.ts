import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bookingIdentity, createBooking, MESSAGE_PURPOSE } from '../../booking/appointments.ts';
import { isLocale, requestLocale } from '../../contract/locales.ts';
import { AppError } from '../../errors.ts';
import { principalOf } from '../../plugins/access.ts';
import { CreateBookingSchema, CreatedBookingSchema } from '../../schemas/booking.ts';
import { ErrorSchema } from '../../schemas/common.ts';

function validZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** Booking a slot, as the signed-in client or as a guest who confirms by email. */
const bookings: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default bookings;
