import { describe, expect, it } from 'vitest';
import { serviceNameOf, serviceText } from './services.ts';

const service = {
  name: 'Individual session',
  description: 'A regular, confidential space to work on what matters to you.',
  translations: {
    de: { name: 'Einzelsitzung', description: 'Ein geschützter Rahmen für das, was Sie beschäftigt.' },
    es: { name: 'Sesión individual', description: '' },
  },
};

describe('serviceText', () => {
  it('gives a reader the translation of their locale', () => {
    expect(serviceText(service, 'de')).toEqual(service.translations.de);
  });

  it('gives the main text where the therapist wrote no translation', () => {
    for (const locale of ['en', 'nl', 'pt']) {
      expect(serviceText(service, locale)).toEqual({ name: service.name, description: service.description });
    }
    expect(serviceText({ ...service, translations: null }, 'de').name).toBe(service.name);
    expect(serviceText({ name: 'Erstgespräch' }, 'de')).toEqual({ name: 'Erstgespräch', description: '' });
  });

  it('keeps the main description when only the name was translated', () => {
    expect(serviceText(service, 'es')).toEqual({ name: 'Sesión individual', description: service.description });
  });

  it('reads no translation for a language the product does not have or a blank one', () => {
    const odd = { ...service, translations: { ...service.translations, nl: { name: '  ', description: 'Tekst' } } };
    expect(serviceText(odd, 'nl')).toEqual({ name: service.name, description: service.description });
    expect(serviceText(service, 'fr').name).toBe(service.name);
    expect(serviceText(service, '__proto__').name).toBe(service.name);
  });

  it('names the service of a joined row (an appointment, a waitlist entry)', () => {
    const row = { serviceName: service.name, serviceTranslations: service.translations };
    expect(serviceNameOf(row, 'de')).toBe('Einzelsitzung');
    expect(serviceNameOf(row, 'pt')).toBe(service.name);
  });
});
