/** The product's languages, declared once; the site and the API derive everything from this list. */
export const LOCALES = ['en', 'de', 'nl', 'es', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The locale a path belongs to: its first segment when that is a locale, else the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
