import type { StoredNextFreeSlot } from '../booking/next-free-slot.ts';
import type { Locale } from '../contract/locales.ts';
import type { Currency, Gender } from '../db/schema.ts';

/** One listed, verified therapist as every search engine stores it (slugs, not names). */
export interface SearchDocument {
  id: string;
  slug: string;
  /** Canonical profile path without locale: /find-a-therapist/{location}/{slug}. */
  url: string;
  name: string;
  title: string;
  photo: string | null;
  country: string;
  /** Primary place, for the hit: the first in-person location, if any. */
  city: string | null;
  district: string | null;
  cities: string[];
  districts: string[];
  languages: string[];
  categories: string[];
  approaches: string[];
  specializations: string[];
  modalities: ('online' | 'in_person')[];
  gender: Gender | null;
  /** Lowest price of an active service, in minor units; null when prices are hidden. */
  priceMinor: number | null;
  currency: Currency;
  acceptingNewClients: boolean;
  geo: { lat: number; lon: number } | null;
  /**
   * When the next free slot starts, in seconds since 1970, per way of meeting (`any`: over every
   * service); absent where nothing is free (decision 033). For engines that keep their own copy
   * (Meilisearch): the PostgreSQL engine reads next_free_slot itself, always current.
   */
  nextFreeAt?: Partial<Record<'any' | 'online' | 'in_person', number>>;
  /** Searchable text per locale: names of everything above in that locale and the profile texts. */
  texts: Record<Locale, { primary: string; secondary: string; body: string }>;
}

/** `soonest`: the earliest next free slot first (decision 033), therapists with none last. */
export type SortOrder = 'relevance' | 'price' | 'distance' | 'soonest';

/** The "available within" choices the facet counts: this week, two weeks, a month. */
export const AVAILABLE_WITHIN_DAYS = [7, 14, 30] as const;

/**
 * Whose next free slot a search reads: over the services that can be held the way it asks for
 * (a modality, or online therapy as the place), else over all of them.
 */
export const slotModalityOf = (query: Pick<SearchQuery, 'modality' | 'online'>): 'any' | 'online' | 'in_person' =>
  query.modality ?? (query.online ? 'online' : 'any');

/** A validated search: every slug is known, every number in range. */
export interface SearchQuery {
  locale: Locale;
  q?: string;
  country?: string;
  city?: string;
  district?: string;
  online?: boolean;
  near?: { lat: number; lon: number; radiusKm?: number };
  language?: string;
  category?: string;
  approach?: string;
  specialization?: string;
  modality?: 'online' | 'in_person';
  /** In major units of each therapist's own currency. */
  priceMax?: number;
  gender?: Gender;
  acceptingNewClients?: boolean;
  /** Only therapists whose next free slot starts within this many days from now (1–60). */
  availableWithinDays?: number;
  sort: SortOrder;
  page: number;
  perPage: number;
}

export type FacetName = 'language' | 'category' | 'approach' | 'specialization' | 'modality' | 'gender';

/**
 * Counts per facet value. Each facet is counted as if its own filter were not set (every other
 * filter applies), so the counts say how many results choosing that value instead would give.
 * `place` counts the location filter's choices the same way: `country:<slug>`, `city:<slug>`,
 * `district:<slug>` and `online` (therapists who work online).
 */
export type FacetCounts = Record<FacetName | 'place', Record<string, number>> & {
  /** Per AVAILABLE_WITHIN_DAYS choice (as '7', '14', '30'), counted without the availability filter. */
  available: Record<string, number>;
};

export interface EngineResult {
  total: number;
  hits: { document: SearchDocument; distanceKm: number | null }[];
  facets: FacetCounts;
  /**
   * The hits' stored next free slots, read `at` that moment in the same statement as the hits, by
   * an engine that keeps its index beside them (PostgreSQL, decision 046); without it they are read
   * after the search. Never kept in a cache of answers (decision 033).
   */
  slots?: { stored: StoredNextFreeSlot[]; at: Date };
}

/** What the API and the indexer need from a search engine; PostgreSQL by default, Meilisearch when configured. */
export interface SearchEngine {
  readonly name: string;
  /** Replaces the whole index with these documents; readers see the old index until it is done. */
  replaceAll(batches: AsyncIterable<SearchDocument[]>): Promise<number>;
  upsert(documents: SearchDocument[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  search(query: SearchQuery): Promise<EngineResult>;
  close(): Promise<void>;
}
