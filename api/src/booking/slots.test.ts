import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { type BookingPolicy, computeSlots, type Slot, type SlotQuery, type WeeklyWindow } from './slots.ts';

// 2026-06-01 is a Monday; Berlin is on summer time (UTC+2) all of June.
const MONDAY = '2026-06-01';

const policy = (overrides: Partial<BookingPolicy> = {}): BookingPolicy => ({
  timeZone: 'Europe/Berlin',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  horizonDays: 365,
  maxSessionsPerDay: null,
  ...overrides,
});

const window = (weekday: number, start: string, end: string, modality: WeeklyWindow['modality'] = 'both') => ({
  weekday,
  start,
  end,
  modality,
});

const query = (overrides: Partial<SlotQuery> = {}): SlotQuery => ({
  policy: policy(),
  weekly: [window(1, '09:00', '12:00')],
  exceptions: [],
  durationMinutes: 60,
  modality: 'online',
  from: MONDAY,
  to: MONDAY,
  now: '2026-01-01T00:00:00Z',
  appointments: [],
  busy: [],
  ...overrides,
});

/** Slot starts as local wall-clock times, 'HH:MM', or 'YYYY-MM-DD HH:MM' with `withDate`. */
const localStarts = (slots: Slot[], timeZone = 'Europe/Berlin', withDate = false) =>
  slots.map((slot) => {
    const local = Temporal.Instant.from(slot.start).toZonedDateTimeISO(timeZone);
    const time = local.toPlainTime().toString({ smallestUnit: 'minute' });
    return withDate ? `${local.toPlainDate()} ${time}` : time;
  });

/** Local start with its UTC offset, so the two 02:00s of a fall-back night can be told apart. */
const localStartsWithOffset = (slots: Slot[], timeZone: string) =>
  slots.map((slot) => {
    const local = Temporal.Instant.from(slot.start).toZonedDateTimeISO(timeZone);
    return `${local.toPlainTime().toString({ smallestUnit: 'minute' })}${local.offset}`;
  });

