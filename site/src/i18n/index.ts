import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  langTag,
  localizePath,
  textDirection,
} from '@calma/api/contract';
import { fill } from './format.ts';
import { de } from './ui/de.ts';
import { en, type UiKey, type UiStrings } from './ui/en.ts';
import { es } from './ui/es.ts';
import { nl } from './ui/nl.ts';
import { pt } from './ui/pt.ts';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, langTag, localizePath, textDirection, type UiKey };

export const ui: Record<Locale, UiStrings> = { en, de, nl, es, pt };

/** Returns `t(key, params)` for a locale; `{name}` placeholders are filled from params. */
export function translator(locale: Locale) {
  const strings = ui[locale];
  return (key: UiKey, params: Record<string, string | number> = {}) => fill(strings[key], params);
}

/** The UI strings whose keys begin with one of the prefixes: what an island is handed to say. */
export const uiStrings = (locale: Locale, ...prefixes: string[]): Record<string, string> =>
  Object.fromEntries(Object.entries(ui[locale]).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))));

/** Splits a pathname into its locale and the locale-independent rest (`/de/press` → de, `/press`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first) && first !== DEFAULT_LOCALE)
    return { locale: first, path: `/${rest.join('/')}`.replace(/\/+$/, '') || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname.replace(/\/+$/, '') || '/' };
}

/** The same page in another locale: the helper the language switcher and hreflang links use. */
export const switchLocale = (pathname: string, locale: Locale) => localizePath(locale, splitLocale(pathname).path);

/**
 * Whether an on-demand page's `[...locale]` parameter names one of its pages: none (the default
 * locale) or another locale; `/en/x` and `/fr/x` are not pages (the middleware redirects `/en/x`).
 */
export const isLocaleParam = (param: string | undefined): boolean =>
  param === undefined || (isLocale(param) && param !== DEFAULT_LOCALE);

/** The locale of an on-demand page from its `[...locale]` parameter; the default one when it names none. */
export const localeOfParam = (param: string | undefined): Locale =>
  param !== undefined && isLocale(param) && param !== DEFAULT_LOCALE ? param : DEFAULT_LOCALE;

/** Static paths for a page that exists in every locale (`[...locale]` routes). */
export const localeStaticPaths = () =>
  LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale }, props: { locale } }));

/**
 * Static paths for one route over slugs × locales (`[...locale]/…/[param]` routes), with the
 * locale and the slug as props. Routes under a folder (`press/[article]`) pass that folder as
 * `under`, which the parameter leaves out.
 */
export const localeSlugPaths = (param: string, slugs: readonly string[], under = '') =>
  LOCALES.flatMap((locale) =>
    slugs.map((slug) => ({
      params: { locale: locale === DEFAULT_LOCALE ? undefined : locale, [param]: slug.slice(under.length) },
      props: { locale, slug },
    })),
  );
