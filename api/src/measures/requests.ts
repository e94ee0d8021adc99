import type { Transaction } from 'kysely';
import { isLocale } from '../contract/locales.ts';
import type { DB } from '../db/schema.ts';
import type { Outbox } from '../mail/outbox.ts';
import { measurePath, measureToken } from './links.ts';

/** How long a questionnaire link stays open (decision 036). */
export const MEASURE_LINK_DAYS = 7;

const DAY_MS = 86_400_000;

/**
 * Sends one questionnaire for an assignment: the request row and the client's email with its
 * signed link, in the client's language, in the same transaction. A before-session request names
 * its appointment; a second one for the same appointment is not sent (undefined).
 */
export async function sendRequest(
  trx: Transaction<DB>,
  outbox: Outbox,
  linkSecret: string,
  assignment: { id: string; clientId: string },
  now: Date,
  appointmentId: string | null = null,
): Promise<string | undefined> {
  const row = await trx
    .insertInto('measureRequest')
    .values({
      assignmentId: assignment.id,
      clientId: assignment.clientId,
      appointmentId,
      sentAt: now,
      expiresAt: new Date(now.getTime() + MEASURE_LINK_DAYS * DAY_MS),
    })
    .onConflict((oc) => oc.columns(['assignmentId', 'appointmentId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return undefined;
  const client = await trx
    .selectFrom('client')
    .innerJoin('therapist', 'therapist.id', 'client.therapistId')
    .select(['client.name', 'client.email', 'client.locale', 'therapist.firstName', 'therapist.lastName'])
    .where('client.id', '=', assignment.clientId)
    .executeTakeFirstOrThrow();
  const locale = isLocale(client.locale) ? client.locale : 'en';
  outbox.send({
    to: client.email,
    locale,
    name: client.name,
    message: 'measureRequest',
    params: { therapist: `${client.firstName} ${client.lastName}`, days: MEASURE_LINK_DAYS },
    actionUrl: measurePath(locale, measureToken(linkSecret, row.id)),
  });
  return row.id;
}
