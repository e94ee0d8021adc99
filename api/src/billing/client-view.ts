import { friendlyFormatIBAN } from 'ibantools';
import type { Database } from '../db/database.ts';
import type { PayableInvoice } from '../schemas/billing.ts';
import { effectivePlansOf } from '../subscription/entitlements.ts';
import { isOverdue, OPEN_STATUSES, type PayLinks, type SellerSnapshot } from './invoices.ts';
import { todayIn } from './overview.ts';
import { payToken, payUrl } from './pay-links.ts';
import { formatReference } from './payment-reference.ts';

// What a client sees of an invoice: through the pay link in the invoice email, their account's list
// or the appointment it covers. Drafts do not exist for a client. Reading an invoice here is the
// client reading their own bill, not a therapist opening a record, so nothing goes to the access log.

function payableQuery(db: Database) {
  return (
    db
      .selectFrom('invoice as i')
      .innerJoin('therapist as t', 't.id', 'i.therapistId')
      .leftJoin('billingProfile as b', 'b.therapistId', 'i.therapistId')
      .select([
        'i.id',
        'i.therapistId',
        'i.number',
        'i.kind',
        'i.status',
        'i.locale',
        'i.currency',
        'i.issueDate',
        'i.dueDate',
        'i.grossMinor',
        'i.paidMinor',
        'i.paymentReference',
        'i.seller',
        't.slug as therapistSlug',
        't.firstName as therapistFirstName',
        't.lastName as therapistLastName',
        't.timeZone as therapistTimeZone',
        'b.accountHolder',
        'b.iban',
        'b.bic',
        'b.cardPayments',
        'b.stripeAccountStatus',
      ])
      .where('i.status', '!=', 'draft')
      // Issuing sets both; a row without them is not a document a client can be shown.
      .where('i.number', 'is not', null)
      .where('i.issueDate', 'is not', null)
  );
}

type PayableRow = Awaited<ReturnType<ReturnType<typeof payableQuery>['executeTakeFirstOrThrow']>>;

/** Where the client's links lead, and whether this installation takes cards at all (Stripe configured). */
export interface ClientLinks extends PayLinks {
  cardsAvailable: boolean;
}

/** The practices among `rows` whose plan has card payments. */
async function cardPlans(db: Database, rows: PayableRow[]): Promise<Set<string>> {
  const plans = await effectivePlansOf(db, [...new Set(rows.map((r) => r.therapistId))]);
  return new Set([...plans].filter(([, plan]) => plan.features.includes('card_payments')).map(([id]) => id));
}

function toPayable(row: PayableRow, links: ClientLinks, cardPlan: boolean): PayableInvoice {
  const token = payToken(links.secret, row.id);
  const open = row.kind === 'invoice' && OPEN_STATUSES.includes(row.status);
  const balanceMinor = open ? Math.max(row.grossMinor - row.paidMinor, 0) : 0;
  const overdue = row.kind === 'invoice' && isOverdue(row, todayIn(row.therapistTimeZone));
  // The account printed on the invoice (its seller snapshot), as on the PDF the client holds; when
  // it was issued without one, the account the practice has given since. Only while something is owed.
  const seller = row.seller as Partial<SellerSnapshot> | null;
  const iban = (seller?.iban || row.iban || '').trim();
  const bankTransfer =
    balanceMinor > 0 && iban
      ? {
          accountHolder: (seller?.iban ? seller.accountHolder : row.accountHolder)?.trim() || seller?.name || '',
          iban: friendlyFormatIBAN(iban) ?? iban,
          bic: ((seller?.iban ? seller.bic : row.bic) ?? '').trim().toUpperCase(),
          reference: row.paymentReference ? formatReference(row.paymentReference) : (row.number ?? ''),
        }
      : null;
  return {
    number: row.number ?? '',
    kind: row.kind,
    status: row.status,
    overdue,
    therapist: { name: `${row.therapistFirstName} ${row.therapistLastName}`.trim(), slug: row.therapistSlug },
    issueDate: row.issueDate ?? '',
    dueDate: row.dueDate,
    currency: row.currency,
    grossMinor: row.grossMinor,
    balanceMinor,
    pdfUrl: `/api/v1/invoices/pay/${token}/pdf`,
    payUrl: payUrl(links.publicUrl, row.locale, token),
    bankTransfer,
    // A practice that turned cards on keeps the setting if Stripe is later removed from this
    // installation; the pay page must not then offer a checkout that cannot open.
    // Nor while the practice's plan lacks them: the setting is kept for when it has them again.
    cardPayments:
      links.cardsAvailable &&
      cardPlan &&
      balanceMinor > 0 &&
      row.cardPayments === true &&
      row.stripeAccountStatus === 'enabled',
  };
}

/** An issued invoice or credit note as its client sees it; undefined for a draft or no invoice at all. */
export async function payableInvoice(
  db: Database,
  links: ClientLinks,
  invoiceId: string,
): Promise<PayableInvoice | undefined> {
  const row = await payableQuery(db).where('i.id', '=', invoiceId).executeTakeFirst();
  return row ? toPayable(row, links, (await cardPlans(db, [row])).has(row.therapistId)) : undefined;
}

/** An issued invoice (not a draft), for the PDF download: its id, or undefined. */
export async function issuedInvoiceId(db: Database, invoiceId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('invoice')
    .select('id')
    .where('id', '=', invoiceId)
    .where('status', '!=', 'draft')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Every issued invoice and credit note addressed to the account, from every practice whose client
 * record is linked to it, newest first.
 */
export async function invoicesOfAccount(db: Database, links: ClientLinks, userId: string): Promise<PayableInvoice[]> {
  const rows = await payableQuery(db)
    .innerJoin('client as c', 'c.id', 'i.clientId')
    .where('c.userId', '=', userId)
    .orderBy('i.issueDate', 'desc')
    .orderBy('i.issuedAt', 'desc')
    .orderBy('i.number', 'desc')
    .execute();
  const withCards = await cardPlans(db, rows);
  return rows.map((row) => toPayable(row, links, withCards.has(row.therapistId)));
}

/**
 * The invoice that bills an appointment: the one issued invoice with a line for it that no credit
 * note has cancelled (an appointment is on at most one such invoice); undefined when none.
 */
export async function invoiceOfAppointment(
  db: Database,
  links: ClientLinks,
  appointmentId: string,
): Promise<PayableInvoice | undefined> {
  const row = await payableQuery(db)
    .where('i.kind', '=', 'invoice')
    .where('i.status', '!=', 'credited')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('invoiceLine as l')
          .select('l.id')
          .whereRef('l.invoiceId', '=', 'i.id')
          .where('l.appointmentId', '=', appointmentId),
      ),
    )
    .orderBy('i.issuedAt', 'desc')
    .executeTakeFirst();
  return row ? toPayable(row, links, (await cardPlans(db, [row])).has(row.therapistId)) : undefined;
}
