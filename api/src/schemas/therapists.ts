import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';
import { example } from './common.ts';
import { PictureSchema, VideoSchema } from './media.ts';

const Slug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 });
const Named = Type.Object({
  slug: Type.String({ examples: ['anxiety'] }),
  name: Type.String({ examples: ['Angst'] }),
});
const Country = Type.Object({
  slug: Type.String({ examples: ['germany'] }),
  name: Type.String({ examples: ['Deutschland'] }),
  code: Type.String({ examples: ['DE'], description: 'ISO 3166-1 alpha-2, e.g. DE' }),
});
const Language = Type.Object({
  slug: Type.String({ examples: ['german'] }),
  name: Type.String({ examples: ['Deutsch'] }),
  code: Type.String({ examples: ['de'], description: 'BCP 47 language tag, e.g. de' }),
});
const Price = Type.Union([
  Type.Object({
    amountMinor: Type.Integer({ examples: [9000], description: 'Minor units (cents, pence)' }),
    currency: Type.Enum(['EUR', 'GBP']),
  }),
  Type.Null(),
]);
const Modality = Type.Enum(['online', 'in_person']);

/**
 * The earliest slot a new client could book now, over the services a visitor can book (decision
 * 033): the first slot GET /api/v1/therapists/{slug}/slots offers for any of them.
 */
export const NextFreeSlotSchema = Type.Union(
  [
    Type.Object({
      start: Type.String({ format: 'date-time', description: 'ISO-8601 instant in UTC' }),
      serviceId: Type.String({ format: 'uuid', description: 'The service with this slot (the first listed on a tie)' }),
      modalities: Type.Array(Modality, { description: 'The ways this service can be held at this start' }),
    }),
    Type.Null(),
  ],
  {
    description:
      'The earliest slot a new client could book now, as the booking page offers it first; null when nothing is free within the booking horizon or the therapist takes no new clients.',
    examples: [
      {
        start: '2026-12-01T09:00:00Z',
        serviceId: '6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5e6f',
        modalities: ['online', 'in_person'],
      },
    ],
  },
);
export type NextFreeSlot = Static<typeof NextFreeSlotSchema>;

export const SearchQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Free text: names, topics, approaches, profile texts' })),
  location: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9-]+(?:/[a-z0-9-]+)?$',
      maxLength: 80,
      description: 'A country, a city, online-therapy, or berlin/<district>',
    }),
  ),
  near: Type.Optional(Type.String({ maxLength: 40, description: 'latitude,longitude' })),
  radiusKm: Type.Optional(Type.Number({ minimum: 1, maximum: 500 })),
  language: Type.Optional(Slug),
  category: Type.Optional(Slug),
  approach: Type.Optional(Slug),
  specialization: Type.Optional(Slug),
  modality: Type.Optional(Modality),
  priceMax: Type.Optional(
    Type.Number({ minimum: 0, maximum: 10000, description: 'Major units of the price currency' }),
  ),
  gender: Type.Optional(Type.Enum(['female', 'male', 'non_binary'])),
  acceptingNewClients: Type.Optional(Type.Boolean()),
  availableWithinDays: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 60,
      description:
        'Only therapists whose next free slot starts within this many days from now (over the services of `modality`, or online ones for `location=online-therapy`)',
      examples: [14],
    }),
  ),
  sort: Type.Optional(
    Type.Enum(['relevance', 'price', 'distance', 'soonest'], {
      description: '`soonest`: the earliest next free slot first, therapists with nothing free last',
    }),
  ),
  page: Type.Optional(Type.Integer({ examples: [1], minimum: 1, maximum: 1000 })),
  perPage: Type.Optional(Type.Integer({ examples: [20], minimum: 1, maximum: 50 })),
  locale: Type.Optional(
    Type.Enum([...LOCALES], { examples: ['de'], description: 'Language of names; default from Accept-Language' }),
  ),
});
export type SearchQueryParams = Static<typeof SearchQuerySchema>;

