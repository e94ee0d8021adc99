import { type Static, Type } from 'typebox';
import { AGREEMENT_BODY_MAX_LENGTH, AGREEMENT_KINDS } from '../contract/agreements.ts';
import { LOCALES } from '../contract/locales.ts';
import { SingleLineText } from './common.ts';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the signed text, hex' });
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
  templates: Type.Array(Type.Object({ kind: Kind, locale: Locale, title: Type.String(), body: Type.String() })),
});

const VersionSchema = Type.Object({
  id: Uuid,
  version: Type.Integer(),
  locale: Locale,
  title: Type.String(),
  body: Type.String({ description: 'Markdown' }),
  textSha256: Sha256,
  createdAt: Instant,
  signatures: Type.Integer({ description: 'How many clients signed this version' }),
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
  services: Type.Array(Type.Object({ id: Uuid, name: Type.String() }), {
    description: "The practice's services that can require agreements",
  }),
});
export type AgreementList = Static<typeof AgreementListSchema>;

export const AgreementInputSchema = Type.Object({
  kind: Kind,
  locale: Locale,
  title: SingleLineText({ maxLength: 200 }),
  body: Type.String({ minLength: 1, maxLength: AGREEMENT_BODY_MAX_LENGTH, description: 'Markdown' }),
});
export type AgreementInput = Static<typeof AgreementInputSchema>;

export const VersionInputSchema = Type.Omit(AgreementInputSchema, ['kind']);
export type VersionInput = Static<typeof VersionInputSchema>;

export const AgreementServicesSchema = Type.Object({ serviceIds: Type.Array(Uuid, { maxItems: 100 }) });

const SignatureRecordSchema = Type.Object({
  id: Uuid,
  agreementId: Uuid,
  versionId: Uuid,
  version: Type.Integer(),
  title: Type.String(),
  signedName: Type.String(),
  statement: Type.String(),
  textSha256: Sha256,
  ip: Type.String(),
  userAgent: Type.String(),
  signedAt: Instant,
});
export type SignatureRecord = Static<typeof SignatureRecordSchema>;

const OutstandingSchema = Type.Object({
  agreementId: Uuid,
  versionId: Uuid,
  version: Type.Integer(),
  title: Type.String(),
  /** Whether an earlier version was signed: this one asks again. */
  earlierSigned: Type.Boolean(),
});

export const ClientAgreementsSchema = Type.Object({
  client: Type.Object({ id: Uuid, name: Type.String() }),
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
  title: Type.String(),
  locale: Locale,
  html: Type.String({ description: 'The Markdown as HTML (raw HTML in it shown as text)' }),
  textSha256: Sha256,
  signature: Type.Union([Type.Null(), Type.Object({ id: Uuid, signedName: Type.String(), signedAt: Instant })]),
});

export const ClientTasksSchema = Type.Object({
  clientName: Type.String(),
  practiceName: Type.String(),
  expiresAt: Instant,
  statement: Type.String({ description: 'The statement ticked to sign, in the language asked for' }),
  documents: Type.Array(TaskDocumentSchema, { description: 'To sign first, then signed' }),
});
export type ClientTasks = Static<typeof ClientTasksSchema>;

export const SignInputSchema = Type.Object({
  versionId: Uuid,
  textSha256: Sha256,
  fullName: SingleLineText({ maxLength: 200, description: 'The full name, typed as a signature' }),
  agreed: Type.Literal(true, { description: 'The statement was ticked' }),
});
export type SignInput = Static<typeof SignInputSchema>;

export const SignedSchema = Type.Object({ id: Uuid, signedName: Type.String(), signedAt: Instant, textSha256: Sha256 });

export const MyAgreementsSchema = Type.Object({
  practices: Type.Array(
    Type.Object({
      clientId: Uuid,
      practiceName: Type.String(),
      outstanding: Type.Array(Type.Object({ versionId: Uuid, title: Type.String(), version: Type.Integer() })),
      signatures: Type.Array(
        Type.Object({
          id: Uuid,
          title: Type.String(),
          version: Type.Integer(),
          signedName: Type.String(),
          signedAt: Instant,
        }),
      ),
    }),
    { description: 'Each practice where this account is a client and has something to sign or signed' },
  ),
});
export type MyAgreements = Static<typeof MyAgreementsSchema>;

export const OwnPracticeParamsSchema = Type.Object({ clientId: Uuid });
export const OwnSignatureParamsSchema = Type.Object({ signatureId: Uuid });
export const OwnLinkSchema = Type.Object({ path: Type.String({ description: 'The signing page, on this site' }) });
