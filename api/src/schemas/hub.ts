import { type Static, type TSchema, Type } from 'typebox';
import { HUB_CATEGORIES } from '../contract/hub.ts';
import { LocaleSchema } from './common.ts';

// Null first: the app coerces types, and a string branch tried first would turn null into "".
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Category = Type.Enum(HUB_CATEGORIES);
export const HubSlugSchema = Type.String({ pattern: '^[a-z0-9-]{1,80}$' });

export const HubItemSummarySchema = Type.Object({
  slug: Type.String({ examples: ['anna-becker'] }),
  /** The language it is written in: the one asked for, or English where it has no translation yet. */
  locale: LocaleSchema,
  title: Type.String({ examples: ['Akute Suizidalität: die ersten Minuten'] }),
  summary: Type.String({
    examples: ['Was Sie in den ersten Minuten tun, wenn eine Klient:in akute Suizidgedanken äußert.'],
  }),
  category: Category,
  /** For a crisis protocol: the country it is for (ISO 3166 alpha-2: DE, NL, ES, PT, GB). */
  country: Nullable(Type.String({ examples: ['DE'] })),
  /** The day an editor last checked it, YYYY-MM-DD. */
  reviewed: Type.String({ format: 'date' }),
  /** Worksheets and templates can be downloaded as a PDF to hand to clients. */
  downloadable: Type.Boolean(),
});
export type HubItemSummary = Static<typeof HubItemSummarySchema>;

export const HubListSchema = Type.Object({
  items: Type.Array(HubItemSummarySchema),
  /** Every category with how many items match the search in it (whatever the category filter). */
  categories: Type.Array(Type.Object({ id: Category, count: Type.Integer({ examples: [12] }) })),
});
export type HubList = Static<typeof HubListSchema>;

export const HubQuerySchema = Type.Object({
  locale: Type.Optional(LocaleSchema),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  category: Type.Optional(Category),
});

export const HubItemSchema = Type.Object({
  ...HubItemSummarySchema.properties,
  /** The body rendered to HTML (trusted content from the repository). */
  html: Type.String({ examples: ['<p>Wenn eine Klient:in akut suizidal ist, …</p>'] }),
});
export type HubItem = Static<typeof HubItemSchema>;
