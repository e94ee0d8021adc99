// A therapist's next free slot as cards and the profile show it ("Next free: Tue 2 Dec, 10:00"), and
// the booking link that opens the booking page on exactly that slot. Imports only the locale table,
// so islands can use it.

import { localizePath, type NextFreeSlot } from '@calma/api/contract';
import { dateIn, formatDay, formatTime } from './booking-time.ts';

export type Meeting = 'online' | 'in_person';
export type FreeSlot = NonNullable<NextFreeSlot>;

/** What a booking link asks the booking page for: a service, one start, and maybe the way of meeting. */
export interface BookingLink {
  serviceId: string;
  /** ISO-8601 instant. */
  start: string;
  modality: Meeting | undefined;
}

/**
 * The way "Book this time" books: the one searched for when the slot can be held that way, else the
 * only way it can be; undefined when both are open, so the booking page asks.
 */
export function wayToMeet(slot: FreeSlot, searched?: Meeting): Meeting | undefined {
  if (searched && slot.modalities.includes(searched)) return searched;
  return slot.modalities.length === 1 ? slot.modalities[0] : undefined;
}

/**
 * Whose clock a slot is read on: the practice's when the visitor may come to it (that is where they
 * will be), the visitor's own for a session online.
 */
export function clockOf(slot: FreeSlot, way: Meeting | undefined): 'practice' | 'visitor' {
  if (way) return way === 'in_person' ? 'practice' : 'visitor';
  return slot.modalities.includes('in_person') ? 'practice' : 'visitor';
}

/** "Tue 1 Dec, 10:00": the start's day and time in a zone, worded as the booking page words its times. */
export const slotWhen = (start: string, lang: string, timeZone: string): string =>
  `${formatDay(dateIn(start, timeZone), lang, 'short')}, ${formatTime(start, lang, timeZone)}`;

/** A place to name a zone's clock by: the practice's city, else the city in the zone's name. */
export const clockPlace = (timeZone: string, city?: string | null): string =>
  city || (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');

/** The booking page, opened on this slot (`?service=…&start=…&modality=…`). */
export function bookSlotHref(locale: string, slug: string, slot: FreeSlot, way: Meeting | undefined): string {
  const query = new URLSearchParams({ service: slot.serviceId, start: slot.start });
  if (way) query.set('modality', way);
  return `${localizePath(locale, `/book/${slug}`)}?${query.toString()}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The slot a booking page's address asks for; undefined when it asks for none or cannot be one. */
export function readBookingLink(query: URLSearchParams): BookingLink | undefined {
  const serviceId = query.get('service') ?? '';
  const start = Date.parse(query.get('start') ?? '');
  if (!UUID.test(serviceId) || Number.isNaN(start)) return undefined;
  const modality = query.get('modality');
  return {
    serviceId: serviceId.toLowerCase(),
    start: new Date(start).toISOString(),
    modality: modality === 'online' || modality === 'in_person' ? modality : undefined,
  };
}
