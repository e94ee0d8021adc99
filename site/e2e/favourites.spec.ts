import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const en = ui.en;
const fill = (text: string, name: string) => text.replace('{name}', name);

test('a visitor saves a therapist on this device, signs in, finds it in the account and removes it', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/find-a-therapist');
  const card = page.locator('#search-results .hit').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(name).not.toBe('');

  // The heart appears once the search has hydrated; by keyboard, as someone without a mouse would.
  const heart = card.getByRole('button', { name: fill(en['favourites.button.label'], name) });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.focus();
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText(fill(en['favourites.button.saved'], name))).toBeAttached();
  await expectAccessible(page);

  // The profile shows the same heart, already pressed: the device remembers.
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('button', { name: fill(en['favourites.button.label'], name) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: en['favourites.nav'], exact: true }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['favourites.title']);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText(en['favourites.lead.device'])).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: en['favourites.signIn'] }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard%2Fmy-favourites$/);
  await page.getByLabel(en['auth.signIn.email']).fill('client@demo.calma.test');
  await page.getByLabel(en['auth.signIn.password']).fill('calma-demo');
  await page.getByRole('button', { name: en['auth.signIn.submit'] }).click();

  // Signing in hands the device's favourites to the account and clears them from the device.
  await expect(page).toHaveURL(/\/dashboard\/my-favourites$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.favourites.title']);
  const account = page.getByRole('navigation', { name: en['dashboard.nav.label'] });
  await expect(account.getByRole('link', { name: en['dashboard.nav.favourites'] })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('calma.favourites'))).toBeNull();
  await expectAccessible(page);

  await page.getByRole('button', { name: fill(en['dashboard.favourites.removeLabel'], name) }).click();
  await expect(page.getByText(fill(en['dashboard.favourites.removed'], name))).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.favourites.title']);
  await expect(page.getByText(en['dashboard.favourites.loading'])).toHaveCount(0);
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});
