import { type Locale, uiStrings } from '../i18n/index.ts';

/** What a heart button says, for islands that show one. */
export const favouriteButtonStrings = (locale: Locale) => uiStrings(locale, 'favourites.button.');

/**
 * Everything the favourites page says, "Try again" under a list it could not load, and each card's
 * next free slot.
 */
export const favouritesPageStrings = (locale: Locale) =>
  uiStrings(locale, 'favourites.', 'problem.', 'search.hit.nextFree');
