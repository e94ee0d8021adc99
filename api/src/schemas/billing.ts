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
import { CalendarDate, example, SingleLineText } from './common.ts';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
// Null first: the app coerces types, and a string branch tried first would turn null into "".
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Currency = Type.Enum(['EUR', 'GBP']);
const Locale = Type.Enum(LOCALES, { examples: ['de'] });
const Minor = (description: string) => Type.Integer({ description: `${description}, in minor units (cents, pence)` });
const text = (maxLength: number, description?: string) => SingleLineText({ blank: true, maxLength, description });

export const TaxTreatmentSchema = Type.Enum(TAX_TREATMENTS, {
  description: '`exempt`: healthcare exempt from VAT under the seller country’s law; `taxable`: VAT at `taxRateBp`',
});
const TaxRate = Type.Integer({
  examples: [0],
  minimum: 0,
  maximum: TAX_RATE_MAX_BP,
  description: 'VAT in basis points: 1900 = 19 %',
});
export const InvoiceStatusSchema = Type.Enum(INVOICE_STATUSES);
export const PaymentMethodSchema = Type.Enum(PAYMENT_METHODS);

// ---------------------------------------------------------------- receipts settings (billing profile)

const NumberFormat = Type.String({
  examples: ['RE-{YYYY}-{NNNN}'],
  maxLength: NUMBER_FORMAT_MAX_LENGTH,
  pattern: NUMBER_FORMAT_PATTERN,
  description: 'Tokens {YYYY}, {YY}, {MM} and one counter {N…}, e.g. {YYYY}-{NNNN}',
});

/** What every invoice carries: PUT takes all of it (the screen sends the whole form). */
export const BillingProfileInputSchema = Type.Object({
  legalName: example(
    text(200, 'Practice or legal name printed as the seller'),
    'Praxis für Psychotherapie Dr. Anna Becker',
  ),
  addressLine1: example(text(200), 'Oranienstraße 25'),
  addressLine2: example(text(200), '2. Hinterhof, 3. OG'),
  postalCode: example(text(20), '10999'),
  city: example(text(100), 'Berlin'),
  countryCode: Type.Enum(COUNTRY_CODES, { description: 'Country whose invoicing and VAT rules apply' }),
  taxNumber: example(text(40), '21/123/45678'),
  vatId: example(text(20, 'VAT identification number, e.g. DE123456789'), 'DE123456789'),
  registration: example(
    text(120, 'Professional registration, e.g. BIG 19012345678 or HCPC PYL12345'),
    'Psychotherapeutenkammer Berlin, PP-2014-0815',
  ),
  accountHolder: example(text(140), 'Dr. Anna Becker'),
  iban: example(text(42, 'Validated by its checksum; spaces allowed'), 'DE89 3704 0044 0532 0130 00'),
  bic: example(text(11, '8 or 11 characters'), 'COBADEFFXXX'),
  invoiceFormat: NumberFormat,
  creditNoteFormat: NumberFormat,
  nextInvoiceNumber: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 99_999_999,
      description: 'Only raised, never lowered below a number already issued; left out, the counter stays',
    }),
  ),
  nextCreditNoteNumber: Type.Optional(Type.Integer({ examples: [3], minimum: 1, maximum: 99_999_999 })),
  paymentTermsDays: Type.Integer({ examples: [14], minimum: 0, maximum: PAYMENT_TERMS_MAX_DAYS }),
  defaultTaxTreatment: TaxTreatmentSchema,
  defaultTaxRateBp: TaxRate,
  footer: Type.String({
    examples: ['Steuernummer 21/123/45678 · Umsatzsteuerfrei nach § 4 Nr. 14 UStG'],
    maxLength: 500,
  }),
  invoiceLocale: Nullable(Locale),
  reminderAfterDays: Type.Integer({ examples: [7], minimum: 1, maximum: 60 }),
  serviceTax: Type.Array(
    Type.Object({ serviceId: Uuid, taxTreatment: Nullable(TaxTreatmentSchema), taxRateBp: Nullable(TaxRate) }),
    { maxItems: 100, description: 'Per-service tax treatment; null = the default' },
  ),
});
export type BillingProfileInput = Static<typeof BillingProfileInputSchema>;

