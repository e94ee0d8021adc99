import type { BillingProfile } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import { formOf, formPath, inputOf, parseRate, previewNumber, rateInput } from './receipts-form.ts';

const profile: BillingProfile = {
  legalName: 'Praxis Dr. Anna Weber',
  addressLine1: 'Kastanienallee 12',
  addressLine2: '',
  postalCode: '10435',
  city: 'Berlin',
  countryCode: 'DE',
  taxNumber: '27/123/45678',
  vatId: '',
  registration: '',
  accountHolder: 'Anna Weber',
  iban: 'DE89370400440532013000',
  bic: '',
  invoiceFormat: '{YYYY}-{NNNN}',
  creditNoteFormat: 'CN-{YYYY}-{NNNN}',
  nextInvoiceNumber: 12,
  nextCreditNoteNumber: 1,
  paymentTermsDays: 14,
  defaultTaxTreatment: 'exempt',
  defaultTaxRateBp: 1900,
  footer: '',
  invoiceLocale: null,
  reminderAfterDays: 7,
  serviceTax: [],
  logoUrl: null,
  standardRateBp: 1900,
  exemptionBasis: '§ 4 Nr. 14 Buchst. a UStG',
  services: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Einzelsitzung',
      priceMinor: 9000,
      currency: 'EUR',
      taxTreatment: null,
      taxRateBp: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Coaching',
      priceMinor: 12000,
      currency: 'EUR',
      taxTreatment: 'taxable',
      taxRateBp: 700,
    },
  ],
  complete: true,
  missing: [],
};

describe('tax rates as typed', () => {
  it('reads per cent with a point or a comma into basis points', () => {
    expect(parseRate('19')).toBe(1900);
    expect(parseRate('7,5')).toBe(750);
    expect(parseRate('5.25 %')).toBe(525);
    expect(parseRate('0')).toBe(0);
  });

  it('refuses what is not a rate or is above 30 %', () => {
    expect(parseRate('')).toBeUndefined();
    expect(parseRate('nineteen')).toBeUndefined();
    expect(parseRate('31')).toBeUndefined();
  });

  it('writes basis points back as the reader types them', () => {
    expect(rateInput(750, 'de')).toBe('7,5');
    expect(rateInput(2100, 'es')).toBe('21');
    expect(rateInput(2300, 'pt')).toBe('23');
  });
});

describe('invoice number preview', () => {
  it('fills the year, month and zero-padded counter as the API does', () => {
    expect(previewNumber('{YYYY}-{NNNN}', 7, '2026-03-05')).toBe('2026-0007');
    expect(previewNumber('RE{YY}{MM}/{NNN}', 42, '2026-11-27')).toBe('RE2611/042');
  });

  it('keeps every digit of a counter that outgrows its Ns', () => {
    expect(previewNumber('{NN}', 123, '2026-01-01')).toBe('123');
  });
});

describe('receipts form', () => {
  it('sends back what it was given, with the IBAN compact and the rates in basis points', () => {
    const { input, problems } = inputOf(formOf(profile, 'de'));
    expect(problems).toEqual({});
    expect(input).toMatchObject({
      legalName: 'Praxis Dr. Anna Weber',
      iban: 'DE89370400440532013000',
      nextInvoiceNumber: 12,
      defaultTaxRateBp: 1900,
      invoiceLocale: null,
      serviceTax: [
        { serviceId: profile.services[0]?.id, taxTreatment: null, taxRateBp: null },
        { serviceId: profile.services[1]?.id, taxTreatment: 'taxable', taxRateBp: 700 },
      ],
    });
  });

  it('sends the invoice counters only when they were changed', () => {
    expect(inputOf(formOf(profile, 'en'), profile).input).not.toHaveProperty('nextInvoiceNumber');
    expect(inputOf(formOf(profile, 'en'), profile).input).not.toHaveProperty('nextCreditNoteNumber');
    const raised = inputOf({ ...formOf(profile, 'en'), nextInvoiceNumber: '40' }, profile).input;
    expect(raised).toMatchObject({ nextInvoiceNumber: 40 });
    expect(raised).not.toHaveProperty('nextCreditNoteNumber');
  });

  it('shows the IBAN in groups of four', () => {
    expect(formOf(profile, 'en').iban).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('names each field that is wrong and sends nothing', () => {
    const form = {
      ...formOf(profile, 'en'),
      iban: 'DE89 3704 0044 0532 0130 01',
      invoiceFormat: 'INV-{YYYY}',
      nextInvoiceNumber: '0',
      paymentTermsDays: '120',
      reminderAfterDays: 'seven',
      defaultTaxTreatment: 'taxable' as const,
      defaultRate: '0',
    };
    form.serviceTax = [
      form.serviceTax[0] as (typeof form.serviceTax)[0],
      { ...form.serviceTax[1], rate: '40' } as (typeof form.serviceTax)[0],
    ];
    const { input, problems } = inputOf(form);
    expect(input).toBeUndefined();
    expect(problems).toEqual({
      iban: 'iban',
      invoiceFormat: 'format',
      nextInvoiceNumber: 'number',
      paymentTermsDays: 'paymentTerms',
      reminderAfterDays: 'reminder',
      defaultRate: 'rateZero',
      'serviceTax.1.rate': 'rate',
    });
  });

  it('refuses the same format for invoices and credit notes', () => {
    const { problems } = inputOf({ ...formOf(profile, 'en'), creditNoteFormat: '{YYYY}-{NNNN}' });
    expect(problems).toEqual({ creditNoteFormat: 'sameFormat' });
  });

  it('accepts an empty IBAN: a practice may take cards only', () => {
    expect(inputOf({ ...formOf(profile, 'en'), iban: '' }).problems).toEqual({});
  });

  it('puts the API’s refusals next to the fields that hold them', () => {
    expect(formPath('iban')).toBe('iban');
    expect(formPath('defaultTaxRateBp')).toBe('defaultRate');
    expect(formPath('serviceTax.3.taxRateBp')).toBe('serviceTax.3.rate');
  });
});
