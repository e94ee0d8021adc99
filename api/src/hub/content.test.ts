import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { LOCALES } from '../contract/locales.ts';
import { hubContent, hubEntry, loadHub, parseHubFile } from './content.ts';

const front = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n## A heading\n\nSome text.\n`;
const guidance = {
  title: 'Self-care',
  summary: 'Looking after yourself.',
  category: 'self-care',
  reviewed: '2026-11-26',
};
const worksheet = { ...guidance, title: 'Thought record', category: 'worksheets', download: 'true' };

describe('a hub file', () => {
  it('is read with its front matter and rendered body', () => {
    const entry = parseHubFile('content/hub/en/self-care.md', 'en', front(guidance));
    expect(entry).toMatchObject({
      slug: 'self-care',
      locale: 'en',
      title: 'Self-care',
      category: 'self-care',
      country: null,
      reviewed: '2026-11-26',
      downloadable: false,
    });
    expect(entry.html).toContain('<h2 id="a-heading">A heading</h2>');
  });

  it.each([
    ['no front matter', '## Just a body\n', /start with front matter/],
    ['YAML that does not parse', '---\ntitle: [unclosed\n---\nBody\n', /not valid YAML/],
    ['a missing summary', front({ ...guidance, summary: '' }).replace('summary: \n', ''), /summary/],
    ['an unknown category', front({ ...guidance, category: 'recipes' }), /category/],
    ['an unknown field', front({ ...guidance, author: 'Ana' }), /author/],
    ['a summary over 240 characters', front({ ...guidance, summary: 'x'.repeat(241) }), /summary/],
    ['a day that does not exist', front({ ...guidance, reviewed: '2026-02-30' }), /not a day/],
    ['a crisis protocol without a country', front({ ...guidance, category: 'crisis-protocols' }), /names its country/],
    ['a country on guidance', front({ ...guidance, country: 'DE' }), /only crisis protocols/],
    ['a worksheet without download', front({ ...worksheet, download: 'false' }), /offered as a PDF/],
    ['download on guidance', front({ ...guidance, download: 'true' }), /only worksheets/],
    ['an empty body', '---\ntitle: A\nsummary: B\ncategory: self-care\nreviewed: 2026-11-26\n---\n\n', /body is empty/],
  ])('with %s stops the start with the file and the reason', (_, source, reason) => {
    expect(() => parseHubFile('content/hub/en/x.md', 'en', source)).toThrow(reason);
    expect(() => parseHubFile('content/hub/en/x.md', 'en', source)).toThrow(/^content\/hub\/en\/x\.md: /);
  });
});

describe('the hub folder', () => {
  let directory = '';
  const write = (locale: string, slug: string, source: string) => {
    mkdirSync(path.join(directory, locale), { recursive: true });
    writeFileSync(path.join(directory, locale, `${slug}.md`), source);
  };
  afterEach(() => rmSync(directory, { recursive: true, force: true }));
  const fresh = () => {
    directory = mkdtempSync(path.join(tmpdir(), 'hub-'));
  };

  it('shows an item not yet translated in English, and orders by category then title', () => {
    fresh();
    write('en', 'thought-record', front(worksheet));
    write('en', 'self-care', front(guidance));
    write('en', 'boundaries', front({ ...guidance, title: 'Boundaries' }));
    write('de', 'self-care', front({ ...guidance, title: 'Selbstfürsorge' }));
    const content = loadHub(directory);
    expect(content.get('de')?.map((e) => [e.slug, e.locale])).toEqual([
      ['thought-record', 'en'],
      ['boundaries', 'en'],
      ['self-care', 'de'],
    ]);
    expect(hubEntry(content, 'thought-record', 'nl')?.locale).toBe('en');
    expect(hubEntry(content, 'nothing', 'en')).toBeUndefined();
  });

  it('refuses a translation without an English item, or with another category', () => {
    fresh();
    write('en', 'self-care', front(guidance));
    write('nl', 'zelfzorg', front(guidance));
    expect(() => loadHub(directory)).toThrow(/nl\/zelfzorg\.md: there is no English item "zelfzorg"/);
    rmSync(path.join(directory, 'nl'), { recursive: true });
    write('es', 'self-care', front({ ...guidance, category: 'online-practice' }));
    expect(() => loadHub(directory)).toThrow(/es\/self-care\.md: category is online-practice, but self-care/);
  });

  it('refuses a folder that is not a language, and a hub without English', () => {
    fresh();
    write('fr', 'self-care', front(guidance));
    expect(() => loadHub(directory)).toThrow(/fr: not a language/);
    rmSync(path.join(directory, 'fr'), { recursive: true });
    write('de', 'self-care', front(guidance));
    expect(() => loadHub(directory)).toThrow(/English items are missing/);
  });
});