// Each facet is counted as if its own filter were not set: how many results choosing that value would give.
const FacetValues = Type.Array(
  Type.Object({
    slug: Type.String({ examples: ['anxiety'] }),
    name: Type.String({ examples: ['Angst'] }),
    count: Type.Integer({ examples: [12] }),
  }),
);

export const SearchHitSchema = Type.Object({
  slug: Type.String({ examples: ['anna-becker'] }),
  url: Type.String({ examples: ['/therapists/anna-becker'], description: 'Canonical profile path without locale' }),
  name: Type.String({ examples: ['Dr. Anna Becker'] }),
  title: Type.String({ examples: ['Psychologische Psychotherapeutin'] }),
  photo: Type.Union([
    Type.String({ examples: ['/api/v1/media/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/800.jpg'] }),
    Type.Null(),
  ]),
  languages: example(Type.Array(Named), [{ slug: 'german', name: 'Deutsch' }]),
  categories: Type.Array(Named),
  approaches: example(Type.Array(Named), [{ slug: 'cbt', name: 'Verhaltenstherapie' }]),
  city: Type.Union([example(Named, { slug: 'berlin', name: 'Berlin' }), Type.Null()]),
  district: Type.Union([example(Named, { slug: 'kreuzberg', name: 'Kreuzberg' }), Type.Null()]),
  modalities: Type.Array(Modality),
  price: Price,
  acceptingNewClients: Type.Boolean(),
  verified: Type.Boolean(),
  distanceKm: Type.Union([Type.Number({ examples: [2.4] }), Type.Null()]),
  nextFreeSlot: NextFreeSlotSchema,
  timeZone: Type.String({
    examples: ['Europe/Berlin'],
    description: 'The practice’s IANA time zone, for showing an in-person slot',
  }),
});

export const SearchResultSchema = Type.Object({
  total: Type.Integer({ examples: [37] }),
  page: Type.Integer({ examples: [1] }),
  perPage: Type.Integer({ examples: [20] }),
  hits: Type.Array(SearchHitSchema),
  facets: Type.Object({
    language: FacetValues,
    category: FacetValues,
    approach: FacetValues,
    specialization: FacetValues,
    modality: FacetValues,
    gender: FacetValues,
    availableWithin: Type.Array(
      Type.Object({ days: Type.Integer({ examples: [14] }), count: Type.Integer({ examples: [12] }) }),
      {
        description:
          'How many therapists have a free slot within 7, 14 and 30 days, with every other filter applied (counted without `availableWithinDays`)',
      },
    ),
    location: Type.Array(
      Type.Object({
        slug: Type.String({
          examples: ['anxiety'],
          description: 'A `location` value: online-therapy, a country, a city or berlin/<district>',
        }),
        name: Type.String({ examples: ['Angst'] }),
        count: Type.Integer({ examples: [12] }),
        type: Type.Enum(['online', 'country', 'city', 'district']),
        within: Type.Union([Type.String({ examples: ['Friedrichshain-Kreuzberg'] }), Type.Null()], {
          description: 'The country a city lies in, the city of a district; null for countries and online',
        }),
      }),
      { description: 'Online first, then each country followed by its cities, each city by its districts' },
    ),
  }),
});
export type SearchResult = Static<typeof SearchResultSchema>;

export const ProfileParamsSchema = Type.Object({ slug: Slug });
export const ProfileQuerySchema = Type.Object({ locale: Type.Optional(Type.Enum([...LOCALES], { examples: ['de'] })) });

