import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { addDays, type BookableService, type FirstSlotInput, firstSlots, meetingsOf } from './first-slot.ts';
import { type BookingPolicy, computeSlots, type DateException, type Interval, type WeeklyWindow } from './slots.ts';

const policy = (overrides: Partial<BookingPolicy> = {}): BookingPolicy => ({
  timeZone: 'Europe/Berlin',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  horizonDays: 60,
  maxSessionsPerDay: null,
  ...overrides,
});

const weekdays = (start: string, end: string, modality: WeeklyWindow['modality'] = 'both') =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end, modality }));

const online: BookableService = { id: 'online-50', durationMinutes: 50, modality: 'online' };
const both: BookableService = { id: 'both-50', durationMinutes: 50, modality: 'both' };
const inPerson: BookableService = { id: 'in-person-80', durationMinutes: 80, modality: 'in_person' };

const input = (
  overrides: Partial<FirstSlotInput['base']> = {},
  services: BookableService[] = [both],
  nextHoldExpiry: Date | null = null,
): FirstSlotInput => ({
  base: {
    policy: policy(),
    weekly: weekdays('09:00', '17:00'),
    exceptions: [],
    appointments: [],
    busy: [],
    // Monday 1 June 2026, 10:00 in Berlin (summer time, UTC+2).
    now: '2026-06-01T08:00:00Z',
    ...overrides,
  },
  services,
  nextHoldExpiry,
});

/** The slots endpoint's answer, brute force: every service, every way, the whole horizon in 62-day requests. */
function endpointFirst(query: FirstSlotInput, meetings: ('online' | 'in_person')[] = ['online', 'in_person']) {
  const { policy: p } = query.base;
  const now = new Date(query.base.now);
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(p.timeZone).toPlainDate();
  let best: { start: string; serviceId: string } | null = null;
  for (const service of query.services) {
    for (const meeting of meetingsOf(service).filter((m) => meetings.includes(m))) {
      for (let from = today.toString(); from <= addDays(today.toString(), p.horizonDays); from = addDays(from, 62)) {
        const [first] = computeSlots({
          ...query.base,
          durationMinutes: service.durationMinutes,
          modality: meeting,
          from,
          to: addDays(from, 61),
        });
        if (first) {
          if (!best || Date.parse(first.start) < Date.parse(best.start))
            best = { start: first.start, serviceId: service.id };
          break;
        }
      }
    }
  }
  return best;
}

