import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { invoicePdf } from '../../billing/document.ts';
import {
  INVOICE_REMINDER_QUEUE,
  type InvoiceMailer,
  remindInvoice,
  sendDueReminders,
  sendInvoice,
} from '../../billing/invoice-mail.ts';
import {
  createDraft,
  creditInvoice,
  deleteDraft,
  invoiceView,
  issueInvoice,
  listInvoices,
  readInvoice,
  uninvoicedSessions,
  updateDraft,
} from '../../billing/invoices.ts';
import { noSuchInvoice, recordManualPayment } from '../../billing/payments.ts';
import { billingProfile, LOGO_MAX_BYTES, removeLogo, saveProfile, storeLogo } from '../../billing/settings.ts';
import { todayIn } from '../../clients/profile.ts';
import { practiceOf, recordAccess } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { receiveFile } from '../../media/upload.ts';
import {
  BillingProfileInputSchema,
  BillingProfileSchema,
  CreditNoteInputSchema,
  InvoiceDraftSchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceParamsSchema,
  InvoiceSchema,
  NewInvoiceSchema,
  PaymentInputSchema,
  UninvoicedQuerySchema,
  UninvoicedSchema,
} from '../../schemas/billing.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { practiceRoutes, TWO_FACTOR_NOTE } from '../practice.ts';

const tags = ['billing'];

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };
const invoiceErrors = { ...errors, 404: ErrorSchema };
const FOREIGN = "Another practice's invoice answers 404.";

/**
 * A practice's receipts settings and invoices: drafts from completed sessions, issuing with gapless
 * numbers, the PDF, sending and reminding by email, payments by hand and credit notes. Invoices are
 * part of a client's record: every reading and change is written to its access log, and another
 * therapist's invoice does not exist (404).
 */
