import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;
const field = (key: string) => en[`dashboard.profile.field.${key}` as keyof typeof en];
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

/** A surname no other run shares, in letters only (names are checked as names). */
const uniqueName = () =>
  `Ref${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;

interface Therapist {
  name: string;
  email: string;
  password: string;
}

const newTherapist = (first: string): Therapist => ({
  name: `${first} ${uniqueName()}`,
  email: `referrals-${randomBytes(5).toString('hex')}@example.test`,
  password: `Lantern meadow ${randomBytes(4).toString('hex')} tides`,
});

/** Fills in the registration form showing now and sends it. */
async function register(page: Page, therapist: Therapist) {
  await page.getByLabel(en['auth.register.name']).fill(therapist.name);
  await page.getByLabel(en['auth.register.email']).fill(therapist.email);
  await page.getByLabel(en['auth.register.password']).fill(therapist.password);
  await page.getByRole('button', { name: en['auth.register.submit'] }).click();
  await expect(page.getByRole('heading', { name: en['auth.register.done.title'] })).toBeFocused();
}

/** The verification link sent to `to`, read from the development mailbox. */
async function verificationLink(page: Page, to: string): Promise<string> {
  const subject = 'Confirm your email address for Calma';
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  // The email leaves just after the answer: look again until it is there.
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await row.getByRole('link', { name: subject }).click();
  const text = (await page.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/.exec(text)?.[0];
  expect(link, 'a verification link in the email').toBeTruthy();
  return link as string;
}

/** The profile's first step (which makes the practice), for a therapist signed in on the wizard. */
async function startProfile(page: Page, therapist: Therapist) {
  await expect(page).toHaveURL(/\/home\/profile\/create\/general-info$/);
  await expect(page.getByLabel(field('lastName'))).toHaveValue(therapist.name.split(' ')[1] ?? '');
  await page.getByLabel(field('title')).fill('Psychological psychotherapist');
  await page.getByLabel(field('country')).selectOption({ label: 'Germany' });
  await page.getByRole('checkbox', { name: en['dashboard.profile.contact.email'] }).check();
  await page.getByLabel(field('email')).fill(therapist.email);
  const languages = page.getByRole('group', { name: field('languages'), exact: true });
  await languages.getByLabel(en['dashboard.profile.picker.filter']).fill('germ');
  await languages.getByRole('checkbox', { name: 'German', exact: true }).check();
  await page.getByRole('button', { name: en['profileWizard.continue'] }).click();
  await expect(page).toHaveURL(/\/home\/profile\/create\/about-and-approach$/);
}

// The referral link is copied to the clipboard and read back from it.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a therapist invites a colleague by link and by email, and sees the colleague who registered through the link', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  // A sign-in with two steps, an account, a mailbox, the profile's first step and several axe checks.
  test.setTimeout(150_000);
  const colleague = newTherapist('Tomas');

  // The referrer is a verified practice of the test's own: only a verified practice invites by email.
  const practice = await listedPractice(page.request, baseURL as string);
  await page.context().clearCookies();
  await page.goto('/auth/sign-in?next=/dashboard/settings/referrals');
  await signInAsPractice(page, practice);
  await expect(page.getByRole('heading', { level: 1, name: en['dashboard.referrals.title'] })).toBeVisible();
  const linkField = page.getByLabel(en['dashboard.referrals.linkLabel']);
  const link = await linkField.inputValue();
  const url = new URL(link);
  expect(url.pathname).toBe('/for-therapists');
  const code = url.searchParams.get('ref') ?? '';
  expect(code).toMatch(/^[A-Za-z0-9]{8}$/);
  // The name the registration page shows for the code: a verified practice's.
  const lookup = await page.request.get(`/api/v1/referrals/codes/${code}`);
  expect(lookup.status()).toBe(200);
  const referrer = (await lookup.json()) as { name: string };
  await page.getByRole('button', { name: en['dashboard.referrals.copy'] }).click();
  await expect(page.getByText(en['dashboard.referrals.copied'])).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectAccessible(page);

  // An invitation by email: an address that cannot be one is refused at the field, as typed.
  const emailField = page.getByLabel(en['dashboard.referrals.email']);
  await emailField.fill('colleague@');
  await page.getByRole('button', { name: en['dashboard.referrals.send'] }).click();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription(en['dashboard.referrals.error.email']);
  // Focus returns to the field, so a screen reader reads the error out with it.
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveValue('colleague@');
  await expectAccessible(page);
  const invited = `invited-${randomBytes(4).toString('hex')}@example.test`;
  await emailField.fill(invited);
  await page.getByLabel(en['dashboard.referrals.language']).selectOption('de');
  await page.getByRole('button', { name: en['dashboard.referrals.send'] }).click();
  await expect(page.getByText(fill(en['dashboard.referrals.sent'], { email: invited }))).toBeVisible();
  await expect(emailField).toHaveValue('');
  await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
  const colleagues = page.getByRole('table', { name: en['dashboard.referrals.colleagues'] });
  const invitedRow = colleagues.getByRole('row').filter({ hasText: invited });
  await expect(invitedRow.getByRole('cell').first()).toHaveText(en['dashboard.referrals.state.invited']);
  await expectAccessible(page);

  // The colleague, in a browser of their own, follows the link to registration.
  const colleagueContext = await browser.newContext();
  const visitor = await colleagueContext.newPage();
  await visitor.goto(`${url.pathname}${url.search}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.getByRole('main').getByRole('link', { name: 'Apply as a therapist' }).click();
  await expect(visitor).toHaveURL(/\/apply$/);
  await visitor.getByRole('main').getByRole('link', { name: 'Start your application' }).click();
  await expect(visitor).toHaveURL(/\/auth\/register\?role=therapist$/);
  await expect(visitor.getByRole('radio', { name: en['auth.register.role.therapist'] })).toBeChecked();
  const invitedBy = fill(en['referral.invitedBy'], { name: referrer.name, plan: '' }).split(':')[0] ?? '';
  await expect(visitor.getByText(invitedBy)).toBeVisible();
  await expectAccessible(visitor);
  await register(visitor, colleague);

  // They confirm their address from the mailbox (which signs them in) and start their profile.
  await visitor.goto(await verificationLink(visitor, colleague.email));
  await expect(visitor.getByRole('status')).toHaveText(en['auth.verify.signedIn']);
  await visitor.goto('/home/profile/create');
  await startProfile(visitor, colleague);
  // Their own referrals page names who invited them.
  await visitor.goto('/dashboard/settings/referrals');
  await expect(
    visitor.getByText(fill(en['dashboard.referrals.referredByText'], { name: referrer.name })),
  ).toBeVisible();
  await expectAccessible(visitor);
  // Not verified yet, they cannot invite by email; the page says why and when they can.
  const theirField = visitor.getByLabel(en['dashboard.referrals.email']);
  await theirField.fill(`invited-${randomBytes(4).toString('hex')}@example.test`);
  await visitor.getByRole('button', { name: en['dashboard.referrals.send'] }).click();
  await expect(theirField).toHaveAccessibleDescription(en['dashboard.referrals.error.THERAPIST_NOT_VERIFIED']);
  await expectAccessible(visitor);
  await colleagueContext.close();

  // The referrer sees the colleague as registered.
  await page.reload();
  const row = colleagues.getByRole('row').filter({ hasText: colleague.name });
  await expect(row.getByRole('cell').first()).toHaveText(en['dashboard.referrals.state.registered']);
  await expect(invitedRow).toBeVisible();
  await expectAccessible(page);
});
