import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const en = ui.en;

/** A fresh account through the API, as the registration page would make it. */
async function register(request: import('@playwright/test').APIRequestContext, baseURL: string) {
  const email = `two-step-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Quiet harbour ${randomBytes(6).toString('hex')} lanterns`;
  const response = await request.post('/api/v1/auth/register', {
    headers: { origin: baseURL },
    data: { email, password, displayName: 'Robin Two-Step', role: 'client', locale: 'en' },
  });
  expect(response.status()).toBe(202);
  return { email, password };
}

test('a person turns on two-step sign-in, signs out, and signs in again with a code and a recovery code', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  const { email, password } = await register(page.request, baseURL as string);

  await page.goto('/dashboard/settings/security');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard%2Fsettings%2Fsecurity$/);
  await page.getByLabel(en['auth.signIn.email']).fill(email);
  await page.getByLabel(en['auth.signIn.password']).fill(password);
  await page.getByRole('button', { name: en['auth.signIn.submit'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.security.title']);
  await expect(page.getByText(en['dashboard.security.statusOff'])).toBeVisible();
  await expectAccessible(page);

  // Set up: scan the QR code, or, as here, type the key shown under it into an authenticator.
  await page.getByRole('button', { name: en['dashboard.security.setUp'] }).click();
  await expect(page.getByRole('img', { name: en['dashboard.security.qrAlt'] })).toBeVisible();
  const key = ((await page.locator('code.secret-key').textContent()) ?? '').replace(/\s/g, '');
  const authenticator = new TOTP({ secret: Secret.fromBase32(key) });
  await expectAccessible(page);
  const code = page.getByLabel(en['dashboard.security.code']);
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill('000000');
  await page.getByRole('button', { name: en['dashboard.security.confirm'] }).click();
  await expect(page.getByRole('alert')).toHaveText(en['dashboard.security.invalid']);
  await code.fill(authenticator.generate());
  await page.getByRole('button', { name: en['dashboard.security.confirm'] }).click();

  // The recovery codes, shown this once.
  await expect(page.getByRole('heading', { name: en['dashboard.security.codesTitle'] })).toBeFocused();
  const codes = await page.locator('.recovery-code-list li').allTextContents();
  expect(codes).toHaveLength(10);
  await expect(page.getByRole('link', { name: en['dashboard.security.download'] })).toHaveAttribute(
    'download',
    'calma-recovery-codes.txt',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: en['dashboard.security.codesSaved'] }).click();
  await expect(page.getByText(en['dashboard.security.statusOn'])).toBeVisible();
  await expect(page.getByText(en['dashboard.security.codesLeft'].replace('{count}', '10'))).toBeVisible();

  await page.getByRole('button', { name: en['dashboard.signOut'] }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);

  // The password alone is not enough any more.
  await page.goto('/auth/sign-in?next=/dashboard/settings/security');
  await page.getByLabel(en['auth.signIn.email']).fill(email);
  await page.getByLabel(en['auth.signIn.password']).fill(password);
  await page.getByRole('button', { name: en['auth.signIn.submit'] }).click();
  await expect(page.getByRole('heading', { name: en['auth.signIn.twoFactor.title'] })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=/);
  await expectAccessible(page);
  const signInCode = page.getByLabel(en['auth.signIn.twoFactor.code']);
  await expect(signInCode).toHaveAttribute('autocomplete', 'one-time-code');
  await signInCode.fill('123456');
  await page.getByRole('button', { name: en['auth.signIn.twoFactor.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(en['auth.signIn.twoFactor.invalid']);
  // The code set-up used is spent; the app's next one works.
  await signInCode.fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: en['auth.signIn.twoFactor.submit'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/settings/security');
  await expect(page.getByText(en['dashboard.security.statusOn'])).toBeVisible();

  // A lost phone: sign in with a recovery code, then turn two-step sign-in off with another.
  await page.getByRole('button', { name: en['dashboard.signOut'] }).click();
  // Signing out navigates by itself; going elsewhere before it lands would abort one of the two.
  await expect(page).toHaveURL((url) => url.pathname === '/auth/sign-in');
  await page.goto('/auth/sign-in?next=/dashboard/settings/security');
  await page.getByLabel(en['auth.signIn.email']).fill(email);
  await page.getByLabel(en['auth.signIn.password']).fill(password);
  await page.getByRole('button', { name: en['auth.signIn.submit'] }).click();
  await page.getByRole('button', { name: en['auth.signIn.twoFactor.useRecovery'] }).click();
  await page.getByLabel(en['auth.signIn.twoFactor.recoveryCode']).fill(codes[0] ?? '');
  await page.getByRole('button', { name: en['auth.signIn.twoFactor.submit'] }).click();
  await expect(page.getByText(en['dashboard.security.codesLeft'].replace('{count}', '9'))).toBeVisible();

  await page.getByLabel(en['dashboard.security.password']).fill(password);
  await page
    .getByRole('form', { name: en['dashboard.security.disableTitle'] })
    .getByRole('button', { name: en['dashboard.security.useRecovery'] })
    .click();
  await page.getByLabel(en['dashboard.security.recoveryCode'], { exact: true }).fill(codes[1] ?? '');
  await page.getByRole('button', { name: en['dashboard.security.disable'], exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(en['dashboard.security.disabled']);
  await expect(page.getByText(en['dashboard.security.statusOff'])).toBeVisible();
  await expectAccessible(page);
});
