import { randomBytes } from 'node:crypto';
import { ui } from '../src/i18n/index.ts';
import { signInAsDemo } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';

const en = ui.en;
const field = (key: string) => en[`dashboard.profile.field.${key}` as keyof typeof en];

test('a therapist whose profile is not listed yet previews it from the dashboard, and visitors still find nothing', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const email = `preview-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Quiet harbour ${randomBytes(4).toString('hex')} lanterns`;
  await page.goto('/auth/register?role=therapist');
  await page.getByLabel(en['auth.register.name']).fill('Ines Marlow');
  await page.getByLabel(en['auth.register.email']).fill(email);
  await page.getByLabel(en['auth.register.password']).fill(password);
  await page.getByRole('button', { name: en['auth.register.submit'] }).click();
  await expect(page.getByRole('heading', { name: en['auth.register.done.title'] })).toBeVisible();

  // The wizard's first step makes the profile: unverified and unlisted.
  await page.goto('/auth/sign-in?next=/home/profile/create/general-info');
  await page.getByLabel(en['auth.signIn.email']).fill(email);
  await page.getByLabel(en['auth.signIn.password']).fill(password);
  await page.getByRole('button', { name: en['auth.signIn.submit'] }).click();
  await expect(page).toHaveURL(/\/home\/profile\/create\/general-info$/);
  await page.getByLabel(field('title')).fill('Counselling psychologist');
  await page.getByLabel(field('country')).selectOption({ label: 'Germany' });
  const languages = page.getByRole('group', { name: field('languages'), exact: true });
  await languages.getByLabel(en['dashboard.profile.picker.filter']).fill('engl');
  await languages.getByRole('checkbox', { name: 'English', exact: true }).check();
  await page.getByRole('button', { name: en['profileWizard.continue'] }).click();
  await expect(page).toHaveURL(/\/home\/profile\/create\/about-and-approach$/);

  // The dashboard's profile link leads to the preview while visitors cannot open the profile.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: en['dashboard.home.profile.title'] });
  await expect(card.getByRole('link', { name: en['dashboard.overview.profile'] })).toHaveCount(0);
  await card.getByRole('link', { name: en['dashboard.home.profile.preview'] }).click();
  await expect(page).toHaveURL(/\/find-a-therapist\/preview\/ines-marlow[a-z0-9-]*$/);
  const slug = new URL(page.url()).pathname.split('/').pop() as string;
  await expect(page.getByRole('heading', { level: 1, name: 'Ines Marlow' })).toBeVisible();
  const notice = page.getByRole('note');
  await expect(notice).toContainText(en['profile.preview.label']);
  await expect(notice).toContainText(en['profile.preview.notice']);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByText(en['profile.verified'])).toHaveCount(0);
  await expect(page.getByRole('link', { name: en['profile.book'] })).toHaveCount(0);
  await expectAccessible(page);
  const response = await page.request.get(page.url());
  expect(response.headers()['cache-control']).toBe('private, no-store');
  await notice.getByRole('link', { name: en['profile.preview.back'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

  // A visitor gets the 404 an unknown address gets at the public address, and is asked to sign in at the preview.
  const visitor = await browser.newPage();
  const publicPage = await visitor.goto(`/find-a-therapist/online-therapy/${slug}`);
  expect(publicPage?.status()).toBe(404);
  await visitor.goto(`/find-a-therapist/preview/${slug}`);
  await expect(visitor).toHaveURL(/\/auth\/sign-in\?next=%2Ffind-a-therapist%2Fpreview%2F/);
  // Signed in as someone else, the preview is that same 404.
  const back = visitor.waitForResponse((r) => new URL(r.url()).pathname === `/find-a-therapist/preview/${slug}`);
  await signInAsDemo(visitor, 'client@demo.calma.test');
  expect((await back).status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: en['status.404.title'] })).toBeVisible();
  await expect(visitor.getByText('Ines Marlow')).toHaveCount(0);
  await visitor.close();
});
