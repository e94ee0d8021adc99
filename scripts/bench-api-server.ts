// The API on the configured database, for benchmarks: alone, or with `--site` also the site as
// last built (site/dist, never rebuilt here: another instance may be serving those files).
import { buildApp } from '../api/src/app.ts';
import { refreshAllDueNextFreeSlots } from '../api/src/booking/next-free-slot.ts';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/runtime.ts';
import { createSearchEngine } from '../api/src/search/index.ts';

const config = { ...loadConfig(), serveSite: process.argv.includes('--site') };
const database = await openDatabase(config);
const search = createSearchEngine(config, database.db);
// Next free slots seeded a while ago have run out (time passing, decision 033): a deployment's
// refresher keeps them current all along, so a benchmark first catches up as that refresher would,
// and measures searches rather than the catch-up.
await refreshAllDueNextFreeSlots(database.db);
const app = await buildApp(config, { db: database.db, search });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.once('SIGINT', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
