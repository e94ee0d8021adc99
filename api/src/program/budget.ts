import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { PeriodBounds } from './period.ts';

// What counts against an employee's budget and a therapist's program clients (decision 023).
//
// A program session is *used* while it takes the therapist's time or has taken it: a guest's hold
// that has not run out (`pending_email`), a request, a confirmed session, a session held
// (`completed`) or missed by the employee (`no_show`: the therapist kept the time and is paid).
// A declined request gives the session back, and so does every cancellation, late or not: a client
// can cancel only within the therapist's notice, so a late cancellation is always the therapist's
// (or made by them for the client), and an employee never loses a session over it. The company's
// statement still shows late cancellations, as a count, so Calma can see them.

/** The condition "this appointment (`a`) uses a program session", at `now`. */
export const usedSession = (now: Date) =>
  sql<boolean>`(a.status IN ('requested', 'confirmed', 'completed', 'no_show')
    OR (a.status = 'pending_email' AND a.hold_expires_at > ${now}))`;

/** Sessions held (or missed by the employee): what the company pays for and Calma pays the therapist. */
export const HELD_STATUSES = ['completed', 'no_show'] as const;

const instantOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** Sessions the employee has used at the company in the period. */
export async function sessionsUsed(
  db: Database,
  companyId: string,
  employeeKey: string,
  bounds: PeriodBounds,
  now: Date,
): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count
      FROM program_session ps JOIN appointment a ON a.id = ps.appointment_id
     WHERE ps.company_id = ${companyId} AND ps.employee_key = ${employeeKey}
       AND a.starts_at >= ${instantOf(bounds.start)} AND a.starts_at < ${instantOf(bounds.next)}
       AND ${usedSession(now)}`.execute(db);
  return rows[0]?.count ?? 0;
}

/**
 * The therapist's program clients in the period (a calendar year for capacity): different employees
 * with a used session then; and whether `employeeKey` is among them.
 */
export async function programClients(
  db: Database,
  therapistId: string,
  bounds: PeriodBounds,
  now: Date,
  employeeKey?: string,
): Promise<{ count: number; includes: boolean }> {
  const { rows } = await sql<{ count: number; includes: boolean }>`
    SELECT count(DISTINCT ps.employee_key)::int AS count,
           coalesce(bool_or(ps.employee_key = ${employeeKey ?? ''}), false) AS includes
      FROM program_session ps JOIN appointment a ON a.id = ps.appointment_id
     WHERE ps.therapist_id = ${therapistId}
       AND a.starts_at >= ${instantOf(bounds.start)} AND a.starts_at < ${instantOf(bounds.next)}
       AND ${usedSession(now)}`.execute(db);
  return { count: rows[0]?.count ?? 0, includes: rows[0]?.includes ?? false };
}

/**
 * Serialises program bookings inside the caller's transaction: one employee's budget at one company,
 * then one therapist's capacity (always in this order, so two bookings never wait on each other in a
 * circle). Held until the transaction ends; the counts read after it see every booking made before.
 */
export async function lockProgramBooking(
  trx: Database,
  companyId: string,
  employeeKey: string,
  therapistId: string,
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('program-employee'), hashtext(${companyId}::text || ${employeeKey}::text))`.execute(
    trx,
  );
  await sql`SELECT pg_advisory_xact_lock(hashtext('program-therapist'), hashtext(${therapistId}::text))`.execute(trx);
}
