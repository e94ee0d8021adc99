import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Token } from 'marked';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { parse as parseYaml } from 'yaml';
import { repoRoot } from '../config.ts';
import { HUB_CATEGORIES, type HubCategory } from '../contract/hub.ts';
import { collator, isLocale, LOCALES, type Locale } from '../contract/locales.ts';
import type { HubItem, HubItemSummary } from '../schemas/hub.ts';
import { renderMarkdown } from './markdown.ts';
import { normalize, type Searchable } from './search.ts';

// The hub is Markdown under content/hub/<locale>/<slug>.md that editors change by pull request. It is
// read and checked once, when the API starts: a file with a mistake stops the process with the file
// and the field, rather than an item going missing in production. English is the source: every
// other language has the same slugs, and an item not yet translated is shown in English.

export const HUB_COUNTRIES = ['DE', 'NL', 'ES', 'PT', 'GB'] as const;

const FrontMatterSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 160 }),
    summary: Type.String({ minLength: 1, maxLength: 240 }),
    category: Type.Enum(HUB_CATEGORIES),
    country: Type.Optional(Type.Enum(HUB_COUNTRIES)),
    reviewed: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    download: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export interface HubEntry extends Searchable {
  slug: string;
  /** The language it is written in. */
  locale: Locale;
  title: string;
  summary: string;
  category: HubCategory;
  country: string | null;
  reviewed: string;
  downloadable: boolean;
  /** The Markdown body, as written. */
  body: string;
  html: string;
  tokens: Token[];
  /** Where it is, for messages: content/hub/de/x.md. */
  file: string;
}

/** Per language, its items in the order the hub lists them (by category, then title). */
export type HubContent = ReadonlyMap<Locale, readonly HubEntry[]>;

const SLUG = /^[a-z0-9-]{1,80}$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/** One file's front matter and body, checked; throws naming the file and what is wrong. */
export function parseHubFile(file: string, locale: Locale, source: string): HubEntry {
  const fail = (problem: string) => new Error(`${file}: ${problem}`);
  const slug = path.basename(file, '.md');
  if (!SLUG.test(slug)) throw fail('the file name must be a slug: lower-case letters, digits and hyphens');
  const parts = FRONT_MATTER.exec(source);
  if (!parts) throw fail('it must start with front matter between two "---" lines');
  let data: unknown;
  try {
    data = parseYaml(parts[1] ?? '');
  } catch (error) {
    throw fail(`the front matter is not valid YAML: ${(error as Error).message}`);
  }
  if (!Value.Check(FrontMatterSchema, data)) {
    const problems = [...Value.Errors(FrontMatterSchema, data)].map(
      (e) => `${e.instancePath.slice(1) || 'front matter'} ${e.message}`,
    );
    throw fail(problems.join('; '));
  }
  if (!isRealDay(data.reviewed)) throw fail(`reviewed "${data.reviewed}" is not a day of the calendar`);
  const crisis = data.category === 'crisis-protocols';
  if (crisis && !data.country) throw fail('a crisis protocol names its country (country: DE, NL, ES, PT or GB)');
  if (!crisis && data.country) throw fail('only crisis protocols have a country');
  const worksheet = data.category === 'worksheets';
  if (worksheet && data.download !== true) throw fail('a worksheet is offered as a PDF (download: true)');
  if (!worksheet && data.download) throw fail('only worksheets are offered as a PDF (download: true)');
  const body = parts[2] ?? '';
  if (!body.trim()) throw fail('the body is empty');
  const { html, tokens, text } = renderMarkdown(body);
  const title = data.title.trim();
  const summary = data.summary.trim();
  return {
    slug,
    locale,
    title,
    summary,
    category: data.category,
    country: data.country ?? null,
    reviewed: data.reviewed,
    downloadable: data.download === true,
    body,
    html,
    tokens,
    file,
    index: { title: normalize(title), summary: normalize(summary), body: normalize(text) },
  };
}

const markdownFiles = (directory: string) =>
  readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort();

/**
 * Reads and checks every item under `directory` (content/hub). Each language folder's slugs must be
 * English ones with the same category, country and download; an item missing in a language is the
 * English one there.
 */
export function loadHub(directory: string): HubContent {
  const relative = (...parts: string[]) => path.relative(repoRoot, path.join(directory, ...parts));
  const folders = readdirSync(directory).filter((name) => statSync(path.join(directory, name)).isDirectory());
  for (const folder of folders) {
    if (!isLocale(folder)) throw new Error(`${relative(folder)}: not a language of the site (${LOCALES.join(', ')})`);
  }
  const read = (locale: Locale) =>
    folders.includes(locale)
      ? markdownFiles(path.join(directory, locale)).map((name) =>
          parseHubFile(relative(locale, name), locale, readFileSync(path.join(directory, locale, name), 'utf8')),
        )
      : [];
  const english = new Map(read('en').map((entry) => [entry.slug, entry]));
  if (english.size === 0) throw new Error(`${relative('en')}: the English items are missing; English is the source`);

  const content = new Map<Locale, HubEntry[]>();
  for (const locale of LOCALES) {
    const own = new Map(read(locale).map((entry) => [entry.slug, entry]));
    for (const entry of own.values()) {
      const source = english.get(entry.slug);
      if (!source) throw new Error(`${entry.file}: there is no English item "${entry.slug}"; English is the source`);
      for (const field of ['category', 'country', 'downloadable'] as const) {
        if (entry[field] !== source[field]) {
          throw new Error(`${entry.file}: ${field} is ${entry[field]}, but ${source[field]} in ${source.file}`);
        }
      }
    }
    const { compare } = collator(locale);
    const entries = [...english.values()].map((source) => own.get(source.slug) ?? source);
    entries.sort(
      (a, b) => HUB_CATEGORIES.indexOf(a.category) - HUB_CATEGORIES.indexOf(b.category) || compare(a.title, b.title),
    );
    content.set(locale, entries);
  }
  return content;
}

let shipped: HubContent | undefined;

/** The hub as shipped (content/hub), read on first use and kept: content changes arrive with a deploy. */
export function hubContent(): HubContent {
  shipped ??= loadHub(path.join(repoRoot, 'content/hub'));
  return shipped;
}

/** The item in `locale`, or in English where it has no translation yet; undefined for an unknown slug. */
export function hubEntry(content: HubContent, slug: string, locale: Locale): HubEntry | undefined {
  return content.get(locale)?.find((entry) => entry.slug === slug);
}

export const summaryOf = (entry: HubEntry): HubItemSummary => ({
  slug: entry.slug,
  locale: entry.locale,
  title: entry.title,
  summary: entry.summary,
  category: entry.category,
  country: entry.country,
  reviewed: entry.reviewed,
  downloadable: entry.downloadable,
});

export const itemOf = (entry: HubEntry): HubItem => ({ ...summaryOf(entry), html: entry.html });
