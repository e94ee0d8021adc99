// `npm run screenshots` — pictures of the pages a person meets first, on a 390 px phone and a
// 1280 px screen, into docs/screenshots/: home, search, a profile, booking, a self-test, the
// emergency resources and the dashboard home (as the demo therapist). Uses the instance whose
// address is given (`npm run screenshots -- http://localhost:3000`); otherwise starts the platform
// here on its own data directory (the first start builds the site and seeds the demo data, which
// takes minutes). Each picture is the first two screens of its page, as a palette PNG to stay small.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { repoRoot } from '../api/src/config.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const PORT = 3198;
const given = process.argv[2];
const base = given ?? `http://localhost:${PORT}`;
const outDir = path.join(repoRoot, 'docs/screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
/** The README's demo therapist; the key is the seed's authenticator key (api/src/seed/index.ts, in the README). */
const THERAPIST = { email: 'therapist@demo.calma.test', password: 'calma-demo' };
const authenticator = new TOTP({ secret: Secret.fromBase32('34KD4RKE2H3MHPKFJDHFEX2R7SZE3V54') });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ChildProcess | undefined;
if (!given) {
  const env = {
    ...process.env,
    PORT: String(PORT),
    PUBLIC_URL: base,
    DATA_DIR: path.join(repoRoot, '.data/screenshots'),
    EMBEDDED_PG_PORT: '54371',
    LOG_LEVEL: 'warn',
  };
  server = spawn(process.execPath, ['api/src/server.ts'], { cwd: repoRoot, env, stdio: 'inherit' });
}

/** Signs the demo therapist in through the API; a code the server already took waits for the next step. */
async function signIn(context: BrowserContext): Promise<void> {
  const first = await context.request.post(`${base}/api/v1/auth/sign-in`, { data: THERAPIST });
  if (!first.ok()) throw new Error(`Sign-in failed: ${first.status()} ${await first.text()}`);
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await context.request.post(`${base}/api/v1/auth/sign-in/two-factor`, {
      data: { code: authenticator.generate() },
    });
    if (answer.ok()) return;
    await sleep(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error('The demo therapist’s two-step code was refused twice');
}

try {
  while (
    !(await fetch(`${base}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false))
  )
    await sleep(500);
  const search = (await (await fetch(`${base}/api/v1/therapists/search?location=berlin&perPage=5`)).json()) as {
    hits: { url: string; slug: string }[];
  };
  const hit = search.hits[0];
  if (!hit) throw new Error('The demo data has no therapist in Berlin');
  const pages = {
    home: '/',
    search: '/find-a-therapist/berlin',
    profile: hit.url,
    booking: `/book/${hit.slug}`,
    'self-test': '/self-tests/anxiety/test',
    emergency: '/emergency-resources',
    dashboard: '/dashboard',
  };

  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-GB',
      });
      for (const [name, pagePath] of Object.entries(pages)) {
        if (name === 'dashboard') await signIn(context);
        const page = await context.newPage();
        await page.goto(new URL(pagePath, base).href, { waitUntil: 'load' });
        // Islands mount and fetch after load; the dashboard keeps a live connection open, so the
        // network never falls quite silent there.
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        await page.waitForTimeout(500);
        // A self-test part-way through: two questions answered, so its progress shows.
        if (name === 'self-test') {
          for (const group of (await page.locator('fieldset').all()).slice(0, 2)) {
            await group.locator('input[type="radio"]').nth(1).check();
          }
        }
        const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
        const shot = await page.screenshot({
          fullPage: true,
          clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, viewport.height * 2) },
        });
        const file = path.join(outDir, `${name}-${viewport.width}.png`);
        await writeFile(file, await sharp(shot).png({ palette: true, quality: 80, effort: 10 }).toBuffer());
        console.log(`${path.relative(repoRoot, file)}  ${pagePath}`);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  server?.kill('SIGTERM');
}
