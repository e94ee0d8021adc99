// Layout of the calendar's time grid: pure functions of minutes since local midnight, so they are
// tested without a browser or a time zone.

/** A stretch of one day, in minutes since the day's local midnight (end may be 1440). */
export interface Span {
  start: number;
  end: number;
}

/** 'HH:MM' → minutes since midnight. */
export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Minutes since midnight → 'HH:MM' (24 h, as the availability settings write it). */
export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface DayAvailability {
  /** No booking at all: a whole-day block. */
  closed: boolean;
  /** Weekly hours plus extra openings, merged and in order. */
  open: Span[];
  /** Partly blocked stretches (time off within the day), with their notes. */
  blocks: (Span & { note: string })[];
  /** The note of a whole-day block. */
  closedNote: string;
}

interface WeeklyWindow {
  weekday: number;
  start: string;
  end: string;
}
interface DateException {
  date: string;
  start: string | null;
  end: string | null;
  available: boolean;
  note: string;
}

/** Merges overlapping or touching spans into as few as possible, in order. */
export function merge(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * When a day is open, as the booking rules read the settings: the weekday's weekly hours plus the
 * date's extra openings; a block without times closes the whole day; a block with times takes a
 * stretch out.
 */
export function availabilityOn(
  date: string,
  weekday: number,
  weekly: readonly WeeklyWindow[],
  exceptions: readonly DateException[],
): DayAvailability {
  const own = exceptions.filter((e) => e.date === date);
  const whole = own.find((e) => !e.available && (e.start === null || e.end === null));
  const open = merge([
    ...weekly.filter((w) => w.weekday === weekday).map((w) => ({ start: minutesOf(w.start), end: minutesOf(w.end) })),
    ...own
      .filter((e) => e.available && e.start !== null && e.end !== null)
      .map((e) => ({ start: minutesOf(e.start as string), end: minutesOf(e.end as string) })),
  ]);
  const blocks = own
    .filter((e) => !e.available && e.start !== null && e.end !== null)
    .map((e) => ({ start: minutesOf(e.start as string), end: minutesOf(e.end as string), note: e.note }))
    .sort((a, b) => a.start - b.start);
  return { closed: Boolean(whole), open: whole ? [] : open, blocks, closedNote: whole?.note ?? '' };
}

/**
 * The hours the grid shows: from the earliest thing on any shown day to the latest, never less than
 * a working day (8–18), in whole hours.
 */
export function hourRange(spans: readonly Span[], fallback: [number, number] = [8, 18]): [number, number] {
  let [first, last] = fallback;
  for (const span of spans) {
    first = Math.min(first, Math.floor(span.start / 60));
    last = Math.max(last, Math.ceil(span.end / 60));
  }
  return [Math.max(0, first), Math.min(24, last)];
}

/**
 * Side-by-side lanes for overlapping items of one day: each item gets the first lane free at its
 * start, and every item in a group of overlapping items shares that group's lane count.
 */
export function lanes<T extends Span>(items: readonly T[]): { item: T; lane: number; lanes: number }[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: { item: T; lane: number; lanes: number }[] = [];
  let group: { item: T; lane: number; lanes: number }[] = [];
  let groupEnd = -1;
  let laneEnds: number[] = [];
  const close = () => {
    for (const entry of group) entry.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= groupEnd) close();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.push(item.end) - 1;
    else laneEnds[lane] = item.end;
    const entry = { item, lane, lanes: 1 };
    group.push(entry);
    placed.push(entry);
    groupEnd = Math.max(groupEnd, item.end);
  }
  close();
  return placed;
}

/** Where an item sits in a column showing hours [first, last): top and height as percentages. */
export function position(span: Span, [first, last]: [number, number]): { top: number; height: number } {
  const total = (last - first) * 60;
  const start = Math.max(span.start, first * 60);
  const end = Math.min(span.end, last * 60);
  return { top: ((start - first * 60) / total) * 100, height: (Math.max(end - start, 0) / total) * 100 };
}
