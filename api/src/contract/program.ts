// The employer program (decision 023), shared by the API, the booking island and the dashboard.

export const PROGRAM_PERIODS = ['month', 'quarter', 'year'] as const;
export type ProgramPeriodId = (typeof PROGRAM_PERIODS)[number];
/** Access codes: 6–32 characters of A–Z, 0–9 and "-", typed case-insensitively. */
export const ACCESS_CODE_PATTERN = '^[A-Za-z0-9-]{6,32}$';
/**
 * A work email domain without "@" (example.com, mail.example.co.uk), lower-case. Its length (at most
 * 253) is the schema's maxLength: a lookahead here is more than the API's fuzzer can generate for.
 */
export const EMAIL_DOMAIN_PATTERN = '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$';
/** The most a therapist may ask per program session, in minor units. */
export const MAX_PROGRAM_RATE_MINOR = 50_000;
