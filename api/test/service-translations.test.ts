import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';
import { createAppointment, openEveryDay } from './helpers/factories.ts';
import { call as callAs, practiceOwner } from './helpers/sessions.ts';

// A service's name and description per language (decision 041): the therapist writes them once in
// their own language and adds others; every reader sees the one of their locale, else the main text.

const english = {
  name: 'Initial consultation',
  description: 'A first meeting to see whether working together feels right.',
  locale: 'en',
  durationMinutes: 50,
  priceMinor: 9000,
  currency: 'EUR',
  modality: 'online',
};
const german = {
  name: 'Erstgespräch',
  description: 'Ein erstes Treffen, um zu sehen, ob die Zusammenarbeit passt.',
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('service names and descriptions per language', async () => {
  const { app, db, outbox } = await testApp({ twoFactorRoles: [] });
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callAs(app, method, url, cookie, payload);

  /** A listed practice whose only offered service is English with a German translation. */
  const translatedPractice = async () => {
    const owner = await practiceOwner(app, db, { place: 'berlin/kreuzberg' });
    await db.updateTable('service').set({ archivedAt: new Date() }).where('therapistId', '=', owner.id).execute();
    const created = await call('POST', '/api/v1/services', owner.cookie, { ...english, translations: { de: german } });
    expect(created.statusCode, created.body).toBe(201);
    return { owner, service: created.json() as { id: string } };
  };
  const profileServices = async (slug: string, query: string, headers: Record<string, string> = {}) =>
    (await app.inject({ url: `/api/v1/therapists/${slug}${query}`, headers })).json().services;
  const bookingServices = async (slug: string, query: string, headers: Record<string, string> = {}) =>
    (await app.inject({ url: `/api/v1/therapists/${slug}/services${query}`, headers })).json();

  it('keeps the main text and its translations, and gives the therapist all of them', async () => {
    const { owner, service } = await translatedPractice();
    const read = await call('GET', `/api/v1/services/${service.id}`, owner.cookie);
    expect(read.json()).toMatchObject({ ...english, translations: { de: german } });
    const listed = (await call('GET', '/api/v1/services', owner.cookie)).json().services;
    expect(listed.find((s: { id: string }) => s.id === service.id).translations).toEqual({ de: german });
  });

  it('shows the profile and the booking page in the reader’s language, else the main text', async () => {
    const { owner } = await translatedPractice();
    for (const path of [profileServices, bookingServices]) {
      expect(await path(owner.slug, '?locale=de'), path.name).toMatchObject([german]);
      expect(await path(owner.slug, '?locale=en'), path.name).toMatchObject([
        { name: english.name, description: english.description },
      ]);
      // Not translated into Dutch: the Dutch reader reads what the therapist wrote.
      expect(await path(owner.slug, '?locale=nl'), path.name).toMatchObject([{ name: english.name }]);
      // The site's pages send their locale as Accept-Language.
      expect(await path(owner.slug, '', { 'accept-language': 'de-DE,de;q=0.9' }), path.name).toMatchObject([german]);
    }
    expect((await app.inject({ url: `/api/v1/therapists/${owner.slug}/services?locale=fr` })).statusCode).toBe(400);
  });

  it('keeps the description as written when only the name is translated', async () => {
    const owner = await practiceOwner(app, db, { place: 'berlin/kreuzberg' });
    await db.updateTable('service').set({ archivedAt: new Date() }).where('therapistId', '=', owner.id).execute();
    await call('POST', '/api/v1/services', owner.cookie, {
      ...english,
      translations: { es: { name: 'Primera consulta', description: '' } },
    });
    expect(await profileServices(owner.slug, '?locale=es')).toMatchObject([
      { name: 'Primera consulta', description: english.description },
    ]);
  });

  it('refuses unknown languages, a translation in the main text’s own language and oversized texts', async () => {
    const { owner, service } = await translatedPractice();
    for (const [translations, field] of [
      [{ fr: german }, 'body.translations'],
      [{ en: german }, 'body.translations.en'],
      [{ de: { ...german, name: 'x'.repeat(121) } }, 'body.translations.de.name'],
      [{ de: { ...german, description: 'x'.repeat(2001) } }, 'body.translations.de.description'],
      [{ de: { ...german, name: '   ' } }, 'body.translations.de.name'],
      [{ de: { ...german, name: 'Erst\ngespräch' } }, 'body.translations.de.name'],
    ] as const) {
      for (const [method, url] of [
        ['POST', '/api/v1/services'],
        ['PUT', `/api/v1/services/${service.id}`],
      ] as const) {
        const refused = await call(method, url, owner.cookie, { ...english, translations });
        expect(refused.statusCode, `${method} ${JSON.stringify(translations).slice(0, 60)}`).toBe(400);
        expect(refused.json().code).toBe('VALIDATION_FAILED');
        expect(refused.json().details.map((d: { field: string }) => d.field)).toContain(field);
      }
    }
    expect((await call('POST', '/api/v1/services', owner.cookie, { ...english, locale: 'fr' })).statusCode).toBe(400);
    // Nothing refused was kept.
    expect((await call('GET', `/api/v1/services/${service.id}`, owner.cookie)).json().translations).toEqual({
      de: german,
    });
  });

  it('keeps translations a change leaves out, replaces them when given, and drops one in the new main language', async () => {
    const { owner, service } = await translatedPractice();
    const url = `/api/v1/services/${service.id}`;
    const kept = await call('PUT', url, owner.cookie, { ...english, priceMinor: 9500 });
    expect(kept.json()).toMatchObject({ priceMinor: 9500, translations: { de: german } });

    const nl = { name: 'Intakegesprek', description: '' };
    const replaced = await call('PUT', url, owner.cookie, { ...english, translations: { nl } });
    expect(replaced.json().translations).toEqual({ nl });

    // Now written in Dutch: a Dutch translation would never be read, so it goes.
    const dutch = await call('PUT', url, owner.cookie, { ...english, ...nl, locale: 'nl' });
    expect(dutch.json()).toMatchObject({ locale: 'nl', name: 'Intakegesprek', translations: {} });
  });

  it('writes a new service in the account’s language when the form names none', async () => {
    const owner = await practiceOwner(app, db);
    await db.updateTable('userAccount').set({ locale: 'nl' }).where('id', '=', owner.userId).execute();
    const { locale: _, ...unnamed } = english;
    const created = await call('POST', '/api/v1/services', owner.cookie, unnamed);
    expect(created.json()).toMatchObject({ locale: 'nl', translations: {} });
  });

  it("answers 404 for another therapist's service, whatever its translations", async () => {
    const { service } = await translatedPractice();
    const other = await practiceOwner(app, db);
    const response = await call('PUT', `/api/v1/services/${service.id}`, other.cookie, {
      ...english,
      translations: { de: { name: 'Übernommen', description: '' } },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'PUT', url: `/api/v1/services/${service.id}`, payload: english })).statusCode,
    ).toBe(401);
  });

  it('names the service in the client’s language in emails, on the appointment and in its calendar file', async () => {
    const { owner, service } = await translatedPractice();
    await openEveryDay(db, owner.id);
    await db.insertInto('bookingPolicy').values({ therapistId: owner.id, minimumNoticeMinutes: 0 }).execute();
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const { slots } = (
      await app.inject({ url: `/api/v1/therapists/${owner.slug}/slots?serviceId=${service.id}&from=${day}&to=${day}` })
    ).json();
    const email = `gast.${Date.now()}@example.test`;
    const booked = await call('POST', '/api/v1/bookings', undefined, {
      therapistSlug: owner.slug,
      serviceId: service.id,
      start: slots[0].start,
      locale: 'de',
      client: { name: 'Greta Gast', email },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { uid } = booked.json();
    const [mail] = await outbox(email);
    expect(mail?.text).toContain(german.name);
    expect(mail?.text).not.toContain(english.name);
    const key = new URL(/https?:\/\/\S+\/appointment\/\S+/.exec(mail?.text ?? '')?.[0] ?? '').searchParams.get('key');

    const seen = async (query: string, cookie?: string) =>
      (await call('GET', `/api/v1/appointments/${uid}${query}`, cookie)).json().service.name;
    expect(await seen(`?key=${key}&locale=de`)).toBe(german.name);
    expect(await seen(`?key=${key}&locale=en`)).toBe(english.name);
    // The therapist reads their service as they wrote it.
    expect(await seen('?locale=de', owner.cookie)).toBe(english.name);
    const ics = await app.inject({ url: `/api/v1/appointments/${uid}/calendar.ics?key=${key}&locale=de` });
    expect(ics.body).toContain(`SUMMARY:${german.name}`);
  });

  it('names the service on a new invoice in the invoice’s language, and the line keeps it', async () => {
    const { owner, service } = await translatedPractice();
    const profile = (await call('GET', '/api/v1/billing/profile', owner.cookie)).json();
    const saved = await call('PUT', '/api/v1/billing/profile', owner.cookie, {
      ...profile,
      legalName: 'Praxis Dr. Alex Tester',
      addressLine1: 'Oranienstraße 12',
      postalCode: '10999',
      city: 'Berlin',
      taxNumber: '21/815/08150',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const client = (
      await call('POST', '/api/v1/clients', owner.cookie, {
        name: 'Mara Jansen',
        email: `mara.${Date.now()}@example.test`,
      })
    ).json();
    // The factory's appointment is for the practice's first service: this one.
    await db.updateTable('service').set({ position: -1 }).where('id', '=', service.id).execute();
    const session = async () =>
      (
        await createAppointment(db, {
          therapistId: owner.id,
          clientId: client.id,
          status: 'completed',
          startsAt: new Date(Date.now() - 3 * 86_400_000),
        })
      ).id;

    const invoiceIn = async (locale: string) => {
      const created = await call('POST', '/api/v1/billing/invoices', owner.cookie, {
        clientId: client.id,
        appointmentIds: [await session()],
        locale,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json();
    };
    const inGerman = await invoiceIn('de');
    expect(inGerman.lines[0].description).toBe(german.name);
    expect((await invoiceIn('nl')).lines[0].description).toBe(english.name);

    const issued = await call('POST', `/api/v1/billing/invoices/${inGerman.id}/issue`, owner.cookie);
    expect(issued.statusCode, issued.body).toBe(200);
    // Renamed afterwards: the issued invoice still says what it said.
    await call('PUT', `/api/v1/services/${service.id}`, owner.cookie, {
      ...english,
      translations: { de: { name: 'Kennenlernen', description: '' } },
    });
    const pdf = await call('GET', `/api/v1/billing/invoices/${inGerman.id}/pdf`, owner.cookie);
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain(german.name);
    expect(text).not.toContain('Kennenlernen');
  });
});
