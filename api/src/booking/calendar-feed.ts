import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { ACTIVE_STATUSES, DEFAULT_POLICY } from './availability.ts';
import { calendarFeed } from './calendar.ts';

// Only a hash of the feed's token is kept, so a lost URL is replaced, never shown again.
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the feed shows of a client: initials only, since calendar services keep copies. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part[0]?.toUpperCase()}.`)
    .join(' ');

/** A new token for the therapist's private feed; any earlier one stops working. */
export async function issueFeedToken(db: Database, therapistId: string) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('bookingPolicy')
    .values({ therapistId, ...DEFAULT_POLICY })
    .onConflict((oc) => oc.column('therapistId').doNothing())
    .execute();
  await db
    .updateTable('bookingPolicy')
    .set({ feedTokenHash: hash(token) })
    .where('therapistId', '=', therapistId)
    .execute();
  return token;
}

export async function revokeFeed(db: Database, therapistId: string) {
  await db.updateTable('bookingPolicy').set({ feedTokenHash: null }).where('therapistId', '=', therapistId).execute();
}

/**
 * The sessions of the therapist whose feed token this is, from 30 days back, as iCalendar text;
 * each links to the dashboard's sessions under `publicUrl`.
 */
export async function feedCalendar(db: Database, token: string, publicUrl: string, now = new Date()) {
  const owner = await db
    .selectFrom('bookingPolicy')
    .select('therapistId')
    .where('feedTokenHash', '=', hash(token))
    .executeTakeFirst();
  if (!owner) throw notFound('No such calendar');
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const rows = await db
    .selectFrom('appointment as a')
    .innerJoin('service as s', 's.id', 'a.serviceId')
    .innerJoin('client as c', 'c.id', 'a.clientId')
    .select([
      'a.uid',
      'a.startsAt',
      'a.endsAt',
      'a.status',
      'a.calendarSequence',
      'a.modality',
      's.name as service',
      'c.name as client',
    ])
    .where('a.therapistId', '=', owner.therapistId)
    .where('a.status', 'in', [...ACTIVE_STATUSES.filter((s) => s !== 'pending_email'), 'completed', 'no_show'])
    .where('a.startsAt', '>=', since)
    .orderBy('a.startsAt')
    .limit(2000)
    .execute();
  return calendarFeed(
    'Calma',
    rows.map((r) => ({
      uid: r.uid,
      start: r.startsAt,
      end: r.endsAt,
      title: `${r.status === 'requested' ? '? ' : ''}${r.service} – ${initials(r.client)}`,
      location: r.modality === 'online' ? 'online' : undefined,
      url: `${publicUrl}/dashboard/sessions`,
      status: r.status,
      sequence: r.calendarSequence,
    })),
  );
}
