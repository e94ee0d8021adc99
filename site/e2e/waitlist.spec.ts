import type { AvailabilitySettings, BookableService, TherapistWaitlist } from '@calma/api/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { signInAsDemo } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';
import { mailNaming } from './mailbox.ts';
import { listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

/** The therapist's local date `days` from now, and its ISO weekday. */
function dayAhead(days: number, timeZone: string) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone }).format(Date.now() + days * 86_400_000);
  const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { date, weekday };
}

async function ok<T>(
  response: Promise<{ ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }>,
) {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** A page opened outside the fixture's own waits: its islands are interactive once Astro drops `ssr`. */
const ready = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'), undefined, {
    timeout: 10_000,
  });

/** The entry's link in an email as the development mailbox shows it. */
const linkIn = (mail: string) =>
  (/https?:\/\/[^\s"<]+\/waitlist\/[^\s"<]+/.exec(mail)?.[0] ?? '').replace(/&amp;/g, '&');

/** Nobody from an earlier run is left in line before the person this journey follows. */
async function emptyWaitlist(api: APIRequestContext) {
  const list = await ok<TherapistWaitlist>(api.get('/api/v1/dashboard/waitlist'));
  for (const entry of list.entries) await ok(api.delete(`/api/v1/dashboard/waitlist/entries/${entry.uid}`));
  await ok(
    api.put('/api/v1/dashboard/waitlist/settings', { data: { status: 'open', alwaysOpen: false, holdMinutes: 30 } }),
  );
  return list.therapist;
}

