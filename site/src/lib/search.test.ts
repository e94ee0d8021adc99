import { describe, expect, it } from 'vitest';
import { apiSearchPath, fromQuery, toQuery } from './search.ts';

const parse = (query: string) => fromQuery(new URLSearchParams(query));

describe('search filters in a URL', () => {
  it('write every filter in one order and leave out the defaults', () => {
    expect(
      toQuery({
        sort: 'price',
        page: 2,
        availableWithinDays: 14,
        acceptingNewClients: true,
        language: 'english',
        location: 'berlin',
      }),
    ).toBe('location=berlin&language=english&acceptingNewClients=true&availableWithinDays=14&sort=price&page=2');
    expect(toQuery({ sort: 'relevance', page: 1, acceptingNewClients: false, q: '' })).toBe('');
  });

  it('carry the availability filter and the soonest sort both ways', () => {
    const filters = { location: 'berlin', availableWithinDays: 7, sort: 'soonest' as const };
    expect(toQuery(filters)).toBe('location=berlin&availableWithinDays=7&sort=soonest');
    expect(parse(toQuery(filters))).toEqual(filters);
  });

  it('take any whole number of days from 1 to 60 from an address, and nothing else', () => {
    expect(parse('availableWithinDays=21').availableWithinDays).toBe(21);
    expect(parse('availableWithinDays=1').availableWithinDays).toBe(1);
    expect(parse('availableWithinDays=60').availableWithinDays).toBe(60);
    for (const bad of ['0', '61', '7.5', '-7', 'soon', ''])
      expect(parse(`availableWithinDays=${bad}`).availableWithinDays, bad).toBeUndefined();
  });

  it('ignore unknown sorts and parameters', () => {
    expect(parse('sort=latest&colour=blue')).toEqual({});
  });

  it('ask the API with the same filters, the page size and the language', () => {
    expect(apiSearchPath({ location: 'berlin', availableWithinDays: 30, sort: 'soonest' }, 'de')).toBe(
      '/api/v1/therapists/search?location=berlin&availableWithinDays=30&sort=soonest&perPage=20&locale=de',
    );
  });

  it('replace the place with its centre when a radius is chosen, keeping the availability filter', () => {
    const path = apiSearchPath({ location: 'berlin', radiusKm: 5, availableWithinDays: 7 }, 'en', {
      lat: 52.52,
      lon: 13.405,
    });
    const query = new URL(path, 'http://calma.test').searchParams;
    expect(query.get('location')).toBeNull();
    expect(query.get('near')).toBe('52.52,13.405');
    expect(query.get('radiusKm')).toBe('5');
    expect(query.get('availableWithinDays')).toBe('7');
  });
});
