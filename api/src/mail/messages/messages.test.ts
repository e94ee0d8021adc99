import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales.ts';
import { messages } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('email texts in every language', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key with the same placeholders', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [key, text] of Object.entries(messages.en)) {
      expect(placeholders(messages[locale][key as keyof typeof messages.en]), `${locale} ${key}`).toEqual(
        placeholders(text),
      );
      expect(messages[locale][key as keyof typeof messages.en], `${locale} ${key} is English`).not.toBe(text);
    }
  });
});
