import { describe, expect, it } from 'vitest';
import type { SearchDocument, SearchQuery } from '../types.ts';
import {
  availableSearchParams,
  chosenFacets,
  facetSearchParams,
  fromMeiliHit,
  meiliSearchParams,
  meiliSettings,
  toFacetCounts,
  toMeiliDocument,
  toMeiliFilter,
} from './meilisearch.ts';

const texts = (locale: string) => ({
  primary: `${locale} Anna Visser psychologist`,
  secondary: `${locale} anxiety depression`,
  body: `${locale} I work with adults.`,
});

const doc: SearchDocument = {
  id: '0b5e2a4c-1111-4c4c-8888-000000000001',
  slug: 'anna-visser',
  url: '/find-a-therapist/amsterdam/anna-visser',
  name: 'Anna Visser',
  title: 'Psychologist',
  photo: null,
  country: 'nl',
  city: 'amsterdam',
  district: 'centrum',
  cities: ['amsterdam'],
  districts: ['centrum'],
  languages: ['nl', 'en'],
  categories: ['anxiety'],
  approaches: ['cbt'],
  specializations: ['panic'],
  modalities: ['online', 'in_person'],
  gender: 'female',
  priceMinor: 9500,
  currency: 'EUR',
  acceptingNewClients: true,
  geo: { lat: 52.3676, lon: 4.9041 },
  nextFreeAt: { any: 1_796_119_200, online: 1_796_119_200, in_person: 1_796_205_600 },
  texts: { en: texts('en'), de: texts('de'), nl: texts('nl'), es: texts('es'), pt: texts('pt') },
};

const query = (overrides: Partial<SearchQuery> = {}): SearchQuery => ({
  locale: 'en',
  sort: 'relevance',
  page: 1,
  perPage: 20,
  ...overrides,
});

/** Meilisearch's own rule for a double-quoted value: a backslash always consumes the next character. */
function quotedValueEnd(filter: string): number {
  const start = filter.indexOf('"');
  for (let i = start + 1; i < filter.length; i++) {
    if (filter[i] === '\\') i++;
    else if (filter[i] === '"') return i;
  }
  return -1;
}

describe('toMeiliFilter', () => {
  it('has no filters for an unfiltered query', () => {
    expect(toMeiliFilter(query())).toEqual([]);
  });

  it('turns every slug filter into a quoted equality on its attribute', () => {
    expect(
      toMeiliFilter(
        query({
          country: 'nl',
          city: 'amsterdam',
          district: 'centrum',
          language: 'en',
          category: 'anxiety',
          approach: 'cbt',
          specialization: 'panic',
          modality: 'in_person',
          gender: 'non_binary',
        }),
      ),
    ).toEqual([
      'country = "nl"',
      'cities = "amsterdam"',
      'districts = "centrum"',
      'languages = "en"',
      'categories = "anxiety"',
      'approaches = "cbt"',
      'specializations = "panic"',
      'modalities = "in_person"',
      'gender = "non_binary"',
    ]);
  });

  it('maps online to the online modality', () => {
    expect(toMeiliFilter(query({ online: true }))).toEqual(['modalities = "online"']);
    expect(toMeiliFilter(query({ online: false }))).toEqual([]);
  });

  it('filters on accepting new clients either way', () => {
    expect(toMeiliFilter(query({ acceptingNewClients: true }))).toEqual(['acceptingNewClients = true']);
    expect(toMeiliFilter(query({ acceptingNewClients: false }))).toEqual(['acceptingNewClients = false']);
  });

  it('compares the maximum price in minor units, rounded', () => {
    expect(toMeiliFilter(query({ priceMax: 80 }))).toEqual(['priceMinor <= 8000']);
    expect(toMeiliFilter(query({ priceMax: 19.999 }))).toEqual(['priceMinor <= 2000']);
    expect(toMeiliFilter(query({ priceMax: 0 }))).toEqual(['priceMinor <= 0']);
  });

  it('limits to a radius in metres only when a radius is given', () => {
    expect(toMeiliFilter(query({ near: { lat: 52.37, lon: 4.9, radiusKm: 25 } }))).toEqual([
      '_geoRadius(52.37, 4.9, 25000)',
    ]);
    expect(toMeiliFilter(query({ near: { lat: 52.37, lon: 4.9 } }))).toEqual([]);
  });

  it('escapes quotes and backslashes so a value cannot end its quotes early', () => {
    expect(toMeiliFilter(query({ city: 'x"y' }))).toEqual(['cities = "x\\"y"']);
    const injection = 'x\\" OR country = "de';
    const [filter] = toMeiliFilter(query({ city: injection }));
    expect(filter).toBe('cities = "x\\\\\\" OR country = \\"de"');
    expect(quotedValueEnd(filter as string)).toBe((filter as string).length - 1);
  });
});

