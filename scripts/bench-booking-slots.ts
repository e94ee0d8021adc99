// `node scripts/bench-booking-slots.ts [runs]` — time of computeSlots for a busy therapist over eight
// weeks that include the spring daylight-saving change: Monday to Friday 09:00–18:00, 150 appointments,
// 50 imported busy times, buffers, a daily maximum. Prints JSON (median and p95 in ms after a warm-up);
// asserts nothing. Then the next free slot of the same therapist (booking/first-slot.ts: three
// services, every way of meeting), and of one with nothing free in a 90-day horizon, the worst case.
import { type BookableService, firstSlots } from '../api/src/booking/first-slot.ts';
import { type BookingPolicy, computeSlots, type Interval, type SlotQuery } from '../api/src/booking/slots.ts';

const runs = Number(process.argv[2] ?? 500);
const warmUp = 50;

// A fixed seed keeps the scenario identical between runs and machines.
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const from = '2026-03-02'; // a Monday; Berlin moves to summer time on 2026-03-29
const weeks = 8;
const firstDayMs = Date.parse(`${from}T00:00:00Z`);
const workdays = Array.from({ length: weeks * 7 }, (_, i) => i).filter((i) => i % 7 < 5);

/** A session somewhere in working hours on a random workday, as UTC instants (near enough for load). */
const randomInterval = (minutes: number): Interval => {
  const day = workdays[Math.floor(random() * workdays.length)] ?? 0;
  const start = firstDayMs + day * 86_400_000 + (8 * 60 + Math.floor(random() * 32) * 15) * 60_000;
  return { start: new Date(start).toISOString(), end: new Date(start + minutes * 60_000).toISOString() };
};

const policy: BookingPolicy = {
  timeZone: 'Europe/Berlin',
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 24 * 60,
  horizonDays: 90,
  maxSessionsPerDay: 8,
  slotStepMinutes: 15,
};

const query: SlotQuery = {
  policy,
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00', modality: 'both' })),
  exceptions: [
    { date: '2026-04-03', available: false },
    { date: '2026-04-14', start: '12:00', end: '14:00', available: false },
    { date: '2026-03-21', start: '10:00', end: '13:00', available: true },
  ],
  durationMinutes: 50,
  modality: 'online',
  from,
  to: new Date(firstDayMs + (weeks * 7 - 1) * 86_400_000).toISOString().slice(0, 10),
  now: '2026-03-01T12:00:00Z',
  appointments: Array.from({ length: 150 }, () => randomInterval(50)),
  busy: Array.from({ length: 50 }, () => randomInterval(30 + Math.floor(random() * 4) * 30)),
};

// The first call also loads the zone's rules and compiles the code paths; it is reported apart.
const firstStarted = performance.now();
let slots = computeSlots(query).length;
const firstCallMs = performance.now() - firstStarted;
for (let i = 1; i < warmUp; i++) slots = computeSlots(query).length;
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  computeSlots(query);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 1000) / 1000;

const services: BookableService[] = [
  { id: 'individual', durationMinutes: 50, modality: 'both' },
  { id: 'couples', durationMinutes: 80, modality: 'in_person' },
  { id: 'check-in', durationMinutes: 25, modality: 'online' },
];
const { durationMinutes: _d, modality: _m, from: _f, to: _t, ...base } = query;
/** Median and p95 of `runs` calls after a warm-up, in ms. */
const timed = (run: () => unknown) => {
  for (let i = 0; i < warmUp; i++) run();
  const spent: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    spent.push(performance.now() - started);
  }
  spent.sort((a, b) => a - b);
  const pick = (p: number) => round(spent[Math.min(spent.length - 1, Math.floor(p * spent.length))] ?? 0);
  return { medianMs: pick(0.5), p95Ms: pick(0.95) };
};
const nextFreeSlot = timed(() => firstSlots({ base, services, nextHoldExpiry: null }));
const full = {
  ...base,
  exceptions: Array.from({ length: 91 }, (_, i) => ({
    date: new Date(firstDayMs + i * 86_400_000).toISOString().slice(0, 10),
    available: false,
  })),
};
const nothingFree = timed(() => firstSlots({ base: full, services, nextHoldExpiry: null }));

console.log(
  JSON.stringify(
    {
      benchmark: 'booking-slots',
      scenario: {
        dates: weeks * 7,
        weeklyWindows: query.weekly.length,
        appointments: query.appointments.length,
        busy: query.busy.length,
        timeZone: policy.timeZone,
      },
      slots,
      firstCallMs: round(firstCallMs),
      runs,
      medianMs: round(at(0.5)),
      p95Ms: round(at(0.95)),
      maxMs: round(times[times.length - 1] ?? 0),
      nextFreeSlot: { services: services.length, ...nextFreeSlot },
      nextFreeSlotNothingFree: { horizonDays: policy.horizonDays, ...nothingFree },
    },
    null,
    2,
  ),
);
