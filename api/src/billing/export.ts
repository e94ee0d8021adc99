import iconv from 'iconv-lite';
import { sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import type { InvoiceSeries, InvoiceStatus, PaymentMethod, TaxTreatment } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { COUNTRY_BY_SLUG, isSellerCountry, type SellerCountry } from './tax-rules.ts';

// What a practice hands its accountant for a period: every issued invoice and credit note (by
// issue date) and every payment (by the day it arrived). Two shapes: a CSV any spreadsheet reads,
// and for German practices a DATEV "Buchungsstapel" that the tax advisor imports as bookings.

// ---------------------------------------------------------------- period

/** A period of at most a year (from ≤ to < from + 1 year); DATEV also wants it within one fiscal year. */
export function checkPeriod(from: string, to: string, options: { oneCalendarYear?: boolean } = {}): void {
  const start = Temporal.PlainDate.from(from);
  const end = Temporal.PlainDate.from(to);
  const refuse = (message: string) =>
    new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', [
      { field: 'querystring.to', message },
    ]);
  if (Temporal.PlainDate.compare(start, end) > 0) throw refuse('is before from');
  if (Temporal.PlainDate.compare(end, start.add({ years: 1 })) >= 0) throw refuse('is a year or more after from');
  // A DATEV batch belongs to one fiscal year (its header names the year's first day); a practice's
  // fiscal year is the calendar year.
  if (options.oneCalendarYear && start.year !== end.year) throw refuse('is in another calendar year than from');
}

// ---------------------------------------------------------------- reading the period

interface DocumentRow {
  id: string;
  kind: InvoiceSeries;
  number: string;
  status: InvoiceStatus;
  issueDate: string;
  dueDate: string | null;
  clientId: string;
  clientName: string;
  currency: string;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
  paidMinor: number;
  /** The lines' totals per tax treatment and rate, for the VAT column and DATEV's revenue accounts. */
  rates: { taxTreatment: TaxTreatment; taxRateBp: number; grossMinor: number }[];
}

interface PaymentRow {
  invoiceNumber: string;
  invoiceKind: InvoiceSeries;
  clientId: string;
  clientName: string;
  currency: string;
  amountMinor: number;
  method: PaymentMethod;
  receivedOn: string;
  reference: string;
}

/** The buyer as printed on the invoice (its snapshot), falling back to the client record's name. */
const clientName = sql<string>`coalesce(nullif(i.buyer->>'name', ''), c.name)`;

async function documentsOf(db: Database, therapistId: string, from: string, to: string): Promise<DocumentRow[]> {
  const { rows } = await sql<DocumentRow>`
    SELECT i.id, i.kind, i.number, i.status, i.issue_date, i.due_date, i.client_id, ${clientName} AS client_name,
           i.currency, i.net_minor, i.tax_minor, i.gross_minor, i.paid_minor,
           coalesce((
             SELECT json_agg(json_build_object('taxTreatment', r.tax_treatment, 'taxRateBp', r.tax_rate_bp,
                                               'grossMinor', r.gross) ORDER BY r.tax_treatment, r.tax_rate_bp)
               FROM (SELECT tax_treatment, tax_rate_bp, sum(gross_minor)::bigint AS gross
                       FROM invoice_line WHERE invoice_id = i.id GROUP BY 1, 2) r
           ), '[]') AS rates
      FROM invoice i JOIN client c ON c.id = i.client_id
     WHERE i.therapist_id = ${therapistId} AND i.status <> 'draft'
       AND i.issue_date >= ${from}::date AND i.issue_date <= ${to}::date
     ORDER BY i.issue_date, i.issued_at, i.number`.execute(db);
  return rows;
}

async function paymentsOf(db: Database, therapistId: string, from: string, to: string): Promise<PaymentRow[]> {
  const { rows } = await sql<PaymentRow>`
    SELECT i.number AS invoice_number, i.kind AS invoice_kind, i.client_id, ${clientName} AS client_name,
           i.currency, p.amount_minor, p.method, p.received_on, p.reference
      FROM invoice_payment p JOIN invoice i ON i.id = p.invoice_id JOIN client c ON c.id = i.client_id
     WHERE p.therapist_id = ${therapistId}
       AND p.received_on >= ${from}::date AND p.received_on <= ${to}::date
     ORDER BY p.received_on, p.created_at`.execute(db);
  return rows;
}

// ---------------------------------------------------------------- CSV for the accountant

export const CSV_COLUMNS = [
  'type',
  'number',
  'issue date',
  'due date',
  'client',
  'net',
  'VAT rate',
  'VAT',
  'gross',
  'currency',
  'paid',
  'status',
  'payment date',
  'method',
  'reference',
] as const;