describe('firstSlots', () => {
  it('answers the earliest slot over every service and way of meeting, and per way', () => {
    const query = input(
      {
        weekly: [
          ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '14:00', end: '18:00', modality: 'online' as const })),
          ...[1, 2, 3, 4, 5].map((weekday) => ({
            weekday,
            start: '09:00',
            end: '12:00',
            modality: 'in_person' as const,
          })),
        ],
      },
      [online, inPerson],
    );
    const answer = firstSlots(query);
    // 10:00 local now: in person from 10:00 (in-person window), online from 14:00.
    expect(answer.in_person).toEqual({
      start: '2026-06-01T08:00:00Z',
      serviceId: 'in-person-80',
      modalities: ['in_person'],
    });
    expect(answer.online).toEqual({ start: '2026-06-01T12:00:00Z', serviceId: 'online-50', modalities: ['online'] });
    expect(answer.any).toEqual(answer.in_person);
  });

  it('gives a tie to the service listed first and names every way that service can be held then', () => {
    const shorter = { id: 'both-30', durationMinutes: 30, modality: 'both' as const };
    const answer = firstSlots(input({ now: '2026-06-01T06:00:00Z' }, [shorter, both]));
    expect(answer.any).toEqual({
      start: '2026-06-01T07:00:00Z',
      serviceId: 'both-30',
      modalities: ['online', 'in_person'],
    });
    const reversed = firstSlots(input({ now: '2026-06-01T06:00:00Z' }, [both, shorter]));
    expect(reversed.any?.serviceId).toBe('both-50');
  });

  it('names only the ways the slot is offered when the hours differ by way of meeting', () => {
    const answer = firstSlots(
      input({
        weekly: [
          ...weekdays('09:00', '12:00', 'online'),
          ...[1, 2, 3, 4, 5].map((weekday) => ({
            weekday,
            start: '11:00',
            end: '17:00',
            modality: 'in_person' as const,
          })),
        ],
        now: '2026-06-01T06:00:00Z',
      }),
    );
    expect(answer.any).toEqual({ start: '2026-06-01T07:00:00Z', serviceId: 'both-50', modalities: ['online'] });
    // The in-person row's slot is also offered online (11:00 is inside both windows).
    expect(answer.in_person).toEqual({
      start: '2026-06-01T09:00:00Z',
      serviceId: 'both-50',
      modalities: ['online', 'in_person'],
    });
  });

  it('looks past the first 62 days within a long horizon', () => {
    const exceptions: DateException[] = Array.from({ length: 70 }, (_, i) => ({
      date: addDays('2026-06-01', i),
      available: false,
    }));
    const answer = firstSlots(input({ policy: policy({ horizonDays: 120 }), exceptions }));
    // 2026-08-10 is the first date after the 70 blocked ones, a Monday.
    expect(answer.any?.start).toBe('2026-08-10T07:00:00Z');
    expect(firstSlots(input({ policy: policy({ horizonDays: 69 }), exceptions })).any).toBeNull();
  });

  it('holds until the first slot falls inside the minimum notice', () => {
    const query = input({ policy: policy({ minimumNoticeMinutes: 120 }) });
    const answer = firstSlots(query);
    expect(answer.any?.start).toBe('2026-06-01T10:00:00Z');
    expect(answer.validUntil?.toISOString()).toBe('2026-06-01T08:00:00.000Z');
    // Right up to that instant the engine still offers it; a millisecond later no longer.
    const at = (now: string) => firstSlots({ ...query, base: { ...query.base, now } }).any?.start;
    expect(at('2026-06-01T08:00:00.000Z')).toBe('2026-06-01T10:00:00Z');
    expect(at('2026-06-01T08:00:00.001Z')).toBe('2026-06-01T10:15:00Z');
  });

  it('holds until a guest’s hold runs out, since that frees its time', () => {
    const hold: Interval = { start: '2026-06-01T08:00:00Z', end: '2026-06-01T08:50:00Z' };
    const expiry = new Date('2026-06-01T08:20:00Z');
    const answer = firstSlots(input({ appointments: [hold] }, [both], expiry));
    expect(answer.validUntil?.toISOString()).toBe('2026-06-01T08:19:59.999Z');
  });

  it('without any slot, holds until the next local midnight, also on a daylight-saving day', () => {
    const closed = { weekly: [] as WeeklyWindow[], policy: policy({ horizonDays: 3 }) };
    // Berlin moves to summer time at 02:00 on 29 March 2026: that midnight is still UTC+1.
    const berlin = firstSlots(input({ ...closed, now: '2026-03-28T21:00:00Z' }));
    expect(berlin.any).toBeNull();
    expect(berlin.validUntil?.toISOString()).toBe('2026-03-28T22:59:59.999Z');
    // The night after, midnight is on summer time (UTC+2).
    expect(firstSlots(input({ ...closed, now: '2026-03-29T12:00:00Z' })).validUntil?.toISOString()).toBe(
      '2026-03-29T21:59:59.999Z',
    );
    // Lisbon moves from UTC+0 to UTC+1 at 01:00 the same day.
    const lisbon = input({
      ...closed,
      policy: policy({ horizonDays: 3, timeZone: 'Europe/Lisbon' }),
      now: '2026-03-28T12:00:00Z',
    });
    expect(firstSlots(lisbon).validUntil?.toISOString()).toBe('2026-03-28T23:59:59.999Z');
    expect(
      firstSlots({ ...lisbon, base: { ...lisbon.base, now: '2026-03-29T12:00:00Z' } }).validUntil?.toISOString(),
    ).toBe('2026-03-29T22:59:59.999Z');
  });

  it('has nothing to offer and nothing to wait for without services', () => {
    expect(firstSlots(input({}, []))).toEqual({ any: null, online: null, in_person: null, validUntil: null });
  });

  it('equals the slots endpoint’s first slot, and stays equal until validUntil, across varied practices', () => {
    // A fixed seed: the same practices on every run.
    let seed = 28;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
    const zones = ['Europe/Berlin', 'Europe/Lisbon', 'Europe/London', 'America/New_York'];
    for (let round = 0; round < 60; round++) {
      const timeZone = pick(zones);
      // Around the March change in Europe (29 March 2026), in the night and in the day.
      const now = new Date(Date.parse('2026-03-26T00:00:00Z') + Math.floor(random() * 6 * 96) * 15 * 60_000);
      const services = [online, both, inPerson].filter(() => random() < 0.6);
      const appointments: Interval[] = Array.from({ length: Math.floor(random() * 30) }, () => {
        const start = now.getTime() + Math.floor(random() * 14 * 96) * 15 * 60_000;
        return { start: new Date(start).toISOString(), end: new Date(start + 50 * 60_000).toISOString() };
      });
      const query = input(
        {
          policy: policy({
            timeZone,
            minimumNoticeMinutes: pick([0, 60, 720, 2880]),
            bufferAfterMinutes: pick([0, 10]),
            horizonDays: pick([1, 3, 14, 60, 90]),
            maxSessionsPerDay: pick([null, 1, 3]),
          }),
          weekly: [
            ...weekdays(pick(['00:00', '08:00', '13:00']), pick(['12:00', '18:00', '24:00']), pick(['both', 'online'])),
            { weekday: 6, start: '01:00', end: '04:00', modality: 'in_person' },
          ],
          exceptions: random() < 0.5 ? [{ date: '2026-03-30', available: false }] : [],
          appointments,
          now: now.toISOString(),
        },
        services,
      );
      const answer = firstSlots(query);
      expect(answer.any && { start: answer.any.start, serviceId: answer.any.serviceId }).toEqual(endpointFirst(query));
      expect(answer.online?.start ?? null).toEqual(endpointFirst(query, ['online'])?.start ?? null);
      expect(answer.in_person?.start ?? null).toEqual(endpointFirst(query, ['in_person'])?.start ?? null);
      if (answer.validUntil) {
        // Time passing alone changes nothing until validUntil.
        const later = { ...query, base: { ...query.base, now: answer.validUntil.toISOString() } };
        const { validUntil: _, ...same } = answer;
        expect(firstSlots(later)).toMatchObject(same);
      }
    }
  });
});
