import { sql } from 'kysely';
import { assertMayEmailClients } from '../clients/outreach.ts';
import { todayIn } from '../clients/profile.ts';
import { type Practice, recordAccess } from '../clients/records.ts';
import { THERAPIST_DAILY_EMAILS } from '../contract/booking.ts';
import { dateFormat, type Locale, numberFormat } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { Outbox, WithEmails } from '../mail/outbox.ts';
import type { FileStore } from '../storage/index.ts';
import { invoicePdf } from './document.ts';
import { isOverdue, OPEN_STATUSES, type PayLinks } from './invoices.ts';
import { payToken, payUrl } from './pay-links.ts';
import { noSuchInvoice } from './payments.ts';

/** What sending an invoice needs: the database, the store the logo is in, the emails' outbox and the pay links. */
export interface InvoiceMailer {
  db: Database;
  storage: FileStore;
  withEmails: WithEmails;
  links: PayLinks;
}

export const INVOICE_REMINDER_QUEUE = 'invoice-reminders';

const money = (minor: number, currency: string, locale: Locale) =>
  numberFormat(locale, { style: 'currency', currency }).format(minor / 100);
const day = (date: string, locale: Locale) =>
  dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

async function loadInvoice(db: Database, therapistId: string, invoiceId: string) {
  const invoice = await db
    .selectFrom('invoice')
    .innerJoin('client', 'client.id', 'invoice.clientId')
    .select([
      'invoice.id',
      'invoice.kind',
      'invoice.status',
      'invoice.number',
      'invoice.locale',
      'invoice.currency',
      'invoice.dueDate',
      'invoice.grossMinor',
      'invoice.paidMinor',
      'invoice.seller',
      'invoice.buyer',
      'invoice.correctsId',
      'invoice.clientId',
      'client.email as clientEmail',
      'client.name as clientName',
    ])
    .where('invoice.id', '=', invoiceId)
    .where('invoice.therapistId', '=', therapistId)
    .executeTakeFirst();
  if (!invoice) throw noSuchInvoice();
  return invoice;
}
type Loaded = Awaited<ReturnType<typeof loadInvoice>>;

/**
 * Queues the email of the document, with its PDF attached and the pay link as the button, in `trx`
 * (the change that sends it); counts against the daily limit.
 */
async function deliver(
  trx: Database,
  outbox: Outbox,
  mailer: InvoiceMailer,
  therapistId: string,
  invoice: Loaded,
  message: 'sent' | 'reminder',
) {
  const locale = invoice.locale as Locale;
  const pdf = await invoicePdf(trx, mailer.storage, invoice.id);
  const corrects = invoice.correctsId
    ? await trx.selectFrom('invoice').select('number').where('id', '=', invoice.correctsId).executeTakeFirst()
    : undefined;
  const creditNote = invoice.kind === 'credit_note';
  const owed = message === 'reminder' ? invoice.grossMinor - invoice.paidMinor : Math.abs(invoice.grossMinor);
  outbox.send({
    // Issued documents carry the address as it was at issue; the client's current one is the fallback.
    to: invoice.buyer?.email || invoice.clientEmail,
    locale,
    name: invoice.buyer?.name ?? invoice.clientName,
    message: message === 'reminder' ? 'invoice.reminder' : creditNote ? 'invoice.creditNoteSent' : 'invoice.sent',
    params: {
      therapist: invoice.seller?.name ?? '',
      number: invoice.number ?? '',
      amount: money(owed, invoice.currency, locale),
      dueDate: invoice.dueDate ? day(invoice.dueDate, locale) : '',
      corrects: corrects?.number ?? '',
    },
    actionUrl: payUrl(mailer.links.publicUrl, locale, payToken(mailer.links.secret, invoice.id)),
    replyTo: invoice.seller?.email || undefined,
    attachments: [{ filename: pdf.fileName, content: Buffer.from(pdf.bytes), contentType: 'application/pdf' }],
  });
  await trx
    .insertInto('therapistEmail')
    .values({ therapistId, kind: `invoice.${message}` })
    .execute();
}

/**
 * Emails an issued invoice or credit note to the client, in the invoice's language, with the PDF
 * and the pay link; an issued invoice becomes `sent`. Sending again is allowed (a lost email).
 */
