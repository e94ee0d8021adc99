// The fair waitlist (issue #28, decision 037): the therapist's settings, joining (signed in, or as a
// guest once the address is proven), leaving, and what each side sees. Offers live in offers.ts.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { addDays, availableSlots, loadPolicy, localDate } from '../booking/availability.ts';
import { isLocale, type Locale, localizePath } from '../contract/locales.ts';
import { serviceNameOf, serviceText } from '../contract/services.ts';
import type { Database } from '../db/database.ts';
import type { TimeOfDay, WaitlistStatus } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Outbox, WithEmails } from '../mail/outbox.ts';
import { waitlistKey } from './links.ts';
import { fits, type Meeting, type Wishes } from './wishes.ts';

export const DEFAULT_HOLD_MINUTES = 30;
/** A guest's entry waits this long for its link to be used, then goes (as decision 014's holds do). */
export const PENDING_HOURS = 48;

export interface WaitlistSettings {
  status: WaitlistStatus;
  alwaysOpen: boolean;
  holdMinutes: number;
}

const notFound = () => new AppError('NOT_FOUND', 404, 'No such waitlist entry');

export const newEntryUid = () => randomBytes(16).toString('base64url');

export async function waitlistSettings(db: Database, therapistId: string): Promise<WaitlistSettings> {
  const row = await db
    .selectFrom('waitlistSettings')
    .select(['status', 'alwaysOpen', 'holdMinutes'])
    .where('therapistId', '=', therapistId)
    .executeTakeFirst();
  return row ?? { status: 'open', alwaysOpen: false, holdMinutes: DEFAULT_HOLD_MINUTES };
}

export async function saveWaitlistSettings(db: Database, therapistId: string, settings: WaitlistSettings) {
  await db
    .insertInto('waitlistSettings')
    .values({ therapistId, ...settings })
    .onConflict((oc) => oc.column('therapistId').doUpdateSet({ ...settings, updatedAt: sql`now()` }))
    .execute();
  return settings;
}

/** A listed, verified therapist by slug, with what the waitlist needs; 404 otherwise. */
export async function waitlistTherapist(db: Database, slug: string) {
  const therapist = await db
    .selectFrom('therapist')
    .leftJoin('userAccount as u', 'u.id', 'therapist.userId')
    .select([
      'therapist.id',
      'therapist.slug',
      'therapist.firstName',
      'therapist.lastName',
      'therapist.timeZone',
      'therapist.email',
      'u.email as accountEmail',
      'u.locale as accountLocale',
    ])
    .where('therapist.slug', '=', slug)
    .where('therapist.listed', '=', true)
    .where('therapist.verifiedAt', 'is not', null)
    .executeTakeFirst();
  if (!therapist) throw new AppError('NOT_FOUND', 404, 'No bookable therapist with this address');
  return therapist;
}

/**
 * Free slots of one service over the booking horizon that fit the wishes, earliest first: what
 * joining is refused for (book one of them instead) and what an offer is made from.
 */
export async function fittingSlots(
  db: Database,
  args: {
    therapistId: string;
    service: { id: string; durationMinutes: number; modality: 'online' | 'in_person' | 'both' };
    wishes: Wishes | null;
    clientZone: string | null;
    now: Date;
    /** Only slots starting at least this long from now (the minimum notice plus the hold). */
    leadMinutes?: number;
  },
) {
  const policy = await loadPolicy(db, args.therapistId);
  const today = localDate(args.now, policy.timeZone);
  const meetings: Meeting[] =
    args.service.modality === 'both' ? ['online', 'in_person'] : [args.service.modality as Meeting];
  const earliest = args.now.getTime() + (args.leadMinutes ?? 0) * 60_000;
  const found: { start: string; end: string; modality: Meeting }[] = [];
  for (const modality of meetings) {
    if (args.wishes && !args.wishes.modalities.includes(modality)) continue;
    const slots = await availableSlots(db, {
      policy,
      service: args.service,
      modality,
      from: today,
      to: addDays(today, policy.horizonDays + 1),
      now: args.now,
    });
    for (const slot of slots) {
      if (Date.parse(slot.start) < earliest) continue;
      const candidate = { ...slot, modality };
      if (!args.wishes || fits(args.wishes, candidate, { client: args.clientZone, therapist: policy.timeZone })) {
        found.push(candidate);
      }
    }
  }
  return { policy, slots: found.sort((a, b) => Date.parse(a.start) - Date.parse(b.start)) };
}

