import { describe, expect, it } from 'vitest';
import { LOCALES, ui } from './index.ts';

describe('the name Calma', () => {
  it('is written with a capital C in every locale, apart from file names and the Spanish and Portuguese word', () => {
    for (const locale of LOCALES) {
      const lower = Object.entries(ui[locale]).filter(([, text]) =>
        /(^|[^\w@./-])calma(?![\w.-])/.test(text.replace(/co[nm] calma/g, '')),
      );
      expect(
        lower.map(([key]) => key),
        locale,
      ).toEqual([]);
    }
  });
});
