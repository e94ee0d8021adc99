import { type Locale, localizePath, numberFormat, plural, type SearchResult } from '@calma/api/contract';
import { useStore } from '@nanostores/react';
import { keepPreviousData } from '@tanstack/react-query';
import { type MouseEvent, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { type Translate, translatorFor } from '../../i18n/format.ts';
import { useApiQuery, withQueries } from '../../lib/query.ts';
import {
  AVAILABLE_STEPS,
  apiSearchPath,
  FACETS,
  type Filters,
  formatPrice,
  fromQuery,
  type Hit,
  PER_PAGE,
  toQuery,
} from '../../lib/search.ts';
import { $searchFilters } from '../../stores/search.ts';
import FavouriteButton from '../favourites/FavouriteButton.tsx';
import NextFreeSlot from '../NextFreeSlot.tsx';
import { Problem } from '../QueryState.tsx';

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

const PRICE_STEPS = [50, 75, 100, 125, 150];
const RADIUS_STEPS = [2, 5, 10, 25, 50];
/** Wide enough for filters beside the results (as in directory.css); narrower, they fold away. */
const WIDE = '(min-width: 56.01rem)';
/** A search asked for again within this long shows the answer already read (back and forward, say). */
const FRESH_MS = 60_000;

type Place = SearchResult['facets']['location'][number];

/**
 * Filters, results and pages of a therapist search. Every filter is a control of one GET form
 * (location, language, topic, approach, specialization and the rest, each value with the number of
 * results it would give), so it works without JavaScript; with it, results update in place from
 * the API and the URL follows (shareable, and the back button restores the previous search). On
 * narrow screens the form folds into a "Filters (n)" disclosure so the results come first.
 */
export default withQueries(TherapistSearch);

function TherapistSearch({
  locale,
  searchPath,
  filters: initialFilters,
  result: initialResult,
  centre,
  locationName,
  strings,
}: Props) {
  const t = translatorFor(strings);
  const count = (prefix: string, n: number) =>
    t(`${prefix}.${plural(locale, n)}`, { count: numberFormat(locale).format(n) });

  const storedFilters = useStore($searchFilters);
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Until hydrated (or when served without hydration), controls need an explicit submit button,
  // and the results are the ones the page was served with.
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
  const result = lastShown.current;
  const status = search.isFetching ? 'loading' : search.isError ? 'error' : 'idle';

  const hrefFor = (next: Filters) => {
    const query = toQuery(next);
    return query ? `${searchPath}?${query}` : searchPath;
  };

  const load = (next: Filters, push: boolean) => {
    // The page's distance options and radius centre on the place it was served for: a new place
    // is a new page.
    if (next.location !== initialFilters.location) {
      // Back or forward has already changed the address; a choice adds one.
      if (push) window.location.assign(hrefFor(next));
      else window.location.reload();
      return;
    }
    $searchFilters.set(next);
    if (push) window.history.pushState(null, '', hrefFor(next));
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
  }, [initialFilters, searchPath, location]);

  const follow = (next: Filters) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    load(next, true);
    document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = fromQuery(new URLSearchParams(data as unknown as Record<string, string>));
    load({ ...next, page: 1 }, true);
  };
  const onControlChange = (event: SyntheticEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName === 'SELECT' || (target as HTMLInputElement).type === 'checkbox')
      event.currentTarget.requestSubmit();
  };

  const pages = Math.max(1, Math.ceil(result.total / PER_PAGE));
  const page = Math.min(filters.page ?? 1, pages);
  const places = result.facets.location;
  const placeName = (slug: string) =>
    places.find((p) => p.slug === slug)?.name ?? (slug === initialFilters.location ? locationName : undefined) ?? slug;
  // The choices of days say it their way ("Within a week"); a number from an address, in days.
  const withinDays = (prefix: 'available' | 'availableChip', days: number) =>
    (AVAILABLE_STEPS as readonly number[]).includes(days)
      ? t(`search.filters.${prefix}.${days}`)
      : t(`search.filters.${prefix}Days.${plural(locale, days)}`, { count: numberFormat(locale).format(days) });
  const within = filters.availableWithinDays;
  const active = [
    ...(filters.location ? [{ key: 'location' as const, name: placeName(filters.location) }] : []),
    ...FACETS.flatMap((facet) => {
      const value = filters[facet];
      if (value === undefined) return [];
      return [{ key: facet, name: result.facets[facet].find((v) => v.slug === value)?.name ?? String(value) }];
    }),
    ...(within ? [{ key: 'availableWithinDays' as const, name: withinDays('availableChip', within) }] : []),
  ];
  const option = (value: { name: string; count: number }) =>
    t('search.filters.option', { name: value.name, count: numberFormat(locale).format(value.count) });

  const locationSelect = () => {
    const countries = places.filter((p) => p.type === 'country');
    const selected = filters.location ?? '';
    const missing = selected !== '' && !places.some((p) => p.slug === selected);
    const label = (p: Place) => (p.type === 'district' ? `${placeName(p.within ?? '')} – ${option(p)}` : option(p));
    return (
      <div className="field">
        <label htmlFor="search-location">{t('search.filters.location')}</label>
        <select id="search-location" name="location" defaultValue={selected}>
          <option value="">{t('search.filters.locationAny')}</option>
          {missing && <option value={selected}>{option({ name: placeName(selected), count: 0 })}</option>}
          {places
            .filter((p) => p.type === 'online')
            .map((p) => (
              <option key={p.slug} value={p.slug}>
                {option(p)}
              </option>
            ))}
          {countries.map((country) => (
            <optgroup key={country.slug} label={country.name}>
              <option value={country.slug}>
                {option({ ...country, name: t('search.filters.countryAll', { country: country.name }) })}
              </option>
              {places
                .filter(
                  (p) =>
                    (p.type === 'city' && p.within === country.slug) ||
                    (p.type === 'district' && places.some((c) => c.slug === p.within && c.within === country.slug)),
                )
                .map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {label(p)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
    );
  };

  const facetSelect = (facet: (typeof FACETS)[number]) => {
    const values = result.facets[facet];
    const selected = filters[facet] ?? '';
    if (values.length === 0 && selected === '') return null;
    const missing = selected !== '' && !values.some((v) => v.slug === selected);
    return (
      <div className="field" key={facet}>
        <label htmlFor={`search-${facet}`}>{t(`search.filters.${facet}`)}</label>
        <select id={`search-${facet}`} name={facet} defaultValue={selected}>
          <option value="">{t('search.filters.any')}</option>
          {missing && <option value={selected}>{option({ name: String(selected), count: 0 })}</option>}
          {values.map((v) => (
            <option key={v.slug} value={v.slug}>
              {option(v)}
            </option>
          ))}
        </select>
      </div>
    );
  };

  /**
   * Who has a free slot within 7, 14 or 30 days. Free times change by the minute, so a page served
   * without hydration (pre-rendered at build) names no counts, only the choices.
   */
  const availableSelect = () => {
    const counts = result.facets.availableWithin;
    const choices = [...new Set([...AVAILABLE_STEPS, ...(within ? [within] : [])])];
    return (
      <div className="field">
        <label htmlFor="search-available">{t('search.filters.available')}</label>
        <select id="search-available" name="availableWithinDays" defaultValue={within ?? ''}>
          <option value="">{t('search.filters.availableAny')}</option>
          {choices.map((days) => {
            const name = withinDays('available', days);
            const count = counts.find((c) => c.days === days)?.count;
            return (
              <option key={days} value={days}>
                {interactive && count !== undefined ? option({ name, count }) : name}
              </option>
            );
          })}
        </select>
      </div>
    );
  };

  return (
    <div className="search-layout">
      {active.length > 0 && (
        <div className="active-filters">
          <h2 className="visually-hidden">{t('search.filters.active')}</h2>
          <ul>
            {active.map(({ key, name }) => {
              const next = { ...filters, [key]: undefined, page: 1 };
              if (key === 'location') next.radiusKm = undefined;
              return (
                <li key={key}>
                  <a
                    href={hrefFor(next)}
                    onClick={follow(next)}
                    aria-label={t('search.filters.remove', { name })}
                    className="chip"
                  >
                    {name} <span aria-hidden="true">×</span>
                  </a>
                </li>
              );
            })}
            {active.length > 1 && (
              <li>
                <a href={hrefFor({})} onClick={follow({})} className="chip chip-plain">
                  {t('search.filters.clear')}
                </a>
              </li>
            )}
          </ul>
        </div>
      )}
      <section className="search-filters" aria-labelledby="filters-heading">
        <details className="filters-disclosure" ref={disclosure}>
          <summary className="button">
            {active.length > 0 ? t('search.filters.toggleCount', { count: active.length }) : t('search.filters.toggle')}
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
            {locationSelect()}
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
            {FACETS.map(facetSelect)}
            {availableSelect()}
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
          </form>
        </details>
      </section>

      <section
        id="search-results"
        className="search-results"
        aria-labelledby="results-heading"
        aria-busy={status === 'loading'}
      >
        <h2 id="results-heading" className="visually-hidden">
          {t('search.results.heading')}
        </h2>
        <p className="result-count" aria-live="polite">
          {status === 'loading' ? t('search.results.loading') : count('search.results.count', result.total)}
        </p>
        {status === 'error' && (
          <Problem t={t} retry={() => void search.refetch()}>
            {t('search.results.error')}
          </Problem>
        )}
        {result.total === 0 ? (
          <p className="notice">{t('search.results.none')}</p>
        ) : (
          <ol className="hits">
            {result.hits.map((hit) => (
              <HitCard
                key={hit.slug}
                hit={hit}
                locale={locale}
                t={t}
                live={interactive ? { strings, searched: searchedWay(filters) } : undefined}
              />
            ))}
          </ol>
        )}
        {pages > 1 && (
          <nav className="pagination" aria-label={t('search.pagination.label')}>
            {page > 1 ? (
              <a
                href={hrefFor({ ...filters, page: page - 1 })}
                onClick={follow({ ...filters, page: page - 1 })}
                rel="prev"
              >
                {t('search.pagination.previous')}
              </a>
            ) : (
              <span />
            )}
            <span>{t('search.pagination.page', { page, pages })}</span>
            {page < pages ? (
              <a
                href={hrefFor({ ...filters, page: page + 1 })}
                onClick={follow({ ...filters, page: page + 1 })}
                rel="next"
              >
                {t('search.pagination.next')}
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </div>
  );
}

/** The way of meeting a search asks for: online therapy is met online. */
const searchedWay = (filters: Filters) =>
  filters.modality ?? (filters.location === 'online-therapy' ? ('online' as const) : undefined);

function HitCard({
  hit,
  locale,
  t,
  live,
}: {
  hit: Hit;
  locale: Locale;
  t: Translate;
  /**
   * Once hydrated, the heart and the next free slot (with their strings): landing pages stay plain
   * HTML, with no heart and no slot that may have gone since the build.
   */
  live?: { strings: Record<string, string>; searched: 'online' | 'in_person' | undefined } | undefined;
}) {
  const href = localizePath(locale, hit.url);
  const place = [hit.district?.name, hit.city?.name].filter(Boolean).join(', ');
  return (
    <li className="hit card">
      {hit.photo && <img src={hit.photo} alt="" width="88" height="88" loading="lazy" className="hit-photo" />}
      <div className="hit-body">
        <h3>
          <a href={href}>{hit.name}</a>
        </h3>
        <p className="hit-title">
          {hit.title}
          {place && ` · ${place}`}
          {hit.distanceKm !== null &&
            ` · ${t('search.hit.distance', { km: numberFormat(locale).format(hit.distanceKm) })}`}
        </p>
        <ul className="badges">
          {hit.verified && <li className="badge badge-verified">{t('search.hit.verified')}</li>}
          {hit.modalities.includes('online') && <li className="badge">{t('search.hit.online')}</li>}
          {hit.modalities.includes('in_person') && <li className="badge">{t('search.hit.inPerson')}</li>}
          <li className={hit.acceptingNewClients ? 'badge badge-ok' : 'badge badge-muted'}>
            {t(hit.acceptingNewClients ? 'search.hit.accepting' : 'search.hit.notAccepting')}
          </li>
        </ul>
        <p>{t('search.hit.speaks', { languages: hit.languages.map((l) => l.name).join(', ') })}</p>
        <p className="hit-topics">{hit.categories.map((c) => c.name).join(' · ')}</p>
        {hit.price && (
          <p className="hit-price">
            {t('search.hit.from', { price: formatPrice(hit.price.amountMinor, hit.price.currency, locale) })}
          </p>
        )}
        {live && (
          <NextFreeSlot
            locale={locale}
            slug={hit.slug}
            free={hit.nextFreeSlot}
            timeZone={hit.timeZone}
            city={hit.city?.name}
            searched={live.searched}
            accepting={hit.acceptingNewClients}
            strings={live.strings}
          />
        )}
      </div>
      {live && <FavouriteButton slug={hit.slug} name={hit.name} strings={live.strings} />}
    </li>
  );
}
