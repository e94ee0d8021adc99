import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sendDueReminders } from '../src/billing/invoice-mail.ts';
import type { Database } from '../src/db/database.ts';
import type { AppointmentStatus } from '../src/db/schema.ts';
import { testApp } from './helpers/app.ts';
import { createAppointment, createUser, firstService } from './helpers/factories.ts';
import { multipart } from './helpers/media-files.ts';
import { call as callAs, practiceOwner, SAME_SITE, signIn } from './helpers/sessions.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const appointment = async (
  db: Database,
  therapistId: string,
  clientId: string,
  status: AppointmentStatus,
  daysAgo = 3,
) =>
  (
    await createAppointment(db, {
      therapistId,
      clientId,
      status,
      startsAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
  ).id;

const line = (overrides: object = {}) => ({
  description: 'Supervision',
  serviceDate: '2026-01-15',
  quantity: 1,
  unitMinor: 10_000,
  taxTreatment: 'exempt',
  taxRateBp: 0,
  ...overrides,
});

describe('billing', async () => {
  const { app, db, outbox } = await testApp({ twoFactorRoles: [] });
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callAs(app, method, url, cookie, payload);

  const newClient = async (cookie: string, overrides: object = {}) => {
    const response = await call('POST', '/api/v1/clients', cookie, {
      name: 'Mara Jansen',
      email: `mara-${randomBytes(4).toString('hex')}@example.test`,
      ...overrides,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; email: string };
  };

  const profileOf = async (cookie: string) => (await call('GET', '/api/v1/billing/profile', cookie)).json();
  const saveProfile = (cookie: string, profile: object, changes: object) =>
    call('PUT', '/api/v1/billing/profile', cookie, { ...profile, ...changes });
  /** A practice whose receipts settings are complete, with one client. */
  const readyPractice = async (spec: Parameters<typeof practiceOwner>[2] = {}) => {
    const owner = await practiceOwner(app, db, spec);
    const saved = await saveProfile(owner.cookie, await profileOf(owner.cookie), {
      legalName: 'Praxis Dr. Alex Tester',
      addressLine1: 'Oranienstraße 12',
      postalCode: '10999',
      city: 'Berlin',
      taxNumber: '21/815/08150',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const client = await newClient(owner.cookie);
    return { owner, client };
  };
  const draft = async (cookie: string, payload: object) => {
    const response = await call('POST', '/api/v1/billing/invoices', cookie, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const issue = async (cookie: string, id: string) => {
    const response = await call('POST', `/api/v1/billing/invoices/${id}/issue`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const accessActions = async (clientId: string) =>
    (
      await db.selectFrom('clientAccessLog').select('action').where('clientId', '=', clientId).orderBy('id').execute()
    ).map((r) => r.action);

  it('propose receipts settings from the profile, save them, and read them back', async () => {
    const owner = await practiceOwner(app, db, { country: 'netherlands', place: 'amsterdam' });
    const proposed = await profileOf(owner.cookie);
    expect(proposed).toMatchObject({
      countryCode: 'NL',
      defaultTaxRateBp: 2100,
      defaultTaxTreatment: 'exempt',
      invoiceFormat: '{YYYY}-{NNNN}',
      nextInvoiceNumber: 1,
      complete: false,
    });
    expect(proposed.legalName).toBe(owner.name);
    expect(proposed.missing).toContain('iban');

    const saved = await saveProfile(owner.cookie, proposed, {
      legalName: 'Praktijk Jansen',
      addressLine1: 'Keizersgracht 1',
      postalCode: '1015 CJ',
      city: 'Amsterdam',
      iban: 'nl91 abna 0417 1643 00',
      bic: 'abnanl2a',
      vatId: 'NL 123456789 B01',
      invoiceFormat: 'F{YY}-{NNN}',
      nextInvoiceNumber: 40,
      invoiceLocale: 'nl',
      paymentTermsDays: 30,
      serviceTax: proposed.services.map((s: { id: string }) => ({
        serviceId: s.id,
        taxTreatment: 'taxable',
        taxRateBp: 2100,
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await profileOf(owner.cookie);
    expect(again).toMatchObject({
      legalName: 'Praktijk Jansen',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      vatId: 'NL123456789B01',
      invoiceFormat: 'F{YY}-{NNN}',
      nextInvoiceNumber: 40,
      invoiceLocale: 'nl',
      paymentTermsDays: 30,
      complete: true,
      missing: [],
    });
    expect(again.services[0]).toMatchObject({ taxTreatment: 'taxable', taxRateBp: 2100 });

    // The next number may only go up.
    const lower = await saveProfile(owner.cookie, again, { nextInvoiceNumber: 39 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().details).toEqual([expect.objectContaining({ field: 'body.nextInvoiceNumber' })]);
  });

  it('refuse a wrong IBAN, BIC, VAT number or number format, naming each field', async () => {
    const owner = await practiceOwner(app, db);
    const profile = await profileOf(owner.cookie);
    const fields = async (changes: object) => {
      const response = await saveProfile(owner.cookie, profile, changes);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      return response.json().details.map((d: { field: string }) => d.field);
    };
    expect(await fields({ iban: 'DE89 3704 0044 0532 0130 01' })).toEqual(['body.iban']);
    expect(await fields({ bic: 'COBA DE' })).toEqual(['body.bic']);
    expect(await fields({ vatId: 'NL123456789B01' })).toEqual(['body.vatId']);
    expect(await fields({ invoiceFormat: '{YYYY}' })).toEqual(['body.invoiceFormat']);
    expect(await fields({ creditNoteFormat: profile.invoiceFormat })).toEqual(['body.creditNoteFormat']);
    expect(await fields({ invoiceFormat: 'PRAXISMUSTERMANN{YYYY}{NNNN}' })).toEqual(['body.invoiceFormat']);
    expect(await fields({ paymentTermsDays: 91 })).toEqual(['body.paymentTermsDays']);
    expect(
      await fields({ serviceTax: [{ serviceId: crypto.randomUUID(), taxTreatment: null, taxRateBp: null }] }),
    ).toEqual(['body.serviceTax.0.serviceId']);
    expect((await profileOf(owner.cookie)).iban).toBe('');
  });

  it('print an uploaded logo, keep it on issued invoices when replaced, and remove it', async () => {
    const { owner, client } = await readyPractice();
    const image = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2f5d50' } })
      .jpeg()
      .toBuffer();
    const upload = (data: Buffer, type: string) => {
      const body = multipart({ name: 'logo', type, data });
      return app.inject({
        method: 'POST',
        url: '/api/v1/billing/profile/logo',
        payload: body.payload,
        headers: { cookie: owner.cookie, ...SAME_SITE, ...body.headers },
      });
    };
    const notImage = await upload(Buffer.from('%PDF-1.4 not a logo'), 'image/png');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().code).toBe('FILE_TYPE_NOT_ALLOWED');

    const uploaded = await upload(image, 'image/jpeg');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const first = uploaded.json().logoUrl as string;
    expect(first).toMatch(/\/billing\/[\w-]+\/logo-[\w-]+\.png$/);
    const invoice = await issue(owner.cookie, (await draft(owner.cookie, { clientId: client.id, lines: [line()] })).id);
    const withLogo = await call('GET', `/api/v1/billing/invoices/${invoice.id}/pdf`, owner.cookie);
    expect(withLogo.statusCode).toBe(200);

    // A new logo: the issued invoice still prints the one it was issued with, byte for byte.
    expect((await upload(image, 'image/jpeg')).json().logoUrl).not.toBe(first);
    const again = await call('GET', `/api/v1/billing/invoices/${invoice.id}/pdf`, owner.cookie);
    expect(again.rawPayload.length).toBe(withLogo.rawPayload.length);

    const removed = await call('DELETE', '/api/v1/billing/profile/logo', owner.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    expect((await call('DELETE', '/api/v1/billing/profile/logo', owner.cookie)).statusCode).toBe(404);
  });

  it('start a draft from completed sessions, priced as booked and taxed as their service, or by hand', async () => {
    const { owner, client } = await readyPractice({ priceMinor: 9000 });
    const service = await firstService(db, owner.id);
    await db
      .updateTable('service')
      .set({ taxTreatment: 'taxable', taxRateBp: 1900 })
      .where('id', '=', service.id)
      .execute();
    const first = await appointment(db, owner.id, client.id, 'completed', 10);
    const second = await appointment(db, owner.id, client.id, 'completed', 3);

    const uninvoiced = (await call('GET', `/api/v1/billing/uninvoiced?clientId=${client.id}`, owner.cookie)).json();
    expect(uninvoiced.items.map((i: { appointmentId: string }) => i.appointmentId)).toEqual([first, second]);
    expect(uninvoiced.items[0]).toMatchObject({ priceMinor: 9000, taxTreatment: 'taxable', taxRateBp: 1900 });

    const invoice = await draft(owner.cookie, {
      clientId: client.id,
      appointmentIds: [first, second],
      lines: [line({ description: 'Report for the insurer', unitMinor: 2500, quantity: 2 })],
    });
    expect(invoice).toMatchObject({ status: 'draft', number: null, currency: 'EUR', payUrl: null });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        appointmentId: first,
        description: 'Individual session',
        unitMinor: 9000,
        taxMinor: 1710,
        grossMinor: 10_710,
      }),
      expect.objectContaining({ appointmentId: second, taxRateBp: 1900 }),
      expect.objectContaining({ appointmentId: null, netMinor: 5000, taxMinor: 0, grossMinor: 5000 }),
    ]);
    expect(invoice).toMatchObject({ netMinor: 23_000, taxMinor: 3420, grossMinor: 26_420 });
    expect((await call('GET', `/api/v1/billing/uninvoiced?clientId=${client.id}`, owner.cookie)).json().items).toEqual(
      [],
    );

    // A session already on a standing invoice, not completed, or someone else's is refused.
    const again = await call('POST', '/api/v1/billing/invoices', owner.cookie, {
      clientId: client.id,
      appointmentIds: [first],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_INVOICED', details: { appointmentIds: [first] } });
    const upcoming = await appointment(db, owner.id, client.id, 'confirmed', -2);
    const notDone = await call('POST', '/api/v1/billing/invoices', owner.cookie, {
      clientId: client.id,
      appointmentIds: [upcoming],
    });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().code).toBe('APPOINTMENT_NOT_COMPLETED');
    const other = await readyPractice();
    const foreign = await appointment(db, other.owner.id, other.client.id, 'completed');
    const stranger = await call('POST', '/api/v1/billing/invoices', owner.cookie, {
      clientId: client.id,
      appointmentIds: [foreign],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().details).toEqual([expect.objectContaining({ field: 'body.appointmentIds.0' })]);
    // Nor can a draft be started for another practice's client.
    expect(
      (await call('POST', '/api/v1/billing/invoices', owner.cookie, { clientId: other.client.id })).statusCode,
    ).toBe(404);
  });

  it('refuse amounts out of bounds and a total over the limit, without a server error', async () => {
    const { owner, client } = await readyPractice();
    for (const bad of [
      { unitMinor: -100 },
      { unitMinor: 0 },
      { unitMinor: 10_000_001 },
      { quantity: 101 },
      { taxRateBp: 5000 },
    ]) {
      const response = await call('POST', '/api/v1/billing/invoices', owner.cookie, {
        clientId: client.id,
        lines: [line(bad)],
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const huge = await call('POST', '/api/v1/billing/invoices', owner.cookie, {
      clientId: client.id,
      lines: [line({ unitMinor: 10_000_000, quantity: 100 }), line({ unitMinor: 1 })],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe('INVOICE_TOO_LARGE');
    const currency = await call('POST', '/api/v1/billing/invoices', owner.cookie, {
      clientId: client.id,
      currency: 'USD',
      lines: [line()],
    });
    expect(currency.statusCode).toBe(201);
    expect(currency.json().currency).toBe('EUR');
  });

  it('let a draft be changed and deleted, and an issued invoice neither', async () => {
    const { owner, client } = await readyPractice();
    const invoice = await draft(owner.cookie, { clientId: client.id, lines: [line()] });
    const changed = await call('PUT', `/api/v1/billing/invoices/${invoice.id}`, owner.cookie, {
      lines: [line({ unitMinor: 12_000 }), line({ description: 'Letter', unitMinor: 3000 })],
      note: 'Thank you',
      locale: 'de',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ grossMinor: 15_000, note: 'Thank you', locale: 'de' });

    const doomed = await draft(owner.cookie, { clientId: client.id, lines: [line()] });
    expect((await call('DELETE', `/api/v1/billing/invoices/${doomed.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/billing/invoices/${doomed.id}`, owner.cookie)).statusCode).toBe(404);

    await issue(owner.cookie, invoice.id);
    const edit = await call('PUT', `/api/v1/billing/invoices/${invoice.id}`, owner.cookie, {
      lines: [line()],
      note: '',
      locale: 'en',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('INVOICE_ISSUED');
    expect((await call('DELETE', `/api/v1/billing/invoices/${invoice.id}`, owner.cookie)).json().code).toBe(
      'INVOICE_ISSUED',
    );
    expect((await call('POST', `/api/v1/billing/invoices/${invoice.id}/issue`, owner.cookie)).statusCode).toBe(409);
  });

  it('issue with a number, dates, snapshots and a payment reference, once the settings are complete', async () => {
    const owner = await practiceOwner(app, db);
    const client = await newClient(owner.cookie, { name: 'Jonas Weber', locale: 'de' });
    // The client's record says where their invoices go and in which language (theirs unless chosen).
    const {
      id: _,
      hasAccount,
      createdAt,
      updatedAt,
      ...details
    } = (await call('GET', `/api/v1/clients/${client.id}/profile`, owner.cookie)).json();
    expect(details).toMatchObject({ billingAddress: '', invoiceLocale: null });
    const updated = await call('PUT', `/api/v1/clients/${client.id}/profile`, owner.cookie, {
      ...details,
      billingAddress: ' Hauptstr. 5\n10115 Berlin ',
      invoiceLocale: 'nl',
    });
    expect(updated.json()).toMatchObject({ billingAddress: 'Hauptstr. 5\n10115 Berlin', invoiceLocale: 'nl' });
    const { billingAddress, invoiceLocale, ...withoutBilling } = details;
    const kept = await call('PUT', `/api/v1/clients/${client.id}/profile`, owner.cookie, withoutBilling);
    expect(kept.json()).toMatchObject({ billingAddress: 'Hauptstr. 5\n10115 Berlin', invoiceLocale: 'nl' });
    const invoice = await draft(owner.cookie, {
      clientId: client.id,
      lines: [line({ serviceDate: '2026-01-20' }), line({ serviceDate: '2026-01-06' })],
    });
    expect(invoice.locale).toBe('nl');

    const refused = await call('POST', `/api/v1/billing/invoices/${invoice.id}/issue`, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BILLING_PROFILE_INCOMPLETE');
    expect(refused.json().details.missing).toEqual(expect.arrayContaining(['address', 'taxNumberOrVatId', 'iban']));

    const profile = await profileOf(owner.cookie);
    await saveProfile(owner.cookie, profile, {
      legalName: 'Praxis Tester',
      addressLine1: 'Oranienstraße 12',
      postalCode: '10999',
      city: 'Berlin',
      taxNumber: '21/815/08150',
      iban: 'DE89370400440532013000',
      invoiceFormat: 'RE-{YYYY}-{NNNN}',
      nextInvoiceNumber: 7,
      paymentTermsDays: 10,
    });
    const empty = await draft(owner.cookie, { clientId: client.id });
    expect((await call('POST', `/api/v1/billing/invoices/${empty.id}/issue`, owner.cookie)).json().code).toBe(
      'INVOICE_EMPTY',
    );

    const issued = await issue(owner.cookie, invoice.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const year = today.slice(0, 4);
    expect(issued).toMatchObject({
      status: 'issued',
      number: `RE-${year}-0007`,
      issueDate: today,
      serviceFrom: '2026-01-06',
      serviceTo: '2026-01-20',
      seller: { name: 'Praxis Tester', addressLines: ['Oranienstraße 12', '10999 Berlin'] },
      buyer: { name: 'Jonas Weber', addressLines: ['Hauptstr. 5', '10115 Berlin'], email: client.email },
    });
    const due = new Date(`${today}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 10);
    expect(issued.dueDate).toBe(due.toISOString().slice(0, 10));
    expect(issued.paymentReference).toMatch(new RegExp(`^RF\\d{2}RE${year}0007$`));
    expect(issued.payUrl).toMatch(/\/nl\/invoice\/[\w-]+\.[\w-]+$/);
    expect((await profileOf(owner.cookie)).nextInvoiceNumber).toBe(8);

    // Later changes to the client or the settings leave the issued invoice as it was.
    await db.updateTable('client').set({ name: 'Jonas W.' }).where('id', '=', client.id).execute();
    await saveProfile(owner.cookie, await profileOf(owner.cookie), { legalName: 'Renamed' });
    const reread = (await call('GET', `/api/v1/billing/invoices/${invoice.id}`, owner.cookie)).json();
    expect(reread.buyer.name).toBe('Jonas Weber');
    expect(reread.seller.name).toBe('Praxis Tester');
  });

  it('keep the counters when a save leaves them out, so a form loaded before an issue still saves', async () => {
    const { owner, client } = await readyPractice();
    const loaded = await profileOf(owner.cookie);
    const invoice = await draft(owner.cookie, { clientId: client.id, lines: [line()] });
    await issue(owner.cookie, invoice.id);
    const { nextInvoiceNumber, nextCreditNoteNumber, ...form } = loaded;
    const stale = await saveProfile(owner.cookie, loaded, { footer: 'Danke!' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().details).toEqual([expect.objectContaining({ field: 'body.nextInvoiceNumber' })]);
    const saved = await saveProfile(owner.cookie, form, { footer: 'Danke!' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ footer: 'Danke!', nextInvoiceNumber: nextInvoiceNumber + 1 });
  });

  it('number 20 invoices issued at the same moment 1 to 20, each once, none skipped', async () => {
    const { owner, client } = await readyPractice();
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draft(owner.cookie, { clientId: client.id, lines: [line()] }));
    const answers = await Promise.all(
      drafts.map((d) => call('POST', `/api/v1/billing/invoices/${d.id}/issue`, owner.cookie)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const counters = answers.map((a) => Number((a.json().number as string).split('-').at(-1))).sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await profileOf(owner.cookie)).nextInvoiceNumber).toBe(21);
  });

  it('answer an issued invoice as a PDF attachment, and a draft with 409', async () => {
    const { owner, client } = await readyPractice();
    const invoice = await draft(owner.cookie, { clientId: client.id, lines: [line()] });
    const early = await call('GET', `/api/v1/billing/invoices/${invoice.id}/pdf`, owner.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('INVOICE_NOT_ISSUED');
    const issued = await issue(owner.cookie, invoice.id);
    const pdf = await call('GET', `/api/v1/billing/invoices/${invoice.id}/pdf`, owner.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Invoice-${issued.number}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('email the invoice with its PDF and pay link, in its language, and mark it sent', async () => {
    const { owner } = await readyPractice();
    const client = await newClient(owner.cookie, { locale: 'nl' });
    const invoice = await draft(owner.cookie, { clientId: client.id, lines: [line()] });
    expect((await call('POST', `/api/v1/billing/invoices/${invoice.id}/send`, owner.cookie)).json().code).toBe(
      'INVOICE_NOT_ISSUED',
    );
    const issued = await issue(owner.cookie, invoice.id);
    const sent = await call('POST', `/api/v1/billing/invoices/${invoice.id}/send`, owner.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    const [mail] = await outbox(client.email);
    // The practice is named in the email, not in its subject (decision 029).
    expect(mail?.subject).toBe(`Factuur ${issued.number}`);
    expect(mail?.text).toContain('Praxis Dr. Alex Tester');
    expect(mail?.attachments).toEqual([`Factuur-${issued.number}.pdf`]);
    expect(mail?.text).toContain(issued.payUrl);
    expect(issued.payUrl).toContain('/nl/invoice/');
  });

  it('stop sending at the daily email limit with 429', async () => {
    const { owner, client } = await readyPractice();
    const invoice = await issue(owner.cookie, (await draft(owner.cookie, { clientId: client.id, lines: [line()] })).id);
    await db
      .insertInto('therapistEmail')
      .values(Array.from({ length: 40 }, () => ({ therapistId: owner.id, kind: 'session' })))
      .execute();
    const response = await call('POST', `/api/v1/billing/invoices/${invoice.id}/send`, owner.cookie);
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('DAILY_EMAIL_LIMIT');
    expect(await outbox(client.email)).toEqual([]);
  });

  it('record payments by hand: in part, then in full; never more than owed, in the future, or on a draft', async () => {
    const { owner, client } = await readyPractice();
    const pending = await draft(owner.cookie, { clientId: client.id, lines: [line()] });
    const pay = (id: string, payload: object) =>
      call('POST', `/api/v1/billing/invoices/${id}/payments`, owner.cookie, {
        method: 'bank_transfer',
        receivedOn: '2026-01-02',
        ...payload,
      });
    expect((await pay(pending.id, { amountMinor: 100 })).json().code).toBe('INVOICE_NOT_ISSUED');
    const invoice = await issue(owner.cookie, (await draft(owner.cookie, { clientId: client.id, lines: [line()] })).id);

    const part = await pay(invoice.id, { amountMinor: 4000, reference: 'Transfer 1' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ status: 'partially_paid', paidMinor: 4000, balanceMinor: 6000, paidAt: null });

    const over = await pay(invoice.id, { amountMinor: 6001 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'PAYMENT_EXCEEDS_BALANCE', details: { balanceMinor: 6000 } });
    const future = await pay(invoice.id, { amountMinor: 100, receivedOn: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toEqual([expect.objectContaining({ field: 'body.receivedOn' })]);
    expect((await pay(invoice.id, { amountMinor: -5 })).statusCode).toBe(400);

    const full = await pay(invoice.id, { amountMinor: 6000, method: 'cash' });
    expect(full.json()).toMatchObject({
      status: 'paid',
      paidMinor: 10_000,
      balanceMinor: 0,
      paidAt: expect.any(String),
    });
    expect(full.json().payments.map((p: { amountMinor: number }) => p.amountMinor)).toEqual([4000, 6000]);
  });

  it('credit an invoice in full: credit note in its own series, original credited, client owed what was paid', async () => {
    const { owner, client } = await readyPractice();
    const invoice = await issue(
      owner.cookie,
      (
        await draft(owner.cookie, {
          clientId: client.id,
          lines: [line({ unitMinor: 8000 }), line({ unitMinor: 2000 })],
        })
      ).id,
    );
    await call('POST', `/api/v1/billing/invoices/${invoice.id}/payments`, owner.cookie, {
      amountMinor: 3000,
      method: 'bank_transfer',
      receivedOn: '2026-01-02',
    });
    const response = await call('POST', `/api/v1/billing/invoices/${invoice.id}/credit-note`, owner.cookie, {
      reason: 'Sessions were cancelled',
    });
    expect(response.statusCode, response.body).toBe(201);
    const note = response.json();
    const year = invoice.number.slice(0, 4);
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      number: `CN-${year}-0001`,
      grossMinor: -10_000,
      note: 'Sessions were cancelled',
      correction: { id: invoice.id, number: invoice.number, kind: 'invoice' },
    });
    expect(note.lines.map((l: { unitMinor: number; grossMinor: number }) => [l.unitMinor, l.grossMinor])).toEqual([
      [-8000, -8000],
      [-2000, -2000],
    ]);
    const original = (await call('GET', `/api/v1/billing/invoices/${invoice.id}`, owner.cookie)).json();
    expect(original).toMatchObject({ status: 'credited', correction: { id: note.id, kind: 'credit_note' } });

    const twice = await call('POST', `/api/v1/billing/invoices/${invoice.id}/credit-note`, owner.cookie, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    const ofNote = await call('POST', `/api/v1/billing/invoices/${note.id}/credit-note`, owner.cookie, { reason: 'x' });
    expect(ofNote.json().code).toBe('NOT_CREDITABLE');
    expect(
      (
        await call('POST', `/api/v1/billing/invoices/${note.id}/payments`, owner.cookie, {
          amountMinor: 1,
          method: 'cash',
          receivedOn: '2026-01-02',
        })
      ).statusCode,
    ).toBe(409);

    const tab = (await call('GET', `/api/v1/clients/${client.id}/invoices`, owner.cookie)).json();
    expect(tab.balance).toEqual({ amountMinor: -3000, currency: 'EUR', nothingInvoiced: false });
    expect(tab.items.map((i: { id: string }) => i.id).sort()).toEqual([invoice.id, note.id].sort());
    const overview = (await call('GET', `/api/v1/clients/${client.id}`, owner.cookie)).json();
    expect(overview.balance).toEqual({ amountMinor: -3000, currency: 'EUR', nothingInvoiced: false });
    const list = (await call('GET', '/api/v1/billing/invoices?kind=credit_note', owner.cookie)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([note.id]);
  });

  it('remind only overdue invoices, by hand and once automatically', async () => {
    const { owner, client } = await readyPractice();
    const invoice = await issue(owner.cookie, (await draft(owner.cookie, { clientId: client.id, lines: [line()] })).id);
    const early = await call('POST', `/api/v1/billing/invoices/${invoice.id}/remind`, owner.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NOT_OVERDUE');

    await db.updateTable('invoice').set({ dueDate: '2026-01-01' }).where('id', '=', invoice.id).execute();
    const overdueList = (await call('GET', '/api/v1/billing/invoices?status=overdue', owner.cookie)).json();
    expect(overdueList.items).toEqual([expect.objectContaining({ id: invoice.id, overdue: true })]);
    const reminded = await call('POST', `/api/v1/billing/invoices/${invoice.id}/remind`, owner.cookie);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json().lastRemindedAt).toEqual(expect.any(String));
    const [mail] = await outbox(client.email);
    expect(mail?.subject).toBe(`Reminder: invoice ${invoice.number}`);

    // The daily run reminds an invoice overdue long enough that nobody reminded yet, and only once.
    const other = await issue(owner.cookie, (await draft(owner.cookie, { clientId: client.id, lines: [line()] })).id);
    await db.updateTable('invoice').set({ dueDate: '2026-01-01' }).where('id', '=', other.id).execute();
    const mailer = {
      db,
      storage: app.files.public,
      withEmails: app.withEmails,
      links: { secret: 'x', publicUrl: 'http://localhost' },
    };
    await sendDueReminders(mailer);
    await sendDueReminders(mailer);
    const reminders = (await outbox(client.email)).filter((m) => m.subject.includes(other.number));
    expect(reminders).toHaveLength(1);
  });

  it('hide every invoice from another therapist: 404 on each route, nothing changed', async () => {
    const { owner, client } = await readyPractice();
    const stranger = await readyPractice();
    const invoice = await issue(owner.cookie, (await draft(owner.cookie, { clientId: client.id, lines: [line()] })).id);
    const bodies: Record<string, object> = {
      PUT: { lines: [line()], note: '', locale: 'en' },
      payments: { amountMinor: 100, method: 'cash', receivedOn: '2026-01-02' },
      'credit-note': { reason: 'x' },
    };
    const routes = app.apiRoutes.filter((r) => r.url.startsWith('/api/v1/billing/invoices/:id'));
    expect(routes.length).toBe(9);
    const before = await accessActions(client.id);
    for (const route of routes) {
      const url = route.url.replace(':id', invoice.id);
      const body = bodies[route.url.split('/').at(-1) as string] ?? (route.method === 'PUT' ? bodies.PUT : undefined);
      const response = await call(route.method as Method, url, stranger.owner.cookie, body);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    expect(await accessActions(client.id)).toEqual(before);
    const stored = await db
      .selectFrom('invoice')
      .select(['status', 'paidMinor'])
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'issued', paidMinor: 0 });
    expect((await call('GET', `/api/v1/clients/${client.id}/invoices`, stranger.owner.cookie)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/v1/billing/invoices?clientId=${client.id}`, stranger.owner.cookie)).json().items,
    ).toEqual([]);
  });

  it('serve only therapists: visitors get 401, clients and admins 403', async () => {
    const id = crypto.randomUUID();
    const routes: [Method, string][] = [
      ['GET', '/api/v1/billing/profile'],
      ['PUT', '/api/v1/billing/profile'],
      ['POST', '/api/v1/billing/profile/logo'],
      ['DELETE', '/api/v1/billing/profile/logo'],
      ['GET', '/api/v1/billing/invoices'],
      ['POST', '/api/v1/billing/invoices'],
      ['GET', '/api/v1/billing/uninvoiced'],
      ['GET', `/api/v1/billing/invoices/${id}`],
      ['PUT', `/api/v1/billing/invoices/${id}`],
      ['DELETE', `/api/v1/billing/invoices/${id}`],
      ['POST', `/api/v1/billing/invoices/${id}/issue`],
      ['GET', `/api/v1/billing/invoices/${id}/pdf`],
      ['POST', `/api/v1/billing/invoices/${id}/send`],
      ['POST', `/api/v1/billing/invoices/${id}/remind`],
      ['POST', `/api/v1/billing/invoices/${id}/payments`],
      ['POST', `/api/v1/billing/invoices/${id}/credit-note`],
      ['GET', `/api/v1/clients/${id}/invoices`],
    ];
    const clientCookie = await signIn(app, (await createUser(db, { role: 'client' })).email);
    const adminCookie = await signIn(app, (await createUser(db, { role: 'admin' })).email);
    for (const [method, url] of routes) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      for (const cookie of [clientCookie, adminCookie]) {
        const response = await call(method, url, cookie);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('write every reading and change of an invoice to the client record, and show it on the record', async () => {
    const { owner, client } = await readyPractice();
    const before = await call('GET', `/api/v1/clients/${client.id}/invoices`, owner.cookie);
    expect(before.json()).toEqual({ items: [], balance: { amountMinor: 0, currency: 'EUR', nothingInvoiced: true } });
    const invoice = await draft(owner.cookie, { clientId: client.id, lines: [line()] });
    expect((await call('GET', `/api/v1/clients/${client.id}`, owner.cookie)).json().balance.nothingInvoiced).toBe(true);
    await issue(owner.cookie, invoice.id);
    await call('GET', `/api/v1/billing/invoices/${invoice.id}`, owner.cookie);
    await call('GET', `/api/v1/billing/invoices/${invoice.id}/pdf`, owner.cookie);
    await call('POST', `/api/v1/billing/invoices/${invoice.id}/payments`, owner.cookie, {
      amountMinor: 2500,
      method: 'cash',
      receivedOn: '2026-01-02',
    });
    const tab = (await call('GET', `/api/v1/clients/${client.id}/invoices`, owner.cookie)).json();
    expect(tab.balance).toEqual({ amountMinor: 7500, currency: 'EUR', nothingInvoiced: false });
    expect(tab.items).toEqual([
      expect.objectContaining({ id: invoice.id, status: 'partially_paid', balanceMinor: 7500 }),
    ]);
    const actions = await accessActions(client.id);
    expect(actions).toEqual(
      expect.arrayContaining(['invoices.read', 'invoice.create', 'invoice.issue', 'invoice.read', 'payment.record']),
    );
    expect(actions.filter((a) => a === 'invoice.read')).toHaveLength(2);
    const log = (await call('GET', `/api/v1/clients/${client.id}/access-log`, owner.cookie)).json();
    expect(log.entries[0].action).toBe('invoices.read');
  });
});
