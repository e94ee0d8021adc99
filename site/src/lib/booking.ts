import { type Locale, ui } from '../i18n/index.ts';

const pick = (locale: Locale, prefixes: string[]): Record<string, string> =>
  Object.fromEntries(Object.entries(ui[locale]).filter(([key]) => prefixes.some((p) => key.startsWith(p))));

/** Everything the booking island says. */
export const bookingStrings = (locale: Locale) => pick(locale, ['booking.']);

/** Everything the appointment island says; times, zones and the week of free times are worded as in booking. */
export const appointmentStrings = (locale: Locale) =>
  pick(locale, ['appointment.', 'booking.when', 'booking.zone.', 'booking.time.']);
