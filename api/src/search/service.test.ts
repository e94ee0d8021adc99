import { describe, expect, it } from 'vitest';
import { localizePlaces } from './service.ts';

describe('localizePlaces', () => {
  it('lists online first, then each country by count with its cities by count, each city followed by its districts', () => {
    const places = localizePlaces(
      {
        'district:kreuzberg': 3,
        'city:hamburg': 4,
        'country:united-kingdom': 2,
        online: 5,
        'city:london': 2,
        'district:mitte': 3,
        'city:berlin': 7,
        'country:germany': 11,
        'district:pankow': 1,
        // Same count: by name in the reader's language.
        'city:munich': 4,
      },
      'de',
    );
    expect(places.map((p) => [p.slug, p.count, p.type, p.within])).toEqual([
      ['online-therapy', 5, 'online', null],
      ['germany', 11, 'country', null],
      ['berlin', 7, 'city', 'germany'],
      ['berlin/kreuzberg', 3, 'district', 'berlin'],
      ['berlin/mitte', 3, 'district', 'berlin'],
      ['berlin/pankow', 1, 'district', 'berlin'],
      ['hamburg', 4, 'city', 'germany'],
      ['munich', 4, 'city', 'germany'],
      ['united-kingdom', 2, 'country', null],
      ['london', 2, 'city', 'united-kingdom'],
    ]);
    expect(places.find((p) => p.slug === 'munich')?.name).toBe('München');
  });

  it('leaves out places it does not know', () => {
    expect(localizePlaces({ 'city:atlantis': 3, 'country:germany': 1 }, 'en').map((p) => p.slug)).toEqual(['germany']);
  });
});
