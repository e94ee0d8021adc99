import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ui } from './index.ts';

// German names people in one gender-neutral style, the colon form ("Therapeut:innen", "Ihre
// Klient:in"), everywhere a German reader meets it: the UI strings, the emails, the content pages and
// the hub. Every other style is a finding: Binnen-I, slash, asterisk, underscore, brackets, and the
// spelled-out pair ("Klientinnen und Klienten"), which doubles the length of every sentence it is in.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const otherStyles: [string, RegExp][] = [
  ['Binnen-I (TherapeutInnen)', /(?<!Linked)(?<=\p{Ll})In(?:nen)?\b/u],
  ['slash (Therapeut/in, Klient/-innen)', /\p{L}\/-?in(?:nen)?\b/u],
  ['asterisk (Therapeut*innen)', /\p{L}\*in(?:nen)?\b/u],
  ['underscore (Therapeut_innen)', /\p{L}_in(?:nen)?\b/u],
  ['brackets (Therapeut(in))', /\p{L}\(in(?:nen)?\)/u],
  [
    'pair (Klientinnen und Klienten)',
    /\b(\p{L}{3,}?)(?:in|innen),? (?:und|oder|bzw\.) (?:\p{L}+ ){0,2}\1(?:en|e|n)?\b/u,
  ],
];

function markdown(dir: string): [string, string][] {
  return readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => [`${dir}/${file}`, readFileSync(path.join(repo, dir, file), 'utf8')]);
}

const sources: [string, string][] = [
  ...Object.entries(ui.de).map(([key, text]): [string, string] => [`UI string ${key}`, text]),
  ['api/src/i18n/strings/de.ts', readFileSync(path.join(repo, 'api/src/i18n/strings/de.ts'), 'utf8')],
  ...markdown('content/pages/de'),
  ...markdown('content/hub/de'),
];

/** Each use of a style other than the colon form, with a little context, per source. */
export function findings(text: string): string[] {
  return otherStyles.flatMap(([style, pattern]) =>
    [...text.matchAll(new RegExp(pattern, `${pattern.flags}g`))].map(
      (m) => `${style}: …${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 10)}…`,
    ),
  );
}

describe('German gender-neutral forms', () => {
  it.each([
    'TherapeutInnen',
    'KlientIn',
    'Therapeut/in',
    'Klient/innen',
    'Klient/-innen',
    'Therapeut*innen',
    'Therapeut_innen',
    'Therapeut(in)',
    'Klientinnen und Klienten',
    'eine Therapeutin oder einen Therapeuten',
    'die Therapeutin bzw. der Therapeut',
  ])('find %s', (form) => {
    expect(findings(`Bitte wenden Sie sich an ${form}.`)).toHaveLength(1);
  });

  it.each(['Therapeut:innen', 'Ihre Klient:in', 'Psychologische Psychotherapeutin', 'auf LinkedIn', 'Innen und Außen'])(
    'leave %s alone',
    (text) => {
      expect(findings(text)).toEqual([]);
    },
  );

  it('are in the colon form in every German source', () => {
    const found = sources.flatMap(([source, text]) => findings(text).map((f) => `${source} – ${f}`));
    expect(found).toEqual([]);
  });
});
