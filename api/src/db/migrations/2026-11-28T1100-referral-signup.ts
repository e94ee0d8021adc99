import { type Kysely, sql } from 'kysely';

// Referrals (decision 023): a therapist registers an account first and makes the practice later, in
// the profile wizard, while `referral` names practices on both sides. The code followed at
// registration waits here, keyed by the account, until the wizard makes the practice; the referrer
// sees the colleague as registered meanwhile.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE referral_signup (
      user_id uuid PRIMARY KEY REFERENCES user_account(id) ON DELETE CASCADE,
      referrer_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      invitation_id uuid REFERENCES referral_invitation(id) ON DELETE SET NULL,
      registered_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX referral_signup_referrer_idx ON referral_signup (referrer_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE referral_signup`.execute(db);
}
