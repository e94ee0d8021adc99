import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import { type CallGrant, callToken, readCallToken } from './tokens.ts';

// Decision 019. A call's address holds a signed grant; the room and participant it names must
// still exist, the room must not have ended, and a grant for an account is good only in that
// account's browser.

/** How long a call's address lasts past the appointment's end (or, unscheduled, past admission). */
const GRACE_MINUTES = 60;
const UNSCHEDULED_HOURS = 3;

export function grantFor(
  secret: string,
  room: { id: string; scheduledEnd: Date | null },
  participant: { id: string; role: CallGrant['role'] },
  now = new Date(),
): string {
  const until = Math.max(
    (room.scheduledEnd?.getTime() ?? 0) + GRACE_MINUTES * 60_000,
    now.getTime() + (room.scheduledEnd ? GRACE_MINUTES * 60_000 : UNSCHEDULED_HOURS * 3_600_000),
  );
  return callToken(secret, {
    room: room.id,
    participant: participant.id,
    role: participant.role,
    expires: Math.floor(until / 1000),
  });
}

export const noSuchCall = () => notFound('No such call');

/**
 * The participant a call's address lets in. A forged address is unknown (404), an old one has
 * expired (410 LINK_EXPIRED), an ended call is over (410 CALL_ENDED), both with the therapist's
 * slug in `details` so the page can lead back to the room; an address made for another
 * account answers 403, and for an account while signed out, 401.
 */
export async function callParticipant(db: Database, secret: string, token: string, userId: string | undefined) {
  const check = readCallToken(secret, token);
  if (!check.ok && check.reason === 'expired') {
    const room = await db
      .selectFrom('videoRoom as r')
      .innerJoin('therapist as t', 't.id', 'r.therapistId')
      .select('t.slug')
      .where('r.id', '=', check.grant.room)
      .executeTakeFirst();
    throw new AppError(
      'LINK_EXPIRED',
      410,
      'This call link has expired. Return to the waiting room to get a new one.',
      room && { therapistSlug: room.slug },
    );
  }
  if (!check.ok) throw noSuchCall();
  const { grant } = check;
  const row = await db
    .selectFrom('videoParticipant as p')
    .innerJoin('videoRoom as r', 'r.id', 'p.roomId')
    .innerJoin('therapist as t', 't.id', 'r.therapistId')
    .select([
      'p.id',
      'p.role',
      'p.name',
      'p.userId',
      'r.id as roomId',
      'r.endedAt',
      'r.scheduledEnd',
      'r.therapistId',
      't.slug as therapistSlug',
    ])
    .where('p.id', '=', grant.participant)
    .where('r.id', '=', grant.room)
    .executeTakeFirst();
  if (!row || row.role !== grant.role) throw noSuchCall();
  if (row.userId) {
    if (!userId) throw new AppError('UNAUTHENTICATED', 401, 'Sign in to join this call');
    if (userId !== row.userId) throw new AppError('FORBIDDEN', 403, 'This call link was made for another account');
  }
  // Where to go next: the therapist's room, to wait again or to book.
  if (row.endedAt)
    throw new AppError('CALL_ENDED', 410, 'This session has ended', { therapistSlug: row.therapistSlug });
  return { ...row, expires: grant.expires };
}

export type CallParticipant = Awaited<ReturnType<typeof callParticipant>>;

/** The room's participants who are in the call now, with the tab (connection) each is in it from. */
export async function presentParticipants(db: Database, roomId: string) {
  return db
    .selectFrom('videoParticipant')
    .select(['id', 'role', 'name', 'connectionId'])
    .where('roomId', '=', roomId)
    .where('connectionId', 'is not', null)
    .orderBy('joinedAt')
    .execute();
}

/** Marks the participant as in the call through `connectionId`; a tab they had open before is replaced. */
export async function connectParticipant(db: Database, participantId: string, connectionId: string) {
  const previous = await db
    .selectFrom('videoParticipant')
    .select('connectionId')
    .where('id', '=', participantId)
    .executeTakeFirst();
  await db
    .updateTable('videoParticipant')
    .set({ connectionId, joinedAt: sql`now()` })
    .where('id', '=', participantId)
    .execute();
  return { replaced: previous?.connectionId ?? null };
}

/** Marks the participant as gone, unless a newer tab has taken their place. Whether they were there. */
export async function disconnectParticipant(db: Database, participantId: string, connectionId: string) {
  const result = await db
    .updateTable('videoParticipant')
    .set({ connectionId: null })
    .where('id', '=', participantId)
    .where('connectionId', '=', connectionId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function endCall(db: Database, roomId: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('videoRoom')
      .set({ endedAt: sql`now()` })
      .where('id', '=', roomId)
      .where('endedAt', 'is', null)
      .execute();
    await trx.updateTable('videoParticipant').set({ connectionId: null }).where('roomId', '=', roomId).execute();
  });
}
