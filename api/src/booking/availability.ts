import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { BookingPolicy, SlotQuery } from './slots.ts';

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

/**
 * Everything the slot engine needs for one therapist, service and local date range, read in one
 * round of queries. `ignoreAppointment` leaves out the appointment being moved.
 */
export async function slotQuery(
  db: Database,
  args: {
    policy: TherapistPolicy;
    service: { durationMinutes: number; modality: 'online' | 'in_person' | 'both' };
    modality?: 'online' | 'in_person';
    from: string;
    to: string;
    now: Date;
    ignoreAppointment?: string;
  },
): Promise<SlotQuery> {
  const { policy } = args;
  const therapistId = policy.therapistId;
  // Wide enough for every zone: intervals a day either side of the local range.
  const rangeStart = new Date(`${args.from}T00:00:00Z`);
  rangeStart.setUTCDate(rangeStart.getUTCDate() - 2);
  const rangeEnd = new Date(`${args.to}T00:00:00Z`);
  rangeEnd.setUTCDate(rangeEnd.getUTCDate() + 2);

  // One statement, one connection: under load a booking must not hold four pool connections at once.
  const ignore = args.ignoreAppointment ?? null;
  const { rows } = await sql<{
    weekly: {
      weekday: number;
      start: string;
      end: string;
      modality: 'online' | 'in_person' | 'both';
      locationId: string | null;
    }[];
    exceptions: { date: string; start: string | null; end: string | null; available: boolean }[];
    appointments: { start: string; end: string }[];
    busy: { start: string; end: string }[];
  }>`
    SELECT
      (SELECT coalesce(json_agg(json_build_object('weekday', weekday, 'start', start_time, 'end', end_time,
                                                  'modality', modality, 'locationId', location_id)), '[]')
         FROM availability_rule WHERE therapist_id = ${therapistId}) AS weekly,
      (SELECT coalesce(json_agg(json_build_object('date', to_char(date, 'YYYY-MM-DD'), 'start', start_time,
                                                  'end', end_time, 'available', available)), '[]')
         FROM availability_exception
        WHERE therapist_id = ${therapistId} AND date BETWEEN ${args.from}::date AND ${args.to}::date) AS exceptions,
      (SELECT coalesce(json_agg(json_build_object('start', starts_at, 'end', ends_at)), '[]')
         FROM appointment
        WHERE therapist_id = ${therapistId}
          AND status IN ('pending_email', 'requested', 'confirmed')
          AND (status <> 'pending_email' OR hold_expires_at > ${args.now})
          AND starts_at < ${rangeEnd} AND ends_at > ${rangeStart}
          AND (${ignore}::uuid IS NULL OR id <> ${ignore}::uuid)) AS appointments,
      (SELECT coalesce(json_agg(json_build_object('start', starts_at, 'end', ends_at)), '[]')
         FROM external_busy
        WHERE therapist_id = ${therapistId} AND starts_at < ${rangeEnd} AND ends_at > ${rangeStart}) AS busy
  `.execute(db);
  const { weekly, exceptions, appointments, busy } = rows[0] ?? {
    weekly: [],
    exceptions: [],
    appointments: [],
    busy: [],
  };
  const modality = args.modality ?? (args.service.modality === 'in_person' ? 'in_person' : 'online');
  return {
    policy,
    weekly,
    exceptions: exceptions.map((e) => ({
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
    appointments,
    busy,
  };
}
