import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { signInAsDemo } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';
import { listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;
const field = (key: string) => en[`dashboard.profile.field.${key}` as keyof typeof en];

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(en['auth.signIn.email']).fill(email);
  await page.getByLabel(en['auth.signIn.password']).fill(password);
  await page.getByRole('button', { name: en['auth.signIn.submit'] }).click();
}

/** Picks a term from a searchable list: narrows it by typing, then ticks the exact name. */
async function pick(page: Page, legend: string, search: string, name: string) {
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel(en['dashboard.profile.picker.filter']).fill(search);
  await group.getByRole('checkbox', { name, exact: true }).check();
}

const continueButton = (page: Page) => page.getByRole('button', { name: en['profileWizard.continue'] });

test('a new therapist builds a profile step by step, fixes a mistake and finds their draft after a reload', async ({
  page,
  expectAccessible,
}) => {
  // A long journey through many screens, each checked with axe: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const email = `wizard-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Quiet harbour ${randomBytes(4).toString('hex')} lanterns`;
  await page.goto('/auth/register?role=therapist');
  await page.getByLabel(en['auth.register.name']).fill('Lena Vogt');
  await page.getByLabel(en['auth.register.email']).fill(email);
  await page.getByLabel(en['auth.register.password']).fill(password);
  await page.getByRole('button', { name: en['auth.register.submit'] }).click();
  await expect(page.getByRole('heading', { name: en['auth.register.done.title'] })).toBeVisible();

  // The wizard asks a visitor to sign in and brings them back to the first step.
  await page.goto('/home/profile/create');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fhome%2Fprofile%2Fcreate$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/home\/profile\/create\/general-info$/);
  const progress = page.getByRole('navigation', { name: en['profileWizard.progress.label'] });
  await expect(progress.getByRole('link', { name: en['profileWizard.step.general-info'] })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByLabel(field('firstName'))).toHaveValue('Lena');
  await expect(page.getByLabel(field('lastName'))).toHaveValue('Vogt');
  await expectAccessible(page);

  // General info, with one mistake: email chosen as a way to reach them, but no address given.
  await page.getByLabel(field('title')).fill('Psychological psychotherapist');
  await page.getByLabel(field('country')).selectOption({ label: 'Germany' });
  await page.getByRole('checkbox', { name: en['dashboard.profile.contact.email'] }).check();
  await pick(page, field('languages'), 'germ', 'German');
  await pick(page, field('languages'), 'engl', 'English');
  await continueButton(page).click();
  const summary = page.getByRole('alert').filter({ hasText: en['dashboard.profile.errors.title'] });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(en['dashboard.profile.error.contactDetailMissing']);
  await expect(page.getByLabel(field('email'))).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await summary.getByRole('link').click();
  await expect(page.getByLabel(field('email'))).toBeFocused();
  await page.getByLabel(field('email')).fill('praxis@vogt.example');
  await continueButton(page).click();

  // About and approach: the draft is saved while typing and is there after a reload.
  await expect(page).toHaveURL(/\/home\/profile\/create\/about-and-approach$/);
  const about =
    'I accompany adults through anxiety, low mood and times of change, calmly and at eye level, in German or English.';
  await page.getByLabel(field('about')).fill(about);
  await page.getByLabel(field('approach')).fill('Cognitive behavioural therapy with elements of schema therapy.');
  await expect(page.getByRole('status').filter({ hasText: en['profileWizard.autosave.saved'] })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(field('about'))).toHaveValue(about);
  await expect(progress.getByRole('link', { name: en['profileWizard.step.general-info'] })).toContainText(
    en['profileWizard.progress.complete'],
  );
  await expectAccessible(page);
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/home\/profile\/create\/experience$/);
  await page.getByLabel(field('yearsExperience')).fill('9');
  await page
    .getByLabel(en['dashboard.profile.list.entry'].replace('{label}', field('education')).replace('{number}', '1'))
    .fill('MSc Clinical Psychology, Humboldt University of Berlin');
  await expectAccessible(page);
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/home\/profile\/create\/expertise-areas$/);
  await pick(page, field('categories'), 'anx', 'Anxiety');
  await pick(page, field('approaches'), 'behav', 'Cognitive behavioural therapy (CBT)');
  await expectAccessible(page);
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/home\/profile\/create\/practice-info$/);
  await page.getByRole('checkbox', { name: field('offersInPerson') }).check();
  await page.getByLabel(field('street')).fill('Oranienstraße 25');
  await page.getByLabel(field('postalCode')).fill('10999');
  await page.getByLabel(field('city')).selectOption({ label: 'Berlin' });
  await page.getByLabel(field('district')).selectOption({ label: 'Kreuzberg' });
  await page.getByLabel(en['dashboard.profile.field.sessionPrice'].replace('{currency}', 'EUR')).fill('95');
  await expectAccessible(page);
  await continueButton(page).click();

  // The photo step is next; the entry page resumes here, and the form steps show as complete.
  await expect(page).toHaveURL(/\/home\/profile\/create\/photos$/);
  await page.goto('/home/profile/create');
  await expect(page).toHaveURL(/\/home\/profile\/create\/photos$/);
  for (const step of [
    'general-info',
    'about-and-approach',
    'experience',
    'expertise-areas',
    'practice-info',
  ] as const) {
    await expect(progress.getByRole('link', { name: en[`profileWizard.step.${step}`] })).toContainText(
      en['profileWizard.progress.complete'],
    );
  }
  await expect(progress.getByRole('link', { name: en['profileWizard.step.photos'] })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expectAccessible(page);

  // The last step hands over to verification, with nothing of the wizard's own left to do.
  await progress.getByRole('link', { name: en['profileWizard.step.verification'] }).click();
  await expect(page.getByRole('heading', { level: 2, name: en['profileWizard.step.verification'] })).toBeVisible();
  await expect(page.getByText(en['profileWizard.unfinished'])).toHaveCount(0);
  await expectAccessible(page);
});

