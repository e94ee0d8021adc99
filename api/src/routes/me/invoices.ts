import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invoicesOfAccount } from '../../billing/client-view.ts';
import type { Config } from '../../config.ts';
import { MyInvoicesSchema } from '../../schemas/billing.ts';
import { ErrorSchema } from '../../schemas/common.ts';

const tags = ['billing'];

/**
 * The signed-in client's invoices across practices. A client reading their own bill is not a
 * therapist reading a record, so this writes no access log.
 */
const myInvoices: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const links = { secret: linkSecret, publicUrl: config.publicUrl, cardsAvailable: config.stripe !== undefined };

  app.get(
    '/api/v1/me/invoices',
    {
      config: { access: ['client'] },
      schema: {
        tags,
        summary: 'The signed-in client’s invoices from every practice, newest first',
        description:
          'Issued invoices and credit notes of each practice whose client record is linked to this account; drafts never show.',
        response: { 200: MyInvoicesSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await invoicesOfAccount(app.db, links, request.principal?.userId ?? '') };
    },
  );
};

export default myInvoices;
