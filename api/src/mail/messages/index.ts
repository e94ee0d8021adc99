import { LOCALES, type Locale } from '../../contract/locales.ts';
import { type Section, section } from '../../i18n/index.ts';

// The email texts are the `mail.*` area of the API strings (api/src/i18n/strings, decision 026):
// here keyed without the area, as the mail renderer and the modules that word an email read them.

export type MessageKey = keyof Section<'mail'>;
export const messages = Object.fromEntries(LOCALES.map((locale) => [locale, section(locale, 'mail')])) as Record<
  Locale,
  Section<'mail'>
>;
