import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { myAppointments } from '../../booking/my-appointments.ts';
import { requestLocale } from '../../contract/locales.ts';
import { MyAppointmentsQuerySchema, MyAppointmentsSchema } from '../../schemas/booking.ts';
import { ErrorSchema } from '../../schemas/common.ts';

/** The signed-in client's appointments with every therapist. */
const myAppointmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

export default myAppointmentRoutes;
