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
const Month = Type.String({
  examples: ['2026-03'],
  pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
  description: 'A month, YYYY-MM',
});

export const AccessCodeSchema = Type.String({
  examples: ['MUSTER-2026'],
  pattern: ACCESS_CODE_PATTERN,
  description: "A company's access code (case-insensitive)",
});

// ---- The therapist's participation ----

export const ProgramSettingsSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Null until the therapist first saves. */
  rateMinor: Nullable(Type.Integer({ examples: [9000] })),
  /** The practice's currency. */
  currency: Currency,
  serviceIds: Type.Array(Uuid),
  languages: Type.Array(Type.String({ examples: ['de'] })),
  maxClients: Nullable(Type.Integer({ examples: [50] })),
  /** Different program clients with an active or past session this period (the count against maxClients). */
  clientsNow: Type.Integer({ examples: [42] }),
  /** Program sessions held this calendar month and what Calma pays for them. */
  thisMonth: Type.Object({
    sessions: Type.Integer({ examples: [14] }),
    amountMinor: Type.Integer({ examples: [9000] }),
  }),
  /** What can be chosen: the practice's active services and the languages on its profile. */
  options: Type.Object({
    services: Type.Array(
      Type.Object({
        id: Uuid,
        name: Type.String({ examples: ['Einzeltherapie'] }),
        durationMinutes: Type.Integer({ examples: [50] }),
      }),
    ),
    languages: Type.Array(
      Type.Object({ code: Type.String({ examples: ['de'] }), name: Type.String({ examples: ['Deutsch'] }) }),
    ),
  }),
});
export type ProgramSettings = Static<typeof ProgramSettingsSchema>;

export const ProgramSettingsInputSchema = Type.Object({
  enabled: Type.Boolean(),
  rateMinor: Type.Integer({ examples: [9000], minimum: 1, maximum: MAX_PROGRAM_RATE_MINOR }),
  serviceIds: Type.Array(Uuid, { maxItems: 50, uniqueItems: true }),
  languages: Type.Array(Type.String({ examples: ['de'], pattern: '^[a-z]{2,3}$' }), {
    maxItems: 30,
    uniqueItems: true,
  }),
  maxClients: Type.Integer({ examples: [50], minimum: 1, maximum: 500 }),
});
export type ProgramSettingsInput = Static<typeof ProgramSettingsInputSchema>;

/** A program session in the therapist's list (the client is theirs; the company is named). */
export const ProgramSessionSchema = Type.Object({
  appointmentUid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }),
  startsAt: Instant,
  status: Type.String({ examples: ['confirmed'] }),
  clientName: Type.String({ examples: ['Jonas Weber'] }),
  serviceName: Type.String({ examples: ['Einzeltherapie'] }),
  companyName: Type.String({ examples: ['Muster GmbH'] }),
  rateMinor: Type.Integer({ examples: [9000] }),
  currency: Currency,
});
export const ProgramSessionsSchema = Type.Object({ month: Month, sessions: Type.Array(ProgramSessionSchema) });
export type ProgramSessions = Static<typeof ProgramSessionsSchema>;

// ---- Booking with a code or a work address ----

export const EligibilityBodySchema = Type.Object({
  therapistSlug: Type.String({ examples: ['anna-becker'], pattern: '^[a-z0-9-]{1,80}$' }),
  code: Type.Optional(AccessCodeSchema),
  /** The employee's email address: with a code it tells their sessions left; without, its domain must be a company's. */
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
});
export type EligibilityBody = Static<typeof EligibilityBodySchema>;

export const EligibilitySchema = Type.Object({
  companyName: Type.String({ examples: ['Muster GmbH'] }),
  sessionsPerEmployee: Type.Integer({ examples: [6] }),
  period: Type.Enum(PROGRAM_PERIODS),
  /** Null without an email address. */
  sessionsLeft: Nullable(Type.Integer({ examples: [4] })),
  /** The therapist's services and languages offered to program clients. */
  serviceIds: Type.Array(Uuid),
  languages: Type.Array(Type.String({ examples: ['de'] })),
});
export type Eligibility = Static<typeof EligibilitySchema>;

/** Added to a booking's body to book through the employer program. */
export const ProgramBookingSchema = Type.Object({
  code: Type.Optional(AccessCodeSchema),
});

// ---- Administrators ----

export const CompanyInputSchema = Type.Object({
  name: SingleLineText({ examples: ['Muster GmbH'], maxLength: 200 }),
  accessCode: Nullable(AccessCodeSchema),
  emailDomain: Nullable(Type.String({ examples: ['example.com'], pattern: EMAIL_DOMAIN_PATTERN, maxLength: 253 })),
  sessionsPerEmployee: Type.Integer({ examples: [6], minimum: 1, maximum: 100 }),
  period: Type.Enum(PROGRAM_PERIODS),
  startsOn: CalendarDate(),
  endsOn: Nullable(CalendarDate()),
  priceMinor: Type.Integer({ examples: [9000], minimum: 0, maximum: MAX_PROGRAM_RATE_MINOR }),
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
    employeesThisPeriod: Type.Integer({ examples: [9] }),
    sessionsThisPeriod: Type.Integer({ examples: [14] }),
  }),
  createdAt: Instant,
});
export type Company = Static<typeof CompanySchema>;
export const CompaniesSchema = Type.Object({ companies: Type.Array(CompanySchema) });
export type Companies = Static<typeof CompaniesSchema>;

/** A month's statement for one company: counts and the amount, never people. */
export const StatementSchema = Type.Object({
  companyId: Uuid,
  companyName: Type.String({ examples: ['Muster GmbH'] }),
  month: Month,
  sessionsHeld: Type.Integer({ examples: [2] }),
  /** Booked for later in the month or not yet marked. */
  sessionsBooked: Type.Integer({ examples: [3] }),
  lateCancellations: Type.Integer({ examples: [0] }),
  employees: Type.Integer({ examples: [120] }),
  priceMinor: Type.Integer({ examples: [9000] }),
  amountMinor: Type.Integer({ examples: [9000] }),
  currency: Currency,
});
export type Statement = Static<typeof StatementSchema>;
export const StatementQuerySchema = Type.Object({ month: Month });
export { Month as MonthSchema };
export const CompanyParamsSchema = Type.Object({ id: Uuid });
/** The months of a statement CSV, both included (at most 24). */
export const StatementRangeQuerySchema = Type.Object({ from: Month, to: Month });
