import type { Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { freePractice, listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;

/**
 * Signs a therapist in on the page, landing on the calendar settings: a practice of the test's own
 * (its rules, days off and bookings are no other journey's); a listed one, open for bookings every
 * day in Berlin time, when the test books it.
 */
async function openCalendarSettings(page: Page, baseURL: string, kind: 'free' | 'listed') {
  const practice =
    kind === 'listed'
      ? await listedPractice(page.request, baseURL, { open: { requiresConfirmation: false } })
      : await freePractice(page.request, baseURL);
  await page.context().clearCookies();
  await page.goto('/auth/sign-in?next=/dashboard/settings/calendar');
  await signInAsPractice(page, practice);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/settings/calendar');
}

test('a therapist sets booking rules and a day off, and finds them after a reload', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  await openCalendarSettings(page, baseURL as string, 'free');
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

test('a therapist moves through the calendar by week and day, reads it as a list, and sees the sessions list', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  // Four views, each checked with axe: beside another journey on a busy 2-core machine, more than 30 s.
  test.setTimeout(60_000);
  await openCalendarSettings(page, baseURL as string, 'free');
  await page.getByRole('link', { name: en['dashboard.nav.calendar'] }).click();
  await expect(page).toHaveURL(/\/dashboard\/calendar$/);
  await expect(page.getByRole('link', { name: en['dashboard.nav.calendar'] })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.calendar.title']);
  await expect(page.getByRole('heading', { name: /^Week of / })).toBeVisible();
  // This week holds today, marked for everyone: as the current date and in words.
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
  await expect(page.locator('[aria-current="date"]')).toContainText(en['dashboard.calendar.todayMark']);
  await expectAccessible(page);
  await page.getByRole('button', { name: en['dashboard.calendar.nextWeek'] }).click();
  await expect(page.locator('[aria-current="date"]')).toHaveCount(0);
  await page.getByRole('button', { name: en['dashboard.calendar.today'], exact: true }).click();
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);

  await page.getByRole('button', { name: en['dashboard.calendar.day'], exact: true }).click();
  await expect(page.getByRole('button', { name: en['dashboard.calendar.day'], exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: en['dashboard.calendar.nextDay'] }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expectAccessible(page);

  await page.getByRole('button', { name: en['dashboard.calendar.list'], exact: true }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expectAccessible(page);

  await page.getByRole('link', { name: en['dashboard.nav.sessions'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.sessions.title']);
  await page.getByRole('button', { name: en['dashboard.sessions.scope.requests'] }).click();
  await expect(page).toHaveURL(/scope=requests/);
  await expectAccessible(page);
});

test('a guest’s booking waits in the calendar with no client record to open until they confirm', async ({
  page,
  request,
  baseURL,
  expectAccessible,
}) => {
  // Two-step sign-in, a booking through the API, weeks of calendar and an axe check: about 20 s
  // beside another journey, too close to the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  await openCalendarSettings(page, baseURL as string, 'listed');
  const me = (await (await page.request.get('/api/v1/auth/me')).json()) as { therapistSlug: string };
  const slug = me.therapistSlug;
  const [service] = (await (await page.request.get(`/api/v1/therapists/${slug}/services`)).json()) as { id: string }[];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const query = `serviceId=${service?.id}&from=${day(2)}&to=${day(12)}`;
  const { slots } = (await (await page.request.get(`/api/v1/therapists/${slug}/slots?${query}`)).json()) as {
    slots: { start: string }[];
  };
  // A visitor without an account books (`request` carries no session): nothing links them to a
  // client record until they confirm.
  const name = `Guest ${Math.random().toString(36).slice(2, 8)}`;
  let booked: string | undefined;
  // Start somewhere in the list, move on if taken.
  const first = Math.floor(Math.random() * slots.length);
  for (let i = 0; i < 5 && !booked; i++) {
    const start = slots[(first + i) % slots.length]?.start;
    const response = await request.post('/api/v1/bookings', {
      data: {
        therapistSlug: slug,
        serviceId: service?.id,
        start,
        client: { name, email: `${name.replace(' ', '.')}@example.test` },
      },
    });
    if (response.status() === 201) booked = start;
    else expect(response.status()).toBe(409);
  }
  expect(booked).toBeDefined();

  await page.getByRole('link', { name: en['dashboard.nav.calendar'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.calendar.title']);
  // The calendar opens on this week in the therapist's zone; the booking is some weeks on.
  const berlinMonday = (instant: Date) => {
    const date = new Date(`${instant.toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' })}T00:00:00Z`);
    return date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000;
  };
  const weeks = Math.round((berlinMonday(new Date(booked as string)) - berlinMonday(new Date())) / (7 * 86_400_000));
  for (let week = 0; week < weeks; week++) {
    await page.getByRole('button', { name: en['dashboard.calendar.nextWeek'] }).click();
  }
  // Each session's name says its day and time; the keyboard reaches and opens it.
  const session = page.getByRole('button', { name: new RegExp(name) });
  await expect(session).toHaveAccessibleName(
    new RegExp(
      `^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \\d{1,2} \\w+, \\d\\d:\\d\\d–\\d\\d:\\d\\d ${name} ?, `,
    ),
  );
  const sessions = page.locator('.cal-event');
  await sessions.first().focus();
  await page.keyboard.press('End');
  await expect(sessions.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(sessions.first()).toBeFocused();
  await session.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name });
  await expect(panel.getByRole('heading', { name })).toBeFocused();
  await expect(panel.getByText(en['dashboard.sessions.status.pending_email'])).toBeVisible();
  await expect(panel.getByRole('link', { name: en['dashboard.calendar.openClient'] })).toHaveCount(0);
  await expectAccessible(page);
});
