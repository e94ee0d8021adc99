import { type CollectionEntry, getCollection } from 'astro:content';
import { DEFAULT_LOCALE, type Locale } from '@calma/api/contract';
import { PRESS_OVERVIEW, PRESS_PAGES, pageId, TOP_LEVEL_PAGES } from './content-pages.ts';

export type PageEntry = CollectionEntry<'pages'>;

/** Press releases in a locale, newest first: every press/*.md with a `released` date. */
export async function pressReleases(locale: Locale): Promise<PageEntry[]> {
  const prefix = pageId(locale, 'press/');
  const releases = await getCollection('pages', (entry) => entry.id.startsWith(prefix) && !!entry.data.released);
  return releases.sort((a, b) => Number(b.data.released) - Number(a.data.released));
}

/** The fixed background pages (portrait, interview, story) in a locale, in their listed order. */
export async function pressBackground(locale: Locale): Promise<PageEntry[]> {
  const ids = PRESS_PAGES.map((slug) => pageId(locale, slug));
  const entries = await getCollection('pages', (entry) => ids.includes(entry.id));
  return entries.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/** The slug of a page from its collection id (`de/press/founder-story` → `press/founder-story`). */
export const slugOf = (entry: PageEntry) => entry.id.slice(entry.id.indexOf('/') + 1);

/** Every content page's slug: the fixed pages, the press overview and its pages, and the releases. */
export async function contentPageSlugs(): Promise<string[]> {
  const releases = (await pressReleases(DEFAULT_LOCALE)).map(slugOf);
  return [...TOP_LEVEL_PAGES, PRESS_OVERVIEW, ...PRESS_PAGES, ...releases];
}
