import { createHash } from 'node:crypto';
import type { ProgramPeriodId } from '../contract/program.ts';

// The employer program counts by calendar periods in UTC (decision 023): a budget renews on the
// first day of each month, quarter or year, whatever the therapist's or the employee's zone, so a
// company's statement and an employee's budget agree on which period a session belongs to.

/** A period as half-open days: `start` ≤ day < `next`, both YYYY-MM-DD. */
export interface PeriodBounds {
  start: string;
  next: string;
}

const day = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;

/** The calendar month, quarter or year (UTC) that `date` falls in. */
export function periodOf(date: Date, period: ProgramPeriodId): PeriodBounds {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const first = period === 'year' ? 1 : period === 'quarter' ? month - ((month - 1) % 3) : month;
  const length = period === 'year' ? 12 : period === 'quarter' ? 3 : 1;
  const after = first + length;
  return { start: day(year, first), next: after > 12 ? day(year + 1, after - 12) : day(year, after) };
}

/** A month given as YYYY-MM, as half-open days. */
export function monthBounds(month: string): PeriodBounds {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return periodOf(new Date(Date.UTC(year, number - 1, 1)), 'month');
}

/** The months from `from` to `to` (YYYY-MM, both included), oldest first; empty when `to` is before `from`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  while (`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}` <= to) {
    months.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** YYYY-MM-DD of an instant in UTC. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * How the program knows an employee: sha256 (hex) of their lower-cased address. Enough to count
 * their budget and their therapist's program clients, never enough to name them.
 */
export const employeeKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The domain of an address, lower-cased ("a@Mail.Example.com" → "mail.example.com"). */
export const emailDomain = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';