describe('meiliSearchParams', () => {
  it('pages with page and hitsPerPage and asks for every facet', () => {
    const params = meiliSearchParams(query({ page: 3, perPage: 12 }));
    expect(params).toMatchObject({ page: 3, hitsPerPage: 12 });
    expect(params).not.toHaveProperty('offset');
    expect(params).not.toHaveProperty('limit');
    expect(params.facets).toEqual([
      'languages',
      'categories',
      'approaches',
      'specializations',
      'modalities',
      'gender',
      'country',
      'cities',
      'districts',
    ]);
  });

  it('searches text only in the names and the query locale', () => {
    const params = meiliSearchParams(query({ locale: 'de', q: '  angst ' }));
    expect(params.q).toBe('angst');
    expect(params.attributesToSearchOn).toEqual([
      'name',
      'title',
      'text_de_primary',
      'text_de_secondary',
      'text_de_body',
    ]);
    expect(params.locales).toEqual(['deu']);
  });

  it('is a placeholder search without text', () => {
    for (const q of [undefined, '', '   ']) {
      const params = meiliSearchParams(query({ q }));
      expect(params.q).toBeNull();
      expect(params).not.toHaveProperty('attributesToSearchOn');
    }
  });

  it('passes the filters on, and none when there are none', () => {
    expect(meiliSearchParams(query({ country: 'de' })).filter).toEqual(['country = "de"']);
    expect(meiliSearchParams(query())).not.toHaveProperty('filter');
  });

  it('maps the sort orders', () => {
    const near = { lat: 52.37, lon: 4.9 };
    expect(meiliSearchParams(query({ sort: 'price' })).sort).toEqual(['priceMinor:asc']);
    expect(meiliSearchParams(query({ sort: 'distance', near })).sort).toEqual(['_geoPoint(52.37, 4.9):asc']);
    expect(meiliSearchParams(query({ sort: 'distance' }))).not.toHaveProperty('sort');
    expect(meiliSearchParams(query({ sort: 'relevance', near }))).not.toHaveProperty('sort');
  });
});

describe('documents', () => {
  it('flattens texts per locale and writes geo as Meilisearch expects', () => {
    const stored = toMeiliDocument(doc);
    expect(stored).not.toHaveProperty('texts');
    expect(stored).not.toHaveProperty('geo');
    expect(stored._geo).toEqual({ lat: 52.3676, lng: 4.9041 });
    expect(stored.id).toBe(doc.id);
    expect(stored.text_en_primary).toBe(doc.texts.en.primary);
    expect(stored.text_pt_body).toBe(doc.texts.pt.body);
    expect(Object.keys(stored).filter((key) => key.startsWith('text_'))).toHaveLength(15);
  });

  it('leaves out _geo for a therapist without a place', () => {
    expect(toMeiliDocument({ ...doc, geo: null })).not.toHaveProperty('_geo');
  });

  it('gives back the same document from a hit', () => {
    const hit = { ...toMeiliDocument(doc), _rankingScore: 0.9, _formatted: { name: 'Anna' } };
    expect(fromMeiliHit(hit)).toEqual({ document: doc, distanceKm: null });
    const placeless = { ...doc, geo: null, priceMinor: null, gender: null };
    expect(fromMeiliHit(toMeiliDocument(placeless)).document).toEqual(placeless);
  });

  it('reports distance in kilometres only when searching near a point', () => {
    const near = { lat: 51.9244, lon: 4.4777 };
    const hit = { ...toMeiliDocument(doc), _geoDistance: 57_321 };
    expect(fromMeiliHit(hit, near).distanceKm).toBe(57.321);
    expect(fromMeiliHit(hit).distanceKm).toBeNull();
    // Rotterdam to Amsterdam is about 57 km as the crow flies.
    expect(fromMeiliHit(toMeiliDocument(doc), near).distanceKm).toBeCloseTo(57.3, 0);
    expect(fromMeiliHit(toMeiliDocument({ ...doc, geo: null }), near).distanceKm).toBeNull();
  });
});

