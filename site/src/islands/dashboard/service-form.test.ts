import type { Service } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import { fieldOfApiPath, formOf, otherLocales, readForm } from './service-form.ts';

const service: Service = {
  id: '7d5e7a52-3c1f-4d7e-9a8b-2f1e0c9d8b7a',
  name: 'Initial consultation',
  description: 'A first meeting.',
  locale: 'en',
  translations: { de: { name: 'Erstgespräch', description: '' } },
  durationMinutes: 50,
  priceMinor: 9000,
  currency: 'EUR',
  modality: 'online',
  position: 0,
  archived: false,
  upcomingAppointments: 0,
  deletable: true,
};

describe('the service form', () => {
  it('opens a new service in the reader’s language with no translations', () => {
    const form = formOf({ services: [], currency: 'GBP' }, 'nl');
    expect(form).toMatchObject({ locale: 'nl', currency: 'GBP' });
    expect(Object.values(form.translations).every((t) => t.name === '' && t.description === '')).toBe(true);
    expect(otherLocales(form)).toEqual(['en', 'de', 'es', 'pt']);
  });

  it('opens a service with its translations, and sends only those filled in outside its own language', () => {
    const form = formOf(service, 'de');
    expect(form.translations.de.name).toBe('Erstgespräch');
    form.translations.es = { name: '  Primera consulta ', description: ' Un primer encuentro. ' };
    form.translations.en = { name: 'Typed while English was another language', description: '' };
    const { problems, body } = readForm(form);
    expect(problems).toEqual([]);
    expect(body).toMatchObject({ locale: 'en', priceMinor: 9000, durationMinutes: 50 });
    expect(body.translations).toEqual({
      de: { name: 'Erstgespräch', description: '' },
      es: { name: 'Primera consulta', description: 'Un primer encuentro.' },
    });
  });

  it('refuses a translated description without its name, keeping what was typed', () => {
    const form = formOf(service, 'en');
    form.translations.nl = { name: ' ', description: 'Een eerste kennismaking.' };
    const { problems } = readForm(form);
    expect(problems).toEqual(['translations.nl.name']);
    expect(form.translations.nl.description).toBe('Een eerste kennismaking.');
  });

  it('finds the field the API refused', () => {
    expect(fieldOfApiPath('priceMinor')).toBe('price');
    expect(fieldOfApiPath('translations.de.name')).toBe('translations.de.name');
    expect(fieldOfApiPath('translations.fr.name')).toBeUndefined();
    expect(fieldOfApiPath('translations')).toBeUndefined();
  });
});
