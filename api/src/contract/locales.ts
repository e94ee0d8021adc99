/** The product's languages, declared once; the site and the API derive everything from this list. */
export const LOCALES = ['en', 'de', 'nl', 'es', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** What the product knows about a locale besides its code: the one place that names tags and direction. */
export interface LocaleInfo {
  /**
   * The language tag of the text: `<html lang>`, `hreflang`, `og:locale`, `lang` attributes, the emails'
   * `<html lang>`. English is bare because the English pages are for every English reader; Portuguese
   * is written for Portugal.
   */
  lang: string;
  /**
   * The tag every Intl formatter and every PDF's language gets. English readers get British conventions
   * (24-hour clock, day before month: "30 November 2026, 09:00"), where bare `en` would mean the US
   * ("November 30, 2026, 9:00 AM"); the other regions are each language's default, written out so a
   * document says which conventions it follows.
   */
  intl: string;
  /** Text direction, for `<html dir>`. */
  dir: 'ltr' | 'rtl';
}

/** Decision 026. Adding a locale: a row here, then LOCALES, then its UI and API string files. */
export const LOCALE_TABLE: Readonly<Record<Locale, LocaleInfo>> = {
  en: { lang: 'en', intl: 'en-GB', dir: 'ltr' },
  de: { lang: 'de', intl: 'de-DE', dir: 'ltr' },
  nl: { lang: 'nl', intl: 'nl-NL', dir: 'ltr' },
  es: { lang: 'es', intl: 'es-ES', dir: 'ltr' },
  pt: { lang: 'pt-PT', intl: 'pt-PT', dir: 'ltr' },
};

// Islands and rows from the database carry the locale as a string: a supported locale is looked up
// in the table, anything else (a therapist's working language such as `fr`) is taken as the tag it is.
const infoOf = (locale: string): LocaleInfo | undefined => (isLocale(locale) ? LOCALE_TABLE[locale] : undefined);

/** The tag for Intl formatters (`en` → `en-GB`, `pt` → `pt-PT`). */
export const intlTag = (locale: string): string => infoOf(locale)?.intl ?? locale;

/** The tag for `lang` and `hreflang` (`en` → `en`, `pt` → `pt-PT`). */
export const langTag = (locale: string): string => infoOf(locale)?.lang ?? locale;

/** The text direction for `<html dir>`. */
export const textDirection = (locale: string): 'ltr' | 'rtl' => infoOf(locale)?.dir ?? 'ltr';

// Intl objects are costly to make and safe to share: one per kind, locale and options.
const formatters = new Map<string, unknown>();
function shared<T>(kind: string, locale: string, options: object | undefined, make: (tag: string) => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let made = formatters.get(key) as T | undefined;
  if (made === undefined) {
    made = make(intlTag(locale));
    formatters.set(key, made);
  }
  return made;
}

/** Dates and times as the locale writes them. */
export const dateFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  shared('date', locale, options, (tag) => new Intl.DateTimeFormat(tag, options));

/** Numbers, amounts and percentages as the locale writes them. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  shared('number', locale, options, (tag) => new Intl.NumberFormat(tag, options));

/** "A, B and C" in the locale. */
export const listFormat = (locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  shared('list', locale, options, (tag) => new Intl.ListFormat(tag, options));

/** Names of languages, regions and currencies in the locale. */
export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  shared('names', locale, options, (tag) => new Intl.DisplayNames([tag], options));

/** Sorting the way the locale's readers expect. */
export const collator = (locale: string, options?: Intl.CollatorOptions): Intl.Collator =>
  shared('collator', locale, options, (tag) => new Intl.Collator(tag, options));

/**
 * Which form of a counted string to show (`….one` or `….other`), by the locale's plural rules. Our
 * strings have these two forms; a language with more (Arabic has six) adds its keys and widens this.
 */
export const plural = (locale: string, count: number): 'one' | 'other' =>
  shared('plural', locale, undefined, (tag) => new Intl.PluralRules(tag)).select(count) === 'one' ? 'one' : 'other';

/** The path of a page in a locale: the default locale unprefixed, the others under `/{locale}`. */
export function localizePath(locale: string, path: string): string {
  const clean = path === '/' ? '' : path.replace(/\/+$/, '');
  return locale === DEFAULT_LOCALE ? clean || '/' : `/${locale}${clean}`;
}

// Machine formats that borrow a locale's pattern, kept here so no other file names a locale tag: they
// are for programs (form values, keys, comparisons), never for a reader.

/** The calendar date of an instant in a zone, `YYYY-MM-DD` (Canadian English writes dates the ISO way). */
export const zonedDate = (instant: Date | string | number, timeZone: string): string =>
  shared(
    'iso-date',
    'en-CA',
    { timeZone },
    (tag) => new Intl.DateTimeFormat(tag, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(new Date(instant));

/** The wall-clock time of an instant in a zone, `HH:MM` on the 24-hour clock. */
export const zonedClock = (instant: Date | string | number, timeZone: string): string =>
  shared(
    'iso-clock',
    'en-GB',
    { timeZone },
    (tag) => new Intl.DateTimeFormat(tag, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(new Date(instant));

/** The locale a path belongs to: its first segment when that is a locale, else the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The best supported locale for an Accept-Language header (`de-CH,de;q=0.9,en;q=0.5` → de). */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLocale) ?? DEFAULT_LOCALE;
}

/** An explicit `locale` parameter when valid, else the best match for Accept-Language. */
export const requestLocale = (explicit: string | undefined, acceptLanguage: string | undefined): Locale =>
  isLocale(explicit) ? explicit : localeFromAcceptLanguage(acceptLanguage);
