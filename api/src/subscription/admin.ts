import { type ExpressionBuilder, sql } from 'kysely';
import { todayIn } from '../clients/profile.ts';
import { FREE_PLAN } from '../contract/subscription.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import type { AdminPlans } from '../schemas/subscription.ts';
import { effectivePlan } from './entitlements.ts';
import { PLANS, planById } from './plans.ts';

// Administrators assign plans by hand to practices billed outside Stripe (and on installations
// without Stripe, the only way to a paid plan). A subscription Stripe manages is left to Stripe:
// overwriting it here would grant or end a plan the practice is being charged for.

export const ADMIN_PLANS_PAGE_SIZE = 50;

type Row = ExpressionBuilder<DB & { subscription: DB['subscription'] }, 'therapist' | 'subscription'>;

/**
 * The plan in effect, in SQL, for filtering a list: the same rule as `effectivePlan` (an assignment
 * through its last day where the practice is, Stripe while trialing or active, a failed payment
 * within its grace period), and free for a plan the plans file no longer has.
 */
function effectivePlanSql(eb: Row) {
  const known = PLANS.plans.map((p) => p.id);
  return sql<string>`CASE WHEN ${eb.ref('subscription.plan')} IN (${sql.join(known)}) AND (
      (${eb.ref('subscription.source')} = 'admin' AND ${eb.ref('subscription.status')} <> 'canceled'
        AND (${eb.ref('subscription.assignedUntil')} IS NULL
          OR ${eb.ref('subscription.assignedUntil')} >= (now() AT TIME ZONE ${eb.ref('therapist.timeZone')})::date))
      OR (${eb.ref('subscription.source')} = 'stripe' AND ${eb.ref('subscription.status')} IN ('trialing', 'active'))
      OR (${eb.ref('subscription.status')} = 'past_due' AND ${eb.ref('subscription.graceUntil')} > now()))
    THEN ${eb.ref('subscription.plan')} ELSE ${FREE_PLAN} END`;
}

