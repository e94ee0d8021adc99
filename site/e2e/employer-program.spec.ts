import { randomBytes, randomInt } from 'node:crypto';
import type { Me, ProgramSettings } from '@calma/api/contract';
import type { Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { newAdmin } from './admin.ts';
import { expect, test } from './fixtures.ts';
import { mailNaming } from './mailbox.ts';
import { listedPractice, signInAsPractice } from './practice.ts';
import { signInWithCode } from './two-step.ts';

const en = ui.en;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
/** The demo company (api/src/seed/program.ts): its access code, its domain, six sessions a year. */
const COMPANY = 'Nordlicht Logistik GmbH';
const CODE = 'NORDLICHT-2026';

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

const next = (page: Page) => page.getByRole('button', { name: en['booking.next'], exact: true });

/** Chooses a free time five to seven weeks ahead, on a day and at a time picked at random. */
async function chooseTime(page: Page) {
  for (let week = randomInt(5, 8); week > 0; week--) {
    await page.getByRole('button', { name: en['booking.time.nextWeek'] }).click();
  }
  const days = page.getByRole('group', { name: /^Day \(/ }).getByRole('radio', { disabled: false });
  await expect(days.first()).toBeVisible();
  await days.nth(randomInt(await days.count())).check();
  const times = page.getByRole('group', { name: /^Free times on / }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  await times.nth(randomInt(await times.count())).check();
}

test('an employee books a program session with the company’s code, and the therapist sees it as one', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(150_000);
  // The therapist, in their own browser: their booking page, and later their sessions. A listed
  // practice of the test's own, whose requests wait for it, taking part in the program with its
  // one service in every language of its profile; signed in on the page below.
  const therapistContext = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  const therapist = await therapistContext.newPage();
  const practice = await listedPractice(therapist.request, baseURL as string, { open: { requiresConfirmation: true } });
  const { options } = (await (await therapist.request.get('/api/v1/program/settings')).json()) as ProgramSettings;
  const joined = await therapist.request.put('/api/v1/program/settings', {
    data: {
      enabled: true,
      rateMinor: 8000,
      serviceIds: options.services.map((service) => service.id),
      languages: options.languages.map((language) => language.code),
      maxClients: 50,
    },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await therapistContext.clearCookies();
  await therapist.goto('/auth/sign-in?next=/dashboard');
  await signInAsPractice(therapist, practice);
  await expect(therapist).toHaveURL((url) => url.pathname === '/dashboard');
  const me = await therapist.evaluate(async () => (await fetch('/api/v1/auth/me')).json() as Promise<Me>);
  expect(me.therapistSlug).toEqual(expect.any(String));

  await page.goto(`/book/${me.therapistSlug}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const therapistName = title.replace(fill(en['booking.title'], { name: '' }), '').trim();
  expect(therapistName).not.toBe('');

  // Through the employer: a wrong code is refused at its field, the work address stays.
  await page.getByText(en['booking.program.summary']).click();
  const codeField = page.getByLabel(en['booking.program.code']);
  const emailField = page.getByLabel(en['booking.program.email']);
  const workEmail = `e2e.${randomBytes(5).toString('hex')}@nordlicht.example`;
  await codeField.fill('NORDLICHT-1999');
  await emailField.fill(workEmail);
  await expectAccessible(page);
  await page.getByRole('button', { name: en['booking.program.check'], exact: true }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAccessibleDescription(
    new RegExp(en['booking.program.error.codeUnknown'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(codeField).toHaveValue('NORDLICHT-1999');
  await expect(emailField).toHaveValue(workEmail);
  await expectAccessible(page);

  // The right code: covered, with the year's budget, and nothing to pay.
  await codeField.fill(CODE);
  await page.getByRole('button', { name: en['booking.program.check'], exact: true }).click();
  await expect(page.getByText(fill(en['booking.program.coveredBy'], { company: COMPANY }))).toBeVisible();
  await expect(page.getByText(fill(en['booking.program.left.year'], { left: 6, total: 6 }))).toBeVisible();
  await expect(page.getByText(en['booking.program.free'])).toBeVisible();
  await expect(page.getByText(fill(en['booking.program.services'], { company: COMPANY }))).toBeVisible();
  await expectAccessible(page);

  const services = page.getByRole('group', { name: en['booking.service.title'] });
  const covered = services.getByRole('radio', { name: /Covered · €0\.00 for you/ });
  await expect(covered.first()).toBeVisible();
  await covered.first().check();
  await next(page).click();

  const meet = page.getByRole('heading', { name: en['booking.modality.title'] });
  const time = page.getByRole('heading', { name: en['booking.time.title'] });
  await expect(meet.or(time)).toBeFocused();
  if (await meet.isVisible()) {
    await page.getByRole('radio', { name: en['booking.modality.online'] }).check();
    await next(page).click();
  }
  await expect(time).toBeFocused();
  await chooseTime(page);
  await expectAccessible(page);
  await next(page).click();

  const employee = { name: `Jonas Program ${Date.now()}`, email: workEmail };
  await expect(page.getByRole('heading', { name: en['booking.details.title'] })).toBeFocused();
  await page.getByLabel(en['booking.details.name']).fill(employee.name);
  await page.getByLabel(en['booking.details.email']).fill(employee.email);
  await next(page).click();

  // The summary says who pays; confirming costs nothing. Should another journey take the time
  // first, a fresh one is offered and chosen.
  await expect(page.getByRole('heading', { name: en['booking.confirm.title'] })).toBeFocused();
  await expect(page.getByText(fill(en['booking.program.confirm'], { company: COMPANY }))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: en['booking.confirm.submit'] }).click();
  const done = page.getByRole('heading', { name: en['booking.done.title.guest'] });
  await expect(done.or(page.getByRole('alert').filter({ hasText: en['booking.time.taken'] }))).toBeVisible();
  if (!(await done.isVisible())) {
    await page.getByRole('group', { name: en['booking.time.fresh'] }).getByRole('radio').first().check();
    await next(page).click();
    await next(page).click();
    await page.getByRole('button', { name: en['booking.confirm.submit'] }).click();
  }
  await expect(done).toBeFocused();
  await expectAccessible(page);

  // The employee confirms from the email.
  const text = await newestMail(page, employee.email, /Please confirm your booking/);
  const link = /https?:\/\/\S+\/appointment\/\S+/.exec(text)?.[0] ?? '';
  expect(link).toContain('?key=');
  await page.goto(link);
  await page.getByRole('button', { name: en['appointment.confirmEmail'] }).click();
  await expect(page.getByText(fill(en['appointment.confirmed.requested'], { name: therapistName }))).toBeVisible();
  await expectAccessible(page);

  // The therapist sees the request marked as a program session of the company.
  await mailNaming(therapist, practice.email, employee.name);
  await therapist.goto('/dashboard/sessions?scope=requests');
  const request = therapist.getByRole('listitem').filter({ hasText: employee.name });
  await expect(request.getByText(fill(en['dashboard.sessions.program'], { company: COMPANY }))).toBeVisible();
  await expectAccessible(therapist);

  // And on the program page, in the session's month.
  await therapist.goto('/dashboard/settings/program');
  await expect(therapist.getByRole('heading', { level: 1, name: en['dashboard.program.title'] })).toBeVisible();
  await expect(therapist.getByRole('checkbox', { name: en['dashboard.program.enabled'] })).toBeChecked();
  const sessions = therapist.getByRole('region', { name: /^Program sessions in / });
  const row = sessions.getByRole('row').filter({ hasText: employee.name });
  for (let month = 0; month < 3 && !(await row.isVisible()); month++) {
    await sessions.getByRole('button', { name: en['dashboard.program.sessions.next'] }).click();
    await expect(sessions).not.toHaveAttribute('aria-busy', 'true');
  }
  await expect(row).toContainText(COMPANY);
  await expect(row).toContainText(en['dashboard.sessions.status.requested']);
  await expectAccessible(therapist);
  await therapistContext.close();
});

test('an administrator sees the program’s companies and a month’s statement of counts', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.goto('/auth/sign-in?next=/dashboard/admin/program');
  await signInWithCode(page, await newAdmin());
  await expect(page.getByRole('heading', { level: 1, name: en['dashboard.adminProgram.title'] })).toBeVisible();
  const companies = page.getByRole('table', { name: en['dashboard.adminProgram.title'] });
  const nordlicht = companies.getByRole('row').filter({ hasText: COMPANY });
  await expect(nordlicht).toContainText(CODE);
  await expect(nordlicht).toContainText('@nordlicht.example');
  await expect(nordlicht).toContainText(fill(en['dashboard.adminProgram.budget.year'], { count: 6 }));
  await expect(companies.getByRole('row').filter({ hasText: 'Hafenblick Versicherung AG' })).toContainText(
    fill(en['dashboard.adminProgram.budget.quarter'], { count: 4 }),
  );
  await expectAccessible(page);

  // The dialog to change a company, opened and left without saving.
  await nordlicht.getByRole('button', { name: `${en['dashboard.adminProgram.edit']} ${COMPANY}` }).click();
  const dialog = page.getByRole('dialog', { name: fill(en['dashboard.adminProgram.dialog.edit'], { name: COMPANY }) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(en['dashboard.adminProgram.field.accessCode'])).toHaveValue(CODE);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: en['dashboard.adminProgram.dialog.cancel'] }).click();
  await expect(dialog).toBeHidden();

  // This month's statement: counts and an amount, no one named.
  const statement = page.getByRole('region', { name: en['dashboard.adminProgram.statement.title'] });
  await statement.getByLabel(en['dashboard.adminProgram.statement.company']).selectOption({ label: COMPANY });
  const month = await statement.getByLabel(en['dashboard.adminProgram.statement.month'], { exact: true }).inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  await statement.getByRole('button', { name: en['dashboard.adminProgram.statement.show'] }).click();
  const result = statement.getByRole('region', { name: new RegExp(`^${COMPANY}, `) });
  await expect(result).toBeVisible();
  for (const term of ['sessionsHeld', 'sessionsBooked', 'employees', 'amount'] as const) {
    await expect(result.getByText(en[`dashboard.adminProgram.statement.${term}`], { exact: true })).toBeVisible();
  }
  await expect(result.getByText(en['dashboard.adminProgram.statement.countsOnly'])).toBeVisible();
  await expect(result).not.toContainText('Jana Krüger');
  await expectAccessible(page);
});
