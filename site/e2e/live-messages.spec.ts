import { randomBytes } from 'node:crypto';
import type { Me, SlotList } from '@calma/api/contract';
import type { APIRequestContext, Page, WebSocketRoute } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

/**
 * A client account of this test's own, registered, confirmed from the development mailbox and
 * signed in on `page`: the demo client's conversation is other tests' to read, and an open page
 * now reads what arrives.
 */
async function newClient(page: Page, baseURL: string) {
  const suffix = randomBytes(5).toString('hex');
  const client = { email: `live-${suffix}@example.test`, name: `Ines Live ${suffix}` };
  const registered = await page.request.post('/api/v1/auth/register', {
    headers: { origin: baseURL },
    data: {
      email: client.email,
      displayName: client.name,
      password: `Quiet harbour ${suffix} lanterns`,
      role: 'client',
      locale: 'en',
    },
  });
  expect(registered.status()).toBe(202);
  const row = page.getByRole('row').filter({ hasText: client.email }).first();
  // The email is sent just after the answer; look again until it is there.
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await row.getByRole('link').click();
  const text = (await page.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/.exec(text)?.[0];
  expect(link, 'a verification link in the email').toBeTruthy();
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await expect(page.getByRole('status')).toHaveText(en['auth.verify.signedIn']);
  return client;
}

/** Books the therapist as the signed-in client, through the API as the booking page does. */
async function book(request: APIRequestContext, slug: string, client: { email: string; name: string }) {
  const [service] = (await (await request.get(`/api/v1/therapists/${slug}/services`)).json()) as { id: string }[];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const query = `serviceId=${service?.id}&from=${day(21)}&to=${day(50)}`;
  const { slots } = (await (await request.get(`/api/v1/therapists/${slug}/slots?${query}`)).json()) as SlotList;
  expect(slots.length).toBeGreaterThan(0);
  // Start somewhere in the list, move on if taken.
  const first = Math.floor(Math.random() * slots.length);
  for (let i = 0; i < 5; i++) {
    const slot = slots[(first + i) % slots.length];
    const response = await request.post('/api/v1/bookings', {
      data: { therapistSlug: slug, serviceId: service?.id, start: slot?.start, client },
    });
    if (response.status() === 201) return;
    expect(response.status()).toBe(409);
  }
  throw new Error('No free slot could be booked');
}

test('a conversation updates live on both sides, and a page that lost its connection catches up once', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  // Registration through the mailbox, a two-step sign-in that may wait for its code, two pages.
  test.setTimeout(90_000);
  const therapistContext = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  const therapist = await therapistContext.newPage();
  // A listed practice of the test's own (in Berlin time, open for bookings), signed in on the page.
  const practice = await listedPractice(therapist.request, baseURL as string, {
    open: { requiresConfirmation: false },
  });
  await therapistContext.clearCookies();
  await therapist.goto('/auth/sign-in?next=/dashboard');
  await signInAsPractice(therapist, practice);
  await expect(therapist).toHaveURL((url) => url.pathname === '/dashboard');
  const me = (await (await therapist.request.get('/api/v1/auth/me')).json()) as Me;

  // The client's page reaches the live socket through a route this test can cut, as a dropped
  // network would: while cut, every attempt to reconnect is refused.
  let cut = false;
  const sockets = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/api\/v1\/live/, (socket) => {
    if (cut) {
      void socket.close({ code: 1001 });
      return;
    }
    const server = socket.connectToServer();
    sockets.add(socket);
    socket.onClose(() => {
      sockets.delete(socket);
      void server.close();
    });
  });

  const client = await newClient(page, baseURL as string);
  await book(page.request, me.therapistSlug as string, client);
  const threads = (await (await page.request.get('/api/v1/me/messages/threads')).json()) as {
    threads: { id: string; name: string }[];
  };
  const [thread] = threads.threads;
  expect(thread).toBeTruthy();
  const { id: clientId, name: therapistName } = thread as { id: string; name: string };
  const threadPath = `/dashboard/messages/${clientId}`;

  await page.goto(threadPath);
  await therapist.goto(threadPath);
  const clientLog = page.getByRole('log', { name: fill(en['dashboard.messages.thread.log'], { name: therapistName }) });
  const therapistLog = therapist.getByRole('log', {
    name: fill(en['dashboard.messages.thread.log'], { name: client.name }),
  });
  const clientBox = page.getByLabel(fill(en['dashboard.messages.thread.label'], { name: therapistName }));
  const therapistBox = therapist.getByLabel(fill(en['dashboard.messages.thread.label'], { name: client.name }));
  /** Sends what is typed and waits until it is sent (the box empties), as a person would. */
  const sendFrom = async (who: Page) => {
    await who.getByRole('button', { name: en['dashboard.messages.thread.send'] }).click();
    await expect(who === page ? clientBox : therapistBox).toHaveValue('');
  };
  await expect(clientLog).toBeVisible();
  await expect(therapistLog).toBeVisible();

  // The client writes; it shows on the therapist's open page without a reload, marked new.
  const question = `Could we move to the mornings? ${randomBytes(3).toString('hex')}`;
  await clientBox.fill(question);
  await sendFrom(page);
  await expect(clientLog.getByRole('listitem').filter({ hasText: question })).toHaveCount(1);
  const received = therapistLog.getByRole('listitem').filter({ hasText: question });
  await expect(received).toBeVisible({ timeout: 1000 });
  await expect(received).toContainText(en['dashboard.messages.thread.new']);
  // The therapist's page read it: the client sees the receipt, also without a reload.
  await expect(clientLog.getByRole('listitem').filter({ hasText: question })).toContainText(
    en['dashboard.messages.thread.read'],
  );
  await expectAccessible(therapist);

  // The therapist answers; it shows on the client's page, once.
  const answer = `Mornings work, from next week. ${randomBytes(3).toString('hex')}`;
  await therapistBox.fill(answer);
  await sendFrom(therapist);
  await expect(clientLog.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(clientLog.getByRole('listitem').filter({ hasText: answer })).toHaveCount(1);
  await expect(therapistLog.getByRole('listitem').filter({ hasText: answer })).toHaveCount(1);
  await expectAccessible(page);

  // The client's connection drops while they are typing; the therapist writes twice meanwhile.
  const draft = 'Thank you, and one more thing';
  await clientBox.fill(draft);
  expect(sockets.size).toBe(1);
  cut = true;
  for (const socket of sockets) await socket.close({ code: 1001 });
  const whileAway = [
    `Please bring your notes. ${randomBytes(3).toString('hex')}`,
    `And the form from last time. ${randomBytes(3).toString('hex')}`,
  ];
  for (const text of whileAway) {
    await therapistBox.fill(text);
    await sendFrom(therapist);
    await expect(therapistLog.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  }
  // Nothing reaches the page while it is cut off.
  for (const text of whileAway) await expect(clientLog.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  // Back online: the page reconnects, fetches what it missed, and shows each message once; the
  // draft and what was shown before stay.
  cut = false;
  for (const text of whileAway) await expect(clientLog.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  for (const text of [question, answer, ...whileAway]) {
    await expect(clientLog.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  }
  await expect(clientBox).toHaveValue(draft);

  // And it is live again.
  const later = `See you on Tuesday. ${randomBytes(3).toString('hex')}`;
  await therapistBox.fill(later);
  await sendFrom(therapist);
  await expect(clientLog.getByRole('listitem').filter({ hasText: later })).toBeVisible();
  for (const text of [...whileAway, later]) {
    await expect(clientLog.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  }
  await expectAccessible(page);
  await therapistContext.close();
});
