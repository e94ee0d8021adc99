import type { Me } from '@calma/api/contract';
import { ui } from '../src/i18n/index.ts';
import { signInAsDemo } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';
import { mailNaming } from './mailbox.ts';
import { listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

// The client signs on a phone; the therapist works at a desk in their own browser.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a guest books a first session, signs two agreements on a phone across a reload, and the therapist sees both signatures', async ({
  page,
  browser,
  request,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const titles = { treatment: `Treatment agreement ${stamp}`, privacy: `Privacy notice ${stamp}` };

  // The therapist writes two agreements from the templates and requires them for every service.
  const therapistContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const therapist = await therapistContext.newPage();
  therapist.on('dialog', (dialog) => void dialog.accept());
  // A listed practice of the test's own, whose requests wait for it, signed in on the page below.
  const practice = await listedPractice(therapist.request, baseURL as string, { open: { requiresConfirmation: true } });
  await therapistContext.clearCookies();
  await therapist.goto('/auth/sign-in?next=/dashboard/settings/agreements');
  await signInAsPractice(therapist, practice);
  await expect(therapist).toHaveURL((url) => url.pathname === '/dashboard/settings/agreements');
  await expect(therapist.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.agreements.title']);
  const me = await therapist.evaluate(async () => (await fetch('/api/v1/auth/me')).json() as Promise<Me>);

  const add = therapist.getByRole('form', { name: en['dashboard.agreements.add'] });
  for (const [kind, title] of [
    ['treatment', titles.treatment],
    ['privacy', titles.privacy],
  ] as const) {
    await add.getByLabel(en['dashboard.agreements.kind'], { exact: true }).selectOption(kind);
    // The template fills the title and the text; the therapist makes the title their own.
    await expect(add.getByLabel(en['dashboard.agreements.docTitle'])).toHaveValue(
      en[`dashboard.agreements.kind.${kind}`],
    );
    await expect(add.getByLabel(en['dashboard.agreements.body'])).toHaveValue(/^## /);
    await add.getByLabel(en['dashboard.agreements.docTitle']).fill(title);
    await add.getByRole('button', { name: en['dashboard.agreements.save'] }).click();
    await expect(therapist.getByText(fill(en['dashboard.agreements.created'], { title }))).toBeVisible();
    // The notice comes with the saved answer; the card comes with the list read again after it.
    const card = therapist.getByRole('article', { name: title });
    const services = card.getByRole('group', { name: en['dashboard.agreements.services'] }).getByRole('checkbox');
    await expect(services.first()).toBeVisible();
    for (const box of await services.all()) await box.check();
    await card.getByRole('button', { name: en['dashboard.agreements.saveServices'] }).click();
    await expect(therapist.getByText(fill(en['dashboard.agreements.servicesSaved'], { title }))).toBeVisible();
  }
  await expectAccessible(therapist);

  // A guest books a first session three weeks ahead.
  const [service] = (await (await request.get(`/api/v1/therapists/${me.therapistSlug}/services`)).json()) as {
    id: string;
  }[];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const { slots } = (await (
    await request.get(
      `/api/v1/therapists/${me.therapistSlug}/slots?serviceId=${service?.id}&from=${day(20)}&to=${day(27)}`,
    )
  ).json()) as { slots: { start: string }[] };
  const guest = { name: `Nora Guest ${stamp}`, email: `nora.${stamp}@example.test` };
  const booked = await request.post('/api/v1/bookings', {
    data: {
      therapistSlug: me.therapistSlug,
      serviceId: service?.id,
      start: slots.at(-1)?.start,
      firstSession: true,
      client: guest,
    },
  });
  expect(booked.status()).toBe(201);

  // The guest proves their address from the email; the therapist confirms the request.
  const confirmMail = await mailNaming(page, guest.email, '/appointment/');
  const appointmentLink = /https?:\/\/[^\s"<]+\/appointment\/[^\s"<]+/.exec(confirmMail)?.[0] ?? '';
  await page.goto(appointmentLink.replace(/&amp;/g, '&'));
  await page.getByRole('button', { name: en['appointment.confirmEmail'] }).click();
  await expect(page.getByRole('button', { name: en['appointment.confirmEmail'] })).toHaveCount(0);
  await mailNaming(therapist, practice.email, guest.name);
  await therapist.goto('/dashboard/sessions?scope=requests');
  const requestCard = therapist.getByRole('listitem').filter({ hasText: guest.name });
  await requestCard.getByRole('button', { name: en['dashboard.sessions.confirm'] }).click();
  await expect(therapist.getByText(fill(en['dashboard.sessions.done.confirm'], { client: guest.name }))).toBeVisible();
  // The session list marks the session: its client has two documents to sign.
  await therapist.goto('/dashboard/sessions');
  const sessionCard = therapist.getByRole('listitem').filter({ hasText: guest.name });
  await expect(sessionCard.getByText(fill(en['dashboard.sessions.agreementsMissing'], { count: 2 }))).toBeVisible();
  await expectAccessible(therapist);

  // The confirmation brings an email with the signing link.
  const signMail = await mailNaming(page, guest.email, '/before-your-session/');
  const signLink = /https?:\/\/[^\s"<]+\/before-your-session\/[\w-]{48}/.exec(signMail)?.[0] ?? '';
  expect(signLink).not.toBe('');
  const opened = await page.goto(signLink);
  expect(opened?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['beforeSession.title']);
  await expect(page.getByText(fill(en['beforeSession.remaining'], { count: 2 }))).toBeVisible();
  await expectAccessible(page);

  // Signing without a name or the statement is explained, then the first document is signed.
  const treatment = page.getByRole('article', { name: titles.treatment });
  await treatment.getByRole('button', { name: fill(en['beforeSession.sign'], { title: titles.treatment }) }).click();
  await expect(treatment.getByText(en['beforeSession.fullNameMissing'])).toBeVisible();
  await expect(treatment.getByText(en['beforeSession.agreeMissing'])).toBeVisible();
  await expectAccessible(page);
  await treatment.getByLabel(en['beforeSession.fullName']).fill(guest.name);
  await treatment.getByRole('checkbox').check();
  await treatment.getByRole('button', { name: fill(en['beforeSession.sign'], { title: titles.treatment }) }).click();
  await expect(treatment.getByText(new RegExp(`^Signed by ${guest.name} on `))).toBeVisible();
  await expect(page.getByText(fill(en['beforeSession.remaining'], { count: 1 }))).toBeVisible();

  // A reload keeps what is signed and what is still to sign.
  await page.reload();
  await expect(page.getByRole('article', { name: titles.treatment }).getByText(/^Signed by /)).toBeVisible();
  const privacy = page.getByRole('article', { name: titles.privacy });
  await privacy.getByLabel(en['beforeSession.fullName']).fill(guest.name);
  await privacy.getByRole('checkbox').check();
  await privacy.getByRole('button', { name: fill(en['beforeSession.sign'], { title: titles.privacy }) }).click();
  await expect(page.getByText(en['beforeSession.allSigned'])).toBeVisible();
  const copy = page
    .getByRole('article', { name: titles.privacy })
    .getByRole('link', { name: fill(en['beforeSession.downloadPdf'], { title: titles.privacy }) });
  const pdf = await page.request.get((await copy.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectAccessible(page);
  // Each signed copy is emailed too.
  await mailNaming(page, guest.email, titles.privacy);

  // The therapist finds both signatures, with their PDFs, in the client record.
  await therapist.goto('/dashboard/my-clients');
  await therapist.getByLabel(en['dashboard.clients.search']).fill(guest.email);
  await therapist
    .getByRole('row', { name: new RegExp(guest.name) })
    .getByRole('link', { name: guest.name })
    .click();
  await therapist
    .getByRole('navigation', { name: en['dashboard.clients.record.label'] })
    .getByRole('link', { name: en['dashboard.clients.tab.agreements'] })
    .click();
  await expect(therapist.getByRole('heading', { name: en['dashboard.agreements.client.title'] })).toBeVisible();
  const section = therapist.locator('main');
  await expect(section.getByText(en['dashboard.agreements.client.nothingOutstanding'])).toBeVisible();
  const signed = section.getByRole('table', { name: en['dashboard.agreements.client.signatures'] });
  await expect(signed.getByRole('row')).toHaveCount(3);
  for (const title of [titles.treatment, titles.privacy]) {
    const row = signed.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(guest.name);
    const href = await row
      .getByRole('link', { name: fill(en['dashboard.agreements.client.download'], { title }) })
      .getAttribute('href');
    const file = await therapist.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
  }
  await expectAccessible(therapist);

  // The mark on the session is gone.
  await therapist.goto('/dashboard/sessions');
  await expect(therapist.getByRole('listitem').filter({ hasText: guest.name })).toBeVisible();
  await expect(
    therapist
      .getByRole('listitem')
      .filter({ hasText: guest.name })
      .getByText(/^Not yet signed/),
  ).toHaveCount(0);

  // Done: the practice stops using these two.
  await therapist.goto('/dashboard/settings/agreements');
  for (const title of [titles.treatment, titles.privacy]) {
    await therapist
      .getByRole('article', { name: title })
      .getByRole('button', { name: fill(en['dashboard.agreements.archive'], { title }) })
      .click();
    await expect(therapist.getByText(fill(en['dashboard.agreements.archived'], { title }))).toBeVisible();
  }
  await therapistContext.close();
});

test.describe('at a desk', () => {
  // The dashboard's navigation is a menu on a phone; at a desk its links are in view.
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false });

  test('a signed-in client finds their agreements in their dashboard', async ({ page, expectAccessible }) => {
    await page.goto('/auth/sign-in?next=/dashboard/my-agreements');
    await signInAsDemo(page, 'client@demo.calma.test');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/my-agreements');
    await expect(page.getByRole('link', { name: en['dashboard.nav.myAgreements'], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.myAgreements.title']);
    // The demo client's practices ask for nothing yet; either way the screen says where they stand.
    await expect(
      page
        .getByText(en['dashboard.myAgreements.none'])
        .or(page.getByText(en['dashboard.myAgreements.allSigned']))
        .or(page.getByText(/^Still to sign: /))
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
