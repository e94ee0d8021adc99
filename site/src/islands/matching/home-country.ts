import type { Locale } from '@calma/api/contract';

// Where a visitor most likely is: the browser's region, else the site language's country.
const REGIONS: Record<string, string> = {
  DE: 'germany',
  NL: 'netherlands',
  ES: 'spain',
  PT: 'portugal',
  GB: 'united-kingdom',
};
const LOCALE_COUNTRY: Partial<Record<Locale, string>> = {
  de: 'germany',
  nl: 'netherlands',
  es: 'spain',
  pt: 'portugal',
};

/** The visitor's likely country, from `navigator.language`'s region or the page's language. */
export function homeCountry(locale: Locale, browserLanguages: readonly string[]): string | undefined {
  for (const tag of browserLanguages) {
    const region = tag.split('-')[1]?.toUpperCase();
    if (region && REGIONS[region]) return REGIONS[region];
  }
  return LOCALE_COUNTRY[locale];
}
