import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openRecord, type Practice, recordAccess } from '../clients/records.ts';
import { TASK_LINK_DAYS } from '../contract/agreements.ts';
import { isLocale, type Locale, localizePath } from '../contract/locales.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import type { AgreementKind } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { renderMarkdown } from '../hub/markdown.ts';
import { text } from '../i18n/index.ts';
import { linkQuestionnaires, myQuestionnaires, openIntakeCount, startIntakeForService } from '../intake/tasks.ts';
import type { Outbox, WithEmails } from '../mail/outbox.ts';
import type {
  Agreement,
  AgreementInput,
  AgreementList,
  ClientAgreements,
  ClientTasks,
  MyAgreements,
  SignInput,
  VersionInput,
} from '../schemas/agreements.ts';
import { renderSignedPdf } from './pdf.ts';
import { AGREEMENT_TEMPLATES, TEMPLATE_KINDS } from './templates.ts';
import { textHash } from './text.ts';

// A therapist's agreements, the services that require them, the clients' signatures and the links
// through which a client signs (decision 038). Versions and signatures are never changed: a new text
// is a new version, which asks every client again and keeps what they signed before.

const noAgreement = () => notFound('No such agreement');
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, 'The request has invalid fields', [{ field, message }]);

export const agreementTemplates = (locale: Locale) => ({
  templates: TEMPLATE_KINDS.map((kind) => ({ kind, locale, ...AGREEMENT_TEMPLATES[locale][kind] })),
});

// --- The therapist's documents ---

async function agreementsOf(db: Database, therapistId: string, id?: string): Promise<Agreement[]> {
  let query = db
    .selectFrom('agreement')
    .select(['id', 'kind', 'createdAt'])
    .where('therapistId', '=', therapistId)
    .where('archivedAt', 'is', null);
  if (id) query = query.where('id', '=', id);
  const agreements = await query.orderBy('createdAt').orderBy('id').execute();
  if (agreements.length === 0) return [];
  const ids = agreements.map((a) => a.id);
  const [versions, services] = await Promise.all([
    db
      .selectFrom('agreementVersion as v')
      .select((eb) => [
        'v.id',
        'v.agreementId',
        'v.version',
        'v.locale',
        'v.title',
        'v.body',
        'v.textSha256',
        'v.createdAt',
        eb
          .selectFrom('agreementSignature as s')
          .select((s) => s.fn.countAll<string>().as('n'))
          .whereRef('s.versionId', '=', 'v.id')
          .as('signatures'),
      ])
      .where('v.agreementId', 'in', ids)
      .orderBy('v.version', 'desc')
      .execute(),
    db.selectFrom('serviceAgreement').select(['agreementId', 'serviceId']).where('agreementId', 'in', ids).execute(),
  ]);
  return agreements.map((a) => {
    const own = versions
      .filter((v) => v.agreementId === a.id)
      .map((v) => ({
        id: v.id,
        version: v.version,
        locale: v.locale as Locale,
        title: v.title,
        body: v.body,
        textSha256: v.textSha256,
        createdAt: v.createdAt.toISOString(),
        signatures: Number(v.signatures ?? 0),
      }));
    const [current] = own;
    if (!current) throw new Error(`agreement ${a.id} has no version`);
    return {
      id: a.id,
      kind: a.kind,
      current,
      versions: own,
      serviceIds: services.filter((s) => s.agreementId === a.id).map((s) => s.serviceId),
      createdAt: a.createdAt.toISOString(),
    };
  });
}

async function oneAgreement(db: Database, practice: Practice, id: string): Promise<Agreement> {
  const [agreement] = await agreementsOf(db, practice.therapistId, id);
  if (!agreement) throw noAgreement();
  return agreement;
}

