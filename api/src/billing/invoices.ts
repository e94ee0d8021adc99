import { sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import { todayIn } from '../clients/profile.ts';
import { openRecord, type Practice, recordAccess } from '../clients/records.ts';
import { INVOICE_PAGE_SIZE } from '../contract/billing.ts';
import { serviceText } from '../contract/services.ts';
import type { Database } from '../db/database.ts';
import type { InvoiceParty, InvoiceSeries, InvoiceStatus, TaxTreatment } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type {
  ClientInvoices,
  Invoice,
  InvoiceDraft,
  InvoiceLineInput,
  InvoiceList,
  InvoiceListQuery,
  InvoiceSummary,
  NewInvoice,
  Uninvoiced,
} from '../schemas/billing.ts';
import type { FieldError } from '../schemas/common.ts';
import { clientBalance } from './balance.ts';
import { assertWithinLimits, lineAmounts, negated, totals } from './money.ts';
import { formatNumber } from './numbering.ts';
import { payToken, payUrl } from './pay-links.ts';
import { creditorReference } from './payment-reference.ts';
import { lockInvoice, noSuchInvoice } from './payments.ts';
import { addressLines, loadProfile, missingFields, type ProfileRow, serviceTaxOf } from './settings.ts';

/** How pay links are signed and where they lead. */
export interface PayLinks {
  secret: string;
  publicUrl: string;
}

/**
 * The seller as printed on an issued invoice, with how to pay and the page's footer: all of it is
 * fixed at issue, so the PDF reads the same however the settings change later.
 */
export interface SellerSnapshot extends InvoiceParty {
  accountHolder: string;
  iban: string;
  bic: string;
  paymentTermsDays: number;
  footer: string;
  logoPath: string | null;
}

/** States in which something may still be owed. */
export const OPEN_STATUSES: readonly InvoiceStatus[] = ['issued', 'sent', 'partially_paid'];
/** States from which a credit note may cancel an invoice. */
const CREDITABLE: readonly InvoiceStatus[] = ['issued', 'sent', 'partially_paid', 'paid'];

/** Issued, not fully paid and past its due date in the therapist's zone. */
export function isOverdue(
  invoice: { status: InvoiceStatus; dueDate: string | null; grossMinor: number; paidMinor: number },
  today: string,
): boolean {
  return (
    OPEN_STATUSES.includes(invoice.status) &&
    invoice.dueDate !== null &&
    invoice.dueDate < today &&
    invoice.grossMinor - invoice.paidMinor > 0
  );
}

const issued = () =>
  new AppError('INVOICE_ISSUED', 409, 'An issued invoice cannot be changed; a credit note corrects it');
const invalid = (problems: FieldError[]) =>
  new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', problems);

// ---------------------------------------------------------------- reading

const summaryQuery = (db: Database, therapistId: string) =>
  db
    .selectFrom('invoice')
    .innerJoin('client', 'client.id', 'invoice.clientId')
    .select([
      'invoice.id',
      'invoice.kind',
      'invoice.number',
      'invoice.status',
      'invoice.issueDate',
      'invoice.dueDate',
      'invoice.currency',
      'invoice.grossMinor',
      'invoice.paidMinor',
      'invoice.createdAt',
      'client.id as clientId',
      'client.name as clientName',
    ])
    .where('invoice.therapistId', '=', therapistId);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

const summaryOf = (row: SummaryRow, today: string): InvoiceSummary => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  status: row.status,
  overdue: isOverdue(row, today),
  client: { id: row.clientId, name: row.clientName },
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  currency: row.currency,
  grossMinor: row.grossMinor,
  paidMinor: row.paidMinor,
  balanceMinor: row.grossMinor - row.paidMinor,
  createdAt: row.createdAt.toISOString(),
});

/** Newest first: by issue day (drafts by the day they were made), then by number. */
const newestFirst = sql`coalesce(invoice.issue_date, (invoice.created_at AT TIME ZONE 'UTC')::date) DESC, invoice.number DESC NULLS FIRST, invoice.created_at DESC`;

