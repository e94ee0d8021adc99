import { randomBytes } from 'node:crypto';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { freePractice, signInAsPractice } from './practice.ts';

const en = ui.en;

const soap = {
  subjective: 'Sleeps badly since the move; worries about work at night.',
  objective: 'Calm, good eye contact, speech normal in rate and tone.',
  assessment: 'Adjustment-related insomnia; no risk indicators.',
  plan: 'Sleep diary for two weeks; review it at the next session.',
};

test('the therapist adds a client by hand, writes a SOAP note, signs it and reads it after a reload', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  // A long journey through many screens, each checked with axe: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const suffix = randomBytes(3).toString('hex');
  const name = `Ilse Vermeer ${suffix}`;
  // A practice of the test's own (the records it opens are its alone), signed in on the page below.
  const practice = await freePractice(page.request, baseURL as string);
  await page.context().clearCookies();

  await page.goto('/dashboard/my-clients');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard%2Fmy-clients$/);
  await signInAsPractice(page, practice);
  await expect(page).toHaveURL(/\/dashboard\/my-clients$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.clients.title']);
  await expect(page.getByRole('link', { name: en['dashboard.nav.clients'] })).toHaveAttribute('aria-current', 'page');

  // Add a client by hand; a wrong email is caught before anything is sent.
  const form = page.getByRole('form', { name: en['dashboard.clients.add.title'] });
  await form.getByLabel(en['dashboard.clients.add.name']).fill(name);
  await form.getByLabel(en['dashboard.clients.add.email']).fill('not an address');
  await form.getByRole('button', { name: en['dashboard.clients.add.submit'] }).click();
  await expect(form.getByText(en['dashboard.clients.problem.email'])).toBeVisible();
  await form.getByLabel(en['dashboard.clients.add.email']).fill(`ilse-${suffix}@example.test`);
  await form.getByRole('button', { name: en['dashboard.clients.add.submit'] }).click();
  await expect(form.getByText(en['dashboard.clients.add.done'].replace('{name}', name))).toBeVisible();
  await expectAccessible(page);

  // Search finds them; open the record.
  await page.getByLabel(en['dashboard.clients.search']).fill(`vermeer ${suffix}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-clients\/[0-9a-f-]{36}\/overview$/);
  const recordUrl = page.url().replace(/\/overview$/, '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const tabs = page.getByRole('navigation', { name: en['dashboard.clients.record.label'] });
  await expect(tabs.getByRole('link', { name: en['dashboard.clients.tab.overview'] })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(en['dashboard.clients.overview.nothingInvoiced'])).toBeVisible();
  // The opening just now is already in the access log.
  const log = page.getByRole('table', { name: en['dashboard.clients.log.title'] });
  await expect(log.getByRole('row').nth(1)).toContainText(en['dashboard.clients.action.overview.read']);
  await expectAccessible(page);

  // Write a SOAP note, sign and lock it.
  await tabs.getByRole('link', { name: en['dashboard.clients.tab.notes'] }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByText(en['dashboard.clients.notes.empty'])).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${en['dashboard.clients.notes.template.soap']}`) }).check();
  await page.getByLabel(en['dashboard.clients.notes.field.subjective'], { exact: true }).fill(soap.subjective);
  await page.getByLabel(en['dashboard.clients.notes.field.objective'], { exact: true }).fill(soap.objective);
  await page.getByLabel(en['dashboard.clients.notes.field.assessment'], { exact: true }).fill(soap.assessment);
  await page.getByLabel(en['dashboard.clients.notes.field.plan'], { exact: true }).fill(soap.plan);
  await page.getByRole('button', { name: en['dashboard.clients.notes.saveDraft'] }).click();
  await expect(page.getByText(en['dashboard.clients.notes.saved'])).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: en['dashboard.clients.notes.sign'] }).click();
  const confirm = page.getByRole('dialog', { name: en['dashboard.clients.notes.signConfirmTitle'] });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: en['dashboard.clients.notes.signConfirmYes'] }).click();
  await expect(page.getByText(en['dashboard.clients.notes.signed'])).toBeVisible();

  // After a reload the signed note is there, readable and no longer editable.
  await page.reload();
  const note = page.getByRole('article');
  await expect(note).toHaveCount(1);
  await expect(note.getByRole('heading')).toContainText(en['dashboard.clients.notes.template.soap']);
  for (const text of Object.values(soap)) await expect(note.getByText(text)).toBeVisible();
  await expect(note.getByText(/^Signed /)).toBeVisible();
  await expect(note.getByRole('button', { name: en['dashboard.clients.notes.edit'] })).toHaveCount(0);
  await expectAccessible(page);

  // The profile: edit and keep the details.
  await tabs.getByRole('link', { name: en['dashboard.clients.tab.profile'] }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel(en['dashboard.clients.profile.dateOfBirth']).fill('1988-05-17');
  await page
    .getByLabel(en['dashboard.clients.profile.emergencyContact'])
    .fill('Joost Vermeer (brother), +31 6 1234 5678');
  await page.getByLabel(en['dashboard.clients.profile.treatmentConsent']).fill('2026-01-15');
  await page.getByRole('button', { name: en['dashboard.clients.profile.save'] }).click();
  await expect(page.getByText(en['dashboard.clients.profile.saved'])).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel(en['dashboard.clients.profile.dateOfBirth'])).toHaveValue('1988-05-17');
  await expect(page.getByLabel(en['dashboard.clients.profile.treatmentConsent'])).toHaveValue('2026-01-15');

  await tabs.getByRole('link', { name: en['dashboard.clients.tab.appointments'] }).click();
  await expect(page.getByText(en['dashboard.clients.appointments.empty'])).toBeVisible();
  await expectAccessible(page);

  await tabs.getByRole('link', { name: en['dashboard.clients.tab.invoices'] }).click();
  await expect(page.getByText(/^Nothing has been invoiced to Ilse Vermeer/)).toBeVisible();
  await expectAccessible(page);

  // Without a tab, the record opens on its overview; the log lists what happened, newest first.
  await page.goto(recordUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(tabs.getByRole('link', { name: en['dashboard.clients.tab.overview'] })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(log).toContainText(en['dashboard.clients.action.note.sign']);
  await expect(log).toContainText(en['dashboard.clients.action.client.create']);
});

test('a record that is not one of the therapist’s clients answers 404', async ({ page, baseURL, expectAccessible }) => {
  const practice = await freePractice(page.request, baseURL as string);
  await page.context().clearCookies();
  const path = '/dashboard/my-clients/00000000-0000-4000-8000-000000000000/notes';
  await page.goto(`/auth/sign-in?next=${path}`);
  const response = page.waitForResponse((r) => r.url().endsWith(path));
  await signInAsPractice(page, practice);
  expect((await response).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['status.404.title']);
  await expectAccessible(page);
});
