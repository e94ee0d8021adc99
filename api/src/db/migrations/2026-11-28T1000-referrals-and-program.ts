import { type Kysely, sql } from 'kysely';

// Referrals and the employer program (issue #16, decision 023).
//
// Referrals: each therapist has one code; a colleague who registers through it (first touch, within
// 30 days) becomes a referral, and when that colleague is verified both practices get a free month of
// the paid plan (`referral_reward`, one row per practice and referral: never twice).
//
// Employer program: companies (created by administrators) give their employees a budget of sessions
// per period, reached with an access code or a work email domain. Therapists opt in with a program
// rate, the services and languages they offer and how many program clients they take. A program
// booking is an ordinary appointment at no cost to the employee plus a `program_session` row; the
// employee is known to the program only by a key derived from their email address, never by name.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE referral_code (
      therapist_id uuid PRIMARY KEY REFERENCES therapist(id) ON DELETE CASCADE,
      code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{8}$'),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE referral_invitation (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      referrer_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      email text NOT NULL CHECK (email = lower(email)),
      locale text NOT NULL CHECK (locale IN ('en', 'de', 'nl', 'es', 'pt')),
      sent_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (referrer_id, email)
    )`.execute(db);
  await sql`CREATE INDEX referral_invitation_sent_idx ON referral_invitation (referrer_id, sent_at)`.execute(db);
  await sql`
    CREATE TABLE referral (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      referrer_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      referred_id uuid NOT NULL UNIQUE REFERENCES therapist(id) ON DELETE CASCADE,
      invitation_id uuid REFERENCES referral_invitation(id) ON DELETE SET NULL,
      registered_at timestamptz NOT NULL DEFAULT now(),
      verified_at timestamptz,
      rewarded_at timestamptz,
      CHECK (referrer_id <> referred_id)
    )`.execute(db);
  await sql`CREATE INDEX referral_referrer_idx ON referral (referrer_id)`.execute(db);
  await sql`
    CREATE TABLE referral_reward (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      referral_id uuid NOT NULL REFERENCES referral(id) ON DELETE CASCADE,
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('plan_month', 'stripe_credit')),
      plan text NOT NULL,
      until date,
      amount_minor integer,
      currency text CHECK (currency IN ('EUR', 'GBP')),
      stripe_balance_transaction_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (referral_id, therapist_id)
    )`.execute(db);

  await sql`
    CREATE TABLE program_company (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      access_code text UNIQUE CHECK (access_code = upper(access_code)),
      email_domain text UNIQUE CHECK (email_domain = lower(email_domain)),
      sessions_per_employee integer NOT NULL CHECK (sessions_per_employee BETWEEN 1 AND 100),
      period text NOT NULL CHECK (period IN ('month', 'quarter', 'year')),
      starts_on date NOT NULL,
      ends_on date,
      price_minor integer NOT NULL CHECK (price_minor >= 0),
      currency text NOT NULL CHECK (currency IN ('EUR', 'GBP')),
      billing_email text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (access_code IS NOT NULL OR email_domain IS NOT NULL),
      CHECK (ends_on IS NULL OR ends_on >= starts_on)
    )`.execute(db);
  await sql`
    CREATE TABLE therapist_program (
      therapist_id uuid PRIMARY KEY REFERENCES therapist(id) ON DELETE CASCADE,
      enabled boolean NOT NULL DEFAULT false,
      rate_minor integer NOT NULL CHECK (rate_minor > 0),
      currency text NOT NULL CHECK (currency IN ('EUR', 'GBP')),
      service_ids uuid[] NOT NULL DEFAULT '{}',
      languages text[] NOT NULL DEFAULT '{}',
      max_clients integer NOT NULL CHECK (max_clients BETWEEN 1 AND 500),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE program_session (
      appointment_id uuid PRIMARY KEY REFERENCES appointment(id) ON DELETE CASCADE,
      company_id uuid NOT NULL REFERENCES program_company(id),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      employee_key text NOT NULL,
      rate_minor integer NOT NULL,
      currency text NOT NULL CHECK (currency IN ('EUR', 'GBP')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX program_session_budget_idx ON program_session (company_id, employee_key)`.execute(db);
  await sql`CREATE INDEX program_session_therapist_idx ON program_session (therapist_id, employee_key)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE program_session, therapist_program, program_company`.execute(db);
  await sql`DROP TABLE referral_reward, referral, referral_invitation, referral_code`.execute(db);
}