/** The practice's invoices and credit notes, filtered and paged. */
export async function listInvoices(db: Database, practice: Practice, query: InvoiceListQuery): Promise<InvoiceList> {
  const today = todayIn(practice.timeZone);
  const page = query.page ?? 1;
  let filtered = summaryQuery(db, practice.therapistId);
  const { status } = query;
  if (status === 'overdue') {
    filtered = filtered
      .where('invoice.status', 'in', OPEN_STATUSES)
      .where('invoice.dueDate', '<', today)
      .where(sql<boolean>`invoice.gross_minor - invoice.paid_minor > 0`);
  } else if (status === 'open') {
    filtered = filtered.where('invoice.status', 'in', OPEN_STATUSES);
  } else if (status) {
    filtered = filtered.where('invoice.status', '=', status);
  }
  if (query.clientId) filtered = filtered.where('invoice.clientId', '=', query.clientId);
  if (query.kind) filtered = filtered.where('invoice.kind', '=', query.kind);
  const day = sql<string>`coalesce(invoice.issue_date, (invoice.created_at AT TIME ZONE 'UTC')::date)`;
  if (query.from) filtered = filtered.where(day, '>=', query.from);
  if (query.to) filtered = filtered.where(day, '<=', query.to);
  const [rows, count] = await Promise.all([
    filtered
      .orderBy(newestFirst)
      .limit(INVOICE_PAGE_SIZE)
      .offset((page - 1) * INVOICE_PAGE_SIZE)
      .execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  // A list narrowed to one client is that client's record opened.
  if (query.clientId && rows.length > 0) await recordAccess(db, practice.userId, query.clientId, 'invoices.read');
  return { items: rows.map((r) => summaryOf(r, today)), total: Number(count.n), page, pageSize: INVOICE_PAGE_SIZE };
}

/** An invoice's lines in their printed order. */
export const linesOf = (db: Database, invoiceId: string) =>
  db
    .selectFrom('invoiceLine')
    .select([
      'id',
      'appointmentId',
      'description',
      'serviceDate',
      'quantity',
      'unitMinor',
      'taxTreatment',
      'taxRateBp',
      'netMinor',
      'taxMinor',
      'grossMinor',
    ])
    .where('invoiceId', '=', invoiceId)
    .orderBy('position')
    .execute();

const partyOf = (party: InvoiceParty | null) =>
  party && { name: party.name, addressLines: party.addressLines, email: party.email };

/** An invoice with its lines, payments and correction, as the therapist sees it. Not logged. */
export async function invoiceView(
  db: Database,
  practice: Practice,
  invoiceId: string,
  links: PayLinks,
): Promise<Invoice> {
  const summary = await summaryQuery(db, practice.therapistId).where('invoice.id', '=', invoiceId).executeTakeFirst();
  if (!summary) throw noSuchInvoice();
  const [row, lines, payments] = await Promise.all([
    db.selectFrom('invoice').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow(),
    linesOf(db, invoiceId),
    db
      .selectFrom('invoicePayment')
      .select(['id', 'amountMinor', 'method', 'receivedOn', 'reference', 'payoutId'])
      .where('invoiceId', '=', invoiceId)
      .orderBy('receivedOn')
      .orderBy('createdAt')
      .execute(),
  ]);
  // A credit note names the invoice it cancels; an invoice, the credit note that cancelled it.
  const correction = await db
    .selectFrom('invoice')
    .select(['id', 'number', 'kind'])
    .where('therapistId', '=', practice.therapistId)
    .where((eb) => (row.correctsId ? eb('id', '=', row.correctsId) : eb('correctsId', '=', invoiceId)))
    .executeTakeFirst();
  return {
    ...summaryOf(summary, todayIn(practice.timeZone)),
    locale: row.locale as Invoice['locale'],
    serviceFrom: row.serviceFrom,
    serviceTo: row.serviceTo,
    seller: partyOf(row.seller),
    buyer: partyOf(row.buyer),
    lines,
    netMinor: row.netMinor,
    taxMinor: row.taxMinor,
    paymentReference: row.paymentReference,
    note: row.note,
    payments,
    correction: correction ?? null,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    lastRemindedAt: row.lastRemindedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    payUrl: row.status === 'draft' ? null : payUrl(links.publicUrl, row.locale, payToken(links.secret, row.id)),
  };
}

/** One invoice; the reading is written to its client's record. */
export async function readInvoice(
  db: Database,
  practice: Practice,
  invoiceId: string,
  links: PayLinks,
): Promise<Invoice> {
  const invoice = await invoiceView(db, practice, invoiceId, links);
  await recordAccess(db, practice.userId, invoice.client.id, 'invoice.read');
  return invoice;
}

/** The client record's invoices tab: every document of the client, newest first, and the balance. */
export async function clientInvoices(db: Database, practice: Practice, clientId: string): Promise<ClientInvoices> {
  await openRecord(db, practice, clientId, 'invoices.read');
  const today = todayIn(practice.timeZone);
  const [rows, balance] = await Promise.all([
    summaryQuery(db, practice.therapistId).where('invoice.clientId', '=', clientId).orderBy(newestFirst).execute(),
    clientBalance(db, clientId),
  ]);
  return { items: rows.map((r) => summaryOf(r, today)), balance: { ...balance, currency: practice.currency } };
}

// ---------------------------------------------------------------- drafts

interface DraftLine {
  appointmentId: string | null;
  description: string;
  serviceDate: string;
  quantity: number;
  unitMinor: number;
  taxTreatment: TaxTreatment;
  taxRateBp: number;
}

/**
 * The sessions a draft may bill: completed, of this client, on no other invoice that stands. Each
 * line names its service in the invoice's language where the therapist translated it (decision 041);
 * the line keeps that text once written.
 */
async function billableSessions(
  trx: Database,
  practice: Practice,
  clientId: string,
  ids: readonly { id: string; field: string }[],
  exceptInvoice: string | null,
  locale: string,
) {
  if (ids.length === 0) return new Map<string, Omit<DraftLine, 'appointmentId'>>();
  const rows = await trx
    .selectFrom('appointment')
    .innerJoin('service', 'service.id', 'appointment.serviceId')
    .select([
      'appointment.id',
      'appointment.clientId',
      'appointment.status',
      'appointment.startsAt',
      'appointment.priceMinor',
      'service.name',
      'service.translations',
      'service.taxTreatment',
      'service.taxRateBp',
    ])
    .where(
      'appointment.id',
      'in',
      ids.map((i) => i.id),
    )
    .where('appointment.therapistId', '=', practice.therapistId)
    // Two drafts made at once for one session: the second waits and then finds it taken.
    .forUpdate('appointment')
    .execute();
  const found = new Map(rows.map((r) => [r.id, r]));
  const problems: FieldError[] = [];
  for (const { id, field } of ids) {
    const row = found.get(id);
    if (!row) problems.push({ field, message: 'is not a session of your practice' });
    else if (row.clientId !== clientId) problems.push({ field, message: "is another client's session" });
  }
  if (problems.length === 0) {
    // Employer program sessions are paid by Calma: the client is never invoiced for one (decision 023).
    const program = await trx
      .selectFrom('programSession')
      .select('appointmentId')
      .where(
        'appointmentId',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const paidByProgram = new Set(program.map((p) => p.appointmentId));
    for (const { id, field } of ids) {
      if (paidByProgram.has(id)) problems.push({ field, message: 'is an employer program session, paid by Calma' });
    }
  }
  if (problems.length > 0) throw invalid(problems);
  const notCompleted = rows.filter((r) => r.status !== 'completed').map((r) => r.id);
  if (notCompleted.length > 0) {
    throw new AppError('APPOINTMENT_NOT_COMPLETED', 409, 'Only completed sessions can be invoiced', {
      appointmentIds: notCompleted,
    });
  }
  let taken = trx
    .selectFrom('invoiceLine')
    .innerJoin('invoice', 'invoice.id', 'invoiceLine.invoiceId')
    .select('invoiceLine.appointmentId')
    .where(
      'invoiceLine.appointmentId',
      'in',
      rows.map((r) => r.id),
    )
    .where('invoice.kind', '=', 'invoice')
    .where('invoice.status', '!=', 'credited');
  if (exceptInvoice) taken = taken.where('invoice.id', '!=', exceptInvoice);
  const already = [...new Set((await taken.execute()).map((r) => r.appointmentId as string))];
  if (already.length > 0) {
    throw new AppError('ALREADY_INVOICED', 409, 'A session is already on another invoice', { appointmentIds: already });
  }
  const profile = await loadProfile(trx, practice.therapistId);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        description: serviceText(r, locale).name,
        serviceDate: todayIn(practice.timeZone, r.startsAt),
        quantity: 1,
        unitMinor: r.priceMinor,
        ...serviceTaxOf(profile, r),
      },
    ]),
  );
}

