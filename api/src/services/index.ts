import { sql } from 'kysely';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../contract/locales.ts';
import type { ServiceTranslations } from '../contract/services.ts';
import type { Database } from '../db/database.ts';
import { touchTherapist } from '../directory/owner.ts';
import { AppError, notFound } from '../errors.ts';
import type { Service, ServiceInput } from '../schemas/services.ts';
import { assertWithinLimit } from '../subscription/entitlements.ts';

// The services a therapist offers (what clients book). Every change marks the profile as changed,
// which re-indexes it: the cheapest paid service is the search document's price. Name and
// description are the main text, in `locale`; `translations` the same in other locales (decision 041).

const ACTIVE = ['pending_email', 'requested', 'confirmed'] as const;

const serviceNotFound = () => notFound('No service of yours has this id');

function selectServices(db: Database, therapistId: string) {
  return db
    .selectFrom('service')
    .select([
      'id',
      'name',
      'description',
      'locale',
      'translations',
      'durationMinutes',
      'priceMinor',
      'currency',
      'modality',
      'position',
      'archivedAt',
      (eb) =>
        eb
          .selectFrom('appointment')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('appointment.serviceId', '=', 'service.id')
          .where('appointment.status', 'in', ACTIVE)
          .where('appointment.startsAt', '>', sql<Date>`now()`)
          .as('upcoming'),
      (eb) =>
        eb
          .exists(
            eb.selectFrom('appointment').select('appointment.id').whereRef('appointment.serviceId', '=', 'service.id'),
          )
          .as('used'),
    ])
    .where('therapistId', '=', therapistId);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectServices>['executeTakeFirstOrThrow']>>;

const shape = (row: Row): Service => ({
  id: row.id,
  name: row.name,
  description: row.description,
  locale: row.locale,
  translations: row.translations,
  durationMinutes: row.durationMinutes,
  priceMinor: row.priceMinor,
  currency: row.currency,
  modality: row.modality,
  position: row.position,
  archived: row.archivedAt !== null,
  upcomingAppointments: row.upcoming ?? 0,
  deletable: !row.used,
});

/** All of a therapist's services, archived ones included, in their order. */
export async function listServices(db: Database, therapistId: string): Promise<Service[]> {
  const rows = await selectServices(db, therapistId).orderBy('position').orderBy('createdAt').execute();
  return rows.map(shape);
}

export async function getService(db: Database, therapistId: string, id: string): Promise<Service> {
  const row = await selectServices(db, therapistId).where('id', '=', id).executeTakeFirst();
  if (!row) throw serviceNotFound();
  return shape(row);
}

const clean = (input: ServiceInput) => ({
  name: input.name.trim(),
  description: input.description.trim(),
  durationMinutes: input.durationMinutes,
  priceMinor: input.priceMinor,
  currency: input.currency,
  modality: input.modality,
});

/**
 * The translations as stored: trimmed, and refused (400) where one is in the main text's own
 * language, which no reader would ever see.
 */
function cleanTranslations(translations: ServiceInput['translations'], locale: Locale): ServiceTranslations {
  const cleaned: ServiceTranslations = {};
  for (const [key, text] of Object.entries(translations ?? {})) {
    if (!text || !isLocale(key)) continue;
    if (key === locale) {
      throw new AppError('VALIDATION_FAILED', 400, 'A translation cannot be in the main text’s own language', [
        { field: `body.translations.${key}`, message: 'is the language of name and description' },
      ]);
    }
    cleaned[key] = { name: text.name.trim(), description: text.description.trim() };
  }
  return cleaned;
}

/** The language of a new service's main text when the form names none: the account's, as the therapist reads Calma. */
export async function accountLocale(db: Database, therapistId: string): Promise<Locale> {
  const row = await db
    .selectFrom('therapist')
    .innerJoin('userAccount', 'userAccount.id', 'therapist.userId')
    .select('userAccount.locale')
    .where('therapist.id', '=', therapistId)
    .executeTakeFirst();
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}

/**
 * Refuses one more bookable service beyond the plan's limit (403 PLAN_LIMIT). Services a downgrade
 * left over the limit stay bookable; only adding is refused. The practice's row is locked so that
 * two additions at once cannot both pass.
 */
async function assertRoomForService(trx: Database, therapistId: string) {
  await trx.selectFrom('therapist').select('id').where('id', '=', therapistId).forUpdate().execute();
  const { n } = await trx
    .selectFrom('service')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('therapistId', '=', therapistId)
    .where('archivedAt', 'is', null)
    .executeTakeFirstOrThrow();
  await assertWithinLimit(trx, therapistId, 'services', n);
}

const withoutLocale = (translations: ServiceTranslations, locale: Locale): ServiceTranslations =>
  Object.fromEntries(Object.entries(translations).filter(([key]) => key !== locale));

/** Adds a service after the existing ones. */
export async function createService(db: Database, therapistId: string, input: ServiceInput): Promise<Service> {
  const id = await db.transaction().execute(async (trx) => {
    await assertRoomForService(trx, therapistId);
    const locale = input.locale ?? (await accountLocale(trx, therapistId));
    const { id } = await trx
      .insertInto('service')
      .values({
        therapistId,
        ...clean(input),
        locale,
        translations: cleanTranslations(input.translations, locale),
        position: sql<number>`(SELECT coalesce(max(position) + 1, 0) FROM service WHERE therapist_id = ${therapistId})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await touchTherapist(trx, therapistId);
    return id;
  });
  return getService(db, therapistId, id);
}

export async function updateService(
  db: Database,
  therapistId: string,
  id: string,
  input: ServiceInput,
): Promise<Service> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('service')
      .select(['locale', 'translations'])
      .where('id', '=', id)
      .where('therapistId', '=', therapistId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw serviceNotFound();
    const locale = input.locale ?? current.locale;
    await trx
      .updateTable('service')
      .set({
        ...clean(input),
        locale,
        // Left out, the translations stay; but one in the new main language would never be read.
        translations: cleanTranslations(input.translations ?? withoutLocale(current.translations, locale), locale),
      })
      .where('id', '=', id)
      .execute();
    await touchTherapist(trx, therapistId);
  });
  return getService(db, therapistId, id);
}

/** Archived services stay with their appointments but can no longer be booked or seen on the profile. */
export async function setArchived(db: Database, therapistId: string, id: string, archived: boolean): Promise<Service> {
  await db.transaction().execute(async (trx) => {
    if (!archived) {
      const service = await trx
        .selectFrom('service')
        .select('archivedAt')
        .where('id', '=', id)
        .where('therapistId', '=', therapistId)
        .executeTakeFirst();
      if (service?.archivedAt) await assertRoomForService(trx, therapistId);
    }
    const updated = await trx
      .updateTable('service')
      .set({ archivedAt: archived ? sql<Date>`coalesce(archived_at, now())` : null })
      .where('id', '=', id)
      .where('therapistId', '=', therapistId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw serviceNotFound();
    await touchTherapist(trx, therapistId);
  });
  return getService(db, therapistId, id);
}

/** Puts the therapist's services in the given order; the list must name each of them once. */
export async function reorderServices(db: Database, therapistId: string, ids: string[]): Promise<Service[]> {
  await db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('service')
      .select('id')
      .where('therapistId', '=', therapistId)
      .forUpdate()
      .execute();
    const ownIds = new Set(own.map((s) => s.id));
    if (ids.length !== ownIds.size || !ids.every((id) => ownIds.has(id))) {
      throw new AppError('SERVICE_ORDER_INVALID', 400, 'The order must name each of your services exactly once');
    }
    for (const [position, id] of ids.entries()) {
      await trx.updateTable('service').set({ position }).where('id', '=', id).execute();
    }
    await touchTherapist(trx, therapistId);
  });
  return listServices(db, therapistId);
}

/**
 * Deletes a service nobody has booked. One with upcoming appointments, or with any appointment
 * history, must be archived instead: appointments keep pointing at their service.
 */
export async function deleteService(db: Database, therapistId: string, id: string): Promise<void> {
  const service = await getService(db, therapistId, id);
  if (service.upcomingAppointments > 0) {
    throw new AppError(
      'SERVICE_HAS_UPCOMING_APPOINTMENTS',
      409,
      'This service has upcoming appointments: archive it instead of deleting it',
      { upcomingAppointments: service.upcomingAppointments },
    );
  }
  const historyError = () =>
    new AppError('SERVICE_HAS_APPOINTMENTS', 409, 'Appointments were made for this service: archive it instead');
  if (!service.deletable) throw historyError();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('service').where('id', '=', id).where('therapistId', '=', therapistId).execute();
      await touchTherapist(trx, therapistId);
    });
  } catch (error) {
    // Booked between the check and the delete: the foreign key keeps the appointment's service.
    if ((error as { code?: string }).code === '23503') throw historyError();
    throw error;
  }
}
