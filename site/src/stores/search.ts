import { atom } from 'nanostores';
import type { Filters } from '../lib/search.ts';

/** The filters the search shows; the URL mirrors them. Their results are in the query cache. */
export const $searchFilters = atom<Filters>({});
