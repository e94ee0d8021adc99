import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const homes = (['en', 'de', 'nl', 'es', 'pt'] as const).map((locale) => ({
  path: locale === 'en' ? '/' : `/${locale}`,
  lang: locale === 'pt' ? 'pt-PT' : locale,
  t: ui[locale],
}));

for (const home of homes) {
  test(`home page in ${home.lang} invites a search and offers help`, async ({ page, expectAccessible }) => {
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.t['home.hero.title']);
    await expect(page).toHaveTitle(/Calma/);

    const search = page.getByRole('search');
    await expect(search.getByRole('combobox')).toHaveCount(3);
    await expect(search.getByRole('button', { name: home.t['home.search.submit'] })).toBeVisible();

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: home.t['nav.needHelpNow'] })).toHaveAttribute(
      'href',
      home.path === '/' ? '/emergency-resources' : `${home.path}/emergency-resources`,
    );

    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(6);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${home.path === '/' ? '/' : home.path}$`),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expectAccessible(page);
  });
}

test('the search lists places, languages and topics in the reader’s language', async ({ page }) => {
  await page.goto('/de');
  const where = page.getByLabel(ui.de['home.search.location']);
  await expect(where.locator('option', { hasText: 'München' })).toHaveCount(1);
  await expect(where.locator('option', { hasText: 'Neukölln' })).toHaveCount(1);
  await expect(
    page.getByLabel(ui.de['home.search.language'], { exact: true }).locator('option', { hasText: 'Türkisch' }),
  ).toHaveCount(1);
});

test('the language switcher keeps the reader on the same page', async ({ page, expectAccessible }) => {
  await page.goto('/de');
  await page.locator('summary', { hasText: 'Deutsch' }).click();
  await expect(page.getByRole('link', { name: /Deutsch/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/\/nl$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expectAccessible(page);
});

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto('/es');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: ui.es['a11y.skipToContent'] });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('/en/… answers with one redirect to the unprefixed page', async ({ request }) => {
  const response = await request.get('/en', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/');
  const slash = await request.get('/de/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe('/de');
});

test('pages carry the security policy, with no inline script allowed by default', async ({ page }) => {
  const response = await page.goto('/nl');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self'( 'sha\d+-[^']+')*;/);
  expect(policy).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The header is the page's one policy: no second one in the page (site/e2e/security.spec.ts).
  await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(0);
});
