import { type Kysely, sql } from 'kysely';

// Subscriptions (issue #15, decision 022): the plan each practice is on. No row means the free plan.
// A paid plan comes from Stripe Billing (`source = 'stripe'`, state mirrored from Stripe's
// subscription, which is read afresh on every webhook event) or from an administrator for practices
// billed by hand (`source = 'admin'`). Nothing a plan gates is ever deleted by a downgrade.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE subscription (
      therapist_id uuid PRIMARY KEY REFERENCES therapist(id) ON DELETE CASCADE,
      plan text NOT NULL,
      billing_interval text CHECK (billing_interval IN ('month', 'year')),
      status text NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'canceled', 'incomplete')),
      source text NOT NULL CHECK (source IN ('stripe', 'admin')),
      stripe_customer_id text UNIQUE,
      stripe_subscription_id text UNIQUE,
      current_period_end timestamptz,
      trial_end timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      scheduled_plan text,
      scheduled_interval text CHECK (scheduled_interval IN ('month', 'year')),
      grace_until timestamptz,
      assigned_by uuid REFERENCES user_account(id) ON DELETE SET NULL,
      assigned_until date,
      vat_id text NOT NULL DEFAULT '',
      trial_used boolean NOT NULL DEFAULT false,
      payment_failed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX subscription_grace_idx ON subscription (grace_until) WHERE status = 'past_due'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE subscription`.execute(db);
}
