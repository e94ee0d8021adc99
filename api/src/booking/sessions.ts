import type { Static } from 'typebox';
import { unsignedAgreementsOfSession } from '../agreements/agreements.ts';
import type { Database } from '../db/database.ts';
import { intakeMissingOfSession } from '../intake/tasks.ts';
import type { SessionsQuerySchema } from '../schemas/booking.ts';

/**
 * A practice's appointments as every list of its sessions reads them: the service, the client (a
 * guest who has not confirmed their address by name only, from the pending contact) and, for an
 * employer program session (decision 023), the company and what Calma pays for it. Callers add
 * their own columns, filters and order.
 */
export function practiceAppointments(db: Database, therapistId: string) {
  return db
    .selectFrom('appointment as a')
    .innerJoin('service as s', 's.id', 'a.serviceId')
    .leftJoin('client as c', 'c.id', 'a.clientId')
    .leftJoin('pendingContact as p', 'p.id', 'a.pendingContactId')
    .leftJoin('programSession as ps', 'ps.appointmentId', 'a.id')
    .leftJoin('programCompany as pc', 'pc.id', 'ps.companyId')
    .select((eb) => [
      'a.uid',
      'a.status',
      'a.startsAt',
      'a.endsAt',
      'a.modality',
      's.name as serviceName',
      'c.id as clientId',
      eb.fn.coalesce('c.name', 'p.name').$castTo<string>().as('clientName'),
      // A mark on sessions whose client still has agreements to sign (decision 038).
      unsignedAgreementsOfSession.as('agreementsMissing'),
      // And on those whose client has not yet submitted a questionnaire its service sends (decision 040).
      intakeMissingOfSession.as('intakeMissing'),
    ])
    .where('a.therapistId', '=', therapistId);
}

/**
 * The sessions of the therapist this account manages, as the dashboard lists them, with the
 * therapist's time zone; null for an account without a therapist profile.
 */
export async function therapistSessions(
  db: Database,
  userId: string,
  { scope, from, to, status }: Static<typeof SessionsQuerySchema>,
  now = new Date(),
) {
  const therapist = await db
    .selectFrom('therapist')
    .select(['id', 'timeZone'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!therapist) return null;
  const sessions = await practiceAppointments(db, therapist.id)
    .select([
      'a.firstSession',
      'c.email as clientEmail',
      'pc.name as programCompanyName',
      'ps.rateMinor as programRateMinor',
      'ps.currency as programCurrency',
    ])
    .where((eb) => eb.or([eb('a.status', '!=', 'pending_email'), eb('a.holdExpiresAt', '>', now)]))
    // Not yet over: a running session the therapist already marked held or missed stays here (not yet
    // past) so the mark can be seen and changed.
    .$if(scope === 'upcoming', (qb) =>
      qb
        .where('a.endsAt', '>=', now)
        .where('a.status', 'in', ['pending_email', 'requested', 'confirmed', 'completed', 'no_show']),
    )
    .$if(scope === 'past', (qb) => qb.where('a.endsAt', '<', now).where('a.status', '!=', 'pending_email'))
    .$if(scope === 'requests', (qb) =>
      qb.where('a.status', 'in', ['pending_email', 'requested']).where('a.startsAt', '>=', now),
    )
    .$if(Boolean(from), (qb) => qb.where('a.startsAt', '>=', new Date(from as string)))
    .$if(Boolean(to), (qb) => qb.where('a.startsAt', '<', new Date(to as string)))
    .$if(Boolean(status), (qb) => qb.where('a.status', '=', status as 'confirmed'))
    .orderBy('a.startsAt', scope === 'past' ? 'desc' : 'asc')
    .limit(500)
    .execute();
  return { timeZone: therapist.timeZone, sessions };
}
