import { appointmentKey, conversationKey } from '../booking/links.ts';
import type { Practice } from '../clients/records.ts';
import { isLocale, type Locale, localizePath } from '../contract/locales.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import type { WithEmails } from '../mail/outbox.ts';
import type { MailRequest } from '../mail/render.ts';
import { type ConversationRecord, postMessage, type Side, therapistName } from './conversations.ts';

const localeOr = (value: string | null | undefined): Locale => (isLocale(value) ? value : 'en');

/** The page where a client without an account reads a conversation they began from the widget. */
export const conversationUrl = (
  clientId: string,
  locale: Locale,
  { publicUrl, linkSecret }: { publicUrl: string; linkSecret: string },
) => `${publicUrl}${localizePath(locale, `/conversation/${clientId}`)}?key=${conversationKey(linkSecret, clientId)}`;

export type MessageParties = Omit<ConversationRecord, 'therapistId'>;

/** What the emails' links are made with. */
export interface MessageLinks {
  publicUrl: string;
  linkSecret: string;
}

/**
 * The email telling the other side that `sender` wrote to them: in the reader's language, naming
 * the sender, linking to where they read the conversation, and never carrying the message itself
 * (email is neither encrypted nor private enough for it). Undefined when there is no address.
 */
export function newMessageEmail(
  c: MessageParties,
  sender: Side,
  { publicUrl, linkSecret }: { publicUrl: string; linkSecret: string },
): MailRequest | undefined {
  if (sender === 'client') {
    const to = c.therapistAccountEmail ?? c.therapistPublicEmail;
    if (!to) return undefined;
    return {
      to,
      locale: localeOr(c.therapistLocale),
      name: c.therapistFirstName,
      message: 'newMessage',
      params: { sender: c.clientName },
      actionUrl: `${publicUrl}/dashboard/messages/${c.id}`,
    };
  }
  // A client with an account reads in their dashboard, in the language they chose there; a guest
  // on the page of their appointment, through its link, in the language they booked in (or, with
  // no appointment, on the page of the conversation they began from the widget).
  const locale = localeOr(c.clientUserId ? c.clientAccountLocale : c.clientLocale);
  let actionUrl: string;
  if (c.clientUserId) actionUrl = `${publicUrl}/dashboard/messages`;
  else if (c.appointmentUid) {
    const key = appointmentKey(linkSecret, c.appointmentUid);
    actionUrl = `${publicUrl}${localizePath(locale, `/appointment/${c.appointmentUid}`)}?key=${key}#messages`;
  } else if (c.hasWritten) actionUrl = conversationUrl(c.id, locale, { publicUrl, linkSecret });
  else return undefined;
  return {
    to: c.clientEmail,
    locale,
    name: c.clientName,
    message: 'newMessage',
    params: { sender: therapistName(c) },
    actionUrl,
  };
}

/**
 * Writes a message and, when the other side had nothing unread from this sender, queues the email
 * telling them, committed with the message.
 */
export const sendMessage = (
  db: Database,
  withEmails: WithEmails,
  sealer: Sealer,
  record: ConversationRecord,
  sender: { side: Side; practice?: Practice },
  body: string,
  links: MessageLinks,
) =>
  withEmails(db, async (trx, outbox) => {
    const { message, firstUnread } = await postMessage(trx, sealer, record, sender, body);
    const mail = firstUnread ? newMessageEmail(record, sender.side, links) : undefined;
    if (mail) outbox.send(mail);
    return message;
  });
