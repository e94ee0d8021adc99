import type { SearchResult } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import {
  activeChips,
  chosenPlace,
  countText,
  hrefFor,
  optionText,
  type Place,
  pagesOf,
  placeGroups,
  placeNamer,
  searchedWay,
  withinChoices,
  withinDaysText,
  withoutChip,
} from './search-state.ts';

/** Words as the key and its parameters, so a test reads which message was chosen and with what. */
const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
const place = (slug: string, type: Place['type'], within: string | null = null): Place => ({
  slug,
  name: slug.toUpperCase(),
  count: 1,
  type,
  within,
});
const places = [
  place('online-therapy', 'online'),
  place('germany', 'country'),
  place('berlin', 'city', 'germany'),
  place('berlin/mitte', 'district', 'berlin'),
  place('portugal', 'country'),
  place('lisbon', 'city', 'portugal'),
];
const facets = {
  language: [{ slug: 'de', name: 'German', count: 3 }],
  category: [],
  approach: [],
  specialization: [],
  modality: [{ slug: 'online', name: 'Online', count: 2 }],
  gender: [],
  availableWithin: [],
  location: places,
} as unknown as SearchResult['facets'];

describe('search addresses', () => {
  it('carry the filters, and are the page itself without any', () => {
    expect(hrefFor('/de/find-a-therapist', {})).toBe('/de/find-a-therapist');
    expect(hrefFor('/find-a-therapist', { language: 'de', page: 2 })).toBe('/find-a-therapist?language=de&page=2');
  });
});

describe('numbers in words', () => {
  it('count by the locale’s plural rules, with its digits', () => {
    expect(countText(t, 'en', 'search.results.count', 1)).toBe('search.results.count.one {"count":"1"}');
    expect(countText(t, 'de', 'search.results.count', 1200)).toBe('search.results.count.other {"count":"1.200"}');
    expect(optionText(t, 'en', { name: 'German', count: 3 })).toBe(
      'search.filters.option {"name":"German","count":"3"}',
    );
  });

  it('say the usual days ahead their way, and any other number in days', () => {
    expect(withinDaysText(t, 'en', 'available', 7)).toBe('search.filters.available.7');
    expect(withinDaysText(t, 'en', 'availableChip', 3)).toBe('search.filters.availableChipDays.other {"count":"3"}');
    expect(withinChoices(undefined)).toEqual([7, 14, 30]);
    expect(withinChoices(14)).toEqual([7, 14, 30]);
    expect(withinChoices(3)).toEqual([7, 14, 30, 3]);
  });
});

describe('places', () => {
  it('are named from the answer, else as the page was served, else by slug', () => {
    const name = placeNamer(places, { slug: 'hamburg', name: 'Hamburg' });
    expect(name('berlin')).toBe('BERLIN');
    expect(name('hamburg')).toBe('Hamburg');
    expect(name('oslo')).toBe('oslo');
  });

  it('group online first, then each country with its cities and their districts', () => {
    const groups = placeGroups(places);
    expect(groups.online.map((p) => p.slug)).toEqual(['online-therapy']);
    expect(groups.countries.map(({ country, within }) => [country.slug, within.map((p) => p.slug)])).toEqual([
      ['germany', ['berlin', 'berlin/mitte']],
      ['portugal', ['lisbon']],
    ]);
  });
});

describe('the filters in force', () => {
  const name = placeNamer(places, { slug: undefined, name: undefined });
  const within = (days: number) => `${days} days`;

  it('are named: the place, each facet by its value’s name (or the value), then the days ahead', () => {
    const chips = activeChips(
      { location: 'berlin', language: 'de', gender: 'female', availableWithinDays: 14 },
      facets,
      name,
      within,
    );
    expect(chips).toEqual([
      { key: 'location', name: 'BERLIN' },
      { key: 'language', name: 'German' },
      { key: 'gender', name: 'female' },
      { key: 'availableWithinDays', name: '14 days' },
    ]);
    expect(activeChips({ q: 'anxiety', sort: 'price' }, facets, name, within)).toEqual([]);
  });

  it('each leads back to the first page without it; leaving the place leaves its radius too', () => {
    const filters = { location: 'berlin', radiusKm: 5, language: 'de', page: 3 };
    expect(withoutChip(filters, 'language')).toEqual({ ...filters, language: undefined, page: 1 });
    expect(withoutChip(filters, 'location')).toEqual({
      location: undefined,
      radiusKm: undefined,
      language: 'de',
      page: 1,
    });
  });
});

describe('pages and ways of meeting', () => {
  it('count at least one page and never show one past the last', () => {
    expect(pagesOf(0, undefined)).toEqual({ pages: 1, page: 1 });
    expect(pagesOf(41, 2)).toEqual({ pages: 3, page: 2 });
    expect(pagesOf(41, 9)).toEqual({ pages: 3, page: 3 });
  });

  it('take online therapy as meeting online', () => {
    expect(searchedWay({ location: 'online-therapy' })).toBe('online');
    expect(searchedWay({ location: 'berlin', modality: 'in_person' })).toBe('in_person');
    expect(searchedWay({ location: 'berlin' })).toBeUndefined();
  });
});

describe('chosenPlace', () => {
  const list = [place('berlin', 'city', 'germany'), place('berlin/kreuzberg', 'district', 'berlin')];
  it('finds a district by its own slug as landing pages link it, and by its full slug', () => {
    expect(chosenPlace(list, 'kreuzberg')?.slug).toBe('berlin/kreuzberg');
    expect(chosenPlace(list, 'berlin/kreuzberg')?.slug).toBe('berlin/kreuzberg');
    expect(chosenPlace(list, 'berlin')?.slug).toBe('berlin');
  });
  it('finds nothing for a place the answer does not list, or no place', () => {
    expect(chosenPlace(list, 'mitte')).toBeUndefined();
    expect(chosenPlace(list, undefined)).toBeUndefined();
  });
});