export const BillingProfileSchema = Type.Object({
  ...BillingProfileInputSchema.properties,
  nextInvoiceNumber: Type.Integer({ examples: [43] }),
  nextCreditNoteNumber: Type.Integer({ examples: [3] }),
  logoUrl: Nullable(Type.String({ examples: ['/api/v1/billing/logo'] })),
  /** The country's standard rate and the legal basis of the healthcare exemption, for the form's hints. */
  standardRateBp: Type.Integer({ examples: [1900] }),
  exemptionBasis: Type.String({ examples: ['Umsatzsteuerfrei nach § 4 Nr. 14 UStG'] }),
  services: Type.Array(
    Type.Object({
      id: Uuid,
      name: Type.String({ examples: ['Praxis für Psychotherapie Dr. Anna Becker'] }),
      priceMinor: Type.Integer({ examples: [9000] }),
      currency: Currency,
      taxTreatment: Nullable(TaxTreatmentSchema),
      taxRateBp: Nullable(TaxRate),
    }),
  ),
  /** True once everything an invoice must carry is filled in (name, address, tax number or VAT id). */
  complete: Type.Boolean(),
  missing: Type.Array(Type.String({ examples: ['iban'] }), {
    description: 'Fields still needed before an invoice can be issued',
  }),
});
export type BillingProfile = Static<typeof BillingProfileSchema>;

// ---------------------------------------------------------------- invoices

