import { ui } from '../src/i18n/index.ts';
import { dateIn, formatDay, formatTime } from '../src/lib/booking-time.ts';
import { readBookingLink, slotWhen } from '../src/lib/next-free-slot.ts';
import { expect, test } from './fixtures.ts';
import { mailNaming } from './mailbox.ts';

const en = ui.en;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
/** Browsers and Node may space times differently (a narrow no-break space). */
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const LISBON = 'Europe/Lisbon';

// A person on a phone in Lisbon, looking for someone in Berlin who can see them soon.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: LISBON });

test('a visitor on a phone finds who is free within a week and books exactly that time as a guest', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const filters = page.getByText(/^Filters( \(\d+\))?$/);
  const available = page.getByLabel(en['search.filters.available']);
  const nextFree = page.locator('#search-results .next-free');

  // The landing page is built ahead of time: it offers the filter, but names no free time, which may have gone since.
  await page.goto('/find-a-therapist/berlin');
  await expect(page.locator('#search-results .hit').first()).toBeVisible();
  await expect(nextFree).toHaveCount(0);
  await filters.click();
  await expect(available.locator('option', { hasText: en['search.filters.available.7'] })).toHaveText(
    en['search.filters.available.7'],
  );
  await available.selectOption({ label: en['search.filters.available.7'] });
  await page.getByRole('button', { name: en['search.filters.apply'] }).click();

  // The search page, read for this visit: counts beside each choice, the filter as a chip, each card's next free time.
  await expect(page).toHaveURL(/\/find-a-therapist\?location=berlin&availableWithinDays=7$/);
  await expect(
    page.getByRole('link', { name: fill(en['search.filters.remove'], { name: en['search.filters.availableChip.7'] }) }),
  ).toBeVisible();
  await expect(nextFree.first()).toBeVisible();
  await filters.click();
  await expect(available).toHaveValue('7');
  await expect(available.locator('option:checked')).toHaveText(/^Within a week \(\d+\)$/);
  // Soonest first: the first card is the one who can see the visitor earliest.
  await page.getByLabel(en['search.sort.label']).selectOption('soonest');
  await expect(page).toHaveURL(/availableWithinDays=7&sort=soonest$/);
  await expect(page.locator('.result-count')).toHaveText(/^\d+ therapists?$/);
  await expectAccessible(page);

  const card = page
    .locator('#search-results .hit')
    .filter({ has: page.locator('.next-free') })
    .first();
  const line = card.locator('.next-free p');
  const book = card.getByRole('link', { name: en['search.hit.nextFreeBook'] });
  const href = (await book.getAttribute('href')) ?? '';
  const link = readBookingLink(new URL(href, 'http://calma.test').searchParams);
  if (!link) throw new Error(`"Book this time" leads to ${href}`);
  expect(Date.parse(link.start) - Date.now()).toBeLessThan(7 * 24 * 3600_000);
  // In the practice's time where the visitor may come to it, else in their own.
  const zone = /\((.+)\)$/.exec(spaced(await line.textContent()))?.[1] ?? '';
  const inBerlin = zone === fill(en['search.hit.nextFreeZone.practice'], { city: 'Berlin' });
  if (!inBerlin) expect(zone).toBe(en['search.hit.nextFreeZone.yours']);
  expect(spaced(await line.textContent())).toBe(
    spaced(
      fill(en['search.hit.nextFree'], { when: slotWhen(link.start, 'en', inBerlin ? 'Europe/Berlin' : LISBON), zone }),
    ),
  );
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await book.click();

  // The booking page opens on that service and way of meeting, with that very time chosen.
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/book/') && url.search.includes(link.serviceId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(en['booking.title'], { name }));
  if (!link.modality) {
    // Both ways are open at that time: the visitor says how they would like to meet.
    await expect(page.getByRole('heading', { name: en['booking.modality.title'] })).toBeVisible();
    await page.getByRole('radio', { name: en['booking.modality.online'] }).check();
    await page.getByRole('button', { name: en['booking.next'], exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: en['booking.time.title'] })).toBeVisible();
  const chosen = page.getByRole('group', { name: /^Free times on / }).getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  expect(Date.parse((await chosen.getAttribute('value')) ?? '')).toBe(Date.parse(link.start));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: en['booking.next'], exact: true }).click();

  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const guest = { name: `Nia Soon ${stamp}`, email: `nia.${stamp}@example.test` };
  await expect(page.getByRole('heading', { name: en['booking.details.title'] })).toBeFocused();
  await page.getByLabel(en['booking.details.name']).fill(guest.name);
  await page.getByLabel(en['booking.details.email']).fill(guest.email);
  await page.getByRole('button', { name: en['booking.next'], exact: true }).click();

  // The summary names that time, in the visitor's own zone.
  const slug = new URL(href, 'http://calma.test').pathname.split('/').at(-1);
  const services = (await (await request.get(`/api/v1/therapists/${slug}/services`)).json()) as {
    id: string;
    durationMinutes: number;
  }[];
  const minutes = services.find((s) => s.id === link.serviceId)?.durationMinutes ?? 0;
  const when = spaced(
    fill(en['booking.when'], {
      date: formatDay(dateIn(link.start, LISBON), 'en'),
      start: formatTime(link.start, 'en', LISBON),
      end: formatTime(new Date(Date.parse(link.start) + minutes * 60_000), 'en', LISBON),
    }),
  );
  await expect(page.getByRole('heading', { name: en['booking.confirm.title'] })).toBeFocused();
  await expect(page.locator('.summary')).toContainText(when);
  await page.getByRole('button', { name: en['booking.confirm.submit'] }).click();
  await expect(page.getByRole('heading', { name: en['booking.done.title.guest'] })).toBeFocused();
  await expectAccessible(page);

  // The confirmation the guest is sent leads to their appointment, at that same time.
  const mail = await mailNaming(page, guest.email, guest.name);
  const appointment = /https?:\/\/[^\s"<]+\/appointment\/[^\s"<]+/.exec(mail)?.[0] ?? '';
  expect(appointment).toContain('?key=');
  await page.goto(appointment.replaceAll('&amp;', '&'));
  await expect(page.getByText(en['appointment.status.pending_email'])).toBeVisible();
  await expect(page.getByText(when, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: en['appointment.confirmEmail'] }).click();
  await expect(page.getByText(en['appointment.status.pending_email'])).toHaveCount(0);
  await expect(page.getByText(when, { exact: true })).toBeVisible();
});

test('a link to a time that has gone opens the booking with a short notice and the other times', async ({
  page,
  request,
  expectAccessible,
}) => {
  const search = await (await request.get('/api/v1/therapists/search?location=berlin&sort=soonest&perPage=1')).json();
  const hit = search.hits[0] as { slug: string; nextFreeSlot: { serviceId: string; start: string } | null };
  if (!hit.nextFreeSlot) throw new Error('No Berlin therapist has a free time');
  // A minute after the first free time: no slot starts then.
  const gone = new Date(Date.parse(hit.nextFreeSlot.start) + 60_000).toISOString();
  await page.goto(`/book/${hit.slug}?service=${hit.nextFreeSlot.serviceId}&start=${gone}&modality=online`);
  await expect(page.getByRole('heading', { name: en['booking.time.title'] })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(en['booking.time.linkTaken']);
  await expect(page.getByRole('group', { name: /^Free times on / })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Free times on / }).getByRole('radio', { checked: true })).toHaveCount(
    0,
  );
  await expectAccessible(page);
});
