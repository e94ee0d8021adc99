import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { accountantCsv, datevExport } from '../../billing/export.ts';
import { billingOverview, todayIn } from '../../billing/overview.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import {
  BillingOverviewSchema,
  DatevExportQuerySchema,
  ExportQuerySchema,
  OverviewQuerySchema,
} from '../../schemas/billing.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { practiceRoutes, TWO_FACTOR_NOTE } from '../practice.ts';

const tags = ['billing'];

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/**
 * The practice's billing figures and the files for its accountant. Therapists only, each for their
 * own practice; an account without a practice has nothing to report (404).
 */
const reports: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { guard, signedInPractice } = practiceRoutes(app, config);
  const practiceFor = (request: FastifyRequest) => signedInPractice(request, () => notFound('No practice'));

  app.get(
    '/api/v1/billing/overview',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Invoiced and received per month of a year, and what is owed, overdue and not yet invoiced',
        description: `Invoiced: issued invoices minus credit notes (gross) by issue month; paid: payments by the day they arrived. Outstanding is owed on every issued document; overdue counts those past their due date in the therapist's time zone. Uninvoiced sessions are completed appointments on no invoice that a credit note has not cancelled. ${TWO_FACTOR_NOTE}`,
        querystring: OverviewQuerySchema,
        response: { 200: BillingOverviewSchema, ...errors },
      },
    },
    async (request) => {
      const practice = await practiceFor(request);
      const today = todayIn(practice.timeZone);
      return billingOverview(app.db, practice.therapistId, request.query.year ?? Number(today.slice(0, 4)), today);
    },
  );

  app.get(
    '/api/v1/billing/export.csv',
    {
      ...guard,
      schema: {
        tags,
        summary: "The period's invoices, credit notes and payments as CSV, for the accountant",
        description: `One line per invoice or credit note issued in the period and per payment received in it, by date. Columns: type, number, issue date, due date, client, net, VAT rate (%), VAT, gross, currency, paid, status, payment date, method, reference. Amounts are decimals with a dot; credit notes and refunds are negative. UTF-8 with a byte order mark, comma-separated, quoted as RFC 4180 says; text that a spreadsheet would take for a formula starts with an apostrophe. 400 when \`from\` is after \`to\` or the period is a year or longer. ${TWO_FACTOR_NOTE}`,
        querystring: ExportQuerySchema,
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const practice = await practiceFor(request);
      const csv = await accountantCsv(app.db, practice.therapistId, from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${from}-${to}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/v1/billing/export/datev.csv',
    {
      ...guard,
      schema: {
        tags,
        summary: "The period's invoices and payments as a DATEV Buchungsstapel (practices in Germany)",
        description: `A DATEV-Format (EXTF 700, Buchungsstapel version 13) file the tax advisor imports: semicolon-separated, windows-1252, decimal comma. The period must lie in one calendar year (the fiscal year in the header) and be shorter than a year (400 otherwise); 409 DATEV_GERMANY_ONLY for a practice outside Germany.

Accounts (\`chart\`, default SKR03 / SKR04): each client is a debtor account from 10000 up, numbered in the order of their first invoice, so it stays the same from one export to the next. An invoice debits the debtor against revenue, one booking per tax treatment: exempt healthcare (§ 4 Nr. 14 UStG) to 8100 / 4100 "Steuerfreie Umsätze § 4 Nr. 8 ff. UStG"; VAT at 19 % to 8400 / 4400 and at 7 % to 8300 / 4300 (automatic accounts: DATEV works out the VAT from the gross); any other rate to 8200 / 4200 "Erlöse" for the advisor to settle. A credit note books the same the other way round (H). A payment debits 1200 / 1800 Bank (bank transfer), 1000 / 1600 Kasse (cash) or 1360 / 1460 Geldtransit (card, paid out later by Stripe) against the debtor; a refund the other way round. Belegfeld 1 is the invoice number, Belegdatum the issue or payment day. \`consultantNumber\` (Beraternummer) and \`clientNumber\` (Mandantennummer) come from the tax advisor; left out, the header leaves them empty. ${TWO_FACTOR_NOTE}`,
        querystring: DatevExportQuerySchema,
        response: {
          200: Type.Unknown({ description: 'The file, text/csv; charset=windows-1252' }),
          ...errors,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { from, to, chart, consultantNumber, clientNumber } = request.query;
      const practice = await practiceFor(request);
      const file = await datevExport(app.db, practice.therapistId, from, to, {
        chart: chart ?? 'skr03',
        consultantNumber,
        clientNumber,
        createdAt: new Date(),
      });
      return reply
        .header('content-type', 'text/csv; charset=windows-1252')
        .header('content-disposition', `attachment; filename="EXTF_Buchungsstapel_${from}_${to}.csv"`)
        .send(file);
    },
  );
};

export default reports;
