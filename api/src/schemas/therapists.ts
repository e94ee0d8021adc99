import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';
import { PictureSchema, VideoSchema } from './media.ts';

const Slug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 });
const Named = Type.Object({ slug: Type.String(), name: Type.String() });
const Country = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  code: Type.String({ description: 'ISO 3166-1 alpha-2, e.g. DE' }),
});
const Language = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  code: Type.String({ description: 'BCP 47 language tag, e.g. de' }),
});
const Price = Type.Union([
  Type.Object({
    amountMinor: Type.Integer({ description: 'Minor units (cents, pence)' }),
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
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  locale: Type.Optional(Type.Enum([...LOCALES], { description: 'Language of names; default from Accept-Language' })),
});
export type SearchQueryParams = Static<typeof SearchQuerySchema>;

// Each facet is counted as if its own filter were not set: how many results choosing that value would give.
const FacetValues = Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), count: Type.Integer() }));

export const SearchHitSchema = Type.Object({
  slug: Type.String(),
  url: Type.String({ description: 'Canonical profile path without locale' }),
  name: Type.String(),
  title: Type.String(),
  photo: Type.Union([Type.String(), Type.Null()]),
  languages: Type.Array(Named),
  categories: Type.Array(Named),
  approaches: Type.Array(Named),
  city: Type.Union([Named, Type.Null()]),
  district: Type.Union([Named, Type.Null()]),
  modalities: Type.Array(Modality),
  price: Price,
  acceptingNewClients: Type.Boolean(),
  verified: Type.Boolean(),
  distanceKm: Type.Union([Type.Number(), Type.Null()]),
  nextFreeSlot: NextFreeSlotSchema,
  timeZone: Type.String({ description: 'The practice’s IANA time zone, for showing an in-person slot' }),
});

export const SearchResultSchema = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  perPage: Type.Integer(),
  hits: Type.Array(SearchHitSchema),
  facets: Type.Object({
    language: FacetValues,
    category: FacetValues,
    approach: FacetValues,
    specialization: FacetValues,
    modality: FacetValues,
    gender: FacetValues,
    availableWithin: Type.Array(Type.Object({ days: Type.Integer(), count: Type.Integer() }), {
      description:
        'How many therapists have a free slot within 7, 14 and 30 days, with every other filter applied (counted without `availableWithinDays`)',
    }),
    location: Type.Array(
      Type.Object({
        slug: Type.String({
          description: 'A `location` value: online-therapy, a country, a city or berlin/<district>',
        }),
        name: Type.String(),
        count: Type.Integer(),
        type: Type.Enum(['online', 'country', 'city', 'district']),
        within: Type.Union([Type.String(), Type.Null()], {
          description: 'The country a city lies in, the city of a district; null for countries and online',
        }),
      }),
      { description: 'Online first, then each country followed by its cities, each city by its districts' },
    ),
  }),
});
export type SearchResult = Static<typeof SearchResultSchema>;

export const ProfileParamsSchema = Type.Object({ slug: Slug });
export const ProfileQuerySchema = Type.Object({ locale: Type.Optional(Type.Enum([...LOCALES])) });

export const ProfileSchema = Type.Object({
  slug: Type.String(),
  url: Type.String(),
  name: Type.String(),
  firstName: Type.String(),
  title: Type.String(),
  pronouns: Type.Union([Type.String(), Type.Null()]),
  photo: Type.Union([Type.String(), Type.Null()]),
  verified: Type.Boolean(),
  acceptingNewClients: Type.Boolean(),
  nextFreeSlot: NextFreeSlotSchema,
  country: Country,
  timeZone: Type.String(),
  yearsExperience: Type.Union([Type.Integer(), Type.Null()]),
  education: Type.Array(Type.String()),
  qualifications: Type.Array(Type.String()),
  memberships: Type.Array(Type.String()),
  texts: Type.Union([
    Type.Object({
      locale: Type.Enum([...LOCALES]),
      translated: Type.Boolean({ description: 'False when the texts are in another language than requested' }),
      about: Type.String(),
      approach: Type.String(),
      whoIWorkWith: Type.String(),
    }),
    Type.Null(),
  ]),
  writtenLocales: Type.Array(Type.Enum([...LOCALES])),
  languages: Type.Array(Language),
  categories: Type.Array(Named),
  approaches: Type.Array(Named),
  specializations: Type.Array(Named),
  modalities: Type.Array(Modality),
  locations: Type.Array(
    Type.Object({
      city: Named,
      district: Type.Union([Named, Type.Null()]),
      street: Type.String(),
      postalCode: Type.String(),
      lat: Type.Number(),
      lon: Type.Number(),
    }),
  ),
  services: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      name: Type.String(),
      description: Type.String(),
      durationMinutes: Type.Integer(),
      modality: Type.Enum(['online', 'in_person', 'both']),
      price: Price,
    }),
  ),
  books: Type.Array(
    Type.Object({
      title: Type.String(),
      author: Type.String(),
      isbn: Type.Union([Type.String({ description: 'ISBN-10 or ISBN-13 without separators' }), Type.Null()]),
      note: Type.String(),
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
