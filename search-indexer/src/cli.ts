// `npm run index` — rebuilds the search index from the database into the configured engine
// (PostgreSQL search tables, or Meilisearch when MEILISEARCH_HOST is set).
import { loadConfigOrExit } from '@calma/api/config';
import { openDatabase } from '@calma/api/db';
import { createSearchEngine, fileStores, rebuildIndex } from '@calma/api/search';

const config = loadConfigOrExit();

const database = await openDatabase(config);
const engine = createSearchEngine(config, database.db);
const files = fileStores(config);
try {
  const started = performance.now();
  const count = await rebuildIndex(database.db, engine, files.publicUrl);
  console.log(
    `Indexed ${count} therapists into ${engine.name} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  files.close();
  await engine.close();
  await database.close();
}
