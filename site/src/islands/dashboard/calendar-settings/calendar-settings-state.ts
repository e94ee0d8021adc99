import {
  type AvailabilityException,
  type AvailabilitySettings,
  dateFormat,
  type ExternalCalendar,
  type WeeklyWindow,
} from '@calma/api/contract';

// What the calendar settings screen decides without React: the weekly hours and booking rules as
// the form edits them, the body of a new date exception, and how each exception and imported
// calendar is described. Words are keys; the screen says them.

export type Policy = AvailabilitySettings['policy'];
/** What the settings form edits and saves with PUT; exceptions, the feed and imported calendars change on their own. */
export type Draft = Pick<AvailabilitySettings, 'timeZone' | 'policy' | 'weekly'>;

export const SETTINGS = '/api/v1/calendar/settings';

/** ISO weekdays, Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** A weekday's name in the viewer's language (1 = Monday). */
export const weekdayName = (locale: string, weekday: number) =>
  dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)), // 1 January 2024 was a Monday.
  );

/** The settings as the form first shows them. */
export const draftOf = (settings: AvailabilitySettings): Draft => ({
  timeZone: settings.timeZone,
  policy: settings.policy,
  weekly: settings.weekly,
});

/** A day's windows, each with its place in the whole week's list (which the API's field errors name). */
export const windowsOn = (draft: Draft, weekday: number) =>
  draft.weekly.map((w, index) => ({ w, index })).filter(({ w }) => w.weekday === weekday);

/** A new window on a day: office hours, either way of meeting, anywhere. */
export const addWindow = (draft: Draft, weekday: number): Draft => ({
  ...draft,
  weekly: [...draft.weekly, { weekday, start: '09:00', end: '17:00', modality: 'both', locationId: null }],
});

export const changeWindow = (draft: Draft, index: number, change: Partial<WeeklyWindow>): Draft => ({
  ...draft,
  weekly: draft.weekly.map((w, i) => (i === index ? { ...w, ...change } : w)),
});

export const removeWindow = (draft: Draft, index: number): Draft => ({
  ...draft,
  weekly: draft.weekly.filter((_, i) => i !== index),
});

export const changePolicy = <K extends keyof Policy>(draft: Draft, key: K, value: Policy[K]): Draft => ({
  ...draft,
  policy: { ...draft.policy, [key]: value },
});

/** A rule's number as typed: an empty daily limit is no limit; anything else is a number (the API checks its range). */
export const policyNumber = (key: keyof Policy, typed: string) =>
  (typed === '' && key === 'maxSessionsPerDay' ? null : Number(typed)) as Policy[typeof key];

/** The id of the message under a field, from the API's path for it (`weekly.0.start` → `weekly-0-start-error`). */
export const errorId = (field: string) => `${field.replace(/\./g, '-')}-error`;

/** The new date exception as typed. */
export interface ExceptionForm {
  date: string;
  start: string;
  end: string;
  available: boolean;
  note: string;
}

export const BLANK_EXCEPTION: ExceptionForm = { date: '', start: '', end: '', available: false, note: '' };

/** The API's body for a new exception: a whole day unless a time was typed. */
export const exceptionBody = (form: ExceptionForm) => ({
  date: form.date,
  available: form.available,
  note: form.note,
  ...(form.start || form.end ? { start: form.start, end: form.end } : {}),
});

/** The exceptions in date order, with one added. */
export const withException = (exceptions: readonly AvailabilityException[], added: AvailabilityException) =>
  [...exceptions, added].sort((a, b) => a.date.localeCompare(b.date));

/** What an exception does, as a `dashboard.calendarSettings.exceptions.*` key with its times. */
export function exceptionWords(e: AvailabilityException): { key: string; params?: Record<string, string> } {
  if (e.available) return { key: 'open', params: { start: e.start ?? '', end: e.end ?? '' } };
  if (e.start) return { key: 'blockedPart', params: { start: e.start, end: e.end ?? '' } };
  return { key: 'blockedDay' };
}

/** The API's codes for a calendar that could not be read; any other value reads as unreachable. */
const READ_ERRORS: Record<string, string> = {
  UNREACHABLE: 'unreachable',
  ADDRESS_REFUSED: 'refused',
  TOO_LARGE: 'tooLarge',
  NOT_ICALENDAR: 'notCalendar',
};

/** Where an imported calendar stands: failed (and why), read, or not read yet. */
export function externalState(
  c: Pick<ExternalCalendar, 'lastError' | 'lastFetchedAt'>,
): { state: 'failed'; reason: string } | { state: 'read'; at: string } | { state: 'pending' } {
  if (c.lastError) return { state: 'failed', reason: READ_ERRORS[c.lastError] ?? 'unreachable' };
  if (c.lastFetchedAt) return { state: 'read', at: c.lastFetchedAt };
  return { state: 'pending' };
}
