import { randomBytes, randomUUID } from 'node:crypto';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { payToken } from '../src/billing/pay-links.ts';
import { creditorReference } from '../src/billing/payment-reference.ts';
import { appointmentKey } from '../src/booking/links.ts';
import type { Database } from '../src/db/database.ts';
import type { InvoiceStatus } from '../src/db/schema.ts';
import type { MyInvoices, PayableInvoice } from '../src/schemas/billing.ts';
import { testApp } from './helpers/app.ts';
import { createAppointment, createTherapist } from './helpers/factories.ts';
import { practiceOwner, SAME_SITE, signedInAccount } from './helpers/sessions.ts';

const LINK_SECRET = 'billing-pay-test-link-secret';
const PUBLIC_URL = 'https://calma.test';

/** YYYY-MM-DD, `days` from today (UTC; the test therapists are in Berlin, so stay a day or more away). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A practice with its receipts settings: bank account, and cards when asked. */
async function practice(db: Database, options: { iban?: string; cards?: boolean; stripe?: 'none' | 'enabled' } = {}) {
  const therapist = await createTherapist(db, { firstName: 'Lena', country: 'germany' });
  await db
    .insertInto('billingProfile')
    .values({
      therapistId: therapist.id,
      legalName: 'Praxis Lena',
      countryCode: 'DE',
      defaultTaxRateBp: 1900,
      accountHolder: 'Lena Praxis',
      iban: options.iban ?? 'DE89370400440532013000',
      bic: 'cobadeffxxx',
      cardPayments: options.cards ?? false,
      stripeAccountStatus: options.stripe ?? 'none',
    })
    .execute();
  return therapist;
}

/** A client record of the practice, linked to an account when `userId` is given. */
async function clientOf(db: Database, therapistId: string, userId?: string) {
  const suffix = randomBytes(4).toString('hex');
  return db
    .insertInto('client')
    .values({ therapistId, userId: userId ?? null, name: `Mara ${suffix}`, email: `mara-${suffix}@example.test` })
    .returning('id')
    .executeTakeFirstOrThrow();
}

