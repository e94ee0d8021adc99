import { type Locale, uiStrings } from '../i18n/index.ts';

/**
 * What the appointment page's messages say: its own heading and lead, the conversation's wording,
 * which the dashboard shares (so those keys live under `dashboard.messages.thread.`), and "Try again".
 */
export const appointmentMessageStrings = (locale: Locale): Record<string, string> =>
  uiStrings(locale, 'messages.', 'dashboard.messages.thread.', 'problem.');
