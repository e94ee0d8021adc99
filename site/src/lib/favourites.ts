import { type Locale, ui } from '../i18n/index.ts';

const pick = (locale: Locale, prefix: string): Record<string, string> =>
  Object.fromEntries(Object.entries(ui[locale]).filter(([key]) => key.startsWith(prefix)));

/** What a heart button says, for islands that show one. */
export const favouriteButtonStrings = (locale: Locale) => pick(locale, 'favourites.button.');

/** Everything the favourites page says. */
export const favouritesPageStrings = (locale: Locale) => pick(locale, 'favourites.');
