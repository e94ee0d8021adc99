import { sql } from 'kysely';
import { clientBalance } from '../billing/balance.ts';
import { APPOINTMENT_STATUSES } from '../contract/booking.ts';
import type { Database } from '../db/database.ts';
import type { AppointmentStatus, Currency } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import type {
  AccessAction,
  ClientAccessLog,
  ClientAppointments,
  ClientList,
  ClientOverview,
  ClientProfile,
} from '../schemas/clients.ts';
import { consentDate, consentInstant, type ProfileInput, profileProblems, todayIn } from './profile.ts';

/** The therapist practice an account runs; a therapist account without a profile has none. */
export interface Practice {
  userId: string;
  therapistId: string;
  currency: Currency;
  timeZone: string;
}

export async function practiceOf(db: Database, userId: string): Promise<Practice | undefined> {
  const row = await db
    .selectFrom('therapist')
    .select(['id', 'currency', 'timeZone'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row && { userId, therapistId: row.id, currency: row.currency, timeZone: row.timeZone };
}

// Whoever is not this client's therapist learns nothing, not even that the client exists.
export const noSuchClient = () => notFound('No such client');

/**
 * The client, if it belongs to the practice. With an action, the access is written to the client's
 * access log before anything of the record is read.
 */
export async function openRecord(
  db: Database,
  practice: Practice,
  clientId: string,
  action?: AccessAction,
): Promise<{ id: string; name: string }> {
  const client = await db
    .selectFrom('client')
    .select(['id', 'name'])
    .where('id', '=', clientId)
    .where('therapistId', '=', practice.therapistId)
    .executeTakeFirst();
  if (!client) throw noSuchClient();
  if (action) await recordAccess(db, practice.userId, clientId, action);
  return client;
}

export async function recordAccess(db: Database, userId: string, clientId: string, action: AccessAction) {
  await db.insertInto('clientAccessLog').values({ userId, clientId, action }).execute();
}

// A session that counts as ahead: asked for or agreed; one behind: agreed or held.
const UPCOMING: AppointmentStatus[] = ['requested', 'confirmed'];
const HELD: AppointmentStatus[] = ['confirmed', 'completed'];

/** `%` and `_` in a search are letters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The practice's clients by name, each with their next and last session. */
export async function listClients(db: Database, practice: Practice | undefined, search = ''): Promise<ClientList> {
  if (!practice) return { clients: [] };
  const now = new Date();
  let query = db
    .selectFrom('client')
    .select((eb) => [
      'client.id',
      'client.name',
      'client.email',
      eb
        .selectFrom('appointment')
        .select((a) => a.fn.min('appointment.startsAt').as('at'))
        .whereRef('appointment.clientId', '=', 'client.id')
        .where('appointment.status', 'in', UPCOMING)
        .where('appointment.startsAt', '>=', now)
        .as('nextSession'),
      eb
        .selectFrom('appointment')
        .select((a) => a.fn.max('appointment.startsAt').as('at'))
        .whereRef('appointment.clientId', '=', 'client.id')
        .where('appointment.status', 'in', HELD)
        .where('appointment.startsAt', '<', now)
        .as('lastSession'),
    ])
    .where('client.therapistId', '=', practice.therapistId);
  const text = search.trim();
  if (text !== '') {
    const pattern = containing(text);
    query = query.where((eb) => eb.or([eb('client.name', 'ilike', pattern), eb('client.email', 'ilike', pattern)]));
  }
  const rows = await query.orderBy(sql`lower(client.name)`).orderBy('client.id').execute();
  return {
    clients: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      nextSession: iso(r.nextSession),
      lastSession: iso(r.lastSession),
    })),
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const validate = (practice: Practice, input: ProfileInput) => {
  const problems = profileProblems(input, todayIn(practice.timeZone));
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', 400, 'The request has invalid fields', problems);
};

const columnsOf = (input: ProfileInput) => ({
  name: input.name.trim(),
  email: input.email.trim(),
  phone: input.phone.trim(),
  locale: input.locale,
  timeZone: input.timeZone,
  dateOfBirth: input.dateOfBirth,
  emergencyContact: input.emergencyContact.trim(),
  consentTreatmentAt: consentInstant(input.treatmentConsentDate),
  consentDataAt: consentInstant(input.dataConsentDate),
  ...(input.billingAddress !== undefined && { billingAddress: input.billingAddress.trim() }),
  ...(input.invoiceLocale !== undefined && { invoiceLocale: input.invoiceLocale }),
});

const emailTaken = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'client_therapist_id_email_key';

const emailTakenError = () =>
  new AppError('CLIENT_EMAIL_TAKEN', 409, 'Another of your clients has this email address', [
    { field: 'body.email', message: 'is already used by another of your clients' },
  ]);

/** Adds a client by hand; their email must be new to the practice. */
export async function createClient(
  db: Database,
  practice: Practice | undefined,
  input: Partial<ProfileInput> & { name: string; email: string },
): Promise<ClientProfile> {
  if (!practice) {
    throw new AppError('NO_PRACTICE', 409, 'This account has no therapist profile to add clients to');
  }
  const full: ProfileInput = {
    phone: '',
    locale: 'en',
    timeZone: null,
    dateOfBirth: null,
    emergencyContact: '',
    treatmentConsentDate: null,
    dataConsentDate: null,
    ...input,
  };
  validate(practice, full);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('client')
        .values({ therapistId: practice.therapistId, ...columnsOf(full) })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAccess(trx, practice.userId, row.id, 'client.create');
      return profileOf(row);
    });
  } catch (error) {
    if (emailTaken(error)) throw emailTakenError();
    throw error;
  }
}

