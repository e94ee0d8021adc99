// The scale of the overview's revenue chart: round steps in whole currency units, room for months
// whose credit notes outweigh their invoices (a negative total), and where each bar starts and ends.

export interface Scale {
  /** The lowest value on the axis, 0 unless a value is negative; in minor units. */
  bottom: number;
  /** The highest value on the axis, at least every value; in minor units. */
  top: number;
  /** The values the axis labels, from bottom to top, including 0. */
  ticks: number[];
}

/** The smallest axis step: one whole unit (100 cents or pence), so no label shows a fraction. */
const MIN_STEP = 100;

/** A step of 1, 2, 2.5 or 5 times a power of ten that divides `span` into about `count` parts. */
function niceStep(span: number, count: number): number {
  const raw = Math.max(span / count, MIN_STEP);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  // 2.5 × 100 is not a whole unit: take 5 × 100 instead.
  return step % MIN_STEP === 0 ? step : 2 * step;
}

/** An axis for these values with about `count` steps above zero (and as many as needed below). */
export function niceScale(values: readonly number[], count = 4): Scale {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const step = niceStep(high - low || MIN_STEP * count * 10, count);
  const top = high === 0 && low === 0 ? step * count : Math.ceil(high / step) * step;
  const bottom = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top; tick += step) ticks.push(tick);
  return { bottom, top, ticks };
}

/** How far down from the top of a plot `height` high a value sits. */
export function yOf(scale: Scale, value: number, height: number): number {
  return ((scale.top - value) / (scale.top - scale.bottom)) * height;
}

/** A bar from zero to `value`: its top edge and its height (never negative), in the plot's units. */
export function barOf(scale: Scale, value: number, height: number): { y: number; height: number } {
  const zero = yOf(scale, 0, height);
  const end = yOf(scale, value, height);
  return { y: Math.min(zero, end), height: Math.abs(zero - end) };
}
