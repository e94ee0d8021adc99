import { describe, expect, it } from 'vitest';
import { cities, districts } from '../taxonomy/index.ts';
import { generateTherapists } from './therapists.ts';

describe('the demo directory', () => {
  const therapists = generateTherapists(2500);

  it('is the same every time', () => {
    const again = generateTherapists(2500);
    expect(again.map((t) => t.therapist.slug)).toEqual(therapists.map((t) => t.therapist.slug));
    expect(again[1234]?.texts).toEqual(therapists[1234]?.texts);
  });

  it('has unique profile addresses', () => {
    expect(new Set(therapists.map((t) => t.therapist.slug)).size).toBe(2500);
  });

  it('covers every city and every Berlin district with at least three therapists', () => {
    const perCity = new Map<string, number>();
    const perDistrict = new Map<string, number>();
    for (const t of therapists) {
      if (!t.location) continue;
      perCity.set(t.location.city, (perCity.get(t.location.city) ?? 0) + 1);
      if (t.location.district) perDistrict.set(t.location.district, (perDistrict.get(t.location.district) ?? 0) + 1);
    }
    for (const city of cities) expect(perCity.get(city.slug) ?? 0, city.slug).toBeGreaterThanOrEqual(3);
    for (const district of districts)
      expect(perDistrict.get(district.slug) ?? 0, district.slug).toBeGreaterThanOrEqual(3);
    // Berlin-heavy: the biggest share of any city.
    const berlin = perCity.get('berlin') ?? 0;
    expect(Math.max(...perCity.values())).toBe(berlin);
    expect(berlin / 2500).toBeGreaterThan(0.2);
  });

  it('has at least 10% working online only', () => {
    const onlineOnly = therapists.filter((t) => t.therapist.offersOnline && !t.therapist.offersInPerson);
    expect(onlineOnly.length / therapists.length).toBeGreaterThanOrEqual(0.1);
  });

  it('prices in pounds in the UK and in euros elsewhere', () => {
    for (const t of therapists) {
      expect(t.therapist.currency).toBe(t.therapist.country === 'united-kingdom' ? 'GBP' : 'EUR');
      for (const service of t.services) expect(service.currency).toBe(t.therapist.currency);
    }
  });

  it('writes each profile in the product languages the therapist speaks, with every placeholder filled', () => {
    const languageOf = { en: 'english', de: 'german', nl: 'dutch', es: 'spanish', pt: 'portuguese' } as const;
    for (const t of therapists) {
      expect(t.texts.length).toBeGreaterThan(0);
      for (const text of t.texts) {
        expect(t.languages).toContain(languageOf[text.locale]);
        expect(`${text.about} ${text.approach} ${text.clientFocus}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('names each service in every language the profile is written in, the main text first (decision 041)', () => {
    for (const t of therapists) {
      const written = t.texts.map((x) => x.locale);
      for (const service of t.services) {
        expect(written).toContain(service.locale);
        expect(Object.keys(service.translations).sort()).toEqual(written.filter((l) => l !== service.locale).sort());
      }
    }
    // A Berlin therapist who writes in English too names their services in English, and in German for German readers.
    const bilingual = therapists.find((t) => t.location?.city === 'berlin' && t.services[0]?.locale === 'en');
    expect(bilingual?.services[0]).toMatchObject({
      name: 'Initial consultation',
      translations: { de: { name: 'Erstgespräch' } },
    });
  });

  it('contracts Portuguese place names that take an article', () => {
    const porto = therapists.flatMap((t) => t.texts).filter((x) => x.locale === 'pt' && x.about.includes('Porto'));
    for (const text of porto) expect(text.about).not.toMatch(/\bem Porto\b/);
  });

  it('draws each therapist a portrait of their own, as self-contained SVG that names its licence', () => {
    expect(therapists[0]?.avatarSvg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(therapists[0]?.avatarSvg).not.toMatch(/href|<script/);
    expect(therapists[0]?.avatarSvg).toContain('https://creativecommons.org/publicdomain/zero/1.0/');
    const portraits = new Set(therapists.map((t) => t.avatarSvg));
    expect(portraits.size).toBe(therapists.length);
  });
});
