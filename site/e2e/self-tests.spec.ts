import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

type Locale = 'en' | 'de' | 'nl' | 'es' | 'pt';
interface TestFile {
  slug: string;
  items: { id: string }[];
  texts: Record<Locale, { title: string; measures: string; options: string[]; items: string[] }>;
}
const load = (slug: string) =>
  JSON.parse(readFileSync(new URL(`../../content/self-tests/${slug}.json`, import.meta.url), 'utf8')) as TestFile;
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** Answers item i (0-based) with the option at `answers[i]`, by the labels a person reads. */
async function answerAll(page: Page, file: TestFile, locale: Locale, answers: number[]) {
  const texts = file.texts[locale];
  for (const [index, position] of answers.entries()) {
    const question = page.getByRole('group', { name: texts.items[index] as string, exact: false });
    await question.getByLabel(texts.options[position] as string, { exact: true }).check();
  }
}

const slugs = ['depression', 'anxiety', 'adhd', 'self-esteem'];

for (const locale of ['en', 'de', 'nl', 'es', 'pt'] as const) {
  test(`the self-tests open in ${locale}, each saying it is a screening, not a diagnosis`, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(`${prefix(locale)}/self-tests`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui[locale]['selfTests.title']);
    await expectAccessible(page);
    for (const slug of slugs) {
      const file = load(slug);
      const response = await page.goto(`${prefix(locale)}/self-tests/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(file.texts[locale].title);
      await expect(page.getByText(ui[locale]['selfTests.notDiagnosis'])).toBeVisible();
      await expectAccessible(page);
    }
  });
}

test('PHQ-9: a risk answer shows crisis lines at once, and again with the result', async ({
  page,
  expectAccessible,
}) => {
  const file = load('depression');
  await page.goto('/self-tests/depression');
  await page.getByRole('link', { name: ui.en['selfTests.start'] }).click();
  await expect(page).toHaveURL(/\/self-tests\/depression\/test$/);
  await expect(page.getByTestId('crisis-resources')).toHaveCount(0);

  // Everything "Not at all" except item 9: "Several days".
  await answerAll(page, file, 'en', [0, 0, 0, 0, 0, 0, 0, 0, 1]);
  const crisis = page.getByTestId('crisis-resources');
  await expect(crisis).toBeVisible();
  await expect(crisis.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.getByText('9 of 9 questions answered')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: ui.en['selfTests.submit'] }).click();
  await expect(page).toHaveURL(/\/self-tests\/depression\/results$/);
  await expect(page.getByTestId('score')).toHaveText('1');
  await expect(page.locator('[data-band]')).toHaveAttribute('data-band', 'minimal');
  await expect(page.getByTestId('crisis-resources')).toBeVisible();
  await expectAccessible(page);
});

test('answers survive a reload, and an unfinished test says what is missing', async ({ page }) => {
  const file = load('anxiety');
  await page.goto('/de/self-tests/anxiety/test');
  await answerAll(page, file, 'de', [1, 2, 3]);
  await page.reload();
  const texts = file.texts.de;
  await expect(
    page.getByRole('group', { name: texts.items[1] as string }).getByLabel(texts.options[2] as string, { exact: true }),
  ).toBeChecked();
  await page.getByRole('button', { name: ui.de['selfTests.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(ui.de['selfTests.incomplete.other'].replace('{count}', '4'));
  await expect(page).toHaveURL(/\/de\/self-tests\/anxiety\/test$/);
});

test('GAD-7: a moderate result gently points to crisis lines', async ({ page, expectAccessible }) => {
  const file = load('anxiety');
  await page.goto('/self-tests/anxiety/test');
  await answerAll(page, file, 'en', [3, 3, 3, 1, 0, 0, 0]);
  await page.getByRole('button', { name: ui.en['selfTests.submit'] }).click();
  await expect(page.getByTestId('score')).toHaveText('10');
  await expect(page.locator('[data-band]')).toHaveAttribute('data-band', 'moderate');
  await expect(page.getByRole('link', { name: ui.en['selfTests.result.emergencyLink'] })).toBeVisible();
  await expect(page.getByTestId('crisis-resources')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /See therapists who work with/ })).toHaveAttribute(
    'href',
    '/find-help-with/anxiety',
  );
  await expectAccessible(page);
});

test('ASRS in Dutch: six Part A answers in the shaded range screen positive', async ({ page }) => {
  const file = load('adhd');
  await page.goto('/nl/self-tests/adhd/test');
  // Items 1-3 "Sometimes", 4-6 "Often", Part B "Never".
  await answerAll(page, file, 'nl', [2, 2, 2, 3, 3, 3, ...Array(12).fill(0)]);
  await page.getByRole('button', { name: ui.nl['selfTests.submit'] }).click();
  await expect(page.getByTestId('score')).toHaveText('6');
  await expect(page.locator('[data-band]')).toHaveAttribute('data-band', 'highly_consistent_with_adult_adhd');
});

test('Rosenberg: reverse-scored items count the other way', async ({ page }) => {
  const file = load('self-esteem');
  await page.goto('/es/self-tests/self-esteem/test');
  // "Strongly agree" everywhere: 5 positive items × 3 + 5 reversed items × 0.
  await answerAll(page, file, 'es', Array(10).fill(0));
  await page.getByRole('button', { name: ui.es['selfTests.submit'] }).click();
  await expect(page.getByTestId('score')).toHaveText('15');
  await expect(page.locator('[data-band]')).toHaveAttribute('data-band', 'normal');
});

test('the results page without answers goes back to the test', async ({ page }) => {
  await page.goto('/pt/self-tests/depression/results');
  await expect(page).toHaveURL(/\/pt\/self-tests\/depression\/test$/);
});