/** One page of practices with the plan each is on, by name; `q` matches a name, slug or email address. */
export async function listPlans(
  db: Database,
  query: { q?: string | undefined; plan?: string | undefined; page?: number | undefined },
  now = new Date(),
): Promise<AdminPlans> {
  const page = query.page ?? 1;
  const q = query.q?.trim();
  const base = db
    .selectFrom('therapist')
    .leftJoin('subscription', 'subscription.therapistId', 'therapist.id')
    .leftJoin('userAccount', 'userAccount.id', 'therapist.userId')
    .$if(Boolean(q), (qb) => {
      const pattern = `%${(q as string).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return qb.where((eb) =>
        eb.or([
          eb(sql`${eb.ref('therapist.firstName')} || ' ' || ${eb.ref('therapist.lastName')}`, 'ilike', pattern),
          eb('therapist.slug', 'ilike', pattern),
          eb('userAccount.email', 'ilike', pattern),
        ]),
      );
    })
    .$if(Boolean(query.plan), (qb) => qb.where((eb) => eb(effectivePlanSql(eb as Row), '=', query.plan as string)));

  const [rows, count] = await Promise.all([
    base
      .select([
        'therapist.id',
        'therapist.firstName',
        'therapist.lastName',
        'therapist.slug',
        'therapist.timeZone',
        'userAccount.email',
        'subscription.plan',
        'subscription.status',
        'subscription.source',
        'subscription.graceUntil',
        'subscription.assignedUntil',
      ])
      .orderBy('therapist.lastName')
      .orderBy('therapist.firstName')
      .orderBy('therapist.id')
      .limit(ADMIN_PLANS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PLANS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);

  return {
    items: rows.map((r) => {
      const row =
        r.plan && r.status && r.source
          ? {
              plan: r.plan,
              status: r.status,
              source: r.source,
              graceUntil: r.graceUntil,
              assignedUntil: r.assignedUntil,
            }
          : undefined;
      const plan = effectivePlan(row, todayIn(r.timeZone, now), now);
      // A lapsed assignment or an ended subscription is simply free; a failed payment or an
      // unfinished checkout keeps its status, which says why the practice is not on its plan.
      const onPlan = row !== undefined && plan.id !== FREE_PLAN;
      const explains = row !== undefined && (row.status === 'past_due' || row.status === 'incomplete');
      return {
        therapistId: r.id,
        name: `${r.firstName} ${r.lastName}`,
        slug: r.slug,
        email: r.email,
        plan: plan.id,
        status: (onPlan || explains) && row ? row.status : 'free',
        source: onPlan && row ? row.source : 'free',
        assignedUntil: row?.source === 'admin' ? row.assignedUntil : null,
      };
    }),
    total: Number(count.total),
    page,
    pageSize: ADMIN_PLANS_PAGE_SIZE,
  };
}

/**
 * Assigns `plan` to a practice through `until` (null: until changed), or ends an assignment with
 * `free`. The Stripe customer, VAT id and used trial stay with the practice for a later checkout.
 */
export async function assignPlan(
  db: Database,
  adminId: string,
  therapistId: string,
  plan: string,
  until: string | null,
  now = new Date(),
): Promise<void> {
  if (!planById(plan)) {
    throw new AppError('VALIDATION_FAILED', 400, 'There is no such plan', [
      { field: 'body.plan', message: 'unknown plan' },
    ]);
  }
  await db.transaction().execute(async (trx) => {
    const therapist = await trx
      .selectFrom('therapist')
      .select(['id', 'timeZone'])
      .where('id', '=', therapistId)
      .forUpdate()
      .executeTakeFirst();
    if (!therapist) throw notFound('No such therapist');
    if (until !== null && until < todayIn(therapist.timeZone, now)) {
      throw new AppError('VALIDATION_FAILED', 400, 'The last day of the assignment is in the past', [
        { field: 'body.until', message: 'in the past' },
      ]);
    }
    const current = await trx
      .selectFrom('subscription')
      .select(['source', 'status', 'stripeCustomerId', 'trialUsed'])
      .where('therapistId', '=', therapistId)
      .executeTakeFirst();
    if (current?.source === 'stripe' && current.status !== 'canceled') {
      throw new AppError(
        'STRIPE_MANAGED',
        409,
        'This practice pays through Stripe: its plan changes there (or after the subscription is cancelled)',
      );
    }

    if (plan === FREE_PLAN) {
      if (!current) return;
      if (!current.stripeCustomerId && !current.trialUsed) {
        await trx.deleteFrom('subscription').where('therapistId', '=', therapistId).execute();
        return;
      }
      await trx
        .updateTable('subscription')
        .set({
          plan: FREE_PLAN,
          status: 'canceled',
          source: 'admin',
          assignedBy: adminId,
          assignedUntil: null,
          updatedAt: new Date(),
        })
        .where('therapistId', '=', therapistId)
        .execute();
      return;
    }

    await writeAssignment(trx, therapistId, plan, until, adminId);
  });
}

/**
 * Writes an assignment of a paid `plan` through `until` (null: open-ended) onto the practice's row,
 * made if missing; `assignedBy` null for one the platform gave itself (a referral's free month). The
 * Stripe customer, VAT id and used trial stay. The caller has checked that Stripe does not manage
 * a live subscription of the practice.
 */
export async function writeAssignment(
  db: Database,
  therapistId: string,
  plan: string,
  until: string | null,
  assignedBy: string | null,
): Promise<void> {
  const assignment = {
    plan,
    status: 'active' as const,
    source: 'admin' as const,
    billingInterval: null,
    stripeSubscriptionId: null,
    currentPeriodEnd: null,
    trialEnd: null,
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    scheduledInterval: null,
    graceUntil: null,
    paymentFailedAt: null,
    assignedBy,
    assignedUntil: until,
  };
  await db
    .insertInto('subscription')
    .values({ therapistId, ...assignment })
    .onConflict((oc) => oc.column('therapistId').doUpdateSet({ ...assignment, updatedAt: new Date() }))
    .execute();
}
