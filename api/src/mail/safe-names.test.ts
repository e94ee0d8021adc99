import { describe, expect, it } from 'vitest';
import { hasLinkLikeText, safeName } from './safe-names.ts';

describe('names that read as a link', () => {
  it.each([
    ['a domain', 'example.com'],
    ['a domain inside a name', 'Anna Müller example.com'],
    ['a domain in capitals', 'Win at EXAMPLE.COM'],
    ['a sub-domain', 'Praxis praxis.example.co.uk'],
    ['a one-letter domain', 'see t.co now'],
    ['a new top-level domain', 'anna.berlin'],
    ['a web address with its scheme', 'http://example'],
    ['a secure web address', 'Visit https://example.com/refund'],
    ['a scheme without a host name', 'hxxp://x'],
    ['www without a known ending', 'www.example'],
    ['www in capitals', 'WWW.Example'],
    ['an email address', 'me@example.com'],
    ['an email address without a domain ending', 'hr@acme'],
    ['mailto', 'mailto:me'],
    ['javascript', 'javascript:alert(1)'],
    ['an IPv4 address', 'Praxis 203.0.113.7'],
    ['a written-out dot', 'example[.]com'],
    ['a written-out dot with spaces', 'example [ . ] com'],
    ['a dot in words', 'example(dot)com'],
    ['a German dot in words', 'beispiel [punkt] de'],
    ['a space before the dot', 'example .com'],
    ['spaces around the dot', 'example . com'],
    ['ONE DOT LEADER (U+2024)', 'example\u2024com'],
    ['IDEOGRAPHIC FULL STOP (U+3002)', 'example\u3002com'],
    ['FULLWIDTH FULL STOP (U+FF0E)', 'example\uFF0Ecom'],
    ['HALFWIDTH IDEOGRAPHIC FULL STOP (U+FF61)', 'example\uFF61com'],
    ['SYRIAC SUPRALINEAR FULL STOP (U+0701)', 'example\u0701com'],
    ['SYRIAC SUBLINEAR FULL STOP (U+0702)', 'example\u0702com'],
    ['RAISED DOT (U+2E33)', 'example\u2E33com'],
    ['SMALL FULL STOP (U+FE52)', 'example\uFE52com'],
    ['MIDDLE DOT (U+00B7)', 'example\u00B7com'],
    ['HYPHENATION POINT (U+2027)', 'example\u2027com'],
    ['KATAKANA MIDDLE DOT (U+30FB)', 'example\u30FBcom'],
    ['LISU LETTER TONE MYA TI (U+A4F8)', 'example\uA4F8com'],
    ['full-width letters', 'ｅｘａｍｐｌｅ．ｃｏｍ'],
    ['mathematical letters', '𝐞𝐱𝐚𝐦𝐩𝐥𝐞.𝐜𝐨𝐦'],
    ['a zero-width space in the word', 'exam\u200Bple.co\u200Bm'],
    ['a soft hyphen in the ending', 'example.c\u00ADom'],
    ['an internationalised domain', 'müller-praxis.de'],
    ['a Cyrillic domain', 'пример.рф'],
    ['a Chinese domain with its own full stop', '例子。中国'],
    ['a Greek domain', 'παράδειγμα.δοκιμή'],
    ['an IDNA A-label', 'xn--e1afmkfd.xn--p1ai'],
  ])('finds %s', (_what, text) => {
    expect(hasLinkLikeText(text)).toBe(true);
    expect(safeName(text)).toBeNull();
  });

  it.each([
    ['a plain name', 'Anna Müller'],
    ['a title with a dot and a space', 'Dr. Anna Müller'],
    ['several titles', 'Prof. Dr. med. Jan de Vries'],
    ['initials', 'J. R. R. Tolkien'],
    ['initials without spaces', 'J.R.R. Tolkien'],
    ['a degree without spaces', 'Anna Müller, M.Sc.'],
    ['a doctorate without spaces', 'Dr.med. Jonas Brandt'],
    ['a German diploma', 'Dipl.-Psych. Clara Neumann'],
    ['a German diploma without the hyphen', 'Dipl.Psych. Clara Neumann'],
    ['a PhD', 'Maria Lopes Ph.D.'],
    ['a company with a dot and a space', 'Acme Co. Ltd.'],
    ['a version number', 'Praxis 2.0'],
    ['a Catalan middle dot', 'Gal·la Puig'],
    ['an apostrophe and a hyphen', "Siobhán O'Brien-Smith"],
    ['a name in Greek', 'Γιώργος Παπαδόπουλος'],
    ['a name in Japanese', '山田 太郎'],
    ['a sentence-final dot', 'Praxis am See.'],
  ])('keeps %s', (_what, text) => {
    expect(hasLinkLikeText(text)).toBe(false);
    expect(safeName(`  ${text} `)).toBe(text);
  });

  it('has nothing to show for a blank or missing name', () => {
    expect(safeName('   ')).toBeNull();
    expect(safeName('')).toBeNull();
    expect(safeName(null)).toBeNull();
    expect(safeName(undefined)).toBeNull();
  });
});
