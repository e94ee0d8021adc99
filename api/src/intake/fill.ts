import { sql } from 'kysely';
import { linkClient } from '../agreements/agreements.ts';
import { type IntakeAnswers, missingRequired } from '../contract/intake.ts';
import { isLocale } from '../contract/locales.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { WithEmails } from '../mail/outbox.ts';
import type { AnswersSaved, IntakeSubmitted } from '../schemas/intake.ts';
import { mergeAnswers, openAnswers, saveProblems, sealAnswers } from './answers.ts';

// The client fills in a questionnaire through their link (decision 040): answers saved as they go,
// a few at a time, and submitted once every required question is answered. A submitted
// questionnaire is read-only for the client; the therapist can open it again.

const noResponse = () => notFound('No such questionnaire');
const alreadySubmitted = () =>
  new AppError(
    'INTAKE_ALREADY_SUBMITTED',
    409,
    'This questionnaire was submitted; ask your therapist to open it again',
  );

/** The link's own client's open questionnaire, locked for this change; another client's is 404. */
async function openResponse(trx: Database, clientId: string, responseId: string) {
  const row = await trx
    .selectFrom('intakeResponse')
    .select(['id', 'title', 'status', 'definition', 'answersSealed'])
    .where('id', '=', responseId)
    .where('clientId', '=', clientId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw noResponse();
  if (row.status === 'submitted') throw alreadySubmitted();
  return row;
}

/**
 * Merges a partial save into the stored answers key by key ("" or [] clears one). Every answer sent
 * is checked first; a save with any problem keeps nothing of it. Required questions are not asked
 * for here: the client may stop anywhere.
 */
export async function saveAnswers(
  db: Database,
  sealer: Sealer,
  token: string,
  responseId: string,
  partial: IntakeAnswers,
): Promise<AnswersSaved> {
  const link = await linkClient(db, token);
  return db.transaction().execute(async (trx) => {
    const row = await openResponse(trx, link.clientId, responseId);
    const problems = saveProblems(row.definition, partial);
    if (problems.length > 0)
      throw new AppError('INTAKE_ANSWER_INVALID', 400, 'Some answers cannot be saved as they are', { problems });
    const answers = mergeAnswers(openAnswers(sealer, row.id, row.answersSealed), partial);
    const saved = await trx
      .updateTable('intakeResponse')
      .set({ answersSealed: sealAnswers(sealer, row.id, answers), updatedAt: sql`now()` })
      .where('id', '=', row.id)
      .returning('updatedAt')
      .executeTakeFirstOrThrow();
    return { updatedAt: saved.updatedAt.toISOString(), missing: missingRequired(row.definition, answers) };
  });
}

/**
 * Submits a questionnaire whose required questions are all answered (422 INTAKE_INCOMPLETE with the
 * ones that are not). The therapist is told by email, which names the questionnaire and the client
 * but carries no answer.
 */
export async function submitIntake(
  db: Database,
  withEmails: WithEmails,
  sealer: Sealer,
  token: string,
  responseId: string,
): Promise<IntakeSubmitted> {
  const link = await linkClient(db, token);
  return withEmails(db, async (trx, outbox) => {
    const row = await openResponse(trx, link.clientId, responseId);
    const missing = missingRequired(row.definition, openAnswers(sealer, row.id, row.answersSealed));
    if (missing.length > 0)
      throw new AppError('INTAKE_INCOMPLETE', 422, 'Some required questions are not answered yet', { missing });
    const submitted = await trx
      .updateTable('intakeResponse')
      .set({ status: 'submitted', submittedAt: sql`now()` })
      .where('id', '=', row.id)
      .returning('submittedAt')
      .executeTakeFirstOrThrow();
    // A practice whose account was erased keeps its records but has nobody to tell.
    const therapist = await trx
      .selectFrom('client')
      .innerJoin('therapist', 'therapist.id', 'client.therapistId')
      .innerJoin('userAccount', 'userAccount.id', 'therapist.userId')
      .select(['userAccount.email', 'userAccount.locale', 'userAccount.displayName'])
      .where('client.id', '=', link.clientId)
      .executeTakeFirst();
    if (therapist)
      outbox.send({
        to: therapist.email,
        locale: isLocale(therapist.locale) ? therapist.locale : 'en',
        name: therapist.displayName || null,
        message: 'intakeSubmitted',
        params: { client: link.clientName, title: row.title },
        actionUrl: `/dashboard/my-clients/${link.clientId}/intake`,
      });
    return { submittedAt: (submitted.submittedAt as Date).toISOString() };
  });
}
