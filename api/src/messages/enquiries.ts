import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Locale } from '../contract/locales.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';

/** How long a message from the widget waits for its sender to confirm their address. */
export const PENDING_HOURS = 48;

export interface Enquiry {
  name: string;
  email: string;
  message: string;
  locale: Locale;
}

/** The listed, verified therapist behind a widget; anyone else has no widget. */
export async function enquiryRecipient(db: Database, slug: string) {
  const therapist = await db
    .selectFrom('therapist')
    .select(['id', 'firstName', 'lastName'])
    .where('slug', '=', slug)
    .where('listed', '=', true)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
  if (!therapist) throw notFound('No listed profile has this address');
  return therapist;
}

/**
 * Stores the enquiry as a pending first message from the sender, on their client record with the
 * therapist: a new one, or the one the therapist already keeps for this address, whose details stay
 * as the therapist knows them (someone else could be typing that address).
 */
export async function storeEnquiry(db: Database, sealer: Sealer, therapistId: string, enquiry: Enquiry) {
  return db.transaction().execute(async (trx) => {
    const client = await trx
      .insertInto('client')
      .values({
        therapistId,
        name: enquiry.name.trim(),
        email: enquiry.email.trim(),
        locale: enquiry.locale,
      })
      // A no-op update rather than DO NOTHING, so that the existing row's id comes back.
      .onConflict((oc) => oc.columns(['therapistId', 'email']).doUpdateSet({ therapistId: sql`client.therapist_id` }))
      .returning(['id'])
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await trx
      .insertInto('message')
      .values({
        id,
        clientId: client.id,
        sender: 'client',
        bodySealed: sealer.seal(enquiry.message.trim(), `message:${id}`),
        pending: true,
      })
      .execute();
    return { clientId: client.id };
  });
}

/**
 * Makes the conversation's pending messages visible to the therapist, now that their sender opened
 * the link we emailed. Answers how many there were, so the therapist is told only once.
 */
export async function confirmPending(db: Database, clientId: string, now = new Date()): Promise<number> {
  const rows = await db
    .updateTable('message')
    .set({ pending: false })
    .where('clientId', '=', clientId)
    .where('pending', '=', true)
    .where('createdAt', '>', new Date(now.getTime() - PENDING_HOURS * 3_600_000))
    .returning('id')
    .execute();
  return rows.length;
}

/** How many of a client's widget messages still wait for them to confirm their address. */
export async function countPending(db: Database, clientId: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('message')
    .select((eb) => eb.fn.countAll<number>().as('waiting'))
    .where('clientId', '=', clientId)
    .where('pending', '=', true)
    .where('createdAt', '>', new Date(now.getTime() - PENDING_HOURS * 3_600_000))
    .executeTakeFirst();
  return Number(row?.waiting ?? 0);
}

/** Deletes messages nobody confirmed in time: the address may not even be the sender's. */
export async function deleteStalePending(db: Database, now = new Date()) {
  await db
    .deleteFrom('message')
    .where('pending', '=', true)
    .where('createdAt', '<', new Date(now.getTime() - PENDING_HOURS * 3_600_000))
    .execute();
}
