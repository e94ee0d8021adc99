import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const de = ui.de;

/** The link in the newest email to `to` with this subject, read from the development mailbox. */
async function linkFromMailbox(page: Page, to: string, subject: string, path: string): Promise<string> {
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  // Some mail is sent just after the answer; look again until it is there.
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await row.getByRole('link', { name: subject }).click();
  const text = (await page.locator('pre').textContent()) ?? '';
  const link = text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
  expect(link, `a ${path} link in the email`).toBeTruthy();
  return link as string;
}

test('a person registers, confirms the email from the mailbox, and later resets a forgotten password', async ({
  page,
  expectAccessible,
}) => {
  // Registration, two emails, a data download and a password reset: longer than one flow.
  test.setTimeout(60_000);
  const email = `flows-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Amber kite ${randomBytes(4).toString('hex')} rivers`;
  const newPassword = `Silver fern ${randomBytes(4).toString('hex')} meadows`;

  // From the sign-in page to registration, in German, arriving as a therapist.
  await page.goto('/de/auth/sign-in');
  await expect(page.getByRole('link', { name: de['auth.signIn.forgot'] })).toBeVisible();
  await page.getByRole('link', { name: de['auth.signIn.createAccount'] }).click();
  await expect(page).toHaveURL(/\/de\/auth\/register$/);
  await expect(page.getByRole('radio', { name: de['auth.register.role.client'] })).toBeChecked();
  await page.goto('/de/auth/register?role=therapist');
  await expect(page.getByRole('radio', { name: de['auth.register.role.therapist'] })).toBeChecked();
  await expectAccessible(page);

  // A password that is easy to guess is refused with a reason; what was typed stays.
  await page.getByLabel(de['auth.register.name']).fill('Lena Vogel');
  await page.getByLabel(de['auth.register.email']).fill(email);
  await page.getByLabel(de['auth.register.password']).fill('passwort123');
  await page.getByRole('button', { name: de['auth.register.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(de['auth.register.fix']);
  await expect(page.getByText(de['auth.password.tooGuessable'])).toBeVisible();
  await expect(page.getByLabel(de['auth.register.password'])).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(de['auth.register.email'])).toHaveValue(email);
  await expect(page.getByLabel(de['auth.register.name'])).toHaveValue('Lena Vogel');
  await expectAccessible(page);

  await page.getByLabel(de['auth.register.password']).fill(password);
  await page.getByRole('button', { name: de['auth.register.submit'] }).click();
  await expect(page.getByRole('heading', { name: de['auth.register.done.title'] })).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(de['auth.register.done.text'].replace('{email}', email));
  await expectAccessible(page);

  // The verification link, opened in the browser that registered, confirms and signs in.
  const verifyLink = await linkFromMailbox(
    page,
    email,
    'Bestätigen Sie Ihre E-Mail-Adresse für Calma',
    '/de/auth/verify-email',
  );
  await page.goto(verifyLink);
  await expect(page.getByRole('status')).toHaveText(de['auth.verify.signedIn']);
  await expect(page).toHaveURL(/\/de\/auth\/verify-email$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: de['auth.verify.toDashboard'] }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The account screen, in the account's language: no reminder to verify, the history, the data.
  await page.getByRole('link', { name: de['dashboard.nav.account'] }).click();
  await expect(page.getByRole('heading', { name: de['dashboard.account.activity.title'] })).toBeVisible();
  await expect(page.getByText(de['dashboard.account.verify.resend'])).toHaveCount(0);
  const activity = page.locator('.activity');
  await expect(activity.getByText(de['dashboard.account.event.email_verified'])).toBeVisible();
  await expect(activity.getByText(de['dashboard.account.event.sign_in'], { exact: true })).toBeVisible();
  await expect(page.getByText(de['dashboard.account.delete.retention.de'])).toBeVisible();
  await expectAccessible(page);
  // A therapist is told what the file holds about their clients before downloading it.
  await expect(page.getByText(de['dashboard.account.data.therapist'])).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: de['dashboard.account.data.download'] }).click();
  expect((await download).suggestedFilename()).toBe('calma-data-export.zip');
  const archive = unzipSync(new Uint8Array(await readFile((await (await download).path()) as string)));
  const account = JSON.parse(new TextDecoder().decode(archive['account.json']));
  expect(account.account).toMatchObject({ email, role: 'therapist', displayName: 'Lena Vogel' });
  await expect(page.getByRole('status')).toHaveText(de['dashboard.account.data.done']);

  await page.getByRole('button', { name: de['dashboard.signOut'], exact: true }).click();
  await expect(page).toHaveURL(/\/de\/auth\/sign-in$/);

  // Forgotten password: the link from the mailbox sets a new one.
  await page.getByRole('link', { name: de['auth.signIn.forgot'] }).click();
  await expect(page).toHaveURL(/\/de\/auth\/forgot-password$/);
  await expectAccessible(page);
  await page.getByLabel(de['auth.forgot.email']).fill(email);
  await page.getByRole('button', { name: de['auth.forgot.submit'] }).click();
  await expect(page.getByRole('status')).toHaveText(de['auth.forgot.done'].replace('{email}', email));
  await expectAccessible(page);

  const resetLink = await linkFromMailbox(
    page,
    email,
    'Setzen Sie Ihr Calma-Passwort zurück',
    '/de/auth/reset-password',
  );
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de['auth.reset.title']);
  await expectAccessible(page);
  await page.getByLabel(de['auth.reset.password']).fill('kurz');
  await page.getByRole('button', { name: de['auth.reset.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(de['auth.password.tooShort']);
  await page.getByLabel(de['auth.reset.password']).fill(newPassword);
  await page.getByRole('button', { name: de['auth.reset.submit'] }).click();
  await expect(page.getByRole('status')).toHaveText(de['auth.reset.done']);
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: de['auth.reset.toSignIn'] }).click();
  await page.getByLabel(de['auth.signIn.email']).fill(email);
  await page.getByLabel(de['auth.signIn.password']).fill(password);
  await page.getByRole('button', { name: de['auth.signIn.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(de['auth.signIn.invalid']);
  await page.getByLabel(de['auth.signIn.password']).fill(newPassword);
  await page.getByRole('button', { name: de['auth.signIn.submit'] }).click();
  // Signed in with the new password, on to the dashboard's home.
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test('an old or broken link says what happened and offers the way on', async ({ page, expectAccessible }) => {
  await page.goto(`/auth/reset-password?token=${'A'.repeat(43)}`);
  await page.getByLabel(ui.en['auth.reset.password']).fill('Copper meadow lanterns 9');
  await page.getByRole('button', { name: ui.en['auth.reset.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(ui.en['auth.reset.invalid']);
  await expect(page.getByRole('link', { name: ui.en['auth.reset.newLink'] })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
  await expectAccessible(page);

  await page.goto(`/nl/auth/verify-email?token=${'B'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(ui.nl['auth.verify.invalid']);
  await expect(page).toHaveURL(/\/nl\/auth\/verify-email$/);
  await expectAccessible(page);
});