/** The draft's lines: the sessions asked for (pre-filled), then the lines given, each with its amounts. */
async function draftLines(
  trx: Database,
  practice: Practice,
  clientId: string,
  appointmentIds: readonly string[],
  given: readonly InvoiceLineInput[],
  exceptInvoice: string | null,
  locale: string,
) {
  const wanted = [
    ...appointmentIds.map((id, i) => ({ id, field: `body.appointmentIds.${i}` })),
    ...given.flatMap((line, i) =>
      line.appointmentId ? [{ id: line.appointmentId, field: `body.lines.${i}.appointmentId` }] : [],
    ),
  ];
  const ids = wanted.map((w) => w.id);
  const twice = wanted.filter((w, i) => ids.indexOf(w.id) !== i);
  if (twice.length > 0) throw invalid(twice.map((w) => ({ field: w.field, message: 'is already on this invoice' })));
  const sessions = await billableSessions(trx, practice, clientId, wanted, exceptInvoice, locale);
  const lines: DraftLine[] = [
    ...appointmentIds.map((id) => ({ appointmentId: id, ...(sessions.get(id) as Omit<DraftLine, 'appointmentId'>) })),
    ...given.map((line) => ({
      appointmentId: line.appointmentId ?? null,
      description: line.description.trim(),
      serviceDate: line.serviceDate,
      quantity: line.quantity,
      unitMinor: line.unitMinor,
      taxTreatment: line.taxTreatment,
      taxRateBp: line.taxTreatment === 'exempt' ? 0 : line.taxRateBp,
    })),
  ];
  const priced = lines.map((line) => ({ ...line, ...lineAmounts(line) }));
  const total = totals(priced);
  assertWithinLimits(total);
  return { lines: priced, total };
}

