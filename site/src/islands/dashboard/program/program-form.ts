// The employer program's forms as typed, checked before they are sent: the therapist's settings
// and an administrator's company. Each check says which fields are wrong; the screens word them.
import {
  ACCESS_CODE_PATTERN,
  type CompanyInput,
  EMAIL_DOMAIN_PATTERN,
  MAX_PROGRAM_RATE_MINOR,
  PROGRAM_PERIODS,
  type ProgramPeriodId,
  type ProgramSettings,
  type ProgramSettingsInput,
} from '@calma/api/contract';
import { parsePrice, priceInput } from '../../../lib/money.ts';

/** The most program clients a therapist may take (the API's limit). */
export const MAX_PROGRAM_CLIENTS = 500;
/** The most sessions a company may give each employee per period (the API's limit). */
export const MAX_SESSIONS_PER_EMPLOYEE = 100;

export interface SettingsForm {
  enabled: boolean;
  /** The rate as typed, in the practice's currency ("80", "80,50"). */
  rate: string;
  serviceIds: string[];
  languages: string[];
  maxClients: string;
}

export type FormErrors = Partial<Record<'rateMinor' | 'serviceIds' | 'languages' | 'maxClients', true>>;

const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text.trim()) >= min && Number(text.trim()) <= max;

/**
 * What is wrong with the settings: a rate and a number of clients always (the API keeps both while
 * paused); services, and languages when the profile has any, only to take part.
 */
export function formProblems(form: SettingsForm, hasLanguages: boolean): FormErrors {
  const found: FormErrors = {};
  const rate = parsePrice(form.rate);
  if (rate === undefined || rate < 1 || rate > MAX_PROGRAM_RATE_MINOR) found.rateMinor = true;
  if (form.enabled && form.serviceIds.length === 0) found.serviceIds = true;
  if (form.enabled && hasLanguages && form.languages.length === 0) found.languages = true;
  if (!wholeIn(form.maxClients, 1, MAX_PROGRAM_CLIENTS)) found.maxClients = true;
  return found;
}

/** The month `count` months after (or before) a YYYY-MM month. */
export function addMonths(month: string, count: number): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A company as the administrator types it. */
export interface CompanyForm {
  name: string;
  accessCode: string;
  emailDomain: string;
  sessionsPerEmployee: string;
  period: ProgramPeriodId;
  startsOn: string;
  endsOn: string;
  /** The price per session held, as typed. */
  price: string;
  currency: 'EUR' | 'GBP';
  billingEmail: string;
  active: boolean;
}

export type CompanyField = keyof Omit<CompanyInput, 'period' | 'currency' | 'active'>;
/** Each refused field with the `dashboard.adminProgram.error.*` key that says why. */
export type CompanyErrors = Partial<Record<CompanyField, string>>;

const ACCESS_CODE = new RegExp(ACCESS_CODE_PATTERN);
const DOMAIN = new RegExp(EMAIL_DOMAIN_PATTERN);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const emptyCompany = (startsOn: string): CompanyForm => ({
  name: '',
  accessCode: '',
  emailDomain: '',
  sessionsPerEmployee: '',
  period: 'year',
  startsOn,
  endsOn: '',
  price: '',
  currency: 'EUR',
  billingEmail: '',
  active: true,
});

/** A domain as people paste it ("@Acme.example", "acme.example."), as the API keeps it. */
export const cleanDomain = (text: string) => text.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');

/** What is wrong with a company before it is sent; a company needs a code, a domain or both. */
export function companyProblems(form: CompanyForm): CompanyErrors {
  const found: CompanyErrors = {};
  const code = form.accessCode.trim();
  const domain = cleanDomain(form.emailDomain);
  if (!form.name.trim()) found.name = 'name';
  if (code && !ACCESS_CODE.test(code)) found.accessCode = 'accessCode';
  if (domain && !DOMAIN.test(domain)) found.emailDomain = 'emailDomain';
  if (!code && !domain) found.accessCode = 'accessOrDomain';
  if (!wholeIn(form.sessionsPerEmployee, 1, MAX_SESSIONS_PER_EMPLOYEE)) found.sessionsPerEmployee = 'sessions';
  if (!DAY.test(form.startsOn)) found.startsOn = 'date';
  if (form.endsOn && !DAY.test(form.endsOn)) found.endsOn = 'date';
  else if (form.endsOn && DAY.test(form.startsOn) && form.endsOn < form.startsOn) found.endsOn = 'endsBefore';
  const price = parsePrice(form.price);
  if (price === undefined || price > MAX_PROGRAM_RATE_MINOR) found.priceMinor = 'price';
  if (!EMAIL.test(form.billingEmail.trim())) found.billingEmail = 'billingEmail';
  return found;
}

/** The company as the API takes it; call only once `companyProblems` found nothing. */
export function companyInput(form: CompanyForm): CompanyInput {
  const code = form.accessCode.trim().toUpperCase();
  const domain = cleanDomain(form.emailDomain);
  return {
    name: form.name.trim(),
    accessCode: code || null,
    emailDomain: domain || null,
    sessionsPerEmployee: Number(form.sessionsPerEmployee.trim()),
    period: form.period,
    startsOn: form.startsOn,
    endsOn: form.endsOn || null,
    priceMinor: parsePrice(form.price) ?? 0,
    currency: form.currency,
    billingEmail: form.billingEmail.trim(),
    active: form.active,
  };
}

export const isPeriod = (value: string): value is ProgramPeriodId =>
  (PROGRAM_PERIODS as readonly string[]).includes(value);

/** The saved settings as the form shows them: the rate as the viewer writes prices, no limit as ''. */
export const settingsFormOf = (
  settings: Pick<ProgramSettings, 'enabled' | 'rateMinor' | 'serviceIds' | 'languages' | 'maxClients'>,
  locale: string,
): SettingsForm => ({
  enabled: settings.enabled,
  rate: settings.rateMinor === null ? '' : priceInput(settings.rateMinor, locale),
  serviceIds: settings.serviceIds,
  languages: settings.languages,
  maxClients: settings.maxClients === null ? '' : String(settings.maxClients),
});

/** The API's body from a form that passed `formProblems`. */
export const settingsInput = (form: SettingsForm): ProgramSettingsInput => ({
  enabled: form.enabled,
  rateMinor: parsePrice(form.rate) ?? 0,
  serviceIds: form.serviceIds,
  languages: form.languages,
  maxClients: Number(form.maxClients.trim()),
});

/** The fields of a refused save the form shows, marked wrong; the API's other paths are left out. */
export function refusedSettings(apiPaths: readonly string[]): FormErrors {
  const found: FormErrors = {};
  for (const path of apiPaths) {
    if (path === 'rateMinor' || path === 'serviceIds' || path === 'languages' || path === 'maxClients')
      found[path] = true;
  }
  return found;
}
