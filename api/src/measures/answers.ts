import type { Transaction } from 'kysely';
import { isLocale } from '../contract/locales.ts';
import { needsCrisisResources } from '../contract/self-tests.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import type { WithEmails } from '../mail/outbox.ts';
import type { AnsweredMeasure, AnswerMeasure, MyMeasures, OpenMeasure } from '../schemas/measures.ts';
import { scoreAnswers } from '../self-tests/saved.ts';
import { measurePath, measureToken, readMeasureToken } from './links.ts';
import { openResult, sealResult } from './results.ts';

type Test = OpenMeasure['test'];

const noQuestionnaire = () => notFound('No such questionnaire');

/** The request a token names, checked: a forged token is 404; used, expired or revoked is 410 with why. */
async function usableRequest(db: Database | Transaction<DB>, linkSecret: string, token: string, now: Date) {
  const id = readMeasureToken(linkSecret, token);
  if (!id) throw noQuestionnaire();
  const row = await db
    .selectFrom('measureRequest')
    .innerJoin('measureAssignment', 'measureAssignment.id', 'measureRequest.assignmentId')
    .innerJoin('client', 'client.id', 'measureRequest.clientId')
    .innerJoin('therapist', 'therapist.id', 'measureAssignment.therapistId')
    .select([
      'measureRequest.id',
      'measureRequest.expiresAt',
      'measureRequest.answeredAt',
      'measureRequest.revokedAt',
      'measureAssignment.testSlug',
      'measureAssignment.stopReason',
      'client.locale',
      'therapist.id as therapistId',
      'therapist.userId as therapistUserId',
      'therapist.firstName',
      'therapist.lastName',
    ])
    .where('measureRequest.id', '=', id)
    .executeTakeFirst();
  if (!row) throw noQuestionnaire();
  if (row.answeredAt) throw new AppError('MEASURE_ANSWERED', 410, 'This questionnaire has already been answered');
  // Stopped because the client relationship ended: nobody would read the answers.
  if (row.revokedAt || row.stopReason === 'relationship_ended' || !row.therapistUserId)
    throw new AppError('MEASURE_REVOKED', 410, 'This questionnaire was withdrawn');
  if (row.expiresAt <= now) throw new AppError('MEASURE_EXPIRED', 410, 'This questionnaire link has expired');
  return row;
}

