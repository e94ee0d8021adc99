import { describe, expect, it } from 'vitest';
import { LOCALES } from '../contract/locales.ts';
import { AGREEMENT_TEMPLATES, TEMPLATE_KINDS } from './templates.ts';
import { signedText, textHash } from './text.ts';

describe('signed text', () => {
  it('is the title as a heading and the body, hashed as UTF-8', () => {
    expect(signedText('Privacy', 'Kept.')).toBe('# Privacy\n\nKept.');
    // printf '# Privacy\n\nKept.' | sha256sum
    expect(textHash('Privacy', 'Kept.')).toMatch(/^[0-9a-f]{64}$/);
    expect(textHash('Privacy', 'Kept.')).not.toBe(textHash('Privacy', 'Kept!'));
    expect(textHash('Über', 'ß')).toBe(textHash('Über', 'ß'));
  });
});

describe('agreement templates', () => {
  it.each(LOCALES)('%s has every kind, each with a title and headed sections', (locale) => {
    for (const kind of TEMPLATE_KINDS) {
      const template = AGREEMENT_TEMPLATES[locale][kind];
      expect(template.title.length).toBeGreaterThan(3);
      expect(template.body).toMatch(/^## /);
      // Each locale is its own text, not a copy of the English one.
      if (locale !== 'en') expect(template.body).not.toBe(AGREEMENT_TEMPLATES.en[kind].body);
    }
  });
});
