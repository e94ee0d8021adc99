import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Currency } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { Payout, PayoutList } from '../schemas/billing.ts';
import type { ProviderPayout } from './providers/index.ts';

const LIST_LIMIT = 100;
const MONTHS_SHOWN = 24;

const noSuchPayout = () => notFound('No such payout');

/**
 * What reached the practice: Stripe's payouts when it has a connected account, and for every
 * practice the money received per month, which is all a bank-transfer practice has (the money is
 * already in its own account).
 */
export async function payoutList(
  db: Database,
  practice: { therapistId: string; currency: Currency },
): Promise<PayoutList> {
  const { therapistId } = practice;
  const profile = await db
    .selectFrom('billingProfile')
    .select('stripeAccountId')
    .where('therapistId', '=', therapistId)
    .executeTakeFirst();
  const items = await db
    .selectFrom('payout')
    .leftJoin('invoicePayment', 'invoicePayment.payoutId', 'payout.id')
    .select(({ fn }) => [
      'payout.id',
      'payout.amountMinor',
      'payout.currency',
      'payout.status',
      'payout.arrivalDate',
      'payout.createdAt',
      fn.count<number>('invoicePayment.id').as('paymentCount'),
    ])
    .where('payout.therapistId', '=', therapistId)
    .groupBy('payout.id')
    .orderBy('payout.createdAt', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  const months = await db
    .selectFrom('invoicePayment')
    .select(({ fn }) => [
      sql<string>`to_char(received_on, 'YYYY-MM')`.as('month'),
      fn.sum<string>('amountMinor').as('amountMinor'),
      fn.countAll<string>().as('count'),
    ])
    .where('therapistId', '=', therapistId)
    .where(
      'receivedOn',
      '>=',
      sql<string>`date_trunc('month', current_date) - ${`${MONTHS_SHOWN - 1} months`}::interval`,
    )
    .groupBy('month')
    .orderBy('month', 'desc')
    .execute();
  return {
    mode: profile?.stripeAccountId ? 'stripe' : 'bank_transfer',
    items: items.map((item) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
      paymentCount: Number(item.paymentCount),
    })),
    receivedByMonth: months.map((row) => ({
      month: row.month,
      amountMinor: Number(row.amountMinor),
      count: Number(row.count),
    })),
    currency: practice.currency,
  };
}

/** One payout with the payments (and refunds) it carried to the bank; another practice's is 404. */
export async function payoutDetail(db: Database, therapistId: string, payoutId: string): Promise<Payout> {
  const payout = await db
    .selectFrom('payout')
    .select(['id', 'amountMinor', 'currency', 'status', 'arrivalDate', 'createdAt'])
    .where('id', '=', payoutId)
    .where('therapistId', '=', therapistId)
    .executeTakeFirst();
  if (!payout) throw noSuchPayout();
  const payments = await db
    .selectFrom('invoicePayment as p')
    .innerJoin('invoice as i', 'i.id', 'p.invoiceId')
    .innerJoin('client as c', 'c.id', 'i.clientId')
    .select([
      'p.id',
      'p.amountMinor',
      'p.method',
      'p.receivedOn',
      'p.reference',
      'p.payoutId',
      'i.id as invoiceId',
      'i.number',
      'c.name as clientName',
    ])
    .where('p.payoutId', '=', payout.id)
    .where('p.therapistId', '=', therapistId)
    .orderBy('p.receivedOn')
    .orderBy('p.createdAt')
    .execute();
  return {
    ...payout,
    createdAt: payout.createdAt.toISOString(),
    paymentCount: payments.length,
    payments: payments.map(({ invoiceId, number, clientName, ...payment }) => ({
      ...payment,
      invoice: { id: invoiceId, number, clientName },
    })),
  };
}

/**
 * Stores a payout as the provider reports it now and links the payments it carries, found by
 * their balance transactions. A payout that failed or was cancelled returned its money to the
 * balance, so its payments wait for the next one.
 */
export async function savePayout(trx: Database, therapistId: string, payout: ProviderPayout & { currency: Currency }) {
  const { id } = await trx
    .insertInto('payout')
    .values({
      therapistId,
      providerPayoutId: payout.id,
      amountMinor: payout.amountMinor,
      currency: payout.currency,
      status: payout.status,
      arrivalDate: payout.arrivalDate,
    })
    .onConflict((oc) =>
      oc.column('providerPayoutId').doUpdateSet((eb) => ({
        amountMinor: eb.ref('excluded.amountMinor'),
        status: eb.ref('excluded.status'),
        arrivalDate: eb.ref('excluded.arrivalDate'),
        updatedAt: new Date(),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const returned = payout.status === 'failed' || payout.status === 'canceled';
  await trx
    .updateTable('invoicePayment')
    .set({ payoutId: null })
    .where('payoutId', '=', id)
    .$if(!returned && payout.balanceTransactionIds.length > 0, (qb) =>
      qb.where('providerBalanceTransactionId', 'not in', payout.balanceTransactionIds),
    )
    .execute();
  if (!returned && payout.balanceTransactionIds.length > 0) {
    await trx
      .updateTable('invoicePayment')
      .set({ payoutId: id })
      .where('therapistId', '=', therapistId)
      .where('providerBalanceTransactionId', 'in', payout.balanceTransactionIds)
      .execute();
  }
  return id;
}
