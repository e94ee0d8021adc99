import { type Static, Type } from 'typebox';
import { AGREEMENT_BODY_MAX_LENGTH, AGREEMENT_KINDS } from '../contract/agreements.ts';
import { LOCALES } from '../contract/locales.ts';
import { example, SingleLineText } from './common.ts';
import { MyQuestionnaireSchema, TaskQuestionnaireSchema } from './intake.ts';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
const Sha256 = Type.String({
  pattern: '^[0-9a-f]{64}$',
  description: 'SHA-256 of the signed text, hex',
  examples: ['9f2c4e8a1b7d3f60c5e2a9b8d7f1e4c3a6b5d8e7f0a1c2b3d4e5f60718293a4b'],
});
// Examples for /api/docs (plugins/openapi-examples.ts): a Berlin practice's treatment agreement.
const Title = Type.String({ examples: ['Behandlungsvertrag'] });
const VersionNumber = Type.Integer({ minimum: 1, examples: [2] });
const PersonName = Type.String({ examples: ['Jonas Weber'] });
const Locale = Type.Enum([...LOCALES]);
const Kind = Type.Enum([...AGREEMENT_KINDS]);

export const AgreementParamsSchema = Type.Object({ id: Uuid });
export const SignatureParamsSchema = Type.Object({ id: Uuid, signatureId: Uuid });
// A capability: 48 URL-safe characters (36 random bytes), so logs drop it (contract/capability-urls.ts).
export const TaskTokenParamsSchema = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{48}$' }) });
export const TaskSignatureParamsSchema = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{48}$' }),
  signatureId: Uuid,
});

export const TemplatesQuerySchema = Type.Object({ locale: Locale });

export const AgreementTemplatesSchema = Type.Object({
  templates: Type.Array(
    Type.Object({
      kind: Kind,
      locale: Locale,
      title: Title,
      body: Type.String({ examples: ['## Behandlungsvertrag\n\nZwischen Praxis Dr. Anna Becker und …'] }),
    }),
  ),
});

const VersionSchema = Type.Object({
  id: Uuid,
  version: VersionNumber,
  locale: Locale,
  title: Title,
  body: Type.String({
    description: 'Markdown',
    examples: ['## Behandlungsvertrag\n\nZwischen Praxis Dr. Anna Becker und …'],
  }),
  textSha256: Sha256,
  createdAt: Instant,
  signatures: Type.Integer({ description: 'How many clients signed this version', examples: [14] }),
});

export const AgreementSchema = Type.Object({
  id: Uuid,
  kind: Kind,
  current: VersionSchema,
  versions: Type.Array(VersionSchema, { description: 'Every version, newest first' }),
  serviceIds: Type.Array(Uuid, { description: 'Services whose first session needs it signed' }),
  createdAt: Instant,
});
export type Agreement = Static<typeof AgreementSchema>;

export const AgreementListSchema = Type.Object({
  agreements: Type.Array(AgreementSchema),
  services: Type.Array(Type.Object({ id: Uuid, name: Type.String({ examples: ['Einzelsitzung (50 Min.)'] }) }), {
    description: "The practice's services that can require agreements",
  }),
});
export type AgreementList = Static<typeof AgreementListSchema>;

export const AgreementInputSchema = Type.Object({
  kind: Kind,
  locale: Locale,
  title: example(SingleLineText({ maxLength: 200 }), 'Behandlungsvertrag'),
  body: Type.String({
    minLength: 1,
    maxLength: AGREEMENT_BODY_MAX_LENGTH,
    description: 'Markdown',
    examples: ['## Behandlungsvertrag\n\nZwischen Praxis Dr. Anna Becker und …'],
  }),
});
export type AgreementInput = Static<typeof AgreementInputSchema>;

export const VersionInputSchema = Type.Omit(AgreementInputSchema, ['kind']);
export type VersionInput = Static<typeof VersionInputSchema>;

export const AgreementServicesSchema = Type.Object({ serviceIds: Type.Array(Uuid, { maxItems: 100 }) });

