import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from './app.ts';
import { type Config, repoRoot } from './config.ts';
import type { Database } from './db/database.ts';
import type { SearchEngine } from './search/types.ts';

const siteDir = path.join(repoRoot, 'site');
const stampFile = path.join(siteDir, 'dist/.build-stamp');
const inputs = ['site/src', 'site/public', 'site/astro.config.mjs', 'site/package.json', 'content', 'api/src/contract'];

async function* files(entry: string): AsyncGenerator<string> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return;
  if (!info.isDirectory()) {
    yield entry;
    return;
  }
  for (const child of (await readdir(entry)).sort()) {
    if (child !== 'node_modules' && child !== 'dist') yield* files(path.join(entry, child));
  }
}

/** Where uploaded media is served from when it is not the site (S3): the pages' CSP must allow it. */
const mediaOrigin = (config: Config) => (config.s3 ? new URL(config.s3.publicUrl).origin : '');

/**
 * A fingerprint of everything the build reads: sources (paths, sizes and times are enough to
 * notice edits), the public URL and media origin, and the directory's state, since landing pages
 * are rendered from the search index.
 */
async function fingerprint(config: Config, db: Database): Promise<string> {
  const hash = createHash('sha256').update(config.publicUrl).update(mediaOrigin(config));
  for (const input of inputs) {
    for await (const file of files(path.join(repoRoot, input))) {
      const { size, mtimeMs } = await stat(file);
      hash.update(`${path.relative(repoRoot, file)}:${size}:${mtimeMs}\n`);
    }
  }
  const { rows } = await sql<{ state: string }>`
    SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') AS state FROM therapist`.execute(db);
  hash.update(rows[0]?.state ?? '');
  return hash.digest('hex');
}

/**
 * Builds the site. Pre-rendered pages read from the API like any other client: an API-only
 * instance listens on a random loopback port for the duration of the build.
 */
export async function buildSite(options: {
  config: Config;
  db: Database;
  search: SearchEngine;
  log: (line: string) => void;
}) {
  const api = await buildApp(
    { ...options.config, serveSite: false, runJobs: false, logLevel: 'warn', rateLimitPerMinute: 1_000_000 },
    options,
  );
  try {
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const astroPackage = createRequire(path.join(siteDir, 'package.json')).resolve('astro/package.json');
    const { bin } = JSON.parse(await readFile(astroPackage, 'utf8')) as { bin: { astro: string } };
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(path.dirname(astroPackage), bin.astro), 'build'], {
        cwd: siteDir,
        env: {
          ...process.env,
          PUBLIC_URL: options.config.publicUrl,
          CALMA_API_URL: `http://127.0.0.1:${port}`,
          CALMA_MEDIA_ORIGIN: mediaOrigin(options.config),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`))));
    });
  } finally {
    await api.close();
  }
}

/** Builds the site unless the last build was made from the same sources, URL and directory. */
export async function buildSiteIfNeeded(options: Parameters<typeof buildSite>[0]): Promise<boolean> {
  const wanted = await fingerprint(options.config, options.db);
  const current = existsSync(stampFile) ? await readFile(stampFile, 'utf8') : '';
  if (current === wanted && existsSync(path.join(siteDir, 'dist/server/entry.mjs'))) return false;
  options.log('Building the site (first start, or sources or directory changed)…');
  await buildSite(options);
  await writeFile(stampFile, wanted);
  return true;
}
