import type { FormFieldReason, PartnershipKind } from '../contract/forms.ts';
import type { Locale } from '../contract/locales.ts';
import { hasLinkLikeText } from '../mail/safe-names.ts';

// The rules a form's schema cannot state: blank after trimming, characters that have no place in
// a form (and that PostgreSQL's jsonb refuses), links in the names that end up in a letter to a
// stranger, dates. Each problem names its field the way the schema's errors do (`body.email`).

export interface FieldProblem {
  field: string;
  reason: FormFieldReason;
  message: string;
}

const MESSAGES: Record<FormFieldReason, string> = {
  required: 'must not be blank',
  email: 'must be an email address',
  link: 'must not contain a web or email address',
  text: 'must not contain control characters',
  date: 'must be a date (YYYY-MM-DD) from today on',
};

// Control characters (tab and line breaks allowed only where text may have several lines), and
// the Unicode line separators, which would break a single-line value just the same.
const CONTROL_MULTILINE = /(?![\n\t])[\p{Cc}\u2028\u2029]/u;
const CONTROL_LINE = /[\p{Cc}\u2028\u2029]/u;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]{2,}$/;

/** Collects problems while reading the fields of one form. */
class Fields {
  readonly problems: FieldProblem[] = [];

  private fail(field: string, reason: FormFieldReason): undefined {
    this.problems.push({ field: `body.${field}`, reason, message: MESSAGES[reason] });
    return undefined;
  }

  /** One line of text, trimmed; blank is absent. */
  line(field: string, value: string | undefined, { required = false, links = true } = {}): string | undefined {
    const text = value?.trim() ?? '';
    if (text === '') return required ? this.fail(field, 'required') : undefined;
    if (!text.isWellFormed() || CONTROL_LINE.test(text)) return this.fail(field, 'text');
    if (!links && hasLinkLikeText(text)) return this.fail(field, 'link');
    return text;
  }

  /** Text of several lines, with Windows line ends made plain. */
  text(field: string, value: string | undefined): string | undefined {
    const text = value?.replace(/\r\n?/g, '\n').trim() ?? '';
    if (text === '') return this.fail(field, 'required');
    if (!text.isWellFormed() || CONTROL_MULTILINE.test(text)) return this.fail(field, 'text');
    return text;
  }

  email(field: string, value: string | undefined, { required = false } = {}): string | undefined {
    const text = value?.trim() ?? '';
    if (text === '') return required ? this.fail(field, 'required') : undefined;
    if (!text.isWellFormed() || CONTROL_LINE.test(text) || !EMAIL.test(text)) return this.fail(field, 'email');
    return text;
  }

  /** A calendar date from yesterday (a deadline today somewhere else) to three years ahead. */
  date(field: string, value: string | undefined, today: Date): string | undefined {
    const text = value?.trim() ?? '';
    if (text === '') return undefined;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
    const real = day && day.toISOString().slice(0, 10) === text;
    const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1);
    const end = Date.UTC(today.getUTCFullYear() + 3, today.getUTCMonth(), today.getUTCDate());
    if (!real || day.getTime() < start || day.getTime() > end) return this.fail(field, 'date');
    return text;
  }

  /** One of a list's values; empty when nothing was chosen. */
  choice<T extends string>(field: string, value: T | ''): T | undefined {
    return value === '' ? this.fail(field, 'required') : value;
  }

  confirmed(field: string, value: boolean | undefined): boolean {
    if (value !== true) this.fail(field, 'required');
    return value === true;
  }
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

const result = <T>(fields: Fields, value: () => T): Checked<T> =>
  fields.problems.length > 0 ? { ok: false, problems: fields.problems } : { ok: true, value: value() };

/** Drops absent values, so the stored fields hold only what the person wrote. */
const present = (values: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));

export interface RecommendationInput {
  employerName: string;
  hrEmail?: string | undefined;
  hrName?: string | undefined;
  senderName?: string | undefined;
  language: Locale;
  send?: boolean | undefined;
  confirm?: boolean | undefined;
}

export interface Recommendation {
  employerName: string;
  hrEmail?: string;
  hrName?: string;
  senderName?: string;
  language: Locale;
}

/**
 * The recommendation's fields. The names go into a letter to someone who did not ask for it, so
 * they may hold no link or address; sending needs the HR address and an explicit confirmation.
 */
export function checkRecommendation(input: RecommendationInput): Checked<Recommendation> {
  const fields = new Fields();
  const employerName = fields.line('employerName', input.employerName, { required: true, links: false });
  const hrEmail = fields.email('hrEmail', input.hrEmail, { required: input.send === true });
  const hrName = fields.line('hrName', input.hrName, { links: false });
  const senderName = fields.line('senderName', input.senderName, { links: false });
  if (input.send === true) fields.confirmed('confirm', input.confirm);
  // Without problems, the required name is there.
  return result(fields, () => ({
    employerName: employerName as string,
    ...present({ hrEmail, hrName, senderName }),
    language: input.language,
  }));
}

export interface PartnershipInput {
  name: string;
  organisation: string;
  email: string;
  partnershipKind: PartnershipKind | '';
  message: string;
}

export function checkPartnership(input: PartnershipInput): Checked<Record<string, string>> {
  const fields = new Fields();
  const values = {
    name: fields.line('name', input.name, { required: true }),
    organisation: fields.line('organisation', input.organisation, { required: true }),
    email: fields.email('email', input.email, { required: true }),
    partnershipKind: fields.choice('partnershipKind', input.partnershipKind),
    message: fields.text('message', input.message),
  };
  return result(fields, () => present(values));
}

export interface PressInput {
  name: string;
  outlet: string;
  email: string;
  deadline?: string | undefined;
  message: string;
}

export function checkPress(input: PressInput, today = new Date()): Checked<Record<string, string>> {
  const fields = new Fields();
  const values = {
    name: fields.line('name', input.name, { required: true }),
    outlet: fields.line('outlet', input.outlet, { required: true }),
    email: fields.email('email', input.email, { required: true }),
    deadline: fields.date('deadline', input.deadline, today),
    message: fields.text('message', input.message),
  };
  return result(fields, () => present(values));
}
