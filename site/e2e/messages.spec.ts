import { randomBytes } from 'node:crypto';
import type { AppointmentView, Me, SlotList } from '@calma/api/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { signInAsDemo } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';
import { type FreePractice, listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
const CLIENT = { email: 'client@demo.calma.test', name: 'Demo Client' };

// The client reads in Lisbon; the therapist in Berlin.
test.use({ timezoneId: 'Europe/Lisbon' });

/**
 * Opens a page as someone (a demo account by its email, or the test's own practice), signing in
 * when asked to. Other tests sign the demo accounts out everywhere, so a session is not taken for
 * granted between steps.
 */
async function openAs(page: Page, who: string | FreePractice, path: string) {
  await page.goto(path);
  if (new URL(page.url()).pathname.endsWith('/auth/sign-in')) {
    if (typeof who === 'string') await signInAsDemo(page, who);
    else await signInAsPractice(page, who);
  }
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Books the therapist as the signed-in client, through the API as the booking page does. */
async function book(request: APIRequestContext, slug: string): Promise<string> {
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
      data: { therapistSlug: slug, serviceId: service?.id, start: slot?.start, client: CLIENT },
    });
    if (response.status() === 201) return ((await response.json()) as { uid: string }).uid;
    expect(response.status()).toBe(409);
  }
  throw new Error('No free slot could be booked');
}

test('a client writes to their therapist, who sees it on the dashboard and replies', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const therapistContext = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  const therapist = await therapistContext.newPage();
  // A listed practice of the test's own (in Berlin time, open for bookings), signed in on the page.
  const practice = await listedPractice(therapist.request, baseURL as string, {
    open: { requiresConfirmation: false },
  });
  await therapistContext.clearCookies();
  await openAs(therapist, practice, '/dashboard');
  const me = (await (await therapist.request.get('/api/v1/auth/me')).json()) as Me;
  expect(me.therapistSlug).toEqual(expect.any(String));
  const unreadBefore = (
    (await (await therapist.request.get('/api/v1/messages/unread-count')).json()) as {
      unread: number;
    }
  ).unread;

  // The client books a session while signed in: that makes the two a conversation.
  await openAs(page, CLIENT.email, '/dashboard');
  const uid = await book(page.request, me.therapistSlug as string);
  const appointment = (await (await page.request.get(`/api/v1/appointments/${uid}`)).json()) as AppointmentView;
  const therapistName = appointment.therapist.name;

  // From the list of conversations to the one with the therapist.
  await openAs(page, CLIENT.email, '/dashboard/messages');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.messages.title']);
  await expect(page.getByRole('link', { name: en['dashboard.nav.messages'] })).toHaveAttribute('aria-current', 'page');
  const conversations = page.getByRole('table', { name: en['dashboard.messages.title'] });
  await expect(conversations.getByRole('row', { name: therapistName })).toBeVisible();
  await expectAccessible(page);
  await conversations.getByRole('link', { name: therapistName }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  const threadPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(en['dashboard.messages.thread.title'], { name: therapistName }),
  );
  await expect(page.getByText(fill(en['dashboard.messages.thread.zone'], { zone: 'Europe/Lisbon' }))).toBeVisible();

  // An empty message is explained, not sent.
  const box = page.getByLabel(fill(en['dashboard.messages.thread.label'], { name: therapistName }));
  await page.getByRole('button', { name: en['dashboard.messages.thread.send'] }).click();
  await expect(page.getByRole('alert')).toHaveText(en['dashboard.messages.thread.required']);
  await expect(box).toHaveAttribute('aria-invalid', 'true');

  const question = `Could we talk about my sleep next time? ${randomBytes(3).toString('hex')}`;
  await box.fill(question);
  await page.getByRole('button', { name: en['dashboard.messages.thread.send'] }).click();
  const log = page.getByRole('log', { name: fill(en['dashboard.messages.thread.log'], { name: therapistName }) });
  const sent = log.getByRole('listitem').filter({ hasText: question });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(en['dashboard.messages.thread.you']);
  await expect(box).toHaveValue('');
  await expectAccessible(page);

  // The therapist sees it waiting on the dashboard's home, in the list, then in the conversation.
  await openAs(therapist, practice, '/dashboard');
  // The home's figure reads "{count} Unread messages" and opens the messages.
  const unreadFigure = (count: number) =>
    therapist.getByRole('link', { name: `${count} ${en['dashboard.home.stats.unread']}`, exact: true });
  const unread = unreadFigure(unreadBefore + 1);
  await expect(unread).toBeVisible();
  await expectAccessible(therapist);
  await unread.click();
  await expect(therapist).toHaveURL(/\/dashboard\/messages$/);
  const row = therapist.getByRole('row', { name: CLIENT.name });
  await expect(row.getByRole('cell').last()).toHaveText('1');
  await expectAccessible(therapist);
  await row.getByRole('link', { name: CLIENT.name }).click();
  await expect(therapist).toHaveURL((url) => url.pathname === threadPath);
  const received = therapist.getByRole('listitem').filter({ hasText: question });
  await expect(received).toContainText(CLIENT.name);
  await expect(received).toContainText(en['dashboard.messages.thread.new']);
  await expect(
    therapist.getByText(fill(en['dashboard.messages.thread.zone'], { zone: 'Europe/Berlin' })),
  ).toBeVisible();
  await expectAccessible(therapist);

  const reply = `Yes, let us start with that. ${randomBytes(3).toString('hex')}`;
  await therapist.getByLabel(fill(en['dashboard.messages.thread.label'], { name: CLIENT.name })).fill(reply);
  await therapist.getByRole('button', { name: en['dashboard.messages.thread.send'] }).click();
  await expect(therapist.getByRole('log').getByRole('listitem').filter({ hasText: reply })).toBeVisible();
  // Read now: the count on the home screen is back to what it was.
  await openAs(therapist, practice, '/dashboard');
  await expect(unreadFigure(unreadBefore)).toBeVisible();

  // The email only says a message is waiting, and from whom; its subject names nobody (decision 029).
  await therapist.goto('/dev/mailbox');
  const notice = therapist
    .getByRole('row')
    .filter({ hasText: CLIENT.email })
    .filter({ hasText: 'You have a new message on Calma' })
    .first();
  await notice.getByRole('link').click();
  const text = (await therapist.locator('pre').textContent()) ?? '';
  expect(text).toContain(`You have a new message from ${therapistName}`);
  expect(text).toContain('/dashboard/messages');
  expect(text).not.toContain(reply);

  // The client's page, still open, shows the reply without a reload, marked new (the live socket
  // told it); their own message has been read.
  const answer = page.getByRole('log').getByRole('listitem').filter({ hasText: reply });
  await expect(answer).toContainText(therapistName);
  await expect(answer).toContainText(en['dashboard.messages.thread.new']);
  await expect(page.getByRole('listitem').filter({ hasText: question })).toContainText(
    en['dashboard.messages.thread.read'],
  );
  await expectAccessible(page);

  // The same conversation is on the appointment's page.
  await openAs(page, CLIENT.email, `/appointment/${uid}`);
  const section = page.getByRole('region', { name: en['messages.title'] });
  await expect(section.getByRole('listitem').filter({ hasText: reply })).toBeVisible();
  await expectAccessible(page);
  await therapistContext.close();
});
