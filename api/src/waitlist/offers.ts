// Offers (decision 037): a slot that opens goes to the first person in line whose wishes it fits,
// held for them for the therapist's hold time; the slot engine counts the hold as busy
// (booking/availability.ts), so nobody else can book it and the next free slot moves past it.
// Accepting books it through createBooking, with the offer taken in the booking's transaction.
import { sql } from 'kysely';
import { createBooking, SlotUnavailable } from '../booking/appointments.ts';
import { availableSlots, loadPolicy, localDate } from '../booking/availability.ts';
import { appointmentKey } from '../booking/links.ts';
import { formatWhen } from '../booking/notifications.ts';
import { isLocale, type Locale } from '../contract/locales.ts';
import { serviceNameOf } from '../contract/services.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { text } from '../i18n/index.ts';
import type { WithEmails } from '../mail/outbox.ts';
import { type EntryRecord, entryUrl, findEntry, fittingSlots, waitlistSettings } from './waitlist.ts';
import type { Meeting } from './wishes.ts';

/** Offers whose hold ran out unanswered, in a row, after which an entry leaves the line. */
export const MISSED_OFFERS_LIMIT = 2;
/** Offers one round makes for one therapist at most; the next round goes on. */
const OFFERS_PER_ROUND = 20;

const isExclusionViolation = (error: unknown) =>
  ['23P01', '23505', '40P01'].includes((error as { code?: string }).code ?? '');

interface Slot {
  start: string;
  end: string;
  modality: Meeting;
}

/**
 * Holds a slot for an entry and emails them the offer, in one transaction. Answers false when the
 * entry is no longer waiting or already holds an offer, or another offer took the time meanwhile.
 */
async function makeOffer(
  db: Database,
  withEmails: WithEmails,
  linkSecret: string,
  entry: EntryRecord,
  slot: Slot,
  holdMinutes: number,
  byHand: boolean,
  now: Date,
) {
  const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  const locale: Locale = isLocale(entry.locale) ? entry.locale : 'en';
  try {
    return await withEmails(db, async (trx, outbox) => {
      const created = await trx
        .insertInto('waitlistOffer')
        .columns(['entryId', 'therapistId', 'serviceId', 'startsAt', 'endsAt', 'modality', 'holdExpiresAt', 'byHand'])
        .expression((eb) =>
          eb
            .selectFrom('waitlistEntry')
            .select([
              'id',
              'therapistId',
              'serviceId',
              sql<Date>`${new Date(slot.start)}::timestamptz`.as('startsAt'),
              sql<Date>`${new Date(slot.end)}::timestamptz`.as('endsAt'),
              sql<string>`${slot.modality}::text`.as('modality'),
              sql<Date>`${holdExpiresAt}::timestamptz`.as('holdExpiresAt'),
              sql<boolean>`${byHand}::boolean`.as('byHand'),
            ])
            .where('id', '=', entry.id)
            .where('status', '=', 'waiting'),
        )
        .returning('id')
        .executeTakeFirst();
      if (!created) return false;
      const zone = slot.modality === 'online' ? (entry.timeZone ?? entry.therapistTimeZone) : entry.therapistTimeZone;
      outbox.send({
        to: entry.email,
        locale,
        name: entry.name,
        message: 'waitlistOffer',
        params: {
          therapist: `${entry.therapistFirstName} ${entry.therapistLastName}`,
          service: serviceNameOf(entry, locale),
          when: formatWhen(new Date(slot.start), locale, zone),
          until: formatWhen(holdExpiresAt, locale, zone),
          how: text(locale, slot.modality === 'online' ? 'waitlist.online' : 'waitlist.inPerson'),
        },
        actionUrl: entryUrl(linkSecret, locale, entry.uid),
      });
      return true;
    });
  } catch (error) {
    if (isExclusionViolation(error)) return false;
    throw error;
  }
}

