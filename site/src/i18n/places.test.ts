import { describe, expect, it } from 'vitest';
import { ui } from './index.ts';
import { inCountry } from './places.ts';

describe('a country in a sentence', () => {
  it('takes the article its language gives it, joined to the preposition where the language joins them', () => {
    expect(inCountry('en', 'NL', 'Netherlands')).toBe('in the Netherlands');
    expect(inCountry('en', 'united-kingdom', 'United Kingdom')).toBe('in the United Kingdom');
    expect(inCountry('en', 'DE', 'Germany')).toBe('in Germany');
    expect(inCountry('de', 'netherlands', 'Niederlande')).toBe('in den Niederlanden');
    expect(inCountry('de', 'GB', 'Vereinigtes Königreich')).toBe('im Vereinigten Königreich');
    expect(inCountry('de', 'ES', 'Spanien')).toBe('in Spanien');
    expect(inCountry('nl', 'GB', 'Verenigd Koninkrijk')).toBe('in het Verenigd Koninkrijk');
    expect(inCountry('nl', 'NL', 'Nederland')).toBe('in Nederland');
    expect(inCountry('es', 'NL', 'Países Bajos')).toBe('en los Países Bajos');
    expect(inCountry('es', 'GB', 'Reino Unido')).toBe('en el Reino Unido');
    expect(inCountry('es', 'PT', 'Portugal')).toBe('en Portugal');
    expect(inCountry('pt', 'NL', 'Países Baixos')).toBe('nos Países Baixos');
    expect(inCountry('pt', 'GB', 'Reino Unido')).toBe('no Reino Unido');
    expect(inCountry('pt', 'germany', 'Alemanha')).toBe('na Alemanha');
    expect(inCountry('pt', 'PT', 'Portugal')).toBe('em Portugal');
  });

  it('is never put after a preposition of the sentence’s own in English', () => {
    // "in {country}" reads "in Netherlands": sentences take `{inCountry}` instead.
    const bare = Object.entries(ui.en).filter(([, text]) => /\b(in|across|of) \{(country|place)\}/.test(text));
    expect(bare.map(([key]) => key).filter((key) => !/\.(city|district)$/.test(key))).toEqual([]);
  });
});
