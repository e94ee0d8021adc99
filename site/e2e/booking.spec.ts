import { GUEST_HOLD_MINUTES, type Me } from '@calma/api/contract';
import type { Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { dateIn, formatDay, formatTime } from '../src/lib/booking-time.ts';
import { expect, test } from './fixtures.ts';
import { mailNaming } from './mailbox.ts';
import { listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
const LISBON = 'Europe/Lisbon';
/** Browsers and Node may space times differently (a narrow no-break space before "AM"). */
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

// The client's browser is in Lisbon; the therapist practises in Berlin.
test.use({ timezoneId: LISBON });

/** Opens the newest email to an address in the development mailbox and returns its text. */
async function newestMail(page: Page, to: string, subject: RegExp): Promise<string> {
  // Appointment emails leave just after the answer, through the job queue: look until it is there.
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await row.getByRole('link').click();
  return (await page.locator('pre').textContent()) ?? '';
}

test('a guest books in their own time zone, confirms by email, the therapist confirms, the guest cancels', async ({
  page,
  browser,
  request,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  // The therapist, in their own browser: who they are, and later their sessions. A listed practice
  // of the test's own, whose bookings wait for it to confirm them, signed in on the page below.
  const therapistContext = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  const therapist = await therapistContext.newPage();
  const practice = await listedPractice(therapist.request, baseURL as string, { open: { requiresConfirmation: true } });
  // A second service, so the guest has a choice to make (one alone is chosen for them).
  const second = await therapist.request.post('/api/v1/services', {
    data: { name: 'Follow-up session', durationMinutes: 50, priceMinor: 9500, currency: 'EUR', modality: 'online' },
  });
  expect(second.status(), await second.text()).toBe(201);
  await therapistContext.clearCookies();
  await therapist.goto('/auth/sign-in?next=/dashboard');
  await signInAsPractice(therapist, practice);
  await expect(therapist).toHaveURL((url) => url.pathname === '/dashboard');
  const me = await therapist.evaluate(async () => (await fetch('/api/v1/auth/me')).json() as Promise<Me>);
  expect(me).toMatchObject({ role: 'therapist', therapistUrl: expect.any(String) });

  // From the profile to the booking page.
  await page.goto(me.therapistUrl ?? '/');
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('link', { name: en['profile.book'] }).click();
  await expect(page).toHaveURL(new RegExp(`/book/${me.therapistSlug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(en['booking.title'], { name }));
  await expect(page.getByText(new RegExp(fill(en['booking.progress'], { step: 1, steps: '[45]' })))).toBeVisible();
  await expectAccessible(page);

  // Nothing chosen yet: the step says so, in words.
  await page.getByRole('button', { name: en['booking.next'], exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(en['booking.service.required']);
  const services = page.getByRole('group', { name: en['booking.service.title'] });
  await services.getByRole('radio').first().check();
  await page.getByRole('button', { name: en['booking.next'], exact: true }).click();

  const meet = page.getByRole('heading', { name: en['booking.modality.title'] });
  const time = page.getByRole('heading', { name: en['booking.time.title'] });
  await expect(meet.or(time)).toBeFocused();
  if (await meet.isVisible()) {
    await page.getByRole('radio', { name: en['booking.modality.online'] }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: en['booking.next'], exact: true }).click();
  }

  // Day and time, in the browser's zone, named; the therapist's zone is another one.
  await expect(time).toBeFocused();
  await expect(page.getByText(/Times are shown in your time zone: .*\(Europe\/Lisbon\)\./)).toBeVisible();
  await expect(page.getByText(/works in another time zone: .*\(Europe\/Berlin\)\./)).toBeVisible();
  // Two weeks ahead: well outside the cancellation notice.
  await page.getByRole('button', { name: en['booking.time.nextWeek'] }).click();
  await page.getByRole('button', { name: en['booking.time.nextWeek'] }).click();
  const times = page.getByRole('group', { name: /^Free times on / });
  await expect(times).toBeVisible();
  const first = times.getByRole('radio').first();
  const taken = (await first.getAttribute('value')) ?? '';
  await first.check();
  await expectAccessible(page);
  await page.getByRole('button', { name: en['booking.next'], exact: true }).click();

  // Details: refused fields are explained, then filled in.
  await expect(page.getByRole('heading', { name: en['booking.details.title'] })).toBeFocused();
  await page.getByRole('button', { name: en['booking.next'], exact: true }).click();
  await expect(page.getByText(en['booking.details.nameRequired'])).toBeVisible();
  await expect(page.getByText(en['booking.details.emailInvalid'])).toBeVisible();
  await expect(page.getByLabel(en['booking.details.name'])).toBeFocused();
  await expectAccessible(page);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const guest = { name: `Rita Guest ${stamp}`, email: `rita.${stamp}@example.test` };
  await page.getByLabel(en['booking.details.name']).fill(guest.name);
  await page.getByLabel(en['booking.details.email']).fill(guest.email);
  await page.getByLabel(fill(en['booking.details.message'], { name })).fill('I would like to talk about sleep.');
  await page.getByLabel(fill(en['booking.details.firstSession'], { name })).check();
  await page.getByRole('button', { name: en['booking.next'], exact: true }).click();

  // The summary; Back keeps everything typed.
  await expect(page.getByRole('heading', { name: en['booking.confirm.title'] })).toBeFocused();
  await expect(page.getByText(guest.email)).toBeVisible();
  await page.getByRole('button', { name: en['booking.back'], exact: true }).click();
  await expect(page.getByLabel(en['booking.details.name'])).toHaveValue(guest.name);
  await page.getByRole('button', { name: en['booking.next'], exact: true }).click();
  await expectAccessible(page);

  // Someone else books the same time first: the fresh times are offered, nothing typed is lost.
  const [service] = (await (await request.get(`/api/v1/therapists/${me.therapistSlug}/services`)).json()) as {
    id: string;
    durationMinutes: number;
  }[];
  const other = await request.post('/api/v1/bookings', {
    data: {
      therapistSlug: me.therapistSlug,
      serviceId: service?.id,
      start: taken,
      client: { name: 'Someone Else', email: `someone.${stamp}@example.test` },
    },
  });
  expect(other.status()).toBe(201);
  await page.getByRole('button', { name: en['booking.confirm.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(en['booking.time.taken']);
  await expect(time).toBeFocused();
  const fresh = page.getByRole('group', { name: en['booking.time.fresh'] }).getByRole('radio');
  await expect(fresh.first()).toBeVisible();
  expect(await fresh.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value))).not.toContain(taken);
  const chosen = fresh.first();
  const start = (await chosen.getAttribute('value')) ?? '';
  await chosen.check();
  await expectAccessible(page);
  await page.getByRole('button', { name: en['booking.next'], exact: true }).click();
  await expect(page.getByLabel(en['booking.details.name'])).toHaveValue(guest.name);
  await expect(page.getByLabel(en['booking.details.email'])).toHaveValue(guest.email);
  await page.getByRole('button', { name: en['booking.next'], exact: true }).click();
  await page.getByRole('button', { name: en['booking.confirm.submit'] }).click();

  await expect(page.getByRole('heading', { name: en['booking.done.title.guest'] })).toBeFocused();
  await expect(
    page.getByText(fill(en['booking.done.guest'], { email: guest.email, minutes: GUEST_HOLD_MINUTES })),
  ).toBeVisible();
  await expectAccessible(page);

  // The confirmation email links to the appointment page, with its key.
  const text = await newestMail(page, guest.email, /Please confirm your booking/);
  const link = /https?:\/\/\S+\/appointment\/\S+/.exec(text)?.[0] ?? '';
  expect(link).toContain('?key=');
  const opened = await page.goto(link);
  expect(opened?.headers()['referrer-policy']).toMatch(
    /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
  );
  expect(opened?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByText(en['appointment.status.pending_email'])).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: en['appointment.confirmEmail'] }).click();
  await expect(page.getByText(fill(en['appointment.confirmed.requested'], { name }))).toBeVisible();
  await expect(page.getByText(fill(en['appointment.status.requested'], { name }))).toBeVisible();

  // The therapist was told, and confirms from their sessions.
  await mailNaming(therapist, practice.email, guest.name);
  await therapist.goto('/dashboard/sessions?scope=requests');
  const requestCard = therapist.getByRole('listitem').filter({ hasText: guest.name });
  await requestCard.getByRole('button', { name: en['dashboard.sessions.confirm'] }).click();
  await expect(therapist.getByText(fill(en['dashboard.sessions.done.confirm'], { client: guest.name }))).toBeVisible();
  await therapistContext.close();

  // The guest is told by email, and the page shows it confirmed, at the time in Lisbon.
  expect(await newestMail(page, guest.email, /Confirmed: /)).toContain('Europe/Lisbon');
  await page.goto(link);
  await expect(
    page.getByText(`${en['appointment.status.label']} ${en['appointment.status.confirmed']}`, { exact: true }),
  ).toBeVisible();
  const end = new Date(Date.parse(start) + (service?.durationMinutes ?? 0) * 60_000);
  const inLisbon = fill(en['booking.when'], {
    date: formatDay(dateIn(start, LISBON), 'en'),
    start: formatTime(start, 'en', LISBON),
    end: formatTime(end, 'en', LISBON),
  });
  // Rendered first in the therapist's zone, then in the browser's once the island runs.
  await expect(page.getByText(spaced(inLisbon), { exact: true })).toBeVisible();
  await expect(page.getByText(/Times are shown in your time zone: .*\(Europe\/Lisbon\)\./)).toBeVisible();
  await expect(page.getByRole('link', { name: en['appointment.calendar'] })).toHaveAttribute(
    'href',
    /\/calendar\.ics\?key=/,
  );
  // The contact link leads to the part of this page that says how to reach the therapist.
  await page.getByRole('link', { name: fill(en['appointment.contact'], { name }) }).click();
  await expect(page.getByRole('heading', { name: en['messages.title'] })).toBeInViewport();
  await expectAccessible(page);

  // Cancelling, within the policy, after saying yes.
  await page.getByRole('button', { name: en['appointment.cancel'] }).click();
  const dialog = page.getByRole('dialog', { name: en['appointment.cancel.title'] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: en['appointment.cancel.keep'] })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: en['appointment.cancel.confirm'] }).click();
  await expect(page.getByText(en['appointment.cancel.done'])).toBeVisible();
  await expect(page.getByText(en['appointment.status.cancelledByYou'])).toBeVisible();
  await expect(page.getByRole('button', { name: en['appointment.cancel'] })).toHaveCount(0);
  await expectAccessible(page);
});

test('unknown therapists and appointments, or a wrong key, answer 404 in the page’s language', async ({ page }) => {
  const book = await page.goto('/de/book/nobody-by-this-name');
  expect(book?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.de['status.404.title']);
  const appointment = await page.goto(`/pt/appointment/${'a'.repeat(22)}?key=${'b'.repeat(32)}`);
  expect(appointment?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.pt['status.404.title']);
});