export const InvoiceLineInputSchema = Type.Object({
  appointmentId: Type.Optional(Nullable(Uuid)),
  description: SingleLineText({ examples: ['Einzelsitzung Verhaltenstherapie, 50 Minuten.'], maxLength: 200 }),
  serviceDate: CalendarDate('The day the service was given'),
  quantity: Type.Integer({ examples: [1], minimum: 1, maximum: INVOICE_MAX_QUANTITY }),
  unitMinor: Type.Integer({
    examples: [9000],
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
  note: Type.Optional(Type.String({ examples: ['Zahlbar innerhalb von 14 Tagen ohne Abzug.'], maxLength: 1000 })),
  locale: Type.Optional(Locale),
});
export type NewInvoice = Static<typeof NewInvoiceSchema>;

/** A draft's replacement content. */
export const InvoiceDraftSchema = Type.Object({
  lines: Type.Array(InvoiceLineInputSchema, { minItems: 1, maxItems: INVOICE_MAX_LINES }),
  note: Type.String({ examples: ['Zahlbar innerhalb von 14 Tagen ohne Abzug.'], maxLength: 1000 }),
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
  page: Type.Optional(Type.Integer({ examples: [1], minimum: 1, maximum: 10_000, default: 1 })),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuerySchema>;

const Party = Type.Object({
  name: Type.String({ examples: ['Dr. Anna Becker'] }),
  addressLines: Type.Array(Type.String({ examples: ['Oranienstraße 25'] })),
  email: Type.String({ examples: ['anna.becker@example.com'] }),
});

export const InvoiceLineSchema = Type.Object({
  id: Uuid,
  appointmentId: Nullable(Uuid),
  description: Type.String({ examples: ['Einzelsitzung Verhaltenstherapie, 50 Minuten.'] }),
  serviceDate: Type.String({ format: 'date' }),
  quantity: Type.Integer({ examples: [1] }),
  unitMinor: example(Minor('Net price of one unit'), 9000),
  taxTreatment: TaxTreatmentSchema,
  taxRateBp: Type.Integer({ examples: [0] }),
  netMinor: example(Minor('Net'), 9000),
  taxMinor: example(Minor('VAT'), 0),
  grossMinor: example(Minor('Gross'), 9000),
});

export const PaymentSchema = Type.Object({
  id: Uuid,
  amountMinor: example(Minor('Received (negative: refunded)'), 9000),
  method: PaymentMethodSchema,
  receivedOn: Type.String({ format: 'date' }),
  reference: Type.String({ examples: ['RE-2026-0042'] }),
  payoutId: Nullable(Uuid),
});
export type Payment = Static<typeof PaymentSchema>;

/** One row of the list: enough to find, filter and act. */
export const InvoiceSummarySchema = Type.Object({
  id: Uuid,
  kind: Type.Enum(['invoice', 'credit_note']),
  number: Nullable(Type.String({ examples: ['RE-2026-0042'] })),
  status: InvoiceStatusSchema,
  overdue: Type.Boolean({ description: 'Issued, not fully paid and past its due date' }),
  client: Type.Object({ id: Uuid, name: Type.String({ examples: ['Jonas Weber'] }) }),
  issueDate: Nullable(Type.String({ format: 'date' })),
  dueDate: Nullable(Type.String({ format: 'date' })),
  currency: Currency,
  grossMinor: example(Minor('Total'), 9000),
  paidMinor: example(Minor('Paid so far'), 9000),
  balanceMinor: example(Minor('Still owed'), 0),
  createdAt: Instant,
});
export type InvoiceSummary = Static<typeof InvoiceSummarySchema>;

export const InvoiceListSchema = Type.Object({
  items: Type.Array(InvoiceSummarySchema),
  total: Type.Integer({ examples: [37] }),
  page: Type.Integer({ examples: [1] }),
  pageSize: Type.Integer({ examples: [20] }),
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
  netMinor: example(Minor('Net total'), 9000),
  taxMinor: example(Minor('VAT total'), 0),
  paymentReference: Nullable(
    Type.String({ examples: ['RE-2026-0042'], description: 'ISO 11649 creditor reference for bank transfers' }),
  ),
  note: Type.String({ examples: ['Zahlbar innerhalb von 14 Tagen ohne Abzug.'] }),
  payments: Type.Array(PaymentSchema),
  /** The credit note that corrects this invoice, or the invoice this credit note corrects. */
  correction: Nullable(
    Type.Object({
      id: Uuid,
      number: Nullable(Type.String({ examples: ['RE-2026-0042'] })),
      kind: Type.Enum(['invoice', 'credit_note']),
    }),
  ),
  issuedAt: Nullable(Instant),
  sentAt: Nullable(Instant),
  lastRemindedAt: Nullable(Instant),
  paidAt: Nullable(Instant),
  /** The link the client pays and downloads from (issued invoices only). */
  payUrl: Nullable(Type.String({ examples: ['https://calma.example/pay/p8Zr3nQ1vT6wY9xK2mL5cB7d'] })),
});
export type Invoice = Static<typeof InvoiceSchema>;

export const PaymentInputSchema = Type.Object({
  amountMinor: Type.Integer({
    examples: [9000],
    minimum: 1,
    maximum: 1_000_000_000,
    description: 'Amount received, in minor units',
  }),
  method: PaymentMethodSchema,
  receivedOn: CalendarDate('The day the money arrived'),
  reference: Type.Optional(example(text(140), 'RE-2026-0042')),
});
export type PaymentInput = Static<typeof PaymentInputSchema>;

export const CreditNoteInputSchema = Type.Object({
  reason: SingleLineText({
    examples: ['Sitzung am 12. März rechtzeitig abgesagt, irrtümlich berechnet.'],
    maxLength: 500,
    description: 'Printed on the credit note',
  }),
});

/** Completed sessions of the practice that no invoice covers yet, with what they cost. */
export const UninvoicedQuerySchema = Type.Object({ clientId: Type.Optional(Uuid) });
export const UninvoicedSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      appointmentId: Uuid,
      client: Type.Object({ id: Uuid, name: Type.String({ examples: ['Jonas Weber'] }) }),
      startsAt: Instant,
      serviceName: Type.String({ examples: ['Einzeltherapie'] }),
      priceMinor: Type.Integer({ examples: [9000] }),
      currency: Currency,
      taxTreatment: TaxTreatmentSchema,
      taxRateBp: Type.Integer({ examples: [0] }),
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
  year: Type.Integer({ examples: [2026] }),
  months: Type.Array(
    Type.Object({
      month: Type.String({ examples: ['2026-03'], description: 'YYYY-MM' }),
      invoicedMinor: example(Minor('Issued invoices minus credit notes, gross'), 342000),
      paidMinor: example(Minor('Payments received'), 9000),
    }),
  ),
  outstandingMinor: example(Minor('Owed on issued invoices'), 27000),
  overdueMinor: example(Minor('Owed past the due date'), 9000),
  overdueCount: Type.Integer({ examples: [1] }),
  paidThisMonthMinor: example(Minor('Received this calendar month'), 180000),
  uninvoicedSessions: Type.Integer({ examples: [3], description: 'Completed sessions no invoice covers yet' }),
  draftCount: Type.Integer({ examples: [2] }),
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
    amountMinor: example(Minor('Still owed over all issued invoices'), 9000),
    currency: Currency,
    nothingInvoiced: Type.Boolean(),
  }),
});
export type ClientInvoices = Static<typeof ClientInvoicesSchema>;

