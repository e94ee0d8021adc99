import type { Invoice } from '@calma/api/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { exemptionSentence } from '../../api/src/billing/tax-rules.ts';
import { ui } from '../src/i18n/index.ts';
import {
  clientByEmail,
  DEMO_CLIENT,
  DEMO_IBAN,
  escapeRegExp,
  fill,
  issuedInvoice,
  minorOf,
  money,
  newClient,
  openAs,
  openEmail,
  paidService,
  pdfText,
  personIn,
  squash,
  ZONE,
} from './billing-helpers.ts';
import { expect, test } from './fixtures.ts';
import { type FreePractice, listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;
const de = ui.de;

// The therapist's dates ("today", "this month") are the practice's, in Berlin.
test.use({ timezoneId: ZONE });
// One after the other, in one worker: the receipts form sends the invoice counters as it read them,
// so an invoice issued by a neighbouring test between reading and saving would have it refused; and
// the practice's calendar holds one session at a time, which the sessions booked here must share.
test.describe.configure({ mode: 'default' });

/** The status of the invoice on its page: the badge under the heading (its words appear elsewhere too). */
const badge = (page: Page, status: string) => page.getByRole('paragraph').getByText(status, { exact: true });

/** What an action on an invoice says it did (the lines' totals are live regions too, hence the filter). */
const done = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The invoice's own page after the action that shows it, its number read from the heading. */
async function numberOnPage(page: Page, name: 'invoiceName' | 'creditNoteName'): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  const pattern = new RegExp(`^${escapeRegExp(en[`dashboard.invoices.${name}`]).replace('\\{number\\}', '(\\S+)')}$`);
  await expect(heading).toHaveText(pattern);
  return pattern.exec((await heading.textContent()) ?? '')?.[1] ?? '';
}

/** This month's figures on the billing overview: the tile received this month and the chart's row. */
async function overviewFigures(page: Page) {
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['billing.overview.title']);
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: en['billing.overview.paidThisMonth'] }) });
  await expect(tile).toContainText('€');
  const now = new Date();
  const chart = page.getByRole('table', { name: fill(en['billing.chart.caption'], { year: now.getFullYear() }) });
  const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: ZONE }).format(now);
  const cells = chart.getByRole('row', { name: new RegExp(`^${month}`) }).getByRole('cell');
  await expect(cells).toHaveCount(2);
  return {
    paidThisMonth: minorOf((await tile.textContent()) ?? ''),
    invoiced: minorOf((await cells.nth(0).textContent()) ?? ''),
    received: minorOf((await cells.nth(1).textContent()) ?? ''),
  };
}

/**
 * A listed practice of the test's own, open for bookings in Berlin time, with the invoice details
 * the demo practice has (numbers 2026-0001 and CN-2026-0001, paid by bank transfer to the demo
 * account number, exempt from VAT) and its paid first consultation: made on `request`'s cookies, so its therapist is signed in there.
 */
