import { type Static, type TSchema, Type } from 'typebox';
import {
  COUNTRY_CODES,
  INVOICE_FILTERS,
  INVOICE_MAX_LINES,
  INVOICE_MAX_QUANTITY,
  INVOICE_MAX_UNIT_MINOR,
  INVOICE_STATUSES,
  NUMBER_FORMAT_MAX_LENGTH,
  NUMBER_FORMAT_PATTERN,
  PAYMENT_METHODS,
  PAYMENT_TERMS_MAX_DAYS,
  PAYOUT_STATUSES,
  TAX_RATE_MAX_BP,
  TAX_TREATMENTS,
} from '../contract/billing.ts';
import { LOCALES } from '../contract/locales.ts';
import { CalendarDate, SingleLineText } from './common.ts';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
// Null first: the app coerces types, and a string branch tried first would turn null into "".
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Currency = Type.Enum(['EUR', 'GBP']);
const Locale = Type.Enum(LOCALES);
const Minor = (description: string) => Type.Integer({ description: `${description}, in minor units (cents, pence)` });
const text = (maxLength: number, description?: string) => SingleLineText({ blank: true, maxLength, description });

export const TaxTreatmentSchema = Type.Enum(TAX_TREATMENTS, {
  description: '`exempt`: healthcare exempt from VAT under the seller country’s law; `taxable`: VAT at `taxRateBp`',
});
const TaxRate = Type.Integer({ minimum: 0, maximum: TAX_RATE_MAX_BP, description: 'VAT in basis points: 1900 = 19 %' });
export const InvoiceStatusSchema = Type.Enum(INVOICE_STATUSES);
export const PaymentMethodSchema = Type.Enum(PAYMENT_METHODS);

// ---------------------------------------------------------------- receipts settings (billing profile)

const NumberFormat = Type.String({
  maxLength: NUMBER_FORMAT_MAX_LENGTH,
  pattern: NUMBER_FORMAT_PATTERN,
  description: 'Tokens {YYYY}, {YY}, {MM} and one counter {N…}, e.g. {YYYY}-{NNNN}',
});

/** What every invoice carries: PUT takes all of it (the screen sends the whole form). */
export const BillingProfileInputSchema = Type.Object({
  legalName: text(200, 'Practice or legal name printed as the seller'),
  addressLine1: text(200),
  addressLine2: text(200),
  postalCode: text(20),
  city: text(100),
  countryCode: Type.Enum(COUNTRY_CODES, { description: 'Country whose invoicing and VAT rules apply' }),
  taxNumber: text(40),
  vatId: text(20, 'VAT identification number, e.g. DE123456789'),
  registration: text(120, 'Professional registration, e.g. BIG 19012345678 or HCPC PYL12345'),
  accountHolder: text(140),
  iban: text(42, 'Validated by its checksum; spaces allowed'),
  bic: text(11, '8 or 11 characters'),
  invoiceFormat: NumberFormat,
  creditNoteFormat: NumberFormat,
  nextInvoiceNumber: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 99_999_999,
      description: 'Only raised, never lowered below a number already issued; left out, the counter stays',
    }),
  ),
  nextCreditNoteNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999_999 })),
  paymentTermsDays: Type.Integer({ minimum: 0, maximum: PAYMENT_TERMS_MAX_DAYS }),
  defaultTaxTreatment: TaxTreatmentSchema,
  defaultTaxRateBp: TaxRate,
  footer: Type.String({ maxLength: 500 }),
  invoiceLocale: Nullable(Locale),
  reminderAfterDays: Type.Integer({ minimum: 1, maximum: 60 }),
  serviceTax: Type.Array(
    Type.Object({ serviceId: Uuid, taxTreatment: Nullable(TaxTreatmentSchema), taxRateBp: Nullable(TaxRate) }),
    { maxItems: 100, description: 'Per-service tax treatment; null = the default' },
  ),
});
export type BillingProfileInput = Static<typeof BillingProfileInputSchema>;

