import type { SearchResult } from '@calma/api/contract';
import type { RefObject, SyntheticEvent } from 'react';
import { FACETS, fromQuery, toQuery } from '../../../lib/search.ts';
import { useWords } from '../../words.tsx';
import { AvailableSelect, FacetSelect, LocationSelect } from './Selects.tsx';
import type { Search } from './use-search.ts';

const PRICE_STEPS = [50, 75, 100, 125, 150];
const RADIUS_STEPS = [2, 5, 10, 25, 50];

interface Props {
  search: Search;
  result: SearchResult;
  searchPath: string;
  centre: { lat: number; lon: number } | undefined;
  activeCount: number;
  placeName: (slug: string) => string;
  disclosure: RefObject<HTMLDetailsElement | null>;
}

/**
 * Every filter as a control of one GET form, so it works without JavaScript; with it, a choice
 * searches at once. On narrow screens the form folds into a "Filters (n)" disclosure.
 */
export default function FilterForm({ search, result, searchPath, centre, activeCount, placeName, disclosure }: Props) {
  const { t } = useWords();
  const { filters, interactive } = search;
  const common = { filters, result };
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = fromQuery(new URLSearchParams(data as unknown as Record<string, string>));
    search.load({ ...next, page: 1 }, true);
  };
  const onControlChange = (event: SyntheticEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName === 'SELECT' || (target as HTMLInputElement).type === 'checkbox')
      event.currentTarget.requestSubmit();
  };
  return (
    <section className="search-filters" aria-labelledby="filters-heading">
      <details className="filters-disclosure" ref={disclosure}>
        <summary className="button">
          {activeCount > 0 ? t('search.filters.toggleCount', { count: activeCount }) : t('search.filters.toggle')}
        </summary>
        <h2 id="filters-heading">{t('search.filters.heading')}</h2>
        <form
          key={toQuery(filters)}
          method="get"
          action={searchPath}
          onSubmit={onSubmit}
          onChange={onControlChange}
          className="filter-form"
        >
          <div className="field">
            <label htmlFor="search-q">{t('search.filters.q')}</label>
            <div className="inline-field">
              <input id="search-q" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={100} />
              <button type="submit" className="button">
                {t('search.filters.qSubmit')}
              </button>
            </div>
          </div>
          <LocationSelect {...common} placeName={placeName} />
          {centre && (
            <div className="field">
              <label htmlFor="search-radius">{t('search.filters.radius')}</label>
              <select id="search-radius" name="radiusKm" defaultValue={filters.radiusKm ?? ''}>
                <option value="">{t('search.filters.radiusAny')}</option>
                {RADIUS_STEPS.map((km) => (
                  <option key={km} value={km}>
                    {t('search.filters.within', { km })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {FACETS.map((facet) => (
            <FacetSelect key={facet} facet={facet} {...common} />
          ))}
          <AvailableSelect {...common} interactive={interactive} />
          <MoreFilters search={search} centre={centre} />
        </form>
      </details>
    </section>
  );
}

/** The price limit, who accepts new clients, the order, and the submit button before hydration. */
function MoreFilters({ search, centre }: Pick<Props, 'search' | 'centre'>) {
  const { t } = useWords();
  const { filters, interactive } = search;
  return (
    <>
      <div className="field">
        <label htmlFor="search-price">{t('search.filters.priceMax')}</label>
        <select id="search-price" name="priceMax" defaultValue={filters.priceMax ?? ''}>
          <option value="">{t('search.filters.priceAny')}</option>
          {PRICE_STEPS.map((p) => (
            <option key={p} value={p}>
              {t('search.filters.upTo', { price: p })}
            </option>
          ))}
        </select>
      </div>
      <div className="field checkbox-field">
        <input
          id="search-accepting"
          name="acceptingNewClients"
          type="checkbox"
          value="true"
          defaultChecked={filters.acceptingNewClients === true}
        />
        <label htmlFor="search-accepting">{t('search.filters.accepting')}</label>
      </div>
      <div className="field">
        <label htmlFor="search-sort">{t('search.sort.label')}</label>
        <select id="search-sort" name="sort" defaultValue={filters.sort ?? 'relevance'}>
          <option value="relevance">{t('search.sort.relevance')}</option>
          <option value="price">{t('search.sort.price')}</option>
          {centre && <option value="distance">{t('search.sort.distance')}</option>}
          <option value="soonest">{t('search.sort.soonest')}</option>
        </select>
      </div>
      {!interactive && (
        <button type="submit" className="button button-primary">
          {t('search.filters.apply')}
        </button>
      )}
    </>
  );
}
