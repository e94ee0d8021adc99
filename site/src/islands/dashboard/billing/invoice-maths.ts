// Invoice amounts as the API computes them, so the form's totals are the ones the invoice will carry,
// and amounts as people type them in their language.
import { numberFormat } from '@calma/api/contract';

export interface LineTerms {
  quantity: number;
  unitMinor: number;
  taxTreatment: 'exempt' | 'taxable';
  taxRateBp: number;
}

export interface Amounts {
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

/** `numerator / denominator` rounded half away from zero, in integers (no floating-point drift). */
function divideRounded(numerator: number, denominator: number): number {
  const magnitude = Math.abs(numerator);
  const whole = Math.floor(magnitude / denominator);
  const rest = magnitude - whole * denominator;
  const rounded = rest * 2 >= denominator ? whole + 1 : whole;
  return numerator < 0 ? -rounded : rounded;
}

/** One line: net = quantity × unit; VAT rounded per line (half away from zero); exempt lines carry none. */
export function lineAmounts(line: LineTerms): Amounts {
  const netMinor = line.quantity * line.unitMinor;
  const taxMinor = line.taxTreatment === 'exempt' ? 0 : divideRounded(netMinor * line.taxRateBp, 10_000);
  return { netMinor, taxMinor, grossMinor: netMinor + taxMinor };
}

/** An invoice's totals: the sums of its lines' rounded amounts. */
export function invoiceTotals(lines: readonly LineTerms[]): Amounts {
  return lines.map(lineAmounts).reduce(
    (sum, each) => ({
      netMinor: sum.netMinor + each.netMinor,
      taxMinor: sum.taxMinor + each.taxMinor,
      grossMinor: sum.grossMinor + each.grossMinor,
    }),
    { netMinor: 0, taxMinor: 0, grossMinor: 0 },
  );
}

export type ParsedAmount =
  | { ok: true; minor: number }
  | { ok: false; reason: 'empty' | 'negative' | 'decimals' | 'invalid' };

/** The locale's decimal mark ("," in German, "." in English). */
function decimalMark(locale: string): string {
  const part = numberFormat(locale)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/**
 * An amount as typed ("90", "90,00", "90.00", "1.234,50") in minor units (9000). The last mark with
 * one or two digits after it is the decimal mark, so "90.00" works in German too. A lone mark with
 * exactly three digits after it groups thousands when it is not the locale's decimal mark ("1.234"
 * in German is 1234) and is otherwise a third decimal, which is refused, as is anything negative.
 */
export function parseAmount(text: string, locale: string): ParsedAmount {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^[€£]|[€£]$/g, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  if (/^[-−]/.test(compact)) return { ok: false, reason: 'negative' };
  if (!/^\d[\d.,]*\d$|^\d$/.test(compact)) return { ok: false, reason: 'invalid' };

  const marks = [...compact.matchAll(/[.,]/g)].map((m) => ({ mark: m[0], at: m.index }));
  const last = marks.at(-1);
  let integer = compact;
  let fraction = '';
  if (last) {
    const after = compact.length - last.at - 1;
    const oneKind = marks.every((m) => m.mark === last.mark);
    const groupsThousands = oneKind && after === 3 && (marks.length > 1 || last.mark !== decimalMark(locale));
    if (!groupsThousands) {
      if (after > 2) return { ok: false, reason: 'decimals' };
      integer = compact.slice(0, last.at);
      fraction = compact.slice(last.at + 1);
    }
  }
  // What is left of the integer part may only group thousands, with one kind of mark.
  const [head = '', ...groups] = integer.split(/[.,]/);
  const groupMarks = new Set(integer.match(/[.,]/g) ?? []);
  if (groupMarks.size > 1 || (groups.length > 0 && (head.length > 3 || groups.some((g) => g.length !== 3)))) {
    return { ok: false, reason: 'invalid' };
  }
  const minor = Number(head + groups.join('')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? { ok: true, minor } : { ok: false, reason: 'invalid' };
}

/** Minor units as a person types them back, in their locale and without grouping ("90", "90,50"). */
export function formatAmountInput(minor: number, locale: string): string {
  return numberFormat(locale, {
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(minor / 100);
}

/** A VAT rate typed as a percentage ("19", "7", "5,5") in basis points (1900, 700, 550). */
export function parseRate(text: string, locale: string): ParsedAmount {
  return parseAmount(text.trim().replace(/\s*%$/, ''), locale);
}

/** Basis points as a percentage in the reader's language ("19 %", "5,5 %"). */
export const rateText = (bp: number, locale: string) =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/** A line as the form holds it: what the person typed, before it is read. */
export interface LineDraft {
  /** Keeps a row's identity while rows are added and removed. */
  key: string;
  appointmentId: string | null;
  description: string;
  serviceDate: string;
  quantity: string;
  unit: string;
  taxTreatment: 'exempt' | 'taxable';
  rate: string;
}

/** What is wrong with a line, by the API's field name, as a reason the screen words. */
export type LineProblems = Partial<
  Record<'description' | 'serviceDate' | 'quantity' | 'unitMinor' | 'taxRateBp', LineProblem>
>;
export type LineProblem = 'required' | 'negative' | 'decimals' | 'invalid' | 'tooHigh' | 'zero';

export interface LineLimits {
  maxQuantity: number;
  maxUnitMinor: number;
  maxRateBp: number;
}

export interface ReadLine {
  appointmentId: string | null;
  description: string;
  serviceDate: string;
  quantity: number;
  unitMinor: number;
  taxTreatment: 'exempt' | 'taxable';
  taxRateBp: number;
}

/** A typed line as the API takes it, or what is wrong with each field. */
export function readLine(
  draft: LineDraft,
  locale: string,
  limits: LineLimits,
): { ok: true; line: ReadLine } | { ok: false; problems: LineProblems } {
  const problems: LineProblems = {};
  const description = draft.description.trim();
  if (description === '') problems.description = 'required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.serviceDate)) problems.serviceDate = 'required';

  const quantityText = draft.quantity.trim();
  const quantity = Number(quantityText);
  if (quantityText === '') problems.quantity = 'required';
  else if (!/^\d+$/.test(quantityText)) problems.quantity = quantityText.startsWith('-') ? 'negative' : 'invalid';
  else if (quantity < 1) problems.quantity = 'zero';
  else if (quantity > limits.maxQuantity) problems.quantity = 'tooHigh';

  const unit = parseAmount(draft.unit, locale);
  if (!unit.ok) problems.unitMinor = unit.reason === 'empty' ? 'required' : unit.reason;
  else if (unit.minor === 0) problems.unitMinor = 'zero';
  else if (unit.minor > limits.maxUnitMinor) problems.unitMinor = 'tooHigh';

  let taxRateBp = 0;
  if (draft.taxTreatment === 'taxable') {
    const rate = parseRate(draft.rate, locale);
    if (!rate.ok) problems.taxRateBp = rate.reason === 'empty' ? 'required' : rate.reason;
    else if (rate.minor > limits.maxRateBp) problems.taxRateBp = 'tooHigh';
    else taxRateBp = rate.minor;
  }

  if (Object.keys(problems).length > 0 || !unit.ok) return { ok: false, problems };
  return {
    ok: true,
    line: {
      appointmentId: draft.appointmentId,
      description,
      serviceDate: draft.serviceDate,
      quantity,
      unitMinor: unit.minor,
      taxTreatment: draft.taxTreatment,
      taxRateBp,
    },
  };
}
