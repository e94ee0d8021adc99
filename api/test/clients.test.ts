import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { AppointmentStatus } from '../src/db/schema.ts';
import { testApp } from './helpers/app.ts';
import { CookieJar } from './helpers/cookies.ts';
import { createAppointment, createTherapist, createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { nextAddress, SAME_SITE, signIn } from './helpers/sessions.ts';

/** A therapist account that runs a practice (a profile linked to the account), signed in. */
async function therapist(app: FastifyInstance, db: Database, spec: Parameters<typeof createTherapist>[1] = {}) {
  const profile = await createTherapist(db, spec);
  const user = await createUser(db, { role: 'therapist' });
  await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', profile.id).execute();
  return { ...profile, userId: user.id, cookie: await signIn(app, user.email) };
}

const appointment = async (
  db: Database,
  therapistId: string,
  clientId: string,
  status: AppointmentStatus,
  hours: number,
) =>
  (await createAppointment(db, { therapistId, clientId, status, startsAt: new Date(Date.now() + hours * 3_600_000) }))
    .id;

const accessRows = (db: Database, clientId: string) =>
  db
    .selectFrom('clientAccessLog')
    .select(['userId', 'action'])
    .where('clientId', '=', clientId)
    .orderBy('id')
    .execute();

const soap = {
  subjective: 'Reports waking at 4am most nights since the move.',
  objective: 'Calm, good eye contact, speech normal.',
  assessment: 'Adjustment-related insomnia; no risk indicators.',
  plan: 'Sleep diary for two weeks; review at next session.',
};

describe('client records', async () => {
  const { app, db } = await testApp({ twoFactorRoles: [] });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...SAME_SITE },
      ...(payload ? { payload } : {}),
    });

  const newClient = async (cookie: string, overrides: object = {}) => {
    const response = await call('POST', '/api/v1/clients', cookie, {
      name: 'Mara Jansen',
      email: `mara-${randomBytes(4).toString('hex')}@example.test`,
      ...overrides,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; email: string; name: string };
  };
  const newNote = async (cookie: string, clientId: string, payload: object = { template: 'soap', fields: soap }) => {
    const response = await call('POST', `/api/v1/clients/${clientId}/notes`, cookie, payload);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string };
  };

  /** Every client route, with the ids filled in. */
  const routes = (clientId: string, noteId: string) =>
    app.apiRoutes
      .filter((r) => r.url.startsWith('/api/v1/clients'))
      // A record's agreements, measures and intake questionnaires have their own access tests
      // (agreements.test.ts, measures.test.ts, intake.test.ts).
      .filter((r) => !['/agreements', '/measures', '/intake'].some((part) => r.url.includes(part)))
      .map((r) => ({
        method: r.method as 'GET' | 'POST' | 'PUT',
        url: r.url.replace(':noteId', noteId).replace(':id', clientId),
        payload:
          r.method === 'GET'
            ? undefined
            : r.url.endsWith('/profile')
              ? {
                  name: 'X',
                  email: 'x@example.test',
                  phone: '',
                  locale: 'en',
                  timeZone: null,
                  dateOfBirth: null,
                  emergencyContact: '',
                  treatmentConsentDate: null,
                  dataConsentDate: null,
                }
              : r.url.includes('/notes')
                ? { template: 'free', fields: { text: 'x' } }
                : { name: 'X', email: 'x@example.test' },
      }));

  it('serve only therapists: visitors get 401, clients and admins 403', async () => {
    const owner = await therapist(app, db);
    const client = await newClient(owner.cookie);
    const note = await newNote(owner.cookie, client.id);
    const list = routes(client.id, note.id);
    expect(list.length).toBe(13);
    const clientCookie = await signIn(app, (await createUser(db, { role: 'client' })).email);
    const adminCookie = await signIn(app, (await createUser(db, { role: 'admin' })).email);
    for (const route of list) {
      const visitor = await call(route.method, route.url, undefined, route.payload);
      expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const cookie of [clientCookie, adminCookie]) {
        const other = await call(route.method, route.url, cookie, route.payload);
        expect(other.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(other.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it('hide a client from every other therapist: 404 on each route, nothing changed, nothing logged', async () => {
    const owner = await therapist(app, db);
    const stranger = await therapist(app, db);
    const client = await newClient(owner.cookie);
    const note = await newNote(owner.cookie, client.id);
    const before = await accessRows(db, client.id);

    for (const route of routes(client.id, note.id).filter((r) => r.url !== '/api/v1/clients')) {
      const response = await call(route.method, route.url, stranger.cookie, route.payload);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    // A note id under another of the owner's clients is no way in either.
    const second = await newClient(owner.cookie);
    expect((await call('GET', `/api/v1/clients/${second.id}/notes/${note.id}`, owner.cookie)).statusCode).toBe(404);

    expect((await call('GET', '/api/v1/clients', stranger.cookie)).json().clients).toEqual([]);
    expect(await accessRows(db, client.id)).toEqual(before);
    const stored = await db.selectFrom('client').select('name').where('id', '=', client.id).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Mara Jansen');
    const storedNote = await db
      .selectFrom('sessionNote')
      .select('signedAt')
      .where('id', '=', note.id)
      .executeTakeFirstOrThrow();
    expect(storedNote.signedAt).toBeNull();
  });

  it('add a client by hand, list and search them, and keep email addresses unique per practice', async () => {
    const owner = await therapist(app, db);
    const other = await therapist(app, db);
    const mara = await newClient(owner.cookie, { name: 'Mara Jansen', email: 'mara@example.test', locale: 'nl' });
    await newClient(owner.cookie, { name: 'Ólafur 100% Berg', email: 'olafur@example.test' });
    await newClient(owner.cookie, { name: 'anna Schmidt', email: 'anna_s@example.test' });
    // Another practice may have the same person as a client.
    await newClient(other.cookie, { name: 'Mara Jansen', email: 'mara@example.test' });

    const names = async (q?: string) =>
      (await call('GET', `/api/v1/clients${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, owner.cookie))
        .json()
        .clients.map((c: { name: string }) => c.name);
    expect(await names()).toEqual(['anna Schmidt', 'Mara Jansen', 'Ólafur 100% Berg']);
    expect(await names('JANS')).toEqual(['Mara Jansen']);
    expect(await names('olafur@')).toEqual(['Ólafur 100% Berg']);
    expect(await names('%')).toEqual(['Ólafur 100% Berg']);
    expect(await names('_')).toEqual(['anna Schmidt']);
    expect(await names('nobody')).toEqual([]);

    const again = await call('POST', '/api/v1/clients', owner.cookie, { name: 'Mara J.', email: 'MARA@example.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CLIENT_EMAIL_TAKEN');

    const bad = await call('POST', '/api/v1/clients', owner.cookie, { name: ' ', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);

    const profile = (await call('GET', `/api/v1/clients/${mara.id}/profile`, owner.cookie)).json();
    expect(profile).toMatchObject({ name: 'Mara Jansen', email: 'mara@example.test', locale: 'nl', hasAccount: false });
  });

  it('edit the profile with validation', async () => {
    const owner = await therapist(app, db);
    const client = await newClient(owner.cookie, { email: 'edit@example.test' });
    const taken = await newClient(owner.cookie, { email: 'taken@example.test' });
    const details = {
      name: 'Mara van Dijk',
      email: 'mara.vd@example.test',
      phone: '+31 6 1234 5678',
      locale: 'nl',
      timeZone: 'Europe/Amsterdam',
      dateOfBirth: '1990-04-12',
      emergencyContact: 'Joost van Dijk (partner), +31 6 8765 4321',
      treatmentConsentDate: '2026-01-15',
      dataConsentDate: '2026-01-15',
    };
    const saved = await call('PUT', `/api/v1/clients/${client.id}/profile`, owner.cookie, details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(details);
    expect((await call('GET', `/api/v1/clients/${client.id}/profile`, owner.cookie)).json()).toMatchObject(details);

    // Everything optional left empty again, as the profile form sends it.
    const cleared = await call('PUT', `/api/v1/clients/${client.id}/profile`, owner.cookie, {
      ...details,
      phone: '',
      timeZone: null,
      dateOfBirth: null,
      emergencyContact: '',
      treatmentConsentDate: null,
      dataConsentDate: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ timeZone: null, dateOfBirth: null, treatmentConsentDate: null });
    await call('PUT', `/api/v1/clients/${client.id}/profile`, owner.cookie, details);

    const problems = async (changes: object) => {
      const response = await call('PUT', `/api/v1/clients/${client.id}/profile`, owner.cookie, {
        ...details,
        ...changes,
      });
      expect(response.statusCode).toBe(400);
      // A nullable field's schema is a union, so ajv may name the field once per branch.
      return [...new Set(response.json().details.map((d: { field: string }) => d.field))];
    };
    expect(await problems({ dateOfBirth: '2990-01-01' })).toEqual(['body.dateOfBirth']);
    expect(await problems({ dateOfBirth: '1990-02-30' })).toEqual(['body.dateOfBirth']);
    expect(await problems({ timeZone: 'Atlantis/Capital' })).toEqual(['body.timeZone']);
    expect(await problems({ treatmentConsentDate: '1980-01-01' })).toEqual(['body.treatmentConsentDate']);
    expect(await problems({ phone: 'call me maybe' })).toEqual(['body.phone']);
    expect(await problems({ locale: 'fr' })).toEqual(['body.locale']);

    const clash = await call('PUT', `/api/v1/clients/${client.id}/profile`, owner.cookie, {
      ...details,
      email: taken.email,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('CLIENT_EMAIL_TAKEN');
  });

  it('give an overview: next and last session, counts by status, notes, and an honest balance', async () => {
    const owner = await therapist(app, db, { country: 'united-kingdom', currency: 'GBP' });
    const client = await newClient(owner.cookie);
    const fresh = (await call('GET', `/api/v1/clients/${client.id}`, owner.cookie)).json();
    expect(fresh).toMatchObject({
      client: { id: client.id, name: 'Mara Jansen' },
      nextSession: null,
      lastSession: null,
      noteCounts: { drafts: 0, signed: 0 },
      balance: { amountMinor: 0, currency: 'GBP', nothingInvoiced: true },
    });
    expect(fresh.sessionCounts.every((c: { count: number }) => c.count === 0)).toBe(true);

    const last = await appointment(db, owner.id, client.id, 'completed', -24 * 7);
    await appointment(db, owner.id, client.id, 'completed', -24 * 14);
    await appointment(db, owner.id, client.id, 'no_show', -24 * 3);
    await appointment(db, owner.id, client.id, 'cancelled', 24);
    const next = await appointment(db, owner.id, client.id, 'confirmed', 24 * 2);
    await appointment(db, owner.id, client.id, 'requested', 24 * 9);
    const signed = await newNote(owner.cookie, client.id);
    await call('POST', `/api/v1/clients/${client.id}/notes/${signed.id}/sign`, owner.cookie);
    await newNote(owner.cookie, client.id, { template: 'free', fields: { text: 'Draft' } });

    const overview = (await call('GET', `/api/v1/clients/${client.id}`, owner.cookie)).json();
    expect(overview.nextSession).toMatchObject({ id: next, status: 'confirmed', serviceName: 'Individual session' });
    expect(overview.lastSession).toMatchObject({ id: last, status: 'completed' });
    expect(overview.sessionCounts).toEqual([
      { status: 'pending_email', count: 0 },
      { status: 'requested', count: 1 },
      { status: 'confirmed', count: 1 },
      { status: 'declined', count: 0 },
      { status: 'cancelled', count: 1 },
      { status: 'completed', count: 2 },
      { status: 'no_show', count: 1 },
    ]);
    expect(overview.noteCounts).toEqual({ drafts: 1, signed: 1 });

    const list = (await call('GET', '/api/v1/clients', owner.cookie)).json().clients;
    expect(list[0]).toMatchObject({ id: client.id, nextSession: overview.nextSession.startsAt });
    expect(list[0].lastSession).toBe(overview.lastSession.startsAt);

    const appointments = (await call('GET', `/api/v1/clients/${client.id}/appointments`, owner.cookie)).json();
    expect(appointments.appointments.map((a: { status: string }) => a.status)).toEqual([
      'requested',
      'confirmed',
      'cancelled',
      'no_show',
      'completed',
      'completed',
    ]);
    expect(appointments.appointments[0]).toMatchObject({ modality: 'online', priceMinor: 9000, currency: 'GBP' });
  });

  it('seal notes at rest with a key id, and read them back', async () => {
    const owner = await therapist(app, db);
    const client = await newClient(owner.cookie);
    const session = await appointment(db, owner.id, client.id, 'completed', -2);
    const created = await call('POST', `/api/v1/clients/${client.id}/notes`, owner.cookie, {
      template: 'soap',
      fields: soap,
      appointmentId: session,
    });
    expect(created.statusCode).toBe(201);
    const note = created.json();
    expect(note).toMatchObject({ template: 'soap', fields: soap, signedAt: null, appointment: { id: session } });

    const raw = await sql<Record<string, unknown>>`SELECT * FROM session_note WHERE id = ${note.id}`.execute(db);
    const row = JSON.stringify(raw.rows[0]);
    for (const text of Object.values(soap)) expect(row).not.toContain(text);
    expect(row).not.toContain('waking');
    const sealed = raw.rows[0]?.bodySealed as string;
    // s1.<key id>.<iv>.<ciphertext>.<tag>: the key that sealed it is named, so keys can rotate.
    expect(sealed).toMatch(/^s1\.[A-Za-z0-9_-]{1,32}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(app.sealer.isCurrent(sealed)).toBe(true);

    // A sealed body copied onto another note does not open there.
    const other = await newNote(owner.cookie, client.id, { template: 'soap', fields: { plan: 'Other' } });
    await db.updateTable('sessionNote').set({ bodySealed: sealed }).where('id', '=', other.id).execute();
    expect((await call('GET', `/api/v1/clients/${client.id}/notes/${other.id}`, owner.cookie)).statusCode).toBe(500);
    await db.deleteFrom('sessionNote').where('id', '=', other.id).execute();

    const listed = (await call('GET', `/api/v1/clients/${client.id}/notes`, owner.cookie)).json();
    expect(listed.notes).toHaveLength(1);
    expect(listed.notes[0]).toMatchObject({ id: note.id, fields: soap });
    const one = (await call('GET', `/api/v1/clients/${client.id}/notes/${note.id}`, owner.cookie)).json();
    expect(one.fields).toEqual(soap);
  });

  it('check a note against its template and its client', async () => {
    const owner = await therapist(app, db);
    const client = await newClient(owner.cookie);
    const elsewhere = await newClient(owner.cookie);
    const theirs = await appointment(db, owner.id, elsewhere.id, 'completed', -5);
    const problems = async (payload: object) => {
      const response = await call('POST', `/api/v1/clients/${client.id}/notes`, owner.cookie, payload);
      expect(response.statusCode).toBe(400);
      return response.json().details.map((d: { field: string }) => d.field);
    };
    expect(await problems({ template: 'dap', fields: { data: 'x', subjective: 'y' } })).toEqual([
      'body.fields.subjective',
    ]);
    expect(await problems({ template: 'free', fields: { text: '   ' } })).toEqual(['body.fields']);
    expect(await problems({ template: 'free', fields: { text: 'x' }, appointmentId: theirs })).toEqual([
      'body.appointmentId',
    ]);
    expect(await problems({ template: 'bird', fields: { text: 'x' } })).toEqual(['body.template']);
    const dap = await newNote(owner.cookie, client.id, {
      template: 'dap',
      fields: { data: 'Talked about work.', assessment: 'Less tense.', plan: 'Continue weekly.' },
    });
    expect(dap).toMatchObject({
      template: 'dap',
      fields: { data: 'Talked about work.', assessment: 'Less tense.', plan: 'Continue weekly.' },
    });
  });

  it('edit drafts, sign and lock: a signed note answers 409 and the database refuses changes too', async () => {
    const owner = await therapist(app, db);
    const client = await newClient(owner.cookie);
    const note = await newNote(owner.cookie, client.id, { template: 'free', fields: { text: 'First thoughts' } });
    const url = `/api/v1/clients/${client.id}/notes/${note.id}`;

    const edited = await call('PUT', url, owner.cookie, { template: 'soap', fields: soap });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ template: 'soap', fields: soap });

    const signed = await call('POST', `${url}/sign`, owner.cookie);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().signedAt).toEqual(expect.any(String));

    const change = await call('PUT', url, owner.cookie, { template: 'free', fields: { text: 'Rewritten' } });
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe('NOTE_SIGNED');
    expect((await call('POST', `${url}/sign`, owner.cookie)).statusCode).toBe(409);
    expect((await call('GET', url, owner.cookie)).json()).toMatchObject({ template: 'soap', fields: soap });

    await expect(
      db.updateTable('sessionNote').set({ template: 'free' }).where('id', '=', note.id).execute(),
    ).rejects.toThrow(/signed and cannot change/);
    await expect(
      db.updateTable('sessionNote').set({ signedAt: null }).where('id', '=', note.id).execute(),
    ).rejects.toThrow(/signed and cannot change/);
  });

  it('write every read of a record to the access log before answering, and show the log', async () => {
    const owner = await therapist(app, db);
    const client = await newClient(owner.cookie);
    const note = await newNote(owner.cookie, client.id);
    const reads: [string, string][] = [
      [`/api/v1/clients/${client.id}`, 'overview.read'],
      [`/api/v1/clients/${client.id}/profile`, 'profile.read'],
      [`/api/v1/clients/${client.id}/appointments`, 'appointments.read'],
      [`/api/v1/clients/${client.id}/notes`, 'notes.read'],
      [`/api/v1/clients/${client.id}/notes/${note.id}`, 'note.read'],
    ];
    for (const [url, action] of reads) {
      const before = (await accessRows(db, client.id)).length;
      const response = await call('GET', url, owner.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const after = await accessRows(db, client.id);
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)).toEqual({ userId: owner.userId, action });
    }

    const log = await call('GET', `/api/v1/clients/${client.id}/access-log`, owner.cookie);
    expect(log.statusCode).toBe(200);
    const actions = log.json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual([...reads.map(([, action]) => action).reverse(), 'note.create', 'client.create']);
    expect(log.json().entries[0].by).toMatchObject({ you: true });
    // Reading the log is not a read of the record.
    expect(
      (await call('GET', `/api/v1/clients/${client.id}/access-log?limit=2`, owner.cookie)).json().entries,
    ).toHaveLength(2);
  });

  it('give a therapist account without a practice no clients', async () => {
    const cookie = await signIn(app, (await createUser(db, { role: 'therapist' })).email);
    expect((await call('GET', '/api/v1/clients', cookie)).json()).toEqual({ clients: [] });
    const create = await call('POST', '/api/v1/clients', cookie, { name: 'A', email: 'a@example.test' });
    expect(create.statusCode).toBe(409);
    expect(create.json().code).toBe('NO_PRACTICE');
  });

  it('answer 400 for ids that are not ids', async () => {
    const owner = await therapist(app, db);
    expect((await call('GET', '/api/v1/clients/not-a-uuid', owner.cookie)).statusCode).toBe(400);
  });
});

describe('client records by default (REQUIRE_TWO_FACTOR=therapist,admin)', async () => {
  const { app, db } = await testApp();
  const post = (url: string, cookie: string, payload?: object) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie, ...SAME_SITE }, remoteAddress: nextAddress() });
  const clientList = (cookie: string) => app.inject({ method: 'GET', url: '/api/v1/clients', headers: { cookie } });

  it('open to a therapist only once they sign in with a second factor', async () => {
    const profile = await createTherapist(db);
    const user = await createUser(db, { role: 'therapist' });
    await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', profile.id).execute();
    const passwordOnly = await signIn(app, user.email);
    const closed = await clientList(passwordOnly);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe('TWO_FACTOR_REQUIRED');

    // Set up as the security page does, with an authenticator app holding the secret.
    const { secret } = (await post('/api/v1/auth/two-factor/setup', passwordOnly)).json();
    const authenticator = new TOTP({ secret: Secret.fromBase32(secret) });
    const enabled = await post('/api/v1/auth/two-factor/enable', passwordOnly, { code: authenticator.generate() });
    expect(enabled.statusCode).toBe(200);

    // Signing in now takes the password and then a code: the next 30-second one, as each works once.
    const jar = new CookieJar();
    const first = await post('/api/v1/auth/sign-in', '', { email: user.email, password: TEST_PASSWORD });
    expect(first.json()).toEqual({ twoFactorRequired: true });
    jar.update(first);
    const code = authenticator.generate({ timestamp: Date.now() + 30_000 });
    const second = await post('/api/v1/auth/sign-in/two-factor', jar.header, { code });
    expect(second.statusCode).toBe(200);
    const open = await clientList(jar.update(second).header);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ clients: [] });
  });
});
