import type { Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ProgramCompanyTable, TherapistProgramTable } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Eligibility, EligibilityBody } from '../schemas/program.ts';
import { lockProgramBooking, programClients, sessionsUsed } from './budget.ts';
import { emailDomain, employeeKey, periodOf, utcDay } from './period.ts';

// Who may book through the employer program, with whom, and how many sessions are left
// (decision 023). The same rules answer the booking page's question before it books and guard the
// booking itself, where they run under locks so that concurrent bookings cannot overspend.

export type ProgramCompany = Selectable<ProgramCompanyTable>;
export type Participation = Selectable<TherapistProgramTable>;

// One answer for a code that does not exist and one that exists but is not in use: a guess learns nothing.
const codeUnknown = () => new AppError('PROGRAM_CODE_UNKNOWN', 404, 'No company in the program has this access code');
const notEligible = () =>
  new AppError('PROGRAM_NOT_ELIGIBLE', 404, 'No company in the program has employees at this email domain');
export const notOffered = (details?: { field: string }) =>
  new AppError('PROGRAM_NOT_OFFERED', 409, 'This therapist does not offer this through the employer program', details);
const budgetExhausted = (resetsOn: string) =>
  new AppError('PROGRAM_BUDGET_EXHAUSTED', 409, 'No program sessions are left in this period', { resetsOn });
const full = () => new AppError('PROGRAM_FULL', 409, 'This therapist takes no more program clients for now');

/** Whether the company's program runs on `day` (YYYY-MM-DD). */
export const runsOn = (company: Pick<ProgramCompany, 'active' | 'startsOn' | 'endsOn'>, day: string) =>
  company.active && company.startsOn <= day && (company.endsOn === null || company.endsOn >= day);

/**
 * The company whose program covers this employee on `on`: by access code when one is given, else by
 * the domain of their address. 404 for an unknown code or domain, or a company not running then.
 */
export async function companyFor(
  db: Database,
  { code, email }: { code?: string; email?: string },
  on: Date,
): Promise<ProgramCompany> {
  const day = utcDay(on);
  if (code) {
    const company = await db
      .selectFrom('programCompany')
      .selectAll()
      .where('accessCode', '=', code.toUpperCase())
      .executeTakeFirst();
    if (!company || !runsOn(company, day)) throw codeUnknown();
    return company;
  }
  if (!email) {
    throw new AppError('VALIDATION_FAILED', 400, 'Send an access code or a work email address', [
      { field: 'body.code', message: 'Give an access code or a work email address' },
    ]);
  }
  const company = await db
    .selectFrom('programCompany')
    .selectAll()
    .where('emailDomain', '=', emailDomain(email))
    .executeTakeFirst();
  if (!company || !runsOn(company, day)) throw notEligible();
  return company;
}

/** The therapist's participation, when they take program clients (409 PROGRAM_NOT_OFFERED otherwise). */
export async function participationOf(db: Database, therapistId: string): Promise<Participation> {
  const program = await db
    .selectFrom('therapistProgram')
    .selectAll()
    .where('therapistId', '=', therapistId)
    .executeTakeFirst();
  if (!program?.enabled) throw notOffered();
  return program;
}

/** 409 PROGRAM_BUDGET_EXHAUSTED or PROGRAM_FULL when the employee cannot book a session starting `start`. */
async function assertRoom(
  db: Database,
  company: ProgramCompany,
  program: Participation,
  key: string,
  start: Date,
  now: Date,
): Promise<number> {
  const period = periodOf(start, company.period);
  const left = company.sessionsPerEmployee - (await sessionsUsed(db, company.id, key, period, now));
  if (left <= 0) throw budgetExhausted(period.next);
  // Capacity is counted per calendar year, as the settings' `clientsNow` shows it; a program client
  // of the therapist that year may always book again.
  const clients = await programClients(db, program.therapistId, periodOf(start, 'year'), now, key);
  if (!clients.includes && clients.count >= program.maxClients) throw full();
  return left;
}

/** The booking page asks before it books: the company, the sessions left, what the therapist offers. */
export async function checkEligibility(db: Database, body: EligibilityBody, now = new Date()): Promise<Eligibility> {
  // As the booking page finds them: listed and verified (booking/appointments.ts, bookableTherapist).
  const therapist = await db
    .selectFrom('therapist')
    .select('id')
    .where('slug', '=', body.therapistSlug)
    .where('listed', '=', true)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
  if (!therapist) throw new AppError('NOT_FOUND', 404, 'No bookable therapist with this address');
  const company = await companyFor(db, body, now);
  const program = await participationOf(db, therapist.id);
  const sessionsLeft = body.email ? await assertRoom(db, company, program, employeeKey(body.email), now, now) : null;
  return {
    companyName: company.name,
    sessionsPerEmployee: company.sessionsPerEmployee,
    period: company.period,
    sessionsLeft,
    serviceIds: program.serviceIds,
    languages: program.languages,
  };
}

/** What a program booking records beside its appointment (`program_session`). */
export interface ProgramClaim {
  companyId: string;
  therapistId: string;
  employeeKey: string;
  rateMinor: number;
  currency: ProgramCompany['currency'];
}

/**
 * Inside the booking's transaction: checks every rule for a session of `serviceId` starting `start`
 * and holds the locks that keep the budget and the capacity true until the booking commits.
 */
export async function claimProgramSession(
  trx: Database,
  input: { therapistId: string; serviceId: string; start: Date; email: string; code?: string },
  now: Date,
): Promise<ProgramClaim> {
  const company = await companyFor(trx, input, input.start);
  const program = await participationOf(trx, input.therapistId);
  if (!program.serviceIds.includes(input.serviceId)) throw notOffered({ field: 'serviceId' });
  const key = employeeKey(input.email);
  await lockProgramBooking(trx, company.id, key, input.therapistId);
  await assertRoom(trx, company, program, key, input.start, now);
  return {
    companyId: company.id,
    therapistId: input.therapistId,
    employeeKey: key,
    rateMinor: program.rateMinor,
    currency: program.currency,
  };
}

/**
 * Inside the move's transaction: a program session moved into another budget period must fit that
 * period's budget (409 PROGRAM_BUDGET_EXHAUSTED) and a day the company's program runs (409
 * PROGRAM_NOT_OFFERED). A move within its period changes no count. Nothing for other appointments.
 */
export async function assertProgramMove(
  trx: Database,
  appointment: { id: string; startsAt: Date },
  start: Date,
  now: Date,
): Promise<void> {
  const session = await trx
    .selectFrom('programSession')
    .innerJoin('programCompany', 'programCompany.id', 'programSession.companyId')
    .selectAll('programCompany')
    .select(['programSession.employeeKey', 'programSession.therapistId'])
    .where('programSession.appointmentId', '=', appointment.id)
    .executeTakeFirst();
  if (!session) return;
  if (!runsOn(session, utcDay(start))) throw notOffered();
  const period = periodOf(start, session.period);
  if (periodOf(appointment.startsAt, session.period).start === period.start) return;
  await lockProgramBooking(trx, session.id, session.employeeKey, session.therapistId);
  const used = await sessionsUsed(trx, session.id, session.employeeKey, period, now);
  if (used >= session.sessionsPerEmployee) throw budgetExhausted(period.next);
}
