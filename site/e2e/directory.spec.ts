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
  // The place is shown and can be changed; every filter offers its values with counts.
  await expect(page.getByLabel(en['search.filters.location'])).toHaveValue('berlin/kreuzberg');
  await expect(
    page.getByRole('link', { name: en['search.filters.remove'].replace('{name}', 'Kreuzberg') }),
  ).toBeVisible();
  for (const facet of ['location', 'language', 'category', 'approach', 'specialization'] as const) {
    const options = page.getByLabel(en[`search.filters.${facet}`]).locator('option:not([value=""])');
    expect(await options.count(), facet).toBeGreaterThan(0);
    await expect(options.first()).toHaveText(/\([\d,]+\)$/);
  }
  await expectAccessible(page);
});

test('search → filter → profile, and the back button restores the search', async ({ page, expectAccessible }) => {
  await page.goto('/find-a-therapist/berlin');
  const count = page.locator('.result-count');
  const settled = /^[\d,]+ therapists?$/;
  await expect(count).toHaveText(settled);
  const before = await count.textContent();

  // The landing page is plain HTML: its filter form leads to the search page with a short address.
  await page.getByLabel(en['search.filters.language']).selectOption('english');
  await page.getByRole('button', { name: en['search.filters.apply'] }).click();
  await expect(page).toHaveURL(/\/find-a-therapist\?location=berlin&language=english$/);
  await expect(
    page.getByRole('link', { name: en['search.filters.remove'].replace('{name}', 'English') }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: en['search.filters.remove'].replace('{name}', 'Berlin') })).toBeVisible();
  await expect(count).toHaveText(settled);
  await expect(count).not.toHaveText(before ?? '');
  const filtered = await count.textContent();
  // A chosen language still offers the others, with what each would give.
  await expect(
    page.getByLabel(en['search.filters.language']).locator('option', { hasText: /^German \(\d+\)$/ }),
  ).toHaveCount(1);

  // On the search page a change applies at once and the address follows.
  await page.getByLabel(en['search.filters.category']).selectOption('anxiety');
  await expect(page).toHaveURL(/location=berlin&language=english&category=anxiety$/);
  await expect(count).toHaveText(settled);
  await page.getByLabel(en['search.sort.label']).selectOption('price');
  await expect(page).toHaveURL(/sort=price/);

  await page.goBack();
  await expect(page).toHaveURL(/category=anxiety$/);
  await page.goBack();
  await expect(page).toHaveURL(/language=english$/);
  await expect(count).toHaveText(filtered ?? '');
  await expect(page.getByLabel(en['search.filters.category'])).toHaveValue('');

  // Another place: the location filter is a control like the others.
  await page.getByLabel(en['search.filters.location']).selectOption('hamburg');
  await expect(page).toHaveURL(/\?location=hamburg&language=english$/);
  await expect(page.locator('#search-results .hit').first()).toContainText('Hamburg');
  await page.goBack();
  await expect(page).toHaveURL(/location=berlin&language=english$/);

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

test('on a phone the filters fold away, so the first result comes early and nothing overflows', async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/find-a-therapist?location=berlin&language=english');
  const toggle = page.getByText(en['search.filters.toggleCount'].replace('{count}', '2'), { exact: true });
  await expect(toggle).toBeVisible();
  await expect(page.getByLabel(en['search.filters.location'])).toBeHidden();
  const first = page.locator('#search-results .hit').first();
  const box = await first.boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(2 * 844);
  await toggle.click();
  await expect(page.getByLabel(en['search.filters.location'])).toHaveValue('berlin');
  await expectAccessible(page);

  await page.setViewportSize({ width: 320, height: 700 });
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    card: document.querySelector('#search-results .hit')?.getBoundingClientRect().right ?? 0,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  expect(widths.card).toBeLessThanOrEqual(widths.inner);
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
  test('the filter form and pagination still work', async ({ page }) => {
    await page.goto('/find-a-therapist/germany');
    // Beside the results on a wide screen, even without JavaScript.
    const category = page.getByLabel(en['search.filters.category']);
    await expect(category).toBeVisible();
    await category.selectOption('anxiety');
    await page.getByRole('button', { name: en['search.filters.apply'] }).click();
    await expect(page).toHaveURL(/\/find-a-therapist\?location=germany&category=anxiety$/);
    await expect(page.getByLabel(en['search.filters.location'])).toHaveValue('germany');
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
  // The self-tests, the crisis pages and the matching entry, in every language.
  for (const path of [
    '/self-tests',
    '/self-tests/depression',
    '/emergency-resources',
    '/emergency-resources/spain',
    '/matching',
  ])
    for (const prefix of ['', '/de', '/nl', '/es', '/pt'])
      expect(pages).toContain(`<loc>http://localhost:3107${prefix}${path}</loc>`);
  const index = await (await request.get('/sitemap-profiles.xml')).text();
  expect(index).toContain('/sitemap-profiles/1.xml');
  const profiles = await (await request.get('/sitemap-profiles/1.xml')).text();
  expect(profiles.match(/<url>/g)?.length).toBeGreaterThan(1000);
});

test('a profile tells search engines and social sites who it is, in their codes', async ({ request }) => {
  const landing = await (await request.get('/de/find-a-therapist/berlin')).text();
  const profile = landing.match(/\/de\/find-a-therapist\/berlin\/[a-z0-9-]+(?=")/)?.[0];
  expect(profile).toBeTruthy();
  const page = await (await request.get(profile ?? '')).text();
  const person = JSON.parse(
    page.match(
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"Person".*?)<\/script>/,
    )?.[1] ?? '{}',
  ) as { knowsLanguage?: string[]; workLocation?: { address?: { addressCountry?: string } } };
  // ISO 3166-1 alpha-2 and BCP 47, not the names in the page's language ("Deutschland", "Englisch").
  expect(person.workLocation?.address?.addressCountry).toBe('DE');
  expect(person.knowsLanguage?.length).toBeGreaterThan(0);
  for (const language of person.knowsLanguage ?? []) expect(language).toMatch(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/);
  for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
    expect(page).toMatch(new RegExp(`<meta name="${name}" content="[^"]+"`));
  // The share card lives under /api/, which robots.txt otherwise keeps crawlers out of.
  const image = page.match(/<meta name="twitter:image" content="([^"]+)"/)?.[1] ?? '';
  expect(new URL(image).pathname).toMatch(/^\/api\/v1\/therapists\/[a-z0-9-]+\/share-card\.png$/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /api/v1/therapists/*/share-card.png');
  expect((await request.get(image)).headers()['content-type']).toBe('image/png');
});