describe('toFacetCounts', () => {
  it('renames Meilisearch attributes to facet names', () => {
    expect(
      toFacetCounts({
        languages: { en: 3, nl: 2 },
        categories: { anxiety: 4 },
        approaches: { cbt: 1 },
        specializations: {},
        modalities: { online: 5, in_person: 2 },
        gender: { female: 4, male: 1 },
      }),
    ).toEqual({
      language: { en: 3, nl: 2 },
      category: { anxiety: 4 },
      approach: { cbt: 1 },
      specialization: {},
      modality: { online: 5, in_person: 2 },
      gender: { female: 4, male: 1 },
      place: { online: 5 },
      available: {},
    });
  });

  it('counts each "available within" choice from its own search’s total', () => {
    expect(toFacetCounts(undefined, {}, [2, 0, 9]).available).toEqual({ '7': 2, '30': 9 });
  });

  it('takes a chosen facet’s counts from the search made without its filter', () => {
    const counts = toFacetCounts(
      { languages: { turkish: 1 }, categories: { anxiety: 1 }, modalities: { online: 1 }, cities: { berlin: 1 } },
      {
        language: { languages: { turkish: 1, german: 4 } },
        place: { country: { germany: 4 }, cities: { berlin: 3, hamburg: 1 }, districts: {}, modalities: { online: 2 } },
      },
    );
    expect(counts.language).toEqual({ turkish: 1, german: 4 });
    expect(counts.category).toEqual({ anxiety: 1 });
    expect(counts.place).toEqual({ 'country:germany': 4, 'city:berlin': 3, 'city:hamburg': 1, online: 2 });
  });

  it('counts nothing when Meilisearch returns no distribution', () => {
    expect(toFacetCounts(undefined)).toEqual({
      language: {},
      category: {},
      approach: {},
      specialization: {},
      modality: {},
      gender: {},
      place: {},
      available: {},
    });
  });
});

describe('the next free slot', () => {
  // 2026-12-01T10:00:00Z
  const now = new Date(1_796_119_200_000);
  const inDays = (days: number) => 1_796_119_200 + days * 86_400;

  it('filters on the start of the way of meeting the search asks for', () => {
    expect(toMeiliFilter(query({ availableWithinDays: 14 }), undefined, now)).toEqual([
      `nextFreeAt.any < ${inDays(14)}`,
    ]);
    expect(toMeiliFilter(query({ availableWithinDays: 7, modality: 'in_person' }), undefined, now)).toContain(
      `nextFreeAt.in_person < ${inDays(7)}`,
    );
    expect(toMeiliFilter(query({ availableWithinDays: 7, online: true }), undefined, now)).toContain(
      `nextFreeAt.online < ${inDays(7)}`,
    );
    expect(toMeiliFilter(query({ availableWithinDays: 7 }), 'available', now)).toEqual([]);
  });

  it('sorts soonest first on that start (Meilisearch puts documents without it last)', () => {
    expect(meiliSearchParams(query({ sort: 'soonest' }), now).sort).toEqual(['nextFreeAt.any:asc']);
    expect(meiliSearchParams(query({ sort: 'soonest', modality: 'online' }), now).sort).toEqual([
      'nextFreeAt.online:asc',
    ]);
  });

  it('counts 7, 14 and 30 days with every other filter but its own', () => {
    const params = availableSearchParams(query({ language: 'german', availableWithinDays: 14 }), now);
    expect(params.map((p) => p.filter)).toEqual([
      ['languages = "german"', `nextFreeAt.any < ${inDays(7)}`],
      ['languages = "german"', `nextFreeAt.any < ${inDays(14)}`],
      ['languages = "german"', `nextFreeAt.any < ${inDays(30)}`],
    ]);
    expect(params.every((p) => p.hitsPerPage === 0)).toBe(true);
  });

  it('keeps the starts in the stored document and gives them back', () => {
    expect(toMeiliDocument(doc).nextFreeAt).toEqual(doc.nextFreeAt);
    expect(fromMeiliHit(toMeiliDocument(doc)).document.nextFreeAt).toEqual(doc.nextFreeAt);
  });
});

