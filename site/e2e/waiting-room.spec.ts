import type { Me } from '@calma/api/contract';
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { ui } from '../src/i18n/index.ts';
import { FAKE_MEDIA_FLAGS } from './call-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { listedPractice, signInAsPractice } from './practice.ts';

const t = ui.en;

// A camera and microphone that exist and are allowed, so the device check can show them.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: FAKE_MEDIA_FLAGS } });
// A therapist's room is opened and closed here: one test at a time.
test.describe.configure({ mode: 'serial' });

/**
 * A listed practice of the test's own on the Practice plan (video), open for bookings, its therapist
 * signed in on the dashboard's waiting room in a browser of their own.
 */
async function therapistPage(browser: Browser, baseURL: string): Promise<{ page: Page; slug: string }> {
  const page = await (await browser.newContext()).newPage();
  const practice = await listedPractice(page.request, baseURL, {
    open: { requiresConfirmation: false },
    plan: 'practice',
  });
  await page.context().clearCookies();
  await page.goto('/dashboard/waiting-room');
  await signInAsPractice(page, practice);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/waiting-room');
  const me = (await (await page.request.get('/api/v1/auth/me')).json()) as Me;
  return { page, slug: me.therapistSlug as string };
}

test('a room that does not exist answers 404', async ({ page }) => {
  const response = await page.goto('/online-session/nobody-by-this-name');
  expect(response?.status()).toBe(404);
});

test('a guest waits in an open room, hears from the therapist and is turned away politely', async ({
  browser,
  page: guest,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const { page: therapist, slug } = await therapistPage(browser, baseURL as string);
  const setOpen = (open: boolean) => therapist.request.put('/api/v1/waiting-room/settings', { data: { open } });
  expect((await setOpen(false)).status()).toBe(200);
  try {
    // Closed: when the therapist is next free, and where to book.
    await guest.goto(`/online-session/${slug}`);
    await expect(guest.getByRole('heading', { name: t['room.closed.title'] })).toBeVisible();
    await expect(guest.getByRole('link', { name: t['room.book'] })).toHaveAttribute('href', `/book/${slug}`);
    await expectAccessible(guest);

    // The therapist opens the room from the dashboard.
    await therapist.goto('/dashboard/waiting-room');
    await expect(therapist.getByRole('heading', { name: t['dashboard.waitingRoom.title'], level: 1 })).toBeVisible();
    await expect(therapist.getByText(t['dashboard.waitingRoom.empty'])).toBeVisible();
    await expect(therapist.getByLabel(t['dashboard.waitingRoom.link'])).toHaveValue(
      new RegExp(`/online-session/${slug}$`),
    );
    await therapist.getByLabel(t['dashboard.waitingRoom.open']).check();
    await expect(therapist.getByText(t['dashboard.waitingRoom.openOn'])).toBeVisible();
    await expectAccessible(therapist);

    // The guest checks the camera and microphone, gives a name and waits.
    await guest.reload();
    await expect(guest.getByRole('heading', { name: t['room.check.title'] })).toBeVisible();
    await expect(guest.getByLabel(t['room.check.camera'], { exact: true })).toBeVisible();
    await expect(guest.getByLabel(t['room.check.level'])).toBeVisible();
    await guest.getByRole('button', { name: t['room.join'] }).click();
    await expect(guest.getByText(t['room.name.required'])).toBeVisible();
    await guest.getByLabel(t['room.name.label']).fill('Wren Guest');
    await expectAccessible(guest);
    await guest.getByRole('button', { name: t['room.join'] }).click();
    await expect(guest.getByRole('heading', { name: t['room.waiting.title'] })).toBeVisible();
    await expect(guest.getByText(t['room.waiting.status'])).toBeVisible();
    await expectAccessible(guest);

    // The therapist sees who waits, in the list and in the navigation, and sends a short message.
    await expect(therapist.getByRole('heading', { name: 'Wren Guest' })).toBeVisible();
    // The count is hidden text after the visible name; browsers may put a space before its comma.
    await expect(therapist.getByRole('link', { name: /^Waiting room ?, 1 person waiting$/ })).toBeVisible();
    await therapist.getByRole('button', { name: 'Send Wren Guest a message' }).click();
    await therapist.getByRole('button', { name: t['dashboard.waitingRoom.send'], exact: true }).click();
    await expect(therapist.getByText('Your message was sent to Wren Guest.')).toBeVisible();
    await expect(guest.getByText(t['dashboard.waitingRoom.preset.fiveMinutes'])).toBeVisible();

    // A reload keeps the guest's place.
    await guest.reload();
    await expect(guest.getByRole('heading', { name: t['room.waiting.title'] })).toBeVisible();

    // Turned away with a message of the therapist's own.
    await therapist.getByRole('button', { name: 'Turn Wren Guest away' }).click();
    await therapist.getByLabel(t['dashboard.waitingRoom.preset.custom']).check();
    await therapist.getByLabel(t['dashboard.waitingRoom.textOptional']).fill('Please book a time for next week.');
    await therapist.getByRole('button', { name: t['dashboard.waitingRoom.confirmDecline'] }).click();
    await expect(therapist.getByText(t['dashboard.waitingRoom.empty'])).toBeVisible();
    await expect(guest.getByRole('heading', { name: /cannot see you in the online room now/ })).toBeVisible();
    await expect(guest.getByText('Please book a time for next week.')).toBeVisible();
    await expect(guest.getByRole('link', { name: t['room.book'] })).toBeVisible();
    await expectAccessible(guest);
  } finally {
    await setOpen(false);
    await therapist.context().close();
  }
});