export const BillingProfileSchema = Type.Object({
  ...BillingProfileInputSchema.properties,
  nextInvoiceNumber: Type.Integer(),
  nextCreditNoteNumber: Type.Integer(),
  logoUrl: Nullable(Type.String()),
  /** The country's standard rate and the legal basis of the healthcare exemption, for the form's hints. */
  standardRateBp: Type.Integer(),
  exemptionBasis: Type.String(),
  services: Type.Array(
    Type.Object({
      id: Uuid,
      name: Type.String(),
      priceMinor: Type.Integer(),
      currency: Currency,
      taxTreatment: Nullable(TaxTreatmentSchema),
      taxRateBp: Nullable(TaxRate),
    }),
  ),
  /** True once everything an invoice must carry is filled in (name, address, tax number or VAT id). */
  complete: Type.Boolean(),
  missing: Type.Array(Type.String(), { description: 'Fields still needed before an invoice can be issued' }),
});
export type BillingProfile = Static<typeof BillingProfileSchema>;

// ---------------------------------------------------------------- invoices

export const InvoiceLineInputSchema = Type.Object({
  appointmentId: Type.Optional(Nullable(Uuid)),
  description: SingleLineText({ maxLength: 200 }),
  serviceDate: CalendarDate('The day the service was given'),
  quantity: Type.Integer({ minimum: 1, maximum: INVOICE_MAX_QUANTITY }),
  unitMinor: Type.Integer({
    minimum: 1,
    maximum: INVOICE_MAX_UNIT_MINOR,
    description: 'Net price of one unit, in minor units',
  }),
  taxTreatment: TaxTreatmentSchema,
  taxRateBp: TaxRate,
});
export type InvoiceLineInput = Static<typeof InvoiceLineInputSchema>;

/** A new draft: from completed sessions (lines pre-filled from their prices), by hand, or both. */
export const NewInvoiceSchema = Type.Object({
  clientId: Uuid,
  appointmentIds: Type.Optional(Type.Array(Uuid, { maxItems: INVOICE_MAX_LINES, uniqueItems: true })),
  lines: Type.Optional(Type.Array(InvoiceLineInputSchema, { maxItems: INVOICE_MAX_LINES })),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
  locale: Type.Optional(Locale),
});
export type NewInvoice = Static<typeof NewInvoiceSchema>;

/** A draft's replacement content. */
export const InvoiceDraftSchema = Type.Object({
  lines: Type.Array(InvoiceLineInputSchema, { minItems: 1, maxItems: INVOICE_MAX_LINES }),
  note: Type.String({ maxLength: 1000 }),
  locale: Locale,
});
export type InvoiceDraft = Static<typeof InvoiceDraftSchema>;

export const InvoiceParamsSchema = Type.Object({ id: Uuid });

