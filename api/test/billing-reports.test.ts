import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { AppointmentStatus, InvoiceStatus, PaymentMethod, TaxTreatment } from '../src/db/schema.ts';
import { testApp } from './helpers/app.ts';
import { createAppointment } from './helpers/factories.ts';
import { practiceOwner, SAME_SITE, signedInAccount } from './helpers/sessions.ts';

// The invoice routes are built beside these reports, so the data is written straight into the
// tables, as the invoice and payment code would leave it: totals are the sums of the lines, and
// paid_minor the sum of the payments.

interface LineSpec {
  unitMinor: number;
  taxTreatment?: TaxTreatment;
  taxRateBp?: number;
  appointmentId?: string;
}

async function clientOf(db: Database, therapistId: string, name: string) {
  const row = await db
    .insertInto('client')
    .values({ therapistId, name, email: `c-${randomBytes(4).toString('hex')}@example.test` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const completedSession = async (db: Database, therapistId: string, clientId: string, status: AppointmentStatus) => {
  const startsAt = new Date(Date.now() - (10 + Math.random() * 1000) * 86_400_000);
  return (await createAppointment(db, { therapistId, clientId, status, startsAt })).id;
};

async function invoiceOf(
  db: Database,
  therapistId: string,
  clientId: string,
  spec: {
    number: string | null;
    status: InvoiceStatus;
    issueDate?: string;
    dueDate?: string;
    lines: LineSpec[];
    kind?: 'invoice' | 'credit_note';
    correctsId?: string;
    sign?: 1 | -1;
  },
) {
  const sign = spec.sign ?? 1;
  const lines = spec.lines.map((line, position) => {
    const taxRateBp = line.taxTreatment === 'taxable' ? (line.taxRateBp ?? 1900) : 0;
    const net = sign * line.unitMinor;
    const tax = Math.sign(net) * Math.round((Math.abs(net) * taxRateBp) / 10000);
    return {
      position,
      appointmentId: line.appointmentId ?? null,
      description: 'Session',
      serviceDate: spec.issueDate ?? '2025-01-01',
      quantity: 1,
      unitMinor: net,
      taxTreatment: line.taxTreatment ?? ('exempt' as const),
      taxRateBp,
      netMinor: net,
      taxMinor: tax,
      grossMinor: net + tax,
    };
  });
  const sum = (key: 'netMinor' | 'taxMinor' | 'grossMinor') => lines.reduce((total, l) => total + l[key], 0);
  const invoice = await db
    .insertInto('invoice')
    .values({
      therapistId,
      clientId,
      kind: spec.kind ?? 'invoice',
      correctsId: spec.correctsId ?? null,
      number: spec.number,
      status: spec.status,
      locale: 'de',
      currency: 'EUR',
      issueDate: spec.issueDate ?? null,
      dueDate: spec.dueDate ?? null,
      netMinor: sum('netMinor'),
      taxMinor: sum('taxMinor'),
      grossMinor: sum('grossMinor'),
      issuedAt: spec.issueDate ? new Date(`${spec.issueDate}T10:00:00Z`) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoiceLine')
    .values(lines.map((line) => ({ ...line, invoiceId: invoice.id })))
    .execute();
  return invoice.id;
}

async function paymentOf(
  db: Database,
  therapistId: string,
  invoiceId: string,
  amountMinor: number,
  receivedOn: string,
  method: PaymentMethod = 'bank_transfer',
  reference = '',
) {
  await db
    .insertInto('invoicePayment')
    .values({ invoiceId, therapistId, amountMinor, method, receivedOn, reference })
    .execute();
  await db
    .updateTable('invoice')
    .set((eb) => ({ paidMinor: eb('paidMinor', '+', amountMinor) }))
    .where('id', '=', invoiceId)
    .execute();
}

const today = Temporal.Now.plainDateISO('Europe/Berlin');
const day = (offset: number) => today.add({ days: offset }).toString();

describe('billing reports', async () => {
  const { app, db } = await testApp({ twoFactorRoles: [] });
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...SAME_SITE } });

  /** A German practice with a year of history in 2025 and open invoices around today. */
  const practiceWithHistory = async () => {
    const owner = await practiceOwner(app, db, { place: 'berlin/kreuzberg' });
    const mara = await clientOf(db, owner.id, 'Mara Jansen');
    // A name a spreadsheet would run as a formula, and one with the CSV's separators in it.
    const formula = await clientOf(db, owner.id, '=HYPERLINK("http://evil.test","Jonas")');
    const quoted = await clientOf(db, owner.id, 'Smith, "Jo"');
    const sessions = {
      paid: await completedSession(db, owner.id, mara, 'completed'),
      credited: await completedSession(db, owner.id, mara, 'completed'),
      drafted: await completedSession(db, owner.id, mara, 'completed'),
      notInvoiced: await completedSession(db, owner.id, mara, 'completed'),
      upcoming: await completedSession(db, owner.id, mara, 'confirmed'),
    };
    const paid = await invoiceOf(db, owner.id, mara, {
      number: '2025-0001',
      status: 'paid',
      issueDate: '2025-03-10',
      dueDate: '2025-03-24',
      lines: [{ unitMinor: 9000, appointmentId: sessions.paid }],
    });
    await paymentOf(db, owner.id, paid, 9000, '2025-04-02', 'bank_transfer', 'RF18 2025 0001');
    const credited = await invoiceOf(db, owner.id, formula, {
      number: '2025-0002',
      status: 'credited',
      issueDate: '2025-03-20',
      dueDate: '2025-04-03',
      lines: [{ unitMinor: 9000, appointmentId: sessions.credited }, { unitMinor: 9000 }],
    });
    await invoiceOf(db, owner.id, formula, {
      kind: 'credit_note',
      correctsId: credited,
      number: 'CN-2025-0001',
      status: 'issued',
      issueDate: '2025-05-05',
      sign: -1,
      lines: [{ unitMinor: 9000 }, { unitMinor: 9000 }],
    });
    // Coaching, taxable at 19 %: 90.00 + 17.10; half paid in cash, and overdue since 2025.
    const coaching = await invoiceOf(db, owner.id, quoted, {
      number: '2025-0003',
      status: 'partially_paid',
      issueDate: '2025-05-15',
      dueDate: '2025-05-29',
      lines: [{ unitMinor: 9000, taxTreatment: 'taxable', taxRateBp: 1900 }],
    });
    await paymentOf(db, owner.id, coaching, 5000, '2025-06-01', 'cash', '-2+3');
    // Due yesterday: overdue. Due in two weeks and partly paid today: not.
    await invoiceOf(db, owner.id, mara, {
      number: '2026-0004',
      status: 'sent',
      issueDate: day(-20),
      dueDate: day(-1),
      lines: [{ unitMinor: 9000 }],
    });
    const current = await invoiceOf(db, owner.id, mara, {
      number: '2026-0005',
      status: 'partially_paid',
      issueDate: day(0),
      dueDate: day(14),
      lines: [{ unitMinor: 9000 }],
    });
    await paymentOf(db, owner.id, current, 3000, day(0), 'card');
    await invoiceOf(db, owner.id, mara, {
      number: null,
      status: 'draft',
      lines: [{ unitMinor: 9000, appointmentId: sessions.drafted }],
    });
    return owner;
  };

  it('sums a year by month and what is owed, overdue, paid this month and not yet invoiced', async () => {
    const owner = await practiceWithHistory();
    const response = await get('/api/v1/billing/overview?year=2025', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const overview = response.json();
    const month = (m: string) => overview.months.find((x: { month: string }) => x.month === m);
    expect(overview.months).toHaveLength(12);
    expect(month('2025-01')).toEqual({ month: '2025-01', invoicedMinor: 0, paidMinor: 0 });
    expect(month('2025-03')).toMatchObject({ invoicedMinor: 9000 + 18000 });
    // The credit note subtracts from May, the month it was issued in.
    expect(month('2025-05')).toMatchObject({ invoicedMinor: -18000 + 10710 });
    expect(month('2025-04')).toMatchObject({ paidMinor: 9000 });
    expect(month('2025-06')).toMatchObject({ paidMinor: 5000 });
    expect(overview).toMatchObject({
      currency: 'EUR',
      year: 2025,
      // 0 + 18000 − 18000 + (10710 − 5000) + 9000 + (9000 − 3000)
      outstandingMinor: 20710,
      overdueMinor: 5710 + 9000,
      overdueCount: 2,
      paidThisMonthMinor: 3000,
      // The session on the credited invoice, and the one on no invoice; the draft covers its own.
      uninvoicedSessions: 2,
      draftCount: 1,
    });
  });

  it("shows this year's chart by default and each therapist only their own figures", async () => {
    const first = await practiceWithHistory();
    const other = await practiceOwner(app, db, { place: 'berlin/mitte' });
    const client = await clientOf(db, other.id, 'Other Client');
    await invoiceOf(db, other.id, client, {
      number: '2026-0001',
      status: 'sent',
      issueDate: day(-30),
      dueDate: day(-16),
      lines: [{ unitMinor: 12000 }],
    });
    const theirs = (await get('/api/v1/billing/overview', other.cookie)).json();
    expect(theirs).toMatchObject({
      year: today.year,
      outstandingMinor: 12000,
      overdueMinor: 12000,
      overdueCount: 1,
      paidThisMonthMinor: 0,
      uninvoicedSessions: 0,
      draftCount: 0,
    });
    const mine = (await get('/api/v1/billing/overview', first.cookie)).json();
    expect(mine).toMatchObject({ outstandingMinor: 20710, overdueCount: 2 });
  });

  it('exports the period as CSV the accountant can open, without formulas', async () => {
    const owner = await practiceWithHistory();
    const response = await get('/api/v1/billing/export.csv?from=2025-01-01&to=2025-12-31', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: Record<string, string>[] = parse(response.body, { bom: true, columns: true });
    expect(rows.map((r) => [r.type, r.number, r['issue date'] || r['payment date']])).toEqual([
      ['invoice', '2025-0001', '2025-03-10'],
      ['invoice', '2025-0002', '2025-03-20'],
      ['payment', '2025-0001', '2025-04-02'],
      ['credit note', 'CN-2025-0001', '2025-05-05'],
      ['invoice', '2025-0003', '2025-05-15'],
      ['payment', '2025-0003', '2025-06-01'],
    ]);
    expect(rows[0]).toEqual({
      type: 'invoice',
      number: '2025-0001',
      'issue date': '2025-03-10',
      'due date': '2025-03-24',
      client: 'Mara Jansen',
      net: '90.00',
      'VAT rate': '0',
      VAT: '0.00',
      gross: '90.00',
      currency: 'EUR',
      paid: '90.00',
      status: 'paid',
      'payment date': '',
      method: '',
      reference: '',
    });
    expect(rows[3]).toMatchObject({ gross: '-180.00', net: '-180.00', status: 'issued' });
    expect(rows[4]).toMatchObject({ net: '90.00', 'VAT rate': '19', VAT: '17.10', gross: '107.10', paid: '50.00' });
    expect(rows[5]).toMatchObject({ paid: '50.00', method: 'cash', 'payment date': '2025-06-01' });
    // Separators and quotes survive the round trip; a formula is defused, a reference starting with - too.
    expect(rows[4]?.client).toBe('Smith, "Jo"');
    expect(rows[1]?.client).toBe('\'=HYPERLINK("http://evil.test","Jonas")');
    expect(rows[5]?.reference).toBe("'-2+3");
    expect(rows[2]?.reference).toBe('RF18 2025 0001');
  });

  it('refuses a period that runs backwards or lasts a year or more', async () => {
    const owner = await practiceOwner(app, db, { place: 'berlin/kreuzberg' });
    const backwards = await get('/api/v1/billing/export.csv?from=2025-06-01&to=2025-05-31', owner.cookie);
    expect(backwards.statusCode).toBe(400);
    const tooLong = await get('/api/v1/billing/export.csv?from=2025-01-01&to=2026-01-01', owner.cookie);
    expect(tooLong.statusCode).toBe(400);
    expect((await get('/api/v1/billing/export.csv?from=2025-01-02&to=2026-01-01', owner.cookie)).statusCode).toBe(200);
    const datevAcrossYears = await get('/api/v1/billing/export/datev.csv?from=2025-07-01&to=2026-06-30', owner.cookie);
    expect(datevAcrossYears.statusCode).toBe(400);
  });

  it('exports a DATEV Buchungsstapel in windows-1252 for a German practice', async () => {
    const owner = await practiceWithHistory();
    const response = await get(
      '/api/v1/billing/export/datev.csv?from=2025-01-01&to=2025-12-31&consultantNumber=29098&clientNumber=55003',
      owner.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(response.headers['content-disposition']).toContain('EXTF_');
    const text = iconv.decode(response.rawPayload, 'win1252');
    expect(response.rawPayload.includes(Buffer.from('Schlüssel', 'latin1'))).toBe(true);
    const lines = text.split('\r\n');
    const header = lines[0]?.split(';') ?? [];
    expect(header).toHaveLength(31);
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header[5]).toMatch(/^\d{17}$/);
    expect(header.slice(10, 16)).toEqual(['29098', '55003', '20250101', '4', '20250101', '20251231']);
    expect(header[21]).toBe('"EUR"');
    expect(header[26]).toBe('"03"');
    expect(lines[1]?.split(';').slice(0, 2)).toEqual(['Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen']);
    const bookings = lines.slice(2).filter(Boolean);
    // Mara is the first client invoiced: debtor 10000; exempt healthcare to 8100 (SKR03).
    expect(bookings[0]).toBe('90,00;"S";"EUR";;;;10000;8100;"";1003;"2025-0001";"";;"Rechnung 2025-0001 Mara Jansen"');
    // Her payment: bank 1200 against her debtor account.
    expect(bookings).toContain('90,00;"S";"EUR";;;;1200;10000;"";0204;"2025-0001";"";;"Zahlung 2025-0001 Mara Jansen"');
    // The credit note reverses the revenue (H), its text cut at DATEV's 60 characters; the taxable
    // coaching goes to 8400; cash to 1000.
    expect(bookings).toContain(
      '180,00;"H";"EUR";;;;10001;8100;"";0505;"CN-2025-0001";"";;"Gutschrift CN-2025-0001 =HYPERLINK(""http://evil.test"",""Jonas"',
    );
    expect(bookings).toContain(
      '107,10;"S";"EUR";;;;10002;8400;"";1505;"2025-0003";"";;"Rechnung 2025-0003 Smith, ""Jo"""',
    );
    expect(bookings).toContain(
      '50,00;"S";"EUR";;;;1000;10002;"";0106;"2025-0003";"";;"Zahlung 2025-0003 Smith, ""Jo"""',
    );
    expect(bookings).toHaveLength(6);

    const skr04 = iconv.decode(
      (await get('/api/v1/billing/export/datev.csv?from=2025-03-01&to=2025-03-31&chart=skr04', owner.cookie))
        .rawPayload,
      'win1252',
    );
    expect(skr04.split('\r\n')[0]?.split(';')[26]).toBe('"04"');
    expect(skr04).toContain('90,00;"S";"EUR";;;;10000;4100;');
  });

  it('keeps DATEV for practices in Germany', async () => {
    const owner = await practiceOwner(app, db, { place: 'london' });
    const response = await get('/api/v1/billing/export/datev.csv?from=2025-01-01&to=2025-12-31', owner.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('DATEV_GERMANY_ONLY');
    expect((await get('/api/v1/billing/export.csv?from=2025-01-01&to=2025-12-31', owner.cookie)).statusCode).toBe(200);
  });

  it.each([
    '/api/v1/billing/overview',
    '/api/v1/billing/export.csv?from=2025-01-01&to=2025-12-31',
    '/api/v1/billing/export/datev.csv?from=2025-01-01&to=2025-12-31',
  ])('closes %s to visitors and clients', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    const client = await signedInAccount(app, db, 'client');
    expect((await get(url, client.cookie)).statusCode).toBe(403);
  });
});

describe('billing reports by default (REQUIRE_TWO_FACTOR=therapist,admin)', async () => {
  const { app, db } = await testApp();
  it('are closed to a therapist without two-factor sign-in', async () => {
    const owner = await practiceOwner(app, db, { place: 'berlin/kreuzberg' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/billing/overview',
      headers: { cookie: owner.cookie, ...SAME_SITE },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('TWO_FACTOR_REQUIRED');
  });
});
