// `npm run bench:booking` — the slot engine on its own (8 weeks of a busy therapist), then through
// the API on the embedded database: the slots endpoint, and bookings by 32 concurrent clients, each
// beside /api/health measured the same way in the same run, and the bookings again with the next free
// slot's upkeep switched off (its triggers disabled), so the difference is what keeping it current
// costs a booking (decision 033). The server runs in its own process, as
// in production, so the clients' work does not share its event loop (`-- --profile DIR` writes the
// server's CPU profile there). Asserts nothing; prints figures.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { refreshNextFreeSlots } from '../api/src/booking/next-free-slot.ts';
import { repoRoot } from '../api/src/config.ts';
import { createDatabase } from '../api/src/db/database.ts';
import { startEmbeddedPostgres } from '../api/src/db/embedded.ts';
import { migrateToLatest } from '../api/src/db/migrator.ts';
import { openEveryDay } from '../api/test/helpers/factories.ts';
import { cpuReader, freePort, percentile, round, sleep } from './bench-support.ts';

const CONCURRENCY = 32;
const WEEKS = 16;
/** Clients book across this many practices, as on the live site, not all with one therapist. */
const PRACTICES = 16;
const say = (line: string) => process.stdout.write(`${line}\n`);
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
};

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
const db = createDatabase(pg.adminUrl, { maxConnections: 4 });
let server: ChildProcess | undefined;
try {
  await migrateToLatest(db);
  /** A practice open 08:00–20:00 every day, no notice needed, booked without confirmation. */
  const practice = async (slug: string) => {
    const therapist = await db
      .insertInto('therapist')
      .values({
        slug,
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
    await openEveryDay(db, therapist.id);
    await db
      .insertInto('bookingPolicy')
      .values({ therapistId: therapist.id, minimumNoticeMinutes: 0, requiresConfirmation: false, horizonDays: 120 })
      .execute();
    const service = await db
      .insertInto('service')
      .values({
        therapistId: therapist.id,
        name: 'Session',
        locale: 'en',
        durationMinutes: 50,
        priceMinor: 9000,
        currency: 'EUR',
        modality: 'online',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { slug, id: therapist.id, serviceId: service.id };
  };
  // The busy practice: 150 sessions already booked over 8 weeks; the others start empty.
  const busy = await practice('bench-therapist');
  const therapist = { id: busy.id };
  const service = { id: busy.serviceId };
  const practices = [busy];
  for (let k = 1; k < PRACTICES; k++) practices.push(await practice(`bench-therapist-${k}`));
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

  const port = await freePort();
  const profileAt = process.argv.indexOf('--profile');
  const profile = profileAt > 0 ? process.argv[profileAt + 1] : undefined;
  server = spawn(
    process.execPath,
    [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), 'scripts/bench-api-server.ts'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: pg.adminUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${url}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false))
  )
    await sleep(100);

  const from = day0.toISOString().slice(0, 10);
  const dayAfter = (days: number) => new Date(day0.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const slotsPath = `/api/v1/therapists/bench-therapist/slots?serviceId=${service.id}&from=${from}&to=${dayAfter(55)}`;

  // Each request from its own address, as many people would send them: per-IP limits stay out of the figures.
  let address = 0;
  const sender = () => {
    address += 1;
    return { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
  };
  const get = (target: string) => fetch(target, { headers: sender() });
  const slotsOf = async (target: string) =>
    ((await (await get(target)).json()) as { slots: { start: string }[] }).slots;
  const slots = await slotsOf(url + slotsPath);

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

  // Every fifth slot of every practice: 75 minutes apart, so a session and its buffers never
  // touch the next. Taken in turn across practices.
  const offers: { practice: (typeof practices)[number]; start: string }[] = [];
  const perPractice = await Promise.all(
    practices.map(async (p) => {
      const free = await slotsOf(
        `${url}/api/v1/therapists/${p.slug}/slots?serviceId=${p.serviceId}&from=${from}&to=${dayAfter(WEEKS * 7 - 1)}`,
      );
      return free.filter((_, i) => i % 5 === 0).map((slot) => ({ practice: p, start: slot.start }));
    }),
  );
  for (let i = 0; offers.length < perPractice.flat().length; i++)
    for (const list of perPractice) {
      const offer = list[i];
      if (offer) offers.push(offer);
    }
  let taken = 0;
  const book = () => {
    const offer = offers[taken++];
    if (!offer) throw new Error('the benchmark ran out of free slots');
    return fetch(`${url}/api/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sender() },
      body: JSON.stringify({
        therapistSlug: offer.practice.slug,
        serviceId: offer.practice.serviceId,
        start: offer.start,
        client: { name: `Client ${taken}`, email: `client${taken}@example.test` },
      }),
    });
  };

  // CPU time of the server, of PostgreSQL (the postmaster and its backends) and of this process,
  // the clients: where a booking's cost goes on this machine (Linux /proc; clock ticks).
  const cpu = cpuReader(() => server?.pid ?? 0, path.join(dataDir, 'pg', 'postgres'));
  const perRequest = (before: ReturnType<typeof cpu>, after: ReturnType<typeof cpu>, count: number) => ({
    serverMs: round((after.server - before.server) / count),
    postgresMs: round((after.postgres - before.postgres) / count),
    clientsMs: round((after.clients - before.clients) / count),
  });
  /**
   * `total` requests from CONCURRENCY connections at once, sent by autocannon: a load generator
   * lean enough that the clients' own CPU on this shared machine stays small (on the live site they
   * are other people's devices). `next()` describes each request.
   */
  const measured = async (total: number, next: () => { method: 'GET' | 'POST'; path: string; body?: string }) => {
    const before = cpu();
    const times: number[] = [];
    const statuses: Record<number, number> = {};
    const started = performance.now();
    let last = started;
    await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections: CONCURRENCY,
          amount: total,
          requests: [
            {
              setupRequest: (request) => {
                const { method, path: target, body } = next();
                return {
                  ...request,
                  method,
                  path: target,
                  body,
                  headers: { 'content-type': 'application/json', ...sender() },
                };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on('response', (_client, status, _bytes, responseTime) => {
        // autocannon notices the end only on its next one-second tick: throughput runs to the last answer.
        last = performance.now();
        times.push(responseTime);
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    });
    const seconds = (last - started) / 1000;
    return {
      ...summary(times),
      perSecond: Math.round(total / seconds),
      statuses,
      cpuPerRequest: perRequest(before, cpu(), total),
    };
  };
  const nextBooking = () => {
    const offer = offers[taken++];
    if (!offer) throw new Error('the benchmark ran out of free slots');
    return {
      method: 'POST' as const,
      path: '/api/v1/bookings',
      body: JSON.stringify({
        therapistSlug: offer.practice.slug,
        serviceId: offer.practice.serviceId,
        start: offer.start,
        client: { name: `Client ${taken}`, email: `client${taken}@example.test` },
      }),
    };
  };

  // The next free slot's upkeep (decision 033): triggers on the tables the slot engine reads note
  // each change in the booking's transaction; the server's refresher computes the therapist again
  // right after. Switched off, bookings pay neither.
  const upkeep = async (on: boolean) => {
    const { rows } = await sql<{ table: string; name: string }>`
      SELECT c.relname AS table, t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       WHERE t.tgname LIKE '%\_next\_free\_slot'`.execute(db);
    for (const { table, name } of rows) {
      await sql`ALTER TABLE ${sql.id(table)} ${on ? sql`ENABLE` : sql`DISABLE`} TRIGGER ${sql.id(name)}`.execute(db);
    }
  };
  /** Until the refresher has taken every change: what a booking leaves it to do, after the answer. */
  const caughtUp = async () => {
    const started = performance.now();
    for (;;) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM next_free_slot_change`.execute(db);
      if ((rows[0]?.n ?? 0) === 0) return round(performance.now() - started);
      await sleep(10);
    }
  };
  // What one refresh costs the refresher (load, slot engine, write), for the busy practice and an empty one.
  const refreshOf = async (id: string) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) await refreshNextFreeSlots(db, [id]);
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await refreshNextFreeSlots(db, [id]);
      times.push(performance.now() - started);
    }
    return summary(times);
  };
  say(
    `next free slot, one therapist's refresh in its own transaction: busy practice ${JSON.stringify(await refreshOf(busy.id))}, empty practice ${JSON.stringify(await refreshOf(practices[1]?.id ?? busy.id))}`,
  );

  const ROUNDS = 2_000;
  // One client at a time first: the cost of a booking without queueing.
  const single = await concurrent(100, book, 1);
  say(`POST /api/v1/bookings, one client at a time: ${JSON.stringify(single)}`);
  await upkeep(false);
  const singleWithout = await concurrent(100, book, 1);
  await upkeep(true);
  say(
    `POST /api/v1/bookings, one client at a time, next free slot upkeep off: ${JSON.stringify(singleWithout)}  → upkeep adds p50 ${round(single.p50 - singleWithout.p50)} ms, p95 ${round(single.p95 - singleWithout.p95)} ms`,
  );
  await measured(300, nextBooking); // warm-up: the optimiser has seen every path
  const healthConcurrent = await measured(ROUNDS * 2, () => ({ method: 'GET', path: '/api/health' }));
  const booked = await measured(ROUNDS, nextBooking);
  const burstEnded = performance.now();
  const refresherLag = await caughtUp();
  say(`POST /api/v1/bookings, ${CONCURRENCY} concurrent clients, ${PRACTICES} practices: ${JSON.stringify(booked)}`);
  say(`  every next free slot current again ${refresherLag} ms after the burst's last answer`);
  // The emails of a burst wait in the job queue (decisions 025 and 027): how long until all have gone.
  const emailsSent = async () => {
    for (;;) {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM pgboss.job
         WHERE name = 'email' AND state IN ('created', 'active', 'retry')`.execute(db);
      if ((rows[0]?.waiting ?? 0) === 0) break;
      await sleep(100);
    }
  };
  await emailsSent();
  const sent = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'email' AND state = 'completed'`.execute(db);
  say(
    `appointment emails: ${sent.rows[0]?.n} jobs completed, the queue empty ${round((performance.now() - burstEnded) / 1000)} s after the burst`,
  );
  say(
    `GET /api/health, ${CONCURRENCY} concurrent, same run: ${JSON.stringify(healthConcurrent)}  → bookings/health p95 ratio ${round(booked.p95 / healthConcurrent.p95)}`,
  );
  // The upkeep's cost: bursts with it switched off and on in turn, each burst's emails sent before
  // the next, so that the machine's other work and the growing tables weigh on both alike.
  const PAIRS = 3;
  const PAIR_ROUNDS = 600;
  const pairs: { off: typeof booked; on: typeof booked; lag: number }[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    await upkeep(false);
    const off = await measured(PAIR_ROUNDS, nextBooking);
    await upkeep(true);
    await emailsSent();
    const on = await measured(PAIR_ROUNDS, nextBooking);
    const lag = await caughtUp();
    await emailsSent();
    pairs.push({ off, on, lag });
    say(
      `POST /api/v1/bookings, ${CONCURRENCY} concurrent, upkeep off / on: p50 ${off.p50} / ${on.p50} ms, p95 ${off.p95} / ${on.p95} ms, ${off.perSecond} / ${on.perSecond} a second, server CPU ${off.cpuPerRequest.serverMs} / ${on.cpuPerRequest.serverMs} ms, PostgreSQL CPU ${off.cpuPerRequest.postgresMs} / ${on.cpuPerRequest.postgresMs} ms a booking; current again ${lag} ms after the last answer`,
    );
  }
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const added = (pick: (m: typeof booked) => number) => round(middle(pairs.map((p) => pick(p.on) - pick(p.off))));
  say(
    `  → keeping the next free slot current costs a booking (median of ${PAIRS} pairs): p50 ${added((m) => m.p50)} ms, p95 ${added((m) => m.p95)} ms, server CPU ${added((m) => m.cpuPerRequest.serverMs)} ms, PostgreSQL CPU ${added((m) => m.cpuPerRequest.postgresMs)} ms; the refresher is done ${round(middle(pairs.map((p) => p.lag)))} ms after a burst's last answer`,
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
} finally {
  if (server) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGINT');
    await exited;
  }
  await db.destroy();
  await pg.stop();
  await rm(dataDir, { recursive: true, force: true });
}
