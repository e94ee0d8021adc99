import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const de = ui.de;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
/** "26. November 2026": a review date as the hub writes it in German. */
const day = (iso: string) =>
  new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
/** A hub item's `reviewed` date, from its Markdown in content/hub. */
async function reviewedOn(slug: string): Promise<string> {
  const text = await readFile(new URL(`../../content/hub/de/${slug}.md`, import.meta.url), 'utf8');
  const reviewed = /^reviewed: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
  if (!reviewed) throw new Error(`content/hub/de/${slug}.md has no reviewed date`);
  return reviewed;
}

test('a therapist whose account is in German searches the hub, opens a crisis protocol and downloads a worksheet', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  // A therapist of this test's own, registered in German: the dashboard speaks the account's language.
  const email = `hub-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Stilles Ufer ${randomBytes(4).toString('hex')} Laternen`;
  await page.goto('/de/auth/register?role=therapist');
  await page.getByLabel(de['auth.register.name']).fill('Greta Hoffmann');
  await page.getByLabel(de['auth.register.email']).fill(email);
  await page.getByLabel(de['auth.register.password']).fill(password);
  await page.getByRole('button', { name: de['auth.register.submit'] }).click();
  await expect(page.getByRole('heading', { name: de['auth.register.done.title'] })).toBeFocused();
  await page.goto('/de/auth/sign-in?next=/dashboard/mental-health-hub');
  await page.getByLabel(de['auth.signIn.email']).fill(email);
  await page.getByLabel(de['auth.signIn.password']).fill(password);
  await page.getByRole('button', { name: de['auth.signIn.submit'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/mental-health-hub');

  // The list, in German, with every category's count.
  const hub = page.getByRole('region', { name: de['dashboard.hub.title'] });
  await expect(hub.getByRole('heading', { level: 1, name: de['dashboard.hub.title'] })).toBeVisible();
  const entries = hub.getByRole('list').getByRole('listitem');
  const count = hub.getByRole('status');
  await expect(count).toHaveText(/^\d+ Beiträge$/);
  const all = Number.parseInt((await count.textContent()) ?? '', 10);
  await expect(entries).toHaveCount(all);
  await expect(hub.getByRole('button', { name: `${de['dashboard.hub.category.all']} (${all})` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(hub.getByRole('link', { name: 'Krisenprotokoll Deutschland' })).toBeVisible();
  await expectAccessible(page);

  // A category: the button says how many, and the list shows that many.
  const crisis = hub.getByRole('button', {
    name: new RegExp(`^${de['dashboard.hub.category.crisis-protocols']} \\(\\d+\\)$`),
  });
  const crisisCount = Number(/\((\d+)\)/.exec((await crisis.textContent()) ?? '')?.[1]);
  expect(crisisCount).toBeGreaterThan(0);
  expect(crisisCount).toBeLessThan(all);
  await crisis.click();
  await expect(crisis).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]category=crisis-protocols/);
  await expect(count).toHaveText(
    fill(crisisCount === 1 ? de['dashboard.hub.count.one'] : de['dashboard.hub.count.other'], { count: crisisCount }),
  );
  await expect(entries).toHaveCount(crisisCount);
  await expect(entries.filter({ hasText: de['dashboard.hub.category.worksheets'] })).toHaveCount(0);
  await expectAccessible(page);

  // A word, within the category: fewer items, the word in the count.
  await hub.getByRole('searchbox', { name: de['dashboard.hub.search.label'] }).fill('Schweigepflicht');
  await hub.getByRole('button', { name: de['dashboard.hub.search.submit'] }).click();
  await expect(page).toHaveURL(/[?&]q=Schweigepflicht/);
  await expect(count).toHaveText(/„Schweigepflicht“$/);
  const found = await entries.count();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThanOrEqual(crisisCount);
  await expectAccessible(page);

  // The German crisis protocol: its text, when it was reviewed, and the way to the crisis lines.
  await hub.getByRole('link', { name: 'Krisenprotokoll Deutschland' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mental-health-hub\/crisis-protocol-germany$/);
  const item = page.getByRole('article', { name: 'Krisenprotokoll Deutschland' });
  await expect(item.getByRole('heading', { level: 1 })).toHaveText('Krisenprotokoll Deutschland');
  await expect(
    item.getByText(fill(de['dashboard.hub.reviewed'], { date: day(await reviewedOn('crisis-protocol-germany')) })),
  ).toBeVisible();
  await expect(
    item.getByText(/Dieses Protokoll fasst zusammen, was sich in der ambulanten Praxis bewährt hat/),
  ).toBeVisible();
  await expect(
    item.getByRole('link', { name: fill(de['dashboard.hub.emergency'], { inCountry: 'in Deutschland' }) }),
  ).toHaveAttribute('href', '/de/emergency-resources/germany');
  await expectAccessible(page);

  // Back through the breadcrumb, the search is still there; then a worksheet and its PDF.
  await page
    .getByRole('navigation', { name: de['dashboard.hub.breadcrumb'] })
    .getByRole('link', { name: de['dashboard.hub.title'] })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/mental-health-hub');
  await hub.getByRole('searchbox', { name: de['dashboard.hub.search.label'] }).fill('');
  await hub
    .getByRole('button', { name: new RegExp(`^${de['dashboard.hub.category.worksheets']} \\(\\d+\\)$`) })
    .click();
  await hub.getByRole('link', { name: 'Gedankenprotokoll', exact: true }).click();
  const worksheet = page.getByRole('article', { name: 'Gedankenprotokoll' });
  await expect(
    worksheet.getByText(
      fill(de['dashboard.hub.reviewed'], { date: day(await reviewedOn('thought-record-worksheet')) }),
    ),
  ).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await worksheet.getByRole('link', { name: de['dashboard.hub.download'] }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('thought-record-worksheet.pdf');
  const pdf = await readFile((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
