import { compact, VAT_EXAMPLE, VAT_ID } from '../billing/settings.ts';
import type { Locale } from '../contract/locales.ts';
import { FREE_PLAN } from '../contract/subscription.ts';
import type { Database } from '../db/database.ts';
import type { BillingInterval, CountryCode } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { PlatformInvoices, Subscription } from '../schemas/subscription.ts';
import { paidPlan } from './checkout.ts';
import { PLANS } from './plans.ts';
import type { BillingSubscription, StripeBilling } from './stripe-billing.ts';
import { applySubscription } from './sync.ts';
import { isManageable, type SubscriptionPractice, subscriptionRow, subscriptionView } from './view.ts';

// Changes to a subscription Stripe manages. Each one is made at Stripe, then the subscription is
// read back and written onto the row, so the answer shows the new state before the webhook comes.

export const noSubscription = () =>
  new AppError(
    'NO_SUBSCRIPTION',
    409,
    'The practice has no subscription managed through Stripe (choose a plan through checkout first)',
  );

const rank = (plan: string) => PLANS.plans.findIndex((p) => p.id === plan);

async function live(db: Database, billing: StripeBilling, therapistId: string): Promise<BillingSubscription> {
  const row = await subscriptionRow(db, therapistId);
  if (!isManageable(row)) throw noSubscription();
  return billing.subscription(row.stripeSubscriptionId);
}

async function settle(db: Database, practice: SubscriptionPractice, sub: BillingSubscription): Promise<Subscription> {
  await db.transaction().execute((trx) => applySubscription(trx, practice.therapistId, sub));
  return subscriptionView(db, practice, true);
}

/**
 * Another plan or interval. A dearer plan (or yearly instead of monthly) starts now and the rest of
 * the period is charged pro rata; a cheaper one (or monthly instead of yearly) starts when the paid
 * period ends. The free plan cancels at the end of the period; the current plan undoes a planned
 * change or cancellation.
 */
export async function changePlan(
  db: Database,
  billing: StripeBilling,
  practice: SubscriptionPractice,
  choice: { plan: string; interval: BillingInterval },
): Promise<Subscription> {
  const target = choice.plan === FREE_PLAN ? undefined : paidPlan(choice.plan);
  const sub = await live(db, billing, practice.therapistId);
  if (!target) return settle(db, practice, await billing.setCancelAtPeriodEnd(sub, true));
  const current = sub.priced;
  if (current && current.plan === target.id && current.interval === choice.interval) {
    return settle(db, practice, await billing.setCancelAtPeriodEnd(sub, false));
  }
  // A subscription's prices share its currency.
  const currency = current?.currency ?? practice.currency;
  const to = { plan: target.id, interval: choice.interval, currency };
  const priceId = await billing.priceFor(target, choice.interval, currency);
  const up =
    !current ||
    rank(target.id) > rank(current.plan) ||
    (target.id === current.plan && choice.interval === 'year' && current.interval === 'month');
  return settle(
    db,
    practice,
    up ? await billing.upgrade(sub, priceId, to) : await billing.downgradeAtPeriodEnd(sub, priceId, to),
  );
}

export async function cancelAtPeriodEnd(db: Database, billing: StripeBilling, practice: SubscriptionPractice) {
  const sub = await live(db, billing, practice.therapistId);
  return settle(db, practice, await billing.setCancelAtPeriodEnd(sub, true));
}

/** Keeps the subscription going: a cancellation or a planned downgrade is taken back. */
export async function resume(db: Database, billing: StripeBilling, practice: SubscriptionPractice) {
  const sub = await live(db, billing, practice.therapistId);
  return settle(db, practice, await billing.setCancelAtPeriodEnd(sub, false));
}

/** Stripe's customer portal (card, billing address, invoices), back to the subscription screen. */
export async function portalUrl(
  db: Database,
  billing: StripeBilling,
  therapistId: string,
  locale: Locale,
  publicUrl: string,
): Promise<string> {
  const row = await subscriptionRow(db, therapistId);
  if (!row?.stripeCustomerId) throw noSubscription();
  return billing.portalUrl(row.stripeCustomerId, `${publicUrl}/dashboard/settings/subscription`, locale);
}

export async function platformInvoices(
  db: Database,
  billing: StripeBilling | undefined,
  therapistId: string,
): Promise<PlatformInvoices> {
  const row = await subscriptionRow(db, therapistId);
  if (!billing || !row?.stripeCustomerId) return { items: [] };
  return { items: await billing.invoices(row.stripeCustomerId) };
}

const badVatId = (message: string) =>
  new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', [
    { field: 'body.vatId', message },
  ]);

/** The VAT id in its stored form, checked as the receipts settings check it, by its country prefix. */
export function checkedVatId(input: string): string {
  const vatId = compact(input);
  if (vatId === '') return vatId;
  const prefix = vatId.slice(0, 2);
  // Northern Ireland's numbers (XI) are British numbers under EU rules for goods.
  const country = (prefix === 'XI' ? 'GB' : prefix) as CountryCode;
  const pattern = VAT_ID[country];
  if (!pattern) {
    throw badVatId(`must start with the country code of one of ${Object.keys(VAT_ID).join(', ')}, e.g. DE123456789`);
  }
  if (!pattern.test(vatId)) throw badVatId(`is not a VAT number of ${country}, e.g. ${VAT_EXAMPLE[country]}`);
  return vatId;
}

/**
 * Saves the practice's VAT id (empty removes it) for reverse charge on the platform's invoices,
 * and gives it to the Stripe customer as its tax id when there is one. A number Stripe refuses is
 * a 400 on the field, and nothing is saved.
 */
export async function setVatId(
  db: Database,
  billing: StripeBilling | undefined,
  practice: SubscriptionPractice,
  input: string,
  stripeOn: boolean,
): Promise<Subscription> {
  const vatId = checkedVatId(input);
  const row = await subscriptionRow(db, practice.therapistId);
  if (billing && row?.stripeCustomerId && !(await billing.setVatId(row.stripeCustomerId, vatId))) {
    throw badVatId('was refused by the payment provider as a VAT number');
  }
  await db
    .insertInto('subscription')
    .values({ therapistId: practice.therapistId, plan: FREE_PLAN, status: 'canceled', source: 'stripe', vatId })
    .onConflict((oc) => oc.column('therapistId').doUpdateSet({ vatId, updatedAt: new Date() }))
    .execute();
  return subscriptionView(db, practice, stripeOn);
}