export const ProfileSchema = Type.Object({
  slug: Type.String({ examples: ['anna-becker'] }),
  url: Type.String({ examples: ['/therapists/anna-becker'] }),
  name: Type.String({ examples: ['Dr. Anna Becker'] }),
  firstName: Type.String({ examples: ['Anna'] }),
  title: Type.String({ examples: ['Psychologische Psychotherapeutin'] }),
  pronouns: Type.Union([Type.String({ examples: ['sie/ihr'] }), Type.Null()]),
  photo: Type.Union([
    Type.String({ examples: ['/api/v1/media/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/800.jpg'] }),
    Type.Null(),
  ]),
  verified: Type.Boolean(),
  acceptingNewClients: Type.Boolean(),
  nextFreeSlot: NextFreeSlotSchema,
  country: Country,
  timeZone: Type.String({ examples: ['Europe/Berlin'] }),
  yearsExperience: Type.Union([Type.Integer({ examples: [12] }), Type.Null()]),
  education: Type.Array(Type.String({ examples: ['Diplom-Psychologie, Humboldt-Universität zu Berlin'] })),
  qualifications: Type.Array(Type.String({ examples: ['Approbation als Psychologische Psychotherapeutin (2014)'] })),
  memberships: Type.Array(Type.String({ examples: ['Deutsche Psychotherapeutenvereinigung (DPtV)'] })),
  texts: Type.Union([
    Type.Object({
      locale: Type.Enum([...LOCALES], { examples: ['de'] }),
      translated: Type.Boolean({ description: 'False when the texts are in another language than requested' }),
      about: Type.String({
        examples: [
          'Ich begleite Erwachsene in Krisen, bei Ängsten und Erschöpfung – in meiner Praxis in Kreuzberg und online.',
        ],
      }),
      approach: Type.String({ examples: ['Verhaltenstherapeutisch, mit Elementen aus ACT und Schematherapie.'] }),
      whoIWorkWith: Type.String({ examples: ['Erwachsene ab 18, auch Paare und queere Menschen.'] }),
    }),
    Type.Null(),
  ]),
  writtenLocales: Type.Array(Type.Enum([...LOCALES], { examples: ['de'] })),
  languages: Type.Array(Language),
  categories: Type.Array(Named),
  approaches: example(Type.Array(Named), [{ slug: 'cbt', name: 'Verhaltenstherapie' }]),
  specializations: example(Type.Array(Named), [{ slug: 'expats', name: 'Expats' }]),
  modalities: Type.Array(Modality),
  locations: Type.Array(
    Type.Object({
      city: example(Named, { slug: 'berlin', name: 'Berlin' }),
      district: Type.Union([example(Named, { slug: 'kreuzberg', name: 'Kreuzberg' }), Type.Null()]),
      street: Type.String({ examples: ['Oranienstraße 25'] }),
      postalCode: Type.String({ examples: ['10999'] }),
      lat: Type.Number({ examples: [52.4996] }),
      lon: Type.Number({ examples: [13.4183] }),
    }),
  ),
  services: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      /** Name and description in the reader's locale where the therapist translated them, else as written. */
      name: Type.String({ examples: ['Einzeltherapie'] }),
      description: Type.String({ examples: ['Einzelsitzung Verhaltenstherapie, 50 Minuten.'] }),
      durationMinutes: Type.Integer({ examples: [50] }),
      modality: Type.Enum(['online', 'in_person', 'both']),
      price: Price,
    }),
  ),
  books: Type.Array(
    Type.Object({
      title: Type.String({ examples: ['Psychologische Psychotherapeutin'] }),
      author: Type.String({ examples: ['Jacobson, N. S. & Truax, P.'] }),
      isbn: Type.Union([
        Type.String({ examples: ['978-3-621-28763-4'], description: 'ISBN-10 or ISBN-13 without separators' }),
        Type.Null(),
      ]),
      note: Type.String({ examples: ['Ein guter Einstieg in die Verhaltenstherapie.'] }),
    }),
    { description: 'Books the therapist recommends, in their order' },
  ),
  picture: Type.Union([PictureSchema, Type.Null()], {
    description: 'The profile photo in modern formats and several sizes (null for a generated avatar)',
  }),
  practicePhotos: Type.Array(PictureSchema, { description: 'Photos of the practice, in their order' }),
  video: Type.Union([VideoSchema, Type.Null()], { description: 'The intro video, with poster and captions' }),
});
export type Profile = Static<typeof ProfileSchema>;
