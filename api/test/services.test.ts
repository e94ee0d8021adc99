import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { loadDocuments } from '../src/search/documents.ts';
import { testApp } from './helpers/app.ts';
import { createTherapist, createUser } from './helpers/factories.ts';
import { SAME_SITE, signIn } from './helpers/sessions.ts';

/** A signed-in therapist managing a fresh profile (which comes with one service from the factory). */
async function therapistAccount(app: FastifyInstance, db: Database) {
  const user = await createUser(db, { role: 'therapist' });
  const therapist = await createTherapist(db, { place: 'berlin/kreuzberg' });
  await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', therapist.id).execute();
  const cookie = await signIn(app, user.email);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie, ...SAME_SITE }, ...(payload ? { payload } : {}) });
  return { therapist, cookie, call };
}

const session = {
  name: 'Couples session',
  description: 'For two people, online or in my practice.',
  durationMinutes: 80,
  priceMinor: 14000,
  currency: 'EUR',
  modality: 'both',
};

/** An appointment for the service, made directly (the booking flow is not under test here). */
async function book(db: Database, therapistId: string, serviceId: string, startsAt: Date, status = 'confirmed') {
  const client = await db
    .insertInto('client')
    .values({ therapistId, name: 'Test Client', email: `client-${randomBytes(4).toString('hex')}@example.test` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('appointment')
    .values({
      uid: randomBytes(16).toString('hex'),
      therapistId,
      serviceId,
      clientId: client.id,
      status: status as 'confirmed',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * 60_000),
      modality: 'online',
      priceMinor: 9000,
      currency: 'EUR',
    })
    .execute();
}

const DAY = 86_400_000;

describe('services', async () => {
  const { app, db } = await testApp();

  it('lets a therapist create, read, change, reorder, archive and delete services', async () => {
    const { therapist, call } = await therapistAccount(app, db);
    const before = await db
      .selectFrom('therapist')
      .select('updatedAt')
      .where('id', '=', therapist.id)
      .executeTakeFirstOrThrow();

    const created = await call('POST', '/api/v1/services', session);
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect(service).toMatchObject({
      ...session,
      archived: false,
      upcomingAppointments: 0,
      deletable: true,
      position: 1,
    });

    const list = await call('GET', '/api/v1/services');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json().currency).toBe('EUR');
    const [first, second] = list.json().services;
    expect([first.name, second.name]).toEqual(['Individual session', 'Couples session']);

    const changed = await call('PUT', `/api/v1/services/${service.id}`, {
      ...session,
      name: '  Couples therapy  ',
      durationMinutes: 90,
      priceMinor: 15050,
      currency: 'GBP',
      modality: 'online',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Couples therapy',
      durationMinutes: 90,
      priceMinor: 15050,
      currency: 'GBP',
    });
    expect((await call('GET', `/api/v1/services/${service.id}`)).json().name).toBe('Couples therapy');

    const reordered = await call('PUT', '/api/v1/services/order', { ids: [service.id, first.id] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().services.map((s: { id: string }) => s.id)).toEqual([service.id, first.id]);
    expect((await call('PUT', '/api/v1/services/order', { ids: [service.id] })).json().code).toBe(
      'SERVICE_ORDER_INVALID',
    );

    const archived = await call('POST', `/api/v1/services/${service.id}/archive`);
    expect(archived.json().archived).toBe(true);
    const unarchived = await call('POST', `/api/v1/services/${service.id}/unarchive`);
    expect(unarchived.json().archived).toBe(false);

    expect((await call('DELETE', `/api/v1/services/${service.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/services/${service.id}`)).statusCode).toBe(404);

    // Every change marks the profile as changed (search index, site build, sitemap).
    const after = await db
      .selectFrom('therapist')
      .select('updatedAt')
      .where('id', '=', therapist.id)
      .executeTakeFirstOrThrow();
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('refuses invalid services with the failing fields', async () => {
    const { call } = await therapistAccount(app, db);
    for (const [patch, field] of [
      [{ durationMinutes: 4 }, 'body.durationMinutes'],
      [{ durationMinutes: 481 }, 'body.durationMinutes'],
      [{ currency: 'USD' }, 'body.currency'],
      [{ modality: 'phone' }, 'body.modality'],
      [{ name: '   ' }, 'body.name'],
      [{ priceMinor: -1 }, 'body.priceMinor'],
      [{ priceMinor: 12.5 }, 'body.priceMinor'],
    ] as const) {
      const response = await call('POST', '/api/v1/services', { ...session, ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect((await call('POST', '/api/v1/services', { ...session, durationMinutes: 5 })).statusCode).toBe(201);
    expect((await call('POST', '/api/v1/services', { ...session, durationMinutes: 480 })).statusCode).toBe(201);
  });

  it("answers 404 for another therapist's service and for an unknown id, changing nothing", async () => {
    const owner = await therapistAccount(app, db);
    const other = await therapistAccount(app, db);
    const { id } = (await owner.call('POST', '/api/v1/services', session)).json();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const target of [id, unknown]) {
      for (const [method, url, payload] of [
        ['GET', `/api/v1/services/${target}`],
        ['PUT', `/api/v1/services/${target}`, { ...session, name: 'Taken over' }],
        ['POST', `/api/v1/services/${target}/archive`],
        ['POST', `/api/v1/services/${target}/unarchive`],
        ['DELETE', `/api/v1/services/${target}`],
      ] as const) {
        const response = await other.call(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    }
    expect((await other.call('PUT', '/api/v1/services/order', { ids: [id] })).statusCode).toBe(400);
    expect(
      (await other.call('GET', '/api/v1/services')).json().services.map((s: { id: string }) => s.id),
    ).not.toContain(id);
    expect((await owner.call('GET', `/api/v1/services/${id}`)).json()).toMatchObject({
      name: session.name,
      archived: false,
    });
    expect((await owner.call('GET', '/api/v1/services/not-a-uuid')).statusCode).toBe(400);
  });

  it('archives but never deletes a service with upcoming appointments', async () => {
    const { therapist, call } = await therapistAccount(app, db);
    const { id } = (await call('POST', '/api/v1/services', session)).json();
    await book(db, therapist.id, id, new Date(Date.now() + 3 * DAY));
    await book(db, therapist.id, id, new Date(Date.now() + 4 * DAY), 'cancelled');

    const shown = (await call('GET', `/api/v1/services/${id}`)).json();
    expect(shown).toMatchObject({ upcomingAppointments: 1, deletable: false });
    const refused = await call('DELETE', `/api/v1/services/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SERVICE_HAS_UPCOMING_APPOINTMENTS',
      details: { upcomingAppointments: 1 },
    });

    const archived = await call('POST', `/api/v1/services/${id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true, upcomingAppointments: 1 });
    expect((await db.selectFrom('appointment').select('id').where('serviceId', '=', id).execute()).length).toBe(2);
  });

  it('keeps a service with past appointments (archive instead), deletes one never booked', async () => {
    const { therapist, call } = await therapistAccount(app, db);
    const { id: used } = (await call('POST', '/api/v1/services', session)).json();
    const { id: unused } = (await call('POST', '/api/v1/services', { ...session, name: 'Never booked' })).json();
    await book(db, therapist.id, used, new Date(Date.now() - 7 * DAY), 'completed');

    const refused = await call('DELETE', `/api/v1/services/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SERVICE_HAS_APPOINTMENTS');
    expect((await call('DELETE', `/api/v1/services/${unused}`)).statusCode).toBe(204);
  });

  it('shows only offered services on the public profile and in the search price', async () => {
    const { therapist, call } = await therapistAccount(app, db);
    const factoryService = (await call('GET', '/api/v1/services')).json().services[0];
    const { id: cheap } = (
      await call('POST', '/api/v1/services', { ...session, name: 'Short session', priceMinor: 5000 })
    ).json();
    const profileServices = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/therapists/${therapist.slug}` }))
        .json()
        .services.map((s: { name: string }) => s.name);
    const searchPrice = async () =>
      (await loadDocuments(db, { ids: [therapist.id] }, app.files.publicUrl))[0]?.priceMinor;

    expect(await profileServices()).toEqual([factoryService.name, 'Short session']);
    expect(await searchPrice()).toBe(5000);
    await call('POST', `/api/v1/services/${cheap}/archive`);
    expect(await profileServices()).toEqual([factoryService.name]);
    expect(await searchPrice()).toBe(9000);
  });

  it('is for therapists with a profile only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/services' })).statusCode).toBe(401);
    const client = await createUser(db, { role: 'client' });
    const cookie = await signIn(app, client.email);
    const forbidden = await app.inject({ method: 'GET', url: '/api/v1/services', headers: { cookie } });
    expect(forbidden.statusCode).toBe(403);
    const newcomer = await createUser(db, { role: 'therapist' });
    const noProfile = await app.inject({
      method: 'POST',
      url: '/api/v1/services',
      headers: { cookie: await signIn(app, newcomer.email), ...SAME_SITE },
      payload: session,
    });
    expect(noProfile.statusCode).toBe(404);
    expect(noProfile.json().code).toBe('PROFILE_NOT_FOUND');
  });
});
