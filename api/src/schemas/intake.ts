import { type Static, Type } from 'typebox';
import { INTAKE_LIMITS, INTAKE_QUESTION_KINDS, type IntakeAnswer, type IntakeDefinition } from '../contract/intake.ts';
import { LOCALES } from '../contract/locales.ts';
import { example, SingleLineText } from './common.ts';

// Intake questionnaires (decision 040). Examples for /api/docs (plugins/openapi-examples.ts): a
// Berlin practice's first-session questionnaire and one client's answers to it.

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
const Locale = Type.Enum([...LOCALES]);
const Title = Type.String({ examples: ['Aufnahmebogen Erwachsene'] });
const Status = Type.Enum(['open', 'submitted'], {
  description: 'Open while the client fills it in; submitted is final',
});
const QuestionIds = Type.Array(Type.String({ examples: ['reason'] }), {
  description: 'Required questions still unanswered, in the order they are asked',
});

const DEFINITION_EXAMPLE: IntakeDefinition = {
  sections: [
    {
      id: 'anliegen',
      title: 'Ihr Anliegen',
      questions: [
        { id: 'reason', kind: 'long_text', label: 'Was führt Sie zu uns?', required: true },
        {
          id: 'medication',
          kind: 'yes_no',
          label: 'Nehmen Sie derzeit Medikamente?',
          required: true,
          followUp: { label: 'Welche, und in welcher Dosis?', required: true },
        },
        {
          id: 'mood',
          kind: 'scale',
          label: 'Wie ging es Ihnen in den letzten zwei Wochen?',
          required: false,
          min: 0,
          max: 10,
          minLabel: 'sehr schlecht',
          maxLabel: 'sehr gut',
        },
        {
          id: 'contact',
          kind: 'single_choice',
          label: 'Wie dürfen wir Sie erreichen?',
          required: false,
          options: [
            { id: 'email', label: 'E-Mail' },
            { id: 'phone', label: 'Telefon' },
          ],
        },
      ],
    },
  ],
};
const ANSWERS_EXAMPLE = {
  reason: 'Seit dem Umzug nach Berlin schlafe ich schlecht und fühle mich oft erschöpft.',
  medication: { yes: true, followUp: 'Sertralin, 50 mg am Morgen' },
  mood: 4,
  contact: 'email',
};

// A question is checked as one object with every kind's fields optional, and its kind's own
// needs (options, a scale's ends) by intake/definitions.ts: the API validates with
// `removeAdditional: 'all'`, which strips a union's fields while it tries the branches in turn.
const Key = (examples: string[]) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'Stable within the questionnaire', examples });
const Label = (value: string) => example(SingleLineText({ maxLength: INTAKE_LIMITS.label }), value);
const OptionSchema = Type.Object({ id: Key(['email']), label: Label('E-Mail') });
const QuestionSchema = Type.Object({
  id: Key(['reason']),
  kind: Type.Enum([...INTAKE_QUESTION_KINDS]),
  label: Label('Was führt Sie zu uns?'),
  help: Type.Optional(
    Type.String({
      maxLength: INTAKE_LIMITS.help,
      examples: ['Ein paar Sätze genügen; Sie können es später ergänzen.'],
    }),
  ),
  required: Type.Boolean(),
  options: Type.Optional(
    Type.Array(OptionSchema, {
      maxItems: INTAKE_LIMITS.options,
      description: 'single_choice and multiple_choice: at least two',
    }),
  ),
  followUp: Type.Optional(
    Type.Object(
      { label: Label('Welche, und in welcher Dosis?'), required: Type.Boolean() },
      { description: 'yes_no: a long-text question asked after "yes"' },
    ),
  ),
  min: Type.Optional(
    Type.Integer({
      minimum: INTAKE_LIMITS.scaleMin,
      maximum: INTAKE_LIMITS.scaleMax,
      examples: [0],
      description: 'scale',
    }),
  ),
  max: Type.Optional(
    Type.Integer({
      minimum: INTAKE_LIMITS.scaleMin,
      maximum: INTAKE_LIMITS.scaleMax,
      examples: [10],
      description: 'scale',
    }),
  ),
  minLabel: Type.Optional(Label('sehr schlecht')),
  maxLabel: Type.Optional(Label('sehr gut')),
});
const SectionSchema = Type.Object({
  id: Key(['anliegen']),
  title: example(SingleLineText({ maxLength: INTAKE_LIMITS.title }), 'Ihr Anliegen'),
  description: Type.Optional(
    Type.String({ maxLength: INTAKE_LIMITS.help, examples: ['Was Sie zu uns führt und was Sie sich wünschen.'] }),
  ),
  questions: Type.Array(QuestionSchema, { maxItems: INTAKE_LIMITS.questions }),
});
export const IntakeDefinitionSchema = Type.Unsafe<IntakeDefinition>(
  Type.Object(
    { sections: Type.Array(SectionSchema, { minItems: 1, maxItems: INTAKE_LIMITS.sections }) },
    {
      description:
        'Sections of questions. Kinds: short_text, long_text, date, single_choice and multiple_choice (with options), yes_no (with an optional follow-up), scale (min and max between 0 and 10).',
      examples: [DEFINITION_EXAMPLE],
    },
  ),
);

