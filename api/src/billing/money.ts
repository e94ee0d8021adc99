import { INVOICE_MAX_GROSS_MINOR } from '../contract/billing.ts';
import type { TaxTreatment } from '../db/schema.ts';
import { AppError } from '../errors.ts';

// Invoice arithmetic in integer minor units. VAT is rounded per line (half away from zero, the
// commercial rounding all five countries accept), and totals are the sums of the lines, so the
// totals printed always add up to the lines above them (decision 020).

export interface LineInput {
  quantity: number;
  unitMinor: number;
  taxTreatment: TaxTreatment;
  /** Basis points; ignored (0) for exempt lines. */
  taxRateBp: number;
}

export interface Amounts {
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

/** `numerator / denominator` rounded half away from zero, for integers (denominator > 0). */
export function roundHalfAwayFromZero(numerator: number, denominator: number): number {
  const magnitude = Math.floor((Math.abs(numerator) * 2 + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/** Exempt lines carry no rate: what is stored and printed is 0. */
export const effectiveRate = (line: Pick<LineInput, 'taxTreatment' | 'taxRateBp'>) =>
  line.taxTreatment === 'exempt' ? 0 : line.taxRateBp;

/** One line: net = quantity × unit, VAT on the net rounded on this line, gross = net + VAT. */
export function lineAmounts(line: LineInput): Amounts {
  const netMinor = line.quantity * line.unitMinor;
  const taxMinor = roundHalfAwayFromZero(netMinor * effectiveRate(line), 10_000);
  return { netMinor, taxMinor, grossMinor: netMinor + taxMinor };
}

/** The invoice's totals: sums of its lines. */
export function totals(lines: readonly Amounts[]): Amounts {
  return lines.reduce(
    (sum, line) => ({
      netMinor: sum.netMinor + line.netMinor,
      taxMinor: sum.taxMinor + line.taxMinor,
      grossMinor: sum.grossMinor + line.grossMinor,
    }),
    { netMinor: 0, taxMinor: 0, grossMinor: 0 },
  );
}

/** Lines within their own limits can still add up past what one invoice may total. */
export function assertWithinLimits(total: Amounts): void {
  if (Math.abs(total.grossMinor) > INVOICE_MAX_GROSS_MINOR) {
    throw new AppError('INVOICE_TOO_LARGE', 400, 'The invoice total is larger than one invoice may be', {
      maxGrossMinor: INVOICE_MAX_GROSS_MINOR,
      grossMinor: total.grossMinor,
    });
  }
}

/** A credit note's line: the same service, every amount negative. */
export function negated<T extends Amounts & { unitMinor: number }>(line: T): T {
  return {
    ...line,
    unitMinor: -line.unitMinor,
    netMinor: -line.netMinor,
    taxMinor: -line.taxMinor,
    grossMinor: -line.grossMinor,
  };
}
