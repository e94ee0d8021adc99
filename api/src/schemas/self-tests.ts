import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';

const Slug = Type.String({ examples: ['depression'], pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 40 });

export const SaveSelfTestSchema = Type.Object({
  test: Slug,
  answers: Type.Record(Type.String({ pattern: '^[A-Za-z0-9_-]{1,16}$' }), Type.Integer({ minimum: 0, maximum: 20 }), {
    maxProperties: 40,
    description: 'Item id → position of the chosen option, in the published order; every item answered',
  }),
  functional: Type.Optional(
    Type.Integer({
      examples: [1],
      minimum: 0,
      maximum: 20,
      description: 'The unscored functional question (PHQ-9, GAD-7)',
    }),
  ),
});
export type SaveSelfTest = Static<typeof SaveSelfTestSchema>;

export const LocaleQuerySchema = Type.Object({
  locale: Type.Optional(
    Type.Enum([...LOCALES], { examples: ['de'], description: 'Language of names; default from Accept-Language' }),
  ),
});
export const SavedSelfTestParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const SavedSelfTestSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  test: Type.String({
    examples: ['depression'],
    description: 'The self-test slug (depression, anxiety, adhd, self-esteem)',
  }),
  name: Type.String({ examples: ['Depression (PHQ-9)'], description: 'The self-test, named in the locale' }),
  savedAt: Type.String({ format: 'date-time' }),
  scoring: Type.Enum(['sum', 'asrs-part-a'], {
    description: 'sum: score is the total; asrs-part-a: score counts Part A answers in the shaded range',
  }),
  score: Type.Integer({ examples: [11], description: 'Worked out by the API from the answers when saved' }),
  max: Type.Integer({ examples: [27] }),
  band: Type.Object({
    key: Type.String({ examples: ['moderate'] }),
    title: Type.String({
      examples: ['Mittelgradige Beschwerden'],
      description: 'What the band means, in plain words in the locale',
    }),
    level: Type.Integer({ examples: [2], minimum: 0, maximum: 3 }),
  }),
  safety: Type.Boolean({ description: 'Crisis resources must be shown with it (PHQ-9 item 9 answered above 0)' }),
});
export type SavedSelfTest = Static<typeof SavedSelfTestSchema>;

export const SavedSelfTestsSchema = Type.Object({ results: Type.Array(SavedSelfTestSchema) });
export type SavedSelfTests = Static<typeof SavedSelfTestsSchema>;
