import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { issuedInvoiceId, payableInvoice } from '../../billing/client-view.ts';
import { invoicePdf } from '../../billing/document.ts';
import { readPayToken } from '../../billing/pay-links.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { PayableInvoiceSchema, PayTokenParamsSchema } from '../../schemas/billing.ts';
import { ErrorSchema } from '../../schemas/common.ts';

const tags = ['billing'];
const noInvoice = () => notFound('No such invoice');
// As often as a person reloads a page; a token is 128 bits plus a MAC, so this is not what stops guessing.
const rateLimit = { max: 60, timeWindow: '1 minute' };
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * An invoice through the signed link in its email, and its PDF. A client reading their own bill is not
 * a therapist reading a record, so this writes no access log.
 */
const invoicePay: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const links = { secret: linkSecret, publicUrl: config.publicUrl, cardsAvailable: config.stripe !== undefined };

  app.get(
    '/api/v1/invoices/pay/:token',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'An invoice through its pay link: what is owed and how to pay it',
        description:
          'Anyone with the link (it is signed; nothing else is needed). Bank details while something is owed and the practice has an account; `cardPayments` when it takes cards through Stripe. A forged or altered token, a draft or a deleted invoice is 404.',
        params: PayTokenParamsSchema,
        response: { 200: PayableInvoiceSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const id = readPayToken(linkSecret, request.params.token);
      const invoice = id ? await payableInvoice(app.db, links, id) : undefined;
      if (!invoice) throw noInvoice();
      reply.header('cache-control', 'private, no-store');
      return invoice;
    },
  );

  app.get(
    '/api/v1/invoices/pay/:token/pdf',
    {
      // Rendering a PDF costs more than reading a row: fewer a minute than the page itself.
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The invoice as a PDF, through its pay link',
        description:
          'The same document the practice sends, as an attachment. A forged or altered token, a draft or a deleted invoice is 404.',
        params: PayTokenParamsSchema,
        response: {
          200: Type.Unknown({ description: 'The invoice: application/pdf' }),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const id = readPayToken(linkSecret, request.params.token);
      const issued = id ? await issuedInvoiceId(app.db, id) : undefined;
      if (!issued) throw noInvoice();
      const { bytes, fileName } = await invoicePdf(app.db, app.files.public, issued);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
};

export default invoicePay;
