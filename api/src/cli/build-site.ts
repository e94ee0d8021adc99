// `npm run build` — builds the site against the configured database (DATABASE_URL, or the
// embedded server under DATA_DIR), migrating it first. Landing pages carry the directory as it is now.
import { loadConfigOrExit } from '../config.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { openDatabase } from '../db/runtime.ts';
import { createSearchEngine } from '../search/index.ts';
import { buildSite } from '../site-build.ts';

const config = loadConfigOrExit();
const database = await openDatabase(config);
const search = createSearchEngine(config, database.db);
try {
  await migrateToLatest(database.db);
  await buildSite({ config, db: database.db, search, log: console.log });
} finally {
  await search.close();
  await database.close();
}