export const InvoiceListQuerySchema = Type.Object({
  status: Type.Optional(Type.Enum(INVOICE_FILTERS)),
  clientId: Type.Optional(Uuid),
  from: Type.Optional(CalendarDate('Issued (or, for drafts, created) on or after')),
  to: Type.Optional(CalendarDate('Issued on or before')),
  kind: Type.Optional(Type.Enum(['invoice', 'credit_note'])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuerySchema>;

const Party = Type.Object({
  name: Type.String(),
  addressLines: Type.Array(Type.String()),
  email: Type.String(),
});

export const InvoiceLineSchema = Type.Object({
  id: Uuid,
  appointmentId: Nullable(Uuid),
  description: Type.String(),
  serviceDate: Type.String({ format: 'date' }),
  quantity: Type.Integer(),
  unitMinor: Minor('Net price of one unit'),
  taxTreatment: TaxTreatmentSchema,
  taxRateBp: Type.Integer(),
  netMinor: Minor('Net'),
  taxMinor: Minor('VAT'),
  grossMinor: Minor('Gross'),
});

export const PaymentSchema = Type.Object({
  id: Uuid,
  amountMinor: Minor('Received (negative: refunded)'),
  method: PaymentMethodSchema,
  receivedOn: Type.String({ format: 'date' }),
  reference: Type.String(),
  payoutId: Nullable(Uuid),
});
export type Payment = Static<typeof PaymentSchema>;

/** One row of the list: enough to find, filter and act. */
export const InvoiceSummarySchema = Type.Object({
  id: Uuid,
  kind: Type.Enum(['invoice', 'credit_note']),
  number: Nullable(Type.String()),
  status: InvoiceStatusSchema,
  overdue: Type.Boolean({ description: 'Issued, not fully paid and past its due date' }),
  client: Type.Object({ id: Uuid, name: Type.String() }),
  issueDate: Nullable(Type.String({ format: 'date' })),
  dueDate: Nullable(Type.String({ format: 'date' })),
  currency: Currency,
  grossMinor: Minor('Total'),
  paidMinor: Minor('Paid so far'),
  balanceMinor: Minor('Still owed'),
  createdAt: Instant,
});
export type InvoiceSummary = Static<typeof InvoiceSummarySchema>;

export const InvoiceListSchema = Type.Object({
  items: Type.Array(InvoiceSummarySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type InvoiceList = Static<typeof InvoiceListSchema>;

export const InvoiceSchema = Type.Object({
  ...InvoiceSummarySchema.properties,
  locale: Locale,
  serviceFrom: Nullable(Type.String({ format: 'date' })),
  serviceTo: Nullable(Type.String({ format: 'date' })),
  seller: Nullable(Party),
  buyer: Nullable(Party),
  lines: Type.Array(InvoiceLineSchema),
  netMinor: Minor('Net total'),
  taxMinor: Minor('VAT total'),
  paymentReference: Nullable(Type.String({ description: 'ISO 11649 creditor reference for bank transfers' })),
  note: Type.String(),
  payments: Type.Array(PaymentSchema),
  /** The credit note that corrects this invoice, or the invoice this credit note corrects. */
  correction: Nullable(
    Type.Object({ id: Uuid, number: Nullable(Type.String()), kind: Type.Enum(['invoice', 'credit_note']) }),
  ),
  issuedAt: Nullable(Instant),
  sentAt: Nullable(Instant),
  lastRemindedAt: Nullable(Instant),
  paidAt: Nullable(Instant),
  /** The link the client pays and downloads from (issued invoices only). */
  payUrl: Nullable(Type.String()),
});
export type Invoice = Static<typeof InvoiceSchema>;

export const PaymentInputSchema = Type.Object({
  amountMinor: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'Amount received, in minor units' }),
  method: PaymentMethodSchema,
  receivedOn: CalendarDate('The day the money arrived'),
  reference: Type.Optional(text(140)),
});
export type PaymentInput = Static<typeof PaymentInputSchema>;

export const CreditNoteInputSchema = Type.Object({
  reason: SingleLineText({ maxLength: 500, description: 'Printed on the credit note' }),
});

/** Completed sessions of the practice that no invoice covers yet, with what they cost. */
export const UninvoicedQuerySchema = Type.Object({ clientId: Type.Optional(Uuid) });
export const UninvoicedSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      appointmentId: Uuid,
      client: Type.Object({ id: Uuid, name: Type.String() }),
      startsAt: Instant,
      serviceName: Type.String(),
      priceMinor: Type.Integer(),
      currency: Currency,
      taxTreatment: TaxTreatmentSchema,
      taxRateBp: Type.Integer(),
    }),
  ),
});
export type Uninvoiced = Static<typeof UninvoicedSchema>;

// ---------------------------------------------------------------- overview, exports

export const OverviewQuerySchema = Type.Object({
  year: Type.Optional(
    Type.Integer({ minimum: 2000, maximum: 2100, description: 'Calendar year of the chart; default this year' }),
  ),
});
export const BillingOverviewSchema = Type.Object({
  currency: Currency,
  year: Type.Integer(),
  months: Type.Array(
    Type.Object({
      month: Type.String({ description: 'YYYY-MM' }),
      invoicedMinor: Minor('Issued invoices minus credit notes, gross'),
      paidMinor: Minor('Payments received'),
    }),
  ),
  outstandingMinor: Minor('Owed on issued invoices'),
  overdueMinor: Minor('Owed past the due date'),
  overdueCount: Type.Integer(),
  paidThisMonthMinor: Minor('Received this calendar month'),
  uninvoicedSessions: Type.Integer({ description: 'Completed sessions no invoice covers yet' }),
  draftCount: Type.Integer(),
});
export type BillingOverview = Static<typeof BillingOverviewSchema>;

export const ExportQuerySchema = Type.Object({
  from: CalendarDate('First day (inclusive)'),
  to: CalendarDate('Last day (inclusive)'),
});
/** The DATEV export also names the chart of accounts and, when the tax advisor gave them, DATEV's numbers. */
export const DatevExportQuerySchema = Type.Object({
  ...ExportQuerySchema.properties,
  chart: Type.Optional(
    Type.Enum(['skr03', 'skr04'], { default: 'skr03', description: 'DATEV standard chart of accounts' }),
  ),
  consultantNumber: Type.Optional(Type.Integer({ minimum: 1001, maximum: 9_999_999, description: 'Beraternummer' })),
  clientNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999, description: 'Mandantennummer' })),
});

