import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { joinAccountOfRecord } from './join-account.ts';

/** How long a guest's booking details or widget message wait for them to confirm their address. */
export const PENDING_HOURS = 48;

const staleBefore = (now: Date) => new Date(now.getTime() - PENDING_HOURS * 3_600_000);

/**
 * The guest proved the address they typed (they acted on the link we emailed there): their
 * details become a client record of the therapist — a new one under the pending id, or the one the
 * therapist already keeps for this address, whose details stay as the therapist knows them. Their
 * waiting widget message and booking move onto it. A record is linked to an account only when the
 * address was that account's own (decision 014): the signed-in booker's, or that of the client
 * account that has verified it (decision 035). Answers the client's id, and whether a widget
 * message was passed on now; confirming twice changes nothing. Inside the caller's transaction,
 * which also holds what the confirmation changes and emails (a booking, the therapist's news).
 */
export async function becomeClient(
  trx: Transaction<DB>,
  pendingId: string,
): Promise<{ clientId: string; messagePassedOn: boolean } | undefined> {
  const pending = await trx
    .selectFrom('pendingContact')
    .selectAll()
    .where('id', '=', pendingId)
    .forUpdate()
    .executeTakeFirst();
  if (!pending) return undefined;
  if (pending.clientId) return { clientId: pending.clientId, messagePassedOn: false };
  const client = await trx
    .insertInto('client')
    .values({
      id: pending.id,
      therapistId: pending.therapistId,
      userId: pending.userId,
      name: pending.name,
      email: pending.email,
      phone: pending.phone,
      locale: pending.locale,
      timeZone: pending.timeZone,
    })
    .onConflict((oc) =>
      oc.columns(['therapistId', 'email']).doUpdateSet((eb) => ({
        userId: eb.fn.coalesce('client.userId', 'excluded.userId'),
        updatedAt: sql`now()`,
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  if (pending.messageId && pending.messageSealed) {
    await trx
      .insertInto('message')
      .values({ id: pending.messageId, clientId: client.id, sender: 'client', bodySealed: pending.messageSealed })
      .execute();
  }
  await trx
    .updateTable('appointment')
    .set({ clientId: client.id, pendingContactId: null })
    .where('pendingContactId', '=', pending.id)
    .execute();
  // Only the link's mapping is kept: what the guest typed now lives in the client record.
  await trx
    .updateTable('pendingContact')
    .set({
      clientId: client.id,
      confirmedAt: sql`now()`,
      name: '',
      phone: '',
      messageId: null,
      messageSealed: null,
    })
    .where('id', '=', pending.id)
    .execute();
  await joinAccountOfRecord(trx, client.id, pending.email);
  return { clientId: client.id, messagePassedOn: pending.messageId !== null };
}

/**
 * What a pending id names, if it is still there: a confirmed one only maps to its client record; an
 * unconfirmed one is gone after PENDING_HOURS. With the therapist's name for the waiting page.
 */
export async function pendingContact(db: Database, pendingId: string, now = new Date()) {
  return db
    .selectFrom('pendingContact as p')
    .innerJoin('therapist as t', 't.id', 'p.therapistId')
    .select([
      'p.id',
      'p.messageId',
      'p.clientId',
      't.firstName as therapistFirstName',
      't.lastName as therapistLastName',
      't.userId as therapistUserId',
    ])
    .where('p.id', '=', pendingId)
    .where((eb) => eb.or([eb('p.confirmedAt', 'is not', null), eb('p.createdAt', '>', staleBefore(now))]))
    .executeTakeFirst();
}

/**
 * Deletes what nobody confirmed in time (the address may not even be the sender's), and with it
 * the guest holds it made, which ran out long before.
 */
export async function deleteStaleContacts(db: Database, now = new Date()) {
  await db
    .deleteFrom('pendingContact')
    .where('confirmedAt', 'is', null)
    .where('createdAt', '<', staleBefore(now))
    .execute();
}