/** Minor units as a decimal with a dot and two places: -1234 → "-12.34". */
export function decimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage: 1900 → "19", 550 → "5.5". */
const percent = (bp: number) => String(bp / 100);

/**
 * A text field as RFC 4180 wants it (quoted when it holds a separator, a quote or a line break),
 * and never read as a formula by a spreadsheet: text starting with = + - @ (or a tab or carriage
 * return, which some spreadsheets skip before them) gets a leading apostrophe (OWASP, "CSV Injection").
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return csvField(safe);
}

/** A field as RFC 4180 wants it, without the formula guard: for numbers and dates we wrote ourselves. */
export function csvField(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;
const TEXT_COLUMNS = new Set<(typeof CSV_COLUMNS)[number]>([
  'type',
  'number',
  'client',
  'status',
  'method',
  'reference',
]);

/** The file: BOM (so spreadsheets read UTF-8), a header line, then one line per row, CRLF line ends. */
export function toCsv(rows: readonly CsvRow[]): string {
  const line = (row: CsvRow) =>
    CSV_COLUMNS.map((column) => (TEXT_COLUMNS.has(column) ? csvText(row[column]) : csvField(row[column]))).join(',');
  const header = CSV_COLUMNS.map(csvField).join(',');
  return `\uFEFF${[header, ...rows.map(line)].join('\r\n')}\r\n`;
}

const empty: CsvRow = Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])) as CsvRow;

export function documentCsvRow(doc: DocumentRow): CsvRow {
  const rates = [...new Set(doc.rates.map((r) => r.taxRateBp))].map(percent);
  return {
    ...empty,
    type: doc.kind === 'credit_note' ? 'credit note' : 'invoice',
    number: doc.number,
    'issue date': doc.issueDate,
    'due date': doc.dueDate ?? '',
    client: doc.clientName,
    net: decimal(doc.netMinor),
    'VAT rate': rates.join(' / '),
    VAT: decimal(doc.taxMinor),
    gross: decimal(doc.grossMinor),
    currency: doc.currency,
    paid: decimal(doc.paidMinor),
    status: doc.status,
  };
}

export function paymentCsvRow(payment: PaymentRow): CsvRow {
  return {
    ...empty,
    type: 'payment',
    number: payment.invoiceNumber,
    client: payment.clientName,
    currency: payment.currency,
    paid: decimal(payment.amountMinor),
    'payment date': payment.receivedOn,
    method: payment.method,
    reference: payment.reference,
  };
}

/** Invoices, credit notes and payments of the period, in date order (documents before payments of a day). */
export async function accountantCsv(db: Database, therapistId: string, from: string, to: string): Promise<string> {
  checkPeriod(from, to);
  const [documents, payments] = await Promise.all([
    documentsOf(db, therapistId, from, to),
    paymentsOf(db, therapistId, from, to),
  ]);
  const dated = [
    ...documents.map((d) => ({ date: d.issueDate, order: 0, row: documentCsvRow(d) })),
    ...payments.map((p) => ({ date: p.receivedOn, order: 1, row: paymentCsvRow(p) })),
  ];
  // Stable: within a day and kind, the queries' order stands.
  dated.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
  return toCsv(dated.map((d) => d.row));
}

// ---------------------------------------------------------------- DATEV Buchungsstapel

// The DATEV format ("DATEV-Format", EXTF), as DATEV describes it for developers:
//   https://developer.datev.de/datev/platform/de/dtvf/einstieg (file layout: semicolons, CRLF, text
//   in double quotes with quotes doubled, decimal comma, a sample header line with its 31 fields),
//   https://developer.datev.de/datev/platform/de/dtvf/formate/buchungsstapel (the booking columns:
//   Umsatz ^\d{1,10},\d{2}$ always positive, Soll/Haben-Kennzeichen "S"|"H" relative to Konto, Konto
//   and Gegenkonto as digits, Belegdatum TTMM with the year taken from the header, Belegfeld 1
//   [\w$%-/] up to 36 characters, Buchungstext up to 60),
//   and the header field list as explain.my-infra.de/7_1_1_header_print.htm tabulates it.
// Header version 700, category 21 (Buchungsstapel), format version 13, as in DATEV's sample. We write
// the first 14 columns of a booking (up to Buchungstext): the rest are optional and left out.
// DATEV reads windows-1252, so the file is encoded so (iconv-lite); a character outside it becomes "?".

export type ChartOfAccounts = 'skr03' | 'skr04';