// Any JSON value: what is wrong with an answer is said by answerProblems (400 INTAKE_ANSWER_INVALID
// with the question), never by the schema, and a schema type would let the validator coerce a
// number into a string before anyone looks.
const AnswerSchema = Type.Unsafe<IntakeAnswer>({
  description:
    'short_text, long_text: a string; date: YYYY-MM-DD; single_choice: an option id; multiple_choice: option ids; yes_no: { yes, followUp? }; scale: an integer',
  examples: ['Seit dem Umzug nach Berlin schlafe ich schlecht.'],
});
export const IntakeAnswersSchema = Type.Record(Type.String(), AnswerSchema, {
  maxProperties: INTAKE_LIMITS.questions,
  description: 'Answers by question id',
  examples: [ANSWERS_EXAMPLE],
});

// --- The therapist's questionnaires ---

export const IntakeFormParamsSchema = Type.Object({ id: Uuid });
export const IntakeTemplatesQuerySchema = Type.Object({ locale: Locale });

export const IntakeFormInputSchema = Type.Object({
  title: example(SingleLineText({ maxLength: INTAKE_LIMITS.title }), 'Aufnahmebogen Erwachsene'),
  locale: Locale,
  definition: IntakeDefinitionSchema,
});
export type IntakeFormInput = Static<typeof IntakeFormInputSchema>;

export const IntakeFormSchema = Type.Object({
  id: Uuid,
  title: Title,
  locale: Locale,
  definition: IntakeDefinitionSchema,
  serviceIds: Type.Array(Uuid, { description: 'Services whose confirmed bookings send it' }),
  responses: Type.Integer({ description: 'How many clients were sent it', examples: [12] }),
  createdAt: Instant,
  updatedAt: Instant,
});
export type IntakeForm = Static<typeof IntakeFormSchema>;

export const IntakeFormListSchema = Type.Object({
  forms: Type.Array(IntakeFormSchema, { description: 'In use (archived ones are left out), oldest first' }),
  services: Type.Array(Type.Object({ id: Uuid, name: Type.String({ examples: ['Erstgespräch (50 Min.)'] }) }), {
    description: "The practice's services that can send a questionnaire",
  }),
});
export type IntakeFormList = Static<typeof IntakeFormListSchema>;

export const IntakeServicesSchema = Type.Object({ serviceIds: Type.Array(Uuid, { maxItems: 100 }) });

export const IntakeTemplatesSchema = Type.Object({
  templates: Type.Array(
    Type.Object({
      key: Type.Enum(['adult', 'couples', 'child']),
      locale: Locale,
      title: Title,
      definition: IntakeDefinitionSchema,
    }),
  ),
});
export type IntakeTemplates = Static<typeof IntakeTemplatesSchema>;

// --- A client's record ---

export const ClientResponseParamsSchema = Type.Object({ id: Uuid, responseId: Uuid });
export const SendIntakeSchema = Type.Object({ formId: Uuid });
export const IntakeSentSchema = Type.Object({ responseId: Uuid, expiresAt: Instant });
export type IntakeSent = Static<typeof IntakeSentSchema>;

const ResponseSchema = Type.Object({
  id: Uuid,
  formId: Uuid,
  title: Title,
  locale: Locale,
  status: Status,
  definition: IntakeDefinitionSchema,
  answers: IntakeAnswersSchema,
  missing: QuestionIds,
  createdAt: Instant,
  updatedAt: Instant,
  submittedAt: Type.Union([Type.Null(), Instant]),
});

export const ClientIntakeSchema = Type.Object({
  client: Type.Object({ id: Uuid, name: Type.String({ examples: ['Jonas Weber'] }) }),
  responses: Type.Array(ResponseSchema, {
    description: 'Every questionnaire sent to the client, newest first; open ones with the answers saved so far',
  }),
  forms: Type.Array(Type.Object({ id: Uuid, title: Title }), {
    description: "The practice's questionnaires in use, to send by hand",
  }),
});
export type ClientIntake = Static<typeof ClientIntakeSchema>;

// --- The client, through their link ---

export const QuestionnaireParamsSchema = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{48}$' }),
  responseId: Uuid,
});

export const TaskQuestionnaireSchema = Type.Object({
  id: Uuid,
  title: Title,
  locale: Locale,
  status: Status,
  definition: IntakeDefinitionSchema,
  answers: IntakeAnswersSchema,
  missing: QuestionIds,
  updatedAt: Instant,
  submittedAt: Type.Union([Type.Null(), Instant]),
});
export type TaskQuestionnaire = Static<typeof TaskQuestionnaireSchema>;

export const SaveAnswersSchema = Type.Object({ answers: IntakeAnswersSchema });
export type SaveAnswers = Static<typeof SaveAnswersSchema>;
export const AnswersSavedSchema = Type.Object({ updatedAt: Instant, missing: QuestionIds });
export type AnswersSaved = Static<typeof AnswersSavedSchema>;
export const IntakeSubmittedSchema = Type.Object({ submittedAt: Instant });
export type IntakeSubmitted = Static<typeof IntakeSubmittedSchema>;

/** What a signed-in client's dashboard lists of a practice's questionnaires (in MyAgreements). */
export const MyQuestionnaireSchema = Type.Object({
  id: Uuid,
  title: Title,
  status: Status,
  submittedAt: Type.Union([Type.Null(), Instant]),
});
