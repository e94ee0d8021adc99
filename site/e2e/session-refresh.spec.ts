import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const en = ui.en;

/** The session cookies as the browser holds them now. */
async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((c) => c.name === name)?.value;
  return { access: value('calma_access'), refresh: value('calma_refresh') };
}

/**
 * The access token lives 15 minutes. Deleting its cookie is what the browser does when it runs
 * out; the refresh cookie (30 days) is still there, as for someone who comes back after lunch.
 */
const expireAccessToken = (context: BrowserContext) => context.clearCookies({ name: 'calma_access' });

/**
 * Resolves once the page's live socket (the dashboard follows its events) has opened and said it
 * is ready. A socket still opening when the token is taken away is refused, which a person would
 * not notice (it renews and reconnects) but the browser reports as an error: the journey lets the
 * page settle before the token runs out.
 */
const liveReady = (page: Page) => page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived'));

test('a session outlives its access token: screens, favourites and a returning visit renew it, also in two tabs at once', async ({
  page,
  context,
  baseURL,
  expectAccessible,
}) => {
  // A fresh client of its own, so no other test can end this session.
  const email = `refresh-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Patient otter ${randomBytes(6).toString('hex')} meadows`;
  const registered = await page.request.post('/api/v1/auth/register', {
    headers: { origin: baseURL as string },
    data: { email, password, displayName: 'Sam Refresh', role: 'client', locale: 'en' },
  });
  expect(registered.status()).toBe(202);

  await page.goto('/auth/sign-in?next=/dashboard');
  await page.getByLabel(en['auth.signIn.email']).fill(email);
  await page.getByLabel(en['auth.signIn.password']).fill(password);
  const settled = liveReady(page);
  await page.getByRole('button', { name: en['auth.signIn.submit'] }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await settled;
  const first = await sessionCookies(context);
  expect(first.access).toBeTruthy();

  // A dashboard screen opened after the token ran out loads its data all the same.
  await expireAccessToken(context);
  await page.getByRole('link', { name: en['dashboard.nav.account'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.account.title']);
  await expect(page.getByRole('heading', { name: en['dashboard.account.thisDevice'] })).toBeVisible();
  await expect(page.getByText(en['dashboard.account.error'])).toHaveCount(0);
  const renewed = await sessionCookies(context);
  expect(renewed.access).toBeTruthy();
  expect(renewed.refresh).not.toBe(first.refresh);
  await expectAccessible(page);

  // Favourites stay with the account instead of falling back to this device.
  await expireAccessToken(context);
  await page.goto('/favourites');
  await expect(page.getByText(en['favourites.lead.account'])).toBeVisible();
  await expect(page.getByText(en['favourites.lead.device'])).toHaveCount(0);

  // Coming back later: the dashboard's server sends the visitor to sign in, which renews the
  // session silently and goes on, without asking for the password.
  await expireAccessToken(context);
  const back = liveReady(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await back;

  // Two tabs whose token ran out renew at once: one refreshes, the other waits and uses the
  // result. Were the same refresh token presented twice, the session would end for both.
  await expireAccessToken(context);
  const other = await context.newPage();
  await Promise.all([page.goto('/dashboard/settings/account'), other.goto('/dashboard/settings/account')]);
  for (const tab of [page, other]) {
    await expect(tab).toHaveURL(`${baseURL}/dashboard/settings/account`);
    await expect(tab.getByRole('heading', { name: en['dashboard.account.thisDevice'] })).toBeVisible();
  }
  await other.close();
  const sessions = await page.request.get('/api/v1/auth/sessions');
  expect(sessions.status()).toBe(200);
  expect((await sessions.json()).sessions).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: en['dashboard.account.thisDevice'] })).toBeVisible();
});

test('a visitor without a session is asked to sign in, and nothing tries to renew one', async ({ page }) => {
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/auth/refresh')) refreshes.push(request.url());
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard$/);
  await expect(page.getByLabel(en['auth.signIn.password'])).toBeVisible();
  await page.goto('/favourites');
  await expect(page.getByText(en['favourites.lead.device'])).toBeVisible();
  expect(refreshes).toEqual([]);
});
