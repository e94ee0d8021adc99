import { describe, expect, it } from 'vitest';
import { documentParams, isDirty, missingItems, numberFits, sizeText } from './verification-state.ts';

const typed = { country: 'germany', profession: 'psychotherapist', number: 'PT-12345' };

describe('what keeps the verification from review', () => {
  it('names each field not yet typed, then the documents not yet stored', () => {
    expect(missingItems(typed, [])).toEqual([]);
    expect(missingItems({ country: '', profession: '', number: '  ' }, ['registerNumber', 'identity'])).toEqual([
      'country',
      'profession',
      'registerNumber',
      'identity',
    ]);
    // The fields count as typed (they are saved on submit), whatever the stored verification lacks.
    expect(missingItems(typed, ['country', 'qualification'])).toEqual(['qualification']);
  });
});

describe('the fields against what is saved', () => {
  const saved = { country: 'germany', profession: 'psychotherapist', registerNumber: 'PT-12345' };

  it('are unchanged until a field differs', () => {
    expect(isDirty(typed, saved)).toBe(false);
    expect(isDirty({ ...typed, number: 'PT-12346' }, saved)).toBe(true);
    expect(
      isDirty({ country: '', profession: '', number: '' }, { country: null, profession: null, registerNumber: '' }),
    ).toBe(false);
  });
});

describe('a register number', () => {
  it('fits the register’s pattern once trimmed', () => {
    expect(numberFits('^PT-\\d{5}$', ' PT-12345 ')).toBe(true);
    expect(numberFits('^PT-\\d{5}$', 'PT-1234')).toBe(false);
  });
});

describe('documents', () => {
  it('are limited in whole megabytes and shown in whole kilobytes, at least one', () => {
    expect(documentParams({ documentBytes: 10 * 1024 * 1024, documents: 10 })).toEqual({ mb: 10, max: 10 });
    expect(sizeText(100)).toBe('1 KB');
    expect(sizeText(2_600)).toBe('3 KB');
  });
});
