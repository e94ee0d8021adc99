import type { Locale } from '../contract/locales.ts';
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

/** `template` with each `{name}` replaced from params; unknown placeholders stay visible. */
export function fill(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** The string `key` in a locale, filled. */
export const text = (locale: Locale, key: ApiStringKey, params?: Readonly<Record<string, string | number>>) =>
  fill(apiStrings[locale][key], params);

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
