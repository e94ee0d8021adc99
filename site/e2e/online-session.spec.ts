import { randomBytes } from 'node:crypto';
import type { BookableService, Me, SlotList } from '@calma/api/contract';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { ui } from '../src/i18n/index.ts';
import { FAKE_MEDIA_FLAGS, peerReports, watchPeerConnections } from './call-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { listedPractice, signInAsPractice } from './practice.ts';
import { SECOND_INSTANCE } from './servers.ts';

const t = ui.en;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

// Everyone here has a camera and a microphone (a test pattern and a tone), allowed without asking.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: FAKE_MEDIA_FLAGS } });

/** A page in a context of its own, whose console errors fail the test as the fixture's page does. */
async function personIn(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    // As the fixture's: a deliberate error status (a sign-in page asking who you are) is not a fault.
    if (message.type() === 'error' && !/status of 40[0-9]/.test(message.text()))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return page;
}

/**
 * A listed practice of the test's own on the Practice plan (video), open for bookings, its therapist
 * signed in on the suite's first instance, on the dashboard's waiting room.
 */
async function therapistIn(browser: Browser, baseURL: string, errors: string[]) {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  await context.addInitScript(watchPeerConnections, { relayOnly: false });
  const page = await personIn(context, errors);
  const practice = await listedPractice(page.request, baseURL, {
    open: { requiresConfirmation: false },
    plan: 'practice',
  });
  await context.clearCookies();
  await page.goto('/dashboard/waiting-room');
  await signInAsPractice(page, practice);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/waiting-room');
  await expect(page.getByRole('heading', { level: 1, name: t['dashboard.waitingRoom.title'] })).toBeVisible();
  const me = (await (await page.request.get('/api/v1/auth/me')).json()) as Me;
  return { page, context, slug: me.therapistSlug as string };
}

/** The therapist's online service. */
async function onlineService(therapist: Page, slug: string): Promise<{ id: string }> {
  const services = (await (
    await therapist.request.get(`/api/v1/therapists/${slug}/services`)
  ).json()) as BookableService[];
  const offered = services.find((s) => s.modality !== 'in_person');
  if (!offered) throw new Error('The therapist offers no online service');
  return { id: offered.id };
}

/**
 * A client the therapist adds by hand and books for an online session two minutes from now; the
 * client is emailed the appointment's link, which this reads from the development mailbox.
 */