/**
 * Offers the therapist's open slots to the people waiting, first come first served among those
 * whose wishes fit: the first in line is offered the earliest slot that fits them, then the next,
 * each offer holding its time before the next is looked for. An entry is not offered a time it has
 * declined or let run out before, nor one starting sooner than the minimum notice plus the hold
 * (so that accepting at the last minute still books). Nothing while the list is paused or closed.
 * Answers how many offers it made.
 */
export async function offerOpenSlots(
  db: Database,
  withEmails: WithEmails,
  linkSecret: string,
  therapistId: string,
  now = new Date(),
): Promise<number> {
  const settings = await waitlistSettings(db, therapistId);
  if (settings.status !== 'open') return 0;
  const bookable = await db
    .selectFrom('therapist')
    .select('id')
    .where('id', '=', therapistId)
    .where('listed', '=', true)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
  if (!bookable) return 0;
  const waiting = await db
    .selectFrom('waitlistEntry as e')
    .innerJoin('service as s', 's.id', 'e.serviceId')
    .select(['e.uid', 'e.id'])
    .where('e.therapistId', '=', therapistId)
    .where('e.status', '=', 'waiting')
    .where('s.archivedAt', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('waitlistOffer as o')
            .select('o.id')
            .whereRef('o.entryId', '=', 'e.id')
            .where('o.status', '=', 'offered')
            .where('o.holdExpiresAt', '>', now),
        ),
      ),
    )
    .orderBy('e.confirmedAt')
    // Confirmed in the same instant: who asked first.
    .orderBy('e.createdAt')
    .orderBy('e.id')
    .execute();
  if (waiting.length === 0) return 0;
  const policy = await loadPolicy(db, therapistId);
  let made = 0;
  for (const { uid, id } of waiting) {
    if (made >= OFFERS_PER_ROUND) break;
    const entry = await findEntry(db, uid);
    if (entry?.status !== 'waiting') continue;
    const refused = await db
      .selectFrom('waitlistOffer')
      .select('startsAt')
      .where('entryId', '=', id)
      .where('status', 'in', ['declined', 'expired', 'withdrawn'])
      .execute();
    const before = new Set(refused.map((r) => r.startsAt.getTime()));
    const { slots } = await fittingSlots(db, {
      therapistId,
      service: { id: entry.serviceId, durationMinutes: entry.durationMinutes, modality: entry.serviceModality },
      wishes: { weekdays: entry.weekdays, timesOfDay: entry.timesOfDay, modalities: entry.modalities },
      clientZone: entry.timeZone,
      now,
      leadMinutes: policy.minimumNoticeMinutes + settings.holdMinutes,
    });
    const slot = slots.find((s) => !before.has(Date.parse(s.start)));
    if (!slot) continue;
    if (await makeOffer(db, withEmails, linkSecret, entry, slot, settings.holdMinutes, false, now)) made += 1;
  }
  return made;
}

/**
 * Offers whose hold ran out pass on: each is marked expired, its entry counts a missed offer (and
 * leaves the line after MISSED_OFFERS_LIMIT in a row), and the therapists are answered for a new round.
 */
export async function expireOffers(db: Database, now = new Date()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('waitlistOffer')
      .set({ status: 'expired', answeredAt: now })
      .where('status', '=', 'offered')
      .where('holdExpiresAt', '<=', now)
      .returning(['entryId', 'therapistId'])
      .execute();
    if (expired.length === 0) return [];
    const entries = expired.map((o) => o.entryId);
    await trx
      .updateTable('waitlistEntry')
      .set((eb) => ({ missedOffers: eb('missedOffers', '+', 1) }))
      .where('id', 'in', entries)
      .execute();
    await trx
      .updateTable('waitlistEntry')
      .set({ status: 'lapsed', endedAt: now })
      .where('id', 'in', entries)
      .where('status', '=', 'waiting')
      .where('missedOffers', '>=', MISSED_OFFERS_LIMIT)
      .execute();
    return [...new Set(expired.map((o) => o.therapistId))];
  });
}

