import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ui } from '../src/i18n/index.ts';

/** The demo accounts' password and authenticator key, as the README gives them. */
export const DEMO_PASSWORD = 'calma-demo';
export const DEMO_TOTP_SECRET = '34KD4RKE2H3MHPKFJDHFEX2R7SZE3V54';
/** Demo accounts whose role signs in with two steps (the therapist and the admin). */
const WITH_TWO_FACTOR = new Set(['therapist@demo.calma.test', 'admin@demo.calma.test']);

const STEP_MS = 30_000;
/** Longer than any holder keeps the lock: one step's wait and a sign-in. */
const LOCK_STALE_MS = 3 * STEP_MS;
const authenticator = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Runs `use` with a code for a demo account while no other test signs in to it. The server takes
 * each 30-second code once per account, and only one from a later step than the last it took, so
 * the suite's parallel workers take turns (a lock directory in the run's output folder, which
 * Playwright empties before each run) and each takes the next step, waiting for it when the steps
 * in reach are spent. The waits do not count against the test's time.
 */
async function withDemoCode(email: string, use: (code: string) => Promise<void>): Promise<void> {
  const dir = path.join(test.info().project.outputDir, '.demo-two-factor');
  await mkdir(dir, { recursive: true });
  const lock = path.join(dir, `${email}.lock`);
  const lastStep = path.join(dir, `${email}.step`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A holder waits at most one step and then signs in; a lock older than that was left by a
      // test that ended while holding it (a timeout does not run its finally), and is taken over.
      const held = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (held > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
      await waitUncounted(100);
    }
  }
  try {
    const current = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(current, Number(await readFile(lastStep, 'utf8').catch(() => '0')) + 1);
    // The server accepts a code from one step before its time too.
    await waitUncounted((step - 1) * STEP_MS - Date.now() + 200);
    await writeFile(lastStep, String(step));
    await use(authenticator.generate({ timestamp: step * STEP_MS }));
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Sleeps without spending the test's time: the time limit grows by the wait before it starts, so
 * a long turn (another worker holding the lock, a step still to come) never runs the test out.
 */
async function waitUncounted(ms: number): Promise<void> {
  if (ms <= 0) return;
  // Room for a busy machine to oversleep; what it does not use is handed back after.
  const slack = 1_000;
  const started = Date.now();
  test.info().setTimeout(test.info().timeout + ms + slack);
  await sleep(ms);
  test.info().setTimeout(test.info().timeout - slack + Math.max(0, Date.now() - started - ms));
}

/** The second step of a demo account's sign-in: the sign-in page asks for a code; this enters one. */
export async function enterDemoCode(page: Page, email: string, t: typeof ui.en = ui.en): Promise<void> {
  const field = page.getByLabel(t['auth.signIn.twoFactor.code']);
  await expect(field).toBeVisible();
  await withDemoCode(email, async (code) => {
    await field.fill(code);
    const answered = page.waitForResponse((response) => response.url().includes('/api/v1/auth/sign-in/two-factor'));
    await page.getByRole('button', { name: t['auth.signIn.twoFactor.submit'] }).click();
    expect((await answered).status()).toBe(200);
  });
}

/** Signs a demo account in on the sign-in page showing now: email, password and, where its role needs one, a code. */
export async function signInAsDemo(page: Page, email: string, t: typeof ui.en = ui.en): Promise<void> {
  await page.getByLabel(t['auth.signIn.email']).fill(email);
  await page.getByLabel(t['auth.signIn.password']).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t['auth.signIn.submit'] }).click();
  if (WITH_TWO_FACTOR.has(email)) await enterDemoCode(page, email, t);
}

/**
 * Signs a demo account in on `request` through the API, as the sign-in page does: password, then,
 * where its role needs one, a code taken in turn with the other workers.
 */
export async function signInAsDemoByApi(request: APIRequestContext, email: string): Promise<void> {
  const first = await request.post('/api/v1/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(first.status(), await first.text()).toBe(200);
  if (!WITH_TWO_FACTOR.has(email)) return;
  await withDemoCode(email, async (code) => {
    const second = await request.post('/api/v1/auth/sign-in/two-factor', { data: { code } });
    expect(second.status(), await second.text()).toBe(200);
  });
}
