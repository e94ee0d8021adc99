import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { bookSlotHref, type FreeSlot } from '../src/lib/next-free-slot.ts';
import { expect, test } from './fixtures.ts';
import { mailNaming } from './mailbox.ts';

const en = ui.en;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
const MY_APPOINTMENTS = '/api/v1/me/appointments';
const next = (page: Page) => page.getByRole('button', { name: en['booking.next'], exact: true });

interface Hit {
  slug: string;
  nextFreeSlot: FreeSlot | null;
}

/**
 * A Berlin therapist with a free slot, the `pick`-th of a page of search hits that other journeys
 * do not book from (they take the first hits, soonest first), with the slot a card offers.
 */
async function freeSlotOf(request: APIRequestContext, pick: number) {
  const found = await request.get('/api/v1/therapists/search?location=berlin&availableWithinDays=30&page=2');
  expect(found.status()).toBe(200);
  const hits = ((await found.json()) as { hits: Hit[] }).hits.filter((hit) => hit.nextFreeSlot);
  const hit = hits[pick];
  expect(hit, 'a therapist with a free slot').toBeTruthy();
  const slot = (hit as Hit).nextFreeSlot as FreeSlot;
  return { slug: (hit as Hit).slug, slot, way: slot.modalities[0] ?? 'online' };
}

/** A client account of the test's own, with its address confirmed; the browser is left signed out. */
async function newClient(page: Page, baseURL: string) {
  const suffix = randomBytes(5).toString('hex');
  const account = {
    email: `resume-${suffix}@example.test`,
    name: `Mara Resume ${suffix}`,
    password: `Willow harbour ${suffix} lanterns`,
  };
  const registered = await page.request.post('/api/v1/auth/register', {
    headers: { origin: baseURL },
    data: { email: account.email, displayName: account.name, password: account.password, role: 'client', locale: 'en' },
  });
  expect(registered.status()).toBe(202);
  const verify = await verifyLink(page, account.email);
  await page.goto(verify);
  await expect(page.getByRole('status')).toHaveText(en['auth.verify.signedIn']);
  await page.context().clearCookies();
  return account;
}

/** The path of the address-confirming link in the newest such email to `email`. */
async function verifyLink(page: Page, email: string): Promise<string> {
  const text = await mailNaming(page, email, '/auth/verify-email?token=');
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/.exec(text)?.[0];
  expect(link, 'a verification link in the email').toBeTruthy();
  const url = new URL(link as string);
  return url.pathname + url.search;
}

/** Opens the booking on the slot (a card's "Book this time") and goes on to the details step. */
async function toDetails(page: Page, slug: string, slot: FreeSlot, way: FreeSlot['modalities'][number]) {
  await page.goto(bookSlotHref('en', slug, slot, way));
  const chosen = page.locator(`input[type="radio"][value="${slot.start}"]`);
  await expect(chosen).toBeChecked();
  await next(page).click();
  await expect(page.getByRole('heading', { name: en['booking.details.title'] })).toBeFocused();
}

const done = (page: Page) =>
  page.getByRole('heading', {
    name: new RegExp(`^(${en['booking.done.title.confirmed']}|${en['booking.done.title.requested']})$`),
  });

