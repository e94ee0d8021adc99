import { type RawBuilder, sql } from 'kysely';
import { zonedDate } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { type BookingPolicy, computeSlots, type Slot, type SlotQuery } from './slots.ts';

/** The rules a therapist has not set yet: what a new practice would reasonably start with. */
export const DEFAULT_POLICY = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 720,
  horizonDays: 60,
  maxSessionsPerDay: null,
  requiresConfirmation: true,
  cancellationNoticeHours: 24,
} as const;

export const ACTIVE_STATUSES = ['pending_email', 'requested', 'confirmed'] as const;

export interface TherapistPolicy extends BookingPolicy {
  therapistId: string;
  requiresConfirmation: boolean;
  cancellationNoticeHours: number;
}

export interface PolicyColumns {
  timeZone: string;
  bufferBeforeMinutes: number | null;
  bufferAfterMinutes: number | null;
  minimumNoticeMinutes: number | null;
  horizonDays: number | null;
  maxSessionsPerDay: number | null;
  requiresConfirmation: boolean | null;
  cancellationNoticeHours: number | null;
  /** The policy row's therapist id: null while the therapist has not set rules. */
  policyRow: string | null;
}

/** PolicyColumns from `therapist t LEFT JOIN booking_policy p`, for a select list. */
export const POLICY_COLUMNS = sql`
  t.time_zone AS "timeZone",
  p.buffer_before_minutes AS "bufferBeforeMinutes", p.buffer_after_minutes AS "bufferAfterMinutes",
  p.minimum_notice_minutes AS "minimumNoticeMinutes", p.horizon_days AS "horizonDays",
  p.max_sessions_per_day AS "maxSessionsPerDay", p.requires_confirmation AS "requiresConfirmation",
  p.cancellation_notice_hours AS "cancellationNoticeHours", p.therapist_id AS "policyRow"`;

export function policyOf(therapistId: string, row: PolicyColumns): TherapistPolicy {
  const set = row.policyRow !== null;
  return {
    therapistId,
    timeZone: row.timeZone,
    bufferBeforeMinutes: set ? (row.bufferBeforeMinutes ?? 0) : DEFAULT_POLICY.bufferBeforeMinutes,
    bufferAfterMinutes: set ? (row.bufferAfterMinutes ?? 0) : DEFAULT_POLICY.bufferAfterMinutes,
    minimumNoticeMinutes: set ? (row.minimumNoticeMinutes ?? 0) : DEFAULT_POLICY.minimumNoticeMinutes,
    horizonDays: set ? (row.horizonDays ?? 1) : DEFAULT_POLICY.horizonDays,
    maxSessionsPerDay: set ? row.maxSessionsPerDay : DEFAULT_POLICY.maxSessionsPerDay,
    requiresConfirmation: set ? Boolean(row.requiresConfirmation) : DEFAULT_POLICY.requiresConfirmation,
    cancellationNoticeHours: set ? (row.cancellationNoticeHours ?? 0) : DEFAULT_POLICY.cancellationNoticeHours,
  };
}

export async function loadPolicy(db: Database, therapistId: string): Promise<TherapistPolicy> {
  const row = await db
    .selectFrom('therapist')
    .leftJoin('bookingPolicy', 'bookingPolicy.therapistId', 'therapist.id')
    .select([
      'therapist.timeZone',
      'bookingPolicy.bufferBeforeMinutes',
      'bookingPolicy.bufferAfterMinutes',
      'bookingPolicy.minimumNoticeMinutes',
      'bookingPolicy.horizonDays',
      'bookingPolicy.maxSessionsPerDay',
      'bookingPolicy.requiresConfirmation',
      'bookingPolicy.cancellationNoticeHours',
      'bookingPolicy.therapistId as policyRow',
    ])
    .where('therapist.id', '=', therapistId)
    .executeTakeFirstOrThrow();
  return policyOf(therapistId, row);
}

interface Range {
  /** Local dates, inclusive. */
  from: string;
  to: string;
  now: Date;
  ignoreAppointment?: string;
  /** A waitlist offer whose hold counts as free: the offered client accepting it. */
  ignoreOffer?: string;
}

