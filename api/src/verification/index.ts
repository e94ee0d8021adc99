import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import type { Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import type { VerificationDocumentKind, VerificationStatus } from '../db/schema.ts';
import { touchTherapist } from '../directory/owner.ts';
import { AppError, notFound } from '../errors.ts';
import type { WithEmails } from '../mail/outbox.ts';
import type { MessageId } from '../mail/render.ts';
import { MB, type ReceivedFile, sniff } from '../media/upload.ts';
import type { Principal } from '../plugins/access.ts';
import { markReferralVerified } from '../referrals/rewards.ts';
import type { Application, Missing, VerificationState } from '../schemas/verification.ts';
import type { FileStore } from '../storage/index.ts';
import { locations, named } from '../taxonomy/index.ts';
import { professionOf, professionsIn } from './professions.ts';

export const VERIFICATION_LIMITS = { documentBytes: 10 * MB, documents: 10 };

const DOCUMENT_TYPES = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };
type DocumentMime = keyof typeof DOCUMENT_TYPES;
/** The states a therapist submits from themselves (after filling in, or after a decision). */
const EDITABLE: readonly VerificationStatus[] = ['draft', 'changes_requested', 'rejected'];
const PENDING: readonly VerificationStatus[] = ['submitted', 'in_review'];

/**
 * A verified profile whose regulated facts (country, profession, register number, documents) may
 * change: each change sends it back to review at once, and it stays open to further changes (say,
 * replacing a document: add the new one, then remove the old) until a reviewer opens it. The
 * profile keeps `verified_at`, so it stays listed with its badge until the decision.
 */
const changesVerified = (status: VerificationStatus, verifiedAt: Date | string | null) =>
  status === 'verified' || (status === 'submitted' && verifiedAt !== null);
const isEditable = (status: VerificationStatus, verifiedAt: Date | string | null) =>
  EDITABLE.includes(status) || changesVerified(status, verifiedAt);

const documentUrl = (id: string) => `/api/v1/verification/documents/${id}`;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function documentsOf(db: Database, therapistIds: string[]) {
  if (therapistIds.length === 0) return [];
  const rows = await db
    .selectFrom('verificationDocument')
    .select(['id', 'therapistId', 'kind', 'fileName', 'mimeType', 'bytes', 'createdAt'])
    .where('therapistId', 'in', therapistIds)
    .orderBy('createdAt')
    .execute();
  return rows.map((d) => ({
    therapistId: d.therapistId,
    id: d.id,
    kind: d.kind,
    fileName: d.fileName,
    mimeType: d.mimeType as DocumentMime,
    bytes: d.bytes,
    createdAt: new Date(d.createdAt).toISOString(),
    url: documentUrl(d.id),
  }));
}

async function decisionsOf(db: Database, therapistIds: string[]) {
  if (therapistIds.length === 0) return [];
  const rows = await db
    .selectFrom('verificationDecision')
    .select(['therapistId', 'outcome', 'reason', 'createdAt'])
    .where('therapistId', 'in', therapistIds)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((r) => ({
    therapistId: r.therapistId,
    outcome: r.outcome,
    reason: r.reason,
    decidedAt: new Date(r.createdAt).toISOString(),
  }));
}

/** What is still needed before a profile can be submitted for review. */
function missingOf(
  details: { country: string | null; profession: string | null; registerNumber: string } | undefined,
  kinds: VerificationDocumentKind[],
): Missing[] {
  const missing: Missing[] = [];
  if (!details?.country) missing.push('country');
  if (!details?.country || !details.profession || !professionOf(details.country, details.profession))
    missing.push('profession');
  if (!details?.registerNumber) missing.push('registerNumber');
  if (!kinds.includes('qualification')) missing.push('qualification');
  if (!kinds.includes('identity')) missing.push('identity');
  return missing;
}

async function therapistRow(db: Database, therapistId: string) {
  return db
    .selectFrom('therapist')
    .leftJoin('verification', 'verification.therapistId', 'therapist.id')
    .select([
      'therapist.country as profileCountry',
      'therapist.verificationStatus',
      'therapist.submittedAt',
      'therapist.verifiedAt',
      'verification.country',
      'verification.profession',
      'verification.registerNumber',
    ])
    .where('therapist.id', '=', therapistId)
    .executeTakeFirstOrThrow();
}

