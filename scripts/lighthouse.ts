// `npm run bench:lighthouse` — Lighthouse (mobile, system Chromium) on the home page, a content page, a search landing page and a profile
// of a running platform started here on its own data directory, plus the JavaScript a landing page
// ships (gzip), and each widget for therapists' websites with its transfer size (the document and
// everything it loads, as sent over the wire). Reports figures; exits with 1 only when the badge is
// over its budget (issue #16: under 10 KB).
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
/** Bytes over the wire that each widget may take, document and subresources together. */
const WIDGET_BUDGETS: Record<string, number> = { badge: 10_000 };

const server: ChildProcess = spawn(process.execPath, ['api/src/server.ts'], { cwd: repoRoot, env, stdio: 'inherit' });
try {
  while (
    !(await fetch(`${base}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false))
  )
    await sleep(250);
  // Ready is not the same as indexed: on a fresh data directory the first searches may answer 503
  // while the demo data's search index is still being built.
  let hits: { url: string; slug: string }[] | undefined;
  for (let tries = 0; !hits?.length && tries < 240; tries++) {
    if (tries > 0) await sleep(500);
    const answer = await fetch(`${base}/api/v1/therapists/search?location=berlin&perPage=20`).catch(() => undefined);
    hits = answer?.ok ? ((await answer.json()) as { hits: { url: string; slug: string }[] }).hits : undefined;
  }
  const hit = hits?.[0];
  if (!hit) throw new Error('The search found no therapist in Berlin within two minutes');
  const pages = {
    home: `${base}/`,
    'content page': `${base}/for-companies`,
    landing: `${base}/find-a-therapist/berlin`,
    profile: `${base}${hit.url}`,
  };
  // The card and message form answer 404 on the free plan: widgets of a practice whose plan has them.
  let withWidgets: string | undefined;
  for (const { slug } of hits ?? []) {
    if ((await fetch(`${base}/api/v1/therapists/${slug}/embed`)).ok) {
      withWidgets = slug;
      break;
    }
  }
  if (!withWidgets) throw new Error('No Berlin practice in the demo data has widgets in its plan');
  const widgets = {
    badge: `${base}/de/embed/${withWidgets}/badge/teal`,
    card: `${base}/de/embed/${withWidgets}/card`,
    message: `${base}/de/embed/${withWidgets}/message`,
  };

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
        `${name.padEnd(12)} ${url}\n  performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`,
      );
      const failed = Object.values(result?.lhr.audits ?? {}).filter(
        (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
      );
      if (failed.length > 0) console.log(`  audits below 0.9: ${failed.map((a) => a.id).join(', ')}`);
    }
    for (const [name, url] of Object.entries(widgets)) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      // Lighthouse's page weight: the transfer size of every request the page made, the document's included.
      const weight = result?.lhr.audits['total-byte-weight'];
      const bytes = Math.round(weight?.numericValue ?? Number.NaN);
      const requests = (weight?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
      const budget = WIDGET_BUDGETS[name];
      const over = budget !== undefined && !(bytes < budget);
      console.log(
        `widget ${name.padEnd(8)} ${url}\n  transfer ${(bytes / 1024).toFixed(1)} KB (${bytes} bytes) in ${requests} requests${
          budget === undefined ? '' : `, budget ${budget} bytes${over ? ' — OVER BUDGET' : ''}`
        }\n  performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}`,
      );
      if (over) process.exitCode = 1;
    }
  } finally {
    await chrome.kill();
  }
  console.log(`JavaScript shipped to a landing page: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${sizes.size} files`);
  for (const [file, size] of largest) console.log(`  ${(size / 1024).toFixed(1)} KB  ${file}`);
} finally {
  server.kill('SIGINT');
}
