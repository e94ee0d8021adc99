import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** A key's count in its current window and the milliseconds until that window ends. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/**
 * A request counted under `key` in the `rate_limit` table: one upsert that starts a fresh window
 * when the key has none or its window has ended, else adds one. The database's clock decides, so
 * instances with drifting clocks still agree on every window.
 */
export async function countRequest(db: Database, key: string, windowMs: number): Promise<WindowCount> {
  const { rows } = await sql<{ current: number; ttl: number }>`
    INSERT INTO rate_limit AS r (key, count, resets_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs}::double precision / 1000))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.resets_at <= now() THEN 1 ELSE r.count + 1 END,
      resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
    RETURNING r.count AS current,
      greatest(0, ceil(extract(epoch FROM r.resets_at - now()) * 1000))::int AS ttl`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('counting a request returned no row');
  return row;
}

/**
 * Forgets counts nobody needs any more: rate-limit windows that have ended, and sign-in failures
 * past the day after which auth/throttle.ts forgets them anyway (its lock lasts at most an hour,
 * so no such row still locks anyone out). Cheap enough for every instance to run every minute.
 */
export async function pruneCounters(db: Database): Promise<{ windows: number; signInFailures: number }> {
  const windows = await db.deleteFrom('rateLimit').where('resetsAt', '<', sql<Date>`now()`).executeTakeFirst();
  const failures = await db
    .deleteFrom('signInThrottle')
    .where('updatedAt', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return { windows: Number(windows.numDeletedRows), signInFailures: Number(failures.numDeletedRows) };
}

type RouteLimit = Partial<RateLimitPluginOptions> & { routeInfo?: { method?: string | string[]; url?: string } };

/** The store counts fixed windows only; the app asks for nothing else, and a silent difference would mislead. */
function refuseUnsupported(options: Partial<RateLimitPluginOptions>): void {
  if (options.continueExceeding || options.exponentialBackoff)
    throw new Error(
      'The database rate-limit store counts fixed windows: continueExceeding and exponentialBackoff are not supported',
    );
}

/** How long a count may take before the request goes on uncounted (see `skipOnError` in plugins/security.ts). */
const COUNT_TIMEOUT_MS = 1000;

class DatabaseStore implements FastifyRateLimitStore {
  readonly #db: Database;
  readonly #prefix: string;

  constructor(db: Database, prefix: string) {
    this.#db = db;
    this.#prefix = prefix;
  }

  incr(key: string, callback: (error: Error | null, result?: WindowCount) => void, timeWindow: number): void {
    let timer: NodeJS.Timeout | undefined;
    // A pool with no free connection, or a server that stopped answering, must not hold the request.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('counting a request timed out')), COUNT_TIMEOUT_MS);
    });
    Promise.race([countRequest(this.#db, this.#prefix + key, timeWindow), timeout])
      .then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      )
      .finally(() => clearTimeout(timer));
  }

  /** A route with its own limit counts apart from the global one, as the plugin's own stores do. */
  child(routeOptions: FastifyRateLimitOptions): FastifyRateLimitStore {
    const options = routeOptions as unknown as RouteLimit;
    refuseUnsupported(options);
    const method = [options.routeInfo?.method ?? ''].flat().join(',');
    return new DatabaseStore(this.#db, `${this.#prefix}${method}${options.routeInfo?.url ?? ''}-`);
  }
}

/**
 * @fastify/rate-limit's `store` for counts in PostgreSQL, shared by every instance on the database
 * (decision 024). The plugin constructs the store itself, so this returns a class bound to `db`;
 * `namespace` keeps apart counts that must not meet (each test file's apps on a shared database).
 */
export function databaseRateLimitStore(db: Database, namespace = ''): FastifyRateLimitStoreCtor {
  return class extends DatabaseStore {
    constructor(options: FastifyRateLimitOptions) {
      refuseUnsupported(options as Partial<RateLimitPluginOptions>);
      super(db, namespace ? `${namespace}:` : '');
    }
  };
}
