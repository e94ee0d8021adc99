import { randomBytes } from 'node:crypto';
import { ui } from '../src/i18n/index.ts';
import { signInAsDemo } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';
import { freePractice, listedPractice, signInAsPractice } from './practice.ts';

test('a visitor is sent to sign in and back, sees their devices, and signs out everywhere', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  // An account of this test's own: signing out everywhere must not sign other tests' demo client out.
  const email = `devices-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Lantern harbour ${randomBytes(6).toString('hex')} evening`;
  const registered = await page.request.post('/api/v1/auth/register', {
    headers: { origin: baseURL as string },
    data: { email, password, displayName: 'Devi Sanders', role: 'client', locale: 'en' },
  });
  expect(registered.status()).toBe(202);
  await page.context().clearCookies();

  await page.goto('/dashboard/settings/account');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard%2Fsettings%2Faccount$/);
  await page.getByLabel(ui.en['auth.signIn.email']).fill(email);
  await page.getByLabel(ui.en['auth.signIn.password']).fill(password);
  await page.getByRole('button', { name: ui.en['auth.signIn.submit'] }).click();

  await expect(page).toHaveURL(/\/dashboard\/settings\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.en['dashboard.account.title']);
  await expect(page.getByRole('heading', { name: ui.en['dashboard.account.thisDevice'] })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: ui.en['dashboard.nav.overview'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.en['dashboard.account.title']);

  await page.getByRole('button', { name: ui.en['dashboard.account.signOutEverywhere'] }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  const response = await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard$/);
  expect(response?.status()).toBe(200);
});

test('the dashboard speaks the account’s language and links the therapist to their profile', async ({
  page,
  baseURL,
}) => {
  // A listed practice of the test's own, in Berlin.
  const practice = await listedPractice(page.request, baseURL as string, { inBerlin: true });
  await page.context().clearCookies();
  await page.goto('/auth/sign-in?next=/dashboard');
  await signInAsPractice(page, practice);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await page.getByRole('link', { name: ui.en['dashboard.overview.profile'] }).click();
  await expect(page).toHaveURL(/\/find-a-therapist\/berlin\/[a-z0-9-]+$/);
});

test('a dashboard path that is not a screen answers 404', async ({ page }) => {
  const response = await page.goto('/dashboard/nothing-here');
  expect(response?.status()).toBe(404);
});

test('the therapist’s home shows today, requests and figures, and the navigation folds away on a phone', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  // A practice of the test's own: its home has every section whether or not anything is booked.
  const practice = await freePractice(page.request, baseURL as string);
  await page.context().clearCookies();
  await page.goto('/auth/sign-in?next=/dashboard');
  await signInAsPractice(page, practice);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const nav = page.getByRole('navigation', { name: ui.en['dashboard.nav.label'] });
  await expect(nav.getByRole('link', { name: ui.en['dashboard.nav.overview'] })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('list', { name: ui.en['dashboard.navGroup.practice'] })).toBeVisible();
  await expect(nav.getByRole('list', { name: ui.en['dashboard.navGroup.money'] })).toBeVisible();
  const glance = page.getByRole('list', { name: ui.en['dashboard.home.stats'] });
  await expect(glance.getByRole('link', { name: new RegExp(ui.en['dashboard.home.stats.requests']) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ui.en['dashboard.overview.today'] })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ui.en['dashboard.home.requests.title'] })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ui.en['dashboard.home.profile.title'] })).toBeVisible();
  await expectAccessible(page);

  await glance.getByRole('link', { name: new RegExp(ui.en['dashboard.home.stats.requests']) }).click();
  await expect(page).toHaveURL(/\/dashboard\/sessions\?scope=requests$/);
  await expect(nav.getByRole('link', { name: ui.en['dashboard.nav.sessions'] })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  const menu = nav.getByRole('button', { name: new RegExp(`^${ui.en['dashboard.nav.menu']}`) });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: ui.en['dashboard.nav.calendar'] })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: ui.en['dashboard.nav.calendar'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.en['dashboard.calendar.title']);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});

test('a client’s home shows their next appointment and their saved things', async ({ page, expectAccessible }) => {
  await page.goto('/auth/sign-in?next=/dashboard');
  await signInAsDemo(page, 'client@demo.calma.test');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: ui.en['dashboard.home.next.title'] })).toBeVisible();
  const glance = page.getByRole('list', { name: ui.en['dashboard.home.stats'] });
  await expect(glance.getByRole('link', { name: new RegExp(ui.en['dashboard.home.stats.favourites']) })).toBeVisible();
  await expect(glance.getByRole('link', { name: new RegExp(ui.en['dashboard.home.stats.selfTests']) })).toBeVisible();
  await expectAccessible(page);
});