let counter = 0;
/** An invoice as issuing leaves it (or a draft): number, dates, snapshot, reference. */
async function invoiceOf(
  db: Database,
  therapistId: string,
  clientId: string,
  options: {
    status?: InvoiceStatus;
    grossMinor?: number;
    paidMinor?: number;
    issueDate?: string;
    dueDate?: string;
    locale?: 'en' | 'de';
    appointmentId?: string;
    /** The account printed on the invoice at issue; none by default. */
    sellerAccount?: { accountHolder: string; iban: string; bic: string };
  } = {},
) {
  counter += 1;
  const status = options.status ?? 'sent';
  const number = status === 'draft' ? null : `2026-${String(counter).padStart(4, '0')}`;
  const gross = options.grossMinor ?? 9000;
  const invoice = await db
    .insertInto('invoice')
    .values({
      therapistId,
      clientId,
      number,
      status,
      locale: options.locale ?? 'de',
      currency: 'EUR',
      issueDate: status === 'draft' ? null : (options.issueDate ?? day(-3)),
      dueDate: status === 'draft' ? null : (options.dueDate ?? day(11)),
      seller: JSON.stringify({
        name: 'Praxis Lena',
        addressLines: ['Hauptstraße 1', '10115 Berlin'],
        email: '',
        countryCode: 'DE',
        taxNumber: '27/123/45678',
        ...options.sellerAccount,
      }),
      buyer: JSON.stringify({ name: 'Mara Client', addressLines: ['Gartenweg 2', '10117 Berlin'], email: '' }),
      netMinor: gross,
      grossMinor: gross,
      paidMinor: options.paidMinor ?? 0,
      paymentReference: number ? creditorReference(number) : null,
      issuedAt: status === 'draft' ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoiceLine')
    .values({
      invoiceId: invoice.id,
      position: 1,
      appointmentId: options.appointmentId ?? null,
      description: 'Psychotherapie, 50 Minuten',
      serviceDate: day(-4),
      quantity: 1,
      unitMinor: gross,
      taxTreatment: 'exempt',
      taxRateBp: 0,
      netMinor: gross,
      taxMinor: 0,
      grossMinor: gross,
    })
    .execute();
  return { id: invoice.id, number, token: payToken(LINK_SECRET, invoice.id) };
}

/** A held session of the client, with its uid and the key of the client's email link. */
async function appointmentOf(db: Database, therapistId: string, clientId: string) {
  const startsAt = new Date(Date.now() - 4 * 86_400_000);
  const { id, uid } = await createAppointment(db, { therapistId, clientId, status: 'completed', startsAt });
  return { id, uid, key: appointmentKey(LINK_SECRET, uid) };
}

describe('the client’s side of billing', async () => {
  // Stripe configured (never called here): the pay page offers cards only where this installation takes them.
  const { app, db } = await testApp({
    appointmentLinkSecret: LINK_SECRET,
    publicUrl: PUBLIC_URL,
    twoFactorRoles: [],
    stripe: {
      secretKey: 'sk_test_pay_page',
      webhookSecret: 'whsec_pay_page',
      billingWebhookSecret: 'whsec_pay_page_billing',
      feePercent: 2,
      api: undefined,
    },
  });
  await app.ready();
  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  describe('the pay link', () => {
    it('shows an issued invoice: who bills it, what is still owed and how to pay by bank transfer', async () => {
      const therapist = await practice(db);
      const client = await clientOf(db, therapist.id);
      const invoice = await invoiceOf(db, therapist.id, client.id, { grossMinor: 9000, paidMinor: 2500 });

      const response = await get(`/api/v1/invoices/pay/${invoice.token}`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const body = response.json<PayableInvoice>();
      expect(body).toMatchObject({
        number: invoice.number,
        kind: 'invoice',
        status: 'sent',
        overdue: false,
        currency: 'EUR',
        grossMinor: 9000,
        balanceMinor: 6500,
        pdfUrl: `/api/v1/invoices/pay/${invoice.token}/pdf`,
        payUrl: `${PUBLIC_URL}/de/invoice/${invoice.token}`,
        bankTransfer: {
          accountHolder: 'Lena Praxis',
          iban: 'DE89 3704 0044 0532 0130 00',
          bic: 'COBADEFFXXX',
        },
        cardPayments: false,
      });
      expect(body.therapist).toEqual({ name: therapist.name, slug: therapist.slug });
      expect(body.bankTransfer?.reference.replace(/ /g, '')).toBe(creditorReference(invoice.number ?? ''));
    });

    it('calls an unpaid invoice past its due date overdue, and a paid one neither overdue nor payable', async () => {
      const therapist = await practice(db);
      const client = await clientOf(db, therapist.id);
      const late = await invoiceOf(db, therapist.id, client.id, { issueDate: day(-30), dueDate: day(-2) });
      const paid = await invoiceOf(db, therapist.id, client.id, {
        status: 'paid',
        paidMinor: 9000,
        dueDate: day(-2),
      });

      const lateBody = (await get(`/api/v1/invoices/pay/${late.token}`)).json<PayableInvoice>();
      const paidBody = (await get(`/api/v1/invoices/pay/${paid.token}`)).json<PayableInvoice>();

      expect(lateBody).toMatchObject({ overdue: true, balanceMinor: 9000 });
      expect(lateBody.bankTransfer).not.toBeNull();
      expect(paidBody).toMatchObject({ status: 'paid', overdue: false, balanceMinor: 0, bankTransfer: null });
    });

    it('offers cards only when the practice takes them and its Stripe account is enabled', async () => {
      const client = async (options: Parameters<typeof practice>[1]) => {
        const therapist = await practice(db, options);
        const c = await clientOf(db, therapist.id);
        const invoice = await invoiceOf(db, therapist.id, c.id);
        return (await get(`/api/v1/invoices/pay/${invoice.token}`)).json<PayableInvoice>().cardPayments;
      };
      expect(await client({ cards: true, stripe: 'enabled' })).toBe(true);
      expect(await client({ cards: true, stripe: 'none' })).toBe(false);
      expect(await client({ cards: false, stripe: 'enabled' })).toBe(false);
    });

    it('offers no cards once Stripe is no longer configured, even to a practice that turned them on', async () => {
      const { app: withoutStripe } = await testApp({
        appointmentLinkSecret: LINK_SECRET,
        publicUrl: PUBLIC_URL,
        twoFactorRoles: [],
        stripe: undefined,
      });
      const therapist = await practice(db, { cards: true, stripe: 'enabled' });
      const invoice = await invoiceOf(db, therapist.id, (await clientOf(db, therapist.id)).id);
      const answer = await withoutStripe.inject({ method: 'GET', url: `/api/v1/invoices/pay/${invoice.token}` });
      expect(answer.json<PayableInvoice>()).toMatchObject({ cardPayments: false, balanceMinor: 9000 });
      await withoutStripe.close();
    });

    it('gives the account printed on the invoice, even after the practice changed its account', async () => {
      const therapist = await practice(db, { iban: 'NL91ABNA0417164300' });
      const client = await clientOf(db, therapist.id);
      const invoice = await invoiceOf(db, therapist.id, client.id, {
        sellerAccount: { accountHolder: 'Praxis Lena', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
      });

      const body = (await get(`/api/v1/invoices/pay/${invoice.token}`)).json<PayableInvoice>();

      expect(body.bankTransfer).toMatchObject({
        accountHolder: 'Praxis Lena',
        iban: 'DE02 1203 0000 0000 2020 51',
        bic: 'BYLADEM1001',
      });
    });

    it('leaves out bank details when the practice has no account set', async () => {
      const therapist = await practice(db, { iban: '' });
      const client = await clientOf(db, therapist.id);
      const invoice = await invoiceOf(db, therapist.id, client.id);

      const body = (await get(`/api/v1/invoices/pay/${invoice.token}`)).json<PayableInvoice>();

      expect(body.bankTransfer).toBeNull();
      expect(body.balanceMinor).toBe(9000);
    });

    it('is 404 for a forged or altered token, and for a draft', async () => {
      const therapist = await practice(db);
      const client = await clientOf(db, therapist.id);
      const invoice = await invoiceOf(db, therapist.id, client.id);
      const draft = await invoiceOf(db, therapist.id, client.id, { status: 'draft' });
      const [body, mac] = invoice.token.split('.') as [string, string];
      const flipped = `${body}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
      const otherSecret = payToken('someone-elses-secret', invoice.id);
      const otherInvoice = `${payToken(LINK_SECRET, randomUUID()).split('.')[0]}.${mac}`;

      for (const token of [flipped, otherSecret, otherInvoice, draft.token, payToken(LINK_SECRET, randomUUID())]) {
        const response = await get(`/api/v1/invoices/pay/${token}`);
        expect(response.statusCode, token).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    });
  });

  it('opens an invoice the therapist issued on its pay link, without writing the client record’s access log', async () => {
    const owner = await practiceOwner(app, db);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie: owner.cookie, ...SAME_SITE }, ...(payload ? { payload } : {}) });
    const profile = (await call('GET', '/api/v1/billing/profile')).json();
    const saved = await call('PUT', '/api/v1/billing/profile', {
      ...profile,
      legalName: 'Praxis Dr. Alex Tester',
      addressLine1: 'Oranienstraße 12',
      postalCode: '10999',
      city: 'Berlin',
      taxNumber: '21/815/08150',
      accountHolder: 'Alex Tester',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const client = (
      await call('POST', '/api/v1/clients', {
        name: 'Mara Jansen',
        email: `mara-${randomBytes(4).toString('hex')}@example.test`,
      })
    ).json<{ id: string }>();
    const line = {
      description: 'Psychotherapie',
      serviceDate: day(-2),
      quantity: 1,
      unitMinor: 10_000,
      taxTreatment: 'exempt',
      taxRateBp: 0,
    };
    const draft = (await call('POST', '/api/v1/billing/invoices', { clientId: client.id, lines: [line] })).json<{
      id: string;
    }>();
    const issued = await call('POST', `/api/v1/billing/invoices/${draft.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    const { number, payUrl } = issued.json<{ number: string; payUrl: string }>();
    const logged = async () =>
      (await db.selectFrom('clientAccessLog').select('id').where('clientId', '=', client.id).execute()).length;
    const before = await logged();

    const token = payUrl.slice(payUrl.lastIndexOf('/') + 1);
    const response = await get(`/api/v1/invoices/pay/${token}`);

    expect(response.statusCode).toBe(200);
    expect(response.json<PayableInvoice>()).toMatchObject({
      number,
      status: 'issued',
      grossMinor: 10_000,
      balanceMinor: 10_000,
      bankTransfer: { accountHolder: 'Alex Tester', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
    });
    expect(response.json<PayableInvoice>().bankTransfer?.reference.replace(/ /g, '')).toBe(creditorReference(number));
    expect((await get(`/api/v1/invoices/pay/${token}/pdf`)).statusCode).toBe(200);
    expect(await logged()).toBe(before);
  });

  describe('the PDF through the pay link', () => {
    it('downloads the issued invoice as a PDF attachment that carries its number', async () => {
      const therapist = await practice(db);
      const client = await clientOf(db, therapist.id);
      const invoice = await invoiceOf(db, therapist.id, client.id);

      const response = await get(`/api/v1/invoices/pay/${invoice.token}/pdf`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*2026-\d{4}\.pdf"/);
      const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
      expect(text).toContain(invoice.number);
      expect(text).toContain('Praxis Lena');
    });

    it('is 404 for a draft and for an altered token', async () => {
      const therapist = await practice(db);
      const client = await clientOf(db, therapist.id);
      const invoice = await invoiceOf(db, therapist.id, client.id);
      const draft = await invoiceOf(db, therapist.id, client.id, { status: 'draft' });

      expect((await get(`/api/v1/invoices/pay/${draft.token}/pdf`)).statusCode).toBe(404);
      expect((await get(`/api/v1/invoices/pay/${invoice.token.slice(0, -2)}xy/pdf`)).statusCode).toBe(404);
    });
  });

  describe('the signed-in client’s invoices', () => {
    it('lists the invoices of every practice the account is a client of, newest first, and no one else’s', async () => {
      const me = await signedInAccount(app, db, 'client');
      const someoneElse = await signedInAccount(app, db, 'client');
      const first = await practice(db);
      const second = await practice(db);
      const mine1 = await clientOf(db, first.id, me.userId);
      const mine2 = await clientOf(db, second.id, me.userId);
      const theirs = await clientOf(db, first.id, someoneElse.userId);
      const older = await invoiceOf(db, first.id, mine1.id, { issueDate: day(-40), dueDate: day(-26) });
      const newer = await invoiceOf(db, second.id, mine2.id, { issueDate: day(-1) });
      await invoiceOf(db, first.id, mine1.id, { status: 'draft' });
      const other = await invoiceOf(db, first.id, theirs.id);

      const response = await get('/api/v1/me/invoices', me.cookie);

      expect(response.statusCode).toBe(200);
      const numbers = response.json<MyInvoices>().items.map((i) => i.number);
      expect(numbers).toEqual([newer.number, older.number]);
      expect(numbers).not.toContain(other.number);
      const theirList = (await get('/api/v1/me/invoices', someoneElse.cookie)).json<MyInvoices>();
      expect(theirList.items.map((i) => i.number)).toEqual([other.number]);
    });

    it('is empty for a client with no invoices, 403 for a therapist and 401 for a visitor', async () => {
      const me = await signedInAccount(app, db, 'client');
      expect((await get('/api/v1/me/invoices', me.cookie)).json()).toEqual({ items: [] });
      const therapist = await signedInAccount(app, db, 'therapist');
      expect((await get('/api/v1/me/invoices', therapist.cookie)).statusCode).toBe(403);

      const visitor = await get('/api/v1/me/invoices');
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('UNAUTHENTICATED');
    });
  });

  describe('the invoice of an appointment', () => {
    it('is shown to the client with the email link’s key or signed in, and to no one else', async () => {
      const me = await signedInAccount(app, db, 'client');
      const stranger = await signedInAccount(app, db, 'client');
      const therapist = await practice(db);
      const client = await clientOf(db, therapist.id, me.userId);
      const appointment = await appointmentOf(db, therapist.id, client.id);
      const invoice = await invoiceOf(db, therapist.id, client.id, { appointmentId: appointment.id });
      const url = `/api/v1/appointments/${appointment.uid}/invoice`;

      const withKey = await get(`${url}?key=${appointment.key}`);
      expect(withKey.statusCode).toBe(200);
      expect(withKey.json<PayableInvoice>()).toMatchObject({ number: invoice.number, balanceMinor: 9000 });
      expect((await get(url, me.cookie)).json<PayableInvoice>().number).toBe(invoice.number);

      expect((await get(url)).statusCode).toBe(404);
      expect((await get(`${url}?key=${'x'.repeat(32)}`)).statusCode).toBe(404);
      expect((await get(url, stranger.cookie)).statusCode).toBe(404);
    });

    it('is 404 while the session is on no issued invoice (none yet, a draft, or a credited one)', async () => {
      const therapist = await practice(db);
      const client = await clientOf(db, therapist.id);
      const none = await appointmentOf(db, therapist.id, client.id);
      const drafted = await appointmentOf(db, therapist.id, client.id);
      await invoiceOf(db, therapist.id, client.id, { status: 'draft', appointmentId: drafted.id });
      const credited = await appointmentOf(db, therapist.id, client.id);
      await invoiceOf(db, therapist.id, client.id, { status: 'credited', appointmentId: credited.id });

      for (const a of [none, drafted, credited]) {
        const response = await get(`/api/v1/appointments/${a.uid}/invoice?key=${a.key}`);
        expect(response.statusCode).toBe(404);
      }
    });
  });
});
