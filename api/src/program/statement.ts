import { sql } from 'kysely';
import { DEFAULT_POLICY } from '../booking/availability.ts';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { Statement } from '../schemas/program.ts';
import { HELD_STATUSES } from './budget.ts';
import { monthBounds, monthsBetween } from './period.ts';

// A company's monthly statement (decision 023): what Calma bills the company, until Calma issues
// its own invoices. A session counts in the month it starts (UTC). Held sessions (completed, or
// missed by the employee) are billed at the company's price; sessions still booked and late
// cancellations are shown, not billed. Counts only: never who, nor with which therapist.

/** The longest range one CSV covers. */
export const STATEMENT_CSV_MONTHS = 24;

async function companyOf(db: Database, id: string) {
  const company = await db
    .selectFrom('programCompany')
    .select(['id', 'name', 'priceMinor', 'currency'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!company) throw notFound('No such company');
  return company;
}

type StatementCompany = Awaited<ReturnType<typeof companyOf>>;

async function statementOf(db: Database, company: StatementCompany, month: string, now: Date): Promise<Statement> {
  const bounds = monthBounds(month);
  const { rows } = await sql<{ held: number; booked: number; late: number; employees: number }>`
    SELECT count(*) FILTER (WHERE a.status IN (${sql.join(HELD_STATUSES)}))::int AS held,
           count(*) FILTER (WHERE a.status IN ('requested', 'confirmed')
                               OR (a.status = 'pending_email' AND a.hold_expires_at > ${now}))::int AS booked,
           -- Cancelled within the therapist's cancellation notice (as loadPolicy reads it: no rules
           -- set is the default notice; rules without a notice are none).
           count(*) FILTER (WHERE a.status = 'cancelled'
             AND a.updated_at > a.starts_at - make_interval(hours => CASE WHEN bp.therapist_id IS NULL
               THEN ${DEFAULT_POLICY.cancellationNoticeHours}::int
               ELSE coalesce(bp.cancellation_notice_hours, 0) END))::int AS late,
           count(DISTINCT ps.employee_key) FILTER (WHERE a.status IN ('requested', 'confirmed', 'completed', 'no_show')
             OR (a.status = 'pending_email' AND a.hold_expires_at > ${now}))::int AS employees
      FROM program_session ps
      JOIN appointment a ON a.id = ps.appointment_id
      LEFT JOIN booking_policy bp ON bp.therapist_id = a.therapist_id
     WHERE ps.company_id = ${company.id}
       AND a.starts_at >= ${new Date(`${bounds.start}T00:00:00Z`)}
       AND a.starts_at < ${new Date(`${bounds.next}T00:00:00Z`)}`.execute(db);
  const counts = rows[0] ?? { held: 0, booked: 0, late: 0, employees: 0 };
  return {
    companyId: company.id,
    companyName: company.name,
    month,
    sessionsHeld: counts.held,
    sessionsBooked: counts.booked,
    lateCancellations: counts.late,
    employees: counts.employees,
    priceMinor: company.priceMinor,
    amountMinor: counts.held * company.priceMinor,
    currency: company.currency,
  };
}

/** One month's statement of a company (404 for an unknown company). */
export async function monthlyStatement(db: Database, companyId: string, month: string, now = new Date()) {
  return statementOf(db, await companyOf(db, companyId), month, now);
}

/** The statements of every month from `from` to `to` (YYYY-MM), at most STATEMENT_CSV_MONTHS of them. */
export async function statements(db: Database, companyId: string, from: string, to: string, now = new Date()) {
  const months = monthsBetween(from, to);
  const refuse = (message: string) =>
    new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', [
      { field: 'querystring.to', message },
    ]);
  if (months.length === 0) throw refuse('is before from');
  if (months.length > STATEMENT_CSV_MONTHS) throw refuse(`is more than ${STATEMENT_CSV_MONTHS} months after from`);
  const company = await companyOf(db, companyId);
  return Promise.all(months.map((month) => statementOf(db, company, month, now)));
}
