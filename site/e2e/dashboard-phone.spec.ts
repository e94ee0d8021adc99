import { randomBytes } from 'node:crypto';
import type { BookableService, HubList, Invoice, SlotList } from '@calma/api/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { DASHBOARD_SCREENS, mayOpen, type Role } from '../src/lib/dashboard.ts';
import { newAdmin } from './admin.ts';
import { issuedInvoice, personIn, today } from './billing-helpers.ts';
import { bookable } from './bookable.ts';
import { expect, test } from './fixtures.ts';
import { mailNaming } from './mailbox.ts';
import { freePractice } from './practice.ts';
import { sideScroll } from './side-scroll.ts';
import { signInWithCode } from './two-step.ts';

const en = ui.en;

// Every dashboard screen, signed in as each role, on the phones people hold: a common one and the
// narrowest still sold. Scrolling inside a table's own container is fine; the page must not.
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

/**
 * The records the screens of one record open, by the pattern up to the parameter
 * (`/dashboard/my-clients/:id` serves the record's tabs too), each visited. Made only when a screen
 * asks for them.
 */
type Records = Record<string, () => Promise<string[]>>;

/** Screens of a record this installation cannot have, and why. */
const UNAVAILABLE: Record<string, string> = {
  '/dashboard/billing/payouts/:id': 'payouts come from Stripe Connect, which the test server does not have',
};

/** What the screens say while they load: they have loaded when none of it is left. */
const LOADING = new RegExp(
  Object.entries(en)
    .filter(([key]) => /\.loading\w*$/.test(key))
    .map(([, text]) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);

/** The paths of every screen the role may open, from the dashboard's own list of screens. */
async function pathsFor(role: Role, records: Records): Promise<string[]> {
  const paths: string[] = [];
  const made = new Map<string, string[]>();
  for (const screen of DASHBOARD_SCREENS.filter((s) => mayOpen(s, role))) {
    const parts = screen.pattern.split('/');
    const at = parts.findIndex((part) => part.startsWith(':'));
    if (at < 0) {
      paths.push(screen.pattern);
      continue;
    }
    const owner = parts.slice(0, at + 1).join('/');
    if (owner in UNAVAILABLE) continue;
    const make = records[owner];
    if (!make) throw new Error(`${screen.pattern}: give this test a record for ${owner} to open`);
    const ids = made.get(owner) ?? (await make());
    made.set(owner, ids);
    expect(ids.length, owner).toBeGreaterThan(0);
    for (const id of ids) paths.push([...parts.slice(0, at), encodeURIComponent(id), ...parts.slice(at + 1)].join('/'));
  }
  return paths;
}

/**
 * Opens each path at each phone width and collects, rather than stops at, the screens wider than
 * the phone, so one run lists them all. A screen counts once its heading shows and nothing on it
 * still loads (no network-idle wait: the dashboard keeps a live connection open).
 */
async function visitEvery(page: Page, paths: string[]): Promise<void> {
  const wide: string[] = [];
  const screen = page.locator('.dashboard-screen');
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(screen.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(screen, path).not.toContainText(LOADING);
      await expect(screen.locator('[aria-busy="true"]'), path).toHaveCount(0);
      const layout = await sideScroll(page);
      if (layout.scrollWidth > layout.innerWidth) {
        wide.push(`${path} at ${phone.width} px is ${layout.scrollWidth} px wide: ${layout.culprits.join('; ')}`);
      }
    }
    // The navigation opened on a phone fits as well.
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: en['dashboard.nav.label'] });
    await nav.getByRole('button', { name: new RegExp(`^${en['dashboard.nav.menu']}`) }).click();
    await expect(nav.getByRole('button', { name: en['dashboard.signOut'] })).toBeVisible();
    const layout = await sideScroll(page);
    if (layout.scrollWidth > layout.innerWidth) {
      wide.push(
        `the open navigation at ${phone.width} px is ${layout.scrollWidth} px wide: ${layout.culprits.join('; ')}`,
      );
    }
  }
  expect(wide, 'screens wider than the phone').toEqual([]);
}

