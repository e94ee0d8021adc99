import { type TherapistSession, zonedDate } from '@calma/api/contract';
import { minutesIn, weekday } from '../../../lib/booking-time.ts';
import { availabilityOn, type DayAvailability, type Span } from './grid.ts';

// What each day of the calendar shows, worked out once for both layouts: its availability, the
// sessions and imported busy times that touch it (cut at midnight), in minutes of the day.

/** A session; one booked through the employer program names the company (the API adds `program`). */
export type Session = TherapistSession & { program?: { companyName: string } | null };
export interface Busy {
  start: string;
  end: string;
}
export interface CalendarSettings {
  timeZone: string;
  weekly: { weekday: number; start: string; end: string }[];
  exceptions: {
    id: string;
    date: string;
    start: string | null;
    end: string | null;
    available: boolean;
    note: string;
  }[];
}

/** What one day shows: its availability, its sessions and the busy times imported for it, in minutes. */
export interface DayPlan {
  date: string;
  availability: DayAvailability;
  sessions: (Span & { session: Session })[];
  busy: Span[];
}

export const DAY = 24 * 60;

/** The stretch of `date` an instant range covers, in minutes of that day (a session past midnight is cut there). */
export function spanOn(date: string, start: string, end: string, zone: string): Span {
  const dateOf = (instant: string) => zonedDate(instant, zone);
  const first = dateOf(start) < date ? 0 : minutesIn(new Date(start), zone);
  const last = dateOf(end) > date ? DAY : minutesIn(new Date(end), zone);
  return { start: first, end: Math.max(last, first + 15) };
}

/** Whether an instant range touches a date in the zone: one ending at midnight does not reach the next day. */
export const covers = (date: string, range: { start: string; end: string }, zone: string) =>
  zonedDate(range.start, zone) <= date && zonedDate(new Date(Date.parse(range.end) - 1).toISOString(), zone) >= date;

/** Each date's plan: availability, sessions by start, and busy times that last. */
export function planDays(
  dates: readonly string[],
  settings: CalendarSettings,
  sessions: readonly Session[],
  busy: readonly Busy[],
): DayPlan[] {
  const zone = settings.timeZone;
  return dates.map((date) => ({
    date,
    availability: availabilityOn(date, weekday(date), settings.weekly, settings.exceptions),
    sessions: sessions
      .filter((s) => covers(date, s, zone))
      .map((s) => ({ ...spanOn(date, s.start, s.end, zone), session: s }))
      .sort((a, b) => a.start - b.start),
    busy: busy
      .filter((b) => covers(date, b, zone))
      .map((b) => spanOn(date, b.start, b.end, zone))
      .filter((b) => b.end > b.start),
  }));
}

/** A day's entries for the list, in time order: sessions, blocked stretches and busy times. */
export type AgendaItem =
  | { kind: 'session'; at: number; key: string; session: Session }
  | { kind: 'block'; at: number; key: string; block: Span & { note: string } }
  | { kind: 'busy'; at: number; key: string; busy: Span };

export function agendaOf(plan: DayPlan): AgendaItem[] {
  return [
    ...plan.sessions.map((s) => ({ kind: 'session' as const, at: s.start, key: s.session.uid, session: s.session })),
    ...plan.availability.blocks.map((b) => ({
      kind: 'block' as const,
      at: b.start,
      key: `block-${b.start}`,
      block: b,
    })),
    ...plan.busy.map((b) => ({ kind: 'busy' as const, at: b.start, key: `busy-${b.start}-${b.end}`, busy: b })),
  ].sort((a, b) => a.at - b.at);
}
