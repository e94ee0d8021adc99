import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invoiceOfAppointment } from '../../billing/client-view.ts';
import { findAppointment } from '../../booking/appointments.ts';
import { isAppointmentKey } from '../../booking/links.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { principalOf } from '../../plugins/access.ts';
import { PayableInvoiceSchema } from '../../schemas/billing.ts';
import { KeyQuerySchema, UidParamsSchema } from '../../schemas/booking.ts';
import { ErrorSchema } from '../../schemas/common.ts';

const tags = ['billing'];
const noInvoice = () => notFound('No such invoice');
// As often as a person reloads a page; a token is 128 bits plus a MAC, so this is not what stops guessing.
const rateLimit = { max: 60, timeWindow: '1 minute' };

/**
 * The invoice that bills an appointment, for its client. A client reading their own bill is not a
 * therapist reading a record, so this writes no access log.
 */
const appointmentInvoice: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const links = { secret: linkSecret, publicUrl: config.publicUrl, cardsAvailable: config.stripe !== undefined };

  app.get(
    '/api/v1/appointments/:uid/invoice',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'The invoice that bills an appointment, for its client',
        description:
          'For the client who may read the appointment (signed in, or with the email link’s `key`). 404 when no issued invoice bills it, and to anyone else, as if the appointment did not exist; the therapist reads invoices in the dashboard.',
        params: UidParamsSchema,
        querystring: KeyQuerySchema,
        response: { 200: PayableInvoiceSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const appointment = await findAppointment(app.db, request.params.uid);
      if (!appointment) throw noInvoice();
      const principal = await principalOf(request, app.db);
      const isClient =
        (principal !== undefined && appointment.clientUserId === principal.userId) ||
        isAppointmentKey(linkSecret, appointment.uid, request.query.key);
      if (!isClient) throw noInvoice();
      const invoice = await invoiceOfAppointment(app.db, links, appointment.id);
      if (!invoice) throw noInvoice();
      reply.header('cache-control', 'private, no-store');
      return invoice;
    },
  );
};

export default appointmentInvoice;
