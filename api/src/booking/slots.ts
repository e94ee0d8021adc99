// Bookable slots for one therapist and one service. Pure: the caller loads the data, this decides.
//
// A slot [s, s + duration) is offered when
//   - it lies fully within one weekly window of its local date whose modality serves the request
//     ('both' serves either), or within an extra opening (an available exception, modality 'both');
//   - it does not overlap a blocked exception of that date (an exception without start or end blocks
//     the whole day; a block beats an extra opening on the same date);
//   - s >= now + minimum notice, and s's local date <= today (local) + horizon days;
//   - the new session with its buffers, [s - before, s + duration + after), overlaps no busy interval
//     and no appointment with *its* buffers: existing sessions need their own preparation and notes
//     time, so two sessions end up before + after apart, while an imported busy time only keeps the
//     new session's buffers clear. Buffers may reach outside the window;
//   - the local date has fewer than maxSessionsPerDay appointments starting on it.
//
// Candidate starts are every slotStepMinutes from each window's start, in elapsed time. Window start
// and end are wall-clock times in the therapist's zone turned into instants with Temporal
// ('compatible': a time in a spring-forward gap moves forward, a repeated time takes its first
// occurrence). Stepping in elapsed time from there means a window across a change never yields a
// start that does not exist or the same instant twice, every duration is real elapsed minutes, and
// the grid stays on the wall clock's quarter hours wherever shifts are multiples of the step.
//
// A query covers at most 62 local dates: a longer from–to range is clamped to from + 61 days, so a
// careless or hostile range cannot make one request compute years of slots.
//
// Speed: Temporal is exact but slow per call (the polyfill needs several microseconds per
// conversion), so it is used only where the offset can change. The zone's transitions around the
// range are looked up once; a date more than a day away from any transition has one fixed offset and
// its wall times become instants by arithmetic. Intervals are turned into epoch milliseconds once,
// sorted and merged, then swept alongside the candidates.
import { Temporal } from 'temporal-polyfill';

export type Modality = 'online' | 'in_person' | 'both';

export interface WeeklyWindow {
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Local wall-clock times, 'HH:MM' or 'HH:MM:SS'; end may be '24:00'. No overnight windows: end <= start offers nothing. */
  start: string;
  end: string;
  modality: Modality;
  locationId?: string | null;
}

export interface DateException {
  /** Local date, YYYY-MM-DD. */
  date: string;
  start?: string;
  /** Without start or end the whole day is blocked. */
  end?: string;
  /** false: blocked (the whole day or start–end); true: an extra opening start–end with modality 'both'. */
  available: boolean;
}

/** Instants: a Date or an ISO string with an offset. */
export interface Interval {
  start: string | Date;
  end: string | Date;
}

export interface BookingPolicy {
  /** The therapist's IANA time zone. */
  timeZone: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  maxSessionsPerDay: number | null;
  /** Candidate starts every this many minutes from each window's start; default 15. */
  slotStepMinutes?: number;
}

export interface SlotQuery {
  policy: BookingPolicy;
  weekly: WeeklyWindow[];
  exceptions: DateException[];
  durationMinutes: number;
  /** The requested service's modality. */
  modality: 'online' | 'in_person';
  /** Local dates (therapist's zone), inclusive; at most 62 dates are computed. */
  from: string;
  to: string;
  now: string | Date;
  /** Active appointments and holds: they block their time with buffers and count toward maxSessionsPerDay. */
  appointments: Interval[];
  /** External busy times (imported calendars): they block their time; the new session's buffers apply. */
  busy: Interval[];
}

/** ISO instants in UTC, e.g. '2026-03-29T08:00:00Z'. */
export interface Slot {
  start: string;
  end: string;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const MAX_DATES = 62;
const DEFAULT_STEP_MINUTES = 15;

/** Sorted, without duplicates. Throws a RangeError for an unknown time zone, bad dates or times, or from > to. */
export function computeSlots(query: SlotQuery): Slot[] {
  const { policy } = query;
  const timeZone = policy.timeZone;
  const durationMs = positiveMinutes(query.durationMinutes, 'durationMinutes') * MINUTE;
  const stepMs = positiveMinutes(policy.slotStepMinutes ?? DEFAULT_STEP_MINUTES, 'slotStepMinutes') * MINUTE;
  const beforeMs = policy.bufferBeforeMinutes * MINUTE;
  const afterMs = policy.bufferAfterMinutes * MINUTE;

  const nowMs = toEpochMs(query.now, 'now');
  let nowInZone: Temporal.ZonedDateTime;
  try {
    nowInZone = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone);
  } catch {
    throw new RangeError(`Unknown time zone: ${timeZone}`);
  }
  const today = epochDayOf(nowInZone.year, nowInZone.month, nowInZone.day);

  const fromDay = parseDate(query.from, 'from');
  const toDay = parseDate(query.to, 'to');
  if (fromDay > toDay) throw new RangeError(`from (${query.from}) is after to (${query.to})`);
  const firstDay = Math.max(fromDay, today);
  const lastDay = Math.min(toDay, fromDay + MAX_DATES - 1, today + Math.floor(policy.horizonDays));

