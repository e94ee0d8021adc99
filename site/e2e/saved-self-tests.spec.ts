import { readFileSync } from 'node:fs';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const en = ui.en;
interface TestFile {
  texts: {
    en: {
      title: string;
      options: string[];
      items: string[];
      functional: { text: string; options: string[] };
      bands: Record<string, { title: string }>;
    };
  };
}
const phq9 = JSON.parse(
  readFileSync(new URL('../../content/self-tests/depression.json', import.meta.url), 'utf8'),
) as TestFile;
const texts = phq9.texts.en;

test('a visitor takes the PHQ-9, signs in from the result, saves it, finds it in the account and deletes it', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/self-tests/depression/test');
  // 2+1+1+1 and item 9 at "Several days": 6 points, mild, with the crisis lines.
  for (const [index, position] of [2, 1, 1, 1, 0, 0, 0, 0, 1].entries()) {
    await page
      .getByRole('group', { name: texts.items[index] as string, exact: false })
      .getByLabel(texts.options[position] as string, { exact: true })
      .check();
  }
  await page
    .getByRole('group', { name: texts.functional.text })
    .getByLabel(texts.functional.options[1] as string, { exact: true })
    .check();
  await page.getByRole('button', { name: en['selfTests.submit'] }).click();
  await expect(page).toHaveURL(/\/self-tests\/depression\/results$/);
  await expect(page.getByTestId('score')).toHaveText('6');

  // A visitor is told how to save it; nothing has left the browser.
  await expect(page.getByText(en['selfTests.save.visitor'])).toBeVisible();
  await expect(page.getByRole('button', { name: en['selfTests.save.button'] })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: en['selfTests.save.signIn'] }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fself-tests%2Fdepression%2Fresults$/);
  await page.getByLabel(en['auth.signIn.email']).fill('client@demo.calma.test');
  await page.getByLabel(en['auth.signIn.password']).fill('calma-demo');
  await page.getByRole('button', { name: en['auth.signIn.submit'] }).click();

  // Back on the result, which the browser kept through the round trip.
  await expect(page).toHaveURL(/\/self-tests\/depression\/results$/);
  await expect(page.getByTestId('score')).toHaveText('6');
  await expect(page.getByText(en['selfTests.save.note'])).toBeVisible();
  await page.getByRole('button', { name: en['selfTests.save.button'] }).click();
  await expect(page.getByText(en['selfTests.save.saved'])).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: en['selfTests.save.view'] }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-self-tests$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.selfTests.title']);
  const nav = page.getByRole('navigation', { name: en['dashboard.nav.label'] });
  await expect(nav.getByRole('link', { name: en['dashboard.nav.selfTests'] })).toHaveAttribute('aria-current', 'page');

  const saved = page.locator('.listing > li').filter({ has: page.getByRole('heading', { name: texts.title }) });
  await expect(saved.first()).toBeVisible();
  const before = await saved.count();
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date());
  const newest = saved.first();
  await expect(newest).toContainText(en['dashboard.selfTests.savedOn'].replace('{date}', today));
  await expect(newest).toContainText(en['dashboard.selfTests.score'].replace('{score}', '6').replace('{max}', '27'));
  await expect(newest.locator('[data-band]')).toHaveAttribute('data-band', 'mild');
  await expect(newest.locator('[data-band]')).toHaveText(texts.bands.mild?.title as string);
  // Item 9 was answered above 0: the crisis lines come with the saved result too.
  await expect(page.getByTestId('crisis-resources')).toBeVisible();
  await expect(page.getByTestId('crisis-resources').locator('a[href^="tel:"]').first()).toBeVisible();
  await expectAccessible(page);

  page.once('dialog', (dialog) => void dialog.accept());
  const label = en['dashboard.selfTests.deleteLabel'].replace('{test}', texts.title).replace('{date}', today);
  await newest.getByRole('button', { name: label }).click();
  await expect(
    page.getByText(en['dashboard.selfTests.deleted'].replace('{test}', texts.title).replace('{date}', today)),
  ).toBeVisible();
  await expect(saved).toHaveCount(before - 1);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByText(en['dashboard.selfTests.loading'])).toHaveCount(0);
  await expect(saved).toHaveCount(before - 1);
});
