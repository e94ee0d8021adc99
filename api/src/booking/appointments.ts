import { sql, type Transaction } from 'kysely';
import { requestAgreementsOnConfirm } from '../agreements/agreements.ts';
import { becomeClient } from '../clients/pending.ts';
import { GUEST_HOLD_MINUTES } from '../contract/booking.ts';
import { serviceText } from '../contract/services.ts';
import type { Database } from '../db/database.ts';
import type { AppointmentStatus, DB } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { WithEmails } from '../mail/outbox.ts';
import { assertProgramMove, claimProgramSession } from '../program/eligibility.ts';
import {
  ACTIVE_STATUSES,
  addDays,
  availableSlots,
  bookingContext,
  freshSlots,
  loadPolicy,
  localDate,
  type TherapistPolicy,
} from './availability.ts';
import { newUid } from './links.ts';
import type { AppointmentEvent } from './notifications.ts';
import { computeSlots, type Slot } from './slots.ts';

/** What the client's message to the therapist is sealed for (see crypto/sealed.ts). */
export const MESSAGE_PURPOSE = 'appointment-message';

export interface BookingRequest {
  therapistSlug: string;
  serviceId: string;
  start: string;
  modality?: 'online' | 'in_person';
  firstSession?: boolean;
  client: { name: string; email: string; phone?: string; locale: string; timeZone?: string };
  /** The client's message to the therapist, already sealed (MESSAGE_PURPOSE). */
  messageSealed?: string;
  /**
   * The signed-in client whose verified address is `client.email`; without one the booking waits
   * for the address to be confirmed by email, and a record is never linked to an account on a typed address.
   */
  userId?: string;
  /** The signed-in booker whose own, not yet verified, address was typed: linked once it is confirmed. */
  claimantUserId?: string;
  /**
   * Booked through the employer program (decision 023): with the company's access code, or without
   * one by the domain of `client.email`. The employee pays nothing; the session counts against their budget.
   */
  program?: { code?: string };
  /**
   * A waitlist offer this booking takes (decision 037): its hold counts as free for this booking
   * only, and `claim` runs in the booking's transaction, so the offer is taken exactly when the
   * appointment commits.
   */
  waitlist?: { offerId: string; claim: (trx: Transaction<DB>, appointmentId: string) => Promise<void> };
  /**
   * The address was proven by acting on a link we emailed there (a waitlist offer), so a booking
   * without `userId` needs no second confirmation: the client record is made at once (decision 014).
   */
  addressProven?: boolean;
}

export class SlotUnavailable extends AppError {
  constructor(slots: Slot[]) {
    super('SLOT_UNAVAILABLE', 409, 'This time is no longer available. Please choose another.', { slots });
  }
}

const noBookableTherapist = () => new AppError('NOT_FOUND', 404, 'No bookable therapist with this address');
const noSuchService = () =>
  new AppError('NOT_FOUND', 404, 'This therapist offers no such service', [
    { field: 'serviceId', message: 'Unknown service' },
  ]);

export async function bookableTherapist(db: Database, slug: string) {
  const therapist = await db
    .selectFrom('therapist')
    .select(['id', 'slug', 'firstName', 'lastName', 'title', 'email', 'timeZone', 'currency', 'userId'])
    .where('slug', '=', slug)
    .where('listed', '=', true)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
  if (!therapist) throw noBookableTherapist();
  return therapist;
}

/**
 * A therapist's current services in their order: named for a reader of `locale` (decision 041), or
 * as the therapist wrote them without one.
 */
export async function bookableServices(db: Database, therapistId: string, locale?: string) {
  const rows = await db
    .selectFrom('service')
    .select(['id', 'name', 'description', 'translations', 'durationMinutes', 'priceMinor', 'currency', 'modality'])
    .where('therapistId', '=', therapistId)
    .where('archivedAt', 'is', null)
    .orderBy('position')
    .orderBy('createdAt')
    .execute();
  return rows.map(({ translations, ...row }) =>
    locale ? { ...row, ...serviceText({ ...row, translations }, locale) } : row,
  );
}

