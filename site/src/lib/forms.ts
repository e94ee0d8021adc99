import type { Translate } from '../i18n/format.ts';
import type { ApiProblem } from './api-client.ts';

// Shared by the public forms (recommendation, partnership, press): naming what the API refused in
// the reader's language. The API gives a reason where its own rules refused a field; where only the
// schema did (too long, a value it does not know), the value tells which.

export type FormName = 'recommend' | 'partnership' | 'press';

/** The message for one refused field: `forms.{form}.{field}.required` when it was left blank. */
export function fieldMessage(
  t: Translate,
  form: FormName,
  field: string,
  reason: string,
  value: string,
  maxLength?: number,
): string {
  if (reason === 'required' || value.trim() === '') return t(`forms.${form}.${field}.required`);
  if (reason === 'email' || reason === 'link' || reason === 'text' || reason === 'date')
    return t(`forms.common.error.${reason}`);
  if (maxLength !== undefined && [...value].length > maxLength)
    return t('forms.common.error.tooLong', { max: maxLength });
  return t('forms.common.error.invalid');
}

/** What to tell the reader when a whole submission was refused rather than some of its fields. */
export const problemKey = (problem: ApiProblem) =>
  problem.status === 429 ? 'forms.common.error.tooMany' : 'forms.common.error.failed';

/** Today as YYYY-MM-DD in the reader's own time zone, for a date field's lower bound. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
