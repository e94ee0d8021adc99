import { type Locale, plural } from '../contract/locales.ts';
import { de } from './strings/de.ts';
import { type ApiStringKey, type ApiStrings, en } from './strings/en.ts';
import { es } from './strings/es.ts';
import { nl } from './strings/nl.ts';
import { pt } from './strings/pt.ts';

// The API's own words in every locale, in one place (decision 026): the texts of emails, PDFs, the
// letter to an employer and the share card. Error messages are not here: the API answers stable codes
// that the site translates.

export type { ApiStringKey, ApiStrings };
export const apiStrings: Readonly<Record<Locale, ApiStrings>> = { en, de, nl, es, pt };

type Params = Readonly<Record<string, string | number>>;

/** `template` with each `{name}` replaced from params; unknown placeholders stay visible. */
export function fill(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/**
 * A counted string: one key per plural form (`mail.agreementsRequest.body.one`, `….other`), as the
 * site's UI strings have, read by the key without its form.
 */
export type CountedKey = { [Key in ApiStringKey]: Key extends `${infer Counted}.one` ? Counted : never }[ApiStringKey];

/**
 * The template `key` names in one locale's strings: the key's own, or for a counted string the form
 * that `params.count` takes by the locale's plural rules (`plural`, the locale table's). Undefined
 * when the strings have neither.
 */
export function templateOf(
  strings: Readonly<Record<string, string>>,
  locale: Locale,
  key: string,
  params: Params = {},
): string | undefined {
  // Every language has an `other` form, so it marks a counted string in any locale.
  if (Object.hasOwn(strings, key) || !Object.hasOwn(strings, `${key}.other`)) return strings[key];
  const { count } = params;
  if (typeof count !== 'number') throw new TypeError(`The string ${key} is counted: it needs a number for {count}`);
  return strings[`${key}.${plural(locale, count)}`];
}

/** The string `key` in a locale, filled; a counted string in the form its `count` takes. */
export const text = (locale: Locale, key: ApiStringKey | CountedKey, params?: Params) =>
  fill(templateOf(apiStrings[locale], locale, key, params) ?? key, params);

/** The keys of one area without its prefix (`document.meta.number` → `meta.number`). */
export type Section<Area extends string> = {
  [Key in ApiStringKey as Key extends `${Area}.${infer Rest}` ? Rest : never]: string;
};

const sections = new Map<string, unknown>();
/** One area's strings in a locale, keyed without the area (`section('de', 'document')['meta.number']`). */
export function section<Area extends string>(locale: Locale, area: Area): Section<Area> {
  const key = `${locale} ${area}`;
  let found = sections.get(key) as Section<Area> | undefined;
  if (!found) {
    const prefix = `${area}.`;
    found = Object.fromEntries(
      Object.entries(apiStrings[locale])
        .filter(([name]) => name.startsWith(prefix))
        .map(([name, value]) => [name.slice(prefix.length), value]),
    ) as Section<Area>;
    sections.set(key, found);
  }
  return found;
}
