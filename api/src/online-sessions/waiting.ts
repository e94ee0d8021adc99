import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { bookableServices } from '../booking/appointments.ts';
import { addDays, availableSlots, loadPolicy, localDate } from '../booking/availability.ts';
import { EARLY_ENTRY_MINUTES, MAX_PARTICIPANTS, WAITING_PRESENCE_SECONDS } from '../contract/online-sessions.ts';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { LiveBus } from '../live/bus.ts';
import type { RoomView, WaitingList } from '../schemas/online-sessions.ts';
import { hasFeature } from '../subscription/entitlements.ts';

// Decision 019. Who may wait in a therapist's room: the client of an online appointment that starts
// within EARLY_ENTRY_MINUTES or is running (signed in, or holding the appointment's emailed link),
// and anyone while the therapist has opened the room. Everyone else is shown the next free time.

export const noSuchRoom = () => notFound('No such room');
const noSuchEntry = () => notFound('No such waiting entry');

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export async function roomTherapist(db: Database, slug: string) {
  const therapist = await db
    .selectFrom('therapist')
    .select(['id', 'slug', 'firstName', 'lastName', 'timeZone', 'roomOpen', 'userId'])
    .where('slug', '=', slug)
    .where('listed', '=', true)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
  if (!therapist) throw noSuchRoom();
  return therapist;
}

type RoomTherapist = Awaited<ReturnType<typeof roomTherapist>>;

/** How the person asking came: signed in, and/or with an appointment's emailed link (already checked). */
export interface Visitor {
  userId?: string;
  /** An appointment uid whose link key the caller proved. */
  appointmentUid?: string;
}

/** The caller's online appointment with this therapist that is on now or next, if any. */
async function visitorAppointment(db: Database, therapist: RoomTherapist, visitor: Visitor, now: Date) {
  if (!visitor.userId && !visitor.appointmentUid) return undefined;
  return db
    .selectFrom('appointment as a')
    .innerJoin('client as c', 'c.id', 'a.clientId')
    .select(['a.id', 'a.uid', 'a.startsAt', 'a.endsAt', 'a.clientId', 'c.name as clientName', 'c.userId'])
    .where('a.therapistId', '=', therapist.id)
    .where('a.modality', '=', 'online')
    .where('a.status', '=', 'confirmed')
    .where('a.endsAt', '>', now)
    .where((eb) =>
      visitor.appointmentUid ? eb('a.uid', '=', visitor.appointmentUid) : eb('c.userId', '=', visitor.userId as string),
    )
    .orderBy('a.startsAt')
    .limit(1)
    .executeTakeFirst();
}

const mayEnter = (startsAt: Date, now: Date) => startsAt.getTime() - EARLY_ENTRY_MINUTES * 60_000 <= now.getTime();

/** The next free online time of the therapist's first online service, within four weeks. */
async function nextOnlineSlot(db: Database, therapistId: string, timeZone: string, now: Date) {
  const service = (await bookableServices(db, therapistId)).find((s) => s.modality !== 'in_person');
  if (!service) return null;
  const policy = await loadPolicy(db, therapistId);
  const from = localDate(now, timeZone);
  const slots = await availableSlots(db, { policy, service, modality: 'online', from, to: addDays(from, 28), now });
  return slots[0]?.start ?? null;
}

/** What the room's page shows this visitor: whether they may wait, and if not, when they could. */
export async function roomView(db: Database, slug: string, visitor: Visitor, now = new Date()): Promise<RoomView> {
  const therapist = await roomTherapist(db, slug);
  const appointment = await visitorAppointment(db, therapist, visitor, now);
  const base = {
    therapist: { slug: therapist.slug, name: `${therapist.firstName} ${therapist.lastName}` },
    appointment: appointment
      ? { uid: appointment.uid, startsAt: appointment.startsAt.toISOString(), endsAt: appointment.endsAt.toISOString() }
      : null,
  };
  // A practice whose plan has no video has no room to wait in, whatever it was left set to.
  if (!(await hasFeature(db, therapist.id, 'video'))) return { ...base, access: 'closed', nextSlot: null };
  if (appointment && mayEnter(appointment.startsAt, now)) return { ...base, access: 'appointment', nextSlot: null };
  if (therapist.roomOpen) return { ...base, access: 'open', nextSlot: null };
  const nextSlot = await nextOnlineSlot(db, therapist.id, therapist.timeZone, now);
  return { ...base, access: appointment ? 'early' : 'closed', nextSlot };
}

