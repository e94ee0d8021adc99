import { describe, expect, it } from 'vitest';
import {
  missingField,
  missingText,
  reasonText,
  refusedFields,
  serverText,
  summaryLabel,
  upcomingNumber,
} from './receipts-state.ts';

/** Words as the key and its parameters, so a test reads which message was chosen and with what. */
const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;

describe('what is missing before invoices can be issued', () => {
  it('links each item to the field where it is filled in', () => {
    expect(missingField('address')).toBe('addressLine1');
    expect(missingField('taxNumberOrVatId')).toBe('taxNumber');
    expect(missingField('iban')).toBe('iban');
    expect(missingField('somethingNew')).toBe('somethingNew');
  });

  it('names an item in words, or by its code when the strings do not know it yet', () => {
    const known = (key: string) => (key === 'billing.receipts.missing.iban' ? 'Bank account (IBAN)' : key);
    expect(missingText(known, 'iban')).toBe('Bank account (IBAN)');
    expect(missingText(known, 'somethingNew')).toBe('somethingNew');
  });
});

describe('the API’s refusals', () => {
  it('say at each field what is wrong with it, with a VAT number of the country chosen', () => {
    expect(serverText(t, 'iban', 'DE')).toBe(reasonText(t, 'iban'));
    expect(serverText(t, 'serviceTax.1.rate', 'DE')).toBe(reasonText(t, 'rateZero'));
    expect(serverText(t, 'vatId', 'NL')).toBe('billing.receipts.error.vatId {"example":"NL123456789B01"}');
    expect(serverText(t, 'vatId', 'XX')).toBe('billing.receipts.error.vatId {"example":""}');
    expect(serverText(t, 'nextInvoiceNumber', 'DE')).toBe('billing.receipts.error.numberUsed');
    expect(serverText(t, 'creditNoteFormat', 'DE')).toBe('billing.receipts.error.formatServer');
    expect(serverText(t, 'city', 'DE')).toBe('billing.receipts.error.invalid');
  });

  it('go to the most precise field the API named, under the form’s own path', () => {
    expect(refusedFields(['serviceTax', 'serviceTax.0.taxRateBp', 'bic'], 'DE', t)).toEqual({
      'serviceTax.0.rate': reasonText(t, 'rateZero'),
      bic: 'billing.receipts.error.bic',
    });
    expect(refusedFields(['defaultTaxRateBp'], 'DE', t)).toEqual({ defaultRate: reasonText(t, 'rateZero') });
  });
});

describe('the error summary', () => {
  const form = { serviceTax: [{ serviceId: 's1', taxTreatment: 'taxable' as const, rate: '7' }] };
  const profile = { services: [{ id: 's1', name: 'Couples session' }] };

  it('names a service’s fields by the service', () => {
    expect(summaryLabel('serviceTax.0.rate', form, profile, t)).toBe(
      'billing.receipts.serviceRate {"service":"Couples session"}',
    );
    expect(summaryLabel('serviceTax.0.taxTreatment', form, profile, t)).toBe(
      'billing.receipts.serviceTreatment {"service":"Couples session"}',
    );
    expect(summaryLabel('iban', form, profile, t)).toBe('billing.receipts.iban');
  });
});

describe('the next number shown under a format', () => {
  it('is the number the next document gets, or nothing while the counter is not a whole number from 1', () => {
    expect(upcomingNumber('{YYYY}-{NNNN}', '12', '2026-03-04')).toBe('2026-0012');
    expect(upcomingNumber('{YYYY}-{NNNN}', '0', '2026-03-04')).toBe('');
    expect(upcomingNumber('{YYYY}-{NNNN}', '1.5', '2026-03-04')).toBe('');
  });
});
