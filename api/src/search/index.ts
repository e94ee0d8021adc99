import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { meilisearchEngine } from './engines/meilisearch.ts';
import { postgresEngine } from './engines/postgres.ts';
import type { SearchEngine } from './types.ts';

export type { SearchEngine } from './types.ts';

/** The configured engine: Meilisearch when MEILISEARCH_HOST is set, the database's own otherwise. */
export function createSearchEngine(config: Config, db: Database): SearchEngine {
  return config.meilisearch ? meilisearchEngine(config.meilisearch) : postgresEngine(db);
}
// Indexing processes outside the app need the addresses of profile photos, which the file stores define.
export { fileStores } from '../storage/stores.ts';
export { followChanges, rebuildIndex, reindex } from './indexer.ts';
