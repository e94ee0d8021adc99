import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ClientList, Invoice, Locale, Services } from '@calma/api/contract';
import { type APIRequestContext, type BrowserContext, type Download, expect, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { signInAsDemo } from './demo-accounts.ts';

// What the billing journeys share: people signing in, clients and invoices made through the API
// the dashboard uses, amounts as each language writes them, and what a downloaded PDF says.

export const DEMO_CLIENT = { email: 'client@demo.calma.test', name: 'Demo Client' };
/** The seeded practice's bank account (api/src/seed/billing.ts), as printed: in groups of four. */
export const DEMO_IBAN = 'DE89 3704 0044 0532 0130 00';
/** The practice's zone: "today" on an invoice is the therapist's today. */
export const ZONE = 'Europe/Berlin';

export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** pdf.js and Intl put no-break and narrow spaces in amounts; the layout breaks lines. One space each. */
export const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

const INTL: Record<Locale, string> = { en: 'en', de: 'de-DE', nl: 'nl-NL', es: 'es-ES', pt: 'pt-PT' };

/** An amount in minor units as a reader of `locale` sees it (the dashboard's English is plain `en`). */
export const money = (locale: Locale, minor: number, currency = 'EUR') =>
  new Intl.NumberFormat(INTL[locale], { style: 'currency', currency }).format(minor / 100);

/** The amount in an English money text ("€1,234.50", "-€90.00") in minor units. */
export function minorOf(text: string): number {
  const found = /(-?)€([\d,]+)\.(\d{2})/.exec(text);
  if (!found) throw new Error(`No amount in “${text}”`);
  const [, sign, whole = '0', cents = '0'] = found;
  return (sign ? -1 : 1) * (Number(whole.replace(/,/g, '')) * 100 + Number(cents));
}

/** Today in the practice's zone, YYYY-MM-DD. */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

/**
 * Opens `path` as someone, signing in when the page asks who they are (other specs sign the demo
 * accounts out everywhere, so a session is never taken for granted).
 */
export async function openAs(page: Page, email: string, path: string): Promise<void> {
  await page.goto(path);
  if (new URL(page.url()).pathname.endsWith('/auth/sign-in')) await signInAsDemo(page, email);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** A page in a context of its own whose console errors are collected, as the fixture's page's are. */
export async function personIn(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40[0-9]/.test(message.text()))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return page;
}

/** A client the therapist adds by hand, writing in `locale` (the language of their invoices). */
export async function newClient(request: APIRequestContext, first: string, locale: Locale) {
  const suffix = randomBytes(3).toString('hex');
  const client = {
    name: `${first} ${suffix}`,
    email: `${first.toLowerCase().replace(/\W+/g, '-')}-${suffix}@example.test`,
  };
  const created = await request.post('/api/v1/clients', { data: { ...client, locale } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { id, ...client };
}

/** The signed-in therapist's first paid service still offered, as the booking and the invoice price it. */
export async function paidService(request: APIRequestContext) {
  const answer = await request.get('/api/v1/services');
  expect(answer.status()).toBe(200);
  const { services } = (await answer.json()) as Services;
  const service = services.filter((s) => !s.archived && s.priceMinor > 0).sort((a, b) => a.position - b.position)[0];
  if (!service) throw new Error('The therapist offers no paid service');
  return service;
}

/** An issued invoice of one line typed by hand, made through the API the dashboard uses. */
export async function issuedInvoice(
  request: APIRequestContext,
  clientId: string,
  line: { description: string; unitMinor: number },
): Promise<Invoice> {
  const drafted = await request.post('/api/v1/billing/invoices', {
    data: {
      clientId,
      lines: [{ ...line, serviceDate: today(), quantity: 1, taxTreatment: 'exempt', taxRateBp: 0 }],
    },
  });
  expect(drafted.status(), await drafted.text()).toBe(201);
  const draft = (await drafted.json()) as Invoice;
  const issued = await request.post(`/api/v1/billing/invoices/${draft.id}/issue`, { data: {} });
  expect(issued.status(), await issued.text()).toBe(200);
  return (await issued.json()) as Invoice;
}

/** The client record of the signed-in therapist that has this email address. */
export async function clientByEmail(request: APIRequestContext, email: string) {
  const answer = await request.get(`/api/v1/clients?q=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  const { clients } = (await answer.json()) as ClientList;
  const client = clients.find((c) => c.email === email);
  if (!client) throw new Error(`No client ${email}`);
  return client;
}

/** The text of a downloaded PDF, read by a real PDF parser, with its spaces made plain. */
export async function pdfText(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(bytes, { mergePages: true });
  return squash(text);
}

/**
 * The email to `to` whose subject contains `subject`, opened in the development mailbox; the
 * email goes out just after the API answers, so the mailbox is looked at again until it is there.
 */
export async function openEmail(reader: Page, to: string, subject: string): Promise<string> {
  const row = reader.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(async () => {
    await reader.goto('/dev/mailbox');
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await row.getByRole('link').click();
  await expect(reader.getByRole('heading', { level: 1 })).toContainText(subject);
  return (await reader.getByRole('main').textContent()) ?? '';
}
