import { describe, expect, it } from 'vitest';
import {
  bookSlotHref,
  clockOf,
  clockPlace,
  type FreeSlot,
  readBookingLink,
  slotWhen,
  wayToMeet,
} from './next-free-slot.ts';

const SERVICE = '6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5e6f';
const both: FreeSlot = { start: '2026-12-01T09:00:00.000Z', serviceId: SERVICE, modalities: ['online', 'in_person'] };
const online: FreeSlot = { ...both, modalities: ['online'] };
const inPerson: FreeSlot = { ...both, modalities: ['in_person'] };

describe('the next free slot on a card', () => {
  it('books the way searched for, else the only way, else leaves the choice open', () => {
    expect(wayToMeet(both, 'online')).toBe('online');
    expect(wayToMeet(online, 'in_person')).toBe('online');
    expect(wayToMeet(inPerson)).toBe('in_person');
    expect(wayToMeet(both)).toBeUndefined();
  });

  it('is read on the practice’s clock when the visitor may come there, else on their own', () => {
    expect(clockOf(both, undefined)).toBe('practice');
    expect(clockOf(both, 'online')).toBe('visitor');
    expect(clockOf(online, 'online')).toBe('visitor');
    expect(clockOf(inPerson, 'in_person')).toBe('practice');
  });

  it('says day and time in the zone, in the page’s language', () => {
    expect(slotWhen(both.start, 'en', 'Europe/Berlin')).toBe('Tue 1 Dec, 10:00');
    expect(slotWhen(both.start, 'en', 'Europe/Lisbon')).toBe('Tue 1 Dec, 09:00');
    expect(slotWhen('2026-11-30T23:30:00Z', 'de', 'Europe/Berlin')).toBe('Di., 1. Dez., 00:30');
  });

  it('names the practice’s clock by its city, else by its zone', () => {
    expect(clockPlace('Europe/Berlin', 'Berlijn')).toBe('Berlijn');
    expect(clockPlace('America/Sao_Paulo', null)).toBe('Sao Paulo');
  });
});

describe('the booking link of a slot', () => {
  it('opens the booking page in the page’s language on that service, start and way of meeting', () => {
    const href = bookSlotHref('de', 'anna-schmidt', both, 'in_person');
    expect(href).toBe(`/de/book/anna-schmidt?service=${SERVICE}&start=2026-12-01T09%3A00%3A00.000Z&modality=in_person`);
    expect(bookSlotHref('en', 'anna-schmidt', both, undefined)).not.toContain('modality');
  });

  it('is read back by the booking page as it was written', () => {
    const href = bookSlotHref('en', 'anna-schmidt', both, 'online');
    expect(readBookingLink(new URL(href, 'http://calma.test').searchParams)).toEqual({
      serviceId: SERVICE,
      start: both.start,
      modality: 'online',
    });
  });

  it('takes a start in any ISO form, and ignores what cannot be a slot', () => {
    const read = (query: string) => readBookingLink(new URLSearchParams(query));
    expect(read(`service=${SERVICE}&start=2026-12-01T10:00:00%2B01:00`)).toEqual({
      serviceId: SERVICE,
      start: '2026-12-01T09:00:00.000Z',
      modality: undefined,
    });
    expect(read(`service=${SERVICE}&start=2026-12-01T09:00:00Z&modality=by-phone`)?.modality).toBeUndefined();
    expect(read(`service=not-a-service&start=2026-12-01T09:00:00Z`)).toBeUndefined();
    expect(read(`service=${SERVICE}&start=soon`)).toBeUndefined();
    expect(read('')).toBeUndefined();
  });
});