test('a guest joins the waitlist of a full therapist, is offered the time a cancellation frees by email, accepts it, and the therapist’s calendar shows it', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  // A listed practice of the test's own, online only: its week and its line are no other journey's.
  const practice = await listedPractice(page.request, baseURL as string, { open: { requiresConfirmation: false } });
  await page.context().clearCookies();
  await page.goto('/auth/sign-in?next=/dashboard/waitlist');
  await signInAsPractice(page, practice);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/waitlist');
  const api = page.request;
  const therapist = await emptyWaitlist(api);
  const original = await ok<AvailabilitySettings>(api.get('/api/v1/calendar/settings'));
  const { date, weekday } = dayAhead(3, original.timeZone);
  const services = await ok<BookableService[]>(api.get(`/api/v1/therapists/${therapist.slug}/services`));
  const service = services.find((s) => s.durationMinutes <= 60 && s.modality !== 'in_person');
  if (!service) throw new Error('The practice offers no online session of an hour or less');
  let booked: string | undefined;
  try {
    // Full: one hour on one weekday, a week ahead at most, and that hour taken.
    await ok(
      api.put('/api/v1/calendar/settings', {
        data: {
          timeZone: original.timeZone,
          policy: {
            ...original.policy,
            minimumNoticeMinutes: 0,
            horizonDays: 7,
            bufferBeforeMinutes: 0,
            bufferAfterMinutes: 0,
          },
          weekly: [
            {
              weekday,
              start: '10:00',
              end: '11:00',
              modality: 'online',
              locationId: null,
            },
          ],
        },
      }),
    );
    const slotsPath = (from: string, to: string) =>
      `/api/v1/therapists/${therapist.slug}/slots?serviceId=${service.id}&modality=online&from=${from}&to=${to}`;
    const { slots } = await ok<{ slots: { start: string }[] }>(api.get(slotsPath(date, date)));
    expect(slots).toHaveLength(1);
    const start = slots[0]?.start ?? '';
    // A client of the practice's, added by hand, has that hour.
    const client = await ok<{ id: string }>(
      api.post('/api/v1/clients', {
        data: { name: 'Karl Booked', email: `booked-${Date.now()}@example.test` },
      }),
    );
    const session = await ok<{ uid: string }>(
      api.post('/api/v1/sessions', {
        data: { clientId: client.id, serviceId: service.id, start, modality: 'online' },
      }),
    );
    expect(
      (
        await ok<{ slots: unknown[] }>(
          api.get(slotsPath(dayAhead(0, original.timeZone).date, dayAhead(8, original.timeZone).date)),
        )
      ).slots,
    ).toEqual([]);

    // A guest finds no time on the booking page and joins the waitlist from it.
    const guest = await (await browser.newContext()).newPage();
    const email = `waitlist-${Date.now()}@example.test`;
    const { name } = await ok<{ name: string }>(api.get(`/api/v1/therapists/${therapist.slug}`));
    await guest.goto(`/book/${therapist.slug}`);
    await guest.getByRole('link', { name: fill(en['waitlist.join.link'], { name }) }).click();
    await ready(guest);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(fill(en['waitlist.join.title'], { name }));
    await guest.getByLabel(en['waitlist.join.service']).selectOption(service.id);
    for (const day of [1, 2, 3, 4, 5, 6, 7]) {
      const box = guest.locator(`#waitlist-day-${day}`);
      if (day === weekday) await box.check();
      else await box.uncheck();
    }
    await guest.getByLabel(en['waitlist.time.afternoonLong']).uncheck();
    await guest.getByLabel(en['waitlist.time.eveningLong']).uncheck();
    await guest.getByLabel(en['waitlist.join.name']).fill('Wanda Waiting');
    await guest.getByLabel(en['waitlist.join.email']).fill(email);
    await expectAccessible(guest);
    await guest.getByRole('button', { name: en['waitlist.join.submit'] }).click();
    await expect(guest.getByRole('heading', { name: en['waitlist.join.checkEmailTitle'] })).toBeFocused();

    // Not in line until the emailed link is used; then in line.
    const confirmMail = await mailNaming(guest, email, 'Confirm my place');
    const confirmLink = linkIn(confirmMail);
    expect(confirmLink).toContain('key=');
    expect((await ok<TherapistWaitlist>(api.get('/api/v1/dashboard/waitlist'))).entries).toEqual([]);
    await guest.goto(confirmLink);
    await ready(guest);
    await expect(guest.getByText(en['waitlist.status.pending_email'])).toBeVisible();
    await guest.getByRole('button', { name: en['waitlist.confirm.action'] }).click();
    await expect(guest.getByText(en['waitlist.status.waiting'], { exact: true })).toBeVisible();
    await expectAccessible(guest);

    // The therapist sees them first in line, with their wishes.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.waitlist.title']);
    await expect(
      page.getByRole('heading', {
        name: fill(en['dashboard.waitlist.person'], { position: 1, name: 'Wanda Waiting' }),
      }),
    ).toBeVisible();
    await expectAccessible(page);

    // The booked session is cancelled: the time is offered to the guest by email, held for them.
    await ok(api.post(`/api/v1/appointments/${session.uid}/cancel`, { data: {} }));
    const offerMail = await mailNaming(guest, email, 'See the offer');
    const offerLink = linkIn(offerMail);
    await guest.goto(offerLink);
    await ready(guest);
    await expect(guest.getByRole('heading', { name: en['waitlist.offer.title'] })).toBeVisible();
    await expectAccessible(guest);
    // While it is held, nobody else is offered it.
    expect((await ok<{ slots: unknown[] }>(api.get(slotsPath(date, date)))).slots).toEqual([]);
    await guest.getByRole('button', { name: en['waitlist.offer.accept'] }).click();
    await expect(guest.getByText(en['waitlist.offer.booked'])).toBeVisible();
    const appointmentHref =
      (await guest.getByRole('link', { name: en['waitlist.offer.open'] }).getAttribute('href')) ?? '';
    booked = /\/appointment\/([\w-]+)/.exec(appointmentHref)?.[1];
    await expectAccessible(guest);

    // The therapist's calendar shows the session at that time, with the guest's name.
    await page.goto('/dashboard/calendar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.calendar.title']);
    const today = dayAhead(0, original.timeZone).weekday;
    if (today + 3 > 7) await page.getByRole('button', { name: en['dashboard.calendar.nextWeek'] }).click();
    await expect(page.getByText('Wanda Waiting').first()).toBeVisible();
    await guest.context().close();
  } finally {
    if (booked) await api.post(`/api/v1/appointments/${booked}/cancel`, { data: {} });
    await api.put('/api/v1/calendar/settings', {
      data: { timeZone: original.timeZone, policy: original.policy, weekly: original.weekly },
    });
  }
});

test('a signed-in client finds their waitlists in the dashboard', async ({ page, expectAccessible }) => {
  await page.goto('/auth/sign-in?next=/dashboard/my-waitlist');
  await signInAsDemo(page, 'client@demo.calma.test');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/my-waitlist');
  await expect(page.getByRole('link', { name: en['dashboard.nav.myWaitlist'] })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.myWaitlist.title']);
  await expect(page.getByText(en['dashboard.myWaitlist.empty']).or(page.getByRole('article').first())).toBeVisible();
  await expectAccessible(page);
});