/** Every therapist whose list is open with someone waiting: what a full round looks at. */
export async function therapistsWithWaitingEntries(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('waitlistEntry as e')
    .leftJoin('waitlistSettings as w', 'w.therapistId', 'e.therapistId')
    .select('e.therapistId')
    .distinct()
    .where('e.status', '=', 'waiting')
    .where((eb) => eb.or([eb('w.status', 'is', null), eb('w.status', '=', 'open')]))
    .execute();
  return rows.map((r) => r.therapistId);
}

/** The therapist offers a free slot to an entry by hand, whatever its wishes and place in line. */
export async function offerByHand(
  db: Database,
  withEmails: WithEmails,
  linkSecret: string,
  entry: EntryRecord,
  input: { start: string; modality?: Meeting },
  now = new Date(),
) {
  if (entry.status !== 'waiting') throw new AppError('INVALID_STATE', 409, 'This entry is no longer on the waitlist');
  await expireOffers(db, now);
  const modality: Meeting =
    entry.serviceModality === 'both' ? (input.modality ?? entry.modalities[0] ?? 'online') : entry.serviceModality;
  if (input.modality && input.modality !== modality) {
    throw new AppError('VALIDATION_FAILED', 400, 'This service is not offered this way', [
      { field: 'body.modality', message: `Only ${modality}` },
    ]);
  }
  const policy = await loadPolicy(db, entry.therapistId);
  const start = new Date(input.start);
  const day = localDate(start, policy.timeZone);
  const slots = await availableSlots(db, {
    policy,
    service: { durationMinutes: entry.durationMinutes, modality: entry.serviceModality },
    modality,
    from: day,
    to: day,
    now,
  });
  const slot = slots.find((s) => Date.parse(s.start) === start.getTime());
  if (!slot) throw new SlotUnavailable(slots.slice(0, 20));
  const live = await db
    .selectFrom('waitlistOffer')
    .select('id')
    .where('entryId', '=', entry.id)
    .where('status', '=', 'offered')
    .executeTakeFirst();
  if (live) throw new AppError('INVALID_STATE', 409, 'This person already holds an offer');
  const settings = await waitlistSettings(db, entry.therapistId);
  const made = await makeOffer(
    db,
    withEmails,
    linkSecret,
    entry,
    { ...slot, modality },
    settings.holdMinutes,
    true,
    now,
  );
  if (!made) throw new SlotUnavailable(slots.slice(0, 20));
  const offer = await db
    .selectFrom('waitlistOffer')
    .select(['id', 'startsAt', 'holdExpiresAt'])
    .where('entryId', '=', entry.id)
    .where('status', '=', 'offered')
    .executeTakeFirstOrThrow();
  return offer;
}

async function liveOffer(db: Database, entry: EntryRecord, offerId: string) {
  const offer = await db
    .selectFrom('waitlistOffer as o')
    .leftJoin('appointment as a', 'a.id', 'o.appointmentId')
    .select([
      'o.id',
      'o.status',
      'o.startsAt',
      'o.modality',
      'o.holdExpiresAt',
      'o.serviceId',
      'a.uid as appointmentUid',
      'a.status as appointmentStatus',
    ])
    .where('o.id', '=', offerId)
    .where('o.entryId', '=', entry.id)
    .executeTakeFirst();
  if (!offer) throw new AppError('NOT_FOUND', 404, 'No such offer');
  return offer;
}

/**
 * The person accepts their offer: it is booked through createBooking (the slot engine's check, the
 * exclusion constraint, the therapist's confirmation rule, the booking's emails), with the offer
 * taken in the same transaction, so however many accepts and bookings race, the time is booked
 * once. Accepting again answers the same appointment. 410 HOLD_EXPIRED once the hold ran out.
 */
