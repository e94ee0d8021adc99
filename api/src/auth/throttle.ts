import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { clientAddress } from '../net/client-address.ts';

// Failed proofs (passwords, two-factor codes) are counted in the database, so every app instance
// sees the same counts, three ways:
// - per address and account: after 5 failures that address waits before it may try that account
//   again, even with the right proof; each further failure doubles the wait (1 min … 1 h);
// - per address: after 50 failures across accounts (one address trying many emails), the same for
//   every account;
// - per account, from any address: the right proof always gets in, else anyone could lock its owner
//   out. Once the account has had 5 failures it counts as under attack, and then each address waits
//   after its first wrong guess at it instead of its fifth, which slows a guesser spread over many
//   addresses without turning away whoever knows the password.
// Counted per email whether an account exists or not, so throttling reveals nothing. Failures are
// forgotten after a day without one. Rows live in sign_in_throttle under a hashed key; neither the
// email nor the address is stored.

/** One proof of who someone is: whose (an email, or `two-factor:<user id>`) and from where. */
export interface Attempt {
  account: string;
  /** The client's address as Fastify reports it (`request.ip`, behind TRUST_PROXY when set). */
  address: string;
}

const FREE_PER_ACCOUNT = 5;
const FREE_PER_ADDRESS_AND_ACCOUNT = 5;
const FREE_PER_ADDRESS = 50;
const MAX_LOCK_SECONDS = 3600;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const accountKey = (account: string) => sha256(account.trim().toLowerCase());
const keysOf = ({ account, address }: Attempt) => {
  const own = accountKey(account);
  // An IPv6 /64 is one client, as for every per-address limit (net/client-address.ts).
  const client = sha256(`address:${clientAddress(address)}`);
  // The pair's key starts with the account's, so a password reset can end all of its waits at once.
  return { account: own, address: client, pair: `${own}:${client}` };
};

const tooManyAttempts = (wait: number) =>
  new AppError('TOO_MANY_ATTEMPTS', 429, `Too many failed attempts; try again in ${wait} seconds`, {
    retryAfter: wait,
  });

/** Seconds until this address may try this account again, or 0. */
async function waitBeforeAttempt(db: Database, attempt: Attempt): Promise<number> {
  const keys = keysOf(attempt);
  const rows = await db
    .selectFrom('signInThrottle')
    .select('lockedUntil')
    .where('emailHash', 'in', [keys.address, keys.pair])
    .execute();
  const until = Math.max(0, ...rows.map((row) => (row.lockedUntil ? new Date(row.lockedUntil).getTime() : 0)));
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** Throws 429 TOO_MANY_ATTEMPTS (with retryAfter) while this address must wait to try this account. */
export async function refuseWhileThrottled(db: Database, attempt: Attempt): Promise<void> {
  const wait = await waitBeforeAttempt(db, attempt);
  if (wait > 0) throw tooManyAttempts(wait);
}

/** Counts one failure under a key; past `free` failures the key is locked, twice as long each time. */
async function countFailure(db: Database, key: string, free: number): Promise<void> {
  const failures = sql<number>`CASE WHEN t.updated_at < now() - interval '1 day' THEN 1 ELSE t.failures + 1 END`;
  // The exponent stops at 6 (64 minutes, past the cap) so power() never overflows.
  const lockAfter = (count: RawBuilder<number>) =>
    sql`CASE WHEN ${count} > ${free}::int
      THEN now() + make_interval(secs => least(${MAX_LOCK_SECONDS}::int, 60 * power(2, least(6, ${count} - ${free}::int - 1))))
      END`;
  await sql`
    INSERT INTO sign_in_throttle AS t (email_hash, failures, locked_until, updated_at)
    VALUES (${key}, 1, ${lockAfter(sql<number>`1`)}, now())
    ON CONFLICT (email_hash) DO UPDATE SET
      failures = ${failures}, locked_until = ${lockAfter(failures)}, updated_at = now()`.execute(db);
}

/** Counts a wrong proof against the address, the account, and the two together. */
export async function recordFailure(db: Database, attempt: Attempt): Promise<void> {
  const keys = keysOf(attempt);
  const account = await db
    .selectFrom('signInThrottle')
    .select(sql<boolean>`coalesce(locked_until > now(), false)`.as('underAttack'))
    .where('emailHash', '=', keys.account)
    .executeTakeFirst();
  await countFailure(db, keys.pair, account?.underAttack ? 0 : FREE_PER_ADDRESS_AND_ACCOUNT);
  await countFailure(db, keys.account, FREE_PER_ACCOUNT);
  await countFailure(db, keys.address, FREE_PER_ADDRESS);
}

/**
 * A right proof ends this address's failures for the account. What others did stays counted: the
 * address's own count (other accounts) and the account's (other addresses).
 */
export async function recordSuccess(db: Database, attempt: Attempt): Promise<void> {
  await db.deleteFrom('signInThrottle').where('emailHash', '=', keysOf(attempt).pair).execute();
}

/**
 * Forgets every failure against an account, from every address: for a new password set through the
 * emailed link, which proves the owner and makes the old guesses moot.
 */
export async function forgetFailures(db: Database, account: string): Promise<void> {
  const own = accountKey(account);
  await db
    .deleteFrom('signInThrottle')
    .where((eb) => eb.or([eb('emailHash', '=', own), eb('emailHash', 'like', `${own}:%`)]))
    .execute();
}