/** What the answering page needs: which instrument, from whom, in which language, until when. */
export async function openMeasure(
  db: Database,
  linkSecret: string,
  token: string,
  now = new Date(),
): Promise<OpenMeasure> {
  const row = await usableRequest(db, linkSecret, token, now);
  return {
    test: row.testSlug as Test,
    therapist: `${row.firstName} ${row.lastName}`,
    locale: isLocale(row.locale) ? row.locale : 'en',
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Keeps the client's answers, scored by the self-tests' own code and sealed; the link is used up.
 * A PHQ-9 item 9 above 0 marks a risk answer: the therapist's dashboard shows it and an email says
 * that one was given, without scores or answers (decision 036).
 */
export async function answerMeasure(
  db: Database,
  withEmails: WithEmails,
  sealer: Sealer,
  linkSecret: string,
  token: string,
  body: AnswerMeasure,
  now = new Date(),
): Promise<AnsweredMeasure> {
  const request = await usableRequest(db, linkSecret, token, now);
  const { test, result } = scoreAnswers({
    test: request.testSlug,
    answers: body.answers,
    ...(body.functional !== undefined ? { functional: body.functional } : {}),
  });
  const safety = needsCrisisResources(test.instrument, result.answers);
  await withEmails(db, async (trx, outbox) => {
    const kept = await trx
      .updateTable('measureRequest')
      .set({ answeredAt: now, resultSealed: sealResult(sealer, request.id, result), riskAt: safety ? now : null })
      .where('id', '=', request.id)
      .where('answeredAt', 'is', null)
      .where('revokedAt', 'is', null)
      .returning(['assignmentId'])
      .executeTakeFirst();
    // Answered (or revoked) between the check and this write, from another tab.
    if (!kept) throw new AppError('MEASURE_ANSWERED', 410, 'This questionnaire has already been answered');
    await trx
      .updateTable('measureAssignment')
      .set({ stoppedAt: now, stopReason: 'done' })
      .where('id', '=', kept.assignmentId)
      .where('schedule', '=', 'once')
      .where('stoppedAt', 'is', null)
      .execute();
    if (safety && request.therapistUserId) {
      const therapist = await trx
        .selectFrom('userAccount')
        .select(['email', 'locale', 'displayName'])
        .where('id', '=', request.therapistUserId)
        .executeTakeFirst();
      if (therapist) {
        outbox.send({
          to: therapist.email,
          locale: isLocale(therapist.locale) ? therapist.locale : 'en',
          name: therapist.displayName || null,
          message: 'measureRiskAlert',
          actionUrl: '/dashboard',
        });
      }
    }
  });
  return {
    test: request.testSlug as Test,
    score: result.score,
    max: result.max,
    band: result.band,
    safety,
  };
}

/** The signed-in client's questionnaires still to answer, from every practice whose client they are. */
export async function myMeasures(
  db: Database,
  linkSecret: string,
  userId: string,
  now = new Date(),
): Promise<MyMeasures> {
  const rows = await db
    .selectFrom('measureRequest')
    .innerJoin('measureAssignment', 'measureAssignment.id', 'measureRequest.assignmentId')
    .innerJoin('client', 'client.id', 'measureRequest.clientId')
    .innerJoin('therapist', 'therapist.id', 'measureAssignment.therapistId')
    .select([
      'measureRequest.id',
      'measureRequest.sentAt',
      'measureRequest.expiresAt',
      'measureAssignment.testSlug',
      'client.locale',
      'therapist.firstName',
      'therapist.lastName',
    ])
    .where('client.userId', '=', userId)
    .where('therapist.userId', 'is not', null)
    .where('measureRequest.answeredAt', 'is', null)
    .where('measureRequest.revokedAt', 'is', null)
    .where('measureRequest.expiresAt', '>', now)
    .where((eb) =>
      eb.or([
        eb('measureAssignment.stopReason', 'is', null),
        eb('measureAssignment.stopReason', '!=', 'relationship_ended'),
      ]),
    )
    .orderBy('measureRequest.sentAt', 'desc')
    .execute();
  return {
    tasks: rows.map((r) => ({
      test: r.testSlug as Test,
      therapist: `${r.firstName} ${r.lastName}`,
      sentAt: r.sentAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      path: measurePath(isLocale(r.locale) ? r.locale : 'en', measureToken(linkSecret, r.id)),
    })),
  };
}

/** Every questionnaire the client answered, with answers and scores, for their data export. */
export async function measuresForExport(db: Database, sealer: Sealer, clientIds: string[]) {
  if (clientIds.length === 0) return [];
  const rows = await db
    .selectFrom('measureRequest')
    .innerJoin('measureAssignment', 'measureAssignment.id', 'measureRequest.assignmentId')
    .innerJoin('therapist', 'therapist.id', 'measureAssignment.therapistId')
    .select([
      'measureRequest.id',
      'measureRequest.clientId',
      'measureRequest.sentAt',
      'measureRequest.answeredAt',
      'measureRequest.resultSealed',
      'measureAssignment.testSlug',
      'therapist.firstName',
      'therapist.lastName',
    ])
    .where('measureRequest.clientId', 'in', clientIds)
    .where('measureRequest.answeredAt', 'is not', null)
    .orderBy('measureRequest.answeredAt')
    .execute();
  return rows.map((r) => {
    const result = openResult(sealer, r.id, r.resultSealed as string);
    return {
      clientId: r.clientId,
      test: r.testSlug,
      therapist: `${r.firstName} ${r.lastName}`,
      sentAt: r.sentAt.toISOString(),
      answeredAt: (r.answeredAt as Date).toISOString(),
      instrument: result.instrument,
      instrumentVersion: result.instrumentVersion,
      answers: result.answers,
      functional: result.functional ?? null,
      score: result.score,
      max: result.max,
      band: result.band.key,
    };
  });
}

/**
 * When a client's account is erased: the questionnaires of every record joined to it are deleted,
 * answers and all, and their assignments stop, as the client relationship through Calma has ended
 * (decision 036). Call in the erasure's transaction, before the account row goes.
 */
export async function eraseMeasuresOfAccount(trx: Transaction<DB>, userId: string, now = new Date()) {
  const clients = trx.selectFrom('client').select('client.id').where('client.userId', '=', userId);
  await trx.deleteFrom('measureRequest').where('clientId', 'in', clients).execute();
  await trx
    .updateTable('measureAssignment')
    .set({ stoppedAt: now, stopReason: 'relationship_ended' })
    .where('clientId', 'in', clients)
    .where('stoppedAt', 'is', null)
    .execute();
  // A therapist's account: the practice stays for its records, but sends nothing more.
  const practice = trx.selectFrom('therapist').select('therapist.id').where('therapist.userId', '=', userId);
  await trx
    .updateTable('measureAssignment')
    .set({ stoppedAt: now, stopReason: 'relationship_ended' })
    .where('therapistId', 'in', practice)
    .where('stoppedAt', 'is', null)
    .execute();
}
