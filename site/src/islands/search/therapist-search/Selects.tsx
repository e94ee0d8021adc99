import type { SearchResult } from '@calma/api/contract';
import { inCountry } from '../../../i18n/places.ts';
import type { FACETS, Filters } from '../../../lib/search.ts';
import { useWords } from '../../words.tsx';
import { chosenPlace, optionText, type Place, placeGroups, withinChoices, withinDaysText } from './search-state.ts';

// The filter form's selects whose choices come from the answer, each choice with the number of
// results it would give. A value the answer no longer lists stays chosen, with none.

interface Common {
  filters: Filters;
  result: SearchResult;
}

/** The place: online, a whole country, or one of its cities or districts. */
export function LocationSelect({ filters, result, placeName }: Common & { placeName: (slug: string) => string }) {
  const { t, locale } = useWords();
  const places = result.facets.location;
  const { online, countries } = placeGroups(places);
  const chosen = chosenPlace(places, filters.location);
  const selected = chosen?.slug ?? filters.location ?? '';
  const missing = selected !== '' && !chosen;
  const option = (value: { name: string; count: number }) => optionText(t, locale, value);
  const label = (p: Place) => (p.type === 'district' ? `${placeName(p.within ?? '')} – ${option(p)}` : option(p));
  return (
    <div className="field">
      <label htmlFor="search-location">{t('search.filters.location')}</label>
      <select id="search-location" name="location" defaultValue={selected}>
        <option value="">{t('search.filters.locationAny')}</option>
        {missing && <option value={selected}>{option({ name: placeName(selected), count: 0 })}</option>}
        {online.map((p) => (
          <option key={p.slug} value={p.slug}>
            {option(p)}
          </option>
        ))}
        {countries.map(({ country, within }) => (
          <optgroup key={country.slug} label={country.name}>
            <option value={country.slug}>
              {option({
                ...country,
                name: t('search.filters.countryAll', { inCountry: inCountry(locale, country.slug, country.name) }),
              })}
            </option>
            {within.map((p) => (
              <option key={p.slug} value={p.slug}>
                {label(p)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** One facet (language, topic, approach…); left out when the answer has no values and none is chosen. */
export function FacetSelect({ facet, filters, result }: Common & { facet: (typeof FACETS)[number] }) {
  const { t, locale } = useWords();
  const values = result.facets[facet];
  const selected = filters[facet] ?? '';
  if (values.length === 0 && selected === '') return null;
  const missing = selected !== '' && !values.some((v) => v.slug === selected);
  return (
    <div className="field">
      <label htmlFor={`search-${facet}`}>{t(`search.filters.${facet}`)}</label>
      <select id={`search-${facet}`} name={facet} defaultValue={selected}>
        <option value="">{t('search.filters.any')}</option>
        {missing && <option value={selected}>{optionText(t, locale, { name: String(selected), count: 0 })}</option>}
        {values.map((v) => (
          <option key={v.slug} value={v.slug}>
            {optionText(t, locale, v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Who has a free slot within 7, 14 or 30 days. Free times change by the minute, so a page served
 * without hydration (pre-rendered at build) names no counts, only the choices.
 */
export function AvailableSelect({ filters, result, interactive }: Common & { interactive: boolean }) {
  const { t, locale } = useWords();
  const within = filters.availableWithinDays;
  const counts = result.facets.availableWithin;
  return (
    <div className="field">
      <label htmlFor="search-available">{t('search.filters.available')}</label>
      <select id="search-available" name="availableWithinDays" defaultValue={within ?? ''}>
        <option value="">{t('search.filters.availableAny')}</option>
        {withinChoices(within).map((days) => {
          const name = withinDaysText(t, locale, 'available', days);
          const count = counts.find((c) => c.days === days)?.count;
          return (
            <option key={days} value={days}>
              {interactive && count !== undefined ? optionText(t, locale, { name, count }) : name}
            </option>
          );
        })}
      </select>
    </div>
  );
}
