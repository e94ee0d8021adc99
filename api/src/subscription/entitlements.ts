import type { Selectable } from 'kysely';
import { todayIn } from '../clients/profile.ts';
import type { PlanFeature, PlanLimit } from '../contract/subscription.ts';
import type { Database } from '../db/database.ts';
import type { SubscriptionTable } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { cheapestPlanAbove, cheapestPlanWith, freePlan, type PlanDefinition, planById } from './plans.ts';

// What a practice may use right now. The subscription row says what was bought or assigned; this
// module decides whether it still counts, so every gate in the API asks the same question.

export interface Entitlement {
  plan: PlanDefinition;
  features: ReadonlySet<PlanFeature>;
  limits: { services: number };
}

export type EntitlementRow = Pick<
  Selectable<SubscriptionTable>,
  'plan' | 'status' | 'source' | 'graceUntil' | 'assignedUntil'
>;

/**
 * The plan a subscription row gives: an administrator's assignment through its last day (in the
 * practice's time zone), a Stripe subscription while it is trialing or active, and either one while
 * a failed payment is within its grace period. Anything else, or a plan the plans file no longer
 * has, is the free plan.
 */
export function effectivePlan(row: EntitlementRow | undefined, today: string, now: Date): PlanDefinition {
  if (!row) return freePlan();
  const counts =
    (row.source === 'admin' &&
      row.status !== 'canceled' &&
      (row.assignedUntil === null || row.assignedUntil >= today)) ||
    (row.source === 'stripe' && (row.status === 'trialing' || row.status === 'active')) ||
    (row.status === 'past_due' && row.graceUntil !== null && row.graceUntil > now);
  return (counts && planById(row.plan)) || freePlan();
}

export function entitlementFor(plan: PlanDefinition): Entitlement {
  return { plan, features: new Set(plan.features), limits: { services: plan.limits.services } };
}

export async function entitlementOf(db: Database, therapistId: string, now = new Date()): Promise<Entitlement> {
  const found = await db
    .selectFrom('therapist')
    .leftJoin('subscription', 'subscription.therapistId', 'therapist.id')
    .select([
      'therapist.timeZone',
      'subscription.plan',
      'subscription.status',
      'subscription.source',
      'subscription.graceUntil',
      'subscription.assignedUntil',
    ])
    .where('therapist.id', '=', therapistId)
    .executeTakeFirst();
  const row =
    found?.plan && found.status && found.source
      ? {
          plan: found.plan,
          status: found.status,
          source: found.source,
          graceUntil: found.graceUntil,
          assignedUntil: found.assignedUntil,
        }
      : undefined;
  return entitlementFor(effectivePlan(row, todayIn(found?.timeZone ?? 'UTC', now), now));
}

/** Plan ids in effect for many practices at once (matching, lists); practices not found are free. */
export async function effectivePlansOf(
  db: Database,
  therapistIds: readonly string[],
  now = new Date(),
): Promise<Map<string, PlanDefinition>> {
  const result = new Map<string, PlanDefinition>();
  if (therapistIds.length === 0) return result;
  const rows = await db
    .selectFrom('subscription')
    .innerJoin('therapist', 'therapist.id', 'subscription.therapistId')
    .select([
      'subscription.therapistId',
      'therapist.timeZone',
      'subscription.plan',
      'subscription.status',
      'subscription.source',
      'subscription.graceUntil',
      'subscription.assignedUntil',
    ])
    .where('subscription.therapistId', 'in', [...therapistIds])
    .execute();
  for (const row of rows) result.set(row.therapistId, effectivePlan(row, todayIn(row.timeZone, now), now));
  for (const id of therapistIds) if (!result.has(id)) result.set(id, freePlan());
  return result;
}

export function planRequired(feature: PlanFeature): AppError {
  return new AppError('PLAN_REQUIRED', 403, `This needs a plan with ${feature}`, {
    feature,
    plan: cheapestPlanWith(feature).id,
  });
}

/** Throws 403 PLAN_REQUIRED, naming the cheapest plan that has the feature, when the practice's plan lacks it. */
export async function requireFeature(db: Database, therapistId: string, feature: PlanFeature): Promise<void> {
  const { features } = await entitlementOf(db, therapistId);
  if (!features.has(feature)) throw planRequired(feature);
}

export async function hasFeature(db: Database, therapistId: string, feature: PlanFeature): Promise<boolean> {
  return (await entitlementOf(db, therapistId)).features.has(feature);
}

/** For public pages that know a practice by its address: false for an unknown address too. */
export async function slugHasFeature(db: Database, slug: string, feature: PlanFeature): Promise<boolean> {
  const therapist = await db.selectFrom('therapist').select('id').where('slug', '=', slug).executeTakeFirst();
  return therapist !== undefined && (await hasFeature(db, therapist.id, feature));
}

/**
 * Throws 403 PLAN_LIMIT when the practice already has `current` of what the limit counts and its
 * plan allows no more. Only adding is refused: what a downgrade left over the limit stays.
 */
export async function assertWithinLimit(
  db: Database,
  therapistId: string,
  limit: PlanLimit,
  current: number,
): Promise<void> {
  const { plan, limits } = await entitlementOf(db, therapistId);
  const max = limits[limit];
  if (current < max) return;
  throw new AppError('PLAN_LIMIT', 403, `The plan allows ${max} ${limit}`, {
    limit,
    max,
    plan: (cheapestPlanAbove(limit, current) ?? plan).id,
  });
}