/** An invoice as its client sees it through the pay link or their account. */
export const PayableInvoiceSchema = Type.Object({
  number: Type.String({ examples: ['RE-2026-0042'] }),
  kind: Type.Enum(['invoice', 'credit_note']),
  status: InvoiceStatusSchema,
  overdue: Type.Boolean(),
  therapist: Type.Object({
    name: Type.String({ examples: ['Dr. Anna Becker'] }),
    slug: Type.String({ examples: ['anna-becker'] }),
  }),
  issueDate: Type.String({ format: 'date' }),
  dueDate: Nullable(Type.String({ format: 'date' })),
  currency: Currency,
  grossMinor: example(Minor('Total'), 9000),
  balanceMinor: example(Minor('Still owed'), 0),
  pdfUrl: Type.String({ examples: ['/api/v1/billing/invoices/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/pdf'] }),
  payUrl: Type.String({ examples: ['https://calma.example/pay/p8Zr3nQ1vT6wY9xK2mL5cB7d'] }),
  bankTransfer: Nullable(
    Type.Object({
      accountHolder: Type.String({ examples: ['Dr. Anna Becker'] }),
      iban: Type.String({ examples: ['DE89 3704 0044 0532 0130 00'] }),
      bic: Type.String({ examples: ['COBADEFFXXX'] }),
      reference: Type.String({ examples: ['RE-2026-0042'] }),
    }),
  ),
  /** True when the therapist takes cards: POST …/checkout opens Stripe Checkout. */
  cardPayments: Type.Boolean(),
});
export type PayableInvoice = Static<typeof PayableInvoiceSchema>;
export const PayTokenParamsSchema = Type.Object({
  token: Type.String({ examples: ['p8Zr3nQ1vT6wY9xK2mL5cB7d'], minLength: 20, maxLength: 400 }),
});
export const MyInvoicesSchema = Type.Object({ items: Type.Array(PayableInvoiceSchema) });
export type MyInvoices = Static<typeof MyInvoicesSchema>;
export const CheckoutSchema = Type.Object({ url: Type.String({ examples: ['/therapists/anna-becker'] }) });

// ---------------------------------------------------------------- how clients pay, Stripe, payouts

export const PaymentSettingsSchema = Type.Object({
  bankTransfer: Type.Object({ ready: Type.Boolean({ description: 'An IBAN is set in the receipts settings' }) }),
  card: Type.Object({
    available: Type.Boolean({ description: 'Stripe is configured on this installation' }),
    enabled: Type.Boolean({ description: 'The therapist offers card payment on invoices' }),
    accountStatus: Type.Enum(['none', 'pending', 'enabled', 'restricted']),
    feePercent: Type.Number({ examples: [2.5], description: 'Platform fee on each card payment' }),
  }),
});
export type PaymentSettings = Static<typeof PaymentSettingsSchema>;
export const PaymentSettingsInputSchema = Type.Object({ cardPayments: Type.Boolean() });
export const ConnectLinkSchema = Type.Object({ url: Type.String({ examples: ['/therapists/anna-becker'] }) });

export const PayoutSummarySchema = Type.Object({
  id: Uuid,
  amountMinor: example(Minor('Paid out'), 9000),
  currency: Currency,
  status: Type.Enum(PAYOUT_STATUSES),
  arrivalDate: Nullable(Type.String({ format: 'date' })),
  createdAt: Instant,
  paymentCount: Type.Integer({ examples: [2] }),
});
export const PayoutListSchema = Type.Object({
  /** `stripe`: payouts from the connected account; `bank_transfer`: money reaches the therapist's own account. */
  mode: Type.Enum(['stripe', 'bank_transfer']),
  items: Type.Array(PayoutSummarySchema),
  /** Received per month (all methods), newest first: what bank-transfer practices see instead of payouts. */
  receivedByMonth: Type.Array(
    Type.Object({
      month: Type.String({ examples: ['2026-03'] }),
      amountMinor: Type.Integer({ examples: [9000] }),
      count: Type.Integer({ examples: [12] }),
    }),
  ),
  currency: Currency,
});
export type PayoutList = Static<typeof PayoutListSchema>;
export const PayoutSchema = Type.Object({
  ...PayoutSummarySchema.properties,
  payments: Type.Array(
    Type.Object({
      ...PaymentSchema.properties,
      invoice: Type.Object({
        id: Uuid,
        number: Nullable(Type.String({ examples: ['RE-2026-0042'] })),
        clientName: Type.String({ examples: ['Jonas Weber'] }),
      }),
    }),
  ),
});
export type Payout = Static<typeof PayoutSchema>;
