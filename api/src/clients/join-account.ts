import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Links to a client account the practices' records of its address that nobody holds yet, when both
 * sides proved that address: the account verified it, and the record's address was confirmed
 * through a guest booking's or a message's emailed link (a confirmed `pending_contact` maps to it).
 * A record the therapist only typed in, an unverified account, and a record already linked to an
 * account stay as they are (decision 035). Answers the ids of the records linked now; running it
 * again links nothing more.
 */
function joinProvenRecords(trx: Transaction<DB>, accountId: string, clientId?: string) {
  let update = trx
    .updateTable('client')
    .from('userAccount as u')
    .set((eb) => ({ userId: eb.ref('u.id'), updatedAt: sql`now()` }))
    .where('u.id', '=', accountId)
    .where('u.role', '=', 'client')
    .where('u.emailVerifiedAt', 'is not', null)
    .whereRef('client.email', '=', 'u.email')
    .where('client.userId', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('pendingContact as p')
          .select('p.id')
          .whereRef('p.clientId', '=', 'client.id')
          .where('p.confirmedAt', 'is not', null),
      ),
    );
  if (clientId) update = update.where('client.id', '=', clientId);
  return update.returning('client.id').execute();
}

/**
 * The account's address was just proven (its verification link, a reset link, a provider that
 * vouches for it): the records of that address whose guest confirmed it join the account. Inside
 * the transaction that marks the address verified.
 */
export const joinRecordsToAccount = (trx: Transaction<DB>, accountId: string) => joinProvenRecords(trx, accountId);

/**
 * A guest just confirmed the address of this record: it joins the client account whose verified
 * address it is, if any. The account's row is locked first, so a verification of that account
 * committing at the same moment either is seen here or, waiting for this transaction, sees the
 * record (`joinRecordsToAccount`); either way the record joins. Inside the confirming transaction.
 */
export async function joinAccountOfRecord(trx: Transaction<DB>, clientId: string, email: string) {
  const account = await trx
    .selectFrom('userAccount')
    .select('id')
    .where('email', '=', email)
    .forShare()
    .executeTakeFirst();
  if (account) await joinProvenRecords(trx, account.id, clientId);
}
