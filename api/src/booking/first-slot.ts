// The earliest free slot across a therapist's services, and until when that answer holds. Pure: it
// asks the slot engine (slots.ts) exactly what the slots endpoint asks it, so the answer is the
// first slot that endpoint offers, never an estimate.
//
// Until when: as time passes the engine only ever takes slots away (a start falls inside the
// minimum notice), with two exceptions that can add one: a guest's hold running out, and a new
// local day entering the booking horizon. So the answer holds while now + notice <= its start, no
// hold has run out and, where some way of meeting has no slot at all, the therapist's local date
// has not changed. Everything else that moves it is a change in the database, announced by a trigger.
import { Temporal } from 'temporal-polyfill';
import { computeSlots, type SlotQuery } from './slots.ts';

export type Meeting = 'online' | 'in_person';

export interface BookableService {
  id: string;
  durationMinutes: number;
  modality: 'online' | 'in_person' | 'both';
}

export interface FirstSlot {
  /** ISO instant in UTC, as the slots endpoint writes it. */
  start: string;
  serviceId: string;
  /** The ways this service can be held at this start, online first. */
  modalities: Meeting[];
}

export interface FirstSlots {
  any: FirstSlot | null;
  online: FirstSlot | null;
  in_person: FirstSlot | null;
  /** The last instant at which this answer is still right without any change in the data; null: for ever. */
  validUntil: Date | null;
}

export interface FirstSlotInput {
  /** The engine's query for the therapist's data; service, modality and dates are filled in per question. */
  base: Omit<SlotQuery, 'durationMinutes' | 'modality' | 'from' | 'to'>;
  /** The services a visitor can book, in the order the profile lists them (ties go to the first). */
  services: BookableService[];
  /** When the earliest unexpired guest hold runs out (it frees its time then), if any. */
  nextHoldExpiry: Date | null;
}

const MEETINGS: Meeting[] = ['online', 'in_person'];
/** The most local dates the engine computes in one query. */
const CHUNK_DAYS = 62;
/** Most therapists have a free slot within a week: look there first, then in whole chunks. */
const FIRST_LOOK_DAYS = 7;

export const meetingsOf = (service: BookableService): Meeting[] =>
  service.modality === 'both' ? MEETINGS : [service.modality];

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first slot of one service held one way within the horizon, or null. */
function firstOf(input: FirstSlotInput, service: BookableService, meeting: Meeting, today: string, last: string) {
  let from = today;
  let days = FIRST_LOOK_DAYS;
  while (from <= last) {
    const to = addDays(from, days - 1) < last ? addDays(from, days - 1) : last;
    const [slot] = computeSlots({
      ...input.base,
      durationMinutes: service.durationMinutes,
      modality: meeting,
      from,
      to,
    });
    if (slot) return slot.start;
    from = addDays(to, 1);
    days = CHUNK_DAYS;
  }
  return null;
}

/**
 * The earliest slot over `services` (and for each way of meeting), and until when that holds.
 * Throws the engine's RangeError for an unknown zone or malformed data, as the slots endpoint would fail.
 */
export function firstSlots(input: FirstSlotInput): FirstSlots {
  const { policy } = input.base;
  const now = new Date(input.base.now);
  const zoned = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(policy.timeZone);
  const today = zoned.toPlainDate().toString();
  // The engine's own horizon: today + horizonDays, inclusive.
  const last = addDays(today, Math.floor(policy.horizonDays));

  const firsts = new Map<string, string | null>();
  const key = (service: BookableService, meeting: Meeting) => `${service.id}|${meeting}`;
  for (const service of input.services) {
    for (const meeting of meetingsOf(service))
      firsts.set(key(service, meeting), firstOf(input, service, meeting, today, last));
  }

  /** Whether the engine offers `start` for this service held this way. */
  const offers = (service: BookableService, meeting: Meeting, start: string) => {
    if (!meetingsOf(service).includes(meeting)) return false;
    const first = firsts.get(key(service, meeting));
    if (first === null || first === undefined || first > start) return false;
    if (first === start) return true;
    const day = Temporal.Instant.from(start).toZonedDateTimeISO(policy.timeZone).toPlainDate().toString();
    return computeSlots({
      ...input.base,
      durationMinutes: service.durationMinutes,
      modality: meeting,
      from: day,
      to: day,
    }).some((slot) => slot.start === start);
  };

  /** The earliest first slot over these ways of meeting; ties go to the service listed first. */
  const earliest = (meetings: Meeting[]): FirstSlot | null => {
    let best: { start: string; service: BookableService } | null = null;
    for (const service of input.services) {
      for (const meeting of meetings) {
        const first = firsts.get(key(service, meeting));
        if (first && (best === null || first < best.start)) best = { start: first, service };
      }
    }
    if (best === null) return null;
    const { start, service } = best;
    return { start, serviceId: service.id, modalities: MEETINGS.filter((m) => offers(service, m, start)) };
  };

  const online = earliest(['online']);
  const inPerson = earliest(['in_person']);
  const any = earliest(MEETINGS);

  const bounds: number[] = [];
  const noticeMs = policy.minimumNoticeMinutes * 60_000;
  for (const found of [online, inPerson]) if (found) bounds.push(Date.parse(found.start) - noticeMs);
  const offered = new Set(input.services.flatMap(meetingsOf));
  if ((offered.has('online') && !online) || (offered.has('in_person') && !inPerson)) {
    // At the next local midnight a new date enters the horizon and may bring that way of meeting a slot.
    const midnight = zoned.toPlainDate().add({ days: 1 }).toZonedDateTime(policy.timeZone).epochMilliseconds;
    bounds.push(midnight - 1);
  }
  // The engine counts a hold while hold_expires_at > now: from its expiry on, the time is free.
  if (input.nextHoldExpiry && offered.size > 0) bounds.push(input.nextHoldExpiry.getTime() - 1);
  const validUntil = bounds.length > 0 ? new Date(Math.min(...bounds)) : null;

  return { any, online, in_person: inPerson, validUntil };
}
