import { practiceNameOf, sendLink } from '../agreements/agreements.ts';
import { openRecord, type Practice, recordAccess } from '../clients/records.ts';
import { type IntakeAnswer, type IntakeAnswers, type IntakeDefinition, intakeQuestions } from '../contract/intake.ts';
import { isLocale, type Locale } from '../contract/locales.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { WithEmails } from '../mail/outbox.ts';
import type { ClientIntake, IntakeSent } from '../schemas/intake.ts';
import { openAnswers, responseAnswers } from './answers.ts';
import { startResponse } from './tasks.ts';

// A client's questionnaires in the practice's record (decision 040): read (every read written to the
// record's access log, as the answers are health data), sent by hand, opened again for the client
// to amend, and taken out in an account's export.

const noResponse = () => notFound('No such questionnaire');
const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en');

/** Every questionnaire sent to the client, newest first, with the answers saved so far; logged as `intake.read`. */
export async function clientIntake(
  db: Database,
  sealer: Sealer,
  practice: Practice,
  clientId: string,
): Promise<ClientIntake> {
  const client = await openRecord(db, practice, clientId, 'intake.read');
  const [rows, forms] = await Promise.all([
    db
      .selectFrom('intakeResponse')
      .select([
        'id',
        'intakeFormId',
        'title',
        'locale',
        'status',
        'definition',
        'answersSealed',
        'createdAt',
        'updatedAt',
        'submittedAt',
      ])
      .where('clientId', '=', clientId)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('intakeForm')
      .select(['id', 'title'])
      .where('therapistId', '=', practice.therapistId)
      .where('archivedAt', 'is', null)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
  ]);
  return {
    client,
    responses: rows.map((row) => ({
      id: row.id,
      formId: row.intakeFormId,
      title: row.title,
      locale: localeOf(row.locale),
      status: row.status,
      definition: row.definition,
      ...responseAnswers(sealer, row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
    })),
    forms,
  };
}

/**
 * The therapist sends a questionnaire by hand: the client's open copy of it, or a new one, and one
 * email linking to everything the client has outstanding.
 */
export async function sendIntake(
  db: Database,
  withEmails: WithEmails,
  practice: Practice,
  clientId: string,
  formId: string,
  now = new Date(),
): Promise<IntakeSent> {
  await openRecord(db, practice, clientId);
  return withEmails(db, async (trx, outbox) => {
    const responseId = await startResponse(trx, clientId, formId);
    if (!responseId)
      throw new AppError('VALIDATION_FAILED', 400, 'The request has invalid fields', [
        { field: 'body.formId', message: 'is not a questionnaire of yours in use' },
      ]);
    await recordAccess(trx, practice.userId, clientId, 'intake.send');
    const sent = await sendLink(trx, outbox, clientId, now);
    // An open questionnaire is always something to send.
    if (!sent) throw new Error(`questionnaire ${responseId} is open but no link was sent`);
    return { responseId, expiresAt: sent.expiresAt };
  });
}

/** A submitted questionnaire open again, because the client asked to amend it; they are emailed a link. */
export async function reopenIntake(
  db: Database,
  withEmails: WithEmails,
  practice: Practice,
  clientId: string,
  responseId: string,
  now = new Date(),
): Promise<IntakeSent> {
  await openRecord(db, practice, clientId);
  return withEmails(db, async (trx, outbox) => {
    const current = await trx
      .selectFrom('intakeResponse')
      .select(['status', 'title', 'intakeFormId'])
      .where('id', '=', responseId)
      .where('clientId', '=', clientId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw noResponse();
    if (current.status === 'open') throw new AppError('INVALID_STATE', 409, 'This questionnaire is open already');
    const another = await trx
      .selectFrom('intakeResponse')
      .select('id')
      .where('clientId', '=', clientId)
      .where('intakeFormId', '=', current.intakeFormId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (another)
      throw new AppError('INVALID_STATE', 409, 'The client is filling in a newer copy of this questionnaire');
    await trx
      .updateTable('intakeResponse')
      .set({ status: 'open', submittedAt: null })
      .where('id', '=', responseId)
      .execute();
    await recordAccess(trx, practice.userId, clientId, 'intake.reopen');
    const sent = await sendLink(trx, outbox, clientId, now, { reopened: current.title });
    if (!sent) throw new Error(`questionnaire ${responseId} is open but no link was sent`);
    return { responseId, expiresAt: sent.expiresAt };
  });
}

/** An answer as a person reads it in an export: choices by their labels rather than their ids. */
function shownAnswer(definition: IntakeDefinition, questionId: string, answer: IntakeAnswer | undefined) {
  if (answer === undefined) return null;
  const question = intakeQuestions(definition).find((q) => q.id === questionId);
  if (question?.kind === 'single_choice') return question.options.find((o) => o.id === answer)?.label ?? answer;
  if (question?.kind === 'multiple_choice' && Array.isArray(answer))
    return answer.map((id) => question.options.find((o) => o.id === id)?.label ?? id);
  return answer;
}

const readableAnswers = (definition: IntakeDefinition, answers: IntakeAnswers) =>
  definition.sections.flatMap((section) =>
    section.questions.map((q) => ({
      section: section.title,
      questionId: q.id,
      question: q.label,
      answer: shownAnswer(definition, q.id, answers[q.id]),
    })),
  );

/**
 * Every questionnaire of these client records with its questions and answers opened, for an
 * account's export (the client's own, or the therapist's of their practice, which logs the export).
 */
export async function intakeForExport(db: Database, sealer: Sealer, clientIds: readonly string[]) {
  if (clientIds.length === 0) return [];
  const rows = await db
    .selectFrom('intakeResponse as r')
    .innerJoin('client as c', 'c.id', 'r.clientId')
    .innerJoin('therapist as t', 't.id', 'c.therapistId')
    .select([
      'r.id',
      'r.title',
      'r.locale',
      'r.status',
      'r.definition',
      'r.answersSealed',
      'r.createdAt',
      'r.updatedAt',
      'r.submittedAt',
      'c.id as clientId',
      'c.name as clientName',
      't.firstName',
      't.lastName',
    ])
    .where('r.clientId', 'in', clientIds)
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => {
    let answers: IntakeAnswers | null;
    try {
      answers = openAnswers(sealer, r.id, r.answersSealed);
    } catch {
      // A value no key opens any more is exported as missing rather than failing the whole export.
      answers = null;
    }
    return {
      practice: practiceNameOf(r),
      client: { id: r.clientId, name: r.clientName },
      questionnaire: r.title,
      locale: r.locale,
      status: r.status,
      sentAt: r.createdAt.toISOString(),
      lastSavedAt: r.updatedAt.toISOString(),
      submittedAt: r.submittedAt?.toISOString() ?? null,
      answers: answers === null ? null : readableAnswers(r.definition, answers),
    };
  });
}
