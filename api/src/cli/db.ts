// `npm run db:migrate | db:reset | db:seed` — database chores against the configured database
// (DATABASE_URL, or the embedded server under DATA_DIR).
import { ConfigError, loadConfig } from '../config.ts';
import { migrateDownAll, migrateToLatest } from '../db/migrator.ts';
import { openDatabase } from '../db/runtime.ts';
import { isDemoDatabase, seedDemoData } from '../seed/index.ts';

const command = process.argv[2];
const commands = ['migrate', 'reset', 'seed'];
if (!commands.includes(command ?? '')) {
  process.stderr.write(`usage: db.ts ${commands.join('|')}\n`);
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const database = await openDatabase(config);
try {
  if (command === 'reset') {
    for (const line of await migrateDownAll(database.db)) console.log(line);
  }
  for (const line of await migrateToLatest(database.db)) console.log(line);
  if (command === 'reset' || command === 'seed') {
    if (await isDemoDatabase(database.db)) console.log('Demo data is already loaded.');
    else {
      await seedDemoData(database.db);
      console.log('Demo data loaded.');
    }
  }
  console.log('Database is up to date.');
} finally {
  await database.close();
}
