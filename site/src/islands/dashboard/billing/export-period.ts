// The periods the accountant's exports accept, checked before the download link is followed: a
// refused download would leave the browser on the API's error instead of the dashboard.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a calendar day that exists, as YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The same day a year later; 29 February becomes 28 February, as the API counts it. */
function yearAfter(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year + 1}-${pad(month)}-${pad(Math.min(date, last))}`;
}

export type PeriodProblem = 'from' | 'to' | 'order' | 'tooLong';

/** What is wrong with an export period: a day missing, the end before the start, or a year or more. */
export function periodProblem(from: string, to: string): PeriodProblem | undefined {
  if (!isDay(from)) return 'from';
  if (!isDay(to)) return 'to';
  if (to < from) return 'order';
  if (to >= yearAfter(from)) return 'tooLong';
  return undefined;
}

/** A DATEV batch belongs to one fiscal year, which for a practice is the calendar year. */
export const withinOneYear = (from: string, to: string) => from.slice(0, 4) === to.slice(0, 4);
