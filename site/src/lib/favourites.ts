import { type Locale, ui } from '../i18n/index.ts';

const pick = (locale: Locale, ...prefixes: string[]): Record<string, string> =>
  Object.fromEntries(Object.entries(ui[locale]).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))));

/** What a heart button says, for islands that show one. */
export const favouriteButtonStrings = (locale: Locale) => pick(locale, 'favourites.button.');

/**
 * Everything the favourites page says, "Try again" under a list it could not load, and each card's
 * next free slot.
 */
export const favouritesPageStrings = (locale: Locale) => pick(locale, 'favourites.', 'problem.', 'search.hit.nextFree');
