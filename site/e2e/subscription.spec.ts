import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { dayText } from '../src/islands/dashboard/subscription/plan-state.ts';
import { newAdmin } from './admin.ts';
import { escapeRegExp, fill, personIn } from './billing-helpers.ts';
import { expect, test } from './fixtures.ts';
import { freePractice } from './practice.ts';
import { SECOND_INSTANCE, STRIPE_STAND_IN } from './servers.ts';
import { signInWithCode } from './two-step.ts';

const en = ui.en;
const de = ui.de;
const MAIN = 'http://localhost:3107';
const PLANS = '/dashboard/settings/subscription/plans';
const CALLBACK = '/dashboard/settings/subscription/callback';
/** The team's address, which the plans page gives where the team arranges plans. */
const TEAM_EMAIL = (
  JSON.parse(readFileSync(new URL('../../content/company.json', import.meta.url), 'utf8')) as {
    contact: { general: string };
  }
).contact.general;

/** A template's text as a pattern, with `{date}` (or any parameter not given) matching any date. */
const pattern = (text: string, params: Record<string, string>) =>
  new RegExp(`^${escapeRegExp(fill(text, params)).replace(/\\\{\w+\\\}/g, '.+')}$`);

/** A day `days` from today, YYYY-MM-DD, in Berlin (the practices' zone). */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * 86_400_000));

