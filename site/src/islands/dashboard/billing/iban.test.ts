import { describe, expect, it } from 'vitest';
import { ibanDisplay, ibanValid } from './iban.ts';

describe('IBAN display', () => {
  it('groups the characters in fours, in capitals', () => {
    expect(ibanDisplay('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('regroups an IBAN typed with other spacing or dashes', () => {
    expect(ibanDisplay(' NL91 ABNA-04171 64300 ')).toBe('NL91 ABNA 0417 1643 00');
  });

  it('leaves nothing for an empty field', () => {
    expect(ibanDisplay('')).toBe('');
  });
});

describe('IBAN check', () => {
  it('accepts IBANs of the practice countries however they are spaced', () => {
    expect(ibanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(ibanValid('nl91abna0417164300')).toBe(true);
    expect(ibanValid('GB29 NWBK 6016 1331 9268 19')).toBe(true);
    expect(ibanValid('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(ibanValid('PT50 0002 0123 1234 5678 9015 4')).toBe(true);
  });

  it('refuses a mistyped digit, a wrong length and an empty field', () => {
    expect(ibanValid('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(ibanValid('DE89 3704 0044 0532 0130')).toBe(false);
    expect(ibanValid('')).toBe(false);
  });
});
