import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

const pools = new WeakMap<Database, pg.Pool>();

/** Told the duration of each query through a handle and whether it failed (the metrics plugin listens). */
export type QueryObserver = (seconds: number, failed: boolean) => void;
const queryObservers = new WeakMap<Database, Set<QueryObserver>>();

// A calendar date (a therapist's day off, a birthday) has no time zone: keep it as 'YYYY-MM-DD'
// instead of pg's default, a Date at local midnight that shifts with the server's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** How long a request waits for a connection before it is answered 503 (see plugins/errors.ts). */
export const CONNECT_TIMEOUT_MS = 5_000;
/**
 * The longest one statement may run. A request never needs this long; migrations that do can
 * raise it for themselves with `SET LOCAL statement_timeout`.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;
/** How long an unused connection stays open. */
export const IDLE_CONNECTION_MS = 5 * 60_000;

export function createDatabase(
  url: string,
  options: { maxConnections?: number; onIdleError?: (error: Error) => void } = {},
): Database {
  // While the server is down or restarting, nothing may wait without bound: a connection attempt
  // gives up after CONNECT_TIMEOUT_MS, a statement after STATEMENT_TIMEOUT_MS, and keep-alive
  // notices a peer that vanished without closing the socket (a failover, a cut network).
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    keepAlive: true,
    // A connection keeps the plans of the statements it has run (search's, decision 042): an idle one
    // stays open for minutes rather than pg's default 10 s, so a quiet site does not plan a search
    // afresh on a new connection after every pause. Idle connections never keep a process alive.
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    allowExitOnIdle: true,
  });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it and the next query gets a fresh one.
  pool.on('error', options.onIdleError ?? (() => {}));
  // A connection that is checked out but between queries (a transaction waiting on the app, pg-boss)
  // has no listener of the pool's: its "terminated unexpectedly" would be an uncaught error that stops
  // the process. Its next query fails instead, and the pool discards it on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // Failures to get a connection never reach Kysely's log (below), so they are remembered here.
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof connect>[0]) =>
    callback
      ? connect(callback)
      : connect().catch((error: unknown) => {
          remember(error);
          throw error;
        })) as typeof pool.connect;
  const observers = new Set<QueryObserver>();
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    // JSON values (search hits, facet counts) keep their own keys; only column names are mapped.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    // Kysely's own hook times every query (transactions and pg-boss's included): no SQL text leaves it.
    log: (event) => {
      if (event.level === 'error') remember(event.error);
      for (const observe of observers) observe(event.queryDurationMillis / 1000, event.level === 'error');
    },
  });
  pools.set(db, pool);
  queryObservers.set(db, observers);
  return db;
}

// Errors raised by a database handle, so that a refused connection to another service (SMTP, S3)
// is never mistaken for the database being down.
const databaseErrors = new WeakSet<object>();
const remember = (error: unknown) => {
  if (typeof error === 'object' && error !== null) databaseErrors.add(error);
};

// Node's socket errors when the server is gone, restarting or unreachable.
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
// SQLSTATEs of a server that is shutting down or starting (57P01–57P03), that refuses more
// connections (53300), or of a broken connection (class 08).
const UNAVAILABLE_SQLSTATES = /^(57P0[123]|53300|08...)$/;
// node-postgres raises these without a code: a pool that waited CONNECT_TIMEOUT_MS, a closed socket.
const CONNECTION_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable/;

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
  // Node reports a refused connection to every address of a name (::1, 127.0.0.1) as one AggregateError.
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return CONNECTION_MESSAGES.test(error.message);
}

/**
 * Whether `error` came from a database handle and says the server cannot be reached at the moment
 * (rather than that a query is wrong): such a request may be retried shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; depth++) {
    if (databaseErrors.has(cause) && isConnectionFailure(cause)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The connection pool behind `db`, for its counts (in use, idle, waiting). */
export function poolOf(db: Database): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('This database handle was not made by createDatabase');
  return pool;
}

/** Calls `observer` after every query through `db` until the returned function is called. */
export function observeQueries(db: Database, observer: QueryObserver): () => void {
  const observers = queryObservers.get(db);
  if (!observers) throw new Error('This database handle was not made by createDatabase');
  observers.add(observer);
  return () => observers.delete(observer);
}

/**
 * A connection of its own to the database behind `db`, outside its pool: for `LISTEN`, which holds
 * a connection for as long as the process runs.
 */
export function dedicatedConnection(db: Database): pg.Client {
  return new pg.Client(poolOf(db).options);
}

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
