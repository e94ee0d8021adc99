import { type SqlBool, sql } from 'kysely';
import { isLocale, type Locale } from '../contract/locales.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import type { IntakeResponseStatus } from '../db/schema.ts';
import type { TaskQuestionnaire } from '../schemas/intake.ts';
import { responseAnswers } from './answers.ts';

// What the agreements' link, email and reminder need to know of a client's questionnaires
// (decision 040): which to send when a booking is confirmed, how many are open, and what the
// client's page and dashboard show. Nothing here reads the agreements, which read this.

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en');

/**
 * A new open response to a questionnaire, with its own copy of the questionnaire as it is now; the
 * client's open one when there is one already (at most one per questionnaire). Undefined when the
 * questionnaire is not the practice's or is no longer in use.
 */
export async function startResponse(trx: Database, clientId: string, formId: string) {
  const form = await trx
    .selectFrom('intakeForm as f')
    .innerJoin('client as c', 'c.therapistId', 'f.therapistId')
    .select(['f.id', 'f.title', 'f.locale', 'f.definition'])
    .where('f.id', '=', formId)
    .where('c.id', '=', clientId)
    .where('f.archivedAt', 'is', null)
    .executeTakeFirst();
  if (!form) return undefined;
  const created = await trx
    .insertInto('intakeResponse')
    .values({
      clientId,
      intakeFormId: form.id,
      title: form.title,
      locale: form.locale,
      definition: JSON.stringify(form.definition),
    })
    .onConflict((oc) =>
      oc
        .columns(['clientId', 'intakeFormId'])
        // The partial index's own predicate, as a literal: a parameter would not match it.
        .where(sql<SqlBool>`status = 'open'`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (created) return created.id;
  const open = await trx
    .selectFrom('intakeResponse')
    .select('id')
    .where('clientId', '=', clientId)
    .where('intakeFormId', '=', formId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return open.id;
}

/**
 * When a booking of a service is confirmed: an open response to each questionnaire the service
 * sends that the client has not been sent yet (an open or submitted one is not sent again).
 */
export async function startIntakeForService(trx: Database, clientId: string, serviceId: string) {
  const forms = await trx
    .selectFrom('serviceIntakeForm as sf')
    .innerJoin('intakeForm as f', 'f.id', 'sf.intakeFormId')
    .select('f.id')
    .where('sf.serviceId', '=', serviceId)
    .where('f.archivedAt', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('intakeResponse as r')
            .select('r.id')
            .whereRef('r.intakeFormId', '=', 'f.id')
            .where('r.clientId', '=', clientId),
        ),
      ),
    )
    .orderBy('f.createdAt')
    .execute();
  for (const form of forms) await startResponse(trx, clientId, form.id);
}

/** Whether a service sends any questionnaire in use. */
export async function serviceSendsIntake(db: Database, serviceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('serviceIntakeForm as sf')
    .innerJoin('intakeForm as f', 'f.id', 'sf.intakeFormId')
    .select('f.id')
    .where('sf.serviceId', '=', serviceId)
    .where('f.archivedAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many questionnaires the client has still to fill in and submit. */
export async function openIntakeCount(db: Database, clientId: string): Promise<number> {
  const row = await db
    .selectFrom('intakeResponse')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clientId', '=', clientId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The client's questionnaires on their page: open ones first, then the submitted (read-only) ones. */
export async function linkQuestionnaires(db: Database, sealer: Sealer, clientId: string): Promise<TaskQuestionnaire[]> {
  const rows = await db
    .selectFrom('intakeResponse')
    .select(['id', 'title', 'locale', 'status', 'definition', 'answersSealed', 'updatedAt', 'submittedAt'])
    .where('clientId', '=', clientId)
    .orderBy(sql`status = 'submitted'`)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    locale: localeOf(row.locale),
    status: row.status,
    definition: row.definition,
    ...responseAnswers(sealer, row),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  }));
}

/** What a signed-in client's dashboard lists of one practice's questionnaires: no answers. */
export async function myQuestionnaires(db: Database, clientId: string) {
  const rows = await db
    .selectFrom('intakeResponse')
    .select(['id', 'title', 'status', 'submittedAt'])
    .where('clientId', '=', clientId)
    .orderBy(sql`status = 'submitted'`)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status as IntakeResponseStatus,
    submittedAt: r.submittedAt?.toISOString() ?? null,
  }));
}

/**
 * For a sessions query over `appointment as a`: whether its service sends a questionnaire in use
 * that its client has not submitted (false for a guest not yet a client).
 */
export const intakeMissingOfSession = sql<boolean>`(
  a.client_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM service_intake_form sf
      JOIN intake_form f ON f.id = sf.intake_form_id AND f.archived_at IS NULL
     WHERE sf.service_id = a.service_id
       AND NOT EXISTS (
         SELECT 1 FROM intake_response r
          WHERE r.client_id = a.client_id AND r.intake_form_id = f.id AND r.status = 'submitted')))`;
