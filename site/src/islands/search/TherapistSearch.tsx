import type { Locale, SearchResult } from '@calma/api/contract';
import { useRef } from 'react';
import { withQueries } from '../../lib/query.ts';
import type { Filters } from '../../lib/search.ts';
import { useWords, withWords } from '../words.tsx';
import ActiveFilters from './therapist-search/ActiveFilters.tsx';
import FilterForm from './therapist-search/FilterForm.tsx';
import Results from './therapist-search/Results.tsx';
import { activeChips, placeNamer, withinDaysText } from './therapist-search/search-state.ts';
import { useSearch } from './therapist-search/use-search.ts';

export interface SearchStrings {
  [key: string]: string;
}

interface Props {
  locale: Locale;
  /** Localised path of the search page, e.g. /de/find-a-therapist. */
  searchPath: string;
  filters: Filters;
  result: SearchResult;
  /** Centre of the page's location, so a radius can be applied. */
  centre?: { lat: number; lon: number } | undefined;
  /** The name of the place the page was served for, in case no result lies there any more. */
  locationName?: string | undefined;
  strings: SearchStrings;
}

/**
 * Filters, results and pages of a therapist search. Every filter is a control of one GET form
 * (location, language, topic, approach, specialization and the rest, each value with the number of
 * results it would give), so it works without JavaScript; with it, results update in place from
 * the API and the URL follows (shareable, and the back button restores the previous search). On
 * narrow screens the form folds into a "Filters (n)" disclosure so the results come first.
 */
export default withQueries(withWords(TherapistSearch));

function TherapistSearch({
  locale,
  searchPath,
  filters: initialFilters,
  result: initialResult,
  centre,
  locationName,
  strings,
}: Props) {
  const { t } = useWords();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const search = useSearch({ locale, searchPath, initialFilters, initialResult, centre, disclosure });
  const { filters, result } = search;
  const placeName = placeNamer(result.facets.location, { slug: initialFilters.location, name: locationName });
  const chips = activeChips(filters, result.facets, placeName, (days) =>
    withinDaysText(t, locale, 'availableChip', days),
  );

  return (
    <div className="search-layout">
      <ActiveFilters chips={chips} search={search} />
      <FilterForm
        search={search}
        result={result}
        searchPath={searchPath}
        centre={centre}
        activeCount={chips.length}
        placeName={placeName}
        disclosure={disclosure}
      />
      <Results search={search} strings={strings} />
    </div>
  );
}