describe('counting chosen facets', () => {
  it('lists the facets a query filters on, location as one', () => {
    expect(chosenFacets(query())).toEqual([]);
    expect(chosenFacets(query({ city: 'berlin', district: 'kreuzberg', language: 'german', gender: 'male' }))).toEqual([
      'place',
      'language',
      'gender',
    ]);
    expect(chosenFacets(query({ online: true }))).toEqual(['place']);
  });

  it('asks for no hits and only that facet, with every other filter', () => {
    const q = query({ city: 'berlin', language: 'german', category: 'anxiety', q: 'angst' });
    expect(facetSearchParams(q, 'language')).toMatchObject({
      q: 'angst',
      hitsPerPage: 0,
      facets: ['languages'],
      filter: ['cities = "berlin"', 'categories = "anxiety"'],
    });
    expect(facetSearchParams(q, 'place')).toMatchObject({
      facets: ['country', 'cities', 'districts', 'modalities'],
      filter: ['languages = "german"', 'categories = "anxiety"'],
    });
    expect(facetSearchParams(query({ language: 'german' }), 'language')).not.toHaveProperty('filter');
  });
});

describe('meiliSettings', () => {
  it('can filter, sort and search on what the engine uses', () => {
    expect(meiliSettings.filterableAttributes).toEqual(
      expect.arrayContaining([
        'country',
        'cities',
        'districts',
        'languages',
        'categories',
        'approaches',
        'specializations',
        'modalities',
        'gender',
        'priceMinor',
        'acceptingNewClients',
        '_geo',
      ]),
    );
    expect(meiliSettings.filterableAttributes).toEqual(
      expect.arrayContaining(['nextFreeAt.any', 'nextFreeAt.online', 'nextFreeAt.in_person']),
    );
    expect(meiliSettings.sortableAttributes).toEqual([
      'priceMinor',
      '_geo',
      'acceptingNewClients',
      'nextFreeAt.any',
      'nextFreeAt.online',
      'nextFreeAt.in_person',
    ]);
    const searchable = meiliSettings.searchableAttributes ?? [];
    expect(searchable.slice(0, 3)).toEqual(['name', 'title', 'text_en_primary']);
    expect(searchable.indexOf('text_nl_primary')).toBeLessThan(searchable.indexOf('text_en_secondary'));
    expect(searchable.at(-1)).toBe('text_pt_body');
    expect(searchable).toHaveLength(17);
  });

  it('counts exactly and lists enough facet values', () => {
    expect(meiliSettings.pagination?.maxTotalHits).toBeGreaterThanOrEqual(100_000);
    expect(meiliSettings.faceting?.maxValuesPerFacet).toBeGreaterThanOrEqual(200);
  });

  it('has synonyms that work in every direction', () => {
    const synonyms = meiliSettings.synonyms ?? {};
    expect(synonyms.cbt).toContain('cognitive behavioural therapy');
    expect(synonyms['cognitive behavioural therapy']).toContain('cbt');
    expect(synonyms.kvt).toEqual(['kognitive verhaltenstherapie']);
    expect(synonyms.tdah).toEqual(['adhd', 'adhs']);
    for (const [term, others] of Object.entries(synonyms)) {
      for (const other of others) expect(synonyms[other]).toContain(term);
    }
  });
});
