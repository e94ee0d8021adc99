import { dateFormat, isLocale, type Locale, listFormat } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { messages } from '../mail/messages/index.ts';
import type { Outbox, WithEmails } from '../mail/outbox.ts';
import { freePlan, planById } from './plans.ts';

/** What changing a subscription needs to email the therapist: the database, and the emails' outbox. */
export interface SubscriptionMailer {
  db: Database;
  withEmails: WithEmails;
}

/** The dashboard has no locale prefix: it speaks the account's language. */
const SCREEN = '/dashboard/settings/subscription';

async function recipient(db: Database, therapistId: string) {
  const found = await db
    .selectFrom('therapist')
    .innerJoin('userAccount', 'userAccount.id', 'therapist.userId')
    .select(['userAccount.email', 'userAccount.locale', 'therapist.firstName', 'therapist.timeZone'])
    .where('therapist.id', '=', therapistId)
    .executeTakeFirst();
  return found && { ...found, locale: isLocale(found.locale) ? found.locale : ('en' as Locale) };
}

/**
 * A card payment for the plan failed: the plan is kept until `graceUntil`, and the card can be
 * changed. Queued in `trx`, the change that recorded the failure.
 */
export async function mailPaymentFailed(
  trx: Database,
  outbox: Outbox,
  therapistId: string,
  plan: string,
  graceUntil: Date,
) {
  const to = await recipient(trx, therapistId);
  if (!to) return;
  const until = dateFormat(to.locale, { dateStyle: 'long', timeZone: to.timeZone }).format(graceUntil);
  outbox.send({
    to: to.email,
    locale: to.locale,
    name: to.firstName,
    message: 'subscription.paymentFailed',
    params: { plan: (planById(plan) ?? freePlan()).name[to.locale], until },
    actionUrl: SCREEN,
  });
}

/**
 * The grace period ended without a payment: the practice is on the free plan, with what it no
 * longer has. Queued in `trx`, the change to the free plan.
 */
export async function mailDowngraded(trx: Database, outbox: Outbox, therapistId: string, formerPlan: string) {
  const to = await recipient(trx, therapistId);
  if (!to) return;
  const former = planById(formerPlan);
  const free = freePlan();
  const lost = (former?.features ?? []).filter((f) => !free.features.includes(f));
  const strings = messages[to.locale];
  const list = listFormat(to.locale, { type: 'conjunction' }).format(
    lost.map((feature) => strings[`subscription.feature.${feature}`]),
  );
  outbox.send({
    to: to.email,
    locale: to.locale,
    name: to.firstName,
    message: 'subscription.downgraded',
    params: {
      plan: (former ?? free).name[to.locale],
      free: free.name[to.locale],
      unavailable: list || strings['subscription.feature.none'],
      services: free.limits.services,
    },
    actionUrl: `${SCREEN}/plans`,
  });
}
