import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it('spells names in ASCII the way their speakers would', () => {
    expect(slugify('Jürgen Weiß')).toBe('juergen-weiss');
    expect(slugify('Ayşe Demir')).toBe('ayse-demir');
    expect(slugify('João Conceição')).toBe('joao-conceicao');
    expect(slugify('Søren Kierkegaard')).toBe('soren-kierkegaard');
    expect(slugify('  Anne-Marie  van der Berg ')).toBe('anne-marie-van-der-berg');
    expect(slugify('Łukasz Żółć')).toBe('lukasz-zolc');
  });

  it('falls back to a word when nothing is left', () => {
    expect(slugify('张伟')).toBe('therapist');
    expect(slugify('---')).toBe('therapist');
  });

  it('cuts long names at a word boundary', () => {
    const slug = slugify(`${'Maximiliane '.repeat(8)}Musterfrau`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.startsWith('maximiliane-maximiliane')).toBe(true);
  });
});

describe('firstFreeSlug', () => {
  it('numbers a taken address, from 2', () => {
    expect(firstFreeSlug('anna-berg', [])).toBe('anna-berg');
    expect(firstFreeSlug('anna-berg', ['anna-berg'])).toBe('anna-berg-2');
    expect(firstFreeSlug('anna-berg', ['Anna-Berg', 'anna-berg-2', 'anna-berg-4'])).toBe('anna-berg-3');
  });

  it('never gives an address the API itself uses', () => {
    expect(firstFreeSlug('cards', [])).toBe('cards-2');
    expect(firstFreeSlug('search', ['search-2'])).toBe('search-3');
  });
});
