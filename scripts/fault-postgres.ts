// `npm run fault:postgres` — the database-restart drill against the machine's PostgreSQL cluster
// (default `15 main`; FAULT_PG_CLUSTER="<version> <name>"), stopped and started with pg_ctlcluster.
// Never part of `npm test`: the cluster goes down for everyone using it. Needs root or the postgres
// user, and DATABASE_URL (or FAULT_DATABASE_URL) naming a role that may create databases there.
// The drill runs in a database of its own, dropped at the end; exits 1 when the app misbehaved.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../api/src/config.ts';
import { ensureDatabase } from '../api/src/db/database.ts';
import { describeAnswers, restartDrill, unexpectedAnswers } from '../api/test/faults/drill.ts';

const adminUrl = process.env.FAULT_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) {
  process.stderr.write(
    'Set DATABASE_URL (or FAULT_DATABASE_URL) to the machine PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/postgres\n',
  );
  process.exit(2);
}
const [version = '15', cluster = 'main'] = (process.env.FAULT_PG_CLUSTER ?? '15 main').split(' ');
const pgctl = (action: 'stop' | 'start') => {
  execFileSync('pg_ctlcluster', [version, cluster, action, ...(action === 'stop' ? ['-m', 'fast'] : [])], {
    stdio: 'inherit',
  });
};

const name = `calma_fault_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
const dataDir = path.join(repoRoot, '.data/fault', name);
const say = (line: string) => process.stdout.write(`${line}\n`);

await ensureDatabase(adminUrl, name);
let failed = false;
try {
  const result = await restartDrill({
    databaseUrl,
    dataDir,
    stopDatabase: async () => pgctl('stop'),
    startDatabase: async () => pgctl('start'),
    log: say,
  });
  const statuses = new Map<string, number>();
  for (const answer of result.load) {
    const key = `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  say(`\nAnswers under load: ${[...statuses].map(([key, n]) => `${key} × ${n}`).join(', ')}`);
  say(`While down: ${describeAnswers(result.whileDown).join('; ')}`);
  say(`Retry-After while down: ${result.whileDown.map((a) => a.retryAfter).join(', ')}`);
  say(`Write after the restart: ${describeAnswers([result.writeAfter]).join('')}`);
  say(`db_unavailable_responses_total: ${result.unavailableCount}`);
  const t = result.timings;
  say(
    `/api/ready said 503 after ${(t.notReadyMs / 1000).toFixed(1)} s; every call answered 200 ` +
      `${(t.recoveredMs / 1000).toFixed(1)} s after the start, a change was found by search after ${(t.searchCaughtUpMs / 1000).toFixed(1)} s`,
  );
  const problems = [
    ...describeAnswers(unexpectedAnswers([...result.load, ...result.whileDown])).map((line) => `unexpected ${line}`),
    ...result.whileDown.filter((a) => a.status !== 503).map((a) => `${a.label} was not 503 while down`),
    ...(result.writeAfter.status === 202 ? [] : ['the write after the restart failed']),
    ...(result.serverAlive ? [] : ['the server process died']),
  ];
  for (const problem of problems) say(`FAIL: ${problem}`);
  failed = problems.length > 0;
} catch (error) {
  failed = true;
  say(`FAIL: ${(error as Error).message}`);
} finally {
  // The cluster must be up again for everyone else, whatever happened.
  try {
    execFileSync('pg_ctlcluster', [version, cluster, 'status'], { stdio: 'ignore' });
  } catch {
    pgctl('start');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
say(failed ? '\nThe drill failed.' : '\nThe app rode out the restart.');
process.exit(failed ? 1 : 0);
