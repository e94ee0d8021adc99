import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import type { Config } from '../../config.ts';
import { createCompany, listCompanies, updateCompany } from '../../program/companies.ts';
import { monthlyStatement, STATEMENT_CSV_MONTHS, statements } from '../../program/statement.ts';
import { statementCsv } from '../../program/statement-csv.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  CompaniesSchema,
  CompanyInputSchema,
  CompanyParamsSchema,
  CompanySchema,
  StatementQuerySchema,
  StatementRangeQuerySchema,
  StatementSchema,
} from '../../schemas/program.ts';

const admins = ['admin'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };
const tags = ['program'];
const RULES =
  'Access codes are stored upper-case and domains lower-case; each belongs to one company, whatever its case (409 ACCESS_CODE_TAKEN, EMAIL_DOMAIN_TAKEN). 400 without a code or a domain, or for a last day before the first.';

/**
 * The administrators' side of the employer program (decision 023): the companies, their budgets and
 * prices, and each month's statement to bill them by. Employees appear as counts only. Changing
 * what a company pays or who qualifies asks for the second factor of those the operator names.
 */
const programAdmin: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const guard = { config: { access: admins }, preHandler: requireTwoFactor(config.twoFactorRoles) };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/admin/program/companies',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The companies in the employer program, with their use this period',
        description:
          'By name. `usage` counts different employees and sessions (booked, held or missed) in each company’s current period (UTC); no employee is ever named. Admins only.',
        response: { 200: CompaniesSchema, ...errors },
      },
    },
    async () => ({ companies: await listCompanies(app.db) }),
  );

  app.post(
    '/api/v1/admin/program/companies',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Add a company to the employer program',
        description: `${RULES} Admins only.`,
        body: CompanyInputSchema,
        response: { 201: CompanySchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const company = await createCompany(app.db, request.body);
      request.log.info(
        { audit: 'program.company.created', companyId: company.id, adminId: request.principal?.userId },
        'program company created',
      );
      return reply.status(201).send(company);
    },
  );

  app.put(
    '/api/v1/admin/program/companies/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change a company in the employer program',
        description: `Every field, as when adding it. Sessions already booked stay booked. ${RULES} 404 for an unknown company. Admins only.`,
        params: CompanyParamsSchema,
        body: CompanyInputSchema,
        response: { 200: CompanySchema, ...errors, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const company = await updateCompany(app.db, request.params.id, request.body);
      request.log.info(
        { audit: 'program.company.updated', companyId: company.id, adminId: request.principal?.userId },
        'program company updated',
      );
      return company;
    },
  );

  app.get(
    '/api/v1/admin/program/companies/:id/statement',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A company’s statement for a month: sessions held, booked and cancelled late, and the amount',
        description:
          'Sessions count in the month they start (UTC). Held sessions (completed, or missed by the employee) are billed at the company’s price; sessions still booked and cancellations within the therapist’s notice are counted, not billed. `employees` counts different employees with a session held or booked. Counts only, never a person or a therapist. 404 for an unknown company. Admins only.',
        params: CompanyParamsSchema,
        querystring: StatementQuerySchema,
        response: { 200: StatementSchema, ...errors, 404: ErrorSchema },
      },
    },
    async (request) => monthlyStatement(app.db, request.params.id, request.query.month),
  );

  app.get(
    '/api/v1/admin/program/companies/:id/statement.csv',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A company’s statements for a range of months, as CSV',
        description: `One line per month from \`from\` to \`to\` (both included, at most ${STATEMENT_CSV_MONTHS}): month, sessions held, sessions booked, late cancellations, employees, price, amount, currency. Amounts are decimals with a dot. UTF-8 with a byte order mark, comma-separated, quoted as RFC 4180 says; text that a spreadsheet would take for a formula starts with an apostrophe. 400 when \`to\` is before \`from\` or too far after it; 404 for an unknown company. Admins only.`,
        params: CompanyParamsSchema,
        querystring: StatementRangeQuerySchema,
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errors, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await statements(app.db, request.params.id, from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="program-statement-${from}-${to}.csv"`)
        .send(statementCsv(rows));
    },
  );
};

export default programAdmin;
