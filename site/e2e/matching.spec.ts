import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const en = ui.en;

test('survey → matches with reasons → profile', async ({ page, expectAccessible }) => {
  await page.goto('/matching');
  await expectAccessible(page);
  await page.getByRole('link', { name: en['matching.start'] }).click();
  await expect(page).toHaveURL(/\/matching\/survey$/);

  // Nothing chosen yet: the survey says what is missing and stays on the question.
  await page.getByRole('button', { name: en['matching.survey.next'] }).click();
  await expect(page.getByRole('alert')).toHaveText(en['matching.q.categories.required']);

  await page.getByLabel('Anxiety', { exact: true }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: en['matching.survey.next'] }).click();
  await expect(page.getByText('Question 2 of 8')).toBeVisible();

  // Back keeps the answer.
  await page.getByRole('button', { name: en['matching.survey.back'] }).click();
  await expect(page.getByLabel('Anxiety', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: en['matching.survey.next'] }).click();

  await page.getByLabel('English', { exact: true }).check();
  await page.getByRole('button', { name: en['matching.survey.next'] }).click();
  await page.getByLabel(en['matching.q.modality.in_person']).check();
  await page.getByRole('button', { name: en['matching.survey.next'] }).click();
  await expect(page.getByRole('alert')).toHaveText(en['matching.q.location.required']);
  await page.getByLabel(en['matching.q.location']).selectOption('berlin');
  // Budget, gender, approaches and times are optional: on to the last question.
  for (let step = 3; step <= 7; step++) await page.getByRole('button', { name: en['matching.survey.next'] }).click();
  await page.getByLabel(en['matching.q.urgency.soon']).check();
  await page.getByRole('button', { name: en['matching.survey.submit'] }).click();

  await expect(page).toHaveURL(/\/matching\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['matching.result.title']);
  const therapists = page.locator('.hits > li');
  expect(await therapists.count()).toBeGreaterThanOrEqual(3);
  await expect(therapists.first()).toContainText('Speaks English');
  await expect(therapists.first()).toContainText('Works with Anxiety');
  await expectAccessible(page);

  const first = therapists.first().getByRole('heading', { level: 2 }).getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/find-a-therapist\/berlin\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await page.goto('/matching/my-matches');
  await expect(page.locator('.listing li')).toHaveCount(1);
  await expect(page.locator('.listing li')).toContainText('Anxiety');
  await expectAccessible(page);
});

test('a match nobody made answers the localised 404', async ({ page }) => {
  const response = await page.goto('/es/matching/AAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.es['status.404.title']);
});

test('my matches is empty on a new device', async ({ page, expectAccessible }) => {
  await page.goto('/de/matching/my-matches');
  await expect(page.getByText(ui.de['matching.mine.none'])).toBeVisible();
  await expectAccessible(page);
});
