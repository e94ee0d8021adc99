import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { ui } from '../src/i18n/index.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';

/**
 * The demo accounts' authenticator key as the README gives it, read from there: the first journey
 * proves that a reader signs in with it. No other journey signs in to a demo account with two steps.
 */
const DEMO_TOTP_SECRET = /authenticator key[^`]*```\n(\S+)\n```/.exec(
  readFileSync(new URL('../../README.md', import.meta.url), 'utf8'),
)?.[1];

test('the demo therapist signs in with a code, is told who they are, and signs out', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/de');
  await page.getByRole('banner').getByRole('link', { name: ui.de['nav.signIn'] }).click();
  await expect(page).toHaveURL(/\/de\/auth\/sign-in$/);
  await expectAccessible(page);

  const email = page.getByLabel(ui.de['auth.signIn.email']);
  await email.fill('therapist@demo.calma.test');
  await page.getByLabel(ui.de['auth.signIn.password']).fill('wrong password');
  await page.getByRole('button', { name: ui.de['auth.signIn.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(ui.de['auth.signIn.invalid']);
  // What the person typed is still there.
  await expect(email).toHaveValue('therapist@demo.calma.test');
  await expectAccessible(page);

  await page.getByLabel(ui.de['auth.signIn.password']).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ui.de['auth.signIn.submit'] }).click();
  // Therapists sign in with two steps: after the password, a code from the authenticator app.
  await expect(page.getByRole('heading', { name: ui.de['auth.signIn.twoFactor.title'] })).toBeVisible();
  await expectAccessible(page);
  expect(DEMO_TOTP_SECRET, 'the README gives the key').toMatch(/^[A-Z2-7]{32}$/);
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET as string) }).generate();
  await page.getByLabel(ui.de['auth.signIn.twoFactor.code']).fill(code);
  await page.getByRole('button', { name: ui.de['auth.signIn.twoFactor.submit'] }).click();
  // Signed in, the page moves on: with no page asked for, to the dashboard's home, and the header
  // says who is signed in (the dashboard speaks the account's language, English here).
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: ui.en['header.account'], exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: ui.en['nav.signIn'] })).toHaveCount(0);

  // Coming back to the sign-in page says who is signed in, with the way on and the way out.
  await page.goto('/de/auth/sign-in');
  await expect(page.getByRole('status')).toHaveText(
    ui.de['auth.signIn.done'].replace('{email}', 'therapist@demo.calma.test'),
  );
  await expect(page.getByRole('main').getByRole('link', { name: ui.de['auth.signIn.toDashboard'] })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: ui.de['auth.signIn.signOut'] }).click();
  await expect(page.getByRole('status')).toHaveText(ui.de['auth.signIn.signedOut']);
  // The header says so at once, without a reload.
  await expect(banner.getByRole('link', { name: ui.de['nav.signIn'] })).toBeVisible();
  await expect(banner.getByRole('button', { name: ui.de['header.account'], exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel(ui.de['auth.signIn.email'])).toBeVisible();
});

test('a client signs in with a page to return to, query and all, and is taken there', async ({ page, baseURL }) => {
  const email = `onward-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Harbour lantern ${randomBytes(6).toString('hex')} evening`;
  const registered = await page.request.post('/api/v1/auth/register', {
    headers: { origin: baseURL as string },
    data: { email, password, displayName: 'Noa Weber', role: 'client', locale: 'en' },
  });
  expect(registered.status()).toBe(202);
  await page.context().clearCookies();

  await page.goto(`/auth/sign-in?next=${encodeURIComponent('/press?from=sign-in')}`);
  await page.getByLabel(ui.en['auth.signIn.email']).fill(email);
  await page.getByLabel(ui.en['auth.signIn.password']).fill(password);
  await page.getByRole('button', { name: ui.en['auth.signIn.submit'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/press' && url.search === '?from=sign-in');
  await expect(
    page.getByRole('banner').getByRole('button', { name: ui.en['header.account'], exact: true }),
  ).toBeVisible();

  // A `next` that leads off the site is not followed: the dashboard's home instead.
  await page.context().clearCookies();
  await page.goto(`/auth/sign-in?next=${encodeURIComponent('/\\evil.example/x')}`);
  await page.getByLabel(ui.en['auth.signIn.email']).fill(email);
  await page.getByLabel(ui.en['auth.signIn.password']).fill(password);
  await page.getByRole('button', { name: ui.en['auth.signIn.submit'] }).click();
  await expect(page).toHaveURL(
    (url) => url.origin === new URL(baseURL as string).origin && url.pathname === '/dashboard',
  );
});