async function writeLines(
  trx: Database,
  invoiceId: string,
  lines: readonly (DraftLine & { netMinor: number; taxMinor: number; grossMinor: number })[],
) {
  await trx.deleteFrom('invoiceLine').where('invoiceId', '=', invoiceId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('invoiceLine')
    .values(lines.map((line, position) => ({ invoiceId, position, ...line })))
    .execute();
}

/** The invoice's language: chosen for it, else the practice's, else the client's invoice language, else theirs. */
const localeFor = (
  chosen: string | undefined,
  profile: Pick<ProfileRow, 'invoiceLocale'>,
  client: { invoiceLocale: string | null; locale: string },
) => chosen ?? profile.invoiceLocale ?? client.invoiceLocale ?? client.locale;

/** A new draft for a client, from completed sessions (priced as booked), lines typed in, or both. */
export async function createDraft(db: Database, practice: Practice, input: NewInvoice): Promise<string> {
  await openRecord(db, practice, input.clientId);
  return db.transaction().execute(async (trx) => {
    const client = await trx
      .selectFrom('client')
      .select(['invoiceLocale', 'locale'])
      .where('id', '=', input.clientId)
      .executeTakeFirstOrThrow();
    const profile = await loadProfile(trx, practice.therapistId);
    const locale = localeFor(input.locale, profile, client);
    const { lines, total } = await draftLines(
      trx,
      practice,
      input.clientId,
      input.appointmentIds ?? [],
      input.lines ?? [],
      null,
      locale,
    );
    const invoice = await trx
      .insertInto('invoice')
      .values({
        therapistId: practice.therapistId,
        clientId: input.clientId,
        locale,
        currency: practice.currency,
        note: input.note?.trim() ?? '',
        ...total,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLines(trx, invoice.id, lines);
    await recordAccess(trx, practice.userId, input.clientId, 'invoice.create');
    return invoice.id;
  });
}

/** The draft locked for a change; an issued invoice is refused. */
async function lockDraft(trx: Database, practice: Practice, invoiceId: string) {
  const invoice = await lockInvoice(trx, practice.therapistId, invoiceId);
  if (!invoice) throw noSuchInvoice();
  if (invoice.status !== 'draft') throw issued();
  return invoice;
}

/** Replaces a draft's lines, note and language. */
export async function updateDraft(
  db: Database,
  practice: Practice,
  invoiceId: string,
  input: InvoiceDraft,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invoice = await lockDraft(trx, practice, invoiceId);
    const { lines, total } = await draftLines(
      trx,
      practice,
      invoice.clientId,
      [],
      input.lines,
      invoiceId,
      input.locale,
    );
    await writeLines(trx, invoiceId, lines);
    await trx
      .updateTable('invoice')
      .set({ ...total, note: input.note.trim(), locale: input.locale, updatedAt: new Date() })
      .where('id', '=', invoiceId)
      .execute();
    await recordAccess(trx, practice.userId, invoice.clientId, 'invoice.update');
  });
}

/** Deletes a draft; issued invoices are kept for good. */
export async function deleteDraft(db: Database, practice: Practice, invoiceId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invoice = await lockDraft(trx, practice, invoiceId);
    await trx.deleteFrom('invoice').where('id', '=', invoiceId).execute();
    await recordAccess(trx, practice.userId, invoice.clientId, 'invoice.delete');
  });
}

