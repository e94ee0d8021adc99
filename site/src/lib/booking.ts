import { type Locale, uiStrings } from '../i18n/index.ts';

/** Everything the booking island says. */
export const bookingStrings = (locale: Locale) => uiStrings(locale, 'booking.');

/** Everything the appointment island says; times, zones and the week of free times are worded as in booking. */
export const appointmentStrings = (locale: Locale) =>
  uiStrings(locale, 'appointment.', 'booking.when', 'booking.zone.', 'booking.time.');