async function bookableService(db: Database, therapistId: string, serviceId: string) {
  const service = (await bookableServices(db, therapistId)).find((s) => s.id === serviceId);
  if (!service) throw noSuchService();
  return service;
}

/**
 * Whether the database refused the time because another appointment takes it. Two inserts of
 * overlapping times at the same moment each wait for the other's exclusion check, and PostgreSQL
 * breaks that tie by aborting one with a deadlock (40P01): that one lost the slot as well.
 */
const isExclusionViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ['23P01', '40P01'].includes((error as { code?: string }).code ?? '');

function serviceModality(
  service: { modality: 'online' | 'in_person' | 'both' },
  requested: 'online' | 'in_person' | undefined,
): 'online' | 'in_person' {
  if (service.modality === 'both') return requested ?? 'online';
  if (requested && requested !== service.modality) {
    throw new AppError('VALIDATION_FAILED', 400, 'This service is not offered this way', [
      { field: 'body.modality', message: `Only ${service.modality}` },
    ]);
  }
  return service.modality;
}

/**
 * Whose booking it is: a signed-in client books as themselves only under their account's verified
 * address. Any other address, or their own while unverified, is confirmed by email first like a
 * guest's (decision 014), so typing someone else's address never reaches that person's record.
 */
export async function bookingIdentity(
  db: Database,
  userId: string | undefined,
  email: string,
): Promise<Pick<BookingRequest, 'userId' | 'claimantUserId'>> {
  if (!userId) return {};
  const account = await db
    .selectFrom('userAccount')
    .select(['email', 'emailVerifiedAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account || account.email.toLowerCase() !== email.toLowerCase()) return {};
  return account.emailVerifiedAt ? { userId } : { claimantUserId: userId };
}

/**
 * Books a slot. The slot must be one the engine offers right now; the exclusion constraint on
 * active appointments is the final guard when many people choose the same slot at once: exactly
 * one insert succeeds and the others get SLOT_UNAVAILABLE with fresh slots. The emails it announces
 * (to confirm a guest's address, or the request or booking) commit with it.
 */
export async function createBooking(db: Database, withEmails: WithEmails, request: BookingRequest, now = new Date()) {
  const start = new Date(request.start);
  // The therapist's local date of the start is within a day of its UTC date, whatever their zone.
  const utcDay = start.toISOString().slice(0, 10);
  const context = await bookingContext(db, {
    slug: request.therapistSlug,
    serviceId: request.serviceId,
    from: addDays(utcDay, -1),
    to: addDays(utcDay, 1),
    now,
    ignoreOffer: request.waitlist?.offerId,
  });
  if (!context.therapist) throw noBookableTherapist();
  if (!context.service) throw noSuchService();
  const { therapist, service, policy } = context;
  const modality = serviceModality(service, request.modality);
  const end = new Date(start.getTime() + service.durationMinutes * 60_000);

  const day = localDate(start, policy.timeZone);
  const offered = computeSlots({ ...context.query, modality, from: day, to: day });
  if (!offered.some((slot) => new Date(slot.start).getTime() === start.getTime())) {
    throw new SlotUnavailable(await freshSlots(db, policy, service, modality, start));
  }

  const guest = !request.userId && !request.addressProven;
  const status: AppointmentStatus = guest ? 'pending_email' : policy.requiresConfirmation ? 'requested' : 'confirmed';
  const event: AppointmentEvent = guest ? 'guestConfirm' : policy.requiresConfirmation ? 'requested' : 'booked';
  const who = {
    therapistId: therapist.id,
    name: request.client.name,
    email: request.client.email,
    phone: request.client.phone ?? '',
    locale: request.client.locale,
    timeZone: request.client.timeZone ?? null,
  };
  // The client (or, for a guest, their details until they prove the address) and the appointment
  // in one statement: when the exclusion constraint refuses the appointment, the row made for it goes too.
  const insert = (run: Database, priceMinor: number) =>
    run
      .with('c', (qb) =>
        guest
          ? qb
              .insertInto('pendingContact')
              .values({ ...who, userId: request.claimantUserId ?? null })
              .returning('id')
          : qb
              .insertInto('client')
              .values({ ...who, userId: request.userId ?? null })
              .onConflict((oc) =>
                oc.columns(['therapistId', 'email']).doUpdateSet((eb) => ({
                  // A known client keeps their record; the account whose verified address it is gets linked.
                  userId: eb.fn.coalesce('client.userId', 'excluded.userId'),
                  updatedAt: sql`now()`,
                })),
              )
              .returning('id'),
      )
      .insertInto('appointment')
      .columns([
        'uid',
        'therapistId',
        'serviceId',
        'clientId',
        'pendingContactId',
        'status',
        'startsAt',
        'endsAt',
        'modality',
        'locationId',
        'priceMinor',
        'currency',
        'firstSession',
        'messageSealed',
        'clientLocale',
        'clientTimeZone',
        'holdExpiresAt',
      ])
      .expression((eb) =>
        eb.selectFrom('c').select([
          eb.val(newUid()).as('uid'),
          sql<string>`${therapist.id}::uuid`.as('therapistId'),
          sql<string>`${service.id}::uuid`.as('serviceId'),
          sql<string | null>`${guest ? null : sql.ref('c.id')}::uuid`.as('clientId'),
          sql<string | null>`${guest ? sql.ref('c.id') : null}::uuid`.as('pendingContactId'),
          eb.val(status).as('status'),
          sql<Date>`${start}::timestamptz`.as('startsAt'),
          sql<Date>`${end}::timestamptz`.as('endsAt'),
          eb.val(modality).as('modality'),
          // In person means the practice: its first address.
          modality === 'in_person'
            ? eb
                .selectFrom('therapistLocation')
                .select('id')
                .where('therapistId', '=', therapist.id)
                .orderBy('position')
                .limit(1)
                .as('locationId')
            : sql<string | null>`null::uuid`.as('locationId'),
          sql<number>`${priceMinor}::integer`.as('priceMinor'),
          eb.val(service.currency).as('currency'),
          sql<boolean>`${request.firstSession ?? false}::boolean`.as('firstSession'),
          sql<string | null>`${request.messageSealed ?? null}::text`.as('messageSealed'),
          eb.val(request.client.locale).as('clientLocale'),
          sql<string | null>`${request.client.timeZone ?? null}::text`.as('clientTimeZone'),
          sql<Date | null>`${guest ? new Date(now.getTime() + GUEST_HOLD_MINUTES * 60_000) : null}::timestamptz`.as(
            'holdExpiresAt',
          ),
        ]),
      )
      .returning(['id', 'uid', 'status'])
      .executeTakeFirstOrThrow();
  // A guest's hold that has run out may still occupy the time (the engine already ignores it):
  // deleting expired holds gives their time back.
  const releaseExpiredHolds = (run: Database) =>
    run
      .deleteFrom('appointment')
      .where('therapistId', '=', therapist.id)
      .where('status', '=', 'pending_email')
      .where('holdExpiresAt', '<', now)
      .executeTakeFirst();

  if (request.program) {
    const program = request.program;
    // The budget and capacity checks, the appointment and its program row commit together, under
    // the locks claimProgramSession takes. A refused insert aborts a transaction, so expired holds
    // are released first rather than after a refusal, and there is no second try.
    try {
      return await withEmails(db, async (trx, outbox) => {
        const claim = await claimProgramSession(
          trx,
          { therapistId: therapist.id, serviceId: service.id, start, email: request.client.email, code: program.code },
          now,
        );
        await releaseExpiredHolds(trx);
        // The employee pays nothing: Calma pays the therapist their program rate.
        const created = await insert(trx, 0);
        await trx
          .insertInto('programSession')
          .values({ appointmentId: created.id, ...claim })
          .execute();
        outbox.appointment(created.uid, event);
        return created;
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
    throw new SlotUnavailable(await freshSlots(db, policy, service, modality, start));
  }

  const book = () =>
    withEmails(db, async (trx, outbox) => {
      const created = await insert(trx, service.priceMinor);
      await request.waitlist?.claim(trx, created.id);
      outbox.appointment(created.uid, event);
      await requestAgreementsOnConfirm(trx, outbox, created.uid);
      return created;
    });
  try {
    return await book();
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
  }
  // Refused: expired holds give their time back, and the booking tries once more.
  const released = await releaseExpiredHolds(db);
  if (released.numDeletedRows > 0n) {
    try {
      return await book();
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  throw new SlotUnavailable(await freshSlots(db, policy, service, modality, start));
}

export { ACTIVE_STATUSES };

/** An appointment with what its pages and emails show. */
export async function findAppointment(db: Database, uid: string) {
  return (
    db
      .selectFrom('appointment as a')
      .innerJoin('therapist as t', 't.id', 'a.therapistId')
      .innerJoin('service as s', 's.id', 'a.serviceId')
      // A guest who has not confirmed their address has no client record yet, only their details.
      .leftJoin('client as c', 'c.id', 'a.clientId')
      .leftJoin('pendingContact as p', 'p.id', 'a.pendingContactId')
      .leftJoin('therapistLocation as l', 'l.id', 'a.locationId')
      .leftJoin('userAccount as tu', 'tu.id', 't.userId')
      .leftJoin('programSession as ps', 'ps.appointmentId', 'a.id')
      .leftJoin('programCompany as pc', 'pc.id', 'ps.companyId')
      .select([
        'a.id',
        'a.uid',
        'a.status',
        'a.startsAt',
        'a.endsAt',
        'a.modality',
        'a.priceMinor',
        'a.currency',
        'a.firstSession',
        'a.messageSealed',
        'a.clientLocale',
        'a.clientTimeZone',
        'a.holdExpiresAt',
        'a.cancelledBy',
        'a.reminderJobIds',
        'a.calendarSequence',
        'a.therapistId',
        'a.serviceId',
        's.name as serviceName',
        's.translations as serviceTranslations',
        's.durationMinutes',
        's.modality as serviceModality',
        't.slug as therapistSlug',
        't.firstName as therapistFirstName',
        't.lastName as therapistLastName',
        't.title as therapistTitle',
        't.timeZone as therapistTimeZone',
        't.userId as therapistUserId',
        't.email as therapistPublicEmail',
        'tu.email as therapistAccountEmail',
        'tu.locale as therapistLocale',
        'c.id as clientId',
        'c.userId as clientUserId',
        'a.pendingContactId',
        (eb) => eb.fn.coalesce('c.name', 'p.name').$castTo<string>().as('clientName'),
        (eb) => eb.fn.coalesce('c.email', 'p.email').$castTo<string>().as('clientEmail'),
        (eb) => eb.fn.coalesce('c.phone', 'p.phone').$castTo<string>().as('clientPhone'),
        'l.street',
        'l.postalCode',
        'l.city',
        // An employer program session: the company and what Calma pays the therapist for it.
        'pc.name as programCompanyName',
        'ps.rateMinor as programRateMinor',
        'ps.currency as programCurrency',
      ])
      .where('a.uid', '=', uid)
      .executeTakeFirst()
  );
}

export type AppointmentRecord = NonNullable<Awaited<ReturnType<typeof findAppointment>>>;

export const isActive = (status: AppointmentStatus) => (ACTIVE_STATUSES as readonly string[]).includes(status);

/** Whether the client may still cancel or move it themselves under the therapist's policy. */
export function withinClientPolicy(appointment: AppointmentRecord, policy: TherapistPolicy, now = new Date()) {
  return (
    isActive(appointment.status) &&
    appointment.startsAt.getTime() - now.getTime() >= policy.cancellationNoticeHours * 3_600_000
  );
}

async function setStatus(
  db: Database,
  appointment: AppointmentRecord,
  from: readonly AppointmentStatus[],
  to: AppointmentStatus,
  extra: { cancelledBy?: 'client' | 'therapist'; holdExpiresAt?: null } = {},
) {
  const updated = await db
    .updateTable('appointment')
    .set({ status: to, updatedAt: sql`now()`, ...extra })
    .where('id', '=', appointment.id)
    .where('status', 'in', from)
    .returning(['status'])
    .executeTakeFirst();
  if (!updated) {
    throw new AppError('INVALID_STATE', 409, `This appointment is ${appointment.status.replace('_', ' ')}`);
  }
}

/** A guest confirms their address: the hold becomes a request (or a booking, without confirmation). */
export async function confirmGuestEmail(
  db: Database,
  withEmails: WithEmails,
  appointment: AppointmentRecord,
  now = new Date(),
) {
  if (appointment.status !== 'pending_email') return appointment.status;
  if (appointment.holdExpiresAt && appointment.holdExpiresAt < now) {
    throw new AppError('HOLD_EXPIRED', 410, 'This booking was not confirmed in time; please choose a time again');
  }
  const policy = await loadPolicy(db, appointment.therapistId);
  const status: AppointmentStatus = policy.requiresConfirmation ? 'requested' : 'confirmed';
  const pendingId = appointment.pendingContactId;
  await withEmails(db, async (trx, outbox) => {
    await setStatus(trx, appointment, ['pending_email'], status, { holdExpiresAt: null });
    // Only now, with the address proven, does the guest become a client of the therapist.
    if (pendingId) await becomeClient(trx, pendingId);
    outbox.appointment(appointment.uid, status === 'requested' ? 'requested' : 'booked');
    await requestAgreementsOnConfirm(trx, outbox, appointment.uid);
  });
  return status;
}

export const therapistConfirm = (db: Database, withEmails: WithEmails, a: AppointmentRecord) =>
  withEmails(db, async (trx, outbox) => {
    await setStatus(trx, a, ['requested'], 'confirmed');
    outbox.appointment(a.uid, 'confirmed');
    await requestAgreementsOnConfirm(trx, outbox, a.uid);
  });
export const therapistDecline = (db: Database, withEmails: WithEmails, a: AppointmentRecord) =>
  withEmails(db, async (trx, outbox) => {
    await setStatus(trx, a, ['requested'], 'declined');
    outbox.appointment(a.uid, 'declined');
  });

export async function markOutcome(
  db: Database,
  a: AppointmentRecord,
  outcome: 'completed' | 'no_show',
  now = new Date(),
) {
  if (a.startsAt > now) throw new AppError('NOT_STARTED', 409, 'This session has not started yet');
  await setStatus(db, a, ['confirmed', 'completed', 'no_show'], outcome);
}

export async function cancelAppointment(
  db: Database,
  withEmails: WithEmails,
  a: AppointmentRecord,
  by: 'client' | 'therapist',
  now = new Date(),
) {
  if (by === 'client') {
    const policy = await loadPolicy(db, a.therapistId);
    if (!withinClientPolicy(a, policy, now)) {
      throw new AppError(
        'TOO_LATE',
        409,
        `Cancel at least ${policy.cancellationNoticeHours} hours before; please contact the therapist`,
      );
    }
  }
  await withEmails(db, async (trx, outbox) => {
    await setStatus(trx, a, ACTIVE_STATUSES, 'cancelled', { cancelledBy: by });
    outbox.appointment(a.uid, by === 'client' ? 'cancelledByClient' : 'cancelledByTherapist');
  });
}

/**
 * Moves an appointment. A client may choose only an offered slot and only within the policy; the
 * therapist may move it anywhere free. The exclusion constraint guards both.
 */
export async function rescheduleAppointment(
  db: Database,
  withEmails: WithEmails,
  a: AppointmentRecord,
  by: 'client' | 'therapist',
  startIso: string,
  now = new Date(),
) {
  const policy = await loadPolicy(db, a.therapistId);
  if (!isActive(a.status)) throw new AppError('INVALID_STATE', 409, `This appointment is ${a.status}`);
  // Until the guest confirms their address it is only a hold; the therapist moves real bookings.
  if (by === 'therapist' && a.status === 'pending_email') {
    throw new AppError('INVALID_STATE', 409, 'This booking waits for the guest to confirm their email address');
  }
  const start = new Date(startIso);
  const end = new Date(start.getTime() + a.durationMinutes * 60_000);
  const service = { durationMinutes: a.durationMinutes, modality: a.serviceModality };
  if (by === 'client') {
    if (!withinClientPolicy(a, policy, now)) {
      throw new AppError(
        'TOO_LATE',
        409,
        `Move it at least ${policy.cancellationNoticeHours} hours before; please contact the therapist`,
      );
    }
    const day = localDate(start, policy.timeZone);
    const offered = await availableSlots(db, {
      policy,
      service,
      modality: a.modality,
      from: day,
      to: day,
      now,
      ignoreAppointment: a.id,
    });
    if (!offered.some((slot) => new Date(slot.start).getTime() === start.getTime())) {
      throw new SlotUnavailable(await freshSlots(db, policy, service, a.modality, start, a.id));
    }
  } else if (start < now) {
    throw new AppError('VALIDATION_FAILED', 400, 'Choose a time in the future', [
      { field: 'body.start', message: 'In the past' },
    ]);
  }
  try {
    await withEmails(db, async (trx, outbox) => {
      await assertProgramMove(trx, a, start, now);
      await trx
        .updateTable('appointment')
        .set({ startsAt: start, endsAt: end, updatedAt: sql`now()` })
        .where('id', '=', a.id)
        .execute();
      outbox.appointment(a.uid, 'rescheduled');
    });
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw new SlotUnavailable(await freshSlots(db, policy, service, a.modality, start, a.id));
    }
    throw error;
  }
}

/** The therapist books a client of theirs directly (from the calendar): confirmed at once. */
export async function createTherapistAppointment(
  db: Database,
  withEmails: WithEmails,
  therapistId: string,
  input: { clientId: string; serviceId: string; start: string; modality: 'online' | 'in_person' },
  now = new Date(),
) {
  const client = await db
    .selectFrom('client')
    .select(['id', 'locale', 'timeZone'])
    .where('id', '=', input.clientId)
    .where('therapistId', '=', therapistId)
    .executeTakeFirst();
  if (!client) throw new AppError('NOT_FOUND', 404, 'No such client');
  const service = await bookableService(db, therapistId, input.serviceId);
  const modality = serviceModality(service, input.modality);
  const start = new Date(input.start);
  if (start < now) {
    throw new AppError('VALIDATION_FAILED', 400, 'Choose a time in the future', [
      { field: 'body.start', message: 'In the past' },
    ]);
  }
  try {
    return await withEmails(db, async (trx, outbox) => {
      const created = await trx
        .insertInto('appointment')
        .values({
          uid: newUid(),
          therapistId,
          serviceId: service.id,
          clientId: client.id,
          status: 'confirmed',
          startsAt: start,
          endsAt: new Date(start.getTime() + service.durationMinutes * 60_000),
          modality,
          priceMinor: service.priceMinor,
          currency: service.currency,
          clientLocale: client.locale,
          clientTimeZone: client.timeZone,
        })
        .returning(['uid', 'status'])
        .executeTakeFirstOrThrow();
      outbox.appointment(created.uid, 'confirmed');
      await requestAgreementsOnConfirm(trx, outbox, created.uid);
      return created;
    });
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw new AppError('SLOT_UNAVAILABLE', 409, 'Another appointment already takes this time', { slots: [] });
    }
    throw error;
  }
}
