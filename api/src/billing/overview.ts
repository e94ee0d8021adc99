import { sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import type { Currency } from '../db/schema.ts';
import type { BillingOverview } from '../schemas/billing.ts';

// The billing overview: a year's chart and today's figures. Everything is summed in PostgreSQL,
// in four statements, sent at once, that read the practice's rows through their indexes
// ((therapist_id, issue_date) on invoice, (therapist_id, received_on) on invoice_payment,
// (therapist_id, starts_at) on appointment); `npm run bench:billing` measures a practice with five
// years of weekly sessions (about 12 000 invoices) and prints the plans. Amounts are summed as bigint, so no total overflows on its way here.

/** "YYYY-MM" of the twelve months of `year`. */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

/** The first day of `date`'s month and of the month after, as YYYY-MM-DD. */
export function monthBounds(date: string): { start: string; next: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { start: `${date.slice(0, 7)}-01`, next: `${next}-01` };
}

/** Twelve months of the year, each with what was invoiced and received; months without either are zero. */
export function chartOf(
  year: number,
  invoiced: ReadonlyMap<string, number>,
  paid: ReadonlyMap<string, number>,
): BillingOverview['months'] {
  return monthsOf(year).map((month) => ({
    month,
    invoicedMinor: invoiced.get(month) ?? 0,
    paidMinor: paid.get(month) ?? 0,
  }));
}

type MonthSum = { month: string; total: string | number };
const byMonth = (rows: MonthSum[]) => new Map(rows.map((row) => [row.month, Number(row.total)]));

/**
 * The overview of a practice for `year`. `today` is the date in the therapist's time zone: an
 * invoice is overdue from the day after its due date there, and "this month" is today's month.
 */
export async function billingOverview(
  db: Database,
  therapistId: string,
  year: number,
  today: string,
): Promise<BillingOverview> {
  const yearStart = `${year}-01-01`;
  const nextYear = `${year + 1}-01-01`;
  const thisMonth = monthBounds(today);

  const [invoiced, received, totals, uninvoiced] = await Promise.all([
    // Credit notes carry negative amounts, so they subtract from the month they were issued in.
    sql<MonthSum>`
      SELECT to_char(issue_date, 'YYYY-MM') AS month, sum(gross_minor)::bigint AS total
        FROM invoice
       WHERE therapist_id = ${therapistId} AND status <> 'draft'
         AND issue_date >= ${yearStart}::date AND issue_date < ${nextYear}::date
       GROUP BY 1`.execute(db),
    // The year's months and, when today is in another year, today's month as well.
    sql<MonthSum>`
      SELECT to_char(received_on, 'YYYY-MM') AS month, sum(amount_minor)::bigint AS total
        FROM invoice_payment
       WHERE therapist_id = ${therapistId}
         AND ((received_on >= ${yearStart}::date AND received_on < ${nextYear}::date)
           OR (received_on >= ${thisMonth.start}::date AND received_on < ${thisMonth.next}::date))
       GROUP BY 1`.execute(db),
    // Result columns come back camelCased (CamelCasePlugin), hence the types' names.
    sql<{
      currency: Currency;
      outstanding: string;
      overdue: string;
      overdueCount: number;
      draftCount: number;
    }>`
      SELECT
        (SELECT currency FROM therapist WHERE id = ${therapistId}) AS currency,
        coalesce(sum(gross_minor - paid_minor) FILTER (WHERE status <> 'draft'), 0)::bigint AS outstanding,
        coalesce(sum(gross_minor - paid_minor) FILTER (WHERE ${overdue(today)}), 0)::bigint AS overdue,
        (count(*) FILTER (WHERE ${overdue(today)}))::int AS overdue_count,
        (count(*) FILTER (WHERE status = 'draft'))::int AS draft_count
        FROM invoice
       WHERE therapist_id = ${therapistId}`.execute(db),
    // Completed sessions on no invoice but a credited one (a draft covers its sessions); employer
    // program sessions are paid by Calma, never invoiced to the client (decision 023). The
    // dearest of the four for a long-running practice (lines carry no therapist, so PostgreSQL
    // either hashes the invoice lines or probes them per session; see bench:billing), hence a
    // statement of its own that runs beside the others.
    sql<{ count: number }>`
      SELECT count(*)::int AS count
        FROM appointment a
       WHERE a.therapist_id = ${therapistId} AND a.status = 'completed'
         AND NOT EXISTS (
           SELECT 1 FROM invoice_line l JOIN invoice i ON i.id = l.invoice_id
            WHERE l.appointment_id = a.id AND i.therapist_id = ${therapistId}
              AND i.kind = 'invoice' AND i.status <> 'credited')
         AND NOT EXISTS (SELECT 1 FROM program_session ps WHERE ps.appointment_id = a.id)`.execute(db),
  ]);

  const paid = byMonth(received.rows);
  const figures = totals.rows[0];
  if (!figures?.currency) throw new Error(`No therapist ${therapistId}`);
  return {
    currency: figures.currency,
    year,
    months: chartOf(year, byMonth(invoiced.rows), paid),
    outstandingMinor: Number(figures.outstanding),
    overdueMinor: Number(figures.overdue),
    overdueCount: figures.overdueCount,
    paidThisMonthMinor: paid.get(today.slice(0, 7)) ?? 0,
    uninvoicedSessions: uninvoiced.rows[0]?.count ?? 0,
    draftCount: figures.draftCount,
  };
}

/** Issued, not fully paid, and its due date has passed in the therapist's zone (spec: overdue is derived). */
const overdue = (today: string) =>
  sql`status IN ('issued', 'sent', 'partially_paid') AND due_date < ${today}::date AND gross_minor - paid_minor > 0`;

/** Today in `timeZone`, as YYYY-MM-DD. */
export const todayIn = (timeZone: string) => Temporal.Now.plainDateISO(timeZone).toString();
