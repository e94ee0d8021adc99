import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { type Database, dedicatedConnection } from '../db/database.ts';

/** What travels to the browsers listening on a topic; `type` names it. */
export interface LiveEvent {
  type: string;
  [field: string]: unknown;
}

type Listener = (event: LiveEvent) => void;

const CHANNEL = 'calma_live';
// PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; larger events travel by reference.
const NOTIFY_LIMIT = 7000;
// Instances read a referenced event within milliseconds; a minute is ample before it is pruned.
const KEEP_SECONDS = 60;

/**
 * Live events across every instance of the app (decision 019). Publishing is a PostgreSQL
 * `NOTIFY`; each instance holds one connection that `LISTEN`s and hands each event to the
 * sockets of this instance subscribed to its topic, the publishing instance's own included, so
 * there is one path for every event. An event too large for a notification is stored in
 * `live_event` and the notification carries its id.
 *
 * While the listening connection is down (a database restart) events are missed: when it is back,
 * every subscriber hears `{ type: 'resync' }` and fetches what it shows afresh.
 */
export class LiveBus {
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;
  readonly #topics = new Map<string, Set<Listener>>();
  #connection: pg.Client | undefined;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;
  #inbound: Promise<void> = Promise.resolve();

  constructor(db: Database, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  /**
   * Starts listening; resolves once this instance receives events, or, when the database cannot
   * be reached, once a retry is scheduled.
   */
  async listen(): Promise<void> {
    try {
      await this.#connect();
    } catch (error) {
      this.#log.warn({ err: error }, 'live events: cannot listen yet; trying again');
      this.#retryIn(1000);
    }
  }

  async #connect(): Promise<void> {
    const connection = dedicatedConnection(this.#db);
    connection.on('notification', (message) => {
      const { payload } = message;
      if (message.channel !== CHANNEL || !payload) return;
      // One at a time, in the order PostgreSQL sent them: an event read back from `live_event`
      // must not be overtaken by the small ones after it (a call's candidates after its offer).
      this.#inbound = this.#inbound.then(() => this.#receive(payload));
    });
    // Only the connection in use is replaced when it fails; one given up on is already gone.
    const lost = (error?: Error) => {
      if (this.#connection !== connection) return;
      if (error) this.#log.warn({ err: error }, 'live events: the listening connection failed');
      this.#connection = undefined;
      void connection.end().catch(() => {});
      this.#retryIn(500);
    };
    connection.on('error', lost);
    connection.on('end', () => lost());
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void connection.end().catch(() => {});
      throw error;
    }
    // Closed while connecting: nothing may keep the process up.
    if (this.#closed) {
      await connection.end().catch(() => {});
      return;
    }
    this.#connection = connection;
  }

  /** Listens again after `delay` ms, doubling up to 10 s while it fails; then everyone fetches afresh. */
  #retryIn(delay: number): void {
    if (this.#closed) return;
    this.#retry = setTimeout(async () => {
      try {
        await this.#connect();
        this.#everyone({ type: 'resync' });
      } catch (error) {
        this.#log.warn({ err: error }, 'live events: reconnecting failed; trying again');
        this.#retryIn(Math.min(delay * 2, 10_000));
      }
    }, delay);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const connection = this.#connection;
    this.#connection = undefined;
    await connection?.end().catch(() => {});
  }

  /** Calls `listener` with each event on `topic` until the returned function is called. */
  subscribe(topic: string, listener: Listener): () => void {
    let listeners = this.#topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.#topics.set(topic, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#topics.delete(topic);
    };
  }

  /** Sends `event` to every subscriber of `topic` on every instance. */
  async publish(topic: string, event: LiveEvent): Promise<void> {
    await publishLive(this.#db, topic, event);
  }

  async #receive(payload: string): Promise<void> {
    try {
      let message = JSON.parse(payload) as { topic?: string; event?: LiveEvent; ref?: string };
      if (message.ref !== undefined) {
        const stored = await this.#db
          .selectFrom('liveEvent')
          .select('payload')
          .where('id', '=', String(message.ref))
          .executeTakeFirst();
        if (!stored) return;
        message = stored.payload as typeof message;
      }
      if (message.topic && message.event) this.#deliver(message.topic, message.event);
    } catch (error) {
      this.#log.error({ err: error }, 'live events: an event could not be delivered');
    }
  }

  #deliver(topic: string, event: LiveEvent): void {
    for (const listener of this.#topics.get(topic) ?? []) listener(event);
  }

  #everyone(event: LiveEvent): void {
    for (const listeners of this.#topics.values()) for (const listener of listeners) listener(event);
  }
}

/**
 * Sends `event` to every subscriber of `topic` on every instance, from any process on the database
 * (the search indexer runs without a bus of its own).
 */
export async function publishLive(db: Database, topic: string, event: LiveEvent): Promise<void> {
  const payload = JSON.stringify({ topic, event });
  if (Buffer.byteLength(payload) < NOTIFY_LIMIT) {
    await sql`SELECT pg_notify(${CHANNEL}, ${payload})`.execute(db);
    return;
  }
  const stored = await db
    .insertInto('liveEvent')
    .values({ payload: JSON.stringify({ topic, event }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ ref: stored.id })})`.execute(db);
  await db
    .deleteFrom('liveEvent')
    .where('createdAt', '<', sql<Date>`now() - make_interval(secs => ${KEEP_SECONDS})`)
    .execute();
}