// ---------------------------------------------------------------- client record, client's own view

export const ClientInvoicesSchema = Type.Object({
  items: Type.Array(InvoiceSummarySchema),
  balance: Type.Object({
    amountMinor: Minor('Still owed over all issued invoices'),
    currency: Currency,
    nothingInvoiced: Type.Boolean(),
  }),
});
export type ClientInvoices = Static<typeof ClientInvoicesSchema>;

/** An invoice as its client sees it through the pay link or their account. */
export const PayableInvoiceSchema = Type.Object({
  number: Type.String(),
  kind: Type.Enum(['invoice', 'credit_note']),
  status: InvoiceStatusSchema,
  overdue: Type.Boolean(),
  therapist: Type.Object({ name: Type.String(), slug: Type.String() }),
  issueDate: Type.String({ format: 'date' }),
  dueDate: Nullable(Type.String({ format: 'date' })),
  currency: Currency,
  grossMinor: Minor('Total'),
  balanceMinor: Minor('Still owed'),
  pdfUrl: Type.String(),
  payUrl: Type.String(),
  bankTransfer: Nullable(
    Type.Object({ accountHolder: Type.String(), iban: Type.String(), bic: Type.String(), reference: Type.String() }),
  ),
  /** True when the therapist takes cards: POST …/checkout opens Stripe Checkout. */
  cardPayments: Type.Boolean(),
});
export type PayableInvoice = Static<typeof PayableInvoiceSchema>;
export const PayTokenParamsSchema = Type.Object({ token: Type.String({ minLength: 20, maxLength: 400 }) });
export const MyInvoicesSchema = Type.Object({ items: Type.Array(PayableInvoiceSchema) });
export type MyInvoices = Static<typeof MyInvoicesSchema>;
export const CheckoutSchema = Type.Object({ url: Type.String() });

// ---------------------------------------------------------------- how clients pay, Stripe, payouts

export const PaymentSettingsSchema = Type.Object({
  bankTransfer: Type.Object({ ready: Type.Boolean({ description: 'An IBAN is set in the receipts settings' }) }),
  card: Type.Object({
    available: Type.Boolean({ description: 'Stripe is configured on this installation' }),
    enabled: Type.Boolean({ description: 'The therapist offers card payment on invoices' }),
    accountStatus: Type.Enum(['none', 'pending', 'enabled', 'restricted']),
    feePercent: Type.Number({ description: 'Platform fee on each card payment' }),
  }),
});
export type PaymentSettings = Static<typeof PaymentSettingsSchema>;
export const PaymentSettingsInputSchema = Type.Object({ cardPayments: Type.Boolean() });
export const ConnectLinkSchema = Type.Object({ url: Type.String() });

export const PayoutSummarySchema = Type.Object({
  id: Uuid,
  amountMinor: Minor('Paid out'),
  currency: Currency,
  status: Type.Enum(PAYOUT_STATUSES),
  arrivalDate: Nullable(Type.String({ format: 'date' })),
  createdAt: Instant,
  paymentCount: Type.Integer(),
});
export const PayoutListSchema = Type.Object({
  /** `stripe`: payouts from the connected account; `bank_transfer`: money reaches the therapist's own account. */
  mode: Type.Enum(['stripe', 'bank_transfer']),
  items: Type.Array(PayoutSummarySchema),
  /** Received per month (all methods), newest first: what bank-transfer practices see instead of payouts. */
  receivedByMonth: Type.Array(
    Type.Object({ month: Type.String(), amountMinor: Type.Integer(), count: Type.Integer() }),
  ),
  currency: Currency,
});
export type PayoutList = Static<typeof PayoutListSchema>;
export const PayoutSchema = Type.Object({
  ...PayoutSummarySchema.properties,
  payments: Type.Array(
    Type.Object({
      ...PaymentSchema.properties,
      invoice: Type.Object({ id: Uuid, number: Nullable(Type.String()), clientName: Type.String() }),
    }),
  ),
});
export type Payout = Static<typeof PayoutSchema>;
