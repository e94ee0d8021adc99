import type { AppointmentView, BookableService, Profile, SearchResult, SlotList } from '@calma/api/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { signInAsDemo } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';

const en = ui.en;
const CLIENT = { email: 'client@demo.calma.test', name: 'Demo Client' };
const ZONE = 'Europe/Lisbon';

// The client reads in Lisbon; the practice is in Berlin, an hour ahead.
test.use({ timezoneId: ZONE });

/**
 * Opens a page as the demo client, signing in when asked to: other tests sign the demo accounts out
 * everywhere, so a session is not taken for granted between steps.
 */
async function openAsClient(page: Page, path: string) {
  await page.goto(path);
  if (new URL(page.url()).pathname.endsWith('/auth/sign-in')) await signInAsDemo(page, CLIENT.email);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/**
 * Books an in-person session with one of the Berlin practices as the signed-in client, through the
 * API as the booking page does. Not the demo therapist's: other journeys count their requests.
 */
async function bookInBerlin(request: APIRequestContext): Promise<{ uid: string; slug: string }> {
  const search = (await (
    await request.get(
      '/api/v1/therapists/search?location=berlin&modality=in_person&acceptingNewClients=true&perPage=50',
    )
  ).json()) as SearchResult;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // Start somewhere in the list, so two runs at once seldom want the same practice.
  const first = Math.floor(Math.random() * search.hits.length);
  for (let i = 0; i < search.hits.length; i++) {
    const slug = search.hits[(first + i) % search.hits.length]?.slug as string;
    const services = (await (await request.get(`/api/v1/therapists/${slug}/services`)).json()) as BookableService[];
    const service = services.find((s) => s.modality !== 'online');
    if (!service) continue;
    const query = `serviceId=${service.id}&modality=in_person&from=${day(21)}&to=${day(50)}`;
    const { slots } = (await (await request.get(`/api/v1/therapists/${slug}/slots?${query}`)).json()) as SlotList;
    const slot = slots[Math.floor(Math.random() * slots.length)];
    if (!slot) continue;
    const response = await request.post('/api/v1/bookings', {
      data: { therapistSlug: slug, serviceId: service.id, start: slot.start, modality: 'in_person', client: CLIENT },
    });
    if (response.status() === 201) return { uid: ((await response.json()) as { uid: string }).uid, slug };
    expect(response.status()).toBe(409);
  }
  throw new Error('No Berlin practice had a free in-person slot');
}

test('a client finds their booking among their appointments, cancels it on its page and sees it cancelled', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await openAsClient(page, '/dashboard');
  const { uid, slug } = await bookInBerlin(page.request);
  const appointment = (await (await page.request.get(`/api/v1/appointments/${uid}`)).json()) as AppointmentView;
  const profile = (await (await page.request.get(`/api/v1/therapists/${slug}`)).json()) as Profile;
  const therapistName = appointment.therapist.name;
  // As the list writes times: British English conventions, in the reader's zone.
  const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: ZONE });
  const span = `${clock.format(new Date(appointment.start))}–${clock.format(new Date(appointment.end))}`;
  const berlinClock = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  });
  expect(clock.format(new Date(appointment.start))).not.toBe(berlinClock.format(new Date(appointment.start)));

  // The home links to the list; the navigation leads there too.
  await expect(page.getByRole('link', { name: en['dashboard.home.next.all'] })).toBeVisible();
  const nav = page.getByRole('navigation', { name: en['dashboard.nav.label'] });
  await nav.getByRole('link', { name: en['dashboard.nav.myAppointments'], exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/my-appointments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.myAppointments.title']);
  await expect(nav.getByRole('link', { name: en['dashboard.nav.myAppointments'], exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(`(${ZONE})`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: en['dashboard.myAppointments.past'] })).toBeVisible();

  // Listed as upcoming, in the client's zone, with the practice's address and the therapist's profile.
  const upcoming = page.getByRole('table', { name: en['dashboard.myAppointments.upcoming'] });
  const row = upcoming.getByRole('row').filter({ hasText: therapistName }).filter({ hasText: span });
  const more = page.getByRole('button', { name: en['dashboard.myAppointments.more.upcoming'] });
  // Other journeys book the demo client too: the booking may be on a later page.
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const booked =
    appointment.status === 'requested'
      ? en['dashboard.myAppointments.status.requested']
      : en['dashboard.myAppointments.status.confirmed'];
  await expect(row.getByRole('cell', { name: booked, exact: true })).toBeVisible();
  await expect(row).toContainText(profile.locations[0]?.street ?? '');
  await expect(row.getByRole('link', { name: therapistName, exact: true })).toHaveAttribute('href', profile.url);
  const calendar = row.getByRole('link', { name: new RegExp(`^${en['dashboard.myAppointments.calendar']}`) });
  const ics = await page.request.get((await calendar.getAttribute('href')) as string);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  await expectAccessible(page);

  // Its page, where it is cancelled.
  await row.getByRole('rowheader').getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname === `/appointment/${uid}`);
  await page.getByRole('button', { name: en['appointment.cancel'] }).click();
  const dialog = page.getByRole('dialog', { name: en['appointment.cancel.title'] });
  await dialog.getByRole('button', { name: en['appointment.cancel.confirm'] }).click();
  await expect(page.getByText(en['appointment.cancel.done'])).toBeVisible();

  // Back in the list, still where it was, cancelled, with nothing left to add to a calendar.
  await openAsClient(page, '/dashboard/my-appointments');
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByRole('cell', { name: en['dashboard.myAppointments.status.cancelledByYou'] })).toBeVisible();
  await expect(calendar).toHaveCount(0);
  await expectAccessible(page);
});
