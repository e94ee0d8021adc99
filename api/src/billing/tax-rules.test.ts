import { describe, expect, it } from 'vitest';
import {
  COUNTRY_BY_SLUG,
  exemptionSentence,
  INVOICE_LOCALES,
  INVOICE_REQUIREMENTS,
  missingSellerFields,
  SELLER_COUNTRIES,
  STANDARD_VAT_RATE_BP,
} from './tax-rules.ts';

describe('tax rules per seller country', () => {
  it('knows the standard rates', () => {
    expect(STANDARD_VAT_RATE_BP).toEqual({ DE: 1900, NL: 2100, PT: 2300, ES: 2100, GB: 2000 });
  });

  it('maps every directory country slug to its rules', () => {
    expect(Object.values(COUNTRY_BY_SLUG).sort()).toEqual([...SELLER_COUNTRIES].sort());
  });

  it('writes the exemption in the invoice language around the citation of the seller country', () => {
    expect(exemptionSentence('DE', 'de')).toBe('Umsatzsteuerfrei gemäß § 4 Nr. 14 Buchst. a UStG (Heilbehandlung).');
    expect(exemptionSentence('DE', 'en')).toBe('Exempt from VAT under § 4 Nr. 14 Buchst. a UStG (medical care).');
    expect(exemptionSentence('NL', 'nl')).toBe(
      'Vrijgesteld van btw op grond van art. 11 lid 1 onderdeel g Wet OB 1968 (medische zorg).',
    );
    expect(exemptionSentence('ES', 'es')).toBe(
      'Operación exenta de IVA en virtud del art. 20.Uno.3º Ley 37/1992 (asistencia sanitaria).',
    );
    expect(exemptionSentence('PT', 'pt')).toBe(
      'Isento de IVA nos termos do art. 9.º n.º 1 do CIVA (cuidados de saúde).',
    );
    expect(exemptionSentence('GB', 'en')).toBe(
      'Exempt from VAT under VAT Act 1994, Schedule 9, Group 7, Item 1 (medical care).',
    );
  });

  it('has a distinct sentence in every language for every country', () => {
    for (const country of SELLER_COUNTRIES) {
      const sentences = new Set(INVOICE_LOCALES.map((locale) => exemptionSentence(country, locale)));
      expect(sentences.size).toBe(INVOICE_LOCALES.length);
    }
  });

  it('only Portugal needs certified software for the legal invoice', () => {
    const own = SELLER_COUNTRIES.filter((country) => !INVOICE_REQUIREMENTS[country].ownDocumentIsInvoice);
    expect(own).toEqual(['PT']);
  });
});

describe('missing seller fields', () => {
  const complete = {
    legalName: 'Praxis Weiß',
    addressLines: ['Hauptstr. 1', '10115 Berlin'],
    taxNumber: '',
    vatId: '',
  };

  it('asks a German seller for a tax number or VAT id, either one will do', () => {
    expect(missingSellerFields('DE', complete, false)).toEqual(['taxNumberOrVatId']);
    expect(missingSellerFields('DE', { ...complete, taxNumber: '21/815/08150' }, true)).toEqual([]);
    expect(missingSellerFields('DE', { ...complete, vatId: 'DE123456789' }, false)).toEqual([]);
  });

  it('asks a UK seller for a VAT number only when VAT is charged', () => {
    expect(missingSellerFields('GB', complete, false)).toEqual([]);
    expect(missingSellerFields('GB', { ...complete, taxNumber: 'UTR 1234567890' }, true)).toEqual(['vatId']);
  });

  it('reports a blank name and address', () => {
    expect(missingSellerFields('NL', { ...complete, legalName: ' ', addressLines: ['', ' '] }, false)).toEqual([
      'legalName',
      'address',
    ]);
  });
});