export async function listAgreements(db: Database, practice: Practice): Promise<AgreementList> {
  const [agreements, services] = await Promise.all([
    agreementsOf(db, practice.therapistId),
    db
      .selectFrom('service')
      .select(['id', 'name'])
      .where('therapistId', '=', practice.therapistId)
      .where('archivedAt', 'is', null)
      .orderBy('position')
      .orderBy('createdAt')
      .execute(),
  ]);
  return { agreements, services };
}

export const readAgreement = oneAgreement;

const versionValues = (agreementId: string, version: number, input: VersionInput) => {
  const title = input.title.trim();
  const body = input.body.replace(/\r\n?/g, '\n').trim();
  if (body === '') throw invalid('body.body', 'must not be blank');
  return { agreementId, version, locale: input.locale, title, body, textHash: textHash(title, body) };
};

export async function createAgreement(db: Database, practice: Practice, input: AgreementInput): Promise<Agreement> {
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('agreement')
      .values({ therapistId: practice.therapistId, kind: input.kind as AgreementKind })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { textHash: textSha256, ...values } = versionValues(row.id, 1, input);
    await trx
      .insertInto('agreementVersion')
      .values({ ...values, textSha256 })
      .execute();
    return row.id;
  });
  return oneAgreement(db, practice, id);
}

/** A new text: the next version, which every client signs again. An unchanged text adds nothing. */
export async function addVersion(
  db: Database,
  practice: Practice,
  id: string,
  input: VersionInput,
): Promise<Agreement> {
  const existing = await oneAgreement(db, practice, id);
  const next = versionValues(id, existing.current.version + 1, input);
  if (next.textHash === existing.current.textSha256 && next.locale === existing.current.locale) return existing;
  const { textHash: textSha256, ...values } = next;
  try {
    await db
      .insertInto('agreementVersion')
      .values({ ...values, textSha256 })
      .execute();
  } catch (error) {
    // Two saves at once: the second finds its number taken.
    if ((error as { code?: string }).code === '23505')
      throw new AppError('INVALID_STATE', 409, 'Another version was saved meanwhile; reload and try again');
    throw error;
  }
  return oneAgreement(db, practice, id);
}

/** The services whose first session needs this agreement signed; each must be the practice's own. */
export async function setAgreementServices(
  db: Database,
  practice: Practice,
  id: string,
  serviceIds: readonly string[],
): Promise<Agreement> {
  await oneAgreement(db, practice, id);
  const wanted = [...new Set(serviceIds)];
  if (wanted.length > 0) {
    const own = await db
      .selectFrom('service')
      .select('id')
      .where('therapistId', '=', practice.therapistId)
      .where('id', 'in', wanted)
      .execute();
    if (own.length !== wanted.length) throw invalid('body.serviceIds', 'names a service that is not yours');
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('serviceAgreement').where('agreementId', '=', id).execute();
    if (wanted.length > 0)
      await trx
        .insertInto('serviceAgreement')
        .values(wanted.map((serviceId) => ({ serviceId, agreementId: id })))
        .execute();
  });
  return oneAgreement(db, practice, id);
}

/** Stops asking for an agreement; what clients signed stays in their records. */
export async function archiveAgreement(db: Database, practice: Practice, id: string): Promise<void> {
  const done = await db
    .updateTable('agreement')
    .set({ archivedAt: sql`now()` })
    .where('id', '=', id)
    .where('therapistId', '=', practice.therapistId)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
  if (done.numUpdatedRows === 0n) throw noAgreement();
  await db.deleteFrom('serviceAgreement').where('agreementId', '=', id).execute();
}

// --- What a client must sign ---

const BOOKED = ['requested', 'confirmed', 'completed'] as const;

interface RequiredVersion {
  agreementId: string;
  versionId: string;
  version: number;
  locale: string;
  title: string;
  body: string;
  textSha256: string;
}