// ---------------------------------------------------------------- issuing

/** The next number of a series, taken under the counter's lock: no two invoices get one, none is skipped. */
async function takeNumber(trx: Database, therapistId: string, series: InvoiceSeries): Promise<number> {
  await trx
    .insertInto('invoiceCounter')
    .values({ therapistId, series })
    .onConflict((oc) => oc.columns(['therapistId', 'series']).doNothing())
    .execute();
  const counter = await trx
    .selectFrom('invoiceCounter')
    .select('nextNumber')
    .where('therapistId', '=', therapistId)
    .where('series', '=', series)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('invoiceCounter')
    .set({ nextNumber: counter.nextNumber + 1 })
    .where('therapistId', '=', therapistId)
    .where('series', '=', series)
    .execute();
  return counter.nextNumber;
}

/** A number already used (a changed format that repeats an older number) is a conflict, not a failure. */
const numberTaken = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'invoice_therapist_id_number_key';

async function withNumberCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (numberTaken(error)) {
      throw new AppError(
        'INVOICE_NUMBER_TAKEN',
        409,
        'The next number in this format was used before; raise the next number in the receipts settings',
      );
    }
    throw error;
  }
}

/** The payment reference printed for transfers; a number too long for one simply goes without. */
function referenceOf(number: string): string | null {
  try {
    return creditorReference(number);
  } catch {
    return null;
  }
}

