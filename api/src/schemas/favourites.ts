import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';
import { SearchHitSchema } from './therapists.ts';

export const MAX_SLUGS = 100;

const Slug = Type.String({ examples: ['anna-becker'], pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 });

const Locale = Type.Optional(
  Type.Enum([...LOCALES], { examples: ['de'], description: 'Language of names; default from Accept-Language' }),
);

export const LocaleQuerySchema = Type.Object({ locale: Locale });
export const FavouriteParamsSchema = Type.Object({ slug: Slug });

export const MergeFavouritesSchema = Type.Object({
  slugs: Type.Array(Slug, {
    maxItems: MAX_SLUGS,
    description: "This device's favourites, most recent first; slugs of no listed therapist are ignored",
  }),
});

export const CardsQuerySchema = Type.Object({
  slugs: Type.String({
    examples: ['anna-becker'],
    pattern: '^[a-z0-9-]{1,80}(?:,[a-z0-9-]{1,80})*$',
    maxLength: MAX_SLUGS * 81,
    description: `Up to ${MAX_SLUGS} profile slugs, comma-separated`,
  }),
  locale: Locale,
});

/** Therapists as search results show them, so the site renders them with the same card. */
export const FavouritesSchema = Type.Object({ therapists: Type.Array(SearchHitSchema) });
export type Favourites = Static<typeof FavouritesSchema>;
