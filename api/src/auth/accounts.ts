import { sql, type Transaction } from 'kysely';
import { joinRecordsToAccount } from '../clients/join-account.ts';
import type { Database } from '../db/database.ts';
import type { DB, Role } from '../db/schema.ts';

/** What signing in and the account's own flows read of an account. */
const ACCOUNT_COLUMNS = ['id', 'email', 'role', 'displayName', 'locale', 'passwordHash', 'emailVerifiedAt'] as const;

export const findAccount = (db: Database, userId: string) =>
  db.selectFrom('userAccount').select(ACCOUNT_COLUMNS).where('id', '=', userId).executeTakeFirst();

/** For an id that must have an account (a session's, a link's): throws when there is none. */
export const requireAccount = (db: Database, userId: string) =>
  db.selectFrom('userAccount').select(ACCOUNT_COLUMNS).where('id', '=', userId).executeTakeFirstOrThrow();

export const findAccountByEmail = (db: Database, email: string) =>
  db.selectFrom('userAccount').select(ACCOUNT_COLUMNS).where('email', '=', email).executeTakeFirst();

/** A new account with a password; undefined when the email already has one, which stays as it is. */
export async function createAccount(
  db: Database,
  account: { email: string; passwordHash: string; role: Role; displayName: string; locale: string },
): Promise<string | undefined> {
  const created = await db
    .insertInto('userAccount')
    .values(account)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return created?.id;
}

/**
 * Marks the email address confirmed; false when it already was. The records of this address whose
 * guests confirmed it join the account (decision 035), in the caller's transaction.
 */
export async function confirmEmail(trx: Transaction<DB>, userId: string): Promise<boolean> {
  const confirmed = await trx
    .updateTable('userAccount')
    .set({ emailVerifiedAt: sql`now()` })
    .where('id', '=', userId)
    .where('emailVerifiedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  await joinRecordsToAccount(trx, userId);
  return confirmed !== undefined;
}

/**
 * A new password; `emailConfirmed` also confirms the address, for a password set through an
 * emailed link, and with it the records of that address join the account as in `confirmEmail`.
 */
export async function setPasswordHash(
  trx: Transaction<DB>,
  userId: string,
  passwordHash: string,
  { emailConfirmed }: { emailConfirmed: boolean },
): Promise<void> {
  await trx
    .updateTable('userAccount')
    .set(emailConfirmed ? { passwordHash, emailVerifiedAt: sql`coalesce(email_verified_at, now())` } : { passwordHash })
    .where('id', '=', userId)
    .execute();
  if (emailConfirmed) await joinRecordsToAccount(trx, userId);
}
