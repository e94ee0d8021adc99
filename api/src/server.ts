import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest } from './db/migrator.ts';
import { openDatabase } from './db/runtime.ts';
import { isDemoDatabase, seedDemoData } from './seed/index.ts';
import { buildSiteIfNeeded } from './site-build.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const startedAt = performance.now();

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\nFix these environment variables and start again.\n`);
  process.exit(1);
}

const database = await openDatabase(config, (line) => {
  if (config.logLevel === 'debug' || config.logLevel === 'trace') say(`[postgres] ${line}`);
});
let app: Awaited<ReturnType<typeof buildApp>> | undefined;

closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
  if (err) process.stderr.write(`${err.stack ?? err}\n`);
  if (signal) say(`\n${signal} received: shutting down…`);
  await app?.close();
  await database.close();
  if (signal) say('Stopped cleanly.');
});

for (const line of await migrateToLatest(database.db)) say(`migration ${line}`);
if (database.embedded && !(await isDemoDatabase(database.db))) {
  say('Empty database: loading demo data…');
  await seedDemoData(database.db);
}
if (config.serveSite) await buildSiteIfNeeded(config.publicUrl, say);

app = await buildApp(config, { db: database.db });
await app.listen({ port: config.port, host: config.host });

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
say(`\nCalma is ready at ${config.publicUrl}  (started in ${seconds} s)`);
say(`Database: ${database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'DATABASE_URL'}`);
say('Press Ctrl-C to stop.');
