import { describe, expect, it } from 'vitest';
import { fits, timeOfDay } from './wishes.ts';

const zones = { client: 'America/Sao_Paulo', therapist: 'Europe/Berlin' };

describe('whether a slot fits a waitlist wish', () => {
  it('splits the day at noon and five', () => {
    expect([0, 11, 12, 16, 17, 23].map(timeOfDay)).toEqual([
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });

  it('reads an online slot on the client’s clock and an in-person one on the practice’s', () => {
    // Wednesday 2 December 2026, 10:00 in Berlin is 06:00 in São Paulo.
    const start = '2026-12-02T09:00:00Z';
    const mornings = {
      weekdays: [3],
      timesOfDay: ['morning' as const],
      modalities: ['online' as const, 'in_person' as const],
    };
    expect(fits(mornings, { start, modality: 'online' }, zones)).toBe(true);
    expect(fits(mornings, { start, modality: 'in_person' }, zones)).toBe(true);
    const evenings = { ...mornings, timesOfDay: ['evening' as const] };
    expect(fits(evenings, { start: '2026-12-02T19:30:00Z', modality: 'online' }, zones)).toBe(false);
    expect(fits(evenings, { start: '2026-12-02T19:30:00Z', modality: 'in_person' }, zones)).toBe(true);
  });

  it('refuses another weekday or way of meeting', () => {
    const wishes = { weekdays: [1], timesOfDay: ['morning' as const], modalities: ['online' as const] };
    expect(fits(wishes, { start: '2026-12-07T09:00:00Z', modality: 'online' }, zones)).toBe(true);
    expect(fits(wishes, { start: '2026-12-08T09:00:00Z', modality: 'online' }, zones)).toBe(false);
    expect(fits(wishes, { start: '2026-12-07T09:00:00Z', modality: 'in_person' }, zones)).toBe(false);
  });
});
