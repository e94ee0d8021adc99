import { describe, expect, it } from 'vitest';
import type { BillingProfileInput } from '../schemas/billing.ts';
import { defaultCountry, missingFields, type ProfileRow, profileProblems, serviceTaxOf } from './settings.ts';

const input: BillingProfileInput = {
  legalName: 'Praxis',
  addressLine1: 'Street 1',
  addressLine2: '',
  postalCode: '10999',
  city: 'Berlin',
  countryCode: 'DE',
  taxNumber: '21/815/08150',
  vatId: '',
  registration: '',
  accountHolder: 'Praxis',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'cobadeff',
  invoiceFormat: '{YYYY}-{NNNN}',
  creditNoteFormat: 'CN-{YYYY}-{NNNN}',
  nextInvoiceNumber: 1,
  nextCreditNoteNumber: 1,
  paymentTermsDays: 14,
  defaultTaxTreatment: 'exempt',
  defaultTaxRateBp: 1900,
  footer: '',
  invoiceLocale: null,
  reminderAfterDays: 7,
  serviceTax: [],
};

const fieldsOf = (changes: Partial<BillingProfileInput>) =>
  profileProblems({ ...input, ...changes }).problems.map((p) => p.field);

describe('receipts settings', () => {
  it('take the country from the directory profile, else from the currency', () => {
    expect(defaultCountry('netherlands', 'EUR')).toBe('NL');
    expect(defaultCountry('united-kingdom', 'GBP')).toBe('GB');
    expect(defaultCountry('online', 'GBP')).toBe('GB');
    expect(defaultCountry('online', 'EUR')).toBe('DE');
  });

  it('store IBAN, BIC and VAT number in their compact form', () => {
    expect(profileProblems({ ...input, vatId: 'de 123.456.789' })).toMatchObject({
      problems: [],
      iban: 'DE89370400440532013000',
      bic: 'COBADEFF',
      vatId: 'DE123456789',
    });
  });

  it('check VAT numbers by the form of the chosen country', () => {
    expect(fieldsOf({ countryCode: 'NL', vatId: 'NL123456789B01' })).toEqual([]);
    expect(fieldsOf({ countryCode: 'DE', vatId: 'NL123456789B01' })).toEqual(['body.vatId']);
    expect(fieldsOf({ countryCode: 'ES', vatId: 'ESB12345678' })).toEqual([]);
    expect(fieldsOf({ countryCode: 'PT', vatId: 'PT12345678' })).toEqual(['body.vatId']);
    expect(fieldsOf({ countryCode: 'GB', vatId: 'GB 123 4567 89' })).toEqual([]);
  });

  it('refuse an IBAN with wrong check digits and a malformed BIC', () => {
    expect(fieldsOf({ iban: 'DE88370400440532013000', bic: 'COBA' })).toEqual(['body.iban', 'body.bic']);
    expect(fieldsOf({ iban: '', bic: '' })).toEqual([]);
  });

  it('name what an invoice still lacks, by the country and whether VAT is charged', () => {
    const row = {
      ...input,
      iban: '',
      vatId: '',
      cardPayments: false,
      stripeAccountStatus: 'none',
    } as unknown as ProfileRow;
    expect(missingFields(row, false)).toEqual(['iban']);
    expect(missingFields({ ...row, taxNumber: '', city: '' }, false)).toEqual(['address', 'taxNumberOrVatId', 'iban']);
    expect(missingFields({ ...row, countryCode: 'NL', taxNumber: '' }, true)).toEqual(['vatId', 'iban']);
    expect(missingFields({ ...row, cardPayments: true, stripeAccountStatus: 'enabled' }, false)).toEqual([]);
  });

  it("tax a service by its own treatment, else the practice's default; exempt means rate 0", () => {
    const profile = { defaultTaxTreatment: 'taxable' as const, defaultTaxRateBp: 1900 };
    expect(serviceTaxOf(profile, { taxTreatment: null, taxRateBp: null })).toEqual({
      taxTreatment: 'taxable',
      taxRateBp: 1900,
    });
    expect(serviceTaxOf(profile, { taxTreatment: null, taxRateBp: 700 })).toEqual({
      taxTreatment: 'taxable',
      taxRateBp: 700,
    });
    expect(serviceTaxOf(profile, { taxTreatment: 'exempt', taxRateBp: 700 })).toEqual({
      taxTreatment: 'exempt',
      taxRateBp: 0,
    });
  });
});
