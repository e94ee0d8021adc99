import { findAppointment } from '../booking/appointments.ts';
import { isAppointmentKey, isConversationKey } from '../booking/links.ts';
import { pendingContact } from '../clients/pending.ts';
import { practiceOf } from '../clients/records.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { ownEntry } from '../online-sessions/waiting.ts';
import type { Principal } from '../plugins/access.ts';

export interface LiveRequest {
  principal?: Principal;
  /** A guest's conversation (client record id) with the key from its emailed link. */
  conversation?: string;
  /** An appointment uid with the key from its emailed link. */
  appointment?: string;
  key?: string;
  /** A waiting-room entry with its own key. */
  waiting?: string;
  waitingKey?: string;
}

/**
 * The topics a live socket may hear, from who opened it: a therapist hears their practice (its
 * conversations and waiting room), a client their account's conversations, a guest what their
 * links prove. A link whose key does not hold makes the whole socket unknown (404).
 */
export async function liveTopics(db: Database, linkSecret: string, request: LiveRequest): Promise<string[]> {
  const topics: string[] = [];
  const { principal } = request;
  if (principal?.role === 'therapist') {
    const practice = await practiceOf(db, principal.userId);
    if (practice) topics.push(`practice:${practice.therapistId}`);
  }
  // Every account hears its own events (a client's conversations; a therapist who has not yet made
  // a practice or an admin hears nothing today, but a signed-in page's socket is not abuse, and a
  // refusal would only make it reconnect again and again).
  if (principal) topics.push(`user:${principal.userId}`);
  if (request.conversation) {
    if (!isConversationKey(linkSecret, request.conversation, request.key)) throw notFound('No such conversation');
    // A widget's link carries the pending id, which may have become the record the therapist
    // already kept for that address: the conversation is that record's.
    const pending = await pendingContact(db, request.conversation);
    topics.push(`client:${pending?.clientId ?? request.conversation}`);
  }
  if (request.appointment) {
    if (!isAppointmentKey(linkSecret, request.appointment, request.key)) throw notFound('No such appointment');
    const appointment = await findAppointment(db, request.appointment);
    if (!appointment) throw notFound('No such appointment');
    if (appointment.clientId) topics.push(`client:${appointment.clientId}`);
  }
  if (request.waiting) {
    await ownEntry(db, request.waiting, request.waitingKey);
    topics.push(`waiting:${request.waiting}`);
  }
  return topics;
}