/** What blocks or opens time, as JSON columns. */
export interface Sources {
  weekly: {
    weekday: number;
    start: string;
    end: string;
    modality: 'online' | 'in_person' | 'both';
    locationId: string | null;
  }[];
  exceptions: { date: string; start: string | null; end: string | null; available: boolean }[];
  appointments: { start: string; end: string }[];
  /** Slots waitlist offers hold: busy like appointments. */
  held?: { start: string; end: string }[];
  busy: { start: string; end: string }[];
}

/**
 * The select-list columns with the therapist's weekly hours, date exceptions, active appointments
 * and holds, and imported busy times for a local date range; `therapistId` is a column or a value.
 */
export function sourceColumns(therapistId: RawBuilder<unknown>, range: Range) {
  // Wide enough for every zone: intervals a day either side of the local range.
  const rangeStart = new Date(`${range.from}T00:00:00Z`);
  rangeStart.setUTCDate(rangeStart.getUTCDate() - 2);
  const rangeEnd = new Date(`${range.to}T00:00:00Z`);
  rangeEnd.setUTCDate(rangeEnd.getUTCDate() + 2);
  const ignore = range.ignoreAppointment ?? null;
  const ignoreOffer = range.ignoreOffer ?? null;
  return sql`
      (SELECT coalesce(json_agg(json_build_object('weekday', weekday, 'start', start_time, 'end', end_time,
                                                  'modality', modality, 'locationId', location_id)), '[]')
         FROM availability_rule WHERE therapist_id = ${therapistId}) AS weekly,
      (SELECT coalesce(json_agg(json_build_object('date', to_char(date, 'YYYY-MM-DD'), 'start', start_time,
                                                  'end', end_time, 'available', available)), '[]')
         FROM availability_exception
        WHERE therapist_id = ${therapistId} AND date BETWEEN ${range.from}::date AND ${range.to}::date) AS exceptions,
      (SELECT coalesce(json_agg(json_build_object('start', starts_at, 'end', ends_at)), '[]')
         FROM appointment
        WHERE therapist_id = ${therapistId}
          AND status IN ('pending_email', 'requested', 'confirmed')
          AND (status <> 'pending_email' OR hold_expires_at > ${range.now})
          AND starts_at < ${rangeEnd} AND ends_at > ${rangeStart}
          AND (${ignore}::uuid IS NULL OR id <> ${ignore}::uuid)) AS appointments,
      -- A slot a waitlist offer holds is busy to everyone else until the hold runs out (decision 037).
      (SELECT coalesce(json_agg(json_build_object('start', starts_at, 'end', ends_at)), '[]')
         FROM waitlist_offer
        WHERE therapist_id = ${therapistId} AND status = 'offered' AND hold_expires_at > ${range.now}
          AND starts_at < ${rangeEnd} AND ends_at > ${rangeStart}
          AND (${ignoreOffer}::uuid IS NULL OR id <> ${ignoreOffer}::uuid)) AS held,
      (SELECT coalesce(json_agg(json_build_object('start', starts_at, 'end', ends_at)), '[]')
         FROM external_busy
        WHERE therapist_id = ${therapistId} AND starts_at < ${rangeEnd} AND ends_at > ${rangeStart}) AS busy`;
}

export function toSlotQuery(
  policy: TherapistPolicy,
  sources: Sources,
  args: Range & {
    service: { durationMinutes: number; modality: 'online' | 'in_person' | 'both' };
    modality?: 'online' | 'in_person';
  },
): SlotQuery {
  const modality = args.modality ?? (args.service.modality === 'in_person' ? 'in_person' : 'online');
  return {
    policy,
    weekly: sources.weekly,
    exceptions: sources.exceptions.map((e) => ({
      date: e.date,
      start: e.start ?? undefined,
      end: e.end ?? undefined,
      available: e.available,
    })),
    durationMinutes: args.service.durationMinutes,
    modality,
    from: args.from,
    to: args.to,
    now: args.now,
    appointments: sources.held?.length ? [...sources.appointments, ...sources.held] : sources.appointments,
    busy: sources.busy,
  };
}

/**
 * Free slots for one therapist, service and local date range, from what the database holds now, in
 * one statement. `ignoreAppointment` counts the appointment being moved as free.
 */