  // Parse everything before the early return so bad data fails every query, not only some.
  const windowsByWeekday = weeklyWindowsServing(query.weekly, query.modality);
  const exceptions = exceptionsByDay(query.exceptions);
  if (firstDay > lastDay) return [];

  const instant = zoneClock(timeZone, firstDay, lastDay);
  const appointments = toSortedIntervals(query.appointments, 'appointments');
  const appointmentStarts = appointments.map((interval) => interval.start);
  // Each blocker becomes the open range of starts it rules out: s is blocked when lo < s < hi.
  const forbidden = mergeOpenRanges([
    ...appointments.map((a) => ({ lo: a.start - beforeMs - durationMs - afterMs, hi: a.end + afterMs + beforeMs })),
    ...toSortedIntervals(query.busy, 'busy').map((b) => ({ lo: b.start - durationMs - afterMs, hi: b.end + beforeMs })),
  ]);
  const earliestStart = nowMs + policy.minimumNoticeMinutes * MINUTE;
  const maxPerDay = policy.maxSessionsPerDay;

  const starts: number[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const dayExceptions = exceptions.get(day);
    if (dayExceptions?.wholeDayBlocked) continue;

    if (maxPerDay !== null) {
      const booked = lowerBound(appointmentStarts, instant(day, DAY)) - lowerBound(appointmentStarts, instant(day, 0));
      if (booked >= maxPerDay) continue;
    }

    const windows = windowsByWeekday[isoWeekday(day)] ?? [];
    const openings = dayExceptions?.openings ?? [];
    const blocks = (dayExceptions?.blocks ?? []).map((block) => ({
      lo: instant(day, block.start) - durationMs,
      hi: instant(day, block.end),
    }));

    for (const window of openings.length === 0 ? windows : [...windows, ...openings]) {
      const windowStart = instant(day, window.start);
      const lastStart = instant(day, window.end) - durationMs;
      let start = windowStart;
      if (start < earliestStart) start += Math.ceil((earliestStart - start) / stepMs) * stepMs;
      let next = firstRangeEndingAfter(forbidden, start);
      for (; start <= lastStart; start += stepMs) {
        while (next < forbidden.length && (forbidden[next] as OpenRange).hi <= start) next++;
        const range = forbidden[next];
        if (range !== undefined && range.lo < start) continue;
        if (blocks.some((block) => block.lo < start && start < block.hi)) continue;
        starts.push(start);
      }
    }
  }

  starts.sort((a, b) => a - b);
  const format = isoFormatter();
  const slots: Slot[] = [];
  let previous = Number.NaN;
  for (const start of starts) {
    if (start === previous) continue;
    previous = start;
    slots.push({ start: format(start), end: format(start + durationMs) });
  }
  return slots;
}

/** Wall-clock times as milliseconds after local midnight. */
interface WallRange {
  start: number;
  end: number;
}

interface DayExceptions {
  wholeDayBlocked: boolean;
  blocks: WallRange[];
  openings: WallRange[];
}

interface OpenRange {
  lo: number;
  hi: number;
}

/**
 * (local date, wall-clock time) → instant in one zone, for dates from firstDay to lastDay. Dates far
 * from every offset transition use arithmetic; dates near one ask Temporal.
 */
function zoneClock(timeZone: string, firstDay: number, lastDay: number): (day: number, wallMs: number) => number {
  // Transition instants ascending; offsets[i] applies before transitions[i], the last offset after all.
  const transitions: number[] = [];
  const offsets: number[] = [];
  // Offsets stay within ±1 day, so two days' margin on each side catches every transition that can
  // move a wall time of the range.
  const until = (lastDay + 3) * DAY;
  let cursor: Temporal.ZonedDateTime | null = Temporal.Instant.fromEpochMilliseconds(
    (firstDay - 2) * DAY,
  ).toZonedDateTimeISO(timeZone);
  offsets.push(cursor.offsetNanoseconds / 1e6);
  for (;;) {
    cursor = cursor.getTimeZoneTransition('next');
    if (cursor === null || cursor.epochMilliseconds > until) break;
    transitions.push(cursor.epochMilliseconds);
    offsets.push(cursor.offsetNanoseconds / 1e6);
  }

  return (day, wallMs) => {
    const midnightAsUtc = day * DAY;
    const wallAsUtc = midnightAsUtc + wallMs;
    if (!transitions.some((t) => t >= midnightAsUtc - DAY && t <= midnightAsUtc + 2 * DAY)) {
      return wallAsUtc - (offsets[lowerBound(transitions, midnightAsUtc)] as number);
    }
    const wall = new Date(wallAsUtc);
    return new Temporal.PlainDateTime(
      wall.getUTCFullYear(),
      wall.getUTCMonth() + 1,
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
    ).toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
  };
}

