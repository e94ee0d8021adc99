import { describe, expect, it } from 'vitest';
import { cities, districts } from '../taxonomy/index.ts';
import { POSTCODES, postcodeBelongs, postcodeIn } from './postcodes.ts';
import { generateTherapists } from './therapists.ts';

describe('demo postcodes', () => {
  it('are known for every city and every Berlin district', () => {
    const places = [...cities.filter((c) => c.slug !== 'berlin'), ...districts].map((p) => p.slug);
    expect(places.filter((slug) => !POSTCODES[slug])).toEqual([]);
  });

  it('belong to the place they are drawn for, whatever the draw', () => {
    for (const place of Object.keys(POSTCODES))
      for (const draw of ['', '10999', '80331', 'SW1A 1AA', 'x'.repeat(40), '1017 AB', '1200-109'])
        expect(postcodeBelongs(place, postcodeIn(place, draw)), `${place} ${draw}`).toBe(true);
  });

  it('tell a postcode of another place or country apart', () => {
    expect(postcodeBelongs('kreuzberg', '10999')).toBe(true);
    expect(postcodeBelongs('kreuzberg', '80331')).toBe(false);
    expect(postcodeBelongs('kreuzberg', '10117')).toBe(false);
    expect(postcodeBelongs('munich', '80331')).toBe(true);
    expect(postcodeBelongs('amsterdam', '1017 AB')).toBe(true);
    expect(postcodeBelongs('amsterdam', '1017 SS')).toBe(false);
    expect(postcodeBelongs('amsterdam', '3011 AB')).toBe(false);
    expect(postcodeBelongs('lisbon', '1200-109')).toBe(true);
    expect(postcodeBelongs('lisbon', '4000-109')).toBe(false);
    expect(postcodeBelongs('barcelona', '08001')).toBe(true);
    expect(postcodeBelongs('barcelona', '28001')).toBe(false);
    expect(postcodeBelongs('london', 'SE1 7PB')).toBe(true);
    expect(postcodeBelongs('london', 'SE1 7PC')).toBe(false);
    expect(postcodeBelongs('london', 'M1 1AE')).toBe(false);
  });

  it('in every generated address lie in its Berlin district or city', () => {
    const wrong = generateTherapists(2500)
      .map((g) => g.location)
      .filter((l) => l !== null)
      .filter((l) => !postcodeBelongs(l.district ?? l.city, l.postalCode))
      .map((l) => `${l.district ?? l.city}: ${l.postalCode}`);
    expect(wrong).toEqual([]);
  });
});

describe('demo service names', () => {
  it('are in English for a therapist who writes in English, and in the profile’s language otherwise', () => {
    const english = ['Initial consultation', 'Individual session', 'Couples session'];
    for (const g of generateTherapists(600)) {
      const writesEnglish = g.texts.some((t) => t.locale === 'en');
      const names = g.services.map((s) => s.name);
      if (writesEnglish) expect(english, g.therapist.slug).toEqual(expect.arrayContaining(names));
      else for (const name of names) expect(english, g.therapist.slug).not.toContain(name);
    }
  });
});
