import { type Static, type TSchema, Type } from 'typebox';
import {
  ACCESS_CODE_PATTERN,
  EMAIL_DOMAIN_PATTERN,
  MAX_PROGRAM_RATE_MINOR,
  PROGRAM_PERIODS,
} from '../contract/program.ts';
import { CalendarDate, SingleLineText } from './common.ts';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
// Null first: the app coerces types, and a string branch tried first would turn null into "".
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Currency = Type.Enum(['EUR', 'GBP']);
const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'A month, YYYY-MM' });

export const AccessCodeSchema = Type.String({
  pattern: ACCESS_CODE_PATTERN,
  description: "A company's access code (case-insensitive)",
});

// ---- The therapist's participation ----

export const ProgramSettingsSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Null until the therapist first saves. */
  rateMinor: Nullable(Type.Integer()),
  /** The practice's currency. */
  currency: Currency,
  serviceIds: Type.Array(Uuid),
  languages: Type.Array(Type.String()),
  maxClients: Nullable(Type.Integer()),
  /** Different program clients with an active or past session this period (the count against maxClients). */
  clientsNow: Type.Integer(),
  /** Program sessions held this calendar month and what Calma pays for them. */
  thisMonth: Type.Object({ sessions: Type.Integer(), amountMinor: Type.Integer() }),
  /** What can be chosen: the practice's active services and the languages on its profile. */
  options: Type.Object({
    services: Type.Array(Type.Object({ id: Uuid, name: Type.String(), durationMinutes: Type.Integer() })),
    languages: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  }),
});
export type ProgramSettings = Static<typeof ProgramSettingsSchema>;

export const ProgramSettingsInputSchema = Type.Object({
  enabled: Type.Boolean(),
  rateMinor: Type.Integer({ minimum: 1, maximum: MAX_PROGRAM_RATE_MINOR }),
  serviceIds: Type.Array(Uuid, { maxItems: 50, uniqueItems: true }),
  languages: Type.Array(Type.String({ pattern: '^[a-z]{2,3}$' }), { maxItems: 30, uniqueItems: true }),
  maxClients: Type.Integer({ minimum: 1, maximum: 500 }),
});
export type ProgramSettingsInput = Static<typeof ProgramSettingsInputSchema>;

/** A program session in the therapist's list (the client is theirs; the company is named). */
export const ProgramSessionSchema = Type.Object({
  appointmentUid: Type.String(),
  startsAt: Instant,
  status: Type.String(),
  clientName: Type.String(),
  serviceName: Type.String(),
  companyName: Type.String(),
  rateMinor: Type.Integer(),
  currency: Currency,
});
export const ProgramSessionsSchema = Type.Object({ month: Month, sessions: Type.Array(ProgramSessionSchema) });
export type ProgramSessions = Static<typeof ProgramSessionsSchema>;

// ---- Booking with a code or a work address ----

export const EligibilityBodySchema = Type.Object({
  therapistSlug: Type.String({ pattern: '^[a-z0-9-]{1,80}$' }),
  code: Type.Optional(AccessCodeSchema),
  /** The employee's email address: with a code it tells their sessions left; without, its domain must be a company's. */
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
});
export type EligibilityBody = Static<typeof EligibilityBodySchema>;

export const EligibilitySchema = Type.Object({
  companyName: Type.String(),
  sessionsPerEmployee: Type.Integer(),
  period: Type.Enum(PROGRAM_PERIODS),
  /** Null without an email address. */
  sessionsLeft: Nullable(Type.Integer()),
  /** The therapist's services and languages offered to program clients. */
  serviceIds: Type.Array(Uuid),
  languages: Type.Array(Type.String()),
});
export type Eligibility = Static<typeof EligibilitySchema>;

/** Added to a booking's body to book through the employer program. */
export const ProgramBookingSchema = Type.Object({
  code: Type.Optional(AccessCodeSchema),
});

// ---- Administrators ----

export const CompanyInputSchema = Type.Object({
  name: SingleLineText({ maxLength: 200 }),
  accessCode: Nullable(AccessCodeSchema),
  emailDomain: Nullable(Type.String({ pattern: EMAIL_DOMAIN_PATTERN, maxLength: 253 })),
  sessionsPerEmployee: Type.Integer({ minimum: 1, maximum: 100 }),
  period: Type.Enum(PROGRAM_PERIODS),
  startsOn: CalendarDate(),
  endsOn: Nullable(CalendarDate()),
  priceMinor: Type.Integer({ minimum: 0, maximum: MAX_PROGRAM_RATE_MINOR }),
  currency: Currency,
  billingEmail: Type.String({ format: 'email', maxLength: 254 }),
  active: Type.Boolean(),
});
export type CompanyInput = Static<typeof CompanyInputSchema>;

export const CompanySchema = Type.Object({
  id: Uuid,
  ...CompanyInputSchema.properties,
  /** Counts only: employees are never named to anyone outside their therapist. */
  usage: Type.Object({
    /** Different employees with a session this period. */
    employeesThisPeriod: Type.Integer(),
    sessionsThisPeriod: Type.Integer(),
  }),
  createdAt: Instant,
});
export type Company = Static<typeof CompanySchema>;
export const CompaniesSchema = Type.Object({ companies: Type.Array(CompanySchema) });
export type Companies = Static<typeof CompaniesSchema>;

/** A month's statement for one company: counts and the amount, never people. */
export const StatementSchema = Type.Object({
  companyId: Uuid,
  companyName: Type.String(),
  month: Month,
  sessionsHeld: Type.Integer(),
  /** Booked for later in the month or not yet marked. */
  sessionsBooked: Type.Integer(),
  lateCancellations: Type.Integer(),
  employees: Type.Integer(),
  priceMinor: Type.Integer(),
  amountMinor: Type.Integer(),
  currency: Currency,
});
export type Statement = Static<typeof StatementSchema>;
export const StatementQuerySchema = Type.Object({ month: Month });
export { Month as MonthSchema };
export const CompanyParamsSchema = Type.Object({ id: Uuid });
/** The months of a statement CSV, both included (at most 24). */
export const StatementRangeQuerySchema = Type.Object({ from: Month, to: Month });
