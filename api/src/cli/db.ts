// `npm run db:migrate | db:reset | db:seed [-- --therapists N]` — database chores against the
// configured database (DATABASE_URL, or the embedded server under DATA_DIR).
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config.ts';
import { migrateDownAll, migrateToLatest } from '../db/migrator.ts';
import { openDatabase } from '../db/runtime.ts';
import { sealerFor } from '../plugins/sealer.ts';
import { createSearchEngine } from '../search/index.ts';
import { rebuildIndex } from '../search/indexer.ts';
import { DEFAULT_DEMO_THERAPISTS, isDemoDatabase, seedDemoData } from '../seed/index.ts';
import { fileStores } from '../storage/stores.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { therapists: { type: 'string', default: String(DEFAULT_DEMO_THERAPISTS) } },
});
const command = positionals[0];
const therapists = Number(values.therapists);
if (
  !['migrate', 'reset', 'seed'].includes(command ?? '') ||
  !Number.isInteger(therapists) ||
  therapists < 1 ||
  therapists > 100_000
) {
  process.stderr.write('usage: db.ts migrate | reset | seed [--therapists 1..100000]\n');
  process.exit(2);
}

const config = loadConfigOrExit();

const database = await openDatabase(config);
const search = createSearchEngine(config, database.db);
const files = fileStores(config);
try {
  if (command === 'reset') {
    for (const line of await migrateDownAll(database.db)) console.log(line);
  }
  for (const line of await migrateToLatest(database.db)) console.log(line);
  if (command === 'reset' || command === 'seed') {
    if (await isDemoDatabase(database.db)) {
      console.log('Demo data is already loaded (run db:reset to load a different amount).');
    } else {
      const started = performance.now();
      const sealer = await sealerFor(config, database.db);
      const seeded = await seedDemoData(database.db, { store: files.public, sealer, therapists });
      console.log(
        `Demo data loaded: ${seeded.therapists} therapists in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
      console.log(
        `Indexed ${await rebuildIndex(database.db, search, files.publicUrl)} therapists for search (${search.name}).`,
      );
    }
  }
  console.log('Database is up to date.');
} finally {
  files.close();
  await search.close();
  await database.close();
}