async function onlineSessionSoon(therapist: Page, serviceId: string, reader: Page) {
  const suffix = randomBytes(4).toString('hex');
  const client = { name: `Noa Online ${suffix}`, email: `noa-${suffix}@example.test` };
  const created = await therapist.request.post('/api/v1/clients', { data: client });
  expect(created.status()).toBe(201);
  const { id: clientId } = (await created.json()) as { id: string };
  const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 60_000).toISOString();
  const booked = await therapist.request.post('/api/v1/sessions', {
    data: { clientId, serviceId, start, modality: 'online' },
  });
  expect(booked.status()).toBe(201);
  const row = reader.getByRole('row').filter({ hasText: client.email }).first();
  // The email goes out just after the answer; look again until it is there.
  await expect(async () => {
    await reader.goto('/dev/mailbox');
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await row.getByRole('link').click();
  const text = (await reader.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/appointment\/[\w-]+\?key=[\w%-]+/.exec(text)?.[0];
  expect(link, "the appointment's link in the email").toBeTruthy();
  const url = new URL(link as string);
  return { ...client, path: url.pathname + url.search };
}

/**
 * The other person's video reaches this page: the connection decodes frames and keeps doing so,
 * and the tile that shows them has a picture.
 */
async function expectFramesFlowing(page: Page, tile: Locator) {
  let first = 0;
  await expect.poll(async () => (first = (await page.evaluate(peerReports))[0]?.framesDecoded ?? 0)).toBeGreaterThan(0);
  await expect.poll(async () => (await page.evaluate(peerReports))[0]?.framesDecoded ?? 0).toBeGreaterThan(first);
  await expect
    .poll(() => tile.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
}

const callStatus = (page: Page) => page.getByRole('status').filter({ hasText: t['call.status.connected'] });
/**
 * How long two pages may take from opening the call to "Connected": both load the page, open the
 * signalling socket and negotiate; on a loaded two-core CI machine that took over 5 s once.
 */
const CONNECTING = { timeout: 10_000 };
const sessionEnded = (page: Page) => page.getByRole('heading', { name: t['call.over.ended.title'] });

test('a client with a session now waits, is let in, sees and hears the therapist, and the therapist ends it', async ({
  page: client,
  browser,
  baseURL,
  expectAccessible,
}) => {
  // A two-step sign-in that may wait for its code, an email, and two browsers in a call.
  test.setTimeout(90_000);
  const errors: string[] = [];
  const { page: therapist, context, slug } = await therapistIn(browser, baseURL as string, errors);
  await client.addInitScript(watchPeerConnections, { relayOnly: false });
  const service = await onlineService(therapist, slug);
  try {
    const session = await onlineSessionSoon(therapist, service.id, client);

    // From the emailed link to the room: the device check, then the waiting room.
    await client.goto(session.path);
    await client.getByRole('link', { name: t['appointment.join'] }).click();
    await expect(client).toHaveURL((url) => url.pathname === `/online-session/${slug}`);
    await expect(client.getByRole('heading', { name: t['room.check.title'] })).toBeVisible();
    await expect(client.getByRole('figure', { name: t['room.check.preview'] })).toBeVisible();
    await expect(client.getByRole('combobox', { name: t['room.check.microphone'], exact: true })).toBeVisible();
    await expect(client.getByRole('meter', { name: t['room.check.level'] })).toBeVisible();
    await expectAccessible(client);
    await client.getByRole('button', { name: t['room.join'] }).click();
    await expect(client.getByRole('heading', { name: t['room.waiting.title'] })).toBeVisible();
    await expectAccessible(client);

    // The therapist sees them at once, with the session they come for.
    const admit = therapist.getByRole('button', {
      name: fill(t['dashboard.waitingRoom.admit'], { name: session.name }),
    });
    await expect(admit).toBeVisible({ timeout: 1000 });
    await expectAccessible(therapist);
    await admit.click();

    // Both are in the call, connected, and each sees the other's video.
    await expect(therapist).toHaveURL(/\/video\/[^/]+$/);
    await expect(client).toHaveURL(/\/video\/[^/]+$/);
    await expect(callStatus(client)).toBeVisible(CONNECTING);
    await expect(callStatus(therapist)).toBeVisible(CONNECTING);
    const therapistTile = client.getByRole('figure', { name: /\(therapist\)$/ });
    const clientTile = therapist.getByRole('figure', { name: session.name, exact: true });
    await expect(therapistTile).toBeVisible();
    await expect(clientTile).toBeVisible();
    await expectFramesFlowing(client, therapistTile);
    await expectFramesFlowing(therapist, clientTile);
    await expectAccessible(client);
    await expectAccessible(therapist);

    // On a phone, the connection badge and the name tag keep to their own corners.
    await client.setViewportSize({ width: 390, height: 844 });
    const nameTag = await therapistTile.locator('figcaption').boundingBox();
    const badge = await therapistTile.locator('.call-tile-link').boundingBox();
    expect(nameTag && badge).toBeTruthy();
    if (nameTag && badge) {
      const apart =
        badge.y + badge.height <= nameTag.y ||
        nameTag.y + nameTag.height <= badge.y ||
        badge.x + badge.width <= nameTag.x ||
        nameTag.x + nameTag.width <= badge.x;
      expect(apart, 'the connection badge covers the name tag').toBe(true);
    }
    await client.setViewportSize({ width: 1280, height: 720 });

    // The client mutes: the therapist sees it; and unmutes.
    const mute = client.getByRole('button', { name: t['call.controls.mute'] });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(clientTile.getByText(t['call.tile.micOff'])).toBeVisible();
    await mute.click();
    await expect(clientTile.getByText(t['call.tile.micOff'])).toBeHidden();

    // The therapist ends the session for everyone.
    await therapist.getByRole('button', { name: t['call.controls.end'] }).click();
    await therapist.getByRole('button', { name: t['call.confirmEnd.yes'] }).click();
    await expect(sessionEnded(therapist)).toBeVisible();
    await expect(sessionEnded(client)).toBeVisible();
  } finally {
    await context.close();
  }
  expect(errors, 'console errors on the therapist’s page').toEqual([]);
});

test('a guest on a second instance, whose network allows only a relay, is let in by the therapist on the first', async ({
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const { page: therapist, context, slug } = await therapistIn(browser, baseURL as string, errors);
  const guestContext = await browser.newContext({ baseURL: SECOND_INSTANCE.url, timezoneId: 'Europe/Lisbon' });
  // The guest's browser may reach the other only through the relay (coturn, started for the suite).
  await guestContext.addInitScript(watchPeerConnections, { relayOnly: true });
  const guest = await personIn(guestContext, errors);
  const name = `Rui Relay ${randomBytes(3).toString('hex')}`;
  const open = therapist.getByLabel(t['dashboard.waitingRoom.open']);
  try {
    // The therapist opens the room to anyone with its link.
    await open.check();
    await expect(therapist.getByText(t['dashboard.waitingRoom.openOn'])).toBeVisible();

    await guest.goto(`/online-session/${slug}`);
    await expect(guest.getByRole('heading', { name: t['room.check.title'] })).toBeVisible();
    await guest.getByLabel(t['room.name.label']).fill(name);
    await guest.getByRole('button', { name: t['room.join'] }).click();
    await expect(guest.getByRole('heading', { name: t['room.waiting.title'] })).toBeVisible();

    // Seen on the other instance at once (the event crosses through PostgreSQL).
    const admit = therapist.getByRole('button', { name: fill(t['dashboard.waitingRoom.admit'], { name }) });
    await expect(admit).toBeVisible({ timeout: 1000 });
    await expect(therapist.getByText(t['dashboard.waitingRoom.notScheduled'])).toBeVisible();
    await admit.click();

    await expect(callStatus(guest)).toBeVisible(CONNECTING);
    await expect(callStatus(therapist)).toBeVisible(CONNECTING);
    const therapistTile = guest.getByRole('figure', { name: /\(therapist\)$/ });
    const guestTile = therapist.getByRole('figure', { name, exact: true });
    await expectFramesFlowing(guest, therapistTile);
    await expectFramesFlowing(therapist, guestTile);
    // Through the relay, as the statistics and the page both say.
    const [connection] = await guest.evaluate(peerReports);
    expect(connection?.iceTransportPolicy).toBe('relay');
    expect(connection?.localCandidate).toBe('relay');
    await expect(therapistTile.getByText(t['call.relay'])).toBeVisible();
    await expect(guestTile.getByText(t['call.relay'])).toBeVisible();
    await expectAccessible(guest);

    // The therapist mutes: the guest sees it.
    const mute = therapist.getByRole('button', { name: t['call.controls.mute'] });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(therapistTile.getByText(t['call.tile.micOff'])).toBeVisible();

    await therapist.getByRole('button', { name: t['call.controls.end'] }).click();
    await therapist.getByRole('button', { name: t['call.confirmEnd.yes'] }).click();
    await expect(sessionEnded(therapist)).toBeVisible();
    await expect(sessionEnded(guest)).toBeVisible();
  } finally {
    await therapist.request.put('/api/v1/waiting-room/settings', { data: { open: false } });
    await guestContext.close();
    await context.close();
  }
  expect(errors, 'console errors').toEqual([]);
});

test('a message sent on one instance appears at once in the conversation open on the other', async ({
  browser,
  baseURL,
}) => {
  // Registration through the mailbox, a two-step sign-in that may wait for its code, two pages.
  test.setTimeout(90_000);
  const errors: string[] = [];
  const { page: therapist, context, slug } = await therapistIn(browser, baseURL as string, errors);
  const clientContext = await browser.newContext({ baseURL: SECOND_INSTANCE.url });
  const client = await personIn(clientContext, errors);

  // A client of this test's own, registered and confirmed on the second instance.
  const suffix = randomBytes(5).toString('hex');
  const account = { email: `across-${suffix}@example.test`, name: `Ana Across ${suffix}` };
  const registered = await client.request.post('/api/v1/auth/register', {
    headers: { origin: SECOND_INSTANCE.url },
    data: {
      email: account.email,
      displayName: account.name,
      password: `Quiet harbour ${suffix} lanterns`,
      role: 'client',
      locale: 'en',
    },
  });
  expect(registered.status()).toBe(202);
  const row = client.getByRole('row').filter({ hasText: account.email }).first();
  await expect(async () => {
    await client.goto('/dev/mailbox');
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await row.getByRole('link').click();
  const text = (await client.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/.exec(text)?.[0];
  expect(link, 'a verification link in the email').toBeTruthy();
  // The link names the public address; the client stays on their instance.
  const verify = new URL(link as string);
  await client.goto(verify.pathname + verify.search);
  await expect(client.getByRole('status')).toHaveText(t['auth.verify.signedIn']);

  // Booking the therapist makes the two a conversation.
  const [service] = (await (await client.request.get(`/api/v1/therapists/${slug}/services`)).json()) as {
    id: string;
  }[];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const { slots } = (await (
    await client.request.get(`/api/v1/therapists/${slug}/slots?serviceId=${service?.id}&from=${day(21)}&to=${day(50)}`)
  ).json()) as SlotList;
  // Other tests book this therapist at the same time: start somewhere in the list, move on if taken.
  const first = Math.floor(Math.random() * slots.length);
  let status = 0;
  for (let i = 0; i < 5 && status !== 201; i++) {
    const slot = slots[(first + i) % slots.length];
    status = (
      await client.request.post('/api/v1/bookings', {
        data: { therapistSlug: slug, serviceId: service?.id, start: slot?.start, client: account },
      })
    ).status();
  }
  expect(status).toBe(201);
  const { threads } = (await (await client.request.get('/api/v1/me/messages/threads')).json()) as {
    threads: { id: string; name: string }[];
  };
  const { id: clientId, name: therapistName } = threads[0] as { id: string; name: string };

  // Each opens the conversation on their own instance.
  await client.goto(`/dashboard/messages/${clientId}`);
  await therapist.goto(`/dashboard/messages/${clientId}`);
  const clientLog = client.getByRole('log', {
    name: fill(t['dashboard.messages.thread.log'], { name: therapistName }),
  });
  const therapistLog = therapist.getByRole('log', {
    name: fill(t['dashboard.messages.thread.log'], { name: account.name }),
  });
  await expect(clientLog).toBeVisible();
  await expect(therapistLog).toBeVisible();

  const question = `Is Thursday still good? ${randomBytes(3).toString('hex')}`;
  await client.getByLabel(fill(t['dashboard.messages.thread.label'], { name: therapistName })).fill(question);
  await client.getByRole('button', { name: t['dashboard.messages.thread.send'] }).click();
  await expect(clientLog.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  await expect(therapistLog.getByRole('listitem').filter({ hasText: question })).toBeVisible({ timeout: 1000 });

  const answer = `Thursday is good. ${randomBytes(3).toString('hex')}`;
  await therapist.getByLabel(fill(t['dashboard.messages.thread.label'], { name: account.name })).fill(answer);
  await therapist.getByRole('button', { name: t['dashboard.messages.thread.send'] }).click();
  await expect(therapistLog.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(clientLog.getByRole('listitem').filter({ hasText: answer })).toBeVisible({ timeout: 1000 });
  await expect(clientLog.getByRole('listitem').filter({ hasText: answer })).toHaveCount(1);

  await clientContext.close();
  await context.close();
  expect(errors, 'console errors').toEqual([]);
});