export async function acceptOffer(
  db: Database,
  withEmails: WithEmails,
  linkSecret: string,
  entry: EntryRecord,
  offerId: string,
  now = new Date(),
): Promise<{ uid: string; status: string; key: string }> {
  const accepted = (uid: string, status: string) => ({ uid, status, key: appointmentKey(linkSecret, uid) });
  const offer = await liveOffer(db, entry, offerId);
  if (offer.status === 'accepted' && offer.appointmentUid && offer.appointmentStatus) {
    return accepted(offer.appointmentUid, offer.appointmentStatus);
  }
  if (offer.status === 'expired' || (offer.status === 'offered' && offer.holdExpiresAt <= now)) {
    throw new AppError('HOLD_EXPIRED', 410, 'This offer was not accepted in time');
  }
  if (offer.status !== 'offered') throw new AppError('INVALID_STATE', 409, `This offer was ${offer.status}`);
  // The account's own verified address books as that account; any other address was proven by the link.
  const account = entry.userId
    ? await db
        .selectFrom('userAccount')
        .select(['email', 'emailVerifiedAt'])
        .where('id', '=', entry.userId)
        .executeTakeFirst()
    : undefined;
  const userId =
    account?.emailVerifiedAt && account.email.toLowerCase() === entry.email.toLowerCase()
      ? (entry.userId ?? undefined)
      : undefined;
  try {
    const created = await createBooking(
      db,
      withEmails,
      {
        therapistSlug: entry.therapistSlug,
        serviceId: offer.serviceId,
        start: offer.startsAt.toISOString(),
        modality: offer.modality,
        client: {
          name: entry.name,
          email: entry.email,
          locale: isLocale(entry.locale) ? entry.locale : 'en',
          timeZone: entry.timeZone ?? undefined,
        },
        userId,
        addressProven: true,
        waitlist: {
          offerId: offer.id,
          claim: async (trx, appointmentId) => {
            const taken = await trx
              .updateTable('waitlistOffer')
              .set({ status: 'accepted', appointmentId, answeredAt: now })
              .where('id', '=', offer.id)
              .where('status', '=', 'offered')
              .where('holdExpiresAt', '>', now)
              .returning('id')
              .executeTakeFirst();
            if (!taken) throw new AppError('INVALID_STATE', 409, 'This offer is no longer open');
            await trx
              .updateTable('waitlistEntry')
              .set({ status: 'booked', endedAt: now, missedOffers: 0 })
              .where('id', '=', entry.id)
              .execute();
          },
        },
      },
      now,
    );
    return accepted(created.uid, created.status);
  } catch (error) {
    // Another of this person's accepts won the race: the same appointment is the answer.
    const after = await liveOffer(db, entry, offerId);
    if (after.status === 'accepted' && after.appointmentUid && after.appointmentStatus) {
      return accepted(after.appointmentUid, after.appointmentStatus);
    }
    if (error instanceof SlotUnavailable) {
      // The time went while it was held (an appointment the therapist entered over it): the offer
      // is withdrawn, and the person keeps their place for the next one.
      await db
        .updateTable('waitlistOffer')
        .set({ status: 'withdrawn', answeredAt: now })
        .where('id', '=', offer.id)
        .where('status', '=', 'offered')
        .execute();
    }
    throw error;
  }
}

/** The person declines: the time passes to the next in line, and they keep their place. */
export async function declineOffer(db: Database, entry: EntryRecord, offerId: string, now = new Date()) {
  const offer = await liveOffer(db, entry, offerId);
  if (offer.status !== 'offered') throw new AppError('INVALID_STATE', 409, `This offer was ${offer.status}`);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('waitlistOffer')
      .set({ status: 'declined', answeredAt: now })
      .where('id', '=', offer.id)
      .where('status', '=', 'offered')
      .execute();
    await trx.updateTable('waitlistEntry').set({ missedOffers: 0 }).where('id', '=', entry.id).execute();
  });
}
