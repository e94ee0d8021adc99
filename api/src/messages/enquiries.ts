import { randomUUID } from 'node:crypto';
import { becomeClient, PENDING_HOURS } from '../clients/pending.ts';
import type { Locale } from '../contract/locales.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import type { WithEmails } from '../mail/outbox.ts';
import { guestConversation, messagePurpose } from './conversations.ts';
import { conversationUrl, type MessageLinks, newMessageEmail } from './notifications.ts';

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
 * record exists before then (decision 014), so the therapist neither sees nor hears of it. The
 * sender is emailed the link that confirms it (it carries the pending id), committed with it.
 */
export async function storeEnquiry(
  db: Database,
  withEmails: WithEmails,
  sealer: Sealer,
  therapist: { id: string; firstName: string; lastName: string },
  enquiry: Enquiry,
  links: MessageLinks,
): Promise<void> {
  const messageId = randomUUID();
  await withEmails(db, async (trx, outbox) => {
    const pending = await trx
      .insertInto('pendingContact')
      .values({
        therapistId: therapist.id,
        name: enquiry.name.trim(),
        email: enquiry.email.trim(),
        locale: enquiry.locale,
        messageId,
        messageSealed: sealer.seal(enquiry.message.trim(), messagePurpose(messageId)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    outbox.send({
      to: enquiry.email.trim(),
      locale: enquiry.locale,
      name: enquiry.name.trim(),
      message: 'enquiryConfirm',
      params: { therapist: `${therapist.firstName} ${therapist.lastName}`, hours: PENDING_HOURS },
      actionUrl: conversationUrl(pending.id, enquiry.locale, links),
    });
  });
}

/**
 * The sender of a widget message confirms their address: they become the therapist's client, and
 * the therapist is emailed, once, that a message waits (with the change). Undefined when there is
 * no such pending contact.
 */
export const confirmEnquiry = (db: Database, withEmails: WithEmails, pendingId: string, links: MessageLinks) =>
  withEmails(db, async (trx, outbox) => {
    const done = await becomeClient(trx, pendingId);
    if (!done) return undefined;
    const record = await guestConversation(trx, done.clientId);
    const mail = done.messagePassedOn ? newMessageEmail(record, 'client', links) : undefined;
    if (mail) outbox.send(mail);
    return { record, messagePassedOn: done.messagePassedOn };
  });
