// How the billing screens write amounts, months, days and counts in the reader's language.
import { dateFormat, numberFormat } from '@calma/api/contract';

/** An amount in whole units, for the labels of a chart's axis. */
export const wholeMoney = (locale: string, minor: number, currency: string) =>
  numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(minor / 100);

/** A month given as YYYY-MM, named in full ("March 2026") or short ("Mar"). */
export function monthName(locale: string, month: string, style: 'long' | 'short'): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1));
  const options: Intl.DateTimeFormatOptions =
    style === 'long' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'short', timeZone: 'UTC' };
  return dateFormat(locale, options).format(date);
}

/** A calendar day given as YYYY-MM-DD, as the reader writes dates. */
export const dayName = (locale: string, day: string) =>
  dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Today as YYYY-MM-DD in the reader's own time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