export async function sendInvoice(mailer: InvoiceMailer, practice: Practice, invoiceId: string): Promise<void> {
  const invoice = await loadInvoice(mailer.db, practice.therapistId, invoiceId);
  if (invoice.status === 'draft') throw new AppError('INVOICE_NOT_ISSUED', 409, 'Issue the draft before sending it');
  if (invoice.status === 'credited') {
    throw new AppError('INVOICE_CREDITED', 409, 'This invoice was cancelled by a credit note; send that instead');
  }
  await assertMayEmailClients(mailer.db, practice.therapistId);
  await mailer.withEmails(mailer.db, async (trx, outbox) => {
    await deliver(trx, outbox, mailer, practice.therapistId, invoice, 'sent');
    const now = new Date();
    await trx
      .updateTable('invoice')
      .set({ sentAt: now, updatedAt: now, status: sql`CASE WHEN status = 'issued' THEN 'sent' ELSE status END` })
      .where('id', '=', invoiceId)
      .execute();
    await recordAccess(trx, practice.userId, invoice.clientId, 'invoice.send');
  });
}

/** Reminds the client of an overdue invoice (409 NOT_OVERDUE otherwise). */
export async function remindInvoice(mailer: InvoiceMailer, practice: Practice, invoiceId: string): Promise<void> {
  const invoice = await loadInvoice(mailer.db, practice.therapistId, invoiceId);
  if (!isOverdue(invoice, todayIn(practice.timeZone))) {
    throw new AppError('NOT_OVERDUE', 409, 'Only an invoice past its due date with money still owed can be reminded');
  }
  await assertMayEmailClients(mailer.db, practice.therapistId);
  await mailer.withEmails(mailer.db, async (trx, outbox) => {
    await deliver(trx, outbox, mailer, practice.therapistId, invoice, 'reminder');
    await trx.updateTable('invoice').set({ lastRemindedAt: new Date() }).where('id', '=', invoiceId).execute();
    await recordAccess(trx, practice.userId, invoice.clientId, 'invoice.remind');
  });
}

/**
 * The daily automatic reminder: once per invoice, when it is overdue by the practice's
 * `reminder_after_days` and nobody has reminded the client yet. A practice at its daily email limit
 * (or no longer verified) is skipped until the next run. Answers how many were sent.
 */
export async function sendDueReminders(
  mailer: InvoiceMailer,
  log: (error: unknown) => void = () => {},
): Promise<number> {
  const due = await mailer.db
    .selectFrom('invoice')
    .innerJoin('therapist', 'therapist.id', 'invoice.therapistId')
    .leftJoin('billingProfile', 'billingProfile.therapistId', 'invoice.therapistId')
    .select(['invoice.id', 'invoice.therapistId'])
    .where('invoice.status', 'in', OPEN_STATUSES)
    .where('invoice.lastRemindedAt', 'is', null)
    .where(sql<boolean>`invoice.gross_minor - invoice.paid_minor > 0`)
    .where(
      sql<boolean>`invoice.due_date + coalesce(billing_profile.reminder_after_days, 7) <= (now() AT TIME ZONE therapist.time_zone)::date`,
    )
    .where('therapist.verifiedAt', 'is not', null)
    .orderBy('invoice.dueDate')
    .limit(1000)
    .execute();
  let sent = 0;
  const full = new Set<string>();
  for (const { id, therapistId } of due) {
    if (full.has(therapistId)) continue;
    try {
      const emailed = await mailer.db
        .selectFrom('therapistEmail')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('therapistId', '=', therapistId)
        .where('createdAt', '>', new Date(Date.now() - 86_400_000))
        .executeTakeFirstOrThrow();
      if (Number(emailed.n) >= THERAPIST_DAILY_EMAILS) {
        full.add(therapistId);
        continue;
      }
      // Claimed with its email in one transaction, so two workers never remind twice and a claim
      // never lacks its email.
      const claimed = await mailer.withEmails(mailer.db, async (trx, outbox) => {
        const claim = await trx
          .updateTable('invoice')
          .set({ lastRemindedAt: new Date() })
          .where('id', '=', id)
          .where('lastRemindedAt', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (claim) await deliver(trx, outbox, mailer, therapistId, await loadInvoice(trx, therapistId, id), 'reminder');
        return claim !== undefined;
      });
      if (claimed) sent += 1;
    } catch (error) {
      log(error);
    }
  }
  return sent;
}