const elapsedMinutes = (slot: Slot) => (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000;

/** A local wall-clock time on MONDAY in Berlin as an instant. */
const berlin = (time: string, date = MONDAY) =>
  Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime('Europe/Berlin').toInstant().toString();

describe('computeSlots: weekly windows', () => {
  it('offers a start every 15 minutes that fits the window, as UTC instants', () => {
    const slots = computeSlots(query());
    expect(localStarts(slots)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
    expect(slots[0]).toEqual({ start: '2026-06-01T07:00:00Z', end: '2026-06-01T08:00:00Z' });
  });

  it('uses the policy step', () => {
    const slots = computeSlots(query({ policy: policy({ slotStepMinutes: 60 }) }));
    expect(localStarts(slots)).toEqual(['09:00', '10:00', '11:00']);
  });

  it('offers slots only on the weekdays that have windows', () => {
    const slots = computeSlots(
      query({
        weekly: [window(2, '14:00', '15:00'), window(7, '10:00', '11:00')],
        from: MONDAY,
        to: '2026-06-07',
      }),
    );
    expect(localStarts(slots, 'Europe/Berlin', true)).toEqual(['2026-06-02 14:00', '2026-06-07 10:00']);
  });

  it('returns overlapping windows once, sorted', () => {
    const slots = computeSlots(
      query({ weekly: [window(1, '10:00', '12:00'), window(1, '09:00', '11:00')], durationMinutes: 60 }),
    );
    expect(localStarts(slots)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
  });

  it('accepts HH:MM:SS times and a window ending at 24:00', () => {
    const slots = computeSlots(query({ weekly: [window(1, '22:00:00', '24:00:00')], durationMinutes: 60 }));
    expect(localStarts(slots)).toEqual(['22:00', '22:15', '22:30', '22:45', '23:00']);
  });
});

describe('computeSlots: modality', () => {
  const weekly = [window(1, '09:00', '10:00', 'online'), window(1, '11:00', '12:00', 'in_person')];

  it('serves an online request only from online and both windows', () => {
    expect(localStarts(computeSlots(query({ weekly, modality: 'online' })))).toEqual(['09:00']);
    expect(localStarts(computeSlots(query({ weekly, modality: 'in_person' })))).toEqual(['11:00']);
  });

  it('serves either request from a both window', () => {
    const both = [window(1, '09:00', '10:00', 'both')];
    expect(localStarts(computeSlots(query({ weekly: both, modality: 'online' })))).toEqual(['09:00']);
    expect(localStarts(computeSlots(query({ weekly: both, modality: 'in_person' })))).toEqual(['09:00']);
  });
});

describe('computeSlots: buffers, appointments and busy times', () => {
  const day = window(1, '08:00', '14:00');

  it('keeps an appointment and its own buffers clear of the new session and its buffers', () => {
    const slots = computeSlots(
      query({
        weekly: [day],
        policy: policy({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15, slotStepMinutes: 30 }),
        appointments: [{ start: berlin('10:00'), end: berlin('11:00') }],
      }),
    );
    // The appointment holds 09:45–11:15; a new session needs 15 minutes either side of itself too.
    expect(localStarts(slots)).toEqual(['08:00', '08:30', '11:30', '12:00', '12:30', '13:00']);
  });

  it('keeps only the new session’s buffers clear of a busy time', () => {
    const slots = computeSlots(
      query({
        weekly: [day],
        policy: policy({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }),
        busy: [{ start: berlin('10:00'), end: berlin('11:00') }],
      }),
    );
    expect(localStarts(slots)).toEqual([
      '08:00',
      '08:15',
      '08:30',
      '08:45',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
    ]);
  });

  it('lets buffers reach outside the window', () => {
    const slots = computeSlots(
      query({
        weekly: [window(1, '09:00', '10:00')],
        policy: policy({ bufferBeforeMinutes: 30, bufferAfterMinutes: 30 }),
      }),
    );
    expect(localStarts(slots)).toEqual(['09:00']);
  });

  it('allows a session that starts exactly when a busy time ends or ends exactly when one starts', () => {
    const slots = computeSlots(
      query({
        weekly: [day],
        policy: policy({ slotStepMinutes: 60 }),
        busy: [
          { start: berlin('08:00'), end: berlin('10:00') },
          { start: berlin('11:00'), end: berlin('14:00') },
        ],
      }),
    );
    expect(localStarts(slots)).toEqual(['10:00']);
  });

  it('combines overlapping appointments and busy times given as Dates or strings with any offset', () => {
    const slots = computeSlots(
      query({
        weekly: [day],
        policy: policy({ slotStepMinutes: 30 }),
        appointments: [{ start: new Date(berlin('09:00')), end: new Date(berlin('10:00')) }],
        busy: [
          { start: '2026-06-01T09:30:00+02:00', end: '2026-06-01T11:00:00+02:00' },
          { start: '2026-06-01T08:30:00Z', end: '2026-06-01T09:30:00Z' }, // 10:30–11:30 local
          { start: berlin('12:30'), end: berlin('12:30') }, // empty: blocks nothing
        ],
      }),
    );
    expect(localStarts(slots)).toEqual(['08:00', '11:30', '12:00', '12:30', '13:00']);
  });
});

describe('computeSlots: minimum notice and horizon', () => {
  it('starts no earlier than now plus the minimum notice, on the window’s grid', () => {
    const slots = computeSlots(
      query({ policy: policy({ minimumNoticeMinutes: 60 }), now: '2026-06-01T07:10:00Z' }), // 09:10 local
    );
    expect(localStarts(slots)).toEqual(['10:15', '10:30', '10:45', '11:00']);
  });

  it('offers nothing in the past', () => {
    expect(computeSlots(query({ now: '2026-06-02T00:00:00Z' }))).toEqual([]);
  });

  it('ends the horizon on today’s local date plus horizonDays', () => {
    const daily = [1, 2, 3, 4, 5, 6, 7].map((weekday) => window(weekday, '09:00', '10:00'));
    // 22:30 UTC on Sunday is already 00:30 on Monday in Berlin, so "today" is Monday.
    const slots = computeSlots(
      query({
        weekly: daily,
        policy: policy({ horizonDays: 2 }),
        now: '2026-05-31T22:30:00Z',
        from: '2026-05-31',
        to: '2026-06-07',
      }),
    );
    expect(localStarts(slots, 'Europe/Berlin', true)).toEqual([
      '2026-06-01 09:00',
      '2026-06-02 09:00',
      '2026-06-03 09:00',
    ]);
  });
});

describe('computeSlots: maximum sessions per day', () => {
  const weekly = [window(1, '09:00', '12:00'), window(2, '09:00', '12:00')];
  const tuesday = '2026-06-02';

  it('closes a local day once it holds the maximum number of appointments', () => {
    const slots = computeSlots(
      query({
        weekly,
        to: tuesday,
        policy: policy({ maxSessionsPerDay: 2, slotStepMinutes: 60 }),
        appointments: [
          { start: berlin('07:00'), end: berlin('08:00') },
          { start: berlin('13:00'), end: berlin('14:00') },
          { start: berlin('13:00', tuesday), end: berlin('14:00', tuesday) },
        ],
      }),
    );
    expect(localStarts(slots, 'Europe/Berlin', true)).toEqual([
      '2026-06-02 09:00',
      '2026-06-02 10:00',
      '2026-06-02 11:00',
    ]);
  });

  it('counts an appointment on the local day it starts, not the UTC day', () => {
    const slots = computeSlots(
      query({
        weekly,
        to: tuesday,
        policy: policy({ maxSessionsPerDay: 1, slotStepMinutes: 60 }),
        // Monday 22:30 UTC is Tuesday 00:30 in Berlin.
        appointments: [{ start: '2026-06-01T22:30:00Z', end: '2026-06-01T23:30:00Z' }],
      }),
    );
    expect(localStarts(slots, 'Europe/Berlin', true)).toEqual([
      '2026-06-01 09:00',
      '2026-06-01 10:00',
      '2026-06-01 11:00',
    ]);
  });
});

describe('computeSlots: exceptions', () => {
  it('blocks a whole day', () => {
    expect(computeSlots(query({ exceptions: [{ date: MONDAY, available: false }] }))).toEqual([]);
  });

  it('blocks part of a day without buffers', () => {
    const slots = computeSlots(
      query({
        policy: policy({ bufferBeforeMinutes: 30, bufferAfterMinutes: 30 }),
        exceptions: [{ date: MONDAY, start: '10:00', end: '11:00', available: false }],
      }),
    );
    expect(localStarts(slots)).toEqual(['09:00', '11:00']);
  });

  it('adds an extra opening that serves either modality', () => {
    const saturday = '2026-06-06';
    const exceptions = [{ date: saturday, start: '10:00', end: '11:30', available: true }];
    for (const modality of ['online', 'in_person'] as const) {
      const slots = computeSlots(query({ exceptions, modality, from: saturday, to: saturday }));
      expect(localStarts(slots)).toEqual(['10:00', '10:15', '10:30']);
    }
  });

  it('lets a block win over an extra opening on the same date', () => {
    const slots = computeSlots(
      query({
        exceptions: [
          { date: MONDAY, start: '14:00', end: '15:00', available: true },
          { date: MONDAY, available: false },
        ],
      }),
    );
    expect(slots).toEqual([]);
  });

  it('ignores exceptions on other dates', () => {
    const slots = computeSlots(query({ exceptions: [{ date: '2026-06-08', available: false }] }));
    expect(slots).toHaveLength(9);
  });
});

describe('computeSlots: daylight saving time', () => {
  // EU changes on 2026-03-29 (spring) and 2026-10-25 (autumn), both at 01:00 UTC.
  const weekend = (start: string, end: string) => [window(7, start, end), window(6, start, end)];

  it.each([
    { timeZone: 'Europe/Berlin', before: '08:00', after: '07:00', autumnBefore: '07:00', autumnAfter: '08:00' },
    { timeZone: 'Europe/London', before: '09:00', after: '08:00', autumnBefore: '08:00', autumnAfter: '09:00' },
    { timeZone: 'Europe/Lisbon', before: '09:00', after: '08:00', autumnBefore: '08:00', autumnAfter: '09:00' },
  ])('puts 09:00 local at the right instant on both sides of the changes in $timeZone', (zone) => {
    const first = (from: string, to: string) =>
      computeSlots(query({ policy: policy({ timeZone: zone.timeZone }), weekly: weekend('09:00', '12:00'), from, to }))
        .filter((slot) => localStarts([slot], zone.timeZone)[0] === '09:00')
        .map((slot) => slot.start);
    expect(first('2026-03-28', '2026-03-29')).toEqual([
      `2026-03-28T${zone.before}:00Z`,
      `2026-03-29T${zone.after}:00Z`,
    ]);
    expect(first('2026-10-24', '2026-10-25')).toEqual([
      `2026-10-24T${zone.autumnBefore}:00Z`,
      `2026-10-25T${zone.autumnAfter}:00Z`,
    ]);
  });

  it.each([
    // Berlin skips 02:00–03:00; the window is two real hours long.
    { timeZone: 'Europe/Berlin', starts: ['01:00', '01:15', '01:30', '01:45', '03:00'] },
    // London and Lisbon skip 01:00–02:00, so the window's own start moves forward to 02:00.
    { timeZone: 'Europe/London', starts: ['02:00', '02:15', '02:30', '02:45', '03:00'] },
    { timeZone: 'Europe/Lisbon', starts: ['02:00', '02:15', '02:30', '02:45', '03:00'] },
  ])('offers no start that does not exist on the spring-forward night in $timeZone', ({ timeZone, starts }) => {
    const slots = computeSlots(
      query({ policy: policy({ timeZone }), weekly: weekend('01:00', '04:00'), from: '2026-03-29', to: '2026-03-29' }),
    );
    expect(localStarts(slots, timeZone)).toEqual(starts);
    expect(slots.map(elapsedMinutes)).toEqual(starts.map(() => 60));
  });

  it.each([
    {
      // Berlin repeats 02:00–03:00 (first at +02:00, then at +01:00); the window is four real hours.
      timeZone: 'Europe/Berlin',
      starts: [
        '01:00+02:00',
        '01:15+02:00',
        '01:30+02:00',
        '01:45+02:00',
        '02:00+02:00',
        '02:15+02:00',
        '02:30+02:00',
        '02:45+02:00',
        '02:00+01:00',
        '02:15+01:00',
        '02:30+01:00',
        '02:45+01:00',
        '03:00+01:00',
      ],
    },
    {
      // London repeats 01:00–02:00; the window starts at the first 01:00.
      timeZone: 'Europe/London',
      starts: [
        '01:00+01:00',
        '01:15+01:00',
        '01:30+01:00',
        '01:45+01:00',
        '01:00+00:00',
        '01:15+00:00',
        '01:30+00:00',
        '01:45+00:00',
        '02:00+00:00',
        '02:15+00:00',
        '02:30+00:00',
        '02:45+00:00',
        '03:00+00:00',
      ],
    },
  ])('offers the repeated hour of the fall-back night once per instant in $timeZone', ({ timeZone, starts }) => {
    const slots = computeSlots(
      query({ policy: policy({ timeZone }), weekly: weekend('01:00', '04:00'), from: '2026-10-25', to: '2026-10-25' }),
    );
    expect(localStartsWithOffset(slots, timeZone)).toEqual(starts);
    expect(new Set(slots.map((slot) => slot.start)).size).toBe(slots.length);
    expect(slots.map(elapsedMinutes)).toEqual(starts.map(() => 60));
  });

  it.each([
    { timeZone: 'Europe/Berlin', from: '2026-03-01' },
    { timeZone: 'Europe/London', from: '2026-09-01' },
    { timeZone: 'America/New_York', from: '2026-02-15' },
    { timeZone: 'Australia/Sydney', from: '2026-03-15' },
    { timeZone: 'Australia/Lord_Howe', from: '2026-09-01' }, // shifts by 30 minutes
    { timeZone: 'Asia/Tokyo', from: '2026-03-01' },
  ])('keeps the wall-clock grid on every day of 62 around a change in $timeZone', ({ timeZone, from }) => {
    const daily = [1, 2, 3, 4, 5, 6, 7].map((weekday) => window(weekday, '09:00', '10:30'));
    const slots = computeSlots(query({ policy: policy({ timeZone }), weekly: daily, from, to: '2027-01-01' }));
    const byDate = Map.groupBy(localStarts(slots, timeZone, true), (start) => start.slice(0, 10));
    expect(byDate.size).toBe(62);
    for (const starts of byDate.values()) {
      expect(starts.map((start) => start.slice(11))).toEqual(['09:00', '09:15', '09:30']);
    }
  });
});

describe('computeSlots: clients in other zones', () => {
  it('returns instants that read correctly in the client’s zone', () => {
    const [slot] = computeSlots(query({ weekly: [window(1, '10:00', '11:00')] }));
    expect(slot?.start).toBe('2026-06-01T08:00:00Z');
    const at = (timeZone: string) =>
      Temporal.Instant.from(slot?.start ?? '')
        .toZonedDateTimeISO(timeZone)
        .toPlainDateTime()
        .toString();
    expect(at('America/New_York')).toBe('2026-06-01T04:00:00');
    expect(at('Asia/Tokyo')).toBe('2026-06-01T17:00:00');
  });

  it('follows each zone’s own change dates (the US changes three weeks before Europe)', () => {
    const [slot] = computeSlots(query({ weekly: [window(1, '10:00', '11:00')], from: '2026-03-23', to: '2026-03-23' }));
    const newYork = Temporal.Instant.from(slot?.start ?? '').toZonedDateTimeISO('America/New_York');
    expect(newYork.toPlainTime().toString()).toBe('05:00:00');
  });
});

describe('computeSlots: ranges and input checks', () => {
  it('computes at most 62 dates from `from`', () => {
    const daily = [1, 2, 3, 4, 5, 6, 7].map((weekday) => window(weekday, '09:00', '10:00'));
    const slots = computeSlots(query({ weekly: daily, from: MONDAY, to: '2026-12-31' }));
    expect(localStarts(slots.slice(-1), 'Europe/Berlin', true)).toEqual(['2026-08-01 09:00']);
    expect(slots).toHaveLength(62);
  });

  it('throws a RangeError for an unknown time zone', () => {
    expect(() => computeSlots(query({ policy: policy({ timeZone: 'Europe/Atlantis' }) }))).toThrow(RangeError);
  });

  it('throws a RangeError when from is after to', () => {
    expect(() => computeSlots(query({ from: '2026-06-02', to: MONDAY }))).toThrow(RangeError);
  });

  it('throws a RangeError for malformed dates, times and instants', () => {
    expect(() => computeSlots(query({ from: '2026-02-30', to: '2026-03-01' }))).toThrow(RangeError);
    expect(() => computeSlots(query({ weekly: [window(1, '9am', '12:00')] }))).toThrow(RangeError);
    expect(() => computeSlots(query({ busy: [{ start: '2026-06-01T10:00:00', end: berlin('11:00') }] }))).toThrow(
      RangeError,
    );
  });
});
