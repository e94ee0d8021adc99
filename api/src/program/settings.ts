import { sql } from 'kysely';
import type { Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { FieldError } from '../schemas/common.ts';
import type { ProgramSessions, ProgramSettings, ProgramSettingsInput } from '../schemas/program.ts';
import { languages as languageTerms } from '../taxonomy/index.ts';
import { HELD_STATUSES, programClients } from './budget.ts';
import { monthBounds, periodOf } from './period.ts';

// A therapist's part in the employer program: whether they take program clients, at which rate,
// for which of their services and languages, and how many (decision 023).

export interface ProgramPractice {
  therapistId: string;
  currency: 'EUR' | 'GBP';
  locale: Locale;
}

/** What may be chosen: the practice's active services and its profile's languages (as codes, named in `locale`). */
async function optionsOf(db: Database, practice: ProgramPractice) {
  const [services, spoken] = await Promise.all([
    db
      .selectFrom('service')
      .select(['id', 'name', 'durationMinutes'])
      .where('therapistId', '=', practice.therapistId)
      .where('archivedAt', 'is', null)
      .orderBy('position')
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('therapistLanguage')
      .select('language')
      .where('therapistId', '=', practice.therapistId)
      .orderBy('position')
      .execute(),
  ]);
  // The profile names languages by taxonomy slug; the program stores their codes (ISO 639).
  const languages = spoken.flatMap(({ language }) => {
    const term = languageTerms.get(language);
    return term?.code ? [{ code: term.code, name: term.names[practice.locale] }] : [];
  });
  return { services, languages };
}

/** The settings with their options, this year's program clients and this month's held sessions. */
export async function programSettings(
  db: Database,
  practice: ProgramPractice,
  now = new Date(),
): Promise<ProgramSettings> {
  const month = periodOf(now, 'month');
  const [row, options, clients, held] = await Promise.all([
    db.selectFrom('therapistProgram').selectAll().where('therapistId', '=', practice.therapistId).executeTakeFirst(),
    optionsOf(db, practice),
    programClients(db, practice.therapistId, periodOf(now, 'year'), now),
    sql<{ sessions: number; amount: string }>`
      SELECT count(*)::int AS sessions, coalesce(sum(ps.rate_minor), 0)::bigint AS amount
        FROM program_session ps JOIN appointment a ON a.id = ps.appointment_id
       WHERE ps.therapist_id = ${practice.therapistId}
         AND a.status IN (${sql.join(HELD_STATUSES)})
         AND a.starts_at >= ${new Date(`${month.start}T00:00:00Z`)} AND a.starts_at < ${new Date(`${month.next}T00:00:00Z`)}`.execute(
      db,
    ),
  ]);
  return {
    enabled: row?.enabled ?? false,
    rateMinor: row?.rateMinor ?? null,
    currency: practice.currency,
    serviceIds: row?.serviceIds ?? [],
    languages: row?.languages ?? [],
    maxClients: row?.maxClients ?? null,
    clientsNow: clients.count,
    thisMonth: { sessions: held.rows[0]?.sessions ?? 0, amountMinor: Number(held.rows[0]?.amount ?? 0) },
    options,
  };
}

/**
 * Saves the therapist's participation. Services must be active services of the practice and
 * languages on its profile; taking part needs at least one of each. Choices made while not taking
 * part are kept for later. The rate is in the practice's currency.
 */
export async function saveProgramSettings(
  db: Database,
  practice: ProgramPractice,
  input: ProgramSettingsInput,
  now = new Date(),
): Promise<ProgramSettings> {
  const options = await optionsOf(db, practice);
  const serviceIds = new Set(options.services.map((s) => s.id));
  const codes = new Set(options.languages.map((l) => l.code));
  const problems: FieldError[] = [];
  const foreign = input.serviceIds.findIndex((id) => !serviceIds.has(id));
  if (foreign >= 0)
    problems.push({
      field: 'body.serviceIds',
      message: `has a service that is not an active one of yours (${foreign})`,
    });
  else if (input.enabled && input.serviceIds.length === 0)
    problems.push({ field: 'body.serviceIds', message: 'Choose at least one service' });
  const unspoken = input.languages.findIndex((code) => !codes.has(code));
  if (unspoken >= 0)
    problems.push({ field: 'body.languages', message: `has a language that is not on your profile (${unspoken})` });
  else if (input.enabled && input.languages.length === 0)
    problems.push({ field: 'body.languages', message: 'Choose at least one language' });
  if (problems.length > 0)
    throw new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', problems);

  const values = {
    enabled: input.enabled,
    rateMinor: input.rateMinor,
    currency: practice.currency,
    serviceIds: input.serviceIds,
    languages: input.languages,
    maxClients: input.maxClients,
  };
  await db
    .insertInto('therapistProgram')
    .values({ therapistId: practice.therapistId, ...values })
    .onConflict((oc) => oc.column('therapistId').doUpdateSet({ ...values, updatedAt: sql`now()` }))
    .execute();
  return programSettings(db, practice, now);
}

/**
 * The practice's program sessions starting in a month (UTC), for its own therapist: as the sessions
 * list, their clients by name (the sessions list writes no access log for names, nor does this).
 */
export async function programSessions(db: Database, therapistId: string, month: string): Promise<ProgramSessions> {
  const bounds = monthBounds(month);
  const rows = await db
    .selectFrom('programSession as ps')
    .innerJoin('appointment as a', 'a.id', 'ps.appointmentId')
    .innerJoin('programCompany as pc', 'pc.id', 'ps.companyId')
    .innerJoin('service as s', 's.id', 'a.serviceId')
    .leftJoin('client as c', 'c.id', 'a.clientId')
    .leftJoin('pendingContact as p', 'p.id', 'a.pendingContactId')
    .select((eb) => [
      'a.uid',
      'a.startsAt',
      'a.status',
      'a.holdExpiresAt',
      eb.fn.coalesce('c.name', 'p.name').$castTo<string>().as('clientName'),
      's.name as serviceName',
      'pc.name as companyName',
      'ps.rateMinor',
      'ps.currency',
    ])
    .where('ps.therapistId', '=', therapistId)
    .where('a.startsAt', '>=', new Date(`${bounds.start}T00:00:00Z`))
    .where('a.startsAt', '<', new Date(`${bounds.next}T00:00:00Z`))
    // A guest's hold that ran out is not a session (as in the sessions list).
    .where((eb) => eb.or([eb('a.status', '!=', 'pending_email'), eb('a.holdExpiresAt', '>', new Date())]))
    .orderBy('a.startsAt')
    .limit(1000)
    .execute();
  return {
    month,
    sessions: rows.map((r) => ({
      appointmentUid: r.uid,
      startsAt: r.startsAt.toISOString(),
      status: r.status,
      clientName: r.clientName,
      serviceName: r.serviceName,
      companyName: r.companyName,
      rateMinor: r.rateMinor,
      currency: r.currency,
    })),
  };
}
