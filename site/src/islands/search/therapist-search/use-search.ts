import type { Locale, SearchResult } from '@calma/api/contract';
import { useStore } from '@nanostores/react';
import { keepPreviousData } from '@tanstack/react-query';
import { type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useApiQuery } from '../../../lib/query.ts';
import { apiSearchPath, type Filters, fromQuery } from '../../../lib/search.ts';
import { $searchFilters } from '../../../stores/search.ts';
import { hrefFor } from './search-state.ts';

/** Wide enough for filters beside the results (as in directory.css); narrower, they fold away. */
const WIDE = '(min-width: 56.01rem)';
/** A search asked for again within this long shows the answer already read (back and forward, say). */
const FRESH_MS = 60_000;

interface Options {
  locale: Locale;
  searchPath: string;
  initialFilters: Filters;
  initialResult: SearchResult;
  centre: { lat: number; lon: number } | undefined;
  /** The filters' disclosure, opened beside the results on wide screens. */
  disclosure: RefObject<HTMLDetailsElement | null>;
}

/**
 * The search's filters and answer. Until hydrated (or when served without hydration) they are the
 * ones the page was served with; then the filters live in `$searchFilters`, the address follows
 * them, and the answer comes from the API.
 */
export function useSearch({ locale, searchPath, initialFilters, initialResult, centre, disclosure }: Options) {
  const storedFilters = useStore($searchFilters);
  const [interactive, setInteractive] = useState(false);
  const filters = interactive ? storedFilters : initialFilters;
  const path = apiSearchPath(filters, locale, centre);
  const search = useApiQuery<SearchResult>(interactive && path, {
    // Another search keeps the results shown (marked busy) until its own answer comes.
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
    ...(path === apiSearchPath(initialFilters, locale, centre) ? { initialData: initialResult } : {}),
  });
  // A search that fails keeps the last results shown, with the problem above them.
  const lastShown = useRef(initialResult);
  if (search.data) lastShown.current = search.data;
  const status = search.isFetching ? 'loading' : search.isError ? 'error' : 'idle';

  const load = (next: Filters, push: boolean) => {
    // The page's distance options and radius centre on the place it was served for: a new place
    // is a new page.
    if (next.location !== initialFilters.location) {
      // Back or forward has already changed the address; a choice adds one.
      if (push) window.location.assign(hrefFor(searchPath, next));
      else window.location.reload();
      return;
    }
    $searchFilters.set(next);
    if (push) window.history.pushState(null, '', hrefFor(searchPath, next));
  };

  // The island takes over from the server-rendered state (once: its inputs are the page's own).
  const location = initialFilters.location;
  useEffect(() => {
    $searchFilters.set(initialFilters);
    setInteractive(true);
    // Browsers without ::details-content (see directory.css) need the filters opened beside the results.
    if (disclosure.current && window.matchMedia(WIDE).matches) disclosure.current.open = true;
    // Back or forward has already changed the address: another place is another page.
    const onPop = () => {
      const next = fromQuery(new URLSearchParams(window.location.search));
      if (window.location.pathname === searchPath && next.location === location) $searchFilters.set(next);
      else window.location.reload();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [initialFilters, searchPath, location, disclosure]);

  /** A link to other filters that loads them in place (a click that opens a tab goes as a link). */
  const follow = (next: Filters) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    load(next, true);
    document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
  };

  return {
    interactive,
    filters,
    result: lastShown.current,
    status,
    retry: () => void search.refetch(),
    load,
    follow,
    href: (next: Filters) => hrefFor(searchPath, next),
  };
}

export type Search = ReturnType<typeof useSearch>;
