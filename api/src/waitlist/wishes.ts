import { Temporal } from 'temporal-polyfill';
import type { TimeOfDay } from '../db/schema.ts';

export type Meeting = 'online' | 'in_person';

/** What a person on a waitlist asked for. */
export interface Wishes {
  /** ISO weekdays, 1 = Monday. */
  weekdays: number[];
  timesOfDay: TimeOfDay[];
  modalities: Meeting[];
}

/** Morning before noon, afternoon until five, evening from five: on the clock where the person is. */
export function timeOfDay(hour: number): TimeOfDay {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/**
 * Whether a slot fits a person's wishes. An online slot is read on the person's own clock (their
 * zone when we know it); an in-person one on the practice's, since that is where they will be.
 */
export function fits(
  wishes: Wishes,
  slot: { start: string | Date; modality: Meeting },
  zones: { client: string | null; therapist: string },
): boolean {
  if (!wishes.modalities.includes(slot.modality)) return false;
  const zone = slot.modality === 'online' ? (zones.client ?? zones.therapist) : zones.therapist;
  const instant = Temporal.Instant.fromEpochMilliseconds(new Date(slot.start).getTime());
  const local = instant.toZonedDateTimeISO(zone);
  return wishes.weekdays.includes(local.dayOfWeek) && wishes.timesOfDay.includes(timeOfDay(local.hour));
}