const SignatureRecordSchema = Type.Object({
  id: Uuid,
  agreementId: Uuid,
  versionId: Uuid,
  version: VersionNumber,
  title: Title,
  signedName: PersonName,
  statement: Type.String({ examples: ['Ich habe den Text gelesen und stimme ihm zu.'] }),
  textSha256: Sha256,
  ip: Type.String({ examples: ['203.0.113.24'] }),
  userAgent: Type.String({ examples: ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)'] }),
  signedAt: Instant,
});
export type SignatureRecord = Static<typeof SignatureRecordSchema>;

const OutstandingSchema = Type.Object({
  agreementId: Uuid,
  versionId: Uuid,
  version: VersionNumber,
  title: Title,
  /** Whether an earlier version was signed: this one asks again. */
  earlierSigned: Type.Boolean(),
});

export const ClientAgreementsSchema = Type.Object({
  client: Type.Object({ id: Uuid, name: PersonName }),
  signatures: Type.Array(SignatureRecordSchema, { description: 'Every signature, newest first; old versions stay' }),
  outstanding: Type.Array(OutstandingSchema, {
    description: "Current versions the client's booked services require and the client has not signed",
  }),
  links: Type.Array(
    Type.Object({ id: Uuid, createdAt: Instant, expiresAt: Instant, revokedAt: Type.Union([Type.Null(), Instant]) }),
    { description: 'Signing links sent to the client, newest first (the links themselves are not kept)' },
  ),
});
export type ClientAgreements = Static<typeof ClientAgreementsSchema>;

export const TaskLinkSentSchema = Type.Object({ id: Uuid, expiresAt: Instant });

const TaskDocumentSchema = Type.Object({
  versionId: Uuid,
  title: Title,
  locale: Locale,
  html: Type.String({
    description: 'The Markdown as HTML (raw HTML in it shown as text)',
    examples: ['<h2>Behandlungsvertrag</h2>\n<p>Zwischen Praxis Dr. Anna Becker und …</p>'],
  }),
  textSha256: Sha256,
  signature: Type.Union([Type.Null(), Type.Object({ id: Uuid, signedName: PersonName, signedAt: Instant })]),
});

export const ClientTasksSchema = Type.Object({
  clientName: PersonName,
  practiceName: Type.String({ examples: ['Praxis Dr. Anna Becker'] }),
  expiresAt: Instant,
  statement: Type.String({
    description: 'The statement ticked to sign, in the language asked for',
    examples: ['Ich habe den Text gelesen und stimme ihm zu.'],
  }),
  documents: Type.Array(TaskDocumentSchema, { description: 'To sign first, then signed' }),
  questionnaires: Type.Array(TaskQuestionnaireSchema, {
    description: 'Intake questionnaires (decision 040): open ones first, then the submitted ones, which are read-only',
  }),
});
export type ClientTasks = Static<typeof ClientTasksSchema>;

export const SignInputSchema = Type.Object({
  versionId: Uuid,
  textSha256: Sha256,
  fullName: example(
    SingleLineText({ maxLength: 200, description: 'The full name, typed as a signature' }),
    'Jonas Weber',
  ),
  agreed: Type.Literal(true, { description: 'The statement was ticked' }),
});
export type SignInput = Static<typeof SignInputSchema>;

export const SignedSchema = Type.Object({ id: Uuid, signedName: PersonName, signedAt: Instant, textSha256: Sha256 });

export const MyAgreementsSchema = Type.Object({
  practices: Type.Array(
    Type.Object({
      clientId: Uuid,
      practiceName: Type.String({ examples: ['Praxis Dr. Anna Becker'] }),
      outstanding: Type.Array(Type.Object({ versionId: Uuid, title: Title, version: VersionNumber })),
      signatures: Type.Array(
        Type.Object({
          id: Uuid,
          title: Title,
          version: VersionNumber,
          signedName: PersonName,
          signedAt: Instant,
        }),
      ),
      questionnaires: Type.Array(MyQuestionnaireSchema, {
        description: 'Intake questionnaires sent to the client, open ones first (no answers here)',
      }),
    }),
    {
      description:
        'Each practice where this account is a client and has something to sign or signed, or a questionnaire',
    },
  ),
});
export type MyAgreements = Static<typeof MyAgreementsSchema>;

export const OwnPracticeParamsSchema = Type.Object({ clientId: Uuid });
export const OwnSignatureParamsSchema = Type.Object({ signatureId: Uuid });
export const OwnLinkSchema = Type.Object({
  path: Type.String({
    description: 'The signing page, on this site',
    examples: ['/de/before-your-session/Xk3v9QmT2bLr8Hs1NcY7aWq4ZpE6uJd0FgKi5OtRyVnMwBxC'],
  }),
});