export async function availableSlots(
  db: Database,
  args: {
    policy: TherapistPolicy;
    service: { durationMinutes: number; modality: 'online' | 'in_person' | 'both' };
    modality?: 'online' | 'in_person';
    from: string;
    to: string;
    now?: Date;
    ignoreAppointment?: string;
    ignoreOffer?: string;
  },
): Promise<Slot[]> {
  const range = { ...args, now: args.now ?? new Date() };
  // One statement, one connection: under load a booking must not hold four pool connections at once.
  const { rows } = await sql<Sources>`SELECT ${sourceColumns(sql`${args.policy.therapistId}::uuid`, range)}`.execute(
    db,
  );
  const sources = rows[0] ?? { weekly: [], exceptions: [], appointments: [], busy: [] };
  return computeSlots(toSlotQuery(args.policy, sources, range));
}

export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The therapist's local date of an instant, YYYY-MM-DD. */
export const localDate = (instant: Date, timeZone: string) => zonedDate(instant, timeZone);

/** Slots around an instant, offered when the chosen one was taken. */
export async function freshSlots(
  db: Database,
  policy: TherapistPolicy,
  service: { durationMinutes: number; modality: 'online' | 'in_person' | 'both' },
  modality: 'online' | 'in_person',
  around: Date,
  ignoreAppointment?: string,
) {
  const day = localDate(around, policy.timeZone);
  const slots = await availableSlots(db, {
    policy,
    service,
    modality,
    from: day,
    to: addDays(day, 13),
    ignoreAppointment,
  });
  return slots.slice(0, 20);
}

export interface BookableService {
  id: string;
  name: string;
  durationMinutes: number;
  priceMinor: number;
  currency: string;
  modality: 'online' | 'in_person' | 'both';
}

export interface BookableTherapist {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
}

/**
 * A listed, verified therapist by slug with one of their current services, their rules and what
 * the slot engine needs between two local dates — one statement, for the paths every client
 * takes (the slots of a service, a booking). `therapist` is undefined for an unknown or unlisted
 * slug, `service` for a service they do not offer.
 */
export async function bookingContext(
  db: Database,
  args: Range & { slug: string; serviceId: string; modality?: 'online' | 'in_person' },
): Promise<
  | { therapist: undefined }
  | { therapist: BookableTherapist; service: undefined }
  | { therapist: BookableTherapist; service: BookableService; policy: TherapistPolicy; query: SlotQuery }
> {
  const { rows } = await sql<
    BookableTherapist &
      PolicyColumns &
      Sources & {
        service: {
          id: string;
          name: string;
          duration_minutes: number;
          price_minor: number;
          currency: string;
          modality: BookableService['modality'];
        } | null;
      }
  >`
    SELECT t.id, t.slug, t.first_name AS "firstName", t.last_name AS "lastName", ${POLICY_COLUMNS},
           (SELECT row_to_json(s) FROM (
              SELECT id, name, duration_minutes, price_minor, currency, modality FROM service
               WHERE therapist_id = t.id AND id = ${args.serviceId}::uuid AND archived_at IS NULL) s) AS service,
           ${sourceColumns(sql`t.id`, args)}
      FROM therapist t LEFT JOIN booking_policy p ON p.therapist_id = t.id
     WHERE t.slug = ${args.slug} AND t.listed AND t.verified_at IS NOT NULL
  `.execute(db);
  const row = rows[0];
  if (!row) return { therapist: undefined };
  const therapist = { id: row.id, slug: row.slug, firstName: row.firstName, lastName: row.lastName };
  if (!row.service) return { therapist, service: undefined };
  const service: BookableService = {
    id: row.service.id,
    name: row.service.name,
    durationMinutes: row.service.duration_minutes,
    priceMinor: row.service.price_minor,
    currency: row.service.currency,
    modality: row.service.modality,
  };
  const policy = policyOf(row.id, row);
  return { therapist, service, policy, query: toSlotQuery(policy, row, { ...args, service }) };
}

/**
 * Free slots of a listed therapist's service between two local dates, with the zone they are
 * computed in: what every client browsing for a time asks, so it is one statement. 404 for an
 * unknown or unlisted therapist and for a service they do not offer.
 */
export async function serviceSlots(
  db: Database,
  args: { slug: string; serviceId: string; modality?: 'online' | 'in_person'; from: string; to: string; now?: Date },
): Promise<{ timeZone: string; slots: Slot[] }> {
  const context = await bookingContext(db, { ...args, now: args.now ?? new Date() });
  if (!context.therapist) throw notFound('No bookable therapist with this address');
  if (!context.service) throw notFound('This therapist offers no such service');
  return { timeZone: context.policy.timeZone, slots: computeSlots(context.query) };
}
