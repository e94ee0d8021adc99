import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';
import { SearchHitSchema } from './therapists.ts';

const Slug = Type.String({ examples: ['anxiety'], pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 });
const Named = Type.Object({
  slug: Type.String({ examples: ['anxiety'] }),
  name: Type.String({ examples: ['Angst'] }),
});
export const TimeSlotSchema = Type.Enum(['weekday_mornings', 'weekday_afternoons', 'weekday_evenings', 'weekends']);

export const MatchAnswersSchema = Type.Object({
  categories: Type.Array(Slug, { minItems: 1, maxItems: 5, uniqueItems: true, description: 'What brings them' }),
  languages: Type.Array(Slug, { maxItems: 5, uniqueItems: true, description: 'Preferred first' }),
  modality: Type.Enum(['online', 'in_person', 'either']),
  location: Type.Optional(
    Type.String({ examples: ['germany/berlin'], pattern: '^[a-z0-9-]+(?:/[a-z0-9-]+)?$', maxLength: 80 }),
  ),
  budgetMax: Type.Optional(
    Type.Integer({ examples: [120], minimum: 0, maximum: 1000, description: 'Per session, major units' }),
  ),
  gender: Type.Optional(Type.Enum(['female', 'male', 'non_binary'])),
  approachesWanted: Type.Array(Slug, { maxItems: 10, uniqueItems: true, default: [] }),
  approachesAvoided: Type.Array(Slug, { maxItems: 10, uniqueItems: true, default: [] }),
  times: Type.Array(TimeSlotSchema, { maxItems: 4, uniqueItems: true, default: [] }),
  urgency: Type.Enum(['soon', 'month', 'flexible']),
});

export const CreateMatchSchema = Type.Object({
  locale: Type.Enum([...LOCALES], { examples: ['de'] }),
  answers: MatchAnswersSchema,
});
export const CreatedMatchSchema = Type.Object({ uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }) });
export const MatchParamsSchema = Type.Object({
  uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'], pattern: '^[A-Za-z0-9_-]{22}$' }),
});
export const LocaleQuerySchema = Type.Object({ locale: Type.Optional(Type.Enum([...LOCALES], { examples: ['de'] })) });

const ReasonSchema = Type.Object({
  key: Type.Enum([
    'worksWith',
    'speaks',
    'approach',
    'withinBudget',
    'gender',
    'hours',
    'accepting',
    'nearby',
    'online',
  ]),
  name: Type.Optional(Type.String({ examples: ['Angst'] })),
  priceMinor: Type.Optional(Type.Integer({ examples: [9000] })),
  slot: Type.Optional(TimeSlotSchema),
});

export const MatchSchema = Type.Object({
  uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }),
  createdAt: Type.String({ format: 'date-time' }),
  categories: Type.Array(Named),
  therapists: Type.Array(
    Type.Intersect([
      SearchHitSchema,
      Type.Object({
        score: Type.Number({ examples: [0.86] }),
        reasons: Type.Array(ReasonSchema, {
          maxItems: 3,
          description: 'At most three, the most distinctive among this match first',
        }),
      }),
    ]),
  ),
  widen: Type.Array(
    Type.Object({ widen: Type.Enum(['anyLanguage', 'online', 'anyTopic']), count: Type.Integer({ examples: [12] }) }),
  ),
});
export type Match = Static<typeof MatchSchema>;

export const MyMatchesSchema = Type.Object({
  scope: Type.Enum(['device', 'account'], {
    description: "device: a visitor's matches made here; account: a signed-in client's, wherever made",
  }),
  matches: Type.Array(
    Type.Object({
      uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }),
      createdAt: Type.String({ format: 'date-time' }),
      categories: Type.Array(Named),
      count: Type.Integer({ examples: [12] }),
    }),
  ),
});
export type MyMatches = Static<typeof MyMatchesSchema>;
