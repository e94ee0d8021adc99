import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ui } from '../src/i18n/index.ts';
import { newAdmin } from './admin.ts';
import { expect, test } from './fixtures.ts';
import { signInWithCode } from './two-step.ts';

const en = ui.en;
const field = (key: string) => en[`dashboard.profile.field.${key}` as keyof typeof en];
const continueButton = (page: Page) => page.getByRole('button', { name: en['profileWizard.continue'] });
const errorSummary = (page: Page) => page.getByRole('alert').filter({ hasText: en['dashboard.profile.errors.title'] });

async function signIn(page: Page, email: string, password: string) {
  // The sign-in page first tries to renew a session in the background; type once it has settled.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
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

/** A name no other test run shares, in letters only (names are checked as names). */
const uniqueName = () =>
  `Quell${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#8fb3a8' } })
    .png()
    .toBuffer();

let files = '';
test.beforeAll(async () => {
  files = await mkdtemp(path.join(tmpdir(), 'calma-onboarding-'));
});
test.afterAll(async () => {
  await rm(files, { recursive: true, force: true });
});
async function file(name: string, data: Buffer | Promise<Buffer>) {
  const target = path.join(files, name);
  await writeFile(target, await data);
  return target;
}

test('a therapist applies, is approved and found in search, and keeps the profile current', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const lastName = uniqueName();
  const name = `Mara ${lastName}`;
  const email = `onboarding-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Still water ${randomBytes(4).toString('hex')} reeds`;

  await page.goto('/auth/register?role=therapist');
  await page.getByLabel(en['auth.register.name']).fill(name);
  await page.getByLabel(en['auth.register.email']).fill(email);
  await page.getByLabel(en['auth.register.password']).fill(password);
  await expectAccessible(page);
  await page.getByRole('button', { name: en['auth.register.submit'] }).click();
  await expect(page.getByRole('heading', { name: en['auth.register.done.title'] })).toBeVisible();

  await page.goto('/home/profile/create');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/home\/profile\/create\/general-info$/);
  await expect(page.getByLabel(field('lastName'))).toHaveValue(lastName);

  // General info: email chosen as a way to reach them, without an address; then the address.
  await page.getByLabel(field('title')).fill('Psychological psychotherapist');
  await page.getByLabel(field('country')).selectOption({ label: 'Germany' });
  await page.getByRole('checkbox', { name: en['dashboard.profile.contact.email'] }).check();
  await pick(page, field('languages'), 'germ', 'German');
  await continueButton(page).click();
  await expect(errorSummary(page)).toContainText(en['dashboard.profile.error.contactDetailMissing']);
  await expectAccessible(page);
  await page.getByLabel(field('email')).fill(`praxis@${lastName.toLowerCase()}.example`);
  await continueButton(page).click();

  // About and approach: too short, then long enough.
  await expect(page).toHaveURL(/\/home\/profile\/create\/about-and-approach$/);
  await page.getByLabel(field('about')).fill('Too short.');
  await page.getByLabel(field('approach')).fill('Cognitive behavioural therapy with elements of schema therapy.');
  await continueButton(page).click();
  await expect(errorSummary(page)).toContainText(en['dashboard.profile.error.tooShort'].replace('{min}', '50'));
  await expectAccessible(page);
  await page
    .getByLabel(field('about'))
    .fill('I work with adults through anxiety, low mood and change, calmly and at eye level, in German.');
  await continueButton(page).click();

  // Experience: a letter O typed for a zero.
  await expect(page).toHaveURL(/\/home\/profile\/create\/experience$/);
  await page.getByLabel(field('yearsExperience')).fill('1O');
  await page
    .getByLabel(en['dashboard.profile.list.entry'].replace('{label}', field('education')).replace('{number}', '1'))
    .fill('MSc Clinical Psychology, Humboldt University of Berlin');
  await continueButton(page).click();
  await expect(errorSummary(page)).toContainText(en['dashboard.profile.error.notANumber']);
  await expectAccessible(page);
  await page.getByLabel(field('yearsExperience')).fill('10');
  await continueButton(page).click();

  // Expertise: nothing chosen, then a category and an approach.
  await expect(page).toHaveURL(/\/home\/profile\/create\/expertise-areas$/);
  await continueButton(page).click();
  await expect(errorSummary(page)).toBeVisible();
  await expectAccessible(page);
  await pick(page, field('categories'), 'anx', 'Anxiety');
  await pick(page, field('approaches'), 'behav', 'Cognitive behavioural therapy (CBT)');
  await continueButton(page).click();

  // Practice: a Berlin address without its district, then the district.
  await expect(page).toHaveURL(/\/home\/profile\/create\/practice-info$/);
  await page.getByRole('checkbox', { name: field('offersInPerson') }).check();
  await page.getByLabel(field('street')).fill('Oranienstraße 25');
  await page.getByLabel(field('postalCode')).fill('10999');
  await page.getByLabel(field('city')).selectOption({ label: 'Berlin' });
  await page.getByLabel(en['dashboard.profile.field.sessionPrice'].replace('{currency}', 'EUR')).fill('95');
  await continueButton(page).click();
  await expect(errorSummary(page)).toContainText(en['dashboard.profile.error.districtRequired']);
  await expectAccessible(page);
  await page.getByLabel(field('district')).selectOption({ label: 'Kreuzberg' });
  await continueButton(page).click();

  // Photos: one too small to look sharp, then one that is large enough.
  await expect(page).toHaveURL(/\/home\/profile\/create\/photos$/);
  await page.getByLabel(en['dashboard.media.photo.choose']).setInputFiles(await file('tiny.png', png(120)));
  await expect(page.getByRole('alert')).toContainText(
    en['dashboard.media.error.IMAGE_TOO_SMALL'].replace('{min}', '200'),
  );
  await expectAccessible(page);
  await page.getByLabel(en['dashboard.media.photo.choose']).setInputFiles(await file('portrait.png', png(480)));
  await expect(page.getByRole('img', { name: en['dashboard.media.photo.current'] })).toBeVisible();
  await continueButton(page).click();

  // Verification: a register number that cannot be one, then the right one, the documents, submit.
  await expect(page).toHaveURL(/\/home\/profile\/create\/verification$/);
  await page.getByLabel(en['dashboard.verification.country']).selectOption({ label: 'Germany' });
  await page.getByRole('radio', { name: 'Psychological psychotherapist (licensed with Approbation)' }).check();
  const number = page.getByLabel('Chamber membership number');
  await number.fill('#');
  await page.getByRole('button', { name: en['dashboard.verification.save'] }).click();
  await expect(page.getByText(en['dashboard.verification.numberInvalid'].replace('{example}', '12345'))).toBeVisible();
  await expectAccessible(page);
  await number.fill('PTK-Berlin 4711');
  await number.blur();
  await expect(page.getByText(en['dashboard.verification.numberInvalid'].replace('{example}', '12345'))).toHaveCount(0);
  await page
    .getByLabel(en['dashboard.verification.documents.add.qualification'])
    .setInputFiles(await file('Approbationsurkunde.pdf', pdf));
  await expect(
    page.getByText(en['dashboard.verification.documents.added'].replace('{name}', 'Approbationsurkunde.pdf')),
  ).toBeVisible();
  await page.getByLabel(en['dashboard.verification.documents.add.identity']).setInputFiles(await file('id.pdf', pdf));
  await expect(page.getByText(en['dashboard.verification.documents.added'].replace('{name}', 'id.pdf'))).toBeVisible();
  await expect(page.getByText(en['dashboard.verification.ready'])).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: en['dashboard.verification.submit'] }).click();
  await expect(page.getByText(en['dashboard.verification.submittedDone'])).toBeVisible();
  await expect(page.getByText(en['dashboard.verification.status.submitted'])).toBeVisible();

  // The admin opens the review at its known address, opens the application and approves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/admin/verification');
  await expect(admin).toHaveURL(/\/auth\/sign-in\?next=%2Fadmin%2Fverification$/);
  await signInWithCode(admin, await newAdmin());
  await expect(admin).toHaveURL(/\/dashboard\/admin\/verifications$/);
  await expect(admin.getByRole('heading', { level: 1, name: en['dashboard.adminVerifications.title'] })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: `${en['dashboard.adminVerifications.open']} ${name}` }).click();
  const application = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name }) });
  await expect(
    application.getByRole('link', {
      name: en['dashboard.verification.documents.download'].replace('{name}', 'Approbationsurkunde.pdf'),
    }),
  ).toBeVisible();
  await expectAccessible(admin);
  await application.getByRole('button', { name: `${en['dashboard.adminVerifications.approve']} ${name}` }).click();
  await expect(admin.getByText(en['dashboard.adminVerifications.done.approved'].replace('{name}', name))).toBeVisible();
  await adminContext.close();

  // A visitor finds the profile in search within seconds and sees it verified.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const search = `/api/v1/therapists/search?q=${encodeURIComponent(lastName)}`;
  let profileUrl = '';
  await expect
    .poll(
      async () => {
        const hits = (await (await visitor.request.get(search)).json()).hits as { name: string; url: string }[];
        profileUrl = hits.find((h) => h.name.includes(lastName))?.url ?? '';
        return profileUrl;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  await visitor.goto(profileUrl);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(visitor.getByText(en['profile.verified'])).toBeVisible();
  await expectAccessible(visitor);

  // The therapist edits their texts; the public profile shows the change.
  await page.goto('/dashboard/profile/edit/about-and-approach');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.profile.section.about-and-approach']);
  await page.getByLabel(en['dashboard.profile.texts.locale']).selectOption({ label: 'English' });
  const about = `Edited after approval ${randomBytes(3).toString('hex')}: I work with adults facing anxiety and burnout.`;
  await page.getByLabel(field('about')).fill(about);
  await page.getByRole('button', { name: en['dashboard.profile.save'] }).click();
  await expect(page.getByRole('status').filter({ hasText: en['dashboard.profile.saved'] })).toBeVisible();
  await expectAccessible(page);
  await visitor.goto(profileUrl);
  await expect(visitor.getByText(about)).toBeVisible();
  await expect(visitor.getByText(en['profile.verified'])).toBeVisible();

  // The verification screen shows the state and that nothing is missing.
  await page.goto('/dashboard/verification');
  await expect(page.getByText(en['dashboard.verification.status.verified'], { exact: true })).toBeVisible();
  await expect(page.getByText(en['dashboard.verification.changeHint'])).toBeVisible();
  await expectAccessible(page);
  await visitorContext.close();
});