/** A signed-in client joins with their account's address: at once when it is verified, else by its link. */
export async function accountAddress(db: Database, userId: string) {
  const account = await db
    .selectFrom('userAccount')
    .select(['email', 'emailVerifiedAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { email: account.email.toLowerCase(), verified: account.emailVerifiedAt !== null };
}

export interface JoinRequest {
  therapistSlug: string;
  serviceId: string;
  wishes: Wishes;
  name: string;
  email: string;
  locale: Locale;
  timeZone: string | null;
  /** The signed-in client whose verified address `email` is: joins at once. */
  userId?: string;
}

const entryUrl = (linkSecret: string, locale: Locale, uid: string) =>
  `${localizePath(locale, `/waitlist/${uid}`)}?key=${waitlistKey(linkSecret, uid)}`;

/** The therapist hears of a new person in line only once that person's address is proven. */
function tellTherapist(
  outbox: Outbox,
  therapist: { firstName: string; email: string | null; accountEmail: string | null; accountLocale: string | null },
  entry: { name: string; serviceName: string },
) {
  const to = therapist.accountEmail ?? therapist.email;
  if (!to) return;
  outbox.send({
    to,
    locale: isLocale(therapist.accountLocale) ? therapist.accountLocale : 'en',
    name: therapist.firstName,
    message: 'therapistWaitlistJoined',
    params: { client: entry.name, service: entry.serviceName },
    actionUrl: '/dashboard/waitlist',
  });
}

/**
 * Joins a therapist's waitlist for a service. A signed-in client with a verified address takes
 * their place at once; anyone else gets an email with a link, and until they use it the entry is
 * not in line and the therapist is not told (decision 014). Refused while the list is closed, and —
 * unless the therapist keeps it always open — while a free slot fits the wishes (book it instead).
 * A guest who is already waiting hears nothing new, so the answer never tells whether an address is
 * on someone's list.
 */
export async function joinWaitlist(
  db: Database,
  withEmails: WithEmails,
  linkSecret: string,
  request: JoinRequest,
  now = new Date(),
): Promise<{ uid: string | null; status: 'pending_email' | 'waiting' }> {
  const therapist = await waitlistTherapist(db, request.therapistSlug);
  const service = await db
    .selectFrom('service')
    .select(['id', 'name', 'translations', 'durationMinutes', 'modality'])
    .where('therapistId', '=', therapist.id)
    .where('id', '=', request.serviceId)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
  if (!service) {
    throw new AppError('NOT_FOUND', 404, 'This therapist offers no such service', [
      { field: 'body.serviceId', message: 'Unknown service' },
    ]);
  }
  const offered: Meeting[] = service.modality === 'both' ? ['online', 'in_person'] : [service.modality];
  const modalities = request.wishes.modalities.filter((m) => offered.includes(m));
  if (modalities.length === 0) {
    throw new AppError('VALIDATION_FAILED', 400, 'This service is not offered this way', [
      { field: 'body.modalities', message: `Only ${offered.join(', ')}` },
    ]);
  }
  const wishes = { ...request.wishes, modalities };
  const settings = await waitlistSettings(db, therapist.id);
  if (settings.status === 'closed') {
    throw new AppError('INVALID_STATE', 409, 'This waitlist is closed', { reason: 'closed' });
  }
  if (!settings.alwaysOpen) {
    const { slots } = await fittingSlots(db, {
      therapistId: therapist.id,
      service,
      wishes,
      clientZone: request.timeZone,
      now,
    });
    if (slots.length > 0) {
      throw new AppError('INVALID_STATE', 409, 'A free time fits these wishes: book it instead', {
        reason: 'slots_free',
        slots: slots.slice(0, 5),
      });
    }
  }

  const existing = await db
    .selectFrom('waitlistEntry')
    .select(['uid', 'status'])
    .where('therapistId', '=', therapist.id)
    .where('serviceId', '=', service.id)
    .where(sql<string>`lower(email)`, '=', request.email.toLowerCase())
    .where('status', 'in', ['pending_email', 'waiting'])
    .executeTakeFirst();
  const direct = Boolean(request.userId);
  if (existing) {
    if (direct) throw new AppError('ALREADY_ADDED', 409, 'You are already on this waitlist', { uid: existing.uid });
    return { uid: null, status: 'pending_email' };
  }

  const uid = newEntryUid();
  try {
    await withEmails(db, async (trx, outbox) => {
      await trx
        .insertInto('waitlistEntry')
        .values({
          uid,
          therapistId: therapist.id,
          serviceId: service.id,
          userId: request.userId ?? null,
          name: request.name,
          email: request.email,
          locale: request.locale,
          timeZone: request.timeZone,
          weekdays: [...new Set(wishes.weekdays)].sort(),
          timesOfDay: [...new Set(wishes.timesOfDay)],
          modalities: [...new Set(wishes.modalities)],
          status: direct ? 'waiting' : 'pending_email',
          confirmedAt: direct ? now : null,
        })
        .execute();
      if (direct) {
        tellTherapist(outbox, therapist, { name: request.name, serviceName: service.name });
      } else {
        outbox.send({
          to: request.email,
          locale: request.locale,
          name: request.name,
          message: 'waitlistConfirm',
          params: {
            therapist: `${therapist.firstName} ${therapist.lastName}`,
            service: serviceText(service, request.locale).name,
          },
          actionUrl: entryUrl(linkSecret, request.locale, uid),
        });
      }
    });
  } catch (error) {
    // Two joins of the same person at once: the unique index keeps one.
    if ((error as { code?: string }).code === '23505') {
      if (direct) throw new AppError('ALREADY_ADDED', 409, 'You are already on this waitlist');
      return { uid: null, status: 'pending_email' };
    }
    throw error;
  }
  return direct ? { uid, status: 'waiting' } : { uid: null, status: 'pending_email' };
}

/** An entry with what its pages show. */
export async function findEntry(db: Database, uid: string) {
  return db
    .selectFrom('waitlistEntry as e')
    .innerJoin('therapist as t', 't.id', 'e.therapistId')
    .innerJoin('service as s', 's.id', 'e.serviceId')
    .leftJoin('userAccount as tu', 'tu.id', 't.userId')
    .select([
      'e.id',
      'e.uid',
      'e.therapistId',
      'e.serviceId',
      'e.userId',
      'e.name',
      'e.email',
      'e.locale',
      'e.timeZone',
      'e.weekdays',
      'e.timesOfDay',
      'e.modalities',
      'e.status',
      'e.createdAt',
      'e.confirmedAt',
      'e.endedAt',
      't.slug as therapistSlug',
      't.firstName as therapistFirstName',
      't.lastName as therapistLastName',
      't.timeZone as therapistTimeZone',
      't.userId as therapistUserId',
      't.email as therapistEmail',
      'tu.email as therapistAccountEmail',
      'tu.locale as therapistLocale',
      's.name as serviceName',
      's.translations as serviceTranslations',
      's.durationMinutes',
      's.modality as serviceModality',
    ])
    .where('e.uid', '=', uid)
    .executeTakeFirst();
}
export type EntryRecord = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

/**
 * The guest used the link: the entry takes its place in line now (not when it was typed), and the
 * therapist is told. Using it again changes nothing; a link older than PENDING_HOURS has gone.
 */
export async function confirmEntry(db: Database, withEmails: WithEmails, entry: EntryRecord, now = new Date()) {
  if (entry.status !== 'pending_email') return entry.status;
  await withEmails(db, async (trx, outbox) => {
    const updated = await trx
      .updateTable('waitlistEntry')
      .set({ status: 'waiting', confirmedAt: now })
      .where('id', '=', entry.id)
      .where('status', '=', 'pending_email')
      .returning('id')
      .executeTakeFirst();
    if (!updated) return;
    tellTherapist(
      outbox,
      {
        firstName: entry.therapistFirstName,
        email: entry.therapistEmail,
        accountEmail: entry.therapistAccountEmail,
        accountLocale: entry.therapistLocale,
      },
      { name: entry.name, serviceName: entry.serviceName },
    );
  });
  return 'waiting' as const;
}

/** The person leaves, or the therapist removes them: the entry ends and a live offer is withdrawn. */
export async function endEntry(db: Database, entry: { id: string }, status: 'left' | 'removed', now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('waitlistEntry')
      .set({ status, endedAt: now })
      .where('id', '=', entry.id)
      .where('status', 'in', ['pending_email', 'waiting'])
      .returning('therapistId')
      .executeTakeFirst();
    if (!ended) throw new AppError('INVALID_STATE', 409, 'This entry is no longer on the waitlist');
    await trx
      .updateTable('waitlistOffer')
      .set({ status: 'withdrawn', answeredAt: now })
      .where('entryId', '=', entry.id)
      .where('status', '=', 'offered')
      .execute();
    return ended.therapistId;
  });
}

