import { type Locale, ui } from '../i18n/index.ts';

/**
 * What the appointment page's messages say: its own heading and lead, and the conversation's
 * wording, which the dashboard shares (so those keys live under `dashboard.messages.thread.`).
 */
export const appointmentMessageStrings = (locale: Locale): Record<string, string> =>
  Object.fromEntries(
    Object.entries(ui[locale]).filter(
      ([key]) => key.startsWith('messages.') || key.startsWith('dashboard.messages.thread.'),
    ),
  );
