import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { FieldError } from '../schemas/common.ts';
import type { Company, CompanyInput } from '../schemas/program.ts';
import { usedSession } from './budget.ts';
import type { ProgramCompany } from './eligibility.ts';
import { periodOf } from './period.ts';

// The companies in the employer program, kept by administrators (decision 023). What anyone at
// Calma sees of a company's employees is counts: never a name, an address or a therapist.

const invalid = (problems: FieldError[]) =>
  new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', problems);

/** The input as stored: codes upper-cased, domains lower-cased, and the rules a schema cannot say. */
function normalised(input: CompanyInput) {
  const accessCode = input.accessCode?.toUpperCase() ?? null;
  const emailDomain = input.emailDomain?.toLowerCase() ?? null;
  const problems: FieldError[] = [];
  if (!accessCode && !emailDomain) {
    problems.push(
      { field: 'body.accessCode', message: 'Give an access code, an email domain or both' },
      { field: 'body.emailDomain', message: 'Give an access code, an email domain or both' },
    );
  }
  if (input.endsOn !== null && input.endsOn < input.startsOn) {
    problems.push({ field: 'body.endsOn', message: 'is before the first day' });
  }
  if (problems.length > 0) throw invalid(problems);
  return {
    name: input.name.trim(),
    accessCode,
    emailDomain,
    sessionsPerEmployee: input.sessionsPerEmployee,
    period: input.period,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    priceMinor: input.priceMinor,
    currency: input.currency,
    billingEmail: input.billingEmail.trim(),
    active: input.active,
  };
}

/** 409 when another company already has the code or the domain (both are unique, case-insensitively). */
async function assertUnique(db: Database, values: ReturnType<typeof normalised>, exceptId?: string) {
  const clash = async (column: 'accessCode' | 'emailDomain', value: string | null) =>
    value !== null &&
    Boolean(
      await db
        .selectFrom('programCompany')
        .select('id')
        .where(column, '=', value)
        .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId as string))
        .executeTakeFirst(),
    );
  if (await clash('accessCode', values.accessCode)) {
    throw new AppError('ACCESS_CODE_TAKEN', 409, 'Another company has this access code', { field: 'body.accessCode' });
  }
  if (await clash('emailDomain', values.emailDomain)) {
    throw new AppError('EMAIL_DOMAIN_TAKEN', 409, 'Another company has this email domain', {
      field: 'body.emailDomain',
    });
  }
}

/** Two saves at once with the same code or domain: the database's unique index decides, with the same answer. */
function uniqueViolation(error: unknown): AppError | undefined {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  return constraint?.includes('email_domain')
    ? new AppError('EMAIL_DOMAIN_TAKEN', 409, 'Another company has this email domain', { field: 'body.emailDomain' })
    : new AppError('ACCESS_CODE_TAKEN', 409, 'Another company has this access code', { field: 'body.accessCode' });
}

/** Different employees and sessions used in each company's current period (counts only). */
async function usageOf(db: Database, companies: ProgramCompany[], now: Date) {
  const usage = new Map<string, Company['usage']>();
  await Promise.all(
    companies.map(async (company) => {
      const period = periodOf(now, company.period);
      const { rows } = await sql<{ employees: number; sessions: number }>`
        SELECT count(DISTINCT ps.employee_key)::int AS employees, count(*)::int AS sessions
          FROM program_session ps JOIN appointment a ON a.id = ps.appointment_id
         WHERE ps.company_id = ${company.id}
           AND a.starts_at >= ${new Date(`${period.start}T00:00:00Z`)}
           AND a.starts_at < ${new Date(`${period.next}T00:00:00Z`)}
           AND ${usedSession(now)}`.execute(db);
      usage.set(company.id, {
        employeesThisPeriod: rows[0]?.employees ?? 0,
        sessionsThisPeriod: rows[0]?.sessions ?? 0,
      });
    }),
  );
  return usage;
}

const view = (company: ProgramCompany, usage: Company['usage'] | undefined): Company => ({
  id: company.id,
  name: company.name,
  accessCode: company.accessCode,
  emailDomain: company.emailDomain,
  sessionsPerEmployee: company.sessionsPerEmployee,
  period: company.period,
  startsOn: company.startsOn,
  endsOn: company.endsOn,
  priceMinor: company.priceMinor,
  currency: company.currency,
  billingEmail: company.billingEmail,
  active: company.active,
  usage: usage ?? { employeesThisPeriod: 0, sessionsThisPeriod: 0 },
  createdAt: company.createdAt.toISOString(),
});

/** Every company, by name, with its use this period. */
export async function listCompanies(db: Database, now = new Date()): Promise<Company[]> {
  const companies = await db.selectFrom('programCompany').selectAll().orderBy('name').orderBy('createdAt').execute();
  const usage = await usageOf(db, companies, now);
  return companies.map((c) => view(c, usage.get(c.id)));
}

async function companyView(db: Database, company: ProgramCompany, now: Date) {
  return view(company, (await usageOf(db, [company], now)).get(company.id));
}

export async function createCompany(db: Database, input: CompanyInput, now = new Date()): Promise<Company> {
  const values = normalised(input);
  await assertUnique(db, values);
  try {
    const company = await db.insertInto('programCompany').values(values).returningAll().executeTakeFirstOrThrow();
    return companyView(db, company, now);
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export async function updateCompany(db: Database, id: string, input: CompanyInput, now = new Date()): Promise<Company> {
  const values = normalised(input);
  const exists = await db.selectFrom('programCompany').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound('No such company');
  await assertUnique(db, values, id);
  try {
    const company = await db
      .updateTable('programCompany')
      .set({ ...values, updatedAt: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!company) throw notFound('No such company');
    return companyView(db, company, now);
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}
