import { readdirSync, readFileSync } from 'node:fs';
import { LOCALES } from '@calma/api/contract';
import { parseFrontmatter } from 'astro/markdown';
import { describe, expect, it } from 'vitest';
import {
  companySchema,
  fillPlaceholders,
  PRESS_OVERVIEW,
  PRESS_PAGES,
  pageSchema,
  placeholdersIn,
  placeholderValues,
  TOP_LEVEL_PAGES,
} from './content-pages.ts';

// The files editors change; the site renders them through the `pages` collection with the same schema.
const root = new URL('../../../content/', import.meta.url);
const company = companySchema.parse(JSON.parse(readFileSync(new URL('company.json', root), 'utf8')));

const slugsIn = (locale: string) =>
  (readdirSync(new URL(`pages/${locale}/`, root), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.replace(/\.md$/, '').split('\\').join('/'))
    .sort();

const read = (locale: string, slug: string) => {
  const { frontmatter, content } = parseFrontmatter(readFileSync(new URL(`pages/${locale}/${slug}.md`, root), 'utf8'));
  return { data: pageSchema.parse(frontmatter), frontmatter, body: content };
};

const englishSlugs = slugsIn('en');
const fixed: string[] = [...TOP_LEVEL_PAGES, PRESS_OVERVIEW, ...PRESS_PAGES];
const releases = englishSlugs.filter((slug) => slug.startsWith('press/') && read('en', slug).data.released);

describe('content pages', () => {
  it('are the fixed pages and press releases, nothing that no route serves', () => {
    expect(englishSlugs.filter((slug) => !fixed.includes(slug) && !releases.includes(slug))).toEqual([]);
    expect(releases.length).toBeGreaterThanOrEqual(2);
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it('exist for every page, and no more than in English', () => {
      const slugs = slugsIn(locale);
      expect(fixed.filter((slug) => !slugs.includes(slug))).toEqual([]);
      expect(slugs).toEqual(englishSlugs);
    });

    it.each([...fixed, ...releases])('%s has a title and a description', (slug) => {
      const { data } = read(locale, slug);
      expect(data.title.trim()).not.toBe('');
      expect(data.description.trim()).not.toBe('');
    });

    it.each([...fixed, ...releases])("%s links within this locale and uses only the operator's known facts", (slug) => {
      const { frontmatter, body } = read(locale, slug);
      const known = Object.keys(placeholderValues(company));
      expect(placeholdersIn(body).filter((key) => !known.includes(key))).toEqual([]);
      expect(placeholdersIn(JSON.stringify(frontmatter)), 'placeholders only work in the text').toEqual([]);
      // The dashboard has no locale prefix: it speaks the account's language.
      const internal = [...body.matchAll(/\]\((\/[^)\s]*)/g)]
        .map((match) => match[1] ?? '')
        .filter((href) => !/^\/dashboard(?:\/|$)/.test(href));
      const foreign = internal.filter((href) =>
        locale === 'en' ? /^\/(?:de|nl|es|pt)(?:\/|$)/.test(href) : !new RegExp(`^/${locale}(?:/|$)`).test(href),
      );
      expect(foreign).toEqual([]);
    });

    it('publish each press release on the same day as in English', () => {
      for (const slug of releases)
        expect(read(locale, slug).data.released, slug).toEqual(read('en', slug).data.released);
    });

    it('start the therapist application and keep the form slots', () => {
      expect(read(locale, 'apply').data.cta?.path).toBe('/auth/register?role=therapist');
      expect(read(locale, 'recommend-to-your-employer').data.formSlot).toBe('recommend-form');
      expect(read(locale, 'partnerships').data.formSlot).toBe('partnership-form');
      expect(read(locale, 'press').data.formSlot).toBe('press-form');
      expect(read(locale, 'imprint').data.companyFacts).toBe(true);
    });
  });
});

describe('placeholders', () => {
  it('become the operator name and mailto links', () => {
    const html = fillPlaceholders('<p>{{operator}}: {{ email.security }}</p>', company);
    expect(html).toBe(
      `<p>${company.operator}: <a href="mailto:${company.contact.security}">${company.contact.security}</a></p>`,
    );
  });

  it('fail on an unknown name instead of showing it to readers', () => {
    expect(() => fillPlaceholders('{{email.sales}}', company)).toThrow(/email\.sales/);
  });
});

describe('the operator facts', () => {
  // While the product runs as a demonstration the facts are unknown; going live means setting
  // `demo` to false, and then every fact an imprint and a privacy notice need must be there.
  it.runIf(!company.demo)('are complete for launch', () => {
    expect(company.operator).not.toMatch(/demo/i);
    expect(company.address).not.toBeNull();
    expect(company.representatives.length).toBeGreaterThan(0);
    expect(company.contentResponsible).not.toBeNull();
    expect(Object.values(company.contact).filter((address) => address.endsWith('.test'))).toEqual([]);
  });

  it.runIf(company.demo)('name a demonstration operator while they are unknown', () => {
    expect(company.operator).toMatch(/demo/i);
  });
});
