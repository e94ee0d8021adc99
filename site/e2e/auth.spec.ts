import { ui } from '../src/i18n/index.ts';
import { DEMO_PASSWORD, enterDemoCode } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';

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
  await enterDemoCode(page, 'therapist@demo.calma.test', ui.de);
  await expect(page.getByRole('status')).toHaveText(
    ui.de['auth.signIn.done'].replace('{email}', 'therapist@demo.calma.test'),
  );

  await page.reload();
  await expect(page.getByRole('status')).toContainText('therapist@demo.calma.test');
  await page.getByRole('button', { name: ui.de['auth.signIn.signOut'] }).click();
  await expect(page.getByRole('status')).toHaveText(ui.de['auth.signIn.signedOut']);
  await page.reload();
  await expect(page.getByLabel(ui.de['auth.signIn.email'])).toBeVisible();
});
