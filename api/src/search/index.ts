import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { withFallback } from './engines/fallback.ts';
import { meilisearchEngine, meilisearchUnreachable } from './engines/meilisearch.ts';
import { postgresEngine } from './engines/postgres.ts';
import type { SearchEngine } from './types.ts';

export { observeFallbacks } from './engines/fallback.ts';
export type { SearchEngine } from './types.ts';

/**
 * The configured engine: Meilisearch when MEILISEARCH_HOST is set, the database's own otherwise.
 * While Meilisearch does not answer, the database's documents (always kept, see indexer.ts) answer.
 */
export function createSearchEngine(config: Config, db: Database): SearchEngine {
  if (!config.meilisearch) return postgresEngine(db);
  return withFallback(meilisearchEngine(config.meilisearch), postgresEngine(db), meilisearchUnreachable);
}
// Indexing processes outside the app need the addresses of profile photos, which the file stores define.
export { fileStores } from '../storage/stores.ts';
export { followChanges, rebuildIndex, reindex } from './indexer.ts';
