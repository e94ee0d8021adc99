import { randomBytes } from 'node:crypto';
import { request as requests } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { freePractice } from './practice.ts';

// The README's demo sign-in (its password and authenticator key) is proven by the API's demo-data
// test; the journey signs in a therapist of its own, who turns two-step sign-in on as any would.
test('a therapist signs in with a code, is told who they are, and signs out', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  const setUp = await requests.newContext();
  const therapist = await freePractice(setUp, baseURL as string);
  await setUp.dispose();
  await page.goto('/de');
  await page.getByRole('banner').getByRole('link', { name: ui.de['nav.signIn'] }).click();
  await expect(page).toHaveURL(/\/de\/auth\/sign-in$/);
  await expectAccessible(page);

  const email = page.getByLabel(ui.de['auth.signIn.email']);
  await email.fill(therapist.email);
  await page.getByLabel(ui.de['auth.signIn.password']).fill('wrong password');
  await page.getByRole('button', { name: ui.de['auth.signIn.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(ui.de['auth.signIn.invalid']);
  // What the person typed is still there.
  await expect(email).toHaveValue(therapist.email);
  await expectAccessible(page);

  await page.getByLabel(ui.de['auth.signIn.password']).fill(therapist.password);
  await page.getByRole('button', { name: ui.de['auth.signIn.submit'] }).click();
  // Therapists sign in with two steps: after the password, a code from the authenticator app.
  await expect(page.getByRole('heading', { name: ui.de['auth.signIn.twoFactor.title'] })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(ui.de['auth.signIn.twoFactor.code']).fill(await therapist.nextCode());
  await page.getByRole('button', { name: ui.de['auth.signIn.twoFactor.submit'] }).click();
  // Signed in, the page moves on: with no page asked for, to the dashboard's home, and the header
  // says who is signed in (the dashboard speaks the account's language, English here).
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: ui.en['header.account'], exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: ui.en['nav.signIn'] })).toHaveCount(0);

  // Coming back to the sign-in page says who is signed in, with the way on and the way out.
  await page.goto('/de/auth/sign-in');
  await expect(page.getByRole('status')).toHaveText(ui.de['auth.signIn.done'].replace('{email}', therapist.email));
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
