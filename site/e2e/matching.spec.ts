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
  // The place starts at no preference, never at the first city of the list.
  const where = page.getByLabel(en['matching.q.location']);
  await expect(where).toHaveValue('');
  await expect(where.locator('option:checked')).toHaveText(en['matching.q.location.none']);
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
  // At most three reasons a card, what sets each therapist apart first: the cards do not all read alike.
  const reasons: string[] = [];
  for (const card of await therapists.all()) {
    const items = card.locator('.reasons li');
    const n = await items.count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(3);
    reasons.push((await items.allTextContents()).join(' | '));
  }
  expect(new Set(reasons).size).toBeGreaterThan(1);
  await expect(page.getByText(/^(Works with Anxiety|Sees clients in Berlin|Speaks English)$/).first()).toBeVisible();

  // Each card can be booked and saved.
  const firstName = (await therapists.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  const book = therapists
    .first()
    .getByRole('link', { name: en['matching.result.bookLabel'].replace('{name}', firstName) });
  await expect(book).toHaveText(en['matching.result.book']);
  await expect(book).toHaveAttribute('href', /^\/book\/[a-z0-9-]+$/);
  const heart = therapists
    .first()
    .getByRole('button', { name: en['favourites.button.label'].replace('{name}', firstName) });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
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
