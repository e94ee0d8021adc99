import type { Database } from '../db/database.ts';
import type { StripeAccountStatus } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { PaymentSettings } from '../schemas/billing.ts';
import { hasFeature, requireFeature } from '../subscription/entitlements.ts';
import { cardPaymentsUnavailable, type PaymentProvider } from './providers/index.ts';
import { loadProfile } from './settings.ts';

/** Where the provider sends the therapist back after onboarding, and where it sends them when a link expired. */
const SETTINGS_PATH = '/dashboard/billing/settings';

async function storedProfile(db: Database, therapistId: string) {
  return db
    .selectFrom('billingProfile')
    .select(['iban', 'cardPayments', 'stripeAccountId', 'stripeAccountStatus'])
    .where('therapistId', '=', therapistId)
    .executeTakeFirst();
}

/** How the practice's clients can pay: bank transfer once an IBAN is set, cards once the account is enabled. */
export async function paymentSettings(
  db: Database,
  provider: PaymentProvider,
  therapistId: string,
): Promise<PaymentSettings> {
  const profile = await storedProfile(db, therapistId);
  // Cards turned on under a plan that had them are kept for when it has them again, but not offered.
  const onPlan = await hasFeature(db, therapistId, 'card_payments');
  return {
    bankTransfer: { ready: Boolean(profile?.iban) },
    card: {
      available: provider.cardPayments,
      enabled: provider.cardPayments && profile?.cardPayments === true && onPlan,
      accountStatus: profile?.stripeAccountStatus ?? 'none',
      feePercent: provider.feePercent,
    },
  };
}

/** Cards are offered only while the practice's account can take them; turning them off always works. */
export async function setCardPayments(
  db: Database,
  provider: PaymentProvider,
  therapistId: string,
  cardPayments: boolean,
): Promise<PaymentSettings> {
  if (cardPayments) {
    if (!provider.cardPayments) throw cardPaymentsUnavailable('Card payments are not configured on this installation');
    await requireFeature(db, therapistId, 'card_payments');
    const profile = await storedProfile(db, therapistId);
    if (profile?.stripeAccountStatus !== 'enabled') {
      throw cardPaymentsUnavailable('The practice’s Stripe account cannot take card payments yet');
    }
  }
  await db
    .updateTable('billingProfile')
    .set({ cardPayments, updatedAt: new Date() })
    .where('therapistId', '=', therapistId)
    .execute();
  return paymentSettings(db, provider, therapistId);
}

/**
 * The practice's connected account, opened on the first call and kept: the provider's idempotency
 * key makes two calls at once open one account, and only the first id is stored. Answers the
 * onboarding link, which works once and for a few minutes, so each call makes a new one.
 */
export async function connectAccount(
  db: Database,
  provider: PaymentProvider,
  practice: { therapistId: string; userId: string },
  publicUrl: string,
): Promise<string> {
  if (!provider.cardPayments) throw cardPaymentsUnavailable('Card payments are not configured on this installation');
  const { therapistId } = practice;
  await requireFeature(db, therapistId, 'card_payments');
  let accountId = (await storedProfile(db, therapistId))?.stripeAccountId;
  if (!accountId) {
    const proposed = await loadProfile(db, therapistId);
    const { email } = await db
      .selectFrom('userAccount')
      .select('email')
      .where('id', '=', practice.userId)
      .executeTakeFirstOrThrow();
    const created = await provider.createAccount({ therapistId, country: proposed.countryCode, email });
    // The receipts settings are proposed from the profile until saved; keep the proposal as the saved row.
    const { updatedAt: _proposedAt, ...row } = proposed;
    await db
      .insertInto('billingProfile')
      .values(row)
      .onConflict((oc) => oc.column('therapistId').doNothing())
      .execute();
    await db
      .updateTable('billingProfile')
      .set({ stripeAccountId: created, stripeAccountStatus: 'pending', updatedAt: new Date() })
      .where('therapistId', '=', therapistId)
      .where('stripeAccountId', 'is', null)
      .execute();
    accountId = (await storedProfile(db, therapistId))?.stripeAccountId ?? created;
  }
  return provider.onboardingUrl(accountId, {
    returnUrl: `${publicUrl}${SETTINGS_PATH}?stripe=return`,
    refreshUrl: `${publicUrl}${SETTINGS_PATH}?stripe=refresh`,
  });
}

/** Reads the account's state from the provider, as after onboarding, when no event has arrived yet. */
export async function refreshAccount(
  db: Database,
  provider: PaymentProvider,
  therapistId: string,
): Promise<PaymentSettings> {
  if (!provider.cardPayments) throw cardPaymentsUnavailable('Card payments are not configured on this installation');
  const accountId = (await storedProfile(db, therapistId))?.stripeAccountId;
  if (!accountId) throw new AppError('NO_STRIPE_ACCOUNT', 409, 'The practice has not connected a Stripe account');
  await setAccountStatus(db, therapistId, await provider.accountStatus(accountId));
  return paymentSettings(db, provider, therapistId);
}

/** An account that can no longer take cards stops offering them, so no client is sent to a checkout that fails. */
export async function setAccountStatus(db: Database, therapistId: string, status: StripeAccountStatus) {
  await db
    .updateTable('billingProfile')
    .set((eb) => ({
      stripeAccountStatus: status,
      cardPayments: status === 'enabled' ? eb.ref('cardPayments') : false,
      updatedAt: new Date(),
    }))
    .where('therapistId', '=', therapistId)
    .execute();
}

/**
 * The therapist disconnected the platform from their Stripe account: nothing can be read from it
 * or charged on it any more, so the practice is back to bank transfer and may connect again.
 */
export async function forgetAccount(db: Database, therapistId: string, accountId: string) {
  await db
    .updateTable('billingProfile')
    .set({ stripeAccountId: null, stripeAccountStatus: 'none', cardPayments: false, updatedAt: new Date() })
    .where('therapistId', '=', therapistId)
    .where('stripeAccountId', '=', accountId)
    .execute();
}

/** The practice a connected account belongs to; undefined for accounts of other platforms or deleted practices. */
export async function practiceOfAccount(db: Database, accountId: string) {
  return db
    .selectFrom('billingProfile')
    .innerJoin('therapist', 'therapist.id', 'billingProfile.therapistId')
    .select(['billingProfile.therapistId', 'therapist.timeZone'])
    .where('billingProfile.stripeAccountId', '=', accountId)
    .executeTakeFirst();
}
