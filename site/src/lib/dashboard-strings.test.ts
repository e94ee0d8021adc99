import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dashboardStrings } from './dashboard-strings.ts';

/** The keys a source file asks its translator for: whole (`t('a.b')`) and by prefix (`t(\`a.b.${x}\`)`). */
function keysAskedIn(file: string) {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  return {
    whole: [...source.matchAll(/\bt\(\s*'([a-z]\w*(?:\.[\w-]+)+)'/g)].map((m) => m[1] as string),
    prefixes: [...source.matchAll(/\bt\(\s*`([a-z]\w*(?:\.[\w-]+)*\.)\$\{/g)].map((m) => m[1] as string),
  };
}

describe('the dashboard’s strings', () => {
  // The new-invoice form's error summary once read "forms.common.errorSummary": the shared form
  // parts asked for strings the dashboard page did not give.
  it('hold every string the form parts it shares with the public forms ask for, in every locale', () => {
    for (const file of ['../islands/forms/fields.tsx', './forms.ts']) {
      const { whole, prefixes } = keysAskedIn(file);
      expect(whole.length + prefixes.length, file).toBeGreaterThan(0);
      for (const locale of ['en', 'de', 'nl', 'es', 'pt'] as const) {
        const strings = dashboardStrings(locale);
        expect(
          whole.filter((key) => !(key in strings)),
          `${file} in ${locale}`,
        ).toEqual([]);
        const keys = Object.keys(strings);
        expect(
          prefixes.filter((prefix) => !keys.some((key) => key.startsWith(prefix))),
          `${file} in ${locale}`,
        ).toEqual([]);
      }
    }
  });
});