/** Guests' entries whose link was never used go after PENDING_HOURS, with what they typed. */
export async function forgetUnconfirmedEntries(db: Database, now = new Date()) {
  await db
    .deleteFrom('waitlistEntry')
    .where('status', '=', 'pending_email')
    .where('createdAt', '<', new Date(now.getTime() - PENDING_HOURS * 3_600_000))
    .execute();
}

const instant = (date: Date) => date.toISOString().replace('.000Z', 'Z');

/** The live offer of each entry, and the appointment an accepted one became. */
async function offersOf(db: Database, entryIds: string[]) {
  if (entryIds.length === 0) return new Map<string, OfferView>();
  const rows = await db
    .selectFrom('waitlistOffer as o')
    .leftJoin('appointment as a', 'a.id', 'o.appointmentId')
    .select(['o.id', 'o.entryId', 'o.startsAt', 'o.endsAt', 'o.modality', 'o.holdExpiresAt', 'o.status', 'a.uid'])
    .where('o.entryId', 'in', entryIds)
    .where((eb) => eb.or([eb('o.status', '=', 'offered'), eb('o.status', '=', 'accepted')]))
    .execute();
  return new Map(
    rows.map((o) => [
      o.entryId,
      {
        id: o.id,
        status: o.status as 'offered' | 'accepted',
        start: instant(o.startsAt),
        end: instant(o.endsAt),
        modality: o.modality,
        holdExpiresAt: instant(o.holdExpiresAt),
        appointmentUid: o.uid,
      },
    ]),
  );
}

