import { randomUUID } from 'node:crypto';
import type { Locale } from '../contract/locales.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { messagePurpose } from './conversations.ts';

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
 * Stores the enquiry, sealed, with its sender's details until they confirm their address: no client
 * record exists before then (decision 014), so the therapist neither sees nor hears of it. Answers
 * the pending id, which the emailed link carries.
 */
export async function storeEnquiry(db: Database, sealer: Sealer, therapistId: string, enquiry: Enquiry) {
  const messageId = randomUUID();
  const pending = await db
    .insertInto('pendingContact')
    .values({
      therapistId,
      name: enquiry.name.trim(),
      email: enquiry.email.trim(),
      locale: enquiry.locale,
      messageId,
      messageSealed: sealer.seal(enquiry.message.trim(), messagePurpose(messageId)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { pendingId: pending.id };
}
