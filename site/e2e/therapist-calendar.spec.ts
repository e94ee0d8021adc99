import { ui } from '../src/i18n/index.ts';
import { signInAsDemo } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';

const en = ui.en;

test.beforeEach(async ({ page }) => {
  await page.goto('/auth/sign-in?next=/dashboard/settings/calendar');
  await signInAsDemo(page, 'therapist@demo.calma.test');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/settings/calendar');
});

test('a therapist sets booking rules and a day off, and finds them after a reload', async ({
  page,
  expectAccessible,
}) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.calendarSettings.title']);
  const buffer = page.getByLabel(en['dashboard.calendarSettings.policy.bufferAfterMinutes']);
  await buffer.fill('15');
  await page.getByRole('button', { name: en['dashboard.calendarSettings.save'] }).click();
  await expect(page.getByText(en['dashboard.calendarSettings.saved'])).toBeVisible();
  await expectAccessible(page);

  // A bad value is refused with the field marked, and what was typed stays.
  await buffer.fill('999');
  await page.getByRole('button', { name: en['dashboard.calendarSettings.save'] }).click();
  await expect(page.getByRole('alert')).toHaveText(en['dashboard.calendarSettings.saveError']);
  await expect(buffer).toHaveValue('999');
  await expect(buffer).toHaveAttribute('aria-invalid', 'true');

  const dayOff = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(en['dashboard.calendarSettings.exceptions.date']).fill(dayOff);
  await page.getByLabel(en['dashboard.calendarSettings.exceptions.note']).fill('Training');
  await page.getByRole('button', { name: en['dashboard.calendarSettings.exceptions.add'], exact: true }).click();
  await expect(page.getByText(/Closed all day \(Training\)/)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(en['dashboard.calendarSettings.policy.bufferAfterMinutes'])).toHaveValue('15');
  await expect(page.getByText(/Closed all day \(Training\)/)).toBeVisible();
});

test('a therapist moves through the calendar by week and month, and sees the sessions list', async ({
  page,
  expectAccessible,
}) => {
  await page.getByRole('link', { name: en['dashboard.nav.calendar'] }).click();
  await expect(page).toHaveURL(/\/dashboard\/calendar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.calendar.title']);
  await expect(page.getByRole('heading', { name: /^Week of / })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: en['dashboard.calendar.nextWeek'] }).click();
  await page.getByRole('button', { name: en['dashboard.calendar.month'], exact: true }).click();
  await expect(page.getByRole('button', { name: en['dashboard.calendar.month'], exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: en['dashboard.nav.sessions'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.sessions.title']);
  await page.getByRole('button', { name: en['dashboard.sessions.scope.requests'] }).click();
  await expect(page).toHaveURL(/scope=requests/);
  await expectAccessible(page);
});