test('a free practice is refused video and widgets with the way to a plan; an administrator assigns Practice, and both work', async ({
  page,
  browser,
  expectAccessible,
}) => {
  // Two browsers, a two-step sign-in for the administrator and a dozen axe checks.
  test.setTimeout(180_000);
  const practice = await freePractice(page.request, MAIN);

  // The subscription says the free plan.
  await page.goto('/dashboard/settings/subscription');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.subscription.title']);
  const current = page.getByRole('heading', { level: 2, name: new RegExp(`^${en['dashboard.subscription.current']}`) });
  await expect(current).toContainText('Listing');
  await expect(current).toContainText(en['dashboard.subscription.badge.free']);
  await expectAccessible(page);

  // The waiting room is not in the plan: the API refuses it, and the screen says which plan has it.
  const refused = await page.request.put('/api/v1/waiting-room/settings', { data: { open: true } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'PLAN_REQUIRED', details: { feature: 'video' } });
  await page.goto('/dashboard/waiting-room');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.waitingRoom.title']);
  const videoRefusal = page.getByText(fill(en['dashboard.planRequired.feature.video'], { plan: 'Practice' }));
  await expect(videoRefusal).toBeVisible();
  await expect(page.getByRole('checkbox', { name: en['dashboard.waitingRoom.open'] })).toHaveCount(0);
  await expectAccessible(page);

  // The widgets say so up front, instead of codes whose embeds show nothing.
  await page.goto('/dashboard/settings/social-widgets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.widgets.title']);
  await expect(page.getByText(fill(en['dashboard.planRequired.feature.widgets'], { plan: 'Practice' }))).toBeVisible();
  await expect(page.getByLabel(en['dashboard.widgets.code'])).toHaveCount(0);
  await expectAccessible(page);

  // The way to upgrade: the plans, which on this installation (no Stripe) the team arranges.
  await page.getByRole('link', { name: en['dashboard.planRequired.link'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === PLANS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.plans.title']);
  await expect(page.getByText(en['dashboard.plans.byTeam'])).toBeVisible();
  await expect(page.getByRole('link', { name: TEAM_EMAIL })).toHaveAttribute('href', `mailto:${TEAM_EMAIL}`);
  const plans = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(plans.getByRole('heading', { level: 2 })).toHaveText(['Listing', 'Practice', 'Practice Plus']);
  // No checkout that could not work: the plans offer no button at all.
  await expect(plans.getByRole('button')).toHaveCount(0);
  // A trial is not offered where nothing can start it.
  await expect(page.getByText(fill(en['dashboard.plans.trial'], { days: 30 }))).toHaveCount(0);
  await expectAccessible(page);

  // The administrator finds the practice and assigns Practice through a last day.
  const adminErrors: string[] = [];
  const adminContext = await browser.newContext();
  const admin = await personIn(adminContext, adminErrors);
  await admin.goto('/dashboard/admin/plans');
  await expect(admin).toHaveURL(/\/auth\/sign-in\?next=/);
  await signInWithCode(admin, await newAdmin());
  await expect(admin).toHaveURL((url) => url.pathname === '/dashboard/admin/plans');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.adminPlans.title']);
  await expect(admin.getByRole('table', { name: en['dashboard.adminPlans.title'] })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByLabel(en['dashboard.adminPlans.search']).fill(practice.name.split(' ')[1] as string);
  await admin.getByRole('button', { name: en['dashboard.adminPlans.searchButton'] }).click();
  const row = admin.getByRole('row').filter({ hasText: practice.name });
  await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Listing');
  await expect(row.getByRole('cell').nth(2)).toHaveText(en['dashboard.adminPlans.source.free']);
  await row
    .getByRole('button', {
      name: `${en['dashboard.adminPlans.assign']} ${fill(en['dashboard.adminPlans.assignFor'], { name: practice.name })}`,
    })
    .click();

  const dialog = admin.getByRole('dialog', {
    name: fill(en['dashboard.adminPlans.dialog.title'], { name: practice.name }),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(en['dashboard.adminPlans.dialog.plan'])).toHaveValue('practice');
  await expectAccessible(admin);
  const lastDay = dayFromNow(60);
  await dialog.getByLabel(en['dashboard.adminPlans.dialog.until']).fill(lastDay);
  await dialog.getByRole('button', { name: en['dashboard.adminPlans.dialog.save'] }).click();
  await expect(dialog).toBeHidden();
  await expect(
    admin.getByText(
      fill(en['dashboard.adminPlans.assignedUntil'], {
        name: practice.name,
        plan: 'Practice',
        date: dayText(lastDay, 'en'),
      }),
    ),
  ).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Practice');
  await expect(row.getByRole('cell').nth(2)).toHaveText(en['dashboard.adminPlans.source.admin']);
  await expect(row.getByRole('cell').nth(3)).toHaveText(dayText(lastDay, 'en'));
  await expectAccessible(admin);
  await adminContext.close();
  expect(adminErrors, 'the administrator’s console errors').toEqual([]);

  // Back as the therapist: the room opens.
  await page.goto('/dashboard/waiting-room');
  const open = page.getByRole('checkbox', { name: en['dashboard.waitingRoom.open'] });
  await expect(open).not.toBeChecked();
  await expect(videoRefusal).toHaveCount(0);
  await open.check();
  await expect(page.getByText(en['dashboard.waitingRoom.openOn'])).toBeVisible();
  await page.reload();
  await expect(open).toBeChecked();
  await expectAccessible(page);

  // The widgets' codes show.
  await page.goto('/dashboard/settings/social-widgets');
  await expect(page.getByLabel(en['dashboard.widgets.code'])).toHaveValue(/\/embed\/[a-z0-9-]+\/card"/);
  await expect(page.getByText(fill(en['dashboard.planRequired.feature.widgets'], { plan: 'Practice' }))).toHaveCount(0);

  // The subscription says who arranged the plan and its last day; the plans page says to ask the team.
  await page.goto('/dashboard/settings/subscription');
  await expect(current).toContainText('Practice');
  await expect(current).toContainText(en['dashboard.subscription.badge.assigned']);
  await expect(
    page.getByText(fill(en['dashboard.subscription.state.assignedUntil'], { date: dayText(lastDay, 'en') })),
  ).toBeVisible();
  await expectAccessible(page);
});

/**
 * Stripe returns to the public URL, the first instance's, which has no Stripe: the person is sent
 * on to the second instance, as a load balancer sending them to an instance with Stripe would. Both
 * the stand-in's redirect after paying and its Back link lead there.
 */
async function returnToSecondInstance(page: Page) {
  const toSecond = (url: string) => url.replace(MAIN, SECOND_INSTANCE.url);
  await page.route(`${MAIN}${CALLBACK}?**`, (route) =>
    route.fulfill({ status: 302, headers: { location: toSecond(route.request().url()) } }),
  );
  await page.route(`${STRIPE_STAND_IN.url}/__test/checkout-sessions/**`, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const headers = response.headers();
    await route.fulfill({
      response,
      headers: { ...headers, ...(headers.location && { location: toSecond(headers.location) }) },
    });
  });
}

/** Puts a checkout session into a state on the stand-in, as Stripe would come to have it. */
async function sessionState(
  request: APIRequestContext,
  id: string,
  state: { status?: string; payment_status?: string; subscription_status?: string },
) {
  const answer = await request.post(`${STRIPE_STAND_IN.url}/__test/checkout-sessions/${id}`, { data: state });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The id of the checkout session whose page the browser shows, from its address. */
async function checkoutSession(page: Page): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(STRIPE_STAND_IN.url)}/c/pay/cs_\\w+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stripe Checkout (test stand-in)');
  return new URL(page.url()).pathname.split('/').pop() as string;
}

test('the checkout’s return says what Stripe has: not completed (with a retry), still being paid, then paid; another practice’s checkout is not theirs', async ({
  page,
  browser,
  request,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const on2 = (path: string) => `${SECOND_INSTANCE.url}${path}`;
  await freePractice(page.request, MAIN);

  // Signed in on the first instance is signed in on the second (one database, localhost's cookies),
  // which has Stripe: the plans offer a checkout, with the trial beside the plan that has one.
  await page.goto(on2(PLANS));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.plans.title']);
  await expect(page.getByText(en['dashboard.plans.byTeam'])).toHaveCount(0);
  const card = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
  await expect(card('Practice').getByText(fill(en['dashboard.plans.trial'], { days: 30 }))).toBeVisible();
  await expect(card('Practice Plus').getByText(fill(en['dashboard.plans.trial'], { days: 30 }))).toHaveCount(0);
  const startTrial = page.getByRole('button', { name: fill(en['dashboard.plans.startTrial'], { plan: 'Practice' }) });
  const choosePlus = page.getByRole('button', { name: fill(en['dashboard.plans.choose'], { plan: 'Practice Plus' }) });
  await expect(startTrial).toBeVisible();
  await expect(choosePlus).toBeVisible();
  await expectAccessible(page);
  await returnToSecondInstance(page);

  // The trial's checkout, left with Back: not completed, and Try again leads to the plans.
  await startTrial.click();
  const trialSession = await checkoutSession(page);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(on2(`${CALLBACK}?session_id=${trialSession}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.subscription.callback.title']);
  await expect(page.getByText(en['dashboard.subscription.callback.failed'])).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: en['dashboard.subscription.callback.tryAgain'] }).click();
  await expect(page).toHaveURL(on2(PLANS));

  // Practice Plus, paid by bank debit: still being paid, so the page asks again, and says so once
  // Stripe has the payment.
  await choosePlus.click();
  const plusSession = await checkoutSession(page);
  await page.getByRole('button', { name: 'Pay by bank debit (processing)' }).click();
  await expect(page).toHaveURL(on2(`${CALLBACK}?session_id=${plusSession}`));
  await expect(page.getByText(en['dashboard.subscription.callback.processing'])).toBeVisible();
  await expectAccessible(page);
  await sessionState(request, plusSession, { payment_status: 'paid', subscription_status: 'active' });
  await expect(
    page.getByText(fill(en['dashboard.subscription.callback.success'], { plan: 'Practice Plus' })),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(en['dashboard.subscription.callback.processing'])).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: en['dashboard.subscription.callback.toSubscription'] }).click();
  await expect(page).toHaveURL(on2('/dashboard/settings/subscription'));
  const current = page.getByRole('heading', { level: 2, name: new RegExp(`^${en['dashboard.subscription.current']}`) });
  await expect(current).toContainText('Practice Plus');
  await expect(current).toContainText(en['dashboard.subscription.badge.active']);
  await expect(page.getByText(pattern(en['dashboard.subscription.state.active'], {}))).toBeVisible();
  await expectAccessible(page);

  // The trial's checkout was closed when Practice Plus was chosen: expired, it stays not completed.
  await page.goto(on2(`${CALLBACK}?session_id=${trialSession}`));
  await expect(page.getByText(en['dashboard.subscription.callback.failed'])).toBeVisible();

  // Another practice with the paid session's id: not theirs, so not completed, and nothing changes.
  const otherErrors: string[] = [];
  const otherContext = await browser.newContext({ baseURL: SECOND_INSTANCE.url });
  const other = await personIn(otherContext, otherErrors);
  await freePractice(other.request, SECOND_INSTANCE.url);
  const notTheirs = await other.request.get(`/api/v1/subscription/callback?session_id=${plusSession}`);
  expect(notTheirs.status()).toBe(404);
  await other.goto(`${CALLBACK}?session_id=${plusSession}`);
  await expect(other.getByText(en['dashboard.subscription.callback.failed'])).toBeVisible();
  await expect(
    other.getByText(fill(en['dashboard.subscription.callback.success'], { plan: 'Practice Plus' })),
  ).toHaveCount(0);
  await expectAccessible(other);
  await other.goto('/dashboard/settings/subscription');
  await expect(
    other.getByRole('heading', { level: 2, name: new RegExp(`^${en['dashboard.subscription.current']}`) }),
  ).toContainText('Listing');
  await otherContext.close();
  expect(otherErrors, 'the other practice’s console errors').toEqual([]);
});

test('a free practice whose account speaks German reads the refusal and the plans in German', async ({
  page,
  expectAccessible,
}) => {
  await freePractice(page.request, MAIN, 'de');
  await page.goto('/dashboard/waiting-room');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de['dashboard.waitingRoom.title']);
  await expect(page.getByText(fill(de['dashboard.planRequired.feature.video'], { plan: 'Praxis' }))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: de['dashboard.planRequired.link'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === PLANS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de['dashboard.plans.title']);
  await expect(page.getByText(de['dashboard.plans.byTeam'])).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText([
    'Eintrag',
    'Praxis',
    'Praxis Plus',
  ]);
  await expect(page.getByText(de['dashboard.plans.feature.video']).first()).toBeVisible();
  await expectAccessible(page);
});
