import { type ApiProblem, problemOf } from './auth-forms.ts';

// Shared by the public forms (recommendation, partnership, press): sending, and naming what the
// API refused in the reader's language. The API gives a reason where its own rules refused a
// field; where only the schema did (too long, a value it does not know), the value tells which.

export type Translate = (key: string, params?: Record<string, string | number>) => string;
export type FormName = 'recommend' | 'partnership' | 'press';
export type FormResult<T> = { ok: true; body: T } | { ok: false; problem: ApiProblem };

/** Posts a form as JSON; a network failure is a problem like any other, with status 0. */
export async function postForm<T>(url: string, body: object): Promise<FormResult<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true, body: (await response.json()) as T };
    return { ok: false, problem: await problemOf(response) };
  } catch {
    return { ok: false, problem: { status: 0, code: 'NETWORK', fields: {} } };
  }
}

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
