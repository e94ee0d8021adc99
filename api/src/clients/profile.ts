import { zonedDate } from '../contract/locales.ts';
import type { FieldError } from '../schemas/common.ts';

/** What a therapist records about a client; the schema checks shapes, this module the meaning. */
export interface ProfileInput {
  name: string;
  email: string;
  phone: string;
  locale: string;
  timeZone: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  emergencyContact: string;
  /** The day the client consented to treatment, YYYY-MM-DD. */
  treatmentConsentDate: string | null;
  /** The day the client consented to the processing of their health data, YYYY-MM-DD. */
  dataConsentDate: string | null;
  /** Printed on invoices; left out, it stays as it was. */
  billingAddress?: string;
  /** The language of their invoices (null: `locale`); left out, it stays as it was. */
  invoiceLocale?: string | null;
}

const EARLIEST_BIRTH = '1900-01-01';

/** Today's date where the therapist is, YYYY-MM-DD: what "not in the future" means for them. */
export function todayIn(timeZone: string, now = new Date()): string {
  return zonedDate(now, timeZone);
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Field problems of a profile, with `prefix` naming where the values were (`body`). */
export function profileProblems(input: ProfileInput, today: string, prefix = 'body'): FieldError[] {
  const problems: FieldError[] = [];
  const problem = (field: keyof ProfileInput, message: string) =>
    problems.push({ field: `${prefix}.${field}`, message });
  if (input.name.trim() === '') problem('name', 'must not be blank');
  if (input.timeZone !== null && !isTimeZone(input.timeZone)) problem('timeZone', 'must be an IANA time zone');
  let born = input.dateOfBirth;
  if (born !== null && born > today) problem('dateOfBirth', 'must not be in the future');
  else if (born !== null && born < EARLIEST_BIRTH) problem('dateOfBirth', `must be on or after ${EARLIEST_BIRTH}`);
  // A wrong birth date is one problem, not also one for each consent date compared with it.
  if (problems.some((p) => p.field.endsWith('.dateOfBirth'))) born = null;
  for (const field of ['treatmentConsentDate', 'dataConsentDate'] as const) {
    const date = input[field];
    if (date === null) continue;
    if (date > today) problem(field, 'must not be in the future');
    else if (born !== null && date < born) problem(field, 'must not be before the birth date');
  }
  return problems;
}

/** A consent day is stored as that day's start in UTC, so it reads back as the same date anywhere. */
export const consentInstant = (date: string | null) => (date === null ? null : new Date(`${date}T00:00:00Z`));
export const consentDate = (instant: Date | null) => (instant === null ? null : instant.toISOString().slice(0, 10));
