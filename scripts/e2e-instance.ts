// A further instance of the app for the end-to-end tests, on the first one's database
// (DATABASE_URL), as instances behind a load balancer run. It answers exactly as the first one
// does (the same app), but leaves the start-up chores to it: migrations, demo data, the search
// index and the site build. The two share one checkout, so a build here would replace the files
// the first one is serving; it serves the site the first one built.
import closeWithGrace from 'close-with-grace';
import { buildApp } from '../api/src/app.ts';
import { loadConfigOrExit } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/runtime.ts';
import { createSearchEngine } from '../api/src/search/index.ts';

const config = loadConfigOrExit();
if (!config.databaseUrl || config.indexInProcess) {
  process.stderr.write('A further instance needs DATABASE_URL (the first instance’s) and SEARCH_INDEXER=external.\n');
  process.exit(1);
}
const database = await openDatabase(config);
const search = createSearchEngine(config, database.db);
const app = await buildApp(config, { db: database.db, search });
closeWithGrace({ delay: 15_000 }, async () => {
  await app.close();
  await search.close();
  await database.close();
});
await app.listen({ port: config.port, host: config.host });
process.stdout.write(`Further instance ready at http://localhost:${config.port}\n`);
