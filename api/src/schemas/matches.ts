import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';
import { SearchHitSchema } from './therapists.ts';

const Slug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 });
const Named = Type.Object({ slug: Type.String(), name: Type.String() });
export const TimeSlotSchema = Type.Enum(['weekday_mornings', 'weekday_afternoons', 'weekday_evenings', 'weekends']);

export const MatchAnswersSchema = Type.Object({
  categories: Type.Array(Slug, { minItems: 1, maxItems: 5, uniqueItems: true, description: 'What brings them' }),
  languages: Type.Array(Slug, { maxItems: 5, uniqueItems: true, description: 'Preferred first' }),
  modality: Type.Enum(['online', 'in_person', 'either']),
  location: Type.Optional(Type.String({ pattern: '^[a-z0-9-]+(?:/[a-z0-9-]+)?$', maxLength: 80 })),
  budgetMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: 'Per session, major units' })),
  gender: Type.Optional(Type.Enum(['female', 'male', 'non_binary'])),
  approachesWanted: Type.Array(Slug, { maxItems: 10, uniqueItems: true, default: [] }),
  approachesAvoided: Type.Array(Slug, { maxItems: 10, uniqueItems: true, default: [] }),
  times: Type.Array(TimeSlotSchema, { maxItems: 4, uniqueItems: true, default: [] }),
  urgency: Type.Enum(['soon', 'month', 'flexible']),
});

export const CreateMatchSchema = Type.Object({ locale: Type.Enum([...LOCALES]), answers: MatchAnswersSchema });
export const CreatedMatchSchema = Type.Object({ uid: Type.String() });
export const MatchParamsSchema = Type.Object({ uid: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }) });
export const LocaleQuerySchema = Type.Object({ locale: Type.Optional(Type.Enum([...LOCALES])) });

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
  name: Type.Optional(Type.String()),
  priceMinor: Type.Optional(Type.Integer()),
  slot: Type.Optional(TimeSlotSchema),
});

export const MatchSchema = Type.Object({
  uid: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  categories: Type.Array(Named),
  therapists: Type.Array(
    Type.Intersect([
      SearchHitSchema,
      Type.Object({
        score: Type.Number(),
        reasons: Type.Array(ReasonSchema, {
          maxItems: 3,
          description: 'At most three, the most distinctive among this match first',
        }),
      }),
    ]),
  ),
  widen: Type.Array(Type.Object({ widen: Type.Enum(['anyLanguage', 'online', 'anyTopic']), count: Type.Integer() })),
});
export type Match = Static<typeof MatchSchema>;

export const MyMatchesSchema = Type.Object({
  scope: Type.Enum(['device', 'account'], {
    description: "device: a visitor's matches made here; account: a signed-in client's, wherever made",
  }),
  matches: Type.Array(
    Type.Object({
      uid: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
      categories: Type.Array(Named),
      count: Type.Integer(),
    }),
  ),
});
export type MyMatches = Static<typeof MyMatchesSchema>;
