import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { mailNaming } from './mailbox.ts';

const en = ui.en;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Hit {
  slug: string;
  nextFreeSlot: { serviceId: string; modalities: ('online' | 'in_person')[] } | null;
}

/**
 * A guest's booking with a Berlin therapist four weeks ahead, well outside any cancellation notice,
 * its address confirmed: answers its uid and the key its emails carry.
 */
async function confirmedGuestBooking(request: APIRequestContext, page: import('@playwright/test').Page) {
  const found = await request.get('/api/v1/therapists/search?location=berlin&availableWithinDays=30&page=3');
  const hits = ((await found.json()) as { hits: Hit[] }).hits.filter((hit) => hit.nextFreeSlot);
  const email = `mover-${randomBytes(5).toString('hex')}@example.test`;
  // Therapists in a random order: the first with a free time four weeks ahead that is still free
  // when booked (another journey may take it, or a therapist's hours may not reach that far).
  let booked: { hit: Hit; start: string; uid: string } | undefined;
  for (const hit of hits.sort(() => Math.random() - 0.5)) {
    const { serviceId, modalities } = hit.nextFreeSlot as NonNullable<Hit['nextFreeSlot']>;
    const modality = modalities[0] ?? 'online';
    const slots = await request.get(
      `/api/v1/therapists/${hit.slug}/slots?serviceId=${serviceId}&from=${inDays(28)}&to=${inDays(34)}&modality=${modality}`,
    );
    const free = ((await slots.json()) as { slots: { start: string }[] }).slots;
    if (free.length === 0) continue;
    const start = (free[Math.floor(Math.random() * free.length)] as { start: string }).start;
    const answer = await request.post('/api/v1/bookings', {
      data: { therapistSlug: hit.slug, serviceId, start, modality, client: { name: 'Tomas Mover', email } },
    });
    if (answer.status() !== 201) continue;
    booked = { hit, start, uid: ((await answer.json()) as { uid: string }).uid };
    break;
  }
  expect(booked, 'a Berlin therapist with a free time four weeks ahead').toBeDefined();
  const { uid, start } = booked as NonNullable<typeof booked>;
  const mail = await mailNaming(page, email, `/appointment/${uid}`);
  const key = new URL(/https?:\/\/\S+\/appointment\/\S+/.exec(mail)?.[0] ?? '').searchParams.get('key') ?? '';
  const confirmed = await request.post(`/api/v1/appointments/${uid}/confirm-email`, { data: { key } });
  expect(confirmed.status()).toBe(200);
  return { uid, key, start };
}

test('a client moves a session a week at a time, and cancels it: each outcome is said where its button was, with the focus there', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const { uid, key, start } = await confirmedGuestBooking(request, page);
  await page.goto(`/appointment/${uid}?key=${key}`);

  // Moving: one week of days with how many times each has, then that day's times, not every time at once.
  await page.getByRole('button', { name: en['appointment.reschedule'], exact: true }).click();
  await expect(page.getByRole('heading', { name: en['appointment.reschedule.title'] })).toBeFocused();
  const previous = page.getByRole('button', { name: en['booking.time.previousWeek'] });
  await expect(previous).toBeDisabled();
  const days = page.getByRole('group', { name: /^Day \(/ });
  await expect(days).toBeVisible();
  await expect(days.getByRole('radio')).toHaveCount(7);
  // Three weeks on: the week of the session, with other free times.
  for (let week = 0; week < 4; week++) await page.getByRole('button', { name: en['booking.time.nextWeek'] }).click();
  await expect(previous).toBeEnabled();
  const times = page.getByRole('group', { name: /^Free times on / });
  await expect(times).toBeVisible();
  const choices = times.getByRole('radio');
  // One day's times, not every free time of the weeks ahead: they all lie within one day.
  const offered = (await choices.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).map(
    Date.parse,
  );
  expect(offered.length).toBeGreaterThan(0);
  expect(Math.max(...offered) - Math.min(...offered)).toBeLessThan(86_400_000);
  // The session's own time is not offered as a new one.
  await expect(times.locator(`input[value="${start}"]`)).toHaveCount(0);
  const other = choices.first();
  const moved = (await other.getAttribute('value')) ?? '';
  await other.check();
  await expectAccessible(page);
  await page.getByRole('button', { name: en['appointment.reschedule.submit'] }).click();
  const movedNote = page.getByRole('status').filter({ hasText: en['appointment.reschedule.done'] });
  await expect(movedNote).toBeFocused();
  const view = await (await request.get(`/api/v1/appointments/${uid}?key=${key}`)).json();
  expect(Date.parse(view.start)).toBe(Date.parse(moved));

  // Cancelling: asked first, then said beside the buttons, with the focus there.
  await page.getByRole('button', { name: en['appointment.cancel'], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en['appointment.cancel.title'] });
  await dialog.getByRole('button', { name: en['appointment.cancel.confirm'] }).click();
  const cancelledNote = page.getByRole('status').filter({ hasText: en['appointment.cancel.done'] });
  await expect(cancelledNote).toBeFocused();
  await expect(page.getByRole('region', { name: en['appointment.manage'] }).getByRole('status')).toHaveText(
    en['appointment.cancel.done'],
  );
  await expect(page.getByRole('button', { name: en['appointment.cancel'], exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
