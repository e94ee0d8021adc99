import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../../api/test/helpers/oidc-provider.ts';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

// A real OpenID Connect provider (oidc-provider) on the port the e2e server is configured for
// (playwright.config.ts); its development login and consent pages accept any login name.
const en = ui.en;
const PROVIDER_BUTTON = en['auth.signIn.provider'].replace('{name}', 'Calma Test ID');
let provider: TestProvider;

test.describe.configure({ mode: 'serial' });
// The provider's development pages ask Google for a font, and this machine has no internet: answer
// for it in every page of the context, the sign-in popup included (a popup left waiting for the font
// did not close in time, which made these journeys flaky).
test.beforeEach(async ({ context }) => {
  await context.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  );
});
test.beforeAll(async ({ baseURL }) => {
  provider = await startTestProvider({ redirectUri: `${baseURL}/api/v1/auth/oidc/callback`, port: 3109 });
});
test.afterAll(() => provider.close());

const providerAccount = (email: string, verified = true) => {
  const login = `person-${randomBytes(4).toString('hex')}`;
  provider.accounts.set(login, { email, email_verified: verified, name: 'Sam Provider' });
  return login;
};
const newEmail = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.test`;

/** The provider's own pages: sign in as `login`, then allow Calma to see the email address. */
async function signInAtProvider(window: Page, login: string) {
  await window.getByPlaceholder('Enter any login').fill(login);
  await window.getByPlaceholder('and password').fill('anything');
  await window.getByRole('button', { name: 'Sign-in' }).click();
  await window.getByRole('button', { name: 'Continue' }).click();
}

test('a new person signs in with the provider in a popup and gets an account', async ({ page, expectAccessible }) => {
  const email = newEmail('newcomer');
  const login = providerAccount(email);
  await page.goto('/auth/sign-in?next=/dashboard');
  const button = page.getByRole('link', { name: PROVIDER_BUTTON });
  await expect(button).toBeVisible();
  await expectAccessible(page);

  const popupOpened = page.waitForEvent('popup');
  await button.click();
  const popup = await popupOpened;
  await signInAtProvider(popup, login);
  await popup.waitForEvent('close');

  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.getByText(en['dashboard.overview.lead'].replace('{email}', email))).toBeVisible();
});

test('an existing account is linked only after its password is given (popups blocked)', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  const email = newEmail('existing');
  const password = `Linden valley ${randomBytes(6).toString('hex')} ferries`;
  const registered = await page.request.post('/api/v1/auth/register', {
    headers: { origin: baseURL as string },
    data: { email, password, displayName: 'Kim Existing', role: 'client', locale: 'de' },
  });
  expect(registered.status()).toBe(202);
  const login = providerAccount(email);

  // Without popups the link leads to the provider and back in the same window.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/de/auth/sign-in');
  await page.getByRole('link', { name: ui.de['auth.signIn.provider'].replace('{name}', 'Calma Test ID') }).click();
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(/\/de\/auth\/link-accounts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.de['auth.linkAccounts.title']);
  await expect(
    page.getByText(ui.de['auth.linkAccounts.lead'].replace('{provider}', 'Calma Test ID').replace('{email}', email)),
  ).toBeVisible();
  await expectAccessible(page);

  const passwordField = page.getByLabel(ui.de['auth.linkAccounts.password']);
  await passwordField.fill('not my password');
  await page.getByRole('button', { name: ui.de['auth.linkAccounts.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(ui.de['auth.linkAccounts.invalid']);
  await expectAccessible(page);

  await passwordField.fill(password);
  await page.getByRole('button', { name: ui.de['auth.linkAccounts.submit'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.getByText(ui.de['dashboard.overview.lead'].replace('{email}', email))).toBeVisible();
});

test('an unverified email at the provider is never linked to an account', async ({ page, baseURL }) => {
  const email = newEmail('unverified');
  const registered = await page.request.post('/api/v1/auth/register', {
    headers: { origin: baseURL as string },
    data: {
      email,
      password: `Copper meadow ${randomBytes(6).toString('hex')} kites`,
      displayName: 'Alex Unverified',
      role: 'client',
      locale: 'en',
    },
  });
  expect(registered.status()).toBe(202);
  const login = providerAccount(email, false);

  await page.goto('/auth/sign-in');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: PROVIDER_BUTTON }).click();
  const popup = await popupOpened;
  await signInAtProvider(popup, login);
  await popup.waitForEvent('close');

  await expect(page.getByRole('alert')).toHaveText(en['auth.signIn.oidc.unverified']);
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
});
