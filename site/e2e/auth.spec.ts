import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

test('the demo therapist signs in, is told who they are, and signs out', async ({ page, expectAccessible }) => {
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

  await page.getByLabel(ui.de['auth.signIn.password']).fill('calma-demo');
  await page.getByRole('button', { name: ui.de['auth.signIn.submit'] }).click();
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
