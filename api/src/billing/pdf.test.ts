import sharp from 'sharp';
import { extractText, getDocumentProxy, getMeta, getResolvedPDFJS } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { epcPayload } from './epc-qr.ts';
import { type InvoiceDocument, invoiceEpcPayment, invoiceFileName, renderInvoicePdf } from './pdf.ts';

type Line = InvoiceDocument['lines'][number];

function exemptLine(description: string, serviceDate: string, unitMinor: number, quantity = 1): Line {
  const net = unitMinor * quantity;
  return {
    description,
    serviceDate,
    quantity,
    unitMinor,
    taxTreatment: 'exempt',
    taxRateBp: 0,
    netMinor: net,
    taxMinor: 0,
    grossMinor: net,
  };
}

function totalsOf(lines: Line[]): InvoiceDocument['totals'] {
  return {
    netMinor: lines.reduce((sum, line) => sum + line.netMinor, 0),
    taxMinor: lines.reduce((sum, line) => sum + line.taxMinor, 0),
    grossMinor: lines.reduce((sum, line) => sum + line.grossMinor, 0),
  };
}

const germanPayment = {
  accountHolder: 'Jürgen Weiß',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  reference: 'RF3120260001',
  termsDays: 14,
};

function germanInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = [
    exemptLine('Einzelsitzung Psychotherapie (50 Min.)', '2026-11-03', 9000),
    exemptLine('Doppelsitzung – Klärung von Ängsten und Übergängen', '2026-11-10', 9000, 2),
  ];
  return {
    kind: 'invoice',
    locale: 'de',
    number: '2026-0001',
    correctsNumber: null,
    issueDate: '2026-11-27',
    dueDate: '2026-12-11',
    serviceFrom: '2026-11-03',
    serviceTo: '2026-11-10',
    currency: 'EUR',
    seller: {
      legalName: 'Praxis Dr. Jürgen Weiß',
      addressLines: ['Schönhauser Allee 12', '10119 Berlin'],
      countryCode: 'DE',
      taxNumber: '21/815/08150',
      vatId: '',
      registration: 'Psychologischer Psychotherapeut (Approbation)',
      email: 'praxis@weiss.example',
      logo: null,
    },
    buyer: {
      name: 'Zoë Müller-Lüdenscheidt',
      addressLines: ['Görlitzer Straße 5', '10997 Berlin'],
      email: 'zoe@example.org',
    },
    lines,
    totals: totalsOf(lines),
    paidMinor: 0,
    payment: germanPayment,
    footer: 'Praxis Dr. Jürgen Weiß · Schönhauser Allee 12 · 10119 Berlin',
    note: '',
    ...overrides,
  };
}

/** pdf.js hands back the spaces Intl puts in amounts (no-break ones) and breaks lines where the layout wraps. */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

async function readPdf(bytes: Uint8Array) {
  const { text, totalPages } = await extractText(bytes.slice(), { mergePages: false });
  const pages = text.map(squash);
  return { pages, all: pages.join(' '), totalPages };
}

async function imagesPerPage(bytes: Uint8Array): Promise<number[]> {
  const { OPS } = await getResolvedPDFJS();
  const proxy = await getDocumentProxy(bytes.slice());
  const counts: number[] = [];
  for (let number = 1; number <= proxy.numPages; number++) {
    const operators = await (await proxy.getPage(number)).getOperatorList();
    counts.push(operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
  }
  return counts;
}

const money = (locale: string, currency: string, minor: number) =>
  squash(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100));

