import { type Kysely, sql } from 'kysely';

// People without an account who asked Calma to stop one kind of email (a colleague's invitations,
// letters recommending Calma to their employer): the address only as the SHA-256 of its lower-cased
// form, as the employer program keeps employees, so the list names nobody (issue #29, RFC 8058).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE email_opt_out (
      email_sha256 text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('referral_invitation', 'employer_letter')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (email_sha256, kind)
    )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE email_opt_out`.execute(db);
}
