import { practiceAppointments } from '../booking/sessions.ts';
import type { Locale } from '../contract/locales.ts';
import { serviceNameOf } from '../contract/services.ts';
import type { Database } from '../db/database.ts';
import { waitingCount } from '../online-sessions/waiting.ts';
import type { ClientDashboard, TherapistDashboard } from '../schemas/dashboard.ts';
import { dayAround } from './day.ts';

/** How many open requests the overview lists to answer at once; the rest are a link away. */
export const FIRST_REQUESTS = 5;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A therapist's sessions (the sessions list's query), shaped for the overview. */
const therapistSessions = (db: Database, therapistId: string) =>
  practiceAppointments(db, therapistId).select('pc.name as programCompany').orderBy('a.startsAt');

type SessionRow = Awaited<ReturnType<ReturnType<typeof therapistSessions>['execute']>>[number];
const sessionOf = ({ startsAt, endsAt, ...row }: SessionRow) => ({ ...row, start: iso(startsAt), end: iso(endsAt) });

/**
 * What a therapist's dashboard home shows: today's sessions (in the therapist's zone), the requests
 * waiting for an answer, unread messages, people in the waiting room and where the profile stands.
 */
export async function therapistOverview(db: Database, userId: string, now = new Date()): Promise<TherapistDashboard> {
  const therapist = await db
    .selectFrom('therapist')
    .select(['id', 'slug', 'timeZone', 'verificationStatus', 'listed', 'verifiedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!therapist)
    return {
      timeZone: 'Europe/Berlin',
      today: [],
      requests: { count: 0, first: [] },
      awaitingEmail: { count: 0, first: [] },
      unreadMessages: 0,
      waiting: 0,
      profile: null,
    };
  const day = dayAround(now, therapist.timeZone);
  // Requests the therapist can answer, and apart from them a guest's booking that waits for the guest
  // to confirm their address (only while its hold lasts), which the therapist can do nothing about.
  const ahead = () => therapistSessions(db, therapist.id).where('a.startsAt', '>=', now);
  const openRequests = ahead().where('a.status', '=', 'requested');
  const unconfirmed = ahead().where('a.status', '=', 'pending_email').where('a.holdExpiresAt', '>', now);
  const counted = (query: typeof openRequests) =>
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
  const [today, requests, requestCount, awaiting, awaitingCount, unread, waiting] = await Promise.all([
    therapistSessions(db, therapist.id)
      .where('a.startsAt', '>=', day.start)
      .where('a.startsAt', '<', day.end)
      .where('a.status', 'in', ['requested', 'confirmed', 'completed', 'no_show'])
      .execute(),
    openRequests.limit(FIRST_REQUESTS).execute(),
    counted(openRequests),
    unconfirmed.limit(FIRST_REQUESTS).execute(),
    counted(unconfirmed),
    db
      .selectFrom('message as m')
      .innerJoin('client as c', 'c.id', 'm.clientId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('c.therapistId', '=', therapist.id)
      .where('m.sender', '=', 'client')
      .where('m.readAt', 'is', null)
      .executeTakeFirstOrThrow(),
    waitingCount(db, therapist.id),
  ]);
  return {
    timeZone: therapist.timeZone,
    today: today.map(sessionOf),
    requests: { count: Number(requestCount.n), first: requests.map(sessionOf) },
    awaitingEmail: { count: Number(awaitingCount.n), first: awaiting.map(sessionOf) },
    unreadMessages: Number(unread.n),
    waiting,
    profile: {
      slug: therapist.slug,
      verificationStatus: therapist.verificationStatus,
      listed: therapist.listed,
      public: therapist.listed && therapist.verifiedAt !== null,
    },
  };
}

/** What a client's dashboard home shows: the next appointment, unread messages, saved self-tests and favourites. */
export async function clientOverview(
  db: Database,
  userId: string,
  locale: Locale,
  now = new Date(),
): Promise<ClientDashboard> {
  const [next, unread, selfTests, favourites] = await Promise.all([
    db
      .selectFrom('appointment as a')
      .innerJoin('client as c', 'c.id', 'a.clientId')
      .innerJoin('service as s', 's.id', 'a.serviceId')
      .innerJoin('therapist as t', 't.id', 'a.therapistId')
      .select(['a.uid', 'a.status', 'a.startsAt', 'a.endsAt', 'a.modality', 's.name as serviceName'])
      .select(['s.translations as serviceTranslations', 't.firstName', 't.lastName', 't.slug as therapistSlug'])
      .where('c.userId', '=', userId)
      .where('a.status', 'in', ['requested', 'confirmed'])
      .where('a.endsAt', '>', now)
      .orderBy('a.startsAt')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('message as m')
      .innerJoin('client as c', 'c.id', 'm.clientId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('c.userId', '=', userId)
      .where('m.sender', '=', 'therapist')
      .where('m.readAt', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('savedSelfTest')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
    // As the favourites list shows them: a therapist who left the directory drops out of it.
    db
      .selectFrom('favourite as f')
      .innerJoin('therapist as t', 't.id', 'f.therapistId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('f.userId', '=', userId)
      .where('t.listed', '=', true)
      .where('t.verifiedAt', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    nextAppointment: next
      ? {
          uid: next.uid,
          status: next.status,
          start: iso(next.startsAt),
          end: iso(next.endsAt),
          modality: next.modality,
          serviceName: serviceNameOf(next, locale),
          therapistName: `${next.firstName} ${next.lastName}`,
          therapistSlug: next.therapistSlug,
        }
      : null,
    unreadMessages: Number(unread.n),
    savedSelfTests: Number(selfTests.n),
    favourites: Number(favourites.n),
  };
}