/** The current version of every agreement a service the client booked requires. */
async function requiredVersions(db: Database, clientId: string): Promise<RequiredVersion[]> {
  const rows = await db
    .selectFrom('agreementVersion as v')
    .innerJoin('agreement as a', 'a.id', 'v.agreementId')
    .select(['v.agreementId', 'v.id as versionId', 'v.version', 'v.locale', 'v.title', 'v.body', 'v.textSha256'])
    .distinctOn('v.agreementId')
    .where('a.archivedAt', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('serviceAgreement as sa')
          .innerJoin('appointment as ap', 'ap.serviceId', 'sa.serviceId')
          .select('sa.agreementId')
          .whereRef('sa.agreementId', '=', 'a.id')
          .where('ap.clientId', '=', clientId)
          .where('ap.status', 'in', BOOKED),
      ),
    )
    .orderBy('v.agreementId')
    .orderBy('v.version', 'desc')
    .execute();
  return rows.sort((x, y) => x.title.localeCompare(y.title));
}

const signaturesOf = (db: Database, clientId: string) =>
  db
    .selectFrom('agreementSignature as s')
    .innerJoin('agreementVersion as v', 'v.id', 's.versionId')
    .select([
      's.id',
      'v.agreementId',
      's.versionId',
      'v.version',
      'v.title',
      's.signedName',
      's.statement',
      's.textSha256',
      's.ip',
      's.userAgent',
      's.signedAt',
    ])
    .where('s.clientId', '=', clientId)
    .orderBy('s.signedAt', 'desc')
    .orderBy('s.id')
    .execute();

async function outstandingFor(db: Database, clientId: string) {
  const [required, signatures] = await Promise.all([requiredVersions(db, clientId), signaturesOf(db, clientId)]);
  const signed = new Set(signatures.map((s) => s.versionId));
  return {
    required,
    signatures,
    outstanding: required
      .filter((r) => !signed.has(r.versionId))
      .map((r) => ({
        agreementId: r.agreementId,
        versionId: r.versionId,
        version: r.version,
        title: r.title,
        earlierSigned: signatures.some((s) => s.agreementId === r.agreementId),
      })),
  };
}