describe('invoice PDF', () => {
  it('renders a German invoice with its legal content, accents intact, logo and payment QR code', async () => {
    const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#2a7a5f' } })
      .png()
      .toBuffer();
    const doc = germanInvoice({ seller: { ...germanInvoice().seller, logo: new Uint8Array(logo) } });
    const bytes = await renderInvoicePdf(doc);
    const { all, totalPages } = await readPdf(bytes);

    expect(totalPages).toBe(1);
    expect(all).toContain('Rechnung');
    expect(all).toContain('Nummer 2026-0001');
    expect(all).toContain('Ausstellungsdatum 27.11.2026');
    expect(all).toContain('Leistungszeitraum 03.11.2026 – 10.11.2026');
    expect(all).toContain('Fällig am 11.12.2026');
    expect(all).toContain('Praxis Dr. Jürgen Weiß');
    expect(all).toContain('Zoë Müller-Lüdenscheidt');
    expect(all).toContain('Görlitzer Straße 5');
    expect(all).toContain('Steuernummer: 21/815/08150');
    expect(all).toContain('Doppelsitzung – Klärung von Ängsten und Übergängen');
    expect(all).toContain(`2 ${money('de-DE', 'EUR', 9000)} steuerfrei ${money('de-DE', 'EUR', 18000)}`);
    expect(all).toContain(`Gesamtbetrag ${money('de-DE', 'EUR', 27000)}`);
    expect(money('de-DE', 'EUR', 27000)).toBe('270,00 €');
    expect(all).toContain('Umsatzsteuerfrei gemäß § 4 Nr. 14 Buchst. a UStG (Heilbehandlung).');
    expect(all).toContain('Bitte überweisen Sie 270,00 € innerhalb von 14 Tagen, spätestens bis 11.12.2026');
    expect(all).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(all).toContain('BIC COBADEFFXXX');
    expect(all).toContain('Zahlungsreferenz RF31 2026 0001');
    expect(all).not.toContain('Seite 1');
    expect(await imagesPerPage(bytes)).toEqual([2]);

    const { info } = await getMeta(bytes.slice());
    expect(info).toMatchObject({
      Title: '2026-0001',
      Author: 'Praxis Dr. Jürgen Weiß',
      Subject: 'Rechnung',
      Language: 'de-DE',
      CreationDate: 'D:20261127000000Z',
    });
  });

  it('gives the same bytes for the same invoice, so renders can be compared', async () => {
    const first = await renderInvoicePdf(germanInvoice());
    const second = await renderInvoicePdf(germanInvoice());
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('renders a Portuguese credit note as the cancellation of a payment request, without payment details', async () => {
    const lines = [
      exemptLine('Consulta de psicologia – sessão de acompanhamento', '2026-10-14', -6000),
      exemptLine('Avaliação psicológica inicial (sessão única)', '2026-10-21', -7500),
    ];
    const doc: InvoiceDocument = {
      ...germanInvoice(),
      kind: 'credit_note',
      locale: 'pt',
      number: 'CN-2026-0003',
      correctsNumber: '2026-0007',
      issueDate: '2026-11-02',
      dueDate: null,
      serviceFrom: '2026-10-14',
      serviceTo: '2026-10-21',
      seller: {
        legalName: 'Inês Simões Gonçalves, Psicóloga',
        addressLines: ['Rua da Conceição 45, 2.º', '1100-152 Lisboa'],
        countryCode: 'PT',
        taxNumber: '123456789',
        vatId: 'PT123456789',
        registration: 'Cédula profissional OPP n.º 012345',
        email: 'ines@exemplo.pt',
        logo: null,
      },
      buyer: {
        name: 'João Simões da Conceição',
        addressLines: ['Avenida da Liberdade 200', '1250-147 Lisboa'],
        email: '',
      },
      lines,
      totals: totalsOf(lines),
      payment: null,
      footer: 'Inês Simões Gonçalves · NIF 123456789',
    };
    const bytes = await renderInvoicePdf(doc);
    const { all } = await readPdf(bytes);

    expect(all).toContain('Anulação de pedido de pagamento');
    expect(all).toContain('Este documento não serve de fatura; a fatura é emitida em separado.');
    expect(all).toContain('Número CN-2026-0003');
    expect(all).toContain('Data de emissão 02/11/2026');
    expect(all).toContain('Anula o pedido de pagamento n.º 2026-0007');
    expect(all).toContain('João Simões da Conceição');
    expect(all).toContain('Inês Simões Gonçalves, Psicóloga');
    expect(all).toContain('Consulta de psicologia – sessão de acompanhamento');
    expect(all).toContain('Avaliação psicológica inicial (sessão única)');
    expect(money('pt-PT', 'EUR', -13500)).toBe('-135,00 €');
    expect(all).toContain(`Total ${money('pt-PT', 'EUR', -13500)}`);
    expect(all).toContain(`isento ${money('pt-PT', 'EUR', -6000)}`);
    expect(all).toContain('Isento de IVA nos termos do art. 9.º n.º 1 do CIVA (cuidados de saúde).');
    expect(all).not.toContain('IBAN');
    expect(all).not.toContain('Data de vencimento');
    expect(await imagesPerPage(bytes)).toEqual([0]);
  });

  it('renders a UK invoice with 20% VAT in pounds and no payment QR code', async () => {
    const taxable = (serviceDate: string): Line => ({
      description: 'Clinical supervision session',
      serviceDate,
      quantity: 1,
      unitMinor: 10000,
      taxTreatment: 'taxable',
      taxRateBp: 2000,
      netMinor: 10000,
      taxMinor: 2000,
      grossMinor: 12000,
    });
    const lines = [taxable('2026-11-05'), taxable('2026-11-19')];
    const logo = await sharp({ create: { width: 90, height: 90, channels: 3, background: '#334455' } })
      .jpeg()
      .toBuffer();
    const doc: InvoiceDocument = {
      ...germanInvoice(),
      locale: 'en',
      number: 'INV-2026-0042',
      issueDate: '2026-11-27',
      dueDate: '2026-12-27',
      serviceFrom: '2026-11-05',
      serviceTo: '2026-11-19',
      currency: 'GBP',
      seller: {
        legalName: 'Siobhán Ní Bhriain Psychology Ltd',
        addressLines: ['14 Café Row', 'Bristol BS1 4DJ'],
        countryCode: 'GB',
        taxNumber: '',
        vatId: 'GB123456789',
        registration: 'HCPC PYL12345',
        email: 'hello@nibhriain.example',
        logo: new Uint8Array(logo),
      },
      buyer: { name: 'Renée Okafor', addressLines: ['2 Mill Lane', 'Bath BA1 1AA'], email: '' },
      lines,
      totals: totalsOf(lines),
      payment: {
        accountHolder: 'Siobhán Ní Bhriain Psychology Ltd',
        iban: 'GB33BUKB20201555555555',
        bic: 'BUKBGB22',
        reference: 'RF08INV20260042',
        termsDays: 30,
      },
      footer: '',
    };
    const bytes = await renderInvoicePdf(doc);
    const { all } = await readPdf(bytes);

    expect(all).toContain('Invoice');
    expect(all).toContain('Number INV-2026-0042');
    expect(all).toContain('Date of issue 27/11/2026');
    expect(all).toContain('VAT number: GB123456789');
    expect(all).toContain('HCPC PYL12345');
    expect(all).toContain('Siobhán Ní Bhriain Psychology Ltd');
    expect(all).toContain('Renée Okafor');
    expect(all).toContain('05/11/2026 Clinical supervision session 1 £100.00 20% £100.00');
    expect(all).toContain('Total excluding VAT £200.00');
    expect(all).toContain('VAT 20% £40.00');
    expect(all).toContain('Total £240.00');
    expect(all).toContain('Please transfer £240.00 within 30 days, by 27/12/2026');
    expect(all).toContain('IBAN GB33 BUKB 2020 1555 5555 55');
    expect(all).not.toContain('Exempt from VAT');
    expect(all).not.toContain('Scan with your banking app');
    expect(await imagesPerPage(bytes)).toEqual([1]);
  });

  it('spreads 60 lines over two numbered pages, repeating the table header', async () => {
    const lines = Array.from({ length: 60 }, (_, index) =>
      exemptLine(`Sessie ${index + 1} – gesprekstherapie`, '2026-11-02', 8500),
    );
    const doc: InvoiceDocument = {
      ...germanInvoice(),
      locale: 'nl',
      number: '2026-0100',
      seller: {
        ...germanInvoice().seller,
        legalName: 'Praktijk Van Dijk',
        addressLines: ['Prinsengracht 263', '1016 GV Amsterdam'],
        countryCode: 'NL',
        taxNumber: '',
        vatId: 'NL001234567B01',
        registration: 'BIG 19012345678 · KvK 12345678',
      },
      lines,
      totals: totalsOf(lines),
      footer: 'Praktijk Van Dijk · KvK 12345678',
    };
    const started = performance.now();
    const bytes = await renderInvoicePdf(doc);
    expect(performance.now() - started).toBeLessThan(2000);
    const { pages, totalPages } = await readPdf(bytes);

    expect(totalPages).toBe(2);
    expect(pages[0]).toContain('Pagina 1 van 2');
    expect(pages[1]).toContain('Pagina 2 van 2');
    for (const page of pages) expect(page).toContain('Datum Omschrijving Aantal Stukprijs Btw Bedrag');
    for (let number = 1; number <= 60; number++) {
      expect(pages.join(' ')).toContain(`Sessie ${number} – gesprekstherapie`);
    }
    expect(pages[1]).toContain(`Totaal ${money('nl-NL', 'EUR', 510000)}`);
    expect(pages[1]).toContain(
      'Vrijgesteld van btw op grond van art. 11 lid 1 onderdeel g Wet OB 1968 (medische zorg).',
    );
    expect(pages[1]).toContain('Betalingskenmerk RF31 2026 0001');
    expect(await imagesPerPage(bytes)).toEqual([0, 1]);
  });

  it('writes the exemption of the seller country in the language of the invoice', async () => {
    const cases = [
      {
        country: 'ES',
        locale: 'es',
        sentence: 'Operación exenta de IVA en virtud del art. 20.Uno.3º Ley 37/1992 (asistencia sanitaria).',
        title: 'Factura',
      },
      {
        country: 'DE',
        locale: 'en',
        sentence: 'Exempt from VAT under § 4 Nr. 14 Buchst. a UStG (medical care).',
        title: 'Invoice',
      },
      {
        country: 'GB',
        locale: 'en',
        sentence: 'Exempt from VAT under VAT Act 1994, Schedule 9, Group 7, Item 1 (medical care).',
        title: 'Invoice',
      },
    ] as const;
    for (const { country, locale, sentence, title } of cases) {
      const seller = { ...germanInvoice().seller, countryCode: country, vatId: `${country}123456789` };
      const { all } = await readPdf(await renderInvoicePdf(germanInvoice({ seller, locale, payment: null })));
      expect(all).toContain(sentence);
      expect(all).toContain(title);
    }
  });

  it('states that a UK practice without a VAT number charges no VAT, instead of citing the exemption', async () => {
    const seller = { ...germanInvoice().seller, countryCode: 'GB', vatId: '' };
    const bytes = await renderInvoicePdf(germanInvoice({ seller, locale: 'en', currency: 'GBP', payment: null }));
    const { all } = await readPdf(bytes);
    expect(all).toContain('No VAT is charged: the practice is not registered for VAT.');
    expect(all).not.toContain('Exempt from VAT');
    expect(all).not.toContain('VAT (exempt)');
    expect(all).toContain('03/11/2026 Einzelsitzung Psychotherapie (50 Min.) 1 £90.00 – £90.00');
  });

  it('counts the days to pay in the form the number takes', async () => {
    const oneDay = germanInvoice({ payment: { ...germanPayment, termsDays: 1 }, dueDate: '2026-11-28' });
    const { all } = await readPdf(await renderInvoicePdf(oneDay));
    expect(all).toContain('innerhalb von 1 Tag, spätestens bis 28.11.2026');
    const english = germanInvoice({ locale: 'en', payment: { ...germanPayment, termsDays: 1 }, dueDate: '2026-11-28' });
    expect((await readPdf(await renderInvoicePdf(english))).all).toContain('within 1 day, by');
  });

  it('says a fully paid invoice is paid and shows no bank details', async () => {
    const doc = germanInvoice({ paidMinor: 27000 });
    const bytes = await renderInvoicePdf(doc);
    const { all } = await readPdf(bytes);
    expect(all).toContain(`Bereits bezahlt ${money('de-DE', 'EUR', 27000)}`);
    expect(all).toContain(`Offener Betrag ${money('de-DE', 'EUR', 0)}`);
    expect(all).toContain('Vollständig bezahlt. Vielen Dank.');
    expect(all).not.toContain('IBAN');
    expect(await imagesPerPage(bytes)).toEqual([0]);
  });

  it('asks only for the remaining amount after a part payment, in the QR code too', async () => {
    const doc = germanInvoice({ paidMinor: 9000 });
    const { all } = await readPdf(await renderInvoicePdf(doc));
    expect(all).toContain('Offener Betrag 180,00 €');
    expect(all).toContain('Bitte überweisen Sie 180,00 €');
    const epc = invoiceEpcPayment(doc);
    expect(epc && epcPayload(epc).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Jürgen Weiß',
      'DE89370400440532013000',
      'EUR180.00',
      '',
      'RF3120260001',
    ]);
  });

  it('refuses a seller country it has no rules for', async () => {
    const seller = { ...germanInvoice().seller, countryCode: 'AT' };
    await expect(renderInvoicePdf(germanInvoice({ seller }))).rejects.toThrow(RangeError);
  });
});

describe('payment QR code on an invoice', () => {
  it('appears only on euro invoices with an amount due from a practice outside the UK', () => {
    expect(invoiceEpcPayment(germanInvoice())).toMatchObject({ amountMinor: 27000, reference: 'RF3120260001' });
    expect(invoiceEpcPayment(germanInvoice({ currency: 'GBP' }))).toBeNull();
    const british = { ...germanInvoice().seller, countryCode: 'GB' };
    expect(invoiceEpcPayment(germanInvoice({ seller: british }))).toBeNull();
    expect(invoiceEpcPayment(germanInvoice({ kind: 'credit_note' }))).toBeNull();
    expect(invoiceEpcPayment(germanInvoice({ paidMinor: 27000 }))).toBeNull();
    expect(invoiceEpcPayment(germanInvoice({ payment: null }))).toBeNull();
  });

  it('carries the invoice number as remittance text when there is no structured reference', () => {
    const payment = { ...germanPayment, reference: '' };
    expect(invoiceEpcPayment(germanInvoice({ payment }))).toMatchObject({ remittance: '2026-0001' });
  });

  it('is left out, not the invoice, when the bank details do not fit the QR standard', async () => {
    const payment = { ...germanPayment, accountHolder: 'A'.repeat(71) };
    const doc = germanInvoice({ payment });
    expect(invoiceEpcPayment(doc)).toBeNull();
    const bytes = await renderInvoicePdf(doc);
    expect((await readPdf(bytes)).all).toContain(`Kontoinhaber ${'A'.repeat(20)}`);
    expect(await imagesPerPage(bytes)).toEqual([0]);
  });
});

describe('invoice file name', () => {
  it('names the file after the document in its language', () => {
    expect(invoiceFileName(germanInvoice())).toBe('Rechnung-2026-0001.pdf');
    expect(invoiceFileName(germanInvoice({ locale: 'en' }))).toBe('Invoice-2026-0001.pdf');
    expect(invoiceFileName(germanInvoice({ locale: 'nl', kind: 'credit_note', number: 'CN/2026/0002' }))).toBe(
      'Creditfactuur-CN-2026-0002.pdf',
    );
    const portuguese = { ...germanInvoice().seller, countryCode: 'PT' };
    expect(invoiceFileName(germanInvoice({ locale: 'pt', seller: portuguese }))).toBe(
      'Pedido-de-pagamento-2026-0001.pdf',
    );
    const spanish = { ...germanInvoice().seller, countryCode: 'ES' };
    expect(invoiceFileName(germanInvoice({ locale: 'pt', seller: spanish, kind: 'credit_note' }))).toBe(
      'Nota-de-credito-2026-0001.pdf',
    );
  });
});