const billing: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  // Only the logo upload takes a multipart body, within this plugin.
  await app.register(multipart, { limits: { files: 1, fields: 2, parts: 3 } });

  const { guard, signedInPractice } = practiceRoutes(app, config);
  const links = { secret: linkSecret, publicUrl: config.publicUrl };
  const store = app.files.public;
  const logoUrl = (key: string) => store.url(key);
  const mailer: InvoiceMailer = {
    db: app.db,
    storage: store,
    withEmails: app.withEmails,
    links,
  };

  const practiceFor = (request: FastifyRequest) =>
    signedInPractice(
      request,
      () => new AppError('NO_PRACTICE', 409, 'This account has no therapist profile to bill from'),
    );
  /** For an invoice's routes: without a practice there is no invoice to find. */
  const invoicePractice = (request: FastifyRequest) => signedInPractice(request, noSuchInvoice);

  // ---------------------------------------------------------------- receipts settings

  app.get(
    '/api/v1/billing/profile',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The receipts settings: what every invoice carries, numbering, tax, payment terms',
        description: `Proposed from the directory profile until first saved. \`missing\` names what must be filled in before an invoice can be issued. ${TWO_FACTOR_NOTE}`,
        response: { 200: BillingProfileSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => billingProfile(app.db, (await practiceFor(request)).therapistId, logoUrl),
  );

  app.put(
    '/api/v1/billing/profile',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Save the receipts settings',
        description: `Every field is replaced. The IBAN is checked by its check digits, the BIC by its form and the VAT number by the country's form (400 VALIDATION_FAILED names each field, e.g. body.iban). The next numbers may only be raised. ${TWO_FACTOR_NOTE}`,
        body: BillingProfileInputSchema,
        response: { 200: BillingProfileSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => {
      const { therapistId } = await practiceFor(request);
      await saveProfile(app.db, therapistId, request.body);
      return billingProfile(app.db, therapistId, logoUrl);
    },
  );

  app.post(
    '/api/v1/billing/profile/logo',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Upload the logo printed on invoices (replaces the current one)',
        description: `multipart/form-data with a JPEG, PNG or WebP image in the field "file", at most ${LOGO_MAX_BYTES / 1024 / 1024} MB; stored as PNG without metadata. Invoices already issued keep the logo they were printed with. ${TWO_FACTOR_NOTE}`,
        consumes: ['multipart/form-data'],
        response: { 200: BillingProfileSchema, ...errors, 409: ErrorSchema, 413: ErrorSchema },
      },
    },
    async (request) => {
      const { therapistId } = await practiceFor(request);
      const file = await receiveFile(request, { maxBytes: LOGO_MAX_BYTES, tmpDir: app.files.tmpDir });
      try {
        await storeLogo(app.db, store, therapistId, file);
      } finally {
        await file.discard();
      }
      return billingProfile(app.db, therapistId, logoUrl);
    },
  );

  app.delete(
    '/api/v1/billing/profile/logo',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Remove the logo from future invoices',
        description: `404 when there is none. ${TWO_FACTOR_NOTE}`,
        response: { 200: BillingProfileSchema, ...errors, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const { therapistId } = await practiceFor(request);
      await removeLogo(app.db, store, therapistId);
      return billingProfile(app.db, therapistId, logoUrl);
    },
  );

  // ---------------------------------------------------------------- invoices

  app.get(
    '/api/v1/billing/invoices',
    {
      ...guard,
      schema: {
        tags,
        summary: "The practice's invoices and credit notes, newest first, a page at a time",
        description: `\`status\` filters by state, or \`overdue\` (issued, unpaid, past the due date) or \`open\` (issued and not paid in full); \`from\`/\`to\` by issue date (drafts by the day they were made). A list for one client is written to that client's access log. ${TWO_FACTOR_NOTE}`,
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceListSchema, ...errors },
      },
    },
    async (request) => {
      const practice = await practiceOf(app.db, request.principal?.userId as string);
      if (!practice) return { items: [], total: 0, page: request.query.page ?? 1, pageSize: 0 };
      return listInvoices(app.db, practice, request.query);
    },
  );

  app.post(
    '/api/v1/billing/invoices',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Start a draft invoice for a client',
        description: `From completed sessions (\`appointmentIds\`: one line each, priced as booked, taxed as their service) and/or lines typed in. A session not completed answers 409 APPOINTMENT_NOT_COMPLETED, one already on an invoice that stands 409 ALREADY_INVOICED, one of another practice or client 400 naming the field; a total over the limit 400 INVOICE_TOO_LARGE. The currency is always the practice's. ${TWO_FACTOR_NOTE}`,
        body: NewInvoiceSchema,
        response: { 201: InvoiceSchema, ...invoiceErrors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const practice = await practiceFor(request);
      const id = await createDraft(app.db, practice, request.body);
      return reply.status(201).send(await invoiceView(app.db, practice, id, links));
    },
  );

  app.get(
    '/api/v1/billing/uninvoiced',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Completed sessions no invoice covers yet, oldest first',
        description: `With the price as booked and the tax of their service, to pre-fill a draft; \`clientId\` narrows to one client. ${TWO_FACTOR_NOTE}`,
        querystring: UninvoicedQuerySchema,
        response: { 200: UninvoicedSchema, ...errors },
      },
    },
    async (request) => {
      const practice = await practiceOf(app.db, request.principal?.userId as string);
      if (!practice) return { items: [] };
      return uninvoicedSessions(app.db, practice, request.query.clientId);
    },
  );

  app.get(
    '/api/v1/billing/invoices/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One invoice or credit note with its lines, payments and correction',
        description: `Written to the client's access log. ${FOREIGN} ${TWO_FACTOR_NOTE}`,
        params: InvoiceParamsSchema,
        response: { 200: InvoiceSchema, ...invoiceErrors },
      },
    },
    async (request) => readInvoice(app.db, await invoicePractice(request), request.params.id, links),
  );

  app.put(
    '/api/v1/billing/invoices/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: "Replace a draft's lines, note and language",
        description: `Drafts only: an issued invoice answers 409 INVOICE_ISSUED (a credit note corrects it). The same checks as a new draft apply to sessions named on lines. ${FOREIGN} ${TWO_FACTOR_NOTE}`,
        params: InvoiceParamsSchema,
        body: InvoiceDraftSchema,
        response: { 200: InvoiceSchema, ...invoiceErrors, 409: ErrorSchema },
      },
    },
    async (request) => {
      const practice = await invoicePractice(request);
      await updateDraft(app.db, practice, request.params.id, request.body);
      return invoiceView(app.db, practice, request.params.id, links);
    },
  );

  app.delete(
    '/api/v1/billing/invoices/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete a draft',
        description: `Drafts only: issued invoices are kept for good (409 INVOICE_ISSUED). ${FOREIGN} ${TWO_FACTOR_NOTE}`,
        params: InvoiceParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted' }), ...invoiceErrors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteDraft(app.db, await invoicePractice(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/billing/invoices/:id/issue',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Issue a draft: number, dates and parties are fixed for good',
        description: `Takes the next number of the invoice series (gapless per practice), dates it today in the therapist's zone with the due date after the payment terms, and records seller and client as they are now. 409 BILLING_PROFILE_INCOMPLETE (\`details.missing\` names what the receipts settings lack), 409 INVOICE_EMPTY without lines, 409 INVOICE_ISSUED when issued already. ${FOREIGN} ${TWO_FACTOR_NOTE}`,
        params: InvoiceParamsSchema,
        response: { 200: InvoiceSchema, ...invoiceErrors, 409: ErrorSchema },
      },
    },
    async (request) => {
      const practice = await invoicePractice(request);
      await issueInvoice(app.db, practice, request.params.id);
      return invoiceView(app.db, practice, request.params.id, links);
    },
  );

  app.get(
    '/api/v1/billing/invoices/:id/pdf',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The invoice or credit note as a PDF',
        description: `application/pdf, as an attachment named after the document ("Rechnung-2026-0001.pdf"). A draft has no number and so no document yet: 409 INVOICE_NOT_ISSUED. Written to the client's access log. ${FOREIGN} ${TWO_FACTOR_NOTE}`,
        params: InvoiceParamsSchema,
        response: {
          200: Type.Unknown({ description: 'application/pdf' }),
          ...invoiceErrors,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const practice = await invoicePractice(request);
      const invoice = await invoiceView(app.db, practice, request.params.id, links);
      if (invoice.status === 'draft') {
        throw new AppError('INVOICE_NOT_ISSUED', 409, 'A draft has no document yet; issue it first');
      }
      const pdf = await invoicePdf(app.db, store, invoice.id);
      await recordAccess(app.db, practice.userId, invoice.client.id, 'invoice.read');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .send(Buffer.from(pdf.bytes));
    },
  );

  app.post(
    '/api/v1/billing/invoices/:id/send',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Email the invoice to the client with the PDF and the pay link',
        description: `In the invoice's language; an issued invoice becomes \`sent\`. Counts against the practice's daily limit of emails to clients (429 DAILY_EMAIL_LIMIT); only a verified practice may (403 THERAPIST_NOT_VERIFIED). 409 INVOICE_NOT_ISSUED for a draft, INVOICE_CREDITED for a cancelled invoice. ${FOREIGN} ${TWO_FACTOR_NOTE}`,
        params: InvoiceParamsSchema,
        response: { 200: InvoiceSchema, ...invoiceErrors, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const practice = await invoicePractice(request);
      await sendInvoice(mailer, practice, request.params.id);
      return invoiceView(app.db, practice, request.params.id, links);
    },
  );

  app.post(
    '/api/v1/billing/invoices/:id/remind',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Email the client a reminder of an overdue invoice',
        description: `Only past the due date with money owed (409 NOT_OVERDUE). Same daily limit as sending (429 DAILY_EMAIL_LIMIT). ${FOREIGN} ${TWO_FACTOR_NOTE}`,
        params: InvoiceParamsSchema,
        response: { 200: InvoiceSchema, ...invoiceErrors, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const practice = await invoicePractice(request);
      await remindInvoice(mailer, practice, request.params.id);
      return invoiceView(app.db, practice, request.params.id, links);
    },
  );

  app.post(
    '/api/v1/billing/invoices/:id/payments',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Record a payment received by transfer, in cash or by card terminal',
        description: `The invoice becomes \`partially_paid\` or \`paid\`. Not on a draft, a credit note or a credited invoice (409); not more than is still owed (400 PAYMENT_EXCEEDS_BALANCE with \`details.balanceMinor\`); not on a day still ahead in the therapist's zone (400 naming body.receivedOn). ${FOREIGN} ${TWO_FACTOR_NOTE}`,
        params: InvoiceParamsSchema,
        body: PaymentInputSchema,
        response: { 200: InvoiceSchema, ...invoiceErrors, 409: ErrorSchema },
      },
    },
    async (request) => {
      const practice = await invoicePractice(request);
      const { clientId } = await recordManualPayment(
        app.db,
        practice.therapistId,
        request.params.id,
        request.body,
        todayIn(practice.timeZone),
      );
      await recordAccess(app.db, practice.userId, clientId, 'payment.record');
      return invoiceView(app.db, practice, request.params.id, links);
    },
  );

  app.post(
    '/api/v1/billing/invoices/:id/credit-note',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cancel an issued invoice in full with a credit note',
        description: `Issues at once a credit note in the credit-note series: the invoice's lines with negative amounts, the reason printed as its note. The invoice becomes \`credited\`; anything paid on it is then owed back to the client. Answers the credit note. 409 NOT_CREDITABLE for a draft or a credit note, ALREADY_CREDITED when it has one. ${FOREIGN} ${TWO_FACTOR_NOTE}`,
        params: InvoiceParamsSchema,
        body: CreditNoteInputSchema,
        response: { 201: InvoiceSchema, ...invoiceErrors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const practice = await invoicePractice(request);
      const id = await creditInvoice(app.db, practice, request.params.id, request.body.reason);
      return reply.status(201).send(await invoiceView(app.db, practice, id, links));
    },
  );

  // One automatic reminder per overdue invoice, checked each morning (UTC).
  const jobs = app.jobs;
  if (jobs) {
    await jobs.createQueue(INVOICE_REMINDER_QUEUE);
    await jobs.schedule(INVOICE_REMINDER_QUEUE, '0 7 * * *');
    await jobs.work(INVOICE_REMINDER_QUEUE, async () => {
      await sendDueReminders(mailer, (error) => app.log.warn({ err: error }, 'invoice reminder failed'));
    });
  }
};

export default billing;
