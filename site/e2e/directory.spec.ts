import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const en = ui.en;
const de = ui.de;

test('a landing page lists verified therapists with facet counts', async ({ page, expectAccessible }) => {
  const response = await page.goto('/find-a-therapist/berlin/kreuzberg');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Therapists in Kreuzberg, Berlin');
  await expect(
    page.getByRole('navigation', { name: en['search.breadcrumb.label'] }).getByRole('link', { name: 'Berlin' }),
  ).toBeVisible();
  const hits = page
    .locator('#search-results')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  expect(await hits.count()).toBeGreaterThan(0);
  await expect(page.getByText(/^\d+ therapists?$/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: en['search.filters.language'] }).getByRole('link').first(),
  ).toHaveText(/\(\d+\)$/);
  await expectAccessible(page);
});

test('search → filter → profile, and the back button restores the search', async ({ page, expectAccessible }) => {
  await page.goto('/find-a-therapist/berlin');
  const count = page.locator('.result-count');
  const settled = /^[\d,]+ therapists?$/;
  await expect(count).toHaveText(settled);
  const before = await count.textContent();

  const languages = page.getByRole('navigation', { name: en['search.filters.language'] });
  const english = languages.getByRole('link', { name: /^English \(/ });
  await english.click();
  await expect(page).toHaveURL(/\/find-a-therapist\?location=berlin&language=english$/);
  await expect(
    page.getByRole('link', { name: en['search.filters.remove'].replace('{name}', 'English') }),
  ).toBeVisible();
  await expect(count).toHaveText(settled);
  await expect(count).not.toHaveText(before ?? '');
  const filtered = await count.textContent();

  await page.getByLabel(en['search.sort.label']).selectOption('price');
  await expect(page).toHaveURL(/sort=price/);

  await page.goBack();
  await expect(page).toHaveURL(/language=english$/);
  await expect(count).toHaveText(filtered ?? '');
  await page.goBack();
  await expect(page).toHaveURL(/\/find-a-therapist\/berlin$/);

  await page.goForward();
  await expect(page).toHaveURL(/language=english/);
  const first = page.locator('#search-results .hit h3 a').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/find-a-therapist\/berlin\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(en['profile.verified'])).toBeVisible();
  await expect(page.getByRole('heading', { name: en['profile.services'] })).toBeVisible();
  await expectAccessible(page);
});

test('a search in German names everything in German', async ({ page, expectAccessible }) => {
  await page.goto('/de/find-a-therapist/speaking/turkish');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Türkisch');
  await expect(page.locator('#search-results .hit').first()).toContainText('Türkisch');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // axe runs inside the page, so these pages are checked by the tests with JavaScript on.
  test('filter links and pagination still work', async ({ page }) => {
    await page.goto('/find-a-therapist/germany');
    await page.getByRole('navigation', { name: en['search.filters.category'] }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/find-a-therapist\?location=germany&category=/);
    await expect(page.locator('#search-results .hit').first()).toBeVisible();
    const next = page.getByRole('link', { name: en['search.pagination.next'] });
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test('the home page search form leads to results', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(en['home.search.location']).selectOption('lisbon');
    await page.getByLabel(en['home.search.language'], { exact: true }).selectOption('english');
    await page.getByRole('button', { name: en['home.search.submit'] }).click();
    await expect(page).toHaveURL(/\/find-a-therapist\?location=lisbon&language=english/);
    await expect(page.locator('#search-results .hit').first()).toContainText('Lisbon');
  });
});

test('a profile reached through another place redirects to its own address', async ({ page, request }) => {
  const search = await (await request.get('/api/v1/therapists/search?location=hamburg&perPage=1')).json();
  const hit = search.hits[0];
  await page.goto(`/de/find-a-therapist/madrid/${hit.slug}`);
  await expect(page).toHaveURL(new RegExp(`/de${hit.url}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hit.name);
});

test('an unknown profile answers the localised 404', async ({ page }) => {
  const response = await page.goto('/nl/find-a-therapist/berlin/niemand-bekend');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.nl['status.404.title']);
});

test('listing pages link to searches, with counts', async ({ page, expectAccessible }) => {
  await page.goto('/de/berlin-districts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de['listing.districts.title']);
  await expect(page.getByRole('link', { name: 'Neukölln' })).toHaveAttribute(
    'href',
    '/de/find-a-therapist/berlin/neukolln',
  );
  await expect(page.locator('.listing-count').first()).toHaveText(/\d/);
  await expectAccessible(page);
});

test('search engines find sitemaps for pages and profiles', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3107/sitemap.xml');
  const pages = await (await request.get('/sitemap.xml')).text();
  expect(pages).toContain('<loc>http://localhost:3107/de/find-a-therapist/berlin/kreuzberg</loc>');
  expect(pages).toContain('hreflang="pt-PT"');
  const index = await (await request.get('/sitemap-profiles.xml')).text();
  expect(index).toContain('/sitemap-profiles/1.xml');
  const profiles = await (await request.get('/sitemap-profiles/1.xml')).text();
  expect(profiles.match(/<url>/g)?.length).toBeGreaterThan(1000);
});
