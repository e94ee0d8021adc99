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
