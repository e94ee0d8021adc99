import { FREE_PLAN } from '../contract/subscription.ts';
import { mailDowngraded, type SubscriptionMailer } from './mail.ts';
import type { StripeBilling } from './stripe-billing.ts';

export const GRACE_QUEUE = 'subscription-grace';

/**
 * The daily end of grace periods: a practice whose payment failed and stayed unpaid past its grace
 * period falls back to the free plan. Its Stripe subscription is then cancelled, so Stripe stops
 * retrying a card for a plan the practice no longer has and its later events agree with the row.
 * Nothing of the practice is deleted; what the free plan lacks only becomes unavailable. The row is
 * changed only while it is still past due, so two runs at once email the therapist once. Answers
 * how many practices fell back.
 */
export async function endGracePeriods(
  mailer: SubscriptionMailer,
  billing: StripeBilling | undefined,
  log: (error: unknown) => void = () => {},
  now = new Date(),
): Promise<number> {
  const { db } = mailer;
  const due = await db
    .selectFrom('subscription')
    .select(['therapistId', 'plan', 'stripeSubscriptionId'])
    .where('status', '=', 'past_due')
    .where('graceUntil', '<=', now)
    .execute();
  let ended = 0;
  for (const row of due) {
    try {
      // The row and the therapist's email commit together.
      const changed = await mailer.withEmails(db, async (trx, outbox) => {
        const updated = await trx
          .updateTable('subscription')
          .set({
            plan: FREE_PLAN,
            status: 'canceled',
            billingInterval: null,
            currentPeriodEnd: null,
            cancelAtPeriodEnd: false,
            scheduledPlan: null,
            scheduledInterval: null,
            graceUntil: null,
            updatedAt: now,
          })
          .where('therapistId', '=', row.therapistId)
          .where('status', '=', 'past_due')
          .where('graceUntil', '<=', now)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) return false;
        await mailDowngraded(trx, outbox, row.therapistId, row.plan);
        return true;
      });
      if (!changed) continue;
      ended += 1;
      // After the row: the cancellation's own webhook event then finds the practice already free.
      if (billing && row.stripeSubscriptionId) await billing.cancelNow(row.stripeSubscriptionId);
    } catch (error) {
      // One practice's failure (Stripe unreachable, the database) must not hold up the others.
      log(error);
    }
  }
  return ended;
}
