import { describe, expect, it } from 'vitest';
import {
  isLocaleParam,
  localeOfParam,
  localeSlugPaths,
  localizePath,
  splitLocale,
  switchLocale,
  translator,
  ui,
  uiStrings,
} from './index.ts';

describe('locale paths', () => {
  it('leaves English unprefixed and prefixes the others', () => {
    expect(localizePath('en', '/')).toBe('/');
    expect(localizePath('en', '/press')).toBe('/press');
    expect(localizePath('de', '/')).toBe('/de');
    expect(localizePath('pt', '/press/company-portrait')).toBe('/pt/press/company-portrait');
  });

  it('splits a path into its locale and the rest', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/nl')).toEqual({ locale: 'nl', path: '/' });
    expect(splitLocale('/es/find-a-therapist/madrid')).toEqual({ locale: 'es', path: '/find-a-therapist/madrid' });
    // A first segment that merely looks like a locale is part of the path.
    expect(splitLocale('/denmark')).toEqual({ locale: 'en', path: '/denmark' });
  });

  it("reads an on-demand page's locale parameter, where English has none", () => {
    expect([undefined, 'de', 'pt'].map(localeOfParam)).toEqual(['en', 'de', 'pt']);
    expect(['en', 'fr'].map(localeOfParam)).toEqual(['en', 'en']);
    expect([undefined, 'nl'].map(isLocaleParam)).toEqual([true, true]);
    expect(['en', 'fr', 'denmark'].map(isLocaleParam)).toEqual([false, false, false]);
  });

  it('switches the same page to another locale', () => {
    expect(switchLocale('/de/press', 'nl')).toBe('/nl/press');
    expect(switchLocale('/de/press', 'en')).toBe('/press');
    expect(switchLocale('/', 'pt')).toBe('/pt');
  });
});

describe('translator', () => {
  it('fills placeholders', () => {
    expect(translator('de')('status.code', { code: 404 })).toContain('404');
    expect(translator('en')('footer.copyright', { year: 2026 })).toContain('2026');
  });
});

describe('the strings handed to an island', () => {
  it('are the locale’s strings under any of the prefixes, and no others', () => {
    const strings = uiStrings('nl', 'auth.forgot.', 'problem.');
    expect(strings['auth.forgot.title']).toBe(ui.nl['auth.forgot.title']);
    expect(strings['problem.retry']).toBe(ui.nl['problem.retry']);
    expect(Object.keys(strings).every((key) => key.startsWith('auth.forgot.') || key.startsWith('problem.'))).toBe(
      true,
    );
    expect(uiStrings('en', 'no.such.area.')).toEqual({});
  });
});

describe('static paths over slugs', () => {
  it('gives every slug in every locale, English without a locale segment', () => {
    const paths = localeSlugPaths('article', ['press/kit', 'press/story'], 'press/');
    expect(paths).toHaveLength(10);
    expect(paths[0]).toEqual({
      params: { locale: undefined, article: 'kit' },
      props: { locale: 'en', slug: 'press/kit' },
    });
    expect(paths).toContainEqual({
      params: { locale: 'pt', article: 'story' },
      props: { locale: 'pt', slug: 'press/story' },
    });
  });
});