test('a client who opens the wizard sees that it is not for them', async ({ page }) => {
  await page.goto('/auth/sign-in?next=/home/profile/create/general-info');
  await signInAsDemo(page, 'client@demo.calma.test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['status.403.title']);
  const response = await page.goto('/home/profile/create/general-info');
  expect(response?.status()).toBe(403);
});

test('a verified therapist edits their texts and bookshelf, and the public profile shows them at once', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  // A long journey through many screens, each checked with axe: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  // A listed practice of the test's own, in Kreuzberg, signed in on the page below.
  const practice = await listedPractice(page.request, baseURL as string, { inBerlin: true });
  await page.context().clearCookies();
  await page.goto('/dashboard/profile/edit/about-and-approach');
  await signInAsPractice(page, practice);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.profile.section.about-and-approach']);
  await page.getByLabel(en['dashboard.profile.texts.locale']).selectOption({ label: 'English' });
  await expectAccessible(page);

  // Too short is refused and said next to the field; the fix is saved.
  await page.getByLabel(field('about')).fill('Too short.');
  await page.getByRole('button', { name: en['dashboard.profile.save'] }).click();
  await expect(page.getByRole('alert')).toContainText(en['dashboard.profile.error.tooShort'].replace('{min}', '50'));
  const about = `Edited in the dashboard ${randomBytes(3).toString('hex')}: I work with adults facing anxiety and burnout.`;
  await page.getByLabel(field('about')).fill(about);
  await page.getByRole('button', { name: en['dashboard.profile.save'] }).click();
  await expect(page.getByRole('status').filter({ hasText: en['dashboard.profile.saved'] })).toBeVisible();

  // A book with a mistyped ISBN, then the right one.
  await page
    .getByRole('navigation', { name: en['dashboard.profile.sections.label'] })
    .getByRole('link', { name: en['dashboard.profile.section.bookshelf'] })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/edit\/bookshelf$/);
  await page.getByRole('button', { name: en['dashboard.profile.books.add'] }).click();
  await page.getByLabel(field('bookTitle')).last().fill('Man’s Search for Meaning');
  await page.getByLabel(field('author')).last().fill('Viktor E. Frankl');
  await page.getByLabel(field('isbn')).last().fill('978-0-8070-1427-2');
  await page.getByRole('button', { name: en['dashboard.profile.save'] }).click();
  await expect(page.getByRole('alert')).toContainText(en['dashboard.profile.error.invalidIsbn']);
  await expectAccessible(page);
  await page.getByLabel(field('isbn')).last().fill('978-0-8070-1427-1');
  await page.getByRole('button', { name: en['dashboard.profile.save'] }).click();
  await expect(page.getByRole('status').filter({ hasText: en['dashboard.profile.saved'] })).toBeVisible();

  // The localised profile lists English as written.
  await page
    .getByRole('navigation', { name: en['dashboard.profile.sections.label'] })
    .getByRole('link', { name: en['dashboard.profile.section.localised-profile'] })
    .click();
  await expect(page.getByRole('row', { name: /English/ })).not.toContainText(en['dashboard.profile.localised.missing']);
  await expectAccessible(page);

  // Every other section of the editor opens with its form.
  const sections = page.getByRole('navigation', { name: en['dashboard.profile.sections.label'] });
  for (const section of ['general-info', 'experience', 'expertise-areas', 'directory-settings'] as const) {
    await sections.getByRole('link', { name: en[`dashboard.profile.section.${section}`] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en[`dashboard.profile.section.${section}`]);
    await expect(page.getByRole('button', { name: en['dashboard.profile.save'] })).toBeVisible();
    await expectAccessible(page);
  }
  await expect(page.getByRole('link', { name: 'Berlin – Kreuzberg' })).toBeVisible();

  const me = await (await page.request.get('/api/v1/auth/me')).json();
  await page.goto(me.therapistUrl);
  await expect(page.getByText(about)).toBeVisible();
  const books = page.getByRole('region', { name: en['profile.books.title'] });
  await expect(books.getByText('Man’s Search for Meaning', { exact: true })).toBeVisible();
  await expect(books.getByRole('link')).toHaveAttribute('href', 'https://openlibrary.org/isbn/9780807014271');
  await expectAccessible(page);

  // A verified therapist is past the wizard: its entry page sends them to the dashboard.
  await page.goto('/de/home/profile/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.de['profileWizard.verified.title']);
  await page.getByRole('link', { name: ui.de['profileWizard.toDashboard'] }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/edit\/general-info$/);
});
