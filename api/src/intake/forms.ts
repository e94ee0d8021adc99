import { sql } from 'kysely';
import type { Practice } from '../clients/records.ts';
import type { Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { IntakeForm, IntakeFormInput, IntakeFormList, IntakeTemplates } from '../schemas/intake.ts';
import { normalizeDefinition } from './definitions.ts';
import { INTAKE_TEMPLATES } from './templates.ts';

// A therapist's intake questionnaires and the services that send them (decision 040). Editing a
// questionnaire changes what is sent from now on; every response keeps the copy it was sent.

const noForm = () => notFound('No such questionnaire');
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, 'The request has invalid fields', [{ field, message }]);

const TEMPLATE_KEYS = ['adult', 'couples', 'child'] as const;

/** Calma's starting questionnaires in one language, for the therapist to copy and edit. */
export const intakeTemplates = (locale: Locale): IntakeTemplates => ({
  templates: TEMPLATE_KEYS.map((key) => ({ key, locale, ...INTAKE_TEMPLATES[key][locale] })),
});

/** The input's values to store, or 400 INTAKE_DEFINITION_INVALID with what is wrong. */
function formValues(input: IntakeFormInput) {
  const { definition, problems } = normalizeDefinition(input.definition);
  if (problems.length > 0)
    throw new AppError('INTAKE_DEFINITION_INVALID', 400, 'The questionnaire cannot be saved as it is', { problems });
  return { title: input.title.trim(), locale: input.locale, definition: JSON.stringify(definition) };
}

async function formsOf(db: Database, therapistId: string, id?: string): Promise<IntakeForm[]> {
  let query = db
    .selectFrom('intakeForm as f')
    .select((eb) => [
      'f.id',
      'f.title',
      'f.locale',
      'f.definition',
      'f.createdAt',
      'f.updatedAt',
      eb
        .selectFrom('intakeResponse as r')
        .select((r) => r.fn.countAll<string>().as('n'))
        .whereRef('r.intakeFormId', '=', 'f.id')
        .as('responses'),
    ])
    .where('f.therapistId', '=', therapistId)
    .where('f.archivedAt', 'is', null);
  if (id) query = query.where('f.id', '=', id);
  const forms = await query.orderBy('f.createdAt').orderBy('f.id').execute();
  if (forms.length === 0) return [];
  const services = await db
    .selectFrom('serviceIntakeForm')
    .select(['intakeFormId', 'serviceId'])
    .where(
      'intakeFormId',
      'in',
      forms.map((f) => f.id),
    )
    .execute();
  return forms.map((f) => ({
    id: f.id,
    title: f.title,
    locale: f.locale as Locale,
    definition: f.definition,
    serviceIds: services.filter((s) => s.intakeFormId === f.id).map((s) => s.serviceId),
    responses: Number(f.responses ?? 0),
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  }));
}

export async function readIntakeForm(db: Database, practice: Practice, id: string): Promise<IntakeForm> {
  const [form] = await formsOf(db, practice.therapistId, id);
  if (!form) throw noForm();
  return form;
}

export async function listIntakeForms(db: Database, practice: Practice): Promise<IntakeFormList> {
  const [forms, services] = await Promise.all([
    formsOf(db, practice.therapistId),
    db
      .selectFrom('service')
      .select(['id', 'name'])
      .where('therapistId', '=', practice.therapistId)
      .where('archivedAt', 'is', null)
      .orderBy('position')
      .orderBy('createdAt')
      .execute(),
  ]);
  return { forms, services };
}

export async function createIntakeForm(db: Database, practice: Practice, input: IntakeFormInput): Promise<IntakeForm> {
  const row = await db
    .insertInto('intakeForm')
    .values({ therapistId: practice.therapistId, ...formValues(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return readIntakeForm(db, practice, row.id);
}

/** A new wording for what is sent from now on; responses already sent keep theirs. */
export async function updateIntakeForm(
  db: Database,
  practice: Practice,
  id: string,
  input: IntakeFormInput,
): Promise<IntakeForm> {
  const values = formValues(input);
  const done = await db
    .updateTable('intakeForm')
    .set({ ...values, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('therapistId', '=', practice.therapistId)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
  if (done.numUpdatedRows === 0n) throw noForm();
  return readIntakeForm(db, practice, id);
}

/** The services whose confirmed bookings send this questionnaire; each must be the practice's own. */
export async function setIntakeFormServices(
  db: Database,
  practice: Practice,
  id: string,
  serviceIds: readonly string[],
): Promise<IntakeForm> {
  await readIntakeForm(db, practice, id);
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
    await trx.deleteFrom('serviceIntakeForm').where('intakeFormId', '=', id).execute();
    if (wanted.length > 0)
      await trx
        .insertInto('serviceIntakeForm')
        .values(wanted.map((serviceId) => ({ serviceId, intakeFormId: id })))
        .execute();
  });
  return readIntakeForm(db, practice, id);
}

/** Stops sending a questionnaire; what clients answered stays in their records. */
export async function archiveIntakeForm(db: Database, practice: Practice, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('intakeForm')
      .set({ archivedAt: sql`now()` })
      .where('id', '=', id)
      .where('therapistId', '=', practice.therapistId)
      .where('archivedAt', 'is', null)
      .executeTakeFirst();
    if (done.numUpdatedRows === 0n) throw noForm();
    await trx.deleteFrom('serviceIntakeForm').where('intakeFormId', '=', id).execute();
  });
}