/**
 * The accounts we book to, from DATEV's standard charts. Exempt healthcare (§ 4 Nr. 14 UStG) goes to
 * "Steuerfreie Umsätze § 4 Nr. 8 ff. UStG"; taxable lines to the automatic revenue accounts of their
 * rate (DATEV works the VAT out of the gross), any other rate to plain "Erlöse" for the advisor to
 * settle; bank transfers to "Bank", cash to "Kasse", card payments (paid out later by Stripe) to
 * "Geldtransit". Each client is a debtor account from 10000 up, in the order of their first invoice,
 * which never changes once issued, so a client keeps their number from one export to the next.
 */
export const DATEV_ACCOUNTS: Readonly<
  Record<
    ChartOfAccounts,
    {
      exempt: number;
      reduced: number;
      standard: number;
      otherRate: number;
      bank: number;
      cash: number;
      transit: number;
    }
  >
> = {
  skr03: { exempt: 8100, reduced: 8300, standard: 8400, otherRate: 8200, bank: 1200, cash: 1000, transit: 1360 },
  skr04: { exempt: 4100, reduced: 4300, standard: 4400, otherRate: 4200, bank: 1800, cash: 1600, transit: 1460 },
};
const FIRST_DEBTOR = 10000;
const LAST_DEBTOR = 69999;

export interface DatevOptions {
  chart: ChartOfAccounts;
  /** The tax advisor's and the practice's numbers at DATEV; DATEV matches them on import. */
  consultantNumber?: number;
  clientNumber?: number;
  /** When the file was made (its header says so). */
  createdAt: Date;
}

export interface Booking {
  amountMinor: number;
  side: 'S' | 'H';
  currency: string;
  account: number;
  contraAccount: number;
  date: string;
  document: string;
  text: string;
}

export function revenueAccount(chart: ChartOfAccounts, treatment: TaxTreatment, rateBp: number): number {
  const accounts = DATEV_ACCOUNTS[chart];
  if (treatment === 'exempt') return accounts.exempt;
  if (rateBp === 1900) return accounts.standard;
  if (rateBp === 700) return accounts.reduced;
  return accounts.otherRate;
}

const paymentAccount = (chart: ChartOfAccounts, method: PaymentMethod) =>
  method === 'cash'
    ? DATEV_ACCOUNTS[chart].cash
    : method === 'card'
      ? DATEV_ACCOUNTS[chart].transit
      : DATEV_ACCOUNTS[chart].bank;

/**
 * An invoice debits the client's debtor account against revenue, one booking per tax treatment and
 * rate; a credit note (negative amounts) the other way round. A payment debits bank, cash or transit
 * against the debtor; a refund (negative) the other way round. Amounts are always positive: the
 * Soll/Haben-Kennzeichen carries the direction.
 */
