import type { SearchResult } from '@calma/api/contract';
import { atom } from 'nanostores';
import type { Filters } from '../lib/search.ts';

/** The filters the search shows; the URL mirrors them. */
export const $searchFilters = atom<Filters>({});
/** The latest results for those filters. */
export const $searchResult = atom<SearchResult | null>(null);
export const $searchStatus = atom<'idle' | 'loading' | 'error'>('idle');