/** The hub's items, each a screen of its own (the longest tables of the dashboard are in them). */
async function hubItems(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get('/api/v1/hub');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as HubList).items.map((item) => item.slug);
}

/** An intake questionnaire copied from the first German template (German makes the longest words). */
async function intakeForm(request: APIRequestContext): Promise<string[]> {
  const templates = await request.get('/api/v1/intake-forms/templates?locale=de');
  expect(templates.status(), await templates.text()).toBe(200);
  const [template] = ((await templates.json()) as { templates: { title: string; definition: unknown }[] }).templates;
  const created = await request.post('/api/v1/intake-forms', {
    data: { title: template?.title, locale: 'de', definition: template?.definition },
  });
  expect(created.status(), await created.text()).toBe(201);
  return [((await created.json()) as { id: string }).id];
}

/** Signs an administrator of the test's own in on `page`. */
async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/auth/sign-in?next=/dashboard');
  await signInWithCode(page, await newAdmin());
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
}

/**
 * What a practice's screens show: a service, a complete receipts profile, a client with a long name
 * and address (the widest values people type), an invoice issued and partly paid, and a draft.
 */
async function practiceWithMoney(request: APIRequestContext) {
  const service = await request.post('/api/v1/services', {
    data: {
      name: 'Psychotherapeutische Einzelbehandlung (Verhaltenstherapie)',
      description: 'Einzelsitzung, 50 Minuten, in der Praxis.',
      durationMinutes: 50,
      priceMinor: 10_000,
      currency: 'EUR',
      modality: 'in_person',
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const { id: serviceId } = (await service.json()) as { id: string };

  const profile = await request.put('/api/v1/billing/profile', {
    data: {
      legalName: 'Praxis für Psychotherapie und Psychoanalyse Dr. med. Konstantina Papadopoulou-Schmidt',
      addressLine1: 'Schönhauser Allee 180',
      addressLine2: 'Seitenflügel, 4. Obergeschoss',
      postalCode: '10119',
      city: 'Berlin',
      countryCode: 'DE',
      taxNumber: '29/123/45678',
      vatId: '',
      registration: 'Approbation: Landesamt für Gesundheit und Soziales Berlin',
      accountHolder: 'Dr. med. Konstantina Papadopoulou-Schmidt',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      invoiceFormat: 'RE-{YYYY}-{NNNN}',
      creditNoteFormat: 'GS-{YYYY}-{NNNN}',
      paymentTermsDays: 14,
      defaultTaxTreatment: 'exempt',
      defaultTaxRateBp: 1900,
      footer: 'Umsatzsteuerfrei nach § 4 Nr. 14 UStG',
      invoiceLocale: null,
      reminderAfterDays: 7,
      serviceTax: [],
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  const suffix = randomBytes(3).toString('hex');
  const client = await request.post('/api/v1/clients', {
    data: {
      name: `Maximilian Alexander von Hohenberg-Wittelsbach ${suffix}`,
      email: `maximilian.alexander.von-hohenberg-wittelsbach-${suffix}@example.test`,
      locale: 'de',
      billingAddress: 'Maximilian von Hohenberg-Wittelsbach\nKurfürstendamm 234\n10719 Berlin',
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: string };

  const line = { description: 'Psychotherapeutische Einzelbehandlung (Verhaltenstherapie)', unitMinor: 10_000 };
  const invoice = await issuedInvoice(request, clientId, line);
  const paid = await request.post(`/api/v1/billing/invoices/${invoice.id}/payments`, {
    data: { amountMinor: 4_000, method: 'bank_transfer', receivedOn: today(), reference: invoice.number },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const draft = await request.post('/api/v1/billing/invoices', {
    data: {
      clientId,
      lines: [{ ...line, serviceDate: today(), quantity: 2, taxTreatment: 'exempt', taxRateBp: 0 }],
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  return { serviceId, clientId, invoiceIds: [invoice.id, ((await draft.json()) as Invoice).id] };
}

test('every therapist screen fits a 390 px and a 320 px phone', async ({ page, browser, baseURL }) => {
  // Over a hundred screens.
  test.setTimeout(420_000);
  const practice = await freePractice(page.request, baseURL as string);
  const money = await practiceWithMoney(page.request);

  // On the plan with every feature, so the widgets and the waiting room show what they offer.
  const adminErrors: string[] = [];
  const admin = await personIn(await browser.newContext(), adminErrors);
  await signInAdmin(admin);
  const found = await admin.request.get(`/api/v1/admin/plans?q=${encodeURIComponent(practice.email)}`);
  const [row] = ((await found.json()) as { items: { therapistId: string }[] }).items;
  const assigned = await admin.request.put(`/api/v1/admin/plans/${row?.therapistId}`, {
    data: { plan: 'practice_plus', until: null },
  });
  expect(assigned.status(), await assigned.text()).toBe(204);
  await admin.context().close();
  expect(adminErrors).toEqual([]);

  await visitEvery(
    page,
    await pathsFor('therapist', {
      '/dashboard/my-clients/:id': async () => [money.clientId],
      '/dashboard/messages/:clientId': async () => [money.clientId],
      '/dashboard/billing/invoices/:id': async () => money.invoiceIds,
      '/dashboard/settings/services/:id': async () => [money.serviceId],
      '/dashboard/settings/intake/:id': () => intakeForm(page.request),
      '/dashboard/mental-health-hub/:slug': () => hubItems(page.request),
    }),
  );
});

test('every client screen fits a 390 px and a 320 px phone', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  // A client of this test's own, confirmed from the development mailbox (which signs them in).
  const suffix = randomBytes(4).toString('hex');
  const client = {
    name: `Maximiliane Hohenberg-Wittelsbach ${suffix}`,
    email: `maximiliane.hohenberg-wittelsbach-${suffix}@example.test`,
  };
  const registered = await page.request.post('/api/v1/auth/register', {
    headers: { origin: baseURL as string },
    data: {
      email: client.email,
      displayName: client.name,
      password: `Quiet harbour ${suffix} lanterns`,
      role: 'client',
      locale: 'en',
    },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const mail = await mailNaming(page, client.email, '/auth/verify-email?token=');
  const link = new URL(/https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/.exec(mail)?.[0] ?? '');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('status')).toHaveText(en['auth.verify.signedIn']);

  // A booking with a Berlin practice (a conversation with it comes with the booking), and the
  // practice kept among the favourites.
  const slug = (await bookable(page.request)).profile.split('/').at(-1) as string;
  const [service] = (await (await page.request.get(`/api/v1/therapists/${slug}/services`)).json()) as BookableService[];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const query = `serviceId=${service?.id}&from=${day(21)}&to=${day(50)}`;
  const { slots } = (await (await page.request.get(`/api/v1/therapists/${slug}/slots?${query}`)).json()) as SlotList;
  // Other tests book this practice too: start somewhere in the list, move on when a time is taken.
  const first = Math.floor(Math.random() * slots.length);
  let booked = false;
  for (let i = 0; i < 5 && !booked; i++) {
    const start = slots[(first + i) % slots.length]?.start;
    const answer = await page.request.post('/api/v1/bookings', {
      data: { therapistSlug: slug, serviceId: service?.id, start, client },
    });
    booked = answer.status() === 201;
    if (!booked) expect(answer.status(), await answer.text()).toBe(409);
  }
  expect(booked, 'a free time booked').toBe(true);
  const threads = (await (await page.request.get('/api/v1/me/messages/threads')).json()) as {
    threads: { id: string }[];
  };
  const conversation = threads.threads[0]?.id as string;
  expect((await page.request.put(`/api/v1/favourites/${slug}`)).status()).toBeLessThan(300);

  await visitEvery(page, await pathsFor('client', { '/dashboard/messages/:clientId': async () => [conversation] }));
});

test('every administrator screen fits a 390 px and a 320 px phone', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAdmin(page);
  await visitEvery(
    page,
    await pathsFor('admin', { '/dashboard/mental-health-hub/:slug': () => hubItems(page.request) }),
  );
});