async function invoicingPractice(request: APIRequestContext, baseURL: string) {
  const practice = await listedPractice(request, baseURL, { open: { requiresConfirmation: false } });
  const settings = await request.put('/api/v1/billing/profile', {
    data: {
      legalName: `Praxis ${practice.name}`,
      addressLine1: 'Oranienstraße 25',
      addressLine2: '',
      postalCode: '10999',
      city: 'Berlin',
      countryCode: 'DE',
      taxNumber: '29/123/45678',
      vatId: '',
      registration: 'Approbation: Landesamt für Gesundheit und Soziales Berlin',
      accountHolder: practice.name,
      iban: DEMO_IBAN.replace(/ /g, ''),
      bic: 'COBADEFFXXX',
      invoiceFormat: '{YYYY}-{NNNN}',
      creditNoteFormat: 'CN-{YYYY}-{NNNN}',
      paymentTermsDays: 14,
      defaultTaxTreatment: 'exempt',
      defaultTaxRateBp: 1900,
      footer: 'Umsatzsteuerfrei nach § 4 Nr. 14 UStG',
      invoiceLocale: null,
      reminderAfterDays: 7,
      serviceTax: [],
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  return practice;
}

/** Signs the practice's therapist in on `page` where the page asks, landing on `path`. */
async function openAsPractice(page: Page, practice: FreePractice, path: string) {
  await page.context().clearCookies();
  await page.goto(path);
  await signInAsPractice(page, practice);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

test('the therapist corrects the invoice settings: a mistyped IBAN is caught at its field, the rest is saved and kept', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  // A practice of the test's own with complete invoice settings, signed in on the page below: what
  // it corrects is no other journey's.
  const practice = await invoicingPractice(page.request, baseURL as string);
  await openAsPractice(page, practice, '/dashboard/settings/receipts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['billing.receipts.title']);
  await expect(page.getByText(en['billing.receipts.complete'])).toBeVisible();
  await expectAccessible(page);

  const iban = page.getByLabel(en['billing.receipts.iban'], { exact: true });
  const footer = page.getByLabel(en['billing.receipts.footer'], { exact: true });
  const terms = page.getByLabel(en['billing.receipts.paymentTermsDays'], { exact: true });
  await expect(iban).toHaveValue(DEMO_IBAN);
  const newFooter = `Sprechzeiten Mo–Fr 9–18 Uhr · Termine unter 030 1234567 · ${Date.now().toString(36)}`;
  const newTerms = (await terms.inputValue()) === '21' ? '30' : '21';

  // One digit wrong: said next to the field when it is left, and what was typed stays (grouped).
  await iban.fill('DE89370400440532013001');
  await footer.fill(newFooter);
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 01');
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toHaveAccessibleDescription(new RegExp(escapeRegExp(en['billing.receipts.error.iban'])));
  await terms.fill(newTerms);

  // Saving lists what to fix and saves nothing; the form keeps everything typed.
  await page.getByRole('button', { name: en['billing.receipts.save'] }).click();
  const summary = page.getByRole('alert').filter({ hasText: en['billing.receipts.errorSummary'] });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText(
    `${en['billing.receipts.iban']}: ${en['billing.receipts.error.iban']}`,
  );
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 01');
  await expect(footer).toHaveValue(newFooter);
  await expect(terms).toHaveValue(newTerms);
  await expect(page.getByText(en['billing.receipts.saved'])).toHaveCount(0);
  await expectAccessible(page);
  await summary.getByRole('link').click();
  await expect(iban).toBeFocused();

  // The right account: the message goes as it is typed, and the settings save.
  await iban.fill('DE89 3704 0044 0532 0130 00');
  await expect(iban).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: en['billing.receipts.save'] }).click();
  await expect(page.getByText(en['billing.receipts.saved'])).toBeVisible();
  await expect(summary).toHaveCount(0);

  await page.reload();
  await expect(footer).toHaveValue(newFooter);
  await expect(terms).toHaveValue(newTerms);
  await expect(iban).toHaveValue(DEMO_IBAN);
  await expectAccessible(page);

  // Payment settings: bank transfer only on this installation, which has no Stripe.
  await page.goto('/dashboard/billing/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['billing.payments.title']);
  await expect(page.getByText(en['billing.payments.bank.ready'])).toBeVisible();
  await expect(page.getByText(en['billing.payments.card.unavailable'])).toBeVisible();
  await expect(page.getByRole('button', { name: en['billing.payments.card.connect'] })).toHaveCount(0);
  await expectAccessible(page);

  // Payouts: none to follow with bank transfers; what came in per month instead.
  await page
    .getByRole('navigation', { name: en['billing.nav.label'] })
    .getByRole('link', { name: en['billing.nav.payouts'] })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/billing/payouts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['billing.payouts.title']);
  await expect(page.getByText(en['billing.payouts.bankTransfer'])).toBeVisible();
  await expect(page.getByRole('heading', { name: en['billing.payouts.months.title'] })).toBeVisible();
  await expectAccessible(page);
});

test('a held session is invoiced in the client’s language, emailed with its PDF, paid, and a second invoice is cancelled by a credit note', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  // A two-step sign-in, a session that must start, an email, a PDF and a dozen screens checked with axe.
  test.setTimeout(240_000);
  await openAsPractice(page, await invoicingPractice(page.request, baseURL as string), '/dashboard/billing');
  const before = await overviewFigures(page);
  await expectAccessible(page);

  // A Dutch-speaking client, booked for a session that starts in a few seconds.
  const client = await newClient(page.request, 'Sanne Visser', 'nl');
  const service = await paidService(page.request);
  const price = service.priceMinor;
  let uid = '';
  let start = 0;
  for (const wait of [3_000, 30_000, 90_000]) {
    start = Math.ceil((Date.now() + wait) / 1000) * 1000;
    const booked = await page.request.post('/api/v1/sessions', {
      data: {
        clientId: client.id,
        serviceId: service.id,
        start: new Date(start).toISOString(),
        modality: service.modality === 'online' ? 'online' : 'in_person',
      },
    });
    if (booked.status() === 201) {
      uid = ((await booked.json()) as { uid: string }).uid;
      break;
    }
    // Another test holds the practice's calendar just now: a later start.
    expect(booked.status(), await booked.text()).toBe(409);
  }
  expect(uid, 'a session booked for the client').not.toBe('');
  let held = false;
  try {
    // The session has begun; the therapist marks it held.
    await page.waitForTimeout(Math.max(0, start - Date.now() + 500));
    await page.goto('/dashboard/sessions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.sessions.title']);
    const card = page.getByRole('listitem').filter({ hasText: client.name });
    const heldButton = card.getByRole('button', { name: en['dashboard.sessions.complete'], exact: true });
    await expect(heldButton).toHaveAttribute('aria-pressed', 'false');
    await heldButton.click();
    await expect(page.getByText(en['dashboard.sessions.done.complete'])).toBeVisible();
    held = true;
  } finally {
    // A session left confirmed would hold the practice's calendar for an hour: other specs book it.
    if (!held) await page.request.post(`/api/v1/appointments/${uid}/cancel`, { data: {} });
  }

  // A new invoice for the client: the held session is there, ticked, at its price.
  await page.goto('/dashboard/billing/invoices/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.invoices.new.title']);
  await page.getByLabel(en['dashboard.invoices.new.client'], { exact: true }).selectOption({ label: client.name });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(en['dashboard.invoices.new.titleFor'], { name: client.name }),
  );
  const session = page.getByRole('checkbox', {
    name: new RegExp(`${escapeRegExp(service.name)} · ${escapeRegExp(money('en', price))}$`),
  });
  await expect(session).toBeChecked();
  const totals = page.getByRole('definition').filter({ hasText: money('en', price) });
  await expect(totals.first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: en['dashboard.invoices.saveDraft'] }).click();

  // The draft, and the two confirmations it may ask for.
  await expect(page).toHaveURL(/\/dashboard\/billing\/invoices\/[0-9a-f-]{36}$/);
  const invoiceUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.invoices.draftName']);
  await expect(badge(page, en['dashboard.invoices.status.draft'])).toBeVisible();
  await expect(page.getByLabel(en['dashboard.invoices.locale'], { exact: true })).toHaveValue('nl');
  await expectAccessible(page);
  await page.getByRole('button', { name: en['dashboard.invoices.detail.delete'] }).click();
  const deleteDialog = page.getByRole('dialog', { name: en['dashboard.invoices.detail.deleteTitle'] });
  await expect(deleteDialog).toBeVisible();
  await expectAccessible(page);
  await deleteDialog.getByRole('button', { name: en['dashboard.invoices.cancel'] }).click();
  await expect(deleteDialog).toBeHidden();
  await page.getByRole('button', { name: en['dashboard.invoices.detail.issue'] }).click();
  const issueDialog = page.getByRole('dialog', { name: en['dashboard.invoices.detail.issueTitle'] });
  await expect(issueDialog).toBeVisible();
  await expectAccessible(page);
  await issueDialog.getByRole('button', { name: en['dashboard.invoices.detail.issueConfirm'] }).click();

  // Issued: numbered in the invoice series.
  await expect(done(page, en['dashboard.invoices.detail.issued'])).toBeVisible();
  const number = await numberOnPage(page, 'invoiceName');
  expect(number).toMatch(/^\d{4}-\d{4}$/);
  await expect(badge(page, en['dashboard.invoices.status.issued'])).toBeVisible();
  await expectAccessible(page);

  // The PDF says what the screen says, in Dutch, with the German exemption and the practice's account.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: en['dashboard.invoices.detail.pdf'] }).click();
  const pdf = await pdfText(await download);
  expect(pdf).toContain('Factuur');
  expect(pdf).toContain(number);
  expect(pdf).toContain(client.name);
  expect(pdf).toContain(squash(money('nl', price)));
  expect(pdf).toContain(exemptionSentence('DE', 'nl'));
  expect(pdf).toContain(DEMO_IBAN);
  expect(pdf).not.toContain(exemptionSentence('DE', 'en'));

  // Sent by email, the PDF attached, with the same pay link the page gives.
  const payLink = await page.getByLabel(en['dashboard.invoices.detail.payLink'], { exact: true }).inputValue();
  expect(payLink).toMatch(/\/nl\/invoice\/[\w-]+\.[\w-]+$/);
  await page.getByRole('button', { name: en['dashboard.invoices.detail.send'] }).click();
  await expect(done(page, fill(en['dashboard.invoices.detail.sent'], { name: client.name }))).toBeVisible();
  await expect(badge(page, en['dashboard.invoices.status.sent'])).toBeVisible();
  const reader = await browser.newContext();
  try {
    const mailbox = await reader.newPage();
    const email = await openEmail(mailbox, client.email, `Factuur ${number}`);
    expect(email).toContain(`Attachments: Factuur-${number}.pdf`);
    expect(email).toContain(payLink);
  } finally {
    await reader.close();
  }

  // The money arrives by bank transfer: recorded in full, the invoice is paid.
  await page.getByRole('button', { name: en['dashboard.invoices.detail.recordPayment'] }).click();
  const payment = page.getByRole('form', { name: en['dashboard.invoices.detail.recordPayment'] });
  const amount = payment.getByLabel(fill(en['dashboard.invoices.payment.amount'], { currency: 'EUR' }));
  // The balance, written as a person types it ("55" or "55.50").
  await expect(amount).toHaveValue(String(price % 100 === 0 ? price / 100 : (price / 100).toFixed(2)));
  await payment
    .getByLabel(en['dashboard.invoices.payment.method'])
    .selectOption({ label: en['dashboard.invoices.method.bank_transfer'] });
  await expectAccessible(page);
  await payment.getByRole('button', { name: en['dashboard.invoices.payment.submit'] }).click();
  await expect(done(page, en['dashboard.invoices.detail.paymentRecorded'])).toBeVisible();
  await expect(badge(page, en['dashboard.invoices.status.paid'])).toBeVisible();
  const payments = page.getByRole('table').filter({ hasText: en['dashboard.invoices.payment.receivedOn'] });
  await expect(payments.getByRole('row').nth(1)).toContainText(en['dashboard.invoices.method.bank_transfer']);
  await expect(payments.getByRole('row').nth(1)).toContainText(money('en', price));
  await expect(page.getByRole('term').filter({ hasText: en['dashboard.invoices.history.paidAt'] })).toBeVisible();
  await expect(page.getByRole('button', { name: en['dashboard.invoices.detail.recordPayment'] })).toHaveCount(0);

  // The overview counts it: invoiced and received this month.
  const after = await overviewFigures(page);
  expect(after.invoiced - before.invoiced).toBe(price);
  expect(after.received - before.received).toBe(price);
  expect(after.paidThisMonth - before.paidThisMonth).toBe(price);
  expect(after.paidThisMonth).toBe(after.received);

  // The client's appointment page, from the booking email, shows the invoice that bills it: paid.
  const visitorContext = await browser.newContext({ timezoneId: 'Europe/Amsterdam' });
  const visitorErrors: string[] = [];
  try {
    const visitor = await personIn(visitorContext, visitorErrors);
    const booking = await openEmail(visitor, client.email, 'Bevestigd:');
    const link = /https?:\/\/\S+\/appointment\/[\w-]+\?key=[\w%-]+/.exec(booking)?.[0];
    expect(link, "the appointment's link in the email").toBeTruthy();
    const nl = ui.nl;
    await visitor.goto(link as string);
    const block = visitor.getByRole('region', { name: nl['clientInvoices.appointment.title'] });
    await expect(block).toContainText(number);
    await expect(block).toContainText(nl['clientInvoices.status.paid']);
    await expect(
      block.getByRole('link', { name: fill(nl['clientInvoices.appointment.view'], { number }) }),
    ).toHaveAttribute('href', new URL(payLink).pathname);
    await expectAccessible(visitor);
  } finally {
    await visitorContext.close();
  }
  expect(visitorErrors, 'console errors on the appointment page').toEqual([]);

  // A second invoice, typed by hand, issued and then cancelled by a credit note.
  await page.goto(`/dashboard/billing/invoices/new?clientId=${client.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(en['dashboard.invoices.new.titleFor'], { name: client.name }),
  );
  await expect(page.getByText(en['dashboard.invoices.new.noSessions'])).toBeVisible();
  // Nothing to invoice yet: the summary says so in words, not as a string's key.
  await page.getByRole('button', { name: en['dashboard.invoices.saveDraft'] }).click();
  const summary = page.getByRole('alert').filter({ hasText: en['dashboard.invoices.new.error.empty'] });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading', { name: en['forms.common.errorSummary'] })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: en['dashboard.invoices.line.add'] }).click();
  const line = page.getByRole('group', { name: fill(en['dashboard.invoices.line.legend'], { number: 1 }) });
  await line.getByLabel(en['dashboard.invoices.line.description']).fill('Verslag voor de huisarts');
  await line.getByLabel(fill(en['dashboard.invoices.line.unitMinor'], { currency: 'EUR' })).fill('45');
  await expect(line.getByRole('status')).toHaveText(money('en', 4500));
  await page.getByRole('button', { name: en['dashboard.invoices.saveDraft'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.invoices.draftName']);
  await page.getByRole('button', { name: en['dashboard.invoices.detail.issue'] }).click();
  await page
    .getByRole('dialog', { name: en['dashboard.invoices.detail.issueTitle'] })
    .getByRole('button', { name: en['dashboard.invoices.detail.issueConfirm'] })
    .click();
  await expect(done(page, en['dashboard.invoices.detail.issued'])).toBeVisible();
  const second = await numberOnPage(page, 'invoiceName');
  expect(second).not.toBe(number);
  const secondUrl = new URL(page.url()).pathname;

  await page.getByRole('button', { name: en['dashboard.invoices.detail.creditNote'] }).click();
  const creditDialog = page.getByRole('dialog', { name: en['dashboard.invoices.detail.creditTitle'] });
  await expect(creditDialog).toBeVisible();
  await expect(creditDialog).toContainText(money('en', 4500));
  // A reason is asked for: it is printed on the credit note.
  await creditDialog.getByRole('button', { name: en['dashboard.invoices.detail.creditConfirm'] }).click();
  await expect(creditDialog.getByText(en['dashboard.invoices.detail.creditReasonRequired'])).toBeVisible();
  await expectAccessible(page);
  await creditDialog.getByLabel(en['dashboard.invoices.detail.creditReason']).fill('Verslag was al inbegrepen');
  await creditDialog.getByRole('button', { name: en['dashboard.invoices.detail.creditConfirm'] }).click();
  await expect(done(page, en['dashboard.invoices.detail.credited'])).toBeVisible();
  await expect(badge(page, en['dashboard.invoices.status.credited'])).toBeVisible();
  const creditLink = page
    .getByRole('definition')
    .filter({ has: page.getByRole('link', { name: /^Credit note / }) })
    .getByRole('link');
  await expect(creditLink).toHaveText(/^Credit note CN-\d{4}-\d{4}$/);
  await expectAccessible(page);
  await creditLink.click();
  const creditNote = await numberOnPage(page, 'creditNoteName');
  expect(creditNote).toMatch(/^CN-\d{4}-\d{4}$/);
  await expect(
    page.getByRole('link', { name: fill(en['dashboard.invoices.invoiceName'], { number: second }) }),
  ).toHaveAttribute('href', secondUrl);
  await expect(page.getByRole('cell', { name: money('en', -4500) }).first()).toBeVisible();
  await expectAccessible(page);

  // The client's record: both invoices and the credit note, and nothing owed.
  await page.goto(`/dashboard/my-clients/${client.id}/invoices`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(client.name);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(page.getByRole('row', { name: new RegExp(`^${escapeRegExp(number)} `) })).toContainText(
    en['dashboard.invoices.status.paid'],
  );
  await expect(page.getByRole('row', { name: new RegExp(`^${escapeRegExp(second)} `) })).toContainText(
    en['dashboard.invoices.status.credited'],
  );
  await expect(page.getByRole('row', { name: new RegExp(`^${escapeRegExp(creditNote)} `) })).toContainText(
    en['dashboard.invoices.kind.credit_note'],
  );
  await expect(page.getByText(en['dashboard.invoices.client.settled'])).toBeVisible();
  await expect(page.getByRole('link', { name: number, exact: true })).toHaveAttribute('href', invoiceUrl);
  await expectAccessible(page);

  // The list of invoices, filtered to this client's cancelled ones; the address keeps the filter.
  await page.goto('/dashboard/billing/invoices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.invoices.title']);
  const filters = page.getByRole('search', { name: en['dashboard.invoices.filters'] });
  await filters
    .getByLabel(en['dashboard.invoices.filter.client'], { exact: true })
    .selectOption({ label: client.name });
  await expect(page.getByRole('status')).toHaveText(fill(en['dashboard.invoices.count.other'], { count: 3 }));
  await filters
    .getByLabel(en['dashboard.invoices.filter.status'], { exact: true })
    .selectOption({ label: en['dashboard.invoices.filter.credited'] });
  await expect(page.getByRole('status')).toHaveText(fill(en['dashboard.invoices.count.one'], { count: 1 }));
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'credited');
  await expect(page).toHaveURL((url) => url.searchParams.get('clientId') === client.id);
  const listed = page.getByRole('table').getByRole('row');
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(1)).toContainText(second);
  await expectAccessible(page);
  await page.reload();
  await expect(filters.getByLabel(en['dashboard.invoices.filter.status'], { exact: true })).toHaveValue('credited');
  await expect(filters.getByLabel(en['dashboard.invoices.filter.client'], { exact: true })).toHaveValue(client.id);
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(1)).toContainText(second);
});

test('the client opens the pay link without signing in: what is owed, where to pay it and the PDF, in their language and in German', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await openAsPractice(page, await invoicingPractice(page.request, baseURL as string), '/dashboard/billing/invoices');
  const client = await newClient(page.request, 'Lucía Romero', 'es');
  const invoice = await issuedInvoice(page.request, client.id, {
    description: 'Sesión de evaluación',
    unitMinor: 11_000,
  });
  const number = invoice.number as string;

  // The therapist finds the pay link on the invoice's page.
  await page.goto(`/dashboard/billing/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(en['dashboard.invoices.invoiceName'], { number }),
  );
  const payLink = await page.getByLabel(en['dashboard.invoices.detail.payLink'], { exact: true }).inputValue();
  const { pathname } = new URL(payLink);
  expect(pathname).toMatch(/^\/es\/invoice\/[\w-]+\.[\w-]+$/);

  const errors: string[] = [];
  const context = await browser.newContext({ timezoneId: 'Europe/Madrid' });
  try {
    const visitor = await personIn(context, errors);
    const es = ui.es;
    await visitor.goto(pathname);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(fill(es['clientInvoices.title'], { number }));
    const summary = visitor.getByRole('region', { name: es['clientInvoices.summary'] });
    await expect(summary).toContainText(
      new RegExp(`${escapeRegExp(es['clientInvoices.owed'])}\\s*${escapeRegExp(money('es', 11_000))}`),
    );
    const transfer = visitor.getByRole('region', { name: es['clientInvoices.bank.title'] });
    await expect(transfer).toContainText(DEMO_IBAN);
    await expect(transfer).toContainText(money('es', 11_000));
    const compact = (text: string | null) => (text ?? '').replace(/\s+/g, '');
    expect(compact(await transfer.textContent())).toContain(compact(invoice.paymentReference));
    await expectAccessible(visitor);

    const download = visitor.waitForEvent('download');
    await visitor.getByRole('link', { name: es['clientInvoices.downloadPdf'] }).click();
    const pdf = await pdfText(await download);
    expect(pdf).toContain('Factura');
    expect(pdf).toContain(number);
    expect(pdf).toContain(squash(money('es', 11_000)));
    expect(pdf).toContain(exemptionSentence('DE', 'es'));

    // The same invoice in German: German words, German amounts, no English left in the page.
    await visitor.goto(pathname.replace(/^\/es\//, '/de/'));
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(fill(de['clientInvoices.title'], { number }));
    await expect(visitor.getByRole('heading', { name: de['clientInvoices.bank.title'] })).toBeVisible();
    await expect(visitor.getByText(de['clientInvoices.bank.reference'], { exact: true })).toBeVisible();
    await expect(visitor.getByRole('link', { name: de['clientInvoices.downloadPdf'] })).toBeVisible();
    await expect(visitor.getByRole('region', { name: de['clientInvoices.summary'] })).toContainText(
      new RegExp(`${escapeRegExp(de['clientInvoices.owed'])}\\s*${escapeRegExp(money('de', 11_000))}`),
    );
    const text = (await visitor.locator('body').innerText()).replace(/\s+/g, ' ');
    const english = Object.entries(en)
      .filter(([key, value]) => key.startsWith('clientInvoices.') && !value.includes('{'))
      .filter(([key, value]) => value !== de[key as keyof typeof de] && value.length > 4)
      .map(([, value]) => value)
      .filter((value) => text.includes(value));
    expect(english, 'English on the German page').toEqual([]);
    await expectAccessible(visitor);
  } finally {
    await context.close();
  }
  expect(errors, 'console errors on the pay page').toEqual([]);
});