export function sellerSnapshot(profile: ProfileRow, email: string): SellerSnapshot {
  return {
    name: profile.legalName,
    addressLines: addressLines(profile),
    email,
    countryCode: profile.countryCode,
    taxNumber: profile.taxNumber,
    vatId: profile.vatId,
    registration: profile.registration,
    accountHolder: profile.accountHolder,
    iban: profile.iban,
    bic: profile.bic,
    paymentTermsDays: profile.paymentTermsDays,
    footer: profile.footer,
    logoPath: profile.logoPath,
  };
}

/**
 * Issues a draft: the next number of the invoice series (gapless, under the counter's lock), today's
 * date in the therapist's zone, the due date after the payment terms, the service period, and the
 * seller and buyer as they are now. From here on only its payment state changes.
 */
export async function issueInvoice(db: Database, practice: Practice, invoiceId: string): Promise<void> {
  await withNumberCheck(() =>
    db.transaction().execute(async (trx) => {
      const invoice = await lockDraft(trx, practice, invoiceId);
      const lines = await trx
        .selectFrom('invoiceLine')
        .select(['serviceDate', 'taxTreatment', 'netMinor', 'taxMinor', 'grossMinor'])
        .where('invoiceId', '=', invoiceId)
        .execute();
      if (lines.length === 0) throw new AppError('INVOICE_EMPTY', 409, 'An invoice needs at least one line');
      const profile = await loadProfile(trx, practice.therapistId);
      const missing = missingFields(
        profile,
        lines.some((l) => l.taxTreatment === 'taxable'),
      );
      if (missing.length > 0) {
        throw new AppError('BILLING_PROFILE_INCOMPLETE', 409, 'The receipts settings lack what an invoice must show', {
          missing,
        });
      }
      const [client, therapist] = await Promise.all([
        trx
          .selectFrom('client')
          .select(['name', 'email', 'billingAddress'])
          .where('id', '=', invoice.clientId)
          .executeTakeFirstOrThrow(),
        trx
          .selectFrom('therapist')
          .leftJoin('userAccount', 'userAccount.id', 'therapist.userId')
          .select(['therapist.email', 'userAccount.email as accountEmail'])
          .where('therapist.id', '=', practice.therapistId)
          .executeTakeFirstOrThrow(),
      ]);
      const issueDate = todayIn(practice.timeZone);
      const number = formatNumber(
        profile.invoiceFormat,
        await takeNumber(trx, practice.therapistId, 'invoice'),
        issueDate,
      );
      const days = lines.map((l) => l.serviceDate).sort();
      const now = new Date();
      await trx
        .updateTable('invoice')
        .set({
          number,
          status: 'issued',
          issueDate,
          dueDate: Temporal.PlainDate.from(issueDate).add({ days: profile.paymentTermsDays }).toString(),
          serviceFrom: days[0] ?? issueDate,
          serviceTo: days.at(-1) ?? issueDate,
          seller: JSON.stringify(sellerSnapshot(profile, therapist.email ?? therapist.accountEmail ?? '')),
          buyer: JSON.stringify({
            name: client.name,
            addressLines: client.billingAddress
              .split('\n')
              .map((line) => line.trim())
              .filter((line) => line !== ''),
            email: client.email,
          } satisfies InvoiceParty),
          paymentReference: referenceOf(number),
          ...totals(lines),
          issuedAt: now,
          updatedAt: now,
        })
        .where('id', '=', invoiceId)
        .execute();
      await recordAccess(trx, practice.userId, invoice.clientId, 'invoice.issue');
    }),
  );
}

/**
 * Cancels an issued invoice in full with a credit note, issued at once in the credit-note series:
 * the invoice's lines with every amount negative, the reason as its note. The invoice becomes
 * `credited`; what was paid on it is then owed back to the client (the two documents' balances net to
 * minus the amount paid). Answers the credit note's id.
 */
