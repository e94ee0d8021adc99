import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const cases = [
  { path: '/no-such-page', lang: 'en', heading: ui.en['status.404.title'], home: '/' },
  { path: '/de/gibt-es-nicht', lang: 'de', heading: ui.de['status.404.title'], home: '/de' },
  { path: '/nl/bestaat-niet', lang: 'nl', heading: ui.nl['status.404.title'], home: '/nl' },
  { path: '/es/no-existe', lang: 'es', heading: ui.es['status.404.title'], home: '/es' },
  { path: '/pt/nao-existe', lang: 'pt-PT', heading: ui.pt['status.404.title'], home: '/pt' },
];

for (const c of cases) {
  test(`an unknown page in ${c.lang} answers 404 in that language`, async ({ page, expectAccessible }) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', c.home);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessible(page);
  });
}

test('status pages are not reachable as ordinary pages', async ({ request }) => {
  const response = await request.get('/de/status/403');
  expect(response.status()).toBe(404);
});

test('an unknown API route answers JSON, not a page', async ({ request }) => {
  const response = await request.get('/api/v1/nothing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
