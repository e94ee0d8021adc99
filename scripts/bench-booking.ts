// `npm run bench:booking` — the slot engine on its own (8 weeks of a busy therapist), then through
// the API on the embedded default: the slots endpoint, and bookings by 32 concurrent clients, each
// beside /api/health measured the same way in the same run. Asserts nothing; prints figures.
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildApp } from '../api/src/app.ts';
import { loadConfig, repoRoot } from '../api/src/config.ts';
import { createDatabase } from '../api/src/db/database.ts';
import { startEmbeddedPostgres } from '../api/src/db/embedded.ts';
import { migrateToLatest } from '../api/src/db/migrator.ts';
import { postgresEngine } from '../api/src/search/engines/postgres.ts';

const CONCURRENCY = 32;
const say = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
};
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// 1. The engine alone.
const engine = spawnSync(process.execPath, ['scripts/bench-booking-slots.ts', '500'], {
  cwd: repoRoot,
  encoding: 'utf8',
});
say(`slot engine (8 weeks, busy therapist, 500 runs): ${engine.stdout.trim()}`);

// 2. Through the API.
// Under the project like the tests' server: the embedded server's own user must reach it.
const dataDir = path.join(repoRoot, '.data', `bench-booking-${process.pid}`);
const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
const db = createDatabase(pg.adminUrl, { maxConnections: 20 });
try {
  await migrateToLatest(db);
  const base = loadConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp(
    {
      ...base,
      serveSite: false,
      runJobs: false,
      trustProxy: true,
      mail: { ...base.mail, outboxDir: path.join(dataDir, 'outbox') },
    },
    { db, search: postgresEngine(db) },
  );
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;

  // A busy practice: open 08:00–20:00 every day, 150 sessions already booked over 8 weeks.
  const therapist = await db
    .insertInto('therapist')
    .values({
      slug: 'bench-therapist',
      firstName: 'Bench',
      lastName: 'Therapist',
      country: 'germany',
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
      listed: true,
      verifiedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('availabilityRule')
    .values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        therapistId: therapist.id,
        weekday,
        startTime: '08:00',
        endTime: '20:00',
        modality: 'both' as const,
      })),
    )
    .execute();
  await db
    .insertInto('bookingPolicy')
    .values({ therapistId: therapist.id, minimumNoticeMinutes: 0, requiresConfirmation: false, horizonDays: 120 })
    .execute();
  const service = await db
    .insertInto('service')
    .values({
      therapistId: therapist.id,
      name: 'Session',
      durationMinutes: 50,
      priceMinor: 9000,
      currency: 'EUR',
      modality: 'online',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = await db
    .insertInto('client')
    .values({ therapistId: therapist.id, name: 'Existing', email: 'existing@example.test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const day0 = new Date(Date.now() + 86_400_000);
  day0.setUTCHours(0, 0, 0, 0);
  await db
    .insertInto('appointment')
    .values(
      Array.from({ length: 150 }, (_, i) => {
        const start = new Date(day0.getTime() + Math.floor(i / 3) * 86_400_000 + (9 + (i % 3) * 3) * 3_600_000);
        return {
          uid: `bench${String(i).padStart(17, '0')}`,
          therapistId: therapist.id,
          serviceId: service.id,
          clientId: client.id,
          status: 'confirmed' as const,
          startsAt: start,
          endsAt: new Date(start.getTime() + 50 * 60_000),
          modality: 'online' as const,
          priceMinor: 9000,
          currency: 'EUR' as const,
        };
      }),
    )
    .execute();

  const from = day0.toISOString().slice(0, 10);
  const to = new Date(day0.getTime() + 55 * 86_400_000).toISOString().slice(0, 10);
  const slotsPath = `/api/v1/therapists/bench-therapist/slots?serviceId=${service.id}&from=${from}&to=${to}`;

  // Each request from its own address, as many people would send them: per-IP limits stay out of the figures.
  let address = 0;
  const sender = () => {
    address += 1;
    return { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
  };
  const get = (target: string) => fetch(target, { headers: sender() });
  const { slots } = (await (await get(url + slotsPath)).json()) as { slots: { start: string }[] };

  const timed = async (request: () => Promise<Response>) => {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };
  const sequential = async (count: number, request: () => Promise<Response>) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) times.push((await timed(request)).ms);
    return summary(times);
  };
  /** `total` requests from CONCURRENCY clients at once; `request(i)` makes the i-th. */
  const concurrent = async (total: number, request: (i: number) => Promise<Response>, clients = CONCURRENCY) => {
    const times: number[] = [];
    const statuses: Record<number, number> = {};
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < total) {
          const i = next++;
          const { ms, status } = await timed(() => request(i));
          times.push(ms);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { ...summary(times), perSecond: Math.round(total / seconds), statuses };
  };

  for (let i = 0; i < 20; i++) await timed(() => get(url + slotsPath)); // warm-up
  const health = await sequential(200, () => get(`${url}/api/health`));
  const slotsHttp = await sequential(200, () => get(url + slotsPath));
  say(`GET slots, 8 weeks (${slots.length} slots), sequential: ${JSON.stringify(slotsHttp)}`);
  say(
    `GET /api/health, same run: ${JSON.stringify(health)}  → slots/health p50 ratio ${round(slotsHttp.p50 / health.p50)}`,
  );

  // Every fifth slot: 75 minutes apart, so a 50-minute session and its buffers never touch the next.
  const bookings = Math.floor(slots.length / 5);
  const first = bookings - 40;
  const book = (i: number) =>
    fetch(`${url}/api/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sender() },
      body: JSON.stringify({
        therapistSlug: 'bench-therapist',
        serviceId: service.id,
        start: slots[i * 5]?.start,
        client: { name: `Client ${i}`, email: `client${i}@example.test` },
      }),
    });
  // One client at a time first: the cost of a booking without queueing.
  const single = await concurrent(40, (i) => book(bookings - 1 - i), 1);
  say(`POST /api/v1/bookings, one client at a time: ${JSON.stringify(single)}`);
  const healthConcurrent = await concurrent(bookings, () => get(`${url}/api/health`));
  const booked = await concurrent(first, book);
  say(`POST /api/v1/bookings, ${CONCURRENCY} concurrent clients: ${JSON.stringify(booked)}`);
  say(
    `GET /api/health, ${CONCURRENCY} concurrent, same run: ${JSON.stringify(healthConcurrent)}  → bookings/health p95 ratio ${round(booked.p95 / healthConcurrent.p95)}`,
  );

  const free = ((await (await get(url + slotsPath)).json()) as { slots: { start: string }[] }).slots;
  const contested = free[free.length - 1]?.start;
  const race = await concurrent(CONCURRENCY, (i) =>
    fetch(`${url}/api/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sender() },
      body: JSON.stringify({
        therapistSlug: 'bench-therapist',
        serviceId: service.id,
        start: contested,
        client: { name: `Racer ${i}`, email: `racer${i}@example.test` },
      }),
    }),
  );
  say(`${CONCURRENCY} clients on one slot at once: ${JSON.stringify(race.statuses)} (exactly one 201 expected)`);
  await app.close();
} finally {
  await db.destroy();
  await pg.stop();
  await rm(dataDir, { recursive: true, force: true });
}
