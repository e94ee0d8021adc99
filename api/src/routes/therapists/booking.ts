import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bookableServices, bookableTherapist } from '../../booking/appointments.ts';
import { serviceSlots } from '../../booking/availability.ts';
import { requestLocale } from '../../contract/locales.ts';
import { AppError } from '../../errors.ts';
import { ServicesSchema, SlotsQuerySchema, SlotsSchema, SlugParamsSchema } from '../../schemas/booking.ts';
import { ErrorSchema, LocaleQuerySchema } from '../../schemas/common.ts';

/** What a listed therapist can be booked for: their services and free slots. */
const bookable: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default bookable;