type ClientRow = Awaited<ReturnType<typeof clientRow>>;
const clientRow = (db: Database, id: string) =>
  db.selectFrom('client').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const profileOf = (row: ClientRow): ClientProfile => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  locale: row.locale as ClientProfile['locale'],
  timeZone: row.timeZone,
  dateOfBirth: row.dateOfBirth,
  emergencyContact: row.emergencyContact,
  treatmentConsentDate: consentDate(row.consentTreatmentAt),
  dataConsentDate: consentDate(row.consentDataAt),
  billingAddress: row.billingAddress,
  invoiceLocale: row.invoiceLocale as ClientProfile['invoiceLocale'],
  hasAccount: row.userId !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function clientProfile(db: Database, practice: Practice, clientId: string): Promise<ClientProfile> {
  await openRecord(db, practice, clientId, 'profile.read');
  return profileOf(await clientRow(db, clientId));
}

export async function updateProfile(
  db: Database,
  practice: Practice,
  clientId: string,
  input: ProfileInput,
): Promise<ClientProfile> {
  await openRecord(db, practice, clientId);
  validate(practice, input);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('client')
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where('id', '=', clientId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAccess(trx, practice.userId, clientId, 'profile.update');
      return profileOf(row);
    });
  } catch (error) {
    if (emailTaken(error)) throw emailTakenError();
    throw error;
  }
}

const sessionColumns = [
  'appointment.id',
  'appointment.startsAt',
  'appointment.endsAt',
  'appointment.status',
  'service.name as serviceName',
] as const;

const sessionOf = (row: {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  serviceName: string;
}) => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  status: row.status,
  serviceName: row.serviceName,
});

export async function clientOverview(db: Database, practice: Practice, clientId: string): Promise<ClientOverview> {
  const client = await openRecord(db, practice, clientId, 'overview.read');
  const now = new Date();
  const sessions = db
    .selectFrom('appointment')
    .innerJoin('service', 'service.id', 'appointment.serviceId')
    .select(sessionColumns)
    .where('appointment.clientId', '=', clientId);
  const [next, last, counts, notes, balance] = await Promise.all([
    sessions
      .where('appointment.status', 'in', UPCOMING)
      .where('appointment.startsAt', '>=', now)
      .orderBy('appointment.startsAt', 'asc')
      .limit(1)
      .executeTakeFirst(),
    sessions
      .where('appointment.status', 'in', HELD)
      .where('appointment.startsAt', '<', now)
      .orderBy('appointment.startsAt', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('appointment')
      .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
      .where('clientId', '=', clientId)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('sessionNote')
      .select([
        (eb) => eb.fn.count<string>('id').filterWhere('signedAt', 'is', null).as('drafts'),
        (eb) => eb.fn.count<string>('id').filterWhere('signedAt', 'is not', null).as('signed'),
      ])
      .where('clientId', '=', clientId)
      .executeTakeFirstOrThrow(),
    clientBalance(db, clientId),
  ]);
  const countOf = new Map(counts.map((c) => [c.status, Number(c.count)]));
  return {
    client,
    nextSession: next ? sessionOf(next) : null,
    lastSession: last ? sessionOf(last) : null,
    sessionCounts: APPOINTMENT_STATUSES.map((status) => ({ status, count: countOf.get(status) ?? 0 })),
    noteCounts: { drafts: Number(notes.drafts), signed: Number(notes.signed) },
    // Until a first invoice is issued the flag says so, rather than a bare 0 read as "paid up".
    balance: { ...balance, currency: practice.currency },
  };
}

export async function clientAppointments(
  db: Database,
  practice: Practice,
  clientId: string,
): Promise<ClientAppointments> {
  const client = await openRecord(db, practice, clientId, 'appointments.read');
  const rows = await db
    .selectFrom('appointment')
    .innerJoin('service', 'service.id', 'appointment.serviceId')
    .select([...sessionColumns, 'appointment.modality', 'appointment.priceMinor', 'appointment.currency'])
    .where('appointment.clientId', '=', clientId)
    .orderBy('appointment.startsAt', 'desc')
    .execute();
  return {
    client,
    appointments: rows.map((r) => ({
      ...sessionOf(r),
      modality: r.modality,
      priceMinor: r.priceMinor,
      currency: r.currency,
    })),
  };
}

/** Who opened or changed the record, newest first. Reading the log is not itself logged. */
export async function accessLog(
  db: Database,
  practice: Practice,
  clientId: string,
  limit: number,
): Promise<ClientAccessLog> {
  const client = await openRecord(db, practice, clientId);
  const rows = await db
    .selectFrom('clientAccessLog')
    .innerJoin('userAccount', 'userAccount.id', 'clientAccessLog.userId')
    .select([
      'clientAccessLog.createdAt',
      'clientAccessLog.action',
      'clientAccessLog.userId',
      'userAccount.displayName',
      'userAccount.email',
    ])
    .where('clientAccessLog.clientId', '=', clientId)
    .orderBy('clientAccessLog.id', 'desc')
    .limit(limit)
    .execute();
  return {
    client,
    entries: rows.map((r) => ({
      at: r.createdAt.toISOString(),
      action: r.action as AccessAction,
      by: { name: r.displayName, email: r.email, you: r.userId === practice.userId },
    })),
  };
}