export async function creditInvoice(
  db: Database,
  practice: Practice,
  invoiceId: string,
  reason: string,
): Promise<string> {
  return withNumberCheck(() =>
    db.transaction().execute(async (trx) => {
      const invoice = await lockInvoice(trx, practice.therapistId, invoiceId);
      if (!invoice) throw noSuchInvoice();
      const original = await trx
        .selectFrom('invoice')
        .selectAll()
        .where('id', '=', invoiceId)
        .executeTakeFirstOrThrow();
      if (original.kind !== 'invoice' || !CREDITABLE.includes(original.status)) {
        throw new AppError(
          original.status === 'credited' ? 'ALREADY_CREDITED' : 'NOT_CREDITABLE',
          409,
          'Only an issued invoice without a credit note can be credited',
        );
      }
      const profile = await loadProfile(trx, practice.therapistId);
      const issueDate = todayIn(practice.timeZone);
      const number = formatNumber(
        profile.creditNoteFormat,
        await takeNumber(trx, practice.therapistId, 'credit_note'),
        issueDate,
      );
      const lines = await linesOf(trx, invoiceId);
      const now = new Date();
      const creditNote = await trx
        .insertInto('invoice')
        .values({
          therapistId: practice.therapistId,
          clientId: original.clientId,
          kind: 'credit_note',
          correctsId: original.id,
          number,
          status: 'issued',
          locale: original.locale,
          currency: original.currency,
          issueDate,
          dueDate: null,
          serviceFrom: original.serviceFrom,
          serviceTo: original.serviceTo,
          // The credit note mirrors the document it cancels: the same parties as printed there.
          seller: JSON.stringify(original.seller),
          buyer: JSON.stringify(original.buyer),
          netMinor: -original.netMinor,
          taxMinor: -original.taxMinor,
          grossMinor: -original.grossMinor,
          note: reason.trim(),
          issuedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The credit note's own lines: the same content with new ids and every amount negative.
      await writeLines(
        trx,
        creditNote.id,
        lines.map(({ id: _, ...line }) => negated(line)),
      );
      await trx
        .updateTable('invoice')
        .set({ status: 'credited', updatedAt: now })
        .where('id', '=', invoiceId)
        .execute();
      await recordAccess(trx, practice.userId, original.clientId, 'credit_note.create');
      return creditNote.id;
    }),
  );
}

// ---------------------------------------------------------------- sessions not yet billed

/**
 * Completed sessions that no standing invoice covers, oldest first, priced as booked. Employer
 * program sessions are paid by Calma, so they are never offered for a client's invoice (decision 023).
 */
export async function uninvoicedSessions(db: Database, practice: Practice, clientId?: string): Promise<Uninvoiced> {
  const profile = await loadProfile(db, practice.therapistId);
  let query = db
    .selectFrom('appointment')
    .innerJoin('service', 'service.id', 'appointment.serviceId')
    .innerJoin('client', 'client.id', 'appointment.clientId')
    .select([
      'appointment.id',
      'appointment.startsAt',
      'appointment.priceMinor',
      'appointment.currency',
      'service.name as serviceName',
      'service.taxTreatment',
      'service.taxRateBp',
      'client.id as clientId',
      'client.name as clientName',
    ])
    .where('appointment.therapistId', '=', practice.therapistId)
    .where('appointment.status', '=', 'completed')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoiceLine')
            .innerJoin('invoice', 'invoice.id', 'invoiceLine.invoiceId')
            .select('invoiceLine.id')
            .whereRef('invoiceLine.appointmentId', '=', 'appointment.id')
            .where('invoice.kind', '=', 'invoice')
            .where('invoice.status', '!=', 'credited'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('programSession').select('appointmentId').whereRef('appointmentId', '=', 'appointment.id')),
      ),
    );
  if (clientId) query = query.where('appointment.clientId', '=', clientId);
  const rows = await query.orderBy('appointment.startsAt').limit(500).execute();
  return {
    items: rows.map((r) => ({
      appointmentId: r.id,
      client: { id: r.clientId, name: r.clientName },
      startsAt: r.startsAt.toISOString(),
      serviceName: r.serviceName,
      priceMinor: r.priceMinor,
      currency: r.currency,
      ...serviceTaxOf(profile, r),
    })),
  };
}
