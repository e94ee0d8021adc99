import { Temporal } from 'temporal-polyfill';
import { REFERRAL_REWARD_PLAN } from '../contract/referrals.ts';
import { FREE_PLAN } from '../contract/subscription.ts';
import type { Database } from '../db/database.ts';
import { codeOf } from '../referrals/codes.ts';
import { monthFrom } from '../referrals/rewards.ts';
import { writeAssignment } from '../subscription/admin.ts';

// The demo therapist's referrals, so the referrals screen can be tried at once: one invitation not
// yet used, one colleague who registered through the link, and one who was verified, with both
// practices' rewards applied as the platform applies them. The colleagues are the first two seeded
// practices by address (the same on every run); they are verified in the directory, but a referral's
// own state is what the screen shows. Demo data only (seed/index.ts).

const DAY_MS = 86_400_000;
const ZONE = 'Europe/Berlin';

export const DEMO_INVITED_EMAIL = 'kollegin@demo.calma.test';

export async function seedReferrals(trx: Database, { demoTherapistId }: { demoTherapistId: string }): Promise<void> {
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY_MS);
  await codeOf(trx, demoTherapistId);
  const [registered, rewarded] = await trx
    .selectFrom('therapist')
    .select('id')
    .where('id', '<>', demoTherapistId)
    .orderBy('slug')
    .limit(2)
    .execute();
  if (!registered || !rewarded) return;

  await trx
    .insertInto('referralInvitation')
    .values({ referrerId: demoTherapistId, email: DEMO_INVITED_EMAIL, locale: 'de', sentAt: ago(2) })
    .execute();
  await trx
    .insertInto('referral')
    .values({ referrerId: demoTherapistId, referredId: registered.id, registeredAt: ago(9) })
    .execute();
  const referral = await trx
    .insertInto('referral')
    .values({
      referrerId: demoTherapistId,
      referredId: rewarded.id,
      registeredAt: ago(40),
      verifiedAt: ago(12),
      rewardedAt: ago(12),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // As rewards.ts applies them twelve days ago: a running open-ended assignment has nothing to add;
  // a free practice gets the reward plan for a month from that day.
  const verifiedOn = Temporal.Now.plainDateISO(ZONE).subtract({ days: 12 }).toString();
  for (const practice of [demoTherapistId, rewarded.id]) {
    const row = await trx
      .selectFrom('subscription')
      .select(['plan', 'status', 'assignedUntil'])
      .where('therapistId', '=', practice)
      .executeTakeFirst();
    const openEnded = row && row.plan !== FREE_PLAN && row.status === 'active' && row.assignedUntil === null;
    const until = openEnded ? null : monthFrom(verifiedOn);
    if (!openEnded) await writeAssignment(trx, practice, REFERRAL_REWARD_PLAN, until, null);
    await trx
      .insertInto('referralReward')
      .values({
        referralId: referral.id,
        therapistId: practice,
        kind: 'plan_month',
        plan: openEnded ? row.plan : REFERRAL_REWARD_PLAN,
        until,
        amountMinor: null,
        currency: null,
        stripeBalanceTransactionId: null,
        createdAt: ago(12),
      })
      .execute();
  }
}
