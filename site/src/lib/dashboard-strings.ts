import { type Locale, uiStrings } from '../i18n/index.ts';

/**
 * The strings the dashboard's screens are given: their own (`dashboard.*`), the billing area's
 * (`billing.*`), the "Try again" under what could not load (`problem.*`), and those of the form
 * parts they share with the public forms (`forms.common.*`: the error summary's heading, a field's
 * "optional", its refusals), the waitlist entry's (`waitlist.*`, shared with its public page), and
 * those of a questionnaire's questions and answers (`intake.*`, shared with the client's page).
 * For the dashboard page only: the tables stay out of the browser's code.
 */
export const DASHBOARD_STRING_PREFIXES = [
  'dashboard.',
  'billing.',
  'problem.',
  'forms.common.',
  'waitlist.',
  'intake.',
] as const;

export const dashboardStrings = (locale: Locale): Record<string, string> =>
  uiStrings(locale, ...DASHBOARD_STRING_PREFIXES);
