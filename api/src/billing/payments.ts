import type { Database } from '../db/database.ts';
import type { InvoiceStatus, PaymentMethod } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';

/** Another practice's invoice, or none at all: the caller learns nothing either way. */
export const noSuchInvoice = () => notFound('No such invoice');

export interface PaymentRecord {
  therapistId: string;
  invoiceId: string;
  /** Positive: received; negative: refunded. */
  amountMinor: number;
  method: PaymentMethod;
  /** YYYY-MM-DD. */
  receivedOn: string;
  reference?: string;
  /** Stripe payment intent or refund id: the same id is recorded once, however often it is reported. */
  providerPaymentId?: string;
  providerBalanceTransactionId?: string;
}

interface Locked {
  id: string;
  clientId: string;
  kind: 'invoice' | 'credit_note';
  status: InvoiceStatus;
  grossMinor: number;
  paidMinor: number;
  sentAt: Date | null;
  paidAt: Date | null;
}

/**
 * The state an invoice is in once `paidMinor` of it is paid: paid in full, in part, or (after a
 * refund) back to where it was before any payment. Credit notes and credited invoices keep theirs:
 * a refund on them moves money, not the document's standing.
 */
export function statusAfterPayment(
  invoice: Pick<Locked, 'kind' | 'status' | 'grossMinor' | 'sentAt'>,
  paidMinor: number,
): InvoiceStatus {
  if (invoice.kind === 'credit_note' || invoice.status === 'credited' || invoice.status === 'draft') {
    return invoice.status;
  }
  if (paidMinor >= invoice.grossMinor) return 'paid';
  if (paidMinor > 0) return 'partially_paid';
  return invoice.sentAt ? 'sent' : 'issued';
}

/** The invoice row, locked until the transaction ends, so payments to it are counted one at a time. */
export async function lockInvoice(trx: Database, therapistId: string, invoiceId: string): Promise<Locked | undefined> {
  return trx
    .selectFrom('invoice')
    .select(['id', 'clientId', 'kind', 'status', 'grossMinor', 'paidMinor', 'sentAt', 'paidAt'])
    .where('id', '=', invoiceId)
    .where('therapistId', '=', therapistId)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts the payment and moves the invoice's sum and state; false when the provider id was seen before. */
async function applyPayment(trx: Database, invoice: Locked, input: PaymentRecord): Promise<boolean> {
  const inserted = await trx
    .insertInto('invoicePayment')
    .values({
      invoiceId: invoice.id,
      therapistId: input.therapistId,
      amountMinor: input.amountMinor,
      method: input.method,
      receivedOn: input.receivedOn,
      reference: input.reference?.trim() ?? '',
      providerPaymentId: input.providerPaymentId ?? null,
      providerBalanceTransactionId: input.providerBalanceTransactionId ?? null,
    })
    .onConflict((oc) => oc.column('providerPaymentId').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  const paidMinor = invoice.paidMinor + input.amountMinor;
  const status = statusAfterPayment(invoice, paidMinor);
  const now = new Date();
  await trx
    .updateTable('invoice')
    .set({
      paidMinor,
      status,
      paidAt: status === 'paid' ? (invoice.paidAt ?? now) : status === invoice.status ? invoice.paidAt : null,
      updatedAt: now,
    })
    .where('id', '=', invoice.id)
    .execute();
  return true;
}

/**
 * Records money received for (or refunded from) an issued invoice, in one transaction with the
 * invoice locked. Idempotent on `providerPaymentId`: a webhook delivered twice records once and the
 * second call answers `recorded: false`. Given a transaction (a webhook's, which records its event
 * in the same one), it runs inside it.
 */
export async function recordPayment(db: Database, input: PaymentRecord): Promise<{ recorded: boolean }> {
  const record = async (trx: Database) => {
    const invoice = await lockInvoice(trx, input.therapistId, input.invoiceId);
    if (!invoice) throw noSuchInvoice();
    if (input.providerPaymentId) {
      const seen = await trx
        .selectFrom('invoicePayment')
        .select('id')
        .where('providerPaymentId', '=', input.providerPaymentId)
        .executeTakeFirst();
      if (seen) return { recorded: false };
    }
    if (invoice.status === 'draft') throw notIssued();
    return { recorded: await applyPayment(trx, invoice, input) };
  };
  return db.isTransaction ? record(db) : db.transaction().execute(record);
}

const notIssued = () => new AppError('INVOICE_NOT_ISSUED', 409, 'A draft is issued before it can be paid');

/**
 * A payment the therapist enters by hand: only on an open invoice (not a draft, a credit note or a
 * credited invoice), never more than is still owed. Answers the invoice's client, for the access log.
 */
export async function recordManualPayment(
  db: Database,
  therapistId: string,
  invoiceId: string,
  input: { amountMinor: number; method: PaymentMethod; receivedOn: string; reference?: string },
  today: string,
): Promise<{ clientId: string }> {
  return db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, therapistId, invoiceId);
    if (!invoice) throw noSuchInvoice();
    if (invoice.status === 'draft') throw notIssued();
    if (invoice.kind === 'credit_note') {
      throw new AppError('CREDIT_NOTE_NOT_PAYABLE', 409, 'A credit note is not paid; record refunds on the invoice');
    }
    if (invoice.status === 'credited') {
      throw new AppError('INVOICE_CREDITED', 409, 'This invoice was cancelled by a credit note');
    }
    if (input.receivedOn > today) {
      throw new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', [
        { field: 'body.receivedOn', message: 'must not be in the future' },
      ]);
    }
    const balanceMinor = invoice.grossMinor - invoice.paidMinor;
    if (input.amountMinor > balanceMinor) {
      throw new AppError('PAYMENT_EXCEEDS_BALANCE', 400, 'The amount is more than is still owed on this invoice', {
        balanceMinor,
      });
    }
    await applyPayment(trx, invoice, { ...input, therapistId, invoiceId });
    return { clientId: invoice.clientId };
  });
}
