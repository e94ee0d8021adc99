import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { freePractice, listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));

test('a therapist adds a service, corrects a mistake, edits it, sees it on the profile and archives it', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  // Many screens and an axe check on each: near the default limit on a busy machine.
  test.slow();
  const name = `Walk-and-talk session ${Date.now().toString(36)}`;
  const germanName = `Spaziergang mit Gespräch ${Date.now().toString(36)}`;
  // A listed practice of the test's own, its first consultation also written in German.
  const practice = await listedPractice(page.request, baseURL as string);
  const [first] = (await (await page.request.get(`/api/v1/therapists/${practice.slug}/services`)).json()) as {
    id: string;
  }[];
  const translated = await page.request.put(`/api/v1/services/${first?.id}`, {
    data: {
      name: 'First consultation',
      description: '',
      translations: { de: { name: 'Erstgespräch', description: '' } },
      durationMinutes: 50,
      priceMinor: 9500,
      currency: 'EUR',
      modality: 'online',
    },
  });
  expect(translated.status(), await translated.text()).toBe(200);
  await page.context().clearCookies();
  await page.goto('/auth/sign-in?next=/dashboard/settings/services');
  await signInAsPractice(page, practice);

  await expect(page).toHaveURL(/:\d+\/dashboard\/settings\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.services.title']);
  await expect(page.getByRole('link', { name: en['dashboard.nav.services'] })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.service-admin-list > li').first()).toBeVisible();
  await expectAccessible(page);

  // Create: a length of 3 minutes is refused with a message next to the field, then corrected.
  await page.getByRole('link', { name: en['dashboard.services.new'] }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/services\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.services.form.newTitle']);
  await page.getByLabel(en['dashboard.services.form.name'], { exact: true }).fill(name);
  const duration = page.getByLabel(en['dashboard.services.form.duration']);
  await duration.fill('3');
  await page.getByLabel(en['dashboard.services.form.price']).fill('95,50');
  await page.getByLabel(en['dashboard.services.modality.both']).check();
  await page.getByLabel(en['dashboard.services.form.description']).fill('We talk while walking in the park nearby.');
  // The same service for German readers (decision 041); the other languages stay empty.
  await expect(page.getByLabel(en['dashboard.services.form.language'])).toHaveValue('en');
  await page.getByLabel(fill(en['dashboard.services.form.translationName'], { language: 'German' })).fill(germanName);
  await page
    .getByLabel(fill(en['dashboard.services.form.translationDescription'], { language: 'German' }))
    .fill('Wir sprechen beim Gehen im nahen Park.');
  await page.getByRole('button', { name: en['dashboard.services.form.create'] }).click();
  const durationError = fill(en['dashboard.services.form.error.duration'], { min: 5, max: 480 });
  await expect(page.getByText(durationError)).toBeVisible();
  await expect(duration).toHaveAttribute('aria-invalid', 'true');
  await expect(duration).toHaveAccessibleDescription(new RegExp(durationError.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expectAccessible(page);
  await duration.fill('60');
  await page.getByRole('button', { name: en['dashboard.services.form.create'] }).click();

  await expect(page).toHaveURL(/\/dashboard\/settings\/services\?saved=/);
  await expect(page.getByText(fill(en['dashboard.services.savedDone'], { name }))).toBeVisible();
  const card = page.locator('.service-admin-list > li').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('60 min');
  await expect(card).toContainText('€95.50');

  // Edit: new name and price; the form opens with what was saved.
  await card.getByRole('link', { name: `${en['dashboard.services.edit']} ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.services.form.editTitle']);
  await expect(page.getByLabel(en['dashboard.services.form.price'])).toHaveValue('95.50');
  const renamed = `${name} (outdoors)`;
  await page.getByLabel(en['dashboard.services.form.name'], { exact: true }).fill(renamed);
  await expect(
    page.getByLabel(fill(en['dashboard.services.form.translationName'], { language: 'German' })),
  ).toHaveValue(germanName);
  await page.getByLabel(en['dashboard.services.form.price']).fill('100');
  await expectAccessible(page);
  await page.getByRole('button', { name: en['dashboard.services.form.save'] }).click();
  await expect(page.getByText(fill(en['dashboard.services.savedDone'], { name: renamed }))).toBeVisible();

  // The public profile shows it with its price.
  await page.getByRole('link', { name: en['dashboard.nav.overview'] }).click();
  const profileLink = page.getByRole('link', { name: en['dashboard.overview.profile'] });
  const profileUrl = (await profileLink.getAttribute('href')) ?? '';
  await page.goto(profileUrl);
  const offered = page.locator('.services > li').filter({ has: page.getByRole('heading', { name: renamed }) });
  await expect(offered).toContainText('60 min');
  await expect(offered).toContainText('€100');
  await expect(offered).toContainText('We talk while walking in the park nearby.');
  await expectAccessible(page);

  // The German profile names it, and the other service written in German, in German.
  await page.goto(`/de${profileUrl}`);
  const german = page.locator('.services > li').filter({ has: page.getByRole('heading', { name: germanName }) });
  await expect(german).toContainText('Wir sprechen beim Gehen im nahen Park.');
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Erstgespräch', exact: true })).toBeVisible();
  await expectAccessible(page);

  // Archive: it stays in the settings, marked, and leaves the profile.
  await page.goto('/dashboard/settings/services');
  const listed = page.locator('.service-admin-list > li').filter({ has: page.getByRole('heading', { name: renamed }) });
  await listed.getByRole('button', { name: `${en['dashboard.services.archive']} ${renamed}` }).click();
  await expect(page.getByText(fill(en['dashboard.services.archiveDone'], { name: renamed }))).toBeVisible();
  await expect(listed).toContainText(en['dashboard.services.archived']);
  await expect(listed.getByRole('button', { name: `${en['dashboard.services.unarchive']} ${renamed}` })).toBeVisible();
  await expectAccessible(page);
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { level: 2, name: en['profile.services'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);

  // Never booked, so it can also be deleted (after confirming).
  await page.goto('/dashboard/settings/services');
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .locator('.service-admin-list > li')
    .filter({ has: page.getByRole('heading', { name: renamed }) })
    .getByRole('button', { name: `${en['dashboard.services.delete']} ${renamed}` })
    .click();
  await expect(page.getByText(fill(en['dashboard.services.deleteDone'], { name: renamed }))).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
});

test('a service that is not the therapist’s own answers 404', async ({ page, baseURL, expectAccessible }) => {
  // A practice of the test's own: no service it has not made is its.
  const practice = await freePractice(page.request, baseURL as string);
  await page.context().clearCookies();
  await page.goto('/auth/sign-in?next=/dashboard/settings/services');
  await signInAsPractice(page, practice);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.services.title']);

  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-service']) {
    const response = await page.goto(`/dashboard/settings/services/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['status.404.title']);
  }
  await expectAccessible(page);
});
