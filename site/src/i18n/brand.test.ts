import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, ui } from './index.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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

  // Portuguese gives a brand the gender of what it is: Calma is "a plataforma", so "a Calma", "da
  // Calma", "na Calma", "à Calma", "pela Calma" — never "o/do/no/ao/pelo Calma" beside them.
  it('takes the feminine article in Portuguese, in the UI, the emails and the content pages', () => {
    const markdown = (dir: string) =>
      readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.md'))
        .map((file): [string, string] => [`${dir}/${file}`, readFileSync(path.join(repo, dir, file), 'utf8')]);
    const sources: [string, string][] = [
      ...Object.entries(ui.pt).map(([key, text]): [string, string] => [`UI string ${key}`, text]),
      ['api/src/i18n/strings/pt.ts', readFileSync(path.join(repo, 'api/src/i18n/strings/pt.ts'), 'utf8')],
      ...markdown('content/pages/pt'),
      ...markdown('content/hub/pt'),
    ];
    const masculine = sources.flatMap(([source, text]) =>
      [...text.matchAll(/(?<![\p{L}])(?:o|do|no|ao|pelo|num|dum)\s+Calma\b/giu)].map((m) => `${source}: ${m[0]}`),
    );
    expect(masculine).toEqual([]);
  });
});
