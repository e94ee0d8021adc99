import { HUB_CATEGORIES, type HubCategory } from '../contract/hub.ts';

// The hub is a few dozen short articles per language, held in memory: a search reads them all, which
// is faster than any round trip to a search engine and needs no index to keep in step with a deploy.

/** Lower case without accents (and ß as ss), so "Sitzung", "sitzung" and "SITZUNG" — or "psicólogo" and "psicologo" — are one word. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** The words of a query, normalised, without punctuation around them; duplicates once. */
export function queryWords(query: string): string[] {
  const words = normalize(query)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

export interface Searchable {
  category: HubCategory;
  /** Title, summary and body, each normalised. */
  index: { title: string; summary: string; body: string };
}

export interface SearchResult<T> {
  items: T[];
  /** How many items match the query in each category, whatever the category filter. */
  counts: Record<HubCategory, number>;
}

/**
 * The items that contain every word of the query in their title, summary or body, those with more of
 * the words in the title first, then in the summary, otherwise in the order given. Without words
 * every item matches, in the order given.
 */
export function searchHub<T extends Searchable>(
  items: readonly T[],
  query: string | undefined,
  category?: HubCategory,
): SearchResult<T> {
  const words = queryWords(query ?? '');
  const found = items
    .map((item, position) => ({ item, position, ...hits(item, words) }))
    .filter((hit) => hit.matches)
    .sort((a, b) => b.title - a.title || b.summary - a.summary || a.position - b.position);
  const counts = Object.fromEntries(HUB_CATEGORIES.map((c) => [c, 0])) as Record<HubCategory, number>;
  for (const hit of found) counts[hit.item.category] += 1;
  return {
    items: found.filter((hit) => !category || hit.item.category === category).map((hit) => hit.item),
    counts,
  };
}

function hits({ index }: Searchable, words: readonly string[]) {
  const inTitle = words.filter((word) => index.title.includes(word)).length;
  const inSummary = words.filter((word) => index.summary.includes(word)).length;
  const matches = words.every(
    (word) => index.title.includes(word) || index.summary.includes(word) || index.body.includes(word),
  );
  return { matches, title: inTitle, summary: inSummary };
}