test('a client with an account finds the invoice among their invoices and opens it', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  // The client books the practice while signed in: that links their account to its client record.
  await openAs(page, DEMO_CLIENT.email, '/dashboard');
  const therapistContext = await browser.newContext({ timezoneId: ZONE });
  const errors: string[] = [];
  let invoice: Invoice | undefined;
  try {
    const therapist = await personIn(therapistContext, errors);
    await openAsPractice(
      therapist,
      await invoicingPractice(therapist.request, baseURL as string),
      '/dashboard/billing',
    );
    const me = (await (await therapist.request.get('/api/v1/auth/me')).json()) as { therapistSlug: string };
    const service = await paidService(therapist.request);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const { slots } = (await (
      await page.request.get(
        `/api/v1/therapists/${me.therapistSlug}/slots?serviceId=${service.id}&from=${day(21)}&to=${day(50)}`,
      )
    ).json()) as { slots: { start: string }[] };
    expect(slots.length).toBeGreaterThan(0);
    let booked = false;
    // Start somewhere in the list, move on if taken.
    const first = Math.floor(Math.random() * slots.length);
    for (let i = 0; i < 5 && !booked; i++) {
      const response = await page.request.post('/api/v1/bookings', {
        data: {
          therapistSlug: me.therapistSlug,
          serviceId: service.id,
          start: slots[(first + i) % slots.length]?.start,
          client: DEMO_CLIENT,
        },
      });
      booked = response.status() === 201;
      if (!booked) expect(response.status()).toBe(409);
    }
    expect(booked, 'a session booked by the client').toBe(true);

    const record = await clientByEmail(therapist.request, DEMO_CLIENT.email);
    invoice = await issuedInvoice(therapist.request, record.id, { description: 'Erstgespräch', unitMinor: 9_500 });
  } finally {
    await therapistContext.close();
  }
  expect(errors, 'console errors on the therapist’s pages').toEqual([]);
  const number = invoice?.number as string;

  await openAs(page, DEMO_CLIENT.email, '/dashboard/my-invoices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.myInvoices.title']);
  const open = page.getByRole('link', { name: fill(en['dashboard.myInvoices.open'], { number }) });
  const row = page.getByRole('row').filter({ has: open });
  await expect(row).toContainText(money('en', 9_500));
  await expect(row).toContainText(en['dashboard.myInvoices.status.open']);
  await expectAccessible(page);
  await open.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(en['clientInvoices.title'], { number }));
  await expect(page.getByRole('heading', { name: en['clientInvoices.bank.title'] })).toBeVisible();
  await expectAccessible(page);
});
