import { readdirSync, readFileSync } from 'node:fs';
import { parseFrontmatter } from 'astro/markdown';
import { langTag, ui } from '../src/i18n/index.ts';
import { PRESS_OVERVIEW, PRESS_PAGES, TOP_LEVEL_PAGES } from '../src/lib/content-pages.ts';
import { expect, test } from './fixtures.ts';

const locales = ['en', 'de', 'nl', 'es', 'pt'] as const;
const content = new URL('../../content/pages/', import.meta.url);
const releases = readdirSync(new URL('en/press/', content))
  .map((file) => `press/${file.replace(/\.md$/, '')}`)
  .filter((slug) => !(PRESS_PAGES as readonly string[]).includes(slug));
const slugs = [...TOP_LEVEL_PAGES, PRESS_OVERVIEW, ...PRESS_PAGES, ...releases];
const frontmatterOf = (locale: string, slug: string) =>
  parseFrontmatter(readFileSync(new URL(`${locale}/${slug}.md`, content), 'utf8')).frontmatter as {
    title: string;
    cta?: { label: string };
  };
const titleOf = (locale: string, slug: string) => frontmatterOf(locale, slug).title;
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

// One test per locale walks every page in one browser context; axe runs on each page.
for (const locale of locales) {
  test(`every content page in ${locale} opens with its heading, language, alternates and no axe violations`, async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    for (const slug of slugs) {
      await test.step(slug, async () => {
        const path = `${prefix(locale)}/${slug}`;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', langTag(locale));
        const title = titleOf(locale, slug);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(`${title} – Calma`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(6);
        await expect(page.locator(`link[rel="alternate"][hreflang="${langTag('de')}"]`)).toHaveAttribute(
          'href',
          new RegExp(`/de/${slug}$`),
        );
        await expect(page.locator('main')).not.toContainText('{{');
        await expectAccessible(page);
      });
    }
  });
}

test('the footer leads to the pages for employees and the application starts a therapist registration', async ({
  page,
}) => {
  const t = ui.de;
  await page.goto('/de/for-employees');
  await page.getByRole('contentinfo').getByRole('link', { name: t['footer.recommend'] }).click();
  await expect(page).toHaveURL(/\/de\/recommend-to-your-employer$/);
  await expect(page.locator('#recommend-form')).toBeAttached();

  await page.getByRole('contentinfo').getByRole('link', { name: t['footer.apply'] }).click();
  await expect(page).toHaveURL(/\/de\/apply$/);
  const start = frontmatterOf('de', 'apply').cta?.label ?? '';
  await expect(page.getByRole('main').getByRole('link', { name: start })).toHaveAttribute(
    'href',
    '/de/auth/register?role=therapist',
  );

  await page.getByRole('contentinfo').getByRole('link', { name: t['footer.imprint'] }).click();
  await expect(page.getByRole('main').getByText(t['pages.company.operator'], { exact: true })).toBeVisible();
});

test('the press overview lists the releases, and no other path answers', async ({ page }) => {
  await page.goto('/nl/press');
  for (const slug of releases)
    await expect(page.getByRole('main').getByRole('link', { name: titleOf('nl', slug) })).toHaveAttribute(
      'href',
      `/nl/${slug}`,
    );
  for (const path of ['/press/not-a-release', '/de/not-a-page', '/pt/press/company-portrait/more'])
    expect((await page.goto(path))?.status(), path).toBe(404);
});