test('a guest picks a time, signs in on the way, and comes back to their details with the time still chosen', async ({
  page,
  baseURL,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const client = await newClient(page, baseURL as string);
  const { slug, slot, way } = await freeSlotOf(request, 0);

  await toDetails(page, slug, slot, way);
  const name = /Message for (.+) \(optional\)/.exec(
    (await page.locator('label[for="booking-message"]').textContent()) ?? '',
  )?.[1] as string;
  const message = page.getByLabel(fill(en['booking.details.message'], { name }));
  await message.fill('I would like to talk about sleep, and about work.');
  await page.getByLabel(en['booking.details.phone']).fill('+49 30 1234567');
  await page.getByLabel(fill(en['booking.details.firstSession'], { name })).check();
  await expectAccessible(page);

  // The sign-in link brings the person back to this step, this time.
  await page.getByRole('link', { name: en['booking.details.signIn'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/sign-in' && url.searchParams.has('next'));
  await page.getByLabel(en['auth.signIn.email']).fill(client.email);
  await page.getByLabel(en['auth.signIn.password']).fill(client.password);
  await page.getByRole('button', { name: en['auth.signIn.submit'] }).click();

  await expect(page).toHaveURL((url) => url.pathname === `/book/${slug}` && url.searchParams.get('step') === 'details');
  await expect(page.getByRole('heading', { name: en['booking.details.title'] })).toBeFocused();
  await expect(page.getByText(fill(en['booking.details.signedIn'], { email: client.email }))).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: en['header.account'], exact: true })).toBeVisible();
  await expect(message).toHaveValue('I would like to talk about sleep, and about work.');
  await expect(page.getByLabel(en['booking.details.phone'])).toHaveValue('+49 30 1234567');
  await expect(page.getByLabel(fill(en['booking.details.firstSession'], { name }))).toBeChecked();
  await expect(page.getByLabel(en['booking.details.name'])).toHaveValue(client.name);
  await expect(page.getByLabel(en['booking.details.email'])).toHaveValue(client.email);
  await expectAccessible(page);

  // The time is the one picked before signing in.
  await page.getByRole('button', { name: en['booking.back'], exact: true }).click();
  await expect(page.locator(`input[type="radio"][value="${slot.start}"]`)).toBeChecked();
  await next(page).click();
  await next(page).click();
  await expect(page.getByRole('heading', { name: en['booking.confirm.title'] })).toBeFocused();
  await page.getByRole('button', { name: en['booking.confirm.submit'] }).click();
  await expect(done(page)).toBeFocused();

  // Booked in the account, at that time.
  const mine = await page.request.get(`${MY_APPOINTMENTS}?scope=upcoming&perPage=50`);
  expect(mine.status()).toBe(200);
  const starts = ((await mine.json()) as { appointments: { start: string }[] }).appointments.map((a) =>
    Date.parse(a.start),
  );
  expect(starts).toContain(Date.parse(slot.start));
});

test('a guest picks a time, creates an account on the way, and is brought back to book it', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const { slug, slot, way } = await freeSlotOf(request, 1);
  const suffix = randomBytes(5).toString('hex');
  const account = { email: `joins-${suffix}@example.test`, name: `Iris Joins ${suffix}` };

  await toDetails(page, slug, slot, way);
  const messageField = page.locator('#booking-message');
  await messageField.fill('First time trying therapy.');

  await page.getByRole('link', { name: en['booking.details.register'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/register' && url.searchParams.has('next'));
  await page.getByLabel(en['auth.register.name']).fill(account.name);
  await page.getByLabel(en['auth.register.email']).fill(account.email);
  await page.getByLabel(en['auth.register.password']).fill(`Amber meadow ${suffix} kites`);
  await page.getByRole('button', { name: en['auth.register.submit'] }).click();
  await expect(page.getByRole('heading', { name: en['auth.register.done.title'] })).toBeFocused();
  await expect(page.getByText(en['auth.register.done.next'])).toBeVisible();
  await expectAccessible(page);

  // The link opens in another tab of the same browser, as from a mail program; this tab carries on.
  const mail = await page.context().newPage();
  await mail.goto(await verifyLink(mail, account.email));
  await expect(mail.getByRole('status')).toHaveText(en['auth.verify.signedIn']);
  await mail.close();

  await expect(page).toHaveURL((url) => url.pathname === `/book/${slug}` && url.searchParams.get('step') === 'details');
  await expect(page.getByRole('heading', { name: en['booking.details.title'] })).toBeVisible();
  await expect(page.getByText(fill(en['booking.details.signedIn'], { email: account.email }))).toBeVisible();
  await expect(messageField).toHaveValue('First time trying therapy.');
  await next(page).click();
  await page.getByRole('button', { name: en['booking.confirm.submit'] }).click();
  await expect(done(page)).toBeFocused();
  await expectAccessible(page);
});
