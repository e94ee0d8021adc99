import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './config.ts';

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

/** A fingerprint of everything the site build reads; paths, sizes and times are enough to notice edits. */
async function fingerprint(publicUrl: string): Promise<string> {
  const hash = createHash('sha256').update(publicUrl);
  for (const input of inputs) {
    for await (const file of files(path.join(repoRoot, input))) {
      const { size, mtimeMs } = await stat(file);
      hash.update(`${path.relative(repoRoot, file)}:${size}:${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/** Builds the site unless the last build was made from the same sources and public URL. */
export async function buildSiteIfNeeded(publicUrl: string, log: (line: string) => void): Promise<boolean> {
  const wanted = await fingerprint(publicUrl);
  const current = existsSync(stampFile) ? await readFile(stampFile, 'utf8') : '';
  if (current === wanted && existsSync(path.join(siteDir, 'dist/server/entry.mjs'))) return false;
  log('Building the site (first start or changed sources)…');
  const astroPackage = createRequire(path.join(siteDir, 'package.json')).resolve('astro/package.json');
  const { bin } = JSON.parse(await readFile(astroPackage, 'utf8')) as { bin: { astro: string } };
  const astro = path.join(path.dirname(astroPackage), bin.astro);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build'], {
      cwd: siteDir,
      env: { ...process.env, PUBLIC_URL: publicUrl },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`))));
  });
  await writeFile(stampFile, wanted);
  return true;
}