export interface OfferView {
  id: string;
  status: 'offered' | 'accepted';
  start: string;
  end: string;
  modality: Meeting;
  holdExpiresAt: string;
  appointmentUid: string | null;
}

const wishesOf = (e: { weekdays: number[]; timesOfDay: TimeOfDay[]; modalities: Meeting[] }) => ({
  weekdays: e.weekdays,
  timesOfDay: e.timesOfDay,
  modalities: e.modalities,
});

/**
 * An entry as its person sees it: never the others in line. The service is named in the language
 * they joined in, where the therapist translated it.
 */
export async function entryView(db: Database, entry: EntryRecord, now = new Date()) {
  const offers = await offersOf(db, [entry.id]);
  const offer = offers.get(entry.id) ?? null;
  return {
    uid: entry.uid,
    status: entry.status,
    therapist: {
      slug: entry.therapistSlug,
      name: `${entry.therapistFirstName} ${entry.therapistLastName}`,
      timeZone: entry.therapistTimeZone,
    },
    service: {
      id: entry.serviceId,
      name: serviceNameOf(entry, entry.locale),
      durationMinutes: entry.durationMinutes,
    },
    wishes: wishesOf(entry),
    timeZone: entry.timeZone,
    joinedAt: instant(entry.createdAt),
    waitingSince: entry.confirmedAt ? instant(entry.confirmedAt) : null,
    // An offer whose hold ran out is gone, even before the sweeper marks it.
    offer: offer && (offer.status === 'accepted' || Date.parse(offer.holdExpiresAt) > now.getTime()) ? offer : null,
  };
}

