import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';
import { VERIFICATION_STATUSES } from '../contract/profile.ts';

const Id = Type.String({ format: 'uuid' });
const Slug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 });

export const VerificationStatusSchema = Type.Enum([...VERIFICATION_STATUSES]);

/** What a therapist still has to provide before submitting. */
export const MissingSchema = Type.Enum(['country', 'profession', 'registerNumber', 'qualification', 'identity']);
export type Missing = Static<typeof MissingSchema>;

export const DocumentSchema = Type.Object({
  id: Id,
  kind: Type.Enum(['qualification', 'identity']),
  fileName: Type.String(),
  mimeType: Type.Enum(['application/pdf', 'image/jpeg', 'image/png']),
  bytes: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  url: Type.String({ description: 'Downloads the file (only for its therapist and admins)' }),
});

export const ProfessionSchema = Type.Object({
  id: Slug,
  name: Type.String(),
  register: Type.String({ description: 'The register or authority the profession is recorded with' }),
  numberLabel: Type.String({ description: 'What the registration number is called' }),
  example: Type.String(),
  pattern: Type.String({ description: 'Regular expression a registration number must match' }),
  evidence: Type.String({ description: 'Which documents prove the registration' }),
});

export const CountryProfessionsSchema = Type.Object({
  slug: Slug,
  name: Type.String(),
  professions: Type.Array(ProfessionSchema),
});
export type CountryProfessions = Static<typeof CountryProfessionsSchema>;

export const DecisionSchema = Type.Object({
  outcome: Type.Enum(['approved', 'changes_requested', 'rejected']),
  reason: Type.String(),
  decidedAt: Type.String({ format: 'date-time' }),
});

export const VerificationStateSchema = Type.Object({
  status: VerificationStatusSchema,
  /** Whether the therapist may change the details and documents now (not while under review or verified). */
  editable: Type.Boolean(),
  country: Type.Union([Slug, Type.Null()]),
  profession: Type.Union([Slug, Type.Null()]),
  registerNumber: Type.String(),
  documents: Type.Array(DocumentSchema),
  missing: Type.Array(MissingSchema),
  submittedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  verifiedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The newest reviewer decision, with its reason. */
  decision: Type.Union([DecisionSchema, Type.Null()]),
  countries: Type.Array(CountryProfessionsSchema),
  limits: Type.Object({ documentBytes: Type.Integer(), documents: Type.Integer() }),
});
export type VerificationState = Static<typeof VerificationStateSchema>;

export const VerificationInputSchema = Type.Object({
  country: Slug,
  profession: Slug,
  registerNumber: Type.String({ maxLength: 60 }),
});

export const LocaleQuerySchema = Type.Object({
  locale: Type.Optional(Type.Enum([...LOCALES], { description: 'Language of names; default from Accept-Language' })),
});
export const DocumentQuerySchema = Type.Object({
  kind: Type.Enum(['qualification', 'identity']),
  ...LocaleQuerySchema.properties,
});
export const DocumentParamsSchema = Type.Object({ id: Id });
export const TherapistParamsSchema = Type.Object({ therapistId: Id });

export const ApplicationSchema = Type.Object({
  therapistId: Id,
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  slug: Type.String(),
  status: VerificationStatusSchema,
  country: Type.Union([Type.Object({ slug: Type.String(), name: Type.String() }), Type.Null()]),
  profession: Type.Union([ProfessionSchema, Type.Null()]),
  registerNumber: Type.String(),
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
    maxLength: 2000,
    default: '',
    description: 'Required when changes are requested or the application is rejected; the therapist reads it',
  }),
});