/** The therapist's verification: details, documents, what is missing, the state and the last decision. */
export async function verificationState(db: Database, therapistId: string, locale: Locale): Promise<VerificationState> {
  const [row, documents, decisions] = await Promise.all([
    therapistRow(db, therapistId),
    documentsOf(db, [therapistId]),
    decisionsOf(db, [therapistId]),
  ]);
  const countries = professionsIn(locale);
  // Until they choose, the country they practise in is the likely one.
  const country = row.country ?? (countries.some((c) => c.slug === row.profileCountry) ? row.profileCountry : null);
  const details = { country, profession: row.profession, registerNumber: row.registerNumber ?? '' };
  const [decision] = decisions;
  return {
    status: row.verificationStatus,
    editable: isEditable(row.verificationStatus, row.verifiedAt),
    ...details,
    documents: documents.map(({ therapistId: _, ...d }) => d),
    missing: missingOf(
      details,
      documents.map((d) => d.kind),
    ),
    submittedAt: iso(row.submittedAt),
    verifiedAt: iso(row.verifiedAt),
    decision: decision ? { outcome: decision.outcome, reason: decision.reason, decidedAt: decision.decidedAt } : null,
    countries,
    limits: VERIFICATION_LIMITS,
  };
}

/** Locks the therapist row; answers whether a change is a change to a verified profile. */
async function assertEditable(db: Database, therapistId: string): Promise<{ reReview: boolean }> {
  const { verificationStatus, verifiedAt } = await db
    .selectFrom('therapist')
    .select(['verificationStatus', 'verifiedAt'])
    .where('id', '=', therapistId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (!isEditable(verificationStatus, verifiedAt)) {
    throw new AppError(
      'VERIFICATION_LOCKED',
      409,
      'The profile is being reviewed; wait for the decision before changing anything',
      { status: verificationStatus },
    );
  }
  return { reReview: changesVerified(verificationStatus, verifiedAt) };
}

/** A changed regulated fact of a verified profile: back to review, still listed as verified. */
async function returnToReview(db: Database, therapistId: string): Promise<void> {
  await assertReadyForReview(db, therapistId);
  await db
    .updateTable('therapist')
    .set({ verificationStatus: 'submitted', submittedAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
    .where('id', '=', therapistId)
    .where('verificationStatus', '=', 'verified')
    .execute();
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', [{ field, message }]);

/** Saves the country, profession and register number (checked against the profession's register). */
export async function saveDetails(
  db: Database,
  therapistId: string,
  input: { country: string; profession: string; registerNumber: string },
): Promise<void> {
  const profession = professionOf(input.country, input.profession);
  if (!profession) throw invalid('body.profession', 'is not a profession verified in this country');
  const registerNumber = input.registerNumber.trim();
  if (!new RegExp(profession.pattern).test(registerNumber)) {
    throw invalid('body.registerNumber', `does not look like a number of this register (e.g. ${profession.example})`);
  }
  await db.transaction().execute(async (trx) => {
    const { reReview } = await assertEditable(trx, therapistId);
    const before = await trx
      .selectFrom('verification')
      .select(['country', 'profession', 'registerNumber'])
      .where('therapistId', '=', therapistId)
      .executeTakeFirst();
    const unchanged =
      before?.country === input.country &&
      before.profession === input.profession &&
      before.registerNumber === registerNumber;
    if (unchanged) return;
    const values = {
      country: input.country,
      profession: input.profession,
      registerNumber,
      updatedAt: sql<Date>`now()`,
    };
    await trx
      .insertInto('verification')
      .values({ therapistId, ...values })
      .onConflict((oc) => oc.column('therapistId').doUpdateSet(values))
      .execute();
    if (reReview) await returnToReview(trx, therapistId);
  });
}

/** A file name safe to show and to send in a header: no path, no control characters, not too long. */
export function displayName(name: string, extension: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 150) || 'document';
  return `${stem}.${extension}`;
}

/** Stores a document privately (PDF, JPEG or PNG, recognised by content). */
export async function addDocument(
  db: Database,
  store: FileStore,
  therapistId: string,
  kind: VerificationDocumentKind,
  upload: ReceivedFile,
): Promise<void> {
  const { mime, extension } = await sniff(upload.path, DOCUMENT_TYPES);
  const id = randomUUID();
  const key = `verification/${therapistId}/${id}.${extension}`;
  await store.put(key, { path: upload.path });
  try {
    await db.transaction().execute(async (trx) => {
      const { reReview } = await assertEditable(trx, therapistId);
      const { count } = await trx
        .selectFrom('verificationDocument')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('therapistId', '=', therapistId)
        .executeTakeFirstOrThrow();
      if (count >= VERIFICATION_LIMITS.documents) {
        throw new AppError('DOCUMENT_LIMIT', 409, `At most ${VERIFICATION_LIMITS.documents} documents`, {
          max: VERIFICATION_LIMITS.documents,
        });
      }
      await trx
        .insertInto('verificationDocument')
        .values({
          id,
          therapistId,
          kind,
          fileKey: key,
          fileName: displayName(upload.fileName, extension),
          mimeType: mime,
          bytes: upload.bytes,
        })
        .execute();
      if (reReview) await returnToReview(trx, therapistId);
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
}

export async function removeDocument(db: Database, store: FileStore, therapistId: string, id: string) {
  const key = await db.transaction().execute(async (trx) => {
    const { reReview } = await assertEditable(trx, therapistId);
    const removed = await trx
      .deleteFrom('verificationDocument')
      .where('id', '=', id)
      .where('therapistId', '=', therapistId)
      .returning('fileKey')
      .executeTakeFirst();
    if (!removed) throw notFound('No document of yours has this id');
    // A verified profile under review again must stay complete: replacing means adding first.
    if (reReview) await returnToReview(trx, therapistId);
    return removed.fileKey;
  });
  await store.delete(key);
}

/**
 * A document for download: its own therapist's or, for admins, anyone's. Another therapist gets
 * the same 404 as for an id that does not exist.
 */
export async function documentFor(db: Database, principal: Principal, id: string) {
  let query = db
    .selectFrom('verificationDocument')
    .innerJoin('therapist', 'therapist.id', 'verificationDocument.therapistId')
    .select(['verificationDocument.fileKey', 'verificationDocument.fileName', 'verificationDocument.mimeType'])
    .where('verificationDocument.id', '=', id);
  if (principal.role !== 'admin') query = query.where('therapist.userId', '=', principal.userId);
  const document = await query.executeTakeFirst();
  if (!document) throw notFound('No document has this id');
  return document;
}

/** Fails with VERIFICATION_INCOMPLETE (and what is missing) unless the profile can go to review. */
export async function assertReadyForReview(db: Database, therapistId: string): Promise<void> {
  const [row, documents] = await Promise.all([therapistRow(db, therapistId), documentsOf(db, [therapistId])]);
  const missing = missingOf(
    { country: row.country, profession: row.profession, registerNumber: row.registerNumber ?? '' },
    documents.map((d) => d.kind),
  );
  if (missing.length > 0) {
    throw new AppError('VERIFICATION_INCOMPLETE', 409, 'Add what is missing before submitting', { missing });
  }
}

/** Hands the profile to the reviewers: status 'submitted'. */
export async function submitForReview(db: Database, therapistId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { reReview } = await assertEditable(trx, therapistId);
    if (reReview) {
      throw new AppError(
        'VERIFICATION_NOT_SUBMITTABLE',
        409,
        'A verified profile goes back to review when it changes',
        {
          status: 'verified',
        },
      );
    }
    await assertReadyForReview(trx, therapistId);
    await trx
      .updateTable('therapist')
      .set({ verificationStatus: 'submitted', submittedAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
      .where('id', '=', therapistId)
      .execute();
  });
}

/** Profiles waiting for review, longest-waiting first, with their documents and earlier decisions. */
export async function reviewQueue(db: Database, locale: Locale): Promise<Application[]> {
  return applications(db, locale, { pending: true });
}

async function applications(
  db: Database,
  locale: Locale,
  which: { pending: true } | { therapistId: string },
): Promise<Application[]> {
  const rows = await db
    .selectFrom('therapist')
    .leftJoin('verification', 'verification.therapistId', 'therapist.id')
    .leftJoin('userAccount', 'userAccount.id', 'therapist.userId')
    .select([
      'therapist.id',
      'therapist.firstName',
      'therapist.lastName',
      'therapist.slug',
      'therapist.verificationStatus',
      'therapist.submittedAt',
      'therapist.verifiedAt',
      'userAccount.email',
      'verification.country',
      'verification.profession',
      'verification.registerNumber',
    ])
    .$if('pending' in which, (qb) => qb.where('therapist.verificationStatus', 'in', PENDING))
    .$if('therapistId' in which, (qb) => qb.where('therapist.id', '=', (which as { therapistId: string }).therapistId))
    .orderBy('therapist.submittedAt', (ob) => ob.asc().nullsLast())
    .orderBy('therapist.id')
    .limit(200)
    .execute();
  const ids = rows.map((r) => r.id);
  const [documents, decisions] = await Promise.all([documentsOf(db, ids), decisionsOf(db, ids)]);
  const countries = professionsIn(locale);
  return rows.map((r) => ({
    therapistId: r.id,
    name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    slug: r.slug,
    status: r.verificationStatus,
    country: r.country ? named(locations, r.country, locale) : null,
    profession: countries.find((c) => c.slug === r.country)?.professions.find((p) => p.id === r.profession) ?? null,
    registerNumber: r.registerNumber ?? '',
    submittedAt: iso(r.submittedAt),
    verifiedAt: iso(r.verifiedAt),
    documents: documents.filter((d) => d.therapistId === r.id).map(({ therapistId: _, ...d }) => d),
    decisions: decisions.filter((d) => d.therapistId === r.id).map(({ therapistId: _, ...d }) => d),
  }));
}

/**
 * One application as a reviewer opens it. Opening a submitted application marks it `in_review`,
 * which locks the therapist's facts and documents while they are judged; `opened` says whether
 * this call did that (the caller records it in the audit log).
 */
export async function openApplication(
  db: Database,
  therapistId: string,
  locale: Locale,
): Promise<{ application: Application; opened: boolean }> {
  const opened = await db
    .updateTable('therapist')
    .set({ verificationStatus: 'in_review', updatedAt: sql<Date>`now()` })
    .where('id', '=', therapistId)
    .where('verificationStatus', '=', 'submitted')
    .executeTakeFirst();
  const [application] = await applications(db, locale, { therapistId });
  if (!application) throw notFound('No therapist has this id');
  return { application, opened: opened.numUpdatedRows > 0n };
}

export type Outcome = 'approved' | 'changes_requested' | 'rejected';

const OUTCOME_MESSAGES: Record<Outcome, MessageId> = {
  approved: 'verificationApproved',
  changes_requested: 'verificationChangesRequested',
  rejected: 'verificationRejected',
};

/**
 * Records a reviewer's decision and moves the profile on: approved → verified (listable);
 * changes requested → the therapist edits and submits again; rejected → not verified. A verified
 * profile under review again stays listed whatever the decision. The therapist is emailed the
 * outcome, with the reason, in their language.
 */
export async function decide(
  db: Database,
  withEmails: WithEmails,
  reviewerId: string,
  therapistId: string,
  outcome: Outcome,
  reason: string,
) {
  const text = reason.trim();
  if (outcome !== 'approved' && text === '') throw invalid('body.reason', 'is required unless approving');
  await withEmails(db, async (trx, outbox) => {
    const therapist = await trx
      .selectFrom('therapist')
      .leftJoin('userAccount', 'userAccount.id', 'therapist.userId')
      .select([
        'therapist.verificationStatus',
        'therapist.firstName',
        'therapist.lastName',
        'userAccount.email',
        'userAccount.locale',
      ])
      .where('therapist.id', '=', therapistId)
      .forUpdate(['therapist'])
      .executeTakeFirst();
    if (!therapist) throw notFound('No therapist has this id');
    if (!PENDING.includes(therapist.verificationStatus)) {
      throw new AppError('VERIFICATION_NOT_PENDING', 409, 'This profile is not waiting for review', {
        status: therapist.verificationStatus,
      });
    }
    await trx.insertInto('verificationDecision').values({ therapistId, reviewerId, outcome, reason: text }).execute();
    const status: VerificationStatus =
      outcome === 'approved' ? 'verified' : outcome === 'changes_requested' ? 'changes_requested' : 'rejected';
    await trx
      .updateTable('therapist')
      .set({
        verificationStatus: status,
        // A verified profile whose change is rejected keeps its verification (and listing): the
        // change is what was refused, not the registration reviewed before.
        ...(outcome === 'approved' ? { verifiedAt: sql<Date>`now()` } : {}),
      })
      .where('id', '=', therapistId)
      .execute();
    // A referral that brought this practice now earns its rewards (given after the decision is saved).
    if (outcome === 'approved') await markReferralVerified(trx, therapistId);
    await touchTherapist(trx, therapistId);
    if (therapist.email)
      outbox.send({
        to: therapist.email,
        locale: (therapist.locale ?? 'en') as Locale,
        name: therapist.firstName,
        message: OUTCOME_MESSAGES[outcome],
        params: { reason: text },
        actionUrl: '/dashboard/profile/edit/verification',
      });
  });
}
