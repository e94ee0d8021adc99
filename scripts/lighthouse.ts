// `npm run bench:lighthouse` — Lighthouse (mobile, system Chromium) on a landing page and a profile
// of a running platform started here on its own data directory, plus the JavaScript a landing page
// ships (gzip). Reports figures; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from '../api/src/config.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const PORT = 3197;
const base = `http://localhost:${PORT}`;
const env = {
  ...process.env,
  PORT: String(PORT),
  PUBLIC_URL: base,
  DATA_DIR: path.join(repoRoot, '.data/lighthouse'),
  EMBEDDED_PG_PORT: '54369',
  LOG_LEVEL: 'warn',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server: ChildProcess = spawn(process.execPath, ['api/src/server.ts'], { cwd: repoRoot, env, stdio: 'inherit' });
try {
  while (
    !(await fetch(`${base}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false))
  )
    await sleep(250);
  const search = (await (await fetch(`${base}/api/v1/therapists/search?location=berlin&perPage=1`)).json()) as {
    hits: { url: string }[];
  };
  const hit = search.hits[0] as { url: string };
  const pages = { landing: `${base}/find-a-therapist/berlin`, profile: `${base}${hit.url}` };

  const html = await (await fetch(pages.landing)).text();
  // Entry points: module scripts, preloads and the islands' component and renderer URLs; then
  // every static and dynamic import they make, as the browser would fetch them.
  const entries = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
    ...html.matchAll(/(?:component|renderer)-url="([^"]+\.js)"/g),
  ].map((m) => new URL(m[1] as string, base).pathname);
  const files = new Set<string>(entries);
  const sizes = new Map<string, number>();
  for (const file of files) {
    const source = Buffer.from(await (await fetch(new URL(file, base))).arrayBuffer());
    sizes.set(file, gzipSync(source).length);
    for (const m of source.toString('utf8').matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
      files.add(new URL(m[1] as string, new URL(file, base)).pathname);
    }
  }
  const gzipBytes = [...sizes.values()].reduce((a, b) => a + b, 0);
  const largest = [...sizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    for (const [name, url] of Object.entries(pages)) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      console.log(
        `${name.padEnd(8)} ${url}\n  performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`,
      );
      const failed = Object.values(result?.lhr.audits ?? {}).filter(
        (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
      );
      if (failed.length > 0) console.log(`  audits below 0.9: ${failed.map((a) => a.id).join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
  console.log(`JavaScript shipped to a landing page: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${sizes.size} files`);
  for (const [file, size] of largest) console.log(`  ${(size / 1024).toFixed(1)} KB  ${file}`);
} finally {
  server.kill('SIGINT');
}
