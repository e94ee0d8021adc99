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

export function createDatabase(
  url: string,
  options: { maxConnections?: number; onIdleError?: (error: Error) => void } = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it and the next query gets a fresh one.
  pool.on('error', options.onIdleError ?? (() => {}));
  const observers = new Set<QueryObserver>();
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    // JSON values (search hits, facet counts) keep their own keys; only column names are mapped.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    // Kysely's own hook times every query (transactions and pg-boss's included): no SQL text leaves it.
    log: (event) => {
      for (const observe of observers) observe(event.queryDurationMillis / 1000, event.level === 'error');
    },
  });
  pools.set(db, pool);
  queryObservers.set(db, observers);
  return db;
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
