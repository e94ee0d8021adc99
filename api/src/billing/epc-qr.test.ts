import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { EpcPaymentError, epcPayload, epcQrPng } from './epc-qr.ts';

const payment = {
  name: 'Praxis Dr. Jürgen Weiß',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  amountMinor: 1234,
};

describe('EPC QR payload', () => {
  it('writes a SEPA credit transfer with a structured reference', () => {
    expect(epcPayload({ ...payment, reference: 'RF18 5390 0754 7034' }).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Praxis Dr. Jürgen Weiß',
      'DE89370400440532013000',
      'EUR12.34',
      '',
      'RF18539007547034',
    ]);
  });

  it('puts free text in the remittance field and leaves the reference empty', () => {
    expect(
      epcPayload({ ...payment, remittance: 'Rechnung 2026-0001' })
        .split('\n')
        .slice(8),
    ).toEqual(['', '', 'Rechnung 2026-0001']);
  });

  it('may leave the BIC out and writes whole and large amounts with two decimals', () => {
    const lines = epcPayload({ ...payment, bic: '', amountMinor: 99_999_999_999 }).split('\n');
    expect(lines[4]).toBe('');
    expect(lines[7]).toBe('EUR999999999.99');
    expect(lines).toHaveLength(8);
    expect(epcPayload({ ...payment, amountMinor: 1 }).split('\n')[7]).toBe('EUR0.01');
    expect(epcPayload({ ...payment, amountMinor: 9000 }).split('\n')[7]).toBe('EUR90.00');
  });

  it('refuses a reference and a remittance together', () => {
    expect(() => epcPayload({ ...payment, reference: 'RF18539007547034', remittance: 'Invoice 1' })).toThrow(
      EpcPaymentError,
    );
  });

  it('refuses amounts outside 0.01..999999999.99, a bad IBAN, BIC or reference and a long name', () => {
    expect(() => epcPayload({ ...payment, amountMinor: 0 })).toThrow(EpcPaymentError);
    expect(() => epcPayload({ ...payment, amountMinor: -500 })).toThrow(EpcPaymentError);
    expect(() => epcPayload({ ...payment, amountMinor: 100_000_000_000 })).toThrow(EpcPaymentError);
    expect(() => epcPayload({ ...payment, amountMinor: 12.5 })).toThrow(EpcPaymentError);
    expect(() => epcPayload({ ...payment, iban: 'DE89370400440532013001' })).toThrow(EpcPaymentError);
    expect(() => epcPayload({ ...payment, bic: 'NOTABIC' })).toThrow(EpcPaymentError);
    expect(() => epcPayload({ ...payment, reference: 'RF19539007547034' })).toThrow(EpcPaymentError);
    expect(() => epcPayload({ ...payment, name: 'x'.repeat(71) })).toThrow(EpcPaymentError);
  });

  it('fits the longest payload in the QR version 13 the standard allows, and refuses more than 331 bytes', () => {
    const longest = epcPayload({
      ...payment,
      name: 'N'.repeat(70),
      amountMinor: 99_999_999_999,
      remittance: 'r'.repeat(140),
    });
    expect(QRCode.create(longest, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(13);
    // Letters outside ASCII take two bytes each in UTF-8.
    expect(() => epcPayload({ ...payment, name: 'Ü'.repeat(70), remittance: 'é'.repeat(140) })).toThrow(
      EpcPaymentError,
    );
  });

  it('renders a PNG', async () => {
    const png = await epcQrPng({ ...payment, reference: 'RF18539007547034' });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