/** The signed-in client's entries with every therapist, live ones first. */
export async function myEntries(db: Database, userId: string, now = new Date()) {
  const rows = await db
    .selectFrom('waitlistEntry')
    .select('uid')
    .where('userId', '=', userId)
    .orderBy(sql`status IN ('pending_email', 'waiting')`, 'desc')
    .orderBy('createdAt', 'desc')
    .limit(100)
    .execute();
  const entries = [];
  for (const row of rows) {
    const entry = await findEntry(db, row.uid);
    if (entry) entries.push(await entryView(db, entry, now));
  }
  return entries;
}

/** The therapist's list: who waits, in order, with their wishes and since when, and any live offer. */
export async function therapistWaitlist(db: Database, therapistId: string, now = new Date()) {
  const settings = await waitlistSettings(db, therapistId);
  const therapist = await db
    .selectFrom('therapist')
    .select(['slug', 'timeZone'])
    .where('id', '=', therapistId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('waitlistEntry as e')
    .innerJoin('service as s', 's.id', 'e.serviceId')
    .select([
      'e.id',
      'e.uid',
      'e.name',
      'e.email',
      'e.timeZone',
      'e.weekdays',
      'e.timesOfDay',
      'e.modalities',
      'e.confirmedAt',
      'e.serviceId',
      's.name as serviceName',
    ])
    .where('e.therapistId', '=', therapistId)
    .where('e.status', '=', 'waiting')
    .orderBy('e.confirmedAt')
    // Confirmed in the same instant: who asked first.
    .orderBy('e.createdAt')
    .orderBy('e.id')
    .execute();
  const offers = await offersOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    settings,
    therapist,
    entries: rows.map((r, index) => {
      const offer = offers.get(r.id);
      return {
        uid: r.uid,
        position: index + 1,
        name: r.name,
        email: r.email,
        timeZone: r.timeZone,
        service: { id: r.serviceId, name: r.serviceName },
        wishes: wishesOf(r),
        waitingSince: instant(r.confirmedAt ?? now),
        offer: offer?.status === 'offered' && Date.parse(offer.holdExpiresAt) > now.getTime() ? offer : null,
      };
    }),
  };
}

/** The therapist's own waiting entry by uid; another practice's is 404, as if it did not exist. */
export async function ownEntry(db: Database, therapistId: string, uid: string) {
  const entry = await findEntry(db, uid);
  if (!entry || entry.therapistId !== therapistId || entry.status === 'pending_email') throw notFound();
  return entry;
}

export { entryUrl, notFound as entryNotFound };

/** The person's waitlist entries with every therapist, for their account's export. */
export async function waitlistForExport(db: Database, userId: string) {
  const rows = await db
    .selectFrom('waitlistEntry as e')
    .innerJoin('therapist as t', 't.id', 'e.therapistId')
    .innerJoin('service as s', 's.id', 'e.serviceId')
    .select([
      'e.uid',
      'e.status',
      'e.name',
      'e.email',
      'e.timeZone',
      'e.weekdays',
      'e.timesOfDay',
      'e.modalities',
      'e.createdAt',
      'e.confirmedAt',
      'e.endedAt',
      't.slug',
      't.firstName',
      't.lastName',
      's.name as serviceName',
    ])
    .where('e.userId', '=', userId)
    .orderBy('e.createdAt', 'desc')
    .execute();
  return rows.map((r) => ({
    uid: r.uid,
    therapist: `${r.firstName} ${r.lastName}`,
    slug: r.slug,
    service: r.serviceName,
    status: r.status,
    name: r.name,
    email: r.email,
    timeZone: r.timeZone,
    wishes: wishesOf(r),
    joinedAt: r.createdAt.toISOString(),
    waitingSince: r.confirmedAt?.toISOString() ?? null,
    endedAt: r.endedAt?.toISOString() ?? null,
  }));
}
