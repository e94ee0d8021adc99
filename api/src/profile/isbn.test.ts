import { describe, expect, it } from 'vitest';
import { normalizeIsbn } from './isbn.ts';

describe('normalizeIsbn', () => {
  it('accepts valid ISBN-13s with or without separators', () => {
    expect(normalizeIsbn('978-0-306-40615-7')).toBe('9780306406157');
    expect(normalizeIsbn('978 3 16 148410 0')).toBe('9783161484100');
    expect(normalizeIsbn('9791090636071')).toBe('9791090636071');
  });

  it('accepts valid ISBN-10s, including the check digit X', () => {
    expect(normalizeIsbn('0-306-40615-2')).toBe('0306406152');
    expect(normalizeIsbn('0-8044-2957-x')).toBe('080442957X');
  });

  it('refuses a wrong check digit', () => {
    expect(normalizeIsbn('978-0-306-40615-8')).toBeUndefined();
    expect(normalizeIsbn('0-306-40615-3')).toBeUndefined();
  });

  it('refuses other lengths, prefixes and characters', () => {
    for (const input of [
      '',
      '12345',
      '97803064061570',
      '1230306406157',
      'X306406152',
      '0-306-40615.2',
      'ISBN 0306406152',
    ]) {
      expect(normalizeIsbn(input), input).toBeUndefined();
    }
  });
});
