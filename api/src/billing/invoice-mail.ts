import { sql } from 'kysely';
import { assertMayEmailClients } from '../clients/outreach.ts';
import { todayIn } from '../clients/profile.ts';
import { type Practice, recordAccess } from '../clients/records.ts';
import { THERAPIST_DAILY_EMAILS } from '../contract/booking.ts';
import { dateFormat, type Locale, numberFormat } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { MailRequest } from '../mail/render.ts';
import type { FileStore } from '../storage/index.ts';
import { invoicePdf } from './document.ts';
import { isOverdue, OPEN_STATUSES, type PayLinks } from './invoices.ts';
import { payToken, payUrl } from './pay-links.ts';
import { noSuchInvoice } from './payments.ts';

/** What sending an invoice needs: the database, the store the logo is in, the mailer and the pay links. */
export interface InvoiceMailer {
  db: Database;
  storage: FileStore;
  sendMail(request: MailRequest): Promise<void>;
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

/** Emails the document with its PDF attached and the pay link as the button; counts against the daily limit. */
async function deliver(mailer: InvoiceMailer, therapistId: string, invoice: Loaded, message: 'sent' | 'reminder') {
  const { db } = mailer;
  const locale = invoice.locale as Locale;
  const pdf = await invoicePdf(db, mailer.storage, invoice.id);
  const corrects = invoice.correctsId
    ? await db.selectFrom('invoice').select('number').where('id', '=', invoice.correctsId).executeTakeFirst()
    : undefined;
  const creditNote = invoice.kind === 'credit_note';
  const owed = message === 'reminder' ? invoice.grossMinor - invoice.paidMinor : Math.abs(invoice.grossMinor);
  await mailer.sendMail({
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
  await db
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
  await deliver(mailer, practice.therapistId, invoice, 'sent');
  const now = new Date();
  await mailer.db
    .updateTable('invoice')
    .set({ sentAt: now, updatedAt: now, status: sql`CASE WHEN status = 'issued' THEN 'sent' ELSE status END` })
    .where('id', '=', invoiceId)
    .execute();
  await recordAccess(mailer.db, practice.userId, invoice.clientId, 'invoice.send');
}

/** Reminds the client of an overdue invoice (409 NOT_OVERDUE otherwise). */
export async function remindInvoice(mailer: InvoiceMailer, practice: Practice, invoiceId: string): Promise<void> {
  const invoice = await loadInvoice(mailer.db, practice.therapistId, invoiceId);
  if (!isOverdue(invoice, todayIn(practice.timeZone))) {
    throw new AppError('NOT_OVERDUE', 409, 'Only an invoice past its due date with money still owed can be reminded');
  }
  await assertMayEmailClients(mailer.db, practice.therapistId);
  await deliver(mailer, practice.therapistId, invoice, 'reminder');
  await mailer.db.updateTable('invoice').set({ lastRemindedAt: new Date() }).where('id', '=', invoiceId).execute();
  await recordAccess(mailer.db, practice.userId, invoice.clientId, 'invoice.remind');
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
      // Claimed first, so two workers never remind twice; a failed send gives the claim back.
      const claimed = await mailer.db
        .updateTable('invoice')
        .set({ lastRemindedAt: new Date() })
        .where('id', '=', id)
        .where('lastRemindedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) continue;
      try {
        await deliver(mailer, therapistId, await loadInvoice(mailer.db, therapistId, id), 'reminder');
        sent += 1;
      } catch (error) {
        await mailer.db.updateTable('invoice').set({ lastRemindedAt: null }).where('id', '=', id).execute();
        throw error;
      }
    } catch (error) {
      log(error);
    }
  }
  return sent;
}
