import { type Kysely, sql } from 'kysely';

// Guest bookings join the account of the same proven address (decision 035) from now on, where the
// address is proven; records proven on both sides before then join here, by the same rule: a record
// nobody holds, whose guest confirmed its address, joins the client account that verified it.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE client c
       SET user_id = u.id, updated_at = now()
      FROM user_account u
     WHERE u.email = c.email
       AND u.role = 'client'
       AND u.email_verified_at IS NOT NULL
       AND c.user_id IS NULL
       AND EXISTS (SELECT 1 FROM pending_contact p WHERE p.client_id = c.id AND p.confirmed_at IS NOT NULL)`.execute(
    db,
  );
}

// Which links this made can no longer be told from those made since: they stay.
export async function down(): Promise<void> {}
