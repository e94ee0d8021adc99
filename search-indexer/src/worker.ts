// The indexer as its own process (docker-compose's `search-indexer`): follows database changes
// into the search engine, so app instances can run with SEARCH_INDEXER=external.

import { loadConfigOrExit } from '@calma/api/config';
import { openDatabase } from '@calma/api/db';
import { createSearchEngine, fileStores, followChanges } from '@calma/api/search';
import closeWithGrace from 'close-with-grace';

const config = loadConfigOrExit();

const database = await openDatabase(config);
const engine = createSearchEngine(config, database.db);
const files = fileStores(config);
const follower = await followChanges({
  databaseUrl: database.url,
  db: database.db,
  engine,
  publicUrl: files.publicUrl,
  log: (message, error) => console.error(message, error),
});
console.log(`Following database changes into ${engine.name}.`);

closeWithGrace({ delay: 10_000 }, async () => {
  await follower.stop();
  files.close();
  await engine.close();
  await database.close();
});