/**
 * Puts the visitor in the waiting room and returns the key to their entry (kept only as a hash).
 * A signed-in person who was already waiting is moved here: their other tab's entry is replaced.
 */
export async function enterWaiting(
  db: Database,
  slug: string,
  visitor: Visitor,
  name: string | undefined,
  now = new Date(),
) {
  const therapist = await roomTherapist(db, slug);
  const appointment = await visitorAppointment(db, therapist, visitor, now);
  const byAppointment = appointment && mayEnter(appointment.startsAt, now);
  if ((!byAppointment && !therapist.roomOpen) || !(await hasFeature(db, therapist.id, 'video'))) {
    throw new AppError('ROOM_CLOSED', 403, 'This room is open only to clients whose session is about to start');
  }
  const shownName = byAppointment ? appointment.clientName : name?.trim();
  if (!shownName) {
    throw new AppError('VALIDATION_FAILED', 400, 'The request has invalid fields', [
      { field: 'body.name', message: 'is required' },
    ]);
  }
  const key = randomBytes(24).toString('base64url');
  return db.transaction().execute(async (trx) => {
    const replaced = visitor.userId
      ? await trx
          .updateTable('waitingEntry')
          .set({ status: 'replaced', updatedAt: sql`now()` })
          .where('therapistId', '=', therapist.id)
          .where('userId', '=', visitor.userId)
          .where('status', '=', 'waiting')
          .returning('id')
          .execute()
      : [];
    const entry = await trx
      .insertInto('waitingEntry')
      .values({
        therapistId: therapist.id,
        appointmentId: byAppointment ? appointment.id : null,
        clientId: byAppointment ? appointment.clientId : null,
        userId: visitor.userId ?? null,
        name: shownName.slice(0, 80),
        keyHash: hashKey(key),
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    // Entries of finished days are of no use to anyone: they go.
    await trx
      .deleteFrom('waitingEntry')
      .where('therapistId', '=', therapist.id)
      .where('updatedAt', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    return { id: entry.id, key, therapistId: therapist.id, replaced: replaced.map((r) => r.id) };
  });
}

/** The entry, if `key` is its key; anything else is "no such entry". */
export async function ownEntry(db: Database, id: string, key: string | undefined) {
  if (!key) throw noSuchEntry();
  const entry = await db
    .selectFrom('waitingEntry as w')
    .leftJoin('appointment as a', 'a.id', 'w.appointmentId')
    .leftJoin('videoParticipant as p', 'p.id', 'w.participantId')
    .select([
      'w.id',
      'w.therapistId',
      'w.status',
      'w.note',
      'w.keyHash',
      'w.participantId',
      'p.roomId',
      'p.role',
      'a.startsAt',
      'a.endsAt',
    ])
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!entry) throw noSuchEntry();
  const expected = Buffer.from(entry.keyHash);
  const given = Buffer.from(hashKey(key));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw noSuchEntry();
  return entry;
}

/** Still here: the waiting page calls this while it is open, and the therapist's list shows only such entries. */
export async function touchEntry(db: Database, id: string) {
  await db
    .updateTable('waitingEntry')
    .set({ updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .execute();
}

export async function leaveWaiting(db: Database, id: string) {
  await db
    .updateTable('waitingEntry')
    .set({ status: 'left', updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .execute();
}

/** Heard from lately: the entry's page is still open. */
const present = (column: 'updated_at' | 'w.updated_at') =>
  sql<boolean>`${sql.ref(column)} > now() - make_interval(secs => ${WAITING_PRESENCE_SECONDS})`;

/** Who waits for the therapist now, longest first. */
export async function waitingList(db: Database, therapistId: string): Promise<WaitingList['entries']> {
  const rows = await db
    .selectFrom('waitingEntry as w')
    .leftJoin('appointment as a', 'a.id', 'w.appointmentId')
    .leftJoin('service as s', 's.id', 'a.serviceId')
    .select(['w.id', 'w.name', 'w.note', 'w.createdAt', 'a.uid', 'a.startsAt', 'a.endsAt', 's.name as serviceName'])
    .where('w.therapistId', '=', therapistId)
    .where('w.status', '=', 'waiting')
    .where(present('w.updated_at'))
    .orderBy('w.createdAt')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    note: row.note,
    since: row.createdAt.toISOString(),
    appointment:
      row.uid && row.startsAt && row.endsAt
        ? {
            uid: row.uid,
            startsAt: row.startsAt.toISOString(),
            endsAt: row.endsAt.toISOString(),
            service: row.serviceName ?? '',
          }
        : null,
  }));
}

export async function waitingCount(db: Database, therapistId: string): Promise<number> {
  const row = await db
    .selectFrom('waitingEntry')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('therapistId', '=', therapistId)
    .where('status', '=', 'waiting')
    .where(present('updated_at'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The therapist's entry that still waits; anyone else's, or one already handled, is unknown. */
async function waitingEntryOf(db: Database, therapistId: string, id: string) {
  const entry = await db
    .selectFrom('waitingEntry')
    .selectAll()
    .where('id', '=', id)
    .where('therapistId', '=', therapistId)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  if (!entry) throw noSuchEntry();
  return entry;
}

export async function noteToEntry(db: Database, therapistId: string, id: string, note: string) {
  await waitingEntryOf(db, therapistId, id);
  await db.updateTable('waitingEntry').set({ note }).where('id', '=', id).execute();
}

export async function declineEntry(db: Database, therapistId: string, id: string, note: string | undefined) {
  await waitingEntryOf(db, therapistId, id);
  await db
    .updateTable('waitingEntry')
    .set({ status: 'declined', note: note ?? null, updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setRoomOpen(db: Database, therapistId: string, open: boolean) {
  await db.updateTable('therapist').set({ roomOpen: open }).where('id', '=', therapistId).execute();
}

export async function roomIsOpen(db: Database, therapistId: string): Promise<boolean> {
  const row = await db.selectFrom('therapist').select('roomOpen').where('id', '=', therapistId).executeTakeFirst();
  return row?.roomOpen ?? false;
}

/**
 * Lets the person in: into the call already open for the same appointment (a couple or a family
 * waiting on one booking), or a new one. Returns both sides' participants.
 */
export async function admitEntry(db: Database, therapist: { id: string; userId: string; name: string }, id: string) {
  return db.transaction().execute(async (trx) => {
    const entry = await waitingEntryOf(trx, therapist.id, id);
    const appointment = entry.appointmentId
      ? await trx.selectFrom('appointment').select('endsAt').where('id', '=', entry.appointmentId).executeTakeFirst()
      : undefined;
    let room = entry.appointmentId
      ? await trx
          .selectFrom('videoRoom')
          .select(['id', 'scheduledEnd'])
          .where('therapistId', '=', therapist.id)
          .where('appointmentId', '=', entry.appointmentId)
          .where('endedAt', 'is', null)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    room ??= await trx
      .insertInto('videoRoom')
      .values({
        therapistId: therapist.id,
        appointmentId: entry.appointmentId,
        scheduledEnd: appointment?.endsAt ?? null,
      })
      .returning(['id', 'scheduledEnd'])
      .executeTakeFirstOrThrow();
    const members = await trx
      .selectFrom('videoParticipant')
      .select(['id', 'role'])
      .where('roomId', '=', room.id)
      .execute();
    if (members.length + (members.some((m) => m.role === 'therapist') ? 1 : 2) > MAX_PARTICIPANTS) {
      throw new AppError('ROOM_FULL', 409, `A call holds at most ${MAX_PARTICIPANTS} people`);
    }
    const host =
      members.find((m) => m.role === 'therapist') ??
      (await trx
        .insertInto('videoParticipant')
        .values({ roomId: room.id, role: 'therapist', name: therapist.name, userId: therapist.userId })
        .returning(['id', 'role'])
        .executeTakeFirstOrThrow());
    const guest = await trx
      .insertInto('videoParticipant')
      .values({
        roomId: room.id,
        role: entry.clientId ? 'client' : 'guest',
        name: entry.name,
        userId: entry.userId,
        clientId: entry.clientId,
      })
      .returning(['id', 'role'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('waitingEntry')
      .set({ status: 'admitted', participantId: guest.id, updatedAt: sql`now()` })
      .where('id', '=', id)
      .execute();
    return { room, host, guest };
  });
}

/** The therapist behind an account, as their call shows them. */
export async function hostOf(db: Database, userId: string) {
  const row = await db
    .selectFrom('therapist')
    .select(['id', 'firstName', 'lastName'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('No practice');
  return { id: row.id, userId, name: `${row.firstName} ${row.lastName}` };
}

/** Tells the practice's open screens that its waiting room changed (the count, the list). */
export const announceWaitingRoom = (live: LiveBus, therapistId: string) =>
  live.publish(`practice:${therapistId}`, { type: 'waiting-room' });

/** Tells the person waiting in entry `id` where they stand (`waiting`, `admitted`, `declined`, `replaced`). */
export const announceEntry = (live: LiveBus, id: string, status: string) =>
  live.publish(`waiting:${id}`, { type: 'waiting', status });
