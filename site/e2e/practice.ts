import { randomBytes } from 'node:crypto';
import type { Locale } from '@calma/api/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ui } from '../src/i18n/index.ts';

const STEP_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A name no other run shares, in letters only (names are checked as names). */
const uniqueName = () =>
  `Abo${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;

/**
 * A practice of its own on the free plan (no subscription row), made through the API the pages
 * use: a therapist account signed in on `request`'s cookies, two-step sign-in on (the subscription
 * and the waiting room ask for it), and the profile started with its general information (the
 * practice, in Germany: prices in euros).
 */
export async function freePractice(request: APIRequestContext, origin: string, locale: Locale = 'en') {
  const firstName = locale === 'de' ? 'Greta' : 'Nora';
  const lastName = uniqueName();
  const email = `plan-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Tidal meadow ${randomBytes(6).toString('hex')} lantern`;
  const registered = await request.post(`${origin}/api/v1/auth/register`, {
    headers: { origin },
    data: { email, password, displayName: `${firstName} ${lastName}`, role: 'therapist', locale },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const signedIn = await request.post(`${origin}/api/v1/auth/sign-in`, { data: { email, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  const setup = await request.post(`${origin}/api/v1/auth/two-factor/setup`);
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const authenticator = new TOTP({ secret: Secret.fromBase32(secret) });
  let lastStep = Math.floor(Date.now() / STEP_MS);
  const code = authenticator.generate({ timestamp: lastStep * STEP_MS });
  const enabled = await request.post(`${origin}/api/v1/auth/two-factor/enable`, { data: { code } });
  expect(enabled.status(), await enabled.text()).toBe(200);

  const general = {
    firstName,
    lastName,
    title: 'Psychological psychotherapist',
    pronouns: '',
    gender: '',
    country: 'germany',
    timeZone: '',
    email: `praxis@${lastName.toLowerCase()}.example`,
    phone: '',
    website: '',
    contactMethods: ['email'],
    languages: ['german', 'english'],
  };
  const saved = await request.put(`${origin}/api/v1/profile/steps/general-info`, { data: general });
  expect(saved.status(), await saved.text()).toBe(200);
  const completed = await request.post(`${origin}/api/v1/profile/steps/general-info/complete`);
  expect(completed.status(), await completed.text()).toBe(200);
  /**
   * A code the server takes next: it takes each 30-second step once, only one later than the last
   * it took, and one step ahead of its clock too, so the first sign-in after this needs no wait.
   */
  const nextCode = async () => {
    const step = Math.max(lastStep + 1, Math.floor(Date.now() / STEP_MS));
    await sleep((step - 1) * STEP_MS - Date.now() + 200);
    lastStep = step;
    return authenticator.generate({ timestamp: step * STEP_MS });
  };
  return { name: `${firstName} ${lastName}`, email, password, nextCode };
}

export type FreePractice = Awaited<ReturnType<typeof freePractice>>;

/**
 * Signs the practice's therapist in on the sign-in page showing now, as a person would: email,
 * password, then a code from their authenticator. Clear the cookies `freePractice` left first.
 */
export async function signInAsPractice(page: Page, practice: FreePractice, t: typeof ui.en = ui.en): Promise<void> {
  await page.getByLabel(t['auth.signIn.email']).fill(practice.email);
  await page.getByLabel(t['auth.signIn.password']).fill(practice.password);
  await page.getByRole('button', { name: t['auth.signIn.submit'] }).click();
  const field = page.getByLabel(t['auth.signIn.twoFactor.code']);
  await expect(field).toBeVisible();
  await field.fill(await practice.nextCode());
  const answered = page.waitForResponse((response) => response.url().includes('/api/v1/auth/sign-in/two-factor'));
  await page.getByRole('button', { name: t['auth.signIn.twoFactor.submit'] }).click();
  expect((await answered).status()).toBe(200);
}