function weeklyWindowsServing(weekly: WeeklyWindow[], modality: 'online' | 'in_person'): WallRange[][] {
  const byWeekday: WallRange[][] = [[], [], [], [], [], [], [], []];
  for (const window of weekly) {
    if (!Number.isInteger(window.weekday) || window.weekday < 1 || window.weekday > 7) {
      throw new RangeError(`Invalid weekday: ${window.weekday}`);
    }
    const range = { start: parseTime(window.start), end: parseTime(window.end) };
    if (window.modality !== 'both' && window.modality !== modality) continue;
    if (range.end > range.start) byWeekday[window.weekday]?.push(range);
  }
  for (const windows of byWeekday) windows.sort((a, b) => a.start - b.start);
  return byWeekday;
}

function exceptionsByDay(exceptions: DateException[]): Map<number, DayExceptions> {
  const byDay = new Map<number, DayExceptions>();
  for (const exception of exceptions) {
    const day = parseDate(exception.date, 'exception date');
    let entry = byDay.get(day);
    if (entry === undefined) {
      entry = { wholeDayBlocked: false, blocks: [], openings: [] };
      byDay.set(day, entry);
    }
    if (exception.start == null || exception.end == null) {
      // An opening needs both times: opening a whole day would offer slots at 3 a.m.
      if (!exception.available) entry.wholeDayBlocked = true;
      continue;
    }
    const range = { start: parseTime(exception.start), end: parseTime(exception.end) };
    if (range.end <= range.start) continue;
    (exception.available ? entry.openings : entry.blocks).push(range);
  }
  return byDay;
}

interface EpochInterval {
  start: number;
  end: number;
}

function toSortedIntervals(intervals: Interval[], field: string): EpochInterval[] {
  const result: EpochInterval[] = [];
  for (const interval of intervals) {
    const start = toEpochMs(interval.start, field);
    const end = toEpochMs(interval.end, field);
    if (end > start) result.push({ start, end });
  }
  return result.sort((a, b) => a.start - b.start);
}

function mergeOpenRanges(ranges: OpenRange[]): OpenRange[] {
  ranges.sort((a, b) => a.lo - b.lo);
  const merged: OpenRange[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    // Open ranges that only touch leave the shared point free, so they stay apart.
    if (last !== undefined && range.lo < last.hi) last.hi = Math.max(last.hi, range.hi);
    else merged.push({ ...range });
  }
  return merged;
}

/** Index of the first range whose end lies after `at`. */
function firstRangeEndingAfter(ranges: OpenRange[], at: number): number {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ranges[mid] as OpenRange).hi <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first value >= target in an ascending array. */
function lowerBound(values: number[], target: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Date.parse is exact for this shape and far faster than Temporal; anything else goes to Temporal,
// which also refuses strings without an offset (Date.parse would read them as the server's local time).
const SIMPLE_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function toEpochMs(value: string | Date, field: string): number {
  const ms =
    value instanceof Date
      ? value.getTime()
      : SIMPLE_INSTANT.test(value)
        ? Date.parse(value)
        : instantFromString(value, field);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid instant in ${field}: ${String(value)}`);
  return ms;
}

function instantFromString(value: string, field: string): number {
  try {
    return Temporal.Instant.from(value).epochMilliseconds;
  } catch {
    throw new RangeError(`Invalid instant in ${field}: ${value}`);
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD → days since 1970-01-01. */
function parseDate(text: string, field: string): number {
  const match = DATE.exec(text);
  if (match !== null) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const epochDay = epochDayOf(year, month, day);
    const check = new Date(epochDay * DAY);
    if (check.getUTCFullYear() === year && check.getUTCMonth() + 1 === month && check.getUTCDate() === day) {
      return epochDay;
    }
  }
  throw new RangeError(`Invalid ${field}: ${text} (expected YYYY-MM-DD)`);
}

function epochDayOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / DAY);
}

/** 1970-01-01 was a Thursday (ISO weekday 4). */
function isoWeekday(epochDay: number): number {
  return ((((epochDay + 3) % 7) + 7) % 7) + 1;
}

const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'HH:MM' or 'HH:MM:SS' (up to '24:00') → milliseconds after midnight. */
function parseTime(text: string): number {
  const match = TIME.exec(text);
  if (match !== null) {
    const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
    const ms = ((hours * 60 + minutes) * 60 + seconds) * 1000;
    if (minutes < 60 && seconds < 60 && ms <= DAY) return ms;
  }
  throw new RangeError(`Invalid time: ${text} (expected HH:MM or HH:MM:SS)`);
}

function positiveMinutes(value: number, field: string): number {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${field} must be a positive number of minutes`);
  return value;
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/** Epoch ms → '2026-03-29T08:00:00Z', reusing the date part between calls (toISOString per slot is measurable). */
function isoFormatter(): (ms: number) => string {
  let cachedDay = Number.NaN;
  let datePart = '';
  return (ms) => {
    const day = Math.floor(ms / DAY);
    const secondOfDay = (ms - day * DAY) / 1000;
    if (!Number.isInteger(secondOfDay)) return new Date(ms).toISOString();
    if (day !== cachedDay) {
      cachedDay = day;
      datePart = new Date(day * DAY).toISOString().slice(0, 11);
    }
    const hours = Math.floor(secondOfDay / 3600);
    const minutes = Math.floor((secondOfDay % 3600) / 60);
    return `${datePart}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[secondOfDay % 60]}Z`;
  };
}
