import { describe, expect, it } from 'vitest';
import { homeCountry } from './home-country.ts';

describe('homeCountry', () => {
  it('takes the first browser language with a region the directory covers', () => {
    expect(homeCountry('en', ['en-GB', 'en'])).toBe('united-kingdom');
    expect(homeCountry('en', ['fr-FR', 'de-DE'])).toBe('germany');
    expect(homeCountry('de', ['es-ES'])).toBe('spain');
  });

  it("falls back to the page language's country, and to none for English", () => {
    expect(homeCountry('nl', ['nl'])).toBe('netherlands');
    expect(homeCountry('pt', ['pt-BR'])).toBe('portugal');
    expect(homeCountry('en', ['en-US'])).toBeUndefined();
    expect(homeCountry('en', [])).toBeUndefined();
  });
});