export function datevBookings(
  chart: ChartOfAccounts,
  documents: readonly DocumentRow[],
  payments: readonly PaymentRow[],
  debtorOf: ReadonlyMap<string, number>,
): Booking[] {
  const debtor = (clientId: string) => {
    const account = debtorOf.get(clientId);
    if (account === undefined) throw new Error(`No debtor account for client ${clientId}`);
    return account;
  };
  const bookings: Booking[] = [];
  for (const doc of documents) {
    const label = doc.kind === 'credit_note' ? 'Gutschrift' : 'Rechnung';
    for (const rate of doc.rates) {
      if (rate.grossMinor === 0) continue;
      bookings.push({
        amountMinor: Math.abs(Number(rate.grossMinor)),
        side: Number(rate.grossMinor) > 0 ? 'S' : 'H',
        currency: doc.currency,
        account: debtor(doc.clientId),
        contraAccount: revenueAccount(chart, rate.taxTreatment, rate.taxRateBp),
        date: doc.issueDate,
        document: doc.number,
        text: `${label} ${doc.number} ${doc.clientName}`,
      });
    }
  }
  for (const payment of payments) {
    bookings.push({
      amountMinor: Math.abs(payment.amountMinor),
      side: payment.amountMinor > 0 ? 'S' : 'H',
      currency: payment.currency,
      account: paymentAccount(chart, payment.method),
      contraAccount: debtor(payment.clientId),
      date: payment.receivedOn,
      document: payment.invoiceNumber,
      text: `${payment.amountMinor > 0 ? 'Zahlung' : 'Erstattung'} ${payment.invoiceNumber} ${payment.clientName}`,
    });
  }
  return bookings.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Text in double quotes, quotes doubled, without control characters, at most `max` characters. */
const datevText = (value: string, max = 60) =>
  `"${value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: DATEV refuses control characters in text.
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .slice(0, max)
    .replaceAll('"', '""')}"`;
/** Decimal comma, two places, no thousands separator. */
export const datevAmount = (minor: number) => decimal(minor).replace('.', ',');
const yyyymmdd = (date: string) => date.replaceAll('-', '');
/** Belegdatum: day and month (TTMM), the year is the header's. */
const ttmm = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}`;
/** Belegfeld 1 takes letters, digits and $ % - / _ only. */
const documentField = (number: string) => datevText(number.replace(/[^A-Za-z0-9$%\-/_]/g, ''), 36);

export const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
] as const;

/** The header line's 31 fields, in DATEV's order. */
export function datevHeader(from: string, to: string, currency: string, options: DatevOptions): string {
  const stamp = options.createdAt.toISOString().replace(/\D/g, '').slice(0, 17);
  return [
    '"EXTF"',
    '700', // header version
    '21', // data category: Buchungsstapel
    '"Buchungsstapel"',
    '13', // format version
    stamp, // created, YYYYMMDDHHMMSSFFF
    '', // imported (DATEV fills it in)
    '"RE"', // origin
    '""', // exported by
    '""', // imported by
    options.consultantNumber === undefined ? '' : String(options.consultantNumber),
    options.clientNumber === undefined ? '' : String(options.clientNumber),
    `${from.slice(0, 4)}0101`, // fiscal year begins
    '4', // length of ledger account numbers (debtors have one digit more)
    yyyymmdd(from),
    yyyymmdd(to),
    datevText('Rechnungen und Zahlungen', 30),
    '""', // dictation initials
    '1', // booking type: financial accounting
    '0', // accounting purpose: independent of it
    '0', // not locked: the advisor reviews before fixing
    datevText(currency, 3),
    '',
    '""',
    '',
    '',
    options.chart === 'skr03' ? '"03"' : '"04"',
    '',
    '',
    '""',
    '""',
  ].join(';');
}

export function datevLine(booking: Booking): string {
  return [
    datevAmount(booking.amountMinor),
    `"${booking.side}"`,
    datevText(booking.currency, 3),
    '',
    '',
    '',
    String(booking.account),
    String(booking.contraAccount),
    '""',
    ttmm(booking.date),
    documentField(booking.document),
    '""',
    '',
    datevText(booking.text),
  ].join(';');
}

/** The seller country: the receipts settings' country, else the one the practice is registered in. */
export async function sellerCountryOf(db: Database, therapistId: string): Promise<SellerCountry | undefined> {
  const row = await db
    .selectFrom('therapist')
    .leftJoin('billingProfile', 'billingProfile.therapistId', 'therapist.id')
    .select(['therapist.country', 'billingProfile.countryCode'])
    .where('therapist.id', '=', therapistId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.countryCode && isSellerCountry(row.countryCode)) return row.countryCode;
  return COUNTRY_BY_SLUG[row.country];
}

/** Debtor accounts of every client who was ever invoiced, in the order of their first invoice. */
async function debtorAccounts(db: Database, therapistId: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ clientId: string; rank: number }>`
    SELECT client_id, (row_number() OVER (ORDER BY min(issued_at) NULLS LAST, min(issue_date), client_id))::int AS rank
      FROM invoice
     WHERE therapist_id = ${therapistId} AND status <> 'draft'
     GROUP BY client_id`.execute(db);
  if (rows.length > LAST_DEBTOR - FIRST_DEBTOR + 1) throw new Error('More clients than debtor accounts');
  return new Map(rows.map((row) => [row.clientId, FIRST_DEBTOR + row.rank - 1]));
}

/** The period's bookings as a DATEV Buchungsstapel, encoded windows-1252. German practices only. */
export async function datevExport(
  db: Database,
  therapistId: string,
  from: string,
  to: string,
  options: DatevOptions,
): Promise<Buffer> {
  checkPeriod(from, to, { oneCalendarYear: true });
  if ((await sellerCountryOf(db, therapistId)) !== 'DE')
    throw new AppError('DATEV_GERMANY_ONLY', 409, 'The DATEV export is for practices in Germany');
  const [documents, payments, debtors, therapist] = await Promise.all([
    documentsOf(db, therapistId, from, to),
    paymentsOf(db, therapistId, from, to),
    debtorAccounts(db, therapistId),
    db.selectFrom('therapist').select('currency').where('id', '=', therapistId).executeTakeFirstOrThrow(),
  ]);
  const lines = [
    datevHeader(from, to, therapist.currency, options),
    DATEV_COLUMNS.join(';'),
    ...datevBookings(options.chart, documents, payments, debtors).map(datevLine),
  ];
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1252');
}
