import { type Locale, uiStrings } from '../i18n/index.ts';

/** Everything the waitlist's public islands say, with the "Try again" under what could not load. */
export const waitlistStrings = (locale: Locale): Record<string, string> => uiStrings(locale, 'waitlist.', 'problem.');