// The shipped content: what editors change by pull request. A wrong phone number in a crisis
// protocol fails here rather than reaching a therapist in a crisis.
describe('the shipped hub content', () => {
  const hubDirectory = path.join(repoRoot, 'content/hub');
  const slugsIn = (locale: string) =>
    readdirSync(path.join(hubDirectory, locale))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -3))
      .sort();

  it('is valid: every file parses and agrees with English', () => {
    expect(() => hubContent()).not.toThrow();
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('has exactly the English slugs in %s', (locale) => {
    expect(slugsIn(locale)).toEqual(slugsIn('en'));
  });

  it('has a country on every crisis protocol and a PDF for every worksheet', () => {
    for (const entries of hubContent().values()) {
      for (const entry of entries) {
        if (entry.category === 'crisis-protocols') expect(entry.country, entry.file).toMatch(/^[A-Z]{2}$/);
        if (entry.category === 'worksheets') expect(entry.downloadable, entry.file).toBe(true);
      }
    }
  });

  it('gives in crisis protocols only phone numbers from content/emergency/resources.json', () => {
    const known = checkedNumbers();
    const unknown: string[] = [];
    for (const entries of hubContent().values()) {
      for (const entry of entries) {
        if (entry.category !== 'crisis-protocols') continue;
        for (const number of phoneNumbersIn(entry.body)) {
          if (!known.has(number.replace(/\D/g, ''))) unknown.push(`${entry.file}: "${number}"`);
        }
      }
    }
    expect(unknown, 'numbers that are not in content/emergency/resources.json').toEqual([]);
  });
});

/** The digits of every number, tel: and sms: value in the emergency resources file. */
function checkedNumbers(): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (['number', 'tel', 'sms'].includes(key) && typeof inner === 'string') found.add(inner.replace(/\D/g, ''));
        else walk(inner);
      }
    }
  };
  walk(JSON.parse(readFileSync(path.join(repoRoot, 'content/emergency/resources.json'), 'utf8')));
  return found;
}

/**
 * Every run of three or more digits, with the spaces and hyphens inside it ("0800 111 0 111",
 * "088-0767 000"). Not phone numbers: digits that are part of a word ("HOPELINE247", "0900-Nummer"),
 * a section of a law ("§ 34", "Art. 9") and a year on its own.
 */
function phoneNumbersIn(text: string): string[] {
  const numbers: string[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\d])\+?\d[\d -]*\d(?!\d|-?\p{L})/gu)) {
    const number = match[0].trim();
    const before = text.slice(Math.max(0, (match.index ?? 0) - 12), match.index);
    if (number.replace(/\D/g, '').length < 3) continue;
    if (/(§|\bart\.|\barticle|\bartikel|\bartículo|\bartigo)\s*$/i.test(before)) continue;
    if (/^(19|20)\d\d$/.test(number)) continue;
    numbers.push(number);
  }
  return numbers;
}

describe('phone numbers in a text', () => {
  it('are runs of three or more digits with their spaces and hyphens, not laws or years', () => {
    expect(
      phoneNumbersIn(
        'Call 0800 111 0 111, or 112. Line 088-0767 000 (since 2020); § 34 StGB, Art. 9 GDPR, 24/7, HOPELINE247, the 0900-Nummer 0900-1450.',
      ),
    ).toEqual(['0800 111 0 111', '112', '088-0767 000', '0900-1450']);
  });
});