/** The client's signatures (every version they signed), what is still to sign, and the links sent. */
export async function clientAgreements(db: Database, practice: Practice, clientId: string): Promise<ClientAgreements> {
  const client = await openRecord(db, practice, clientId, 'agreements.read');
  const [{ signatures, outstanding }, links] = await Promise.all([
    outstandingFor(db, clientId),
    db
      .selectFrom('clientTaskLink')
      .select(['id', 'createdAt', 'expiresAt', 'revokedAt'])
      .where('clientId', '=', clientId)
      .orderBy('createdAt', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    client,
    signatures: signatures.map((s) => ({ ...s, signedAt: s.signedAt.toISOString() })),
    outstanding,
    links: links.map((l) => ({
      id: l.id,
      createdAt: l.createdAt.toISOString(),
      expiresAt: l.expiresAt.toISOString(),
      revokedAt: l.revokedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * For a sessions query over `appointment as a`: how many agreements its service requires whose
 * current version its client has not signed (0 for a guest not yet a client).
 */
export const unsignedAgreementsOfSession = sql<number>`(
  SELECT count(*)::int FROM service_agreement sa
    JOIN agreement ag ON ag.id = sa.agreement_id AND ag.archived_at IS NULL
   WHERE sa.service_id = a.service_id AND a.client_id IS NOT NULL
     AND NOT EXISTS (
       SELECT 1 FROM agreement_signature sg
         JOIN agreement_version v ON v.id = sg.version_id
        WHERE sg.client_id = a.client_id AND v.agreement_id = ag.id
          AND v.version = (SELECT max(version) FROM agreement_version WHERE agreement_id = ag.id)))`;

// --- Links ---

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 36 random bytes: 48 URL-safe characters, which logs and error reports drop (contract/capability-urls.ts). */
const newToken = () => randomBytes(36).toString('base64url');

// The therapist by name, as the booking emails name them: their title is a profession
// ("Psychological psychotherapist"), which reads oddly before a name ("ask … to reopen it").
export const practiceNameOf = (t: { firstName: string; lastName: string }) =>
  [t.firstName, t.lastName].filter((part) => part.trim() !== '').join(' ');

/** Why a link is sent: asked for, a reminder, or a submitted questionnaire (its title) opened again. */
export type LinkReason = 'request' | 'reminder' | { reopened: string };

// One email for everything outstanding (decision 040), worded for what that is.
const LINK_MESSAGES = {
  request: { documents: 'agreementsRequest', questionnaires: 'intakeRequest', both: 'beforeSessionRequest' },
  reminder: { documents: 'agreementsReminder', questionnaires: 'intakeReminder', both: 'beforeSessionReminder' },
} as const;

/**
 * Writes a new link to the client's tasks and names its email, inside the caller's transaction.
 * Answers undefined (and sends nothing) when the client has nothing to sign and no questionnaire
 * to fill in.
 */
export async function sendLink(
  trx: Database,
  outbox: Outbox,
  clientId: string,
  now: Date,
  reason: LinkReason = 'request',
) {
  const { outstanding } = await outstandingFor(trx, clientId);
  const questionnaires = await openIntakeCount(trx, clientId);
  if (outstanding.length === 0 && questionnaires === 0) return undefined;
  const client = await trx
    .selectFrom('client')
    .innerJoin('therapist', 'therapist.id', 'client.therapistId')
    .select(['client.name', 'client.email', 'client.locale', 'therapist.firstName', 'therapist.lastName'])
    .where('client.id', '=', clientId)
    .executeTakeFirstOrThrow();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TASK_LINK_DAYS * 86_400_000);
  const link = await trx
    .insertInto('clientTaskLink')
    .values({ clientId, tokenHash: hashToken(token), expiresAt })
    .returning(['id', 'expiresAt'])
    .executeTakeFirstOrThrow();
  const locale: Locale = isLocale(client.locale) ? client.locale : 'en';
  const what = outstanding.length === 0 ? 'questionnaires' : questionnaires === 0 ? 'documents' : 'both';
  outbox.send({
    to: client.email,
    locale,
    name: client.name,
    message: typeof reason === 'object' ? 'intakeReopened' : LINK_MESSAGES[reason][what],
    params: {
      therapist: practiceNameOf(client),
      count: outstanding.length,
      days: TASK_LINK_DAYS,
      ...(typeof reason === 'object' ? { title: reason.reopened } : {}),
    },
    actionUrl: localizePath(locale, `/before-your-session/${token}`),
  });
  return { id: link.id, expiresAt: link.expiresAt.toISOString() };
}

/** The therapist sends the client a new link to what they still have to sign or fill in. */
export async function sendTaskLink(
  db: Database,
  withEmails: WithEmails,
  practice: Practice,
  clientId: string,
  now = new Date(),
) {
  await openRecord(db, practice, clientId);
  const sent = await withEmails(db, async (trx, outbox) => {
    await recordAccess(trx, practice.userId, clientId, 'agreements.send');
    return sendLink(trx, outbox, clientId, now);
  });
  if (!sent) throw new AppError('INVALID_STATE', 409, 'This client has nothing to sign or fill in');
  return sent;
}

/** Every open link of the client stops working at once. */
export async function revokeTaskLinks(db: Database, practice: Practice, clientId: string) {
  await openRecord(db, practice, clientId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('clientTaskLink')
      .set({ revokedAt: sql`now()` })
      .where('clientId', '=', clientId)
      .where('revokedAt', 'is', null)
      .execute();
    await recordAccess(trx, practice.userId, clientId, 'agreements.revoke');
  });
}

/**
 * When a booking is confirmed: the questionnaires its service sends are made out to the client
 * (decision 040), and if the client has something to sign or fill in, one email links to all of it,
 * in the booking's own transaction (decision 027).
 */
export async function requestAgreementsOnConfirm(trx: Database, outbox: Outbox, appointmentUid: string) {
  const appointment = await trx
    .selectFrom('appointment')
    .select(['clientId', 'status', 'serviceId'])
    .where('uid', '=', appointmentUid)
    .executeTakeFirst();
  if (!appointment?.clientId || appointment.status !== 'confirmed') return;
  await startIntakeForService(trx, appointment.clientId, appointment.serviceId);
  await sendLink(trx, outbox, appointment.clientId, new Date());
}

/** Whether a service requires any agreement in use. */
export async function serviceRequiresAgreements(db: Database, serviceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('serviceAgreement as sa')
    .innerJoin('agreement as a', 'a.id', 'sa.agreementId')
    .select('sa.agreementId')
    .where('sa.serviceId', '=', serviceId)
    .where('a.archivedAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Two days before a confirmed session (a reminder job planned with the session's others): if its
 * client has still something to sign or a questionnaire to fill in, a new link by email, once for
 * that start. A questionnaire attached to the service since the booking was confirmed is sent now.
 */
export function remindAgreements(db: Database, withEmails: WithEmails, appointmentUid: string, now = new Date()) {
  return withEmails(db, async (trx, outbox) => {
    const appointment = await trx
      .selectFrom('appointment')
      .select(['clientId', 'status', 'serviceId'])
      .where('uid', '=', appointmentUid)
      .executeTakeFirst();
    if (!appointment?.clientId || appointment.status !== 'confirmed') return undefined;
    await startIntakeForService(trx, appointment.clientId, appointment.serviceId);
    return sendLink(trx, outbox, appointment.clientId, now, 'reminder');
  });
}

/** The client a link opens; a link unknown is 404, one expired or revoked 410. */
export async function linkClient(db: Database, token: string, now = new Date()) {
  const link = await db
    .selectFrom('clientTaskLink')
    .innerJoin('client', 'client.id', 'clientTaskLink.clientId')
    .innerJoin('therapist', 'therapist.id', 'client.therapistId')
    .select([
      'clientTaskLink.expiresAt',
      'clientTaskLink.revokedAt',
      'client.id as clientId',
      'client.name as clientName',
      'client.email',
      'client.locale',
      'therapist.firstName',
      'therapist.lastName',
    ])
    .where('clientTaskLink.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!link) throw notFound('No such link');
  if (link.revokedAt || link.expiresAt <= now)
    throw new AppError('LINK_EXPIRED', 410, 'This link has expired or was withdrawn; ask your therapist for a new one');
  return { ...link, practiceName: practiceNameOf(link) };
}

export async function openTasks(db: Database, sealer: Sealer, token: string, locale: Locale): Promise<ClientTasks> {
  const link = await linkClient(db, token);
  const { required, signatures } = await outstandingFor(db, link.clientId);
  const documents = required.map((r) => {
    const signature = signatures.find((s) => s.versionId === r.versionId);
    return {
      versionId: r.versionId,
      title: r.title,
      locale: (isLocale(r.locale) ? r.locale : 'en') as Locale,
      html: renderMarkdown(r.body).html,
      textSha256: r.textSha256,
      signature: signature
        ? { id: signature.id, signedName: signature.signedName, signedAt: signature.signedAt.toISOString() }
        : null,
    };
  });
  documents.sort((a, b) => Number(a.signature !== null) - Number(b.signature !== null));
  return {
    clientName: link.clientName,
    practiceName: link.practiceName,
    expiresAt: link.expiresAt.toISOString(),
    statement: signatureStatement(locale),
    documents,
    questionnaires: await linkQuestionnaires(db, sealer, link.clientId),
  };
}

/** The statement a client ticks, in the language of the page they sign on. */
export const signatureStatement = (locale: Locale) => text(locale, 'agreement.statement');

/**
 * Signs one required version through a link: the typed name, the ticked statement in the page's
 * language, the caller's address and browser, and the SHA-256 of the text; the client's copy
 * follows by email as a PDF.
 */
export async function signThroughLink(
  db: Database,
  withEmails: WithEmails,
  token: string,
  input: SignInput,
  caller: { ip: string; userAgent: string | undefined; locale: Locale },
) {
  const link = await linkClient(db, token);
  const { required } = await outstandingFor(db, link.clientId);
  const version = required.find((r) => r.versionId === input.versionId);
  if (!version) throw invalid('body.versionId', 'is not a document this client is asked to sign');
  if (version.textSha256 !== input.textSha256)
    throw new AppError('INVALID_STATE', 409, 'The document changed since it was opened; read it again');
  const statement = signatureStatement(caller.locale);
  const signedName = input.fullName.trim().replace(/\s+/g, ' ');
  const userAgent = (caller.userAgent ?? '').slice(0, 500);
  return withEmails(db, async (trx, outbox) => {
    const row = await trx
      .insertInto('agreementSignature')
      .values({
        versionId: version.versionId,
        clientId: link.clientId,
        signedName,
        statement,
        textSha256: version.textSha256,
        ip: caller.ip,
        userAgent,
      })
      .onConflict((oc) => oc.columns(['versionId', 'clientId']).doNothing())
      .returning(['id', 'signedAt'])
      .executeTakeFirst();
    if (!row) throw new AppError('INVALID_STATE', 409, 'This document is already signed');
    const locale: Locale = isLocale(link.locale) ? link.locale : caller.locale;
    const pdf = await renderSignedPdf({
      locale: isLocale(version.locale) ? version.locale : locale,
      title: version.title,
      body: version.body,
      version: version.version,
      practiceName: link.practiceName,
      clientName: link.clientName,
      signedName,
      signedAt: row.signedAt,
      statement,
      ip: caller.ip,
      userAgent,
      textSha256: version.textSha256,
    });
    outbox.send({
      to: link.email,
      locale,
      name: link.clientName,
      message: 'agreementSigned',
      params: { title: version.title, therapist: link.practiceName },
      attachments: [
        {
          filename: pdfName(version.title, version.version),
          contentType: 'application/pdf',
          content: Buffer.from(pdf),
        },
      ],
    });
    return { id: row.id, signedName, signedAt: row.signedAt.toISOString(), textSha256: version.textSha256 };
  });
}

const pdfName = (title: string, version: number) =>
  `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'agreement'}-v${version}-signed.pdf`;

async function signaturePdf(db: Database, clientId: string, signatureId: string) {
  const row = await db
    .selectFrom('agreementSignature as s')
    .innerJoin('agreementVersion as v', 'v.id', 's.versionId')
    .innerJoin('client as c', 'c.id', 's.clientId')
    .innerJoin('therapist as t', 't.id', 'c.therapistId')
    .select([
      'v.title',
      'v.body',
      'v.version',
      'v.locale',
      's.signedName',
      's.signedAt',
      's.statement',
      's.ip',
      's.userAgent',
      's.textSha256',
      'c.name as clientName',
      't.firstName',
      't.lastName',
    ])
    .where('s.id', '=', signatureId)
    .where('s.clientId', '=', clientId)
    .executeTakeFirst();
  if (!row) throw notFound('No such signature');
  const bytes = await renderSignedPdf({
    locale: isLocale(row.locale) ? row.locale : 'en',
    title: row.title,
    body: row.body,
    version: row.version,
    practiceName: practiceNameOf(row),
    clientName: row.clientName,
    signedName: row.signedName,
    signedAt: row.signedAt,
    statement: row.statement,
    ip: row.ip,
    userAgent: row.userAgent,
    textSha256: row.textSha256,
  });
  return { bytes, fileName: pdfName(row.title, row.version) };
}

/** The therapist's copy of a signed document. */
export async function practiceSignaturePdf(db: Database, practice: Practice, clientId: string, signatureId: string) {
  await openRecord(db, practice, clientId, 'agreement.pdf');
  return signaturePdf(db, clientId, signatureId);
}

/** The client's copy, through their link: only their own signatures. */
export async function linkSignaturePdf(db: Database, token: string, signatureId: string) {
  const link = await linkClient(db, token);
  return signaturePdf(db, link.clientId, signatureId);
}

/**
 * Every signature of these client records with the text signed and its record, for an account's
 * export (the client's own, or the therapist's of their practice).
 */
export async function signaturesForExport(db: Database, clientIds: readonly string[]) {
  if (clientIds.length === 0) return [];
  const rows = await db
    .selectFrom('agreementSignature as s')
    .innerJoin('agreementVersion as v', 'v.id', 's.versionId')
    .innerJoin('client as c', 'c.id', 's.clientId')
    .innerJoin('therapist as t', 't.id', 'c.therapistId')
    .select([
      'c.name as clientName',
      't.firstName',
      't.lastName',
      'v.title',
      'v.version',
      'v.locale',
      'v.body',
      's.signedName',
      's.signedAt',
      's.statement',
      's.ip',
      's.userAgent',
      's.textSha256',
    ])
    .where('s.clientId', 'in', clientIds)
    .orderBy('s.signedAt')
    .execute();
  return rows.map((r) => ({
    practice: practiceNameOf(r),
    client: r.clientName,
    document: { title: r.title, version: r.version, locale: r.locale, text: r.body },
    signedName: r.signedName,
    signedAt: r.signedAt.toISOString(),
    statement: r.statement,
    ip: r.ip,
    userAgent: r.userAgent,
    textSha256: r.textSha256,
  }));
}

// --- A signed-in client's own agreements ---

/** Links a signed-in client opens from their dashboard work for a day: they can always ask again. */
const OWN_LINK_MS = 86_400_000;

/**
 * Per practice whose client record is this account's: what is still to sign and what was signed,
 * and its questionnaires (without answers).
 */
export async function myAgreements(db: Database, userId: string): Promise<MyAgreements> {
  const records = await db
    .selectFrom('client')
    .innerJoin('therapist', 'therapist.id', 'client.therapistId')
    .select(['client.id', 'therapist.firstName', 'therapist.lastName'])
    .where('client.userId', '=', userId)
    .orderBy('therapist.lastName')
    .orderBy('client.id')
    .execute();
  const practices = [];
  for (const record of records) {
    const { outstanding, signatures } = await outstandingFor(db, record.id);
    const questionnaires = await myQuestionnaires(db, record.id);
    if (outstanding.length === 0 && signatures.length === 0 && questionnaires.length === 0) continue;
    practices.push({
      clientId: record.id,
      practiceName: practiceNameOf(record),
      outstanding: outstanding.map((o) => ({ versionId: o.versionId, title: o.title, version: o.version })),
      signatures: signatures.map((s) => ({
        id: s.id,
        title: s.title,
        version: s.version,
        signedName: s.signedName,
        signedAt: s.signedAt.toISOString(),
      })),
      questionnaires,
    });
  }
  return { practices };
}

async function ownRecord(db: Database, userId: string, clientId: string) {
  const record = await db
    .selectFrom('client')
    .select('id')
    .where('id', '=', clientId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!record) throw notFound('No such practice');
  return record;
}

/** A link for the signed-in client to sign at one practice now (not emailed; it works for a day). */
export async function openOwnTasks(db: Database, userId: string, clientId: string, locale: Locale) {
  await ownRecord(db, userId, clientId);
  const token = newToken();
  await db
    .insertInto('clientTaskLink')
    .values({ clientId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + OWN_LINK_MS) })
    .execute();
  return { path: localizePath(locale, `/before-your-session/${token}`) };
}

/** The signed-in client's copy of a document they signed at any practice. */
export async function ownSignaturePdf(db: Database, userId: string, signatureId: string) {
  const row = await db
    .selectFrom('agreementSignature as s')
    .innerJoin('client as c', 'c.id', 's.clientId')
    .select('c.id')
    .where('s.id', '=', signatureId)
    .where('c.userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('No such signature');
  return signaturePdf(db, row.id, signatureId);
}
