import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';
import { VERIFICATION_STATUSES } from '../contract/profile.ts';

const Id = Type.String({ format: 'uuid' });
const Slug = Type.String({ examples: ['germany'], pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 });

export const VerificationStatusSchema = Type.Enum([...VERIFICATION_STATUSES]);

/** What a therapist still has to provide before submitting. */
export const MissingSchema = Type.Enum(['country', 'profession', 'registerNumber', 'qualification', 'identity']);
export type Missing = Static<typeof MissingSchema>;

export const DocumentSchema = Type.Object({
  id: Id,
  kind: Type.Enum(['qualification', 'identity']),
  fileName: Type.String({ examples: ['approbation.pdf'] }),
  mimeType: Type.Enum(['application/pdf', 'image/jpeg', 'image/png']),
  bytes: Type.Integer({ examples: [18874368] }),
  createdAt: Type.String({ format: 'date-time' }),
  url: Type.String({
    examples: ['/api/v1/verification/documents/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d'],
    description: 'Downloads the file (only for its therapist and admins)',
  }),
});

export const ProfessionSchema = Type.Object({
  id: Slug,
  name: Type.String({ examples: ['Psychologische Psychotherapeutin'] }),
  register: Type.String({
    examples: ['Psychotherapeutenkammer Berlin'],
    description: 'The register or authority the profession is recorded with',
  }),
  numberLabel: Type.String({ examples: ['Approbationsnummer'], description: 'What the registration number is called' }),
  example: Type.String({ examples: ['PP-2014-0815'] }),
  pattern: Type.String({
    examples: ['^[A-Z]{2}-\\d{4}-\\d{4}$'],
    description: 'Regular expression a registration number must match',
  }),
  evidence: Type.String({
    examples: ['Approbationsurkunde und Eintrag im Arztregister der KV'],
    description: 'Which documents prove the registration',
  }),
});

export const CountryProfessionsSchema = Type.Object({
  slug: Slug,
  name: Type.String({ examples: ['Psychologische Psychotherapeutin'] }),
  professions: Type.Array(ProfessionSchema),
});
export type CountryProfessions = Static<typeof CountryProfessionsSchema>;

export const DecisionSchema = Type.Object({
  outcome: Type.Enum(['approved', 'changes_requested', 'rejected']),
  reason: Type.String({
    examples: ['Die Approbationsurkunde ist nicht lesbar; bitte laden Sie einen neuen Scan hoch.'],
  }),
  decidedAt: Type.String({ format: 'date-time' }),
});

export const VerificationStateSchema = Type.Object({
  status: VerificationStatusSchema,
  /** Whether the therapist may change the details and documents now (not while under review or verified). */
  editable: Type.Boolean(),
  country: Type.Union([Slug, Type.Null()]),
  profession: Type.Union([Slug, Type.Null()]),
  registerNumber: Type.String({ examples: ['PP-2014-0815'] }),
  documents: Type.Array(DocumentSchema),
  missing: Type.Array(MissingSchema),
  submittedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  verifiedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The newest reviewer decision, with its reason. */
  decision: Type.Union([DecisionSchema, Type.Null()]),
  countries: Type.Array(CountryProfessionsSchema),
  limits: Type.Object({
    documentBytes: Type.Integer({ examples: [10485760] }),
    documents: Type.Integer({ examples: [5] }),
  }),
});
export type VerificationState = Static<typeof VerificationStateSchema>;

export const VerificationInputSchema = Type.Object({
  country: Slug,
  profession: Slug,
  registerNumber: Type.String({ examples: ['PP-2014-0815'], maxLength: 60 }),
});

export const LocaleQuerySchema = Type.Object({
  locale: Type.Optional(
    Type.Enum([...LOCALES], { examples: ['de'], description: 'Language of names; default from Accept-Language' }),
  ),
});
export const DocumentQuerySchema = Type.Object({
  kind: Type.Enum(['qualification', 'identity']),
  ...LocaleQuerySchema.properties,
});
export const DocumentParamsSchema = Type.Object({ id: Id });
export const TherapistParamsSchema = Type.Object({ therapistId: Id });

export const ApplicationSchema = Type.Object({
  therapistId: Id,
  name: Type.String({ examples: ['Dr. Anna Becker'] }),
  email: Type.Union([Type.String({ examples: ['anna.becker@example.com'] }), Type.Null()]),
  slug: Type.String({ examples: ['anna-becker'] }),
  status: VerificationStatusSchema,
  country: Type.Union([
    Type.Object({ slug: Type.String({ examples: ['germany'] }), name: Type.String({ examples: ['Deutschland'] }) }),
    Type.Null(),
  ]),
  profession: Type.Union([ProfessionSchema, Type.Null()]),
  registerNumber: Type.String({ examples: ['PP-2014-0815'] }),
  submittedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Set when a verified profile is being reviewed again. */
  verifiedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  documents: Type.Array(DocumentSchema),
  decisions: Type.Array(DecisionSchema),
});
export type Application = Static<typeof ApplicationSchema>;

export const ApplicationsSchema = Type.Object({ applications: Type.Array(ApplicationSchema) });
export type Applications = Static<typeof ApplicationsSchema>;

export const DecisionInputSchema = Type.Object({
  outcome: Type.Enum(['approved', 'changes_requested', 'rejected']),
  reason: Type.String({
    examples: ['Die Approbationsurkunde ist nicht lesbar; bitte laden Sie einen neuen Scan hoch.'],
    maxLength: 2000,
    default: '',
    description: 'Required when changes are requested or the application is rejected; the therapist reads it',
  }),
});
