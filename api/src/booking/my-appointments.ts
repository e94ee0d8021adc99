import { sql } from 'kysely';
import type { Locale } from '../contract/locales.ts';
import { serviceNameOf } from '../contract/services.ts';
import type { Database } from '../db/database.ts';
import type { MyAppointment } from '../schemas/booking.ts';
import { profilePath } from '../search/documents.ts';
import { locations, named, ONLINE } from '../taxonomy/index.ts';

export interface MyAppointmentsQuery {
  scope: 'upcoming' | 'past';
  page: number;
  perPage: number;
  locale: Locale;
}

/** ISO instants as the rest of the booking API writes them: whole seconds, UTC. */
const instant = (date: Date) => date.toISOString().replace('.000Z', 'Z');

/**
 * The appointments of a client account: those of every practice whose client record is linked to
 * it, as GET /api/v1/appointments/{uid} lets the same account open them. Split by time only, so a
 * cancelled or declined session still shows, with its status, where it was in the diary. A guest's
 * booking whose email confirmation lapsed never became an appointment and stays out.
 */
function appointmentsOf(db: Database, userId: string, scope: MyAppointmentsQuery['scope'], now: Date) {
  return db
    .selectFrom('appointment as a')
    .innerJoin('client as c', 'c.id', 'a.clientId')
    .where('c.userId', '=', userId)
    .where((eb) => eb.or([eb('a.status', '!=', 'pending_email'), eb('a.holdExpiresAt', '>', now)]))
    .where('a.endsAt', scope === 'upcoming' ? '>' : '<=', now);
}

/** One page of a client account's upcoming or past appointments, with how many there are in all. */
export async function myAppointments(
  db: Database,
  userId: string,
  { scope, page, perPage, locale }: MyAppointmentsQuery,
  now = new Date(),
): Promise<{ appointments: MyAppointment[]; total: number }> {
  const [rows, count] = await Promise.all([
    appointmentsOf(db, userId, scope, now)
      .innerJoin('therapist as t', 't.id', 'a.therapistId')
      .innerJoin('service as s', 's.id', 'a.serviceId')
      // Where an in-person session is held: its own place or, as the appointment page says when it
      // has none, the practice's first.
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('therapistLocation as l')
            .select(['l.street', 'l.postalCode', 'l.city'])
            .whereRef('l.therapistId', '=', 'a.therapistId')
            .orderBy(sql`coalesce(l.id = a.location_id, false)`, 'desc')
            .orderBy('l.position')
            .limit(1)
            .as('place'),
        (join) => join.onTrue(),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('therapistLocation as first')
            .select('first.city')
            .whereRef('first.therapistId', '=', 'a.therapistId')
            .orderBy('first.position')
            .limit(1)
            .as('home'),
        (join) => join.onTrue(),
      )
      .select([
        'a.uid',
        'a.status',
        'a.cancelledBy',
        'a.startsAt',
        'a.endsAt',
        'a.modality',
        's.name as serviceName',
        's.translations as serviceTranslations',
        's.durationMinutes',
        't.slug',
        't.firstName',
        't.lastName',
        't.timeZone',
        't.userId as therapistUserId',
        't.offersInPerson',
        // The profile exists only while listed and verified; otherwise its link would be a 404.
        (eb) => eb.and([eb('t.listed', '=', true), eb('t.verifiedAt', 'is not', null)]).as('listed'),
        'c.id as clientId',
        'place.street',
        'place.postalCode',
        'place.city',
        'home.city as homeCity',
      ])
      .orderBy('a.startsAt', scope === 'upcoming' ? 'asc' : 'desc')
      .orderBy('a.uid')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    appointmentsOf(db, userId, scope, now)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    appointments: rows.map((r) => ({
      uid: r.uid,
      status: r.status,
      cancelledBy: r.cancelledBy,
      start: instant(r.startsAt),
      end: instant(r.endsAt),
      modality: r.modality,
      service: { name: serviceNameOf(r, locale), durationMinutes: r.durationMinutes },
      therapist: {
        slug: r.slug,
        name: `${r.firstName} ${r.lastName}`,
        // As the profile's own address is made (directory/profile.ts).
        url: r.listed ? profilePath((r.offersInPerson && r.homeCity) || ONLINE, r.slug) : null,
        timeZone: r.timeZone,
      },
      address:
        r.modality === 'in_person' && r.city
          ? [r.street, [r.postalCode, named(locations, r.city, locale).name].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ')
          : null,
      // As the appointment page decides it: only a therapist with an account reads messages here.
      conversation: r.therapistUserId !== null ? r.clientId : null,
    })),
  };
}
