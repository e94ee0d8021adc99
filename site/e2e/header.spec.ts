import type { Locator } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const en = ui.en;

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not displayed');
  return found;
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header is one short row, and its menu opens, closes with Escape and holds the rest', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    expect((await box(banner)).height).toBeLessThan(80);

    // The way to help is there at once, on one line.
    const help = banner.getByRole('link', { name: en['header.helpNowShort'] });
    await expect(help).toHaveAttribute('href', '/emergency-resources');
    expect((await box(help)).height).toBeLessThan(40);

    const menu = banner.getByRole('button', { name: en['header.menu'] });
    const find = banner.getByRole('link', { name: en['nav.findTherapist'] });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(find).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(find).toBeVisible();
    await expect(banner.getByRole('link', { name: en['nav.signIn'] })).toBeVisible();
    await expect(banner.locator('summary', { hasText: en['lang.en'] })).toBeVisible();
    await expectAccessible(page);

    // The menu's contents come straight after its button.
    await menu.focus();
    await page.keyboard.press('Tab');
    await expect(find).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(find).toBeHidden();
  });

  test('the language can be changed from the menu', async ({ page, expectAccessible }) => {
    await page.goto('/es/self-tests');
    await page.getByRole('button', { name: ui.es['header.menu'] }).click();
    const summary = page.getByRole('banner').locator('summary', { hasText: ui.es['lang.es'] });
    await summary.click();
    const german = page.getByRole('link', { name: 'Deutsch' });
    await expect(german).toBeInViewport();
    await expectAccessible(page);
    await german.click();
    await expect(page).toHaveURL(/\/de\/self-tests$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('a phone shows the navigation and the sign-in link without a menu button', async ({ page }) => {
    await page.goto('/nl');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: ui.nl['nav.findTherapist'] })).toBeVisible();
    await expect(banner.getByRole('link', { name: ui.nl['nav.signIn'] })).toBeVisible();
    await expect(banner.getByRole('button', { name: ui.nl['header.menu'] })).toBeHidden();
  });
});

for (const locale of ['de', 'es'] as const) {
  test(`the ${locale} header stays on one row at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}`);
    const t = ui[locale];
    const banner = page.getByRole('banner');
    const parts = [
      banner.getByRole('link', { name: t['site.name'], exact: true }),
      banner.getByRole('link', { name: t['nav.findTherapist'] }),
      banner.getByRole('link', { name: t['nav.forTherapists'] }),
      banner.getByRole('link', { name: t['nav.needHelpNow'] }),
      banner.getByRole('link', { name: t['favourites.nav'] }),
      banner.getByRole('link', { name: t['nav.signIn'] }),
      banner.locator('summary'),
    ];
    const middles = await Promise.all(parts.map(async (part) => box(part).then((b) => b.y + b.height / 2)));
    for (const middle of middles) expect(Math.abs(middle - (middles[0] ?? 0))).toBeLessThan(4);
    expect((await box(banner)).height).toBeLessThan(80);
    expect((await box(parts[3] as Locator)).height).toBeLessThan(45);
  });
}

test('the home page’s header, hero and sections share one left edge', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const brand = await box(page.getByRole('banner').getByRole('link', { name: en['site.name'], exact: true }));
  for (const heading of [
    page.getByRole('heading', { level: 1 }),
    page.getByRole('heading', { name: en['home.how.title'] }),
    page.getByRole('heading', { name: en['home.trust.title'] }),
  ]) {
    expect(Math.abs((await box(heading)).x - brand.x)).toBeLessThanOrEqual(1);
  }
});

test('the header shows a signed-in person their account menu, and Sign in again once they sign out', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/auth/sign-in?next=/press');
  await page.getByLabel(en['auth.signIn.email']).fill('client@demo.calma.test');
  await page.getByLabel(en['auth.signIn.password']).fill('calma-demo');
  await page.getByRole('button', { name: en['auth.signIn.submit'] }).click();
  await expect(page).toHaveURL(/\/press$/);

  // A static page: the header learns from the API who is signed in.
  const banner = page.getByRole('banner');
  const account = banner.getByRole('button', { name: en['header.account'], exact: true });
  await expect(account).toBeVisible();
  await expect(banner.getByRole('link', { name: en['nav.signIn'] })).toHaveCount(0);
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByText('Demo Client')).toBeVisible();
  await expect(banner.getByText('client@demo.calma.test')).toBeVisible();
  const dashboard = banner.getByRole('link', { name: en['header.account.dashboard'] });
  await expect(dashboard).toHaveAttribute('href', '/dashboard');
  const signOut = banner.getByRole('button', { name: en['header.account.signOut'] });
  await expect(signOut).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dashboard).toBeHidden();
  await expect(account).toBeFocused();

  // On a phone the account is in the menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await banner.getByRole('button', { name: en['header.menu'] }).click();
  await account.click();
  await expect(dashboard).toBeVisible();
  await expectAccessible(page);

  await signOut.click();
  await expect(page).toHaveURL(/\/press$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(banner.getByRole('link', { name: en['nav.signIn'] })).toBeVisible();
  await expect(account).toHaveCount(0);
  // Signed out for real: the dashboard sends the visitor to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard$/);
});
