import { type Static, Type } from 'typebox';

// Measurement-based care (decision 036): questionnaires a therapist sends, answered by the client
// through a signed link, followed over time in the client's record.

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([Type.Null(), schema]);
// Examples for /api/docs (plugins/openapi-examples.ts): a client's PHQ-9 going down from 18 to 9.
const Score = (examples: number) => Type.Integer({ examples: [examples] });
const ClientName = Type.String({ examples: ['Jonas Weber'] });
const PracticeName = Type.String({ description: "The practice's name", examples: ['Praxis Dr. Anna Becker'] });
const BandKey = Type.String({ examples: ['mild'] });

export const MEASURE_TESTS = ['depression', 'anxiety', 'self-esteem', 'adhd'] as const;
export const MEASURE_SCHEDULES = ['once', 'before_session', 'every_weeks'] as const;

const TestSchema = Type.Enum([...MEASURE_TESTS], {
  description: 'The self-test instrument: depression (PHQ-9), anxiety (GAD-7), self-esteem (RSES), adhd (ASRS v1.1)',
});

export const AssignMeasureSchema = Type.Object({
  test: TestSchema,
  schedule: Type.Enum([...MEASURE_SCHEDULES], {
    description:
      'once: sent now; before_session: sent 24 h before each confirmed session; every_weeks: sent now and then every intervalWeeks weeks',
  }),
  intervalWeeks: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 52, description: 'Weeks between questionnaires; only with every_weeks' }),
  ),
});
export type AssignMeasure = Static<typeof AssignMeasureSchema>;

export const MeasureParamsSchema = Type.Object({ id: Uuid, assignmentId: Uuid });
export const MeasureRequestParamsSchema = Type.Object({ id: Uuid, requestId: Uuid });

const RequestStateSchema = Type.Enum(['open', 'answered', 'expired', 'revoked']);

export const MeasureAssignmentSchema = Type.Object({
  id: Uuid,
  test: TestSchema,
  name: Type.String({ description: 'The instrument as published: phq9, gad7, rses, asrs', examples: ['phq9'] }),
  schedule: Type.Enum([...MEASURE_SCHEDULES]),
  intervalWeeks: Nullable(Type.Integer({ examples: [2] })),
  createdAt: Instant,
  stoppedAt: Nullable(Instant),
  stopReason: Nullable(Type.Enum(['therapist', 'relationship_ended', 'done'])),
  requests: Type.Array(
    Type.Object({
      id: Uuid,
      sentAt: Instant,
      expiresAt: Instant,
      state: RequestStateSchema,
      answeredAt: Nullable(Instant),
    }),
    { description: 'Questionnaires sent for this assignment, newest first' },
  ),
});
export type MeasureAssignment = Static<typeof MeasureAssignmentSchema>;

const BandSchema = Type.Object({
  key: BandKey,
  min: Score(5),
  max: Score(9),
  level: Type.Integer({ minimum: 0, maximum: 3, examples: [1] }),
});

export const MeasureSeriesSchema = Type.Object({
  test: TestSchema,
  name: Type.String({ examples: ['phq9'] }),
  max: Score(27),
  bands: Type.Array(BandSchema, { description: 'The published cut-offs, lowest first' }),
  scores: Type.Array(
    Type.Object({
      requestId: Uuid,
      answeredAt: Instant,
      score: Score(9),
      band: BandKey,
      risk: Type.Boolean({ description: 'PHQ-9 item 9 was answered above 0' }),
    }),
    { description: 'Oldest first' },
  ),
  latest: Nullable(
    Type.Object({
      answeredAt: Instant,
      answers: Type.Array(
        Type.Object({
          item: Type.String({ examples: ['phq9-1'] }),
          position: Type.Integer({ examples: [1] }),
          points: Type.Integer({ examples: [1] }),
        }),
      ),
      functional: Nullable(Type.Integer({ examples: [1] })),
    }),
  ),
  change: Nullable(
    Type.Object(
      {
        first: Score(18),
        latest: Score(9),
        index: Type.Number({ description: 'Reliable change index (Jacobson & Truax)', examples: [-5.48] }),
        criterion: Type.Number({ description: 'Smallest reliable change in points', examples: [3.22] }),
        verdict: Type.Enum(['improved', 'no_reliable_change', 'deteriorated']),
      },
      { description: 'From the first answered to the latest; null with fewer than two, or for the ASRS screen' },
    ),
  ),
});

export const ClientMeasuresSchema = Type.Object({
  client: Type.Object({ id: Uuid, name: ClientName, email: Type.String({ examples: ['jonas.weber@example.com'] }) }),
  assignments: Type.Array(MeasureAssignmentSchema),
  series: Type.Array(MeasureSeriesSchema),
  alerts: Type.Array(Type.Object({ requestId: Uuid, test: TestSchema, answeredAt: Instant }), {
    description: 'Risk answers the therapist has not marked as seen',
  }),
});
export type ClientMeasures = Static<typeof ClientMeasuresSchema>;

export const MeasureAlertsSchema = Type.Object({
  alerts: Type.Array(Type.Object({ clientId: Uuid, clientName: ClientName, test: TestSchema, answeredAt: Instant })),
});
export type MeasureAlerts = Static<typeof MeasureAlertsSchema>;

export const MeasureTokenParamsSchema = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{10,200}\\.[A-Za-z0-9_-]{10,200}$', maxLength: 401 }),
});

export const OpenMeasureSchema = Type.Object({
  test: TestSchema,
  therapist: PracticeName,
  locale: Type.String({
    description: "The client's language: the version of the questionnaire to show",
    examples: ['de'],
  }),
  expiresAt: Instant,
});
export type OpenMeasure = Static<typeof OpenMeasureSchema>;

export const AnswerMeasureSchema = Type.Object({
  answers: Type.Record(Type.String({ pattern: '^[A-Za-z0-9_-]{1,16}$' }), Type.Integer({ minimum: 0, maximum: 20 }), {
    maxProperties: 40,
    description: 'Item id → position of the chosen option, in the published order; every item answered',
  }),
  functional: Type.Optional(Type.Integer({ minimum: 0, maximum: 20 })),
});
export type AnswerMeasure = Static<typeof AnswerMeasureSchema>;

export const AnsweredMeasureSchema = Type.Object({
  test: TestSchema,
  score: Score(9),
  max: Score(27),
  band: Type.Object({ key: BandKey, level: Type.Integer({ examples: [1] }) }),
  safety: Type.Boolean({ description: 'Crisis resources must be shown (PHQ-9 item 9 answered above 0)' }),
});
export type AnsweredMeasure = Static<typeof AnsweredMeasureSchema>;

export const MyMeasuresSchema = Type.Object({
  tasks: Type.Array(
    Type.Object({
      test: TestSchema,
      therapist: PracticeName,
      sentAt: Instant,
      expiresAt: Instant,
      path: Type.String({
        description: 'Where to answer it on the site, in the client record’s language',
        examples: ['/de/questionnaire/eyJyIjoiM2YxYzlhNTIifQ.Vb2c9QmT2bLr8Hs1NcY7aWq4ZpE6uJd0'],
      }),
    }),
  ),
});
export type MyMeasures = Static<typeof MyMeasuresSchema>;
