import { type Locale, ui } from '../i18n/index.ts';

/** Everything the waitlist's public islands say, with the "Try again" under what could not load. */
export const waitlistStrings = (locale: Locale): Record<string, string> =>
  Object.fromEntries(
    Object.entries(ui[locale]).filter(([key]) => key.startsWith('waitlist.') || key.startsWith('problem.')),
  );
