import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { testApp } from './helpers/app.ts';
import { createTherapist, createUser, firstService, openEveryDay } from './helpers/factories.ts';
import { nextAddress, SAME_SITE, signIn } from './helpers/sessions.ts';

// Input that PostgreSQL or the calendar cannot take (a NUL character or a lone surrogate, a day that
// does not exist, an instant JavaScript cannot read, a number too large to be finite) and names
// broken over lines are answered 400 VALIDATION_FAILED naming the field, whichever route they reach.

async function practice(app: FastifyInstance, db: Database) {
  const therapist = await createTherapist(db, { place: 'berlin/kreuzberg' });
  await openEveryDay(db, therapist.id);
  const user = await createUser(db, { role: 'therapist' });
  await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', therapist.id).execute();
  const service = await firstService(db, therapist.id);
  const client = await db
    .insertInto('client')
    .values({
      therapistId: therapist.id,
      name: 'Sam Client',
      email: `sam-${randomBytes(4).toString('hex')}@example.test`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cookie = await signIn(app, user.email);
  return { therapist, service, client, cookie };
}

const generalInfo = {
  firstName: 'Alex',
  lastName: 'Example',
  title: 'Psychotherapist',
  pronouns: '',
  gender: '',
  country: 'germany',
  timeZone: '',
  email: '',
  phone: '',
  website: '',
  contactMethods: [],
  languages: [],
};

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('input the database or calendar cannot take', async () => {
  // Client records without two-factor sign-in, which is not what these tests are about.
  const { app, db } = await testApp({ twoFactorRoles: [] });
  const { therapist, service, client, cookie } = await practice(app, db);
  const signedIn = { ...SAME_SITE, cookie };
  // The wizard is for a profile not yet submitted: a therapist who has just registered.
  const newcomer = await createUser(db, { role: 'therapist' });
  const newcomerSignedIn = { ...SAME_SITE, cookie: await signIn(app, newcomer.email) };

  /** Sends the request and expects a 400 that names the given field and no other; answers its messages. */
  async function refused(options: InjectOptions, field: string): Promise<string[]> {
    const response = await app.inject({ remoteAddress: nextAddress(), ...options });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const details: { field: string; message: string }[] = body.details;
    expect([...new Set(details.map((d) => d.field))]).toEqual([field]);
    return details.map((d) => d.message);
  }

  // A time that is free, so that a booking gets as far as storing what the guest wrote.
  const slots = await app.inject({
    method: 'GET',
    url: `/api/v1/therapists/${therapist.slug}/slots?serviceId=${service.id}&from=${tomorrow()}&to=${tomorrow()}`,
  });
  const booking = (client: Record<string, unknown>) => ({
    therapistSlug: therapist.slug,
    serviceId: service.id,
    start: slots.json().slots[0].start,
    client: { name: 'Robin Guest', email: 'robin@example.test', ...client },
  });
  const clientProfile = {
    name: 'Sam Client',
    email: 'sam@example.test',
    phone: '',
    locale: 'en',
    timeZone: null,
    dateOfBirth: null,
    emergencyContact: '',
    treatmentConsentDate: null,
    dataConsentDate: null,
  };

  it.each([
    ['search text', { method: 'GET', url: '/api/v1/therapists/search?q=anx%00iety' }, 'querystring.q'],
    [
      'a client’s name',
      {
        method: 'POST',
        url: '/api/v1/clients',
        headers: signedIn,
        payload: { name: 'Sam\u0000', email: 's@example.test' },
      },
      'body.name',
    ],
    [
      'an emergency contact',
      {
        method: 'PUT',
        url: `/api/v1/clients/${client.id}/profile`,
        headers: signedIn,
        payload: { ...clientProfile, emergencyContact: 'Kim\u0000, sister' },
      },
      'body.emergencyContact',
    ],
    [
      'a service name',
      {
        method: 'POST',
        url: '/api/v1/services',
        headers: signedIn,
        payload: { name: 'Intake\u0000', durationMinutes: 50, priceMinor: 9000, currency: 'EUR', modality: 'online' },
      },
      'body.name',
    ],
    [
      'a wizard step',
      {
        method: 'PUT',
        url: '/api/v1/profile/steps/general-info',
        headers: newcomerSignedIn,
        payload: { ...generalInfo, website: 'https://example.test/\u0000' },
      },
      'body.website',
    ],
    [
      'a booking message',
      {
        method: 'POST',
        url: '/api/v1/bookings',
        headers: SAME_SITE,
        payload: booking({ message: 'Hello\u0000' }),
      },
      'body.client.message',
    ],
  ] as const)('refuses a NUL character in %s', async (_, options, field) => {
    expect(await refused(options as InjectOptions, field)).toContain('must not contain a NUL character');
  });

  // Half of a UTF-16 pair alone is no character: JSON can carry one (`"\ud800"`), PostgreSQL's UTF-8
  // cannot, and the driver would store U+FFFD in its place without a word.
  it.each([
    [
      'a client’s name',
      {
        method: 'POST',
        url: '/api/v1/clients',
        headers: signedIn,
        payload: { name: 'Sam\ud800', email: 's@example.test' },
      },
      'body.name',
    ],
    [
      'a booking message',
      { method: 'POST', url: '/api/v1/bookings', headers: SAME_SITE, payload: booking({ message: 'Hi \udc00 there' }) },
      'body.client.message',
    ],
    [
      'a service name, as the second half of a pair before its first',
      {
        method: 'POST',
        url: '/api/v1/services',
        headers: signedIn,
        payload: {
          name: 'Intake\udc00\ud800',
          durationMinutes: 50,
          priceMinor: 9000,
          currency: 'EUR',
          modality: 'online',
        },
      },
      'body.name',
    ],
  ] as const)('refuses a lone surrogate in %s', async (_, options, field) => {
    expect(await refused(options as InjectOptions, field)).toEqual(['must not contain a lone surrogate']);
  });

  it('takes text whose surrogates come in pairs', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/clients',
      headers: signedIn,
      remoteAddress: nextAddress(),
      payload: { name: 'Sam \ud83c\udf3f', email: `s-${randomBytes(4).toString('hex')}@example.test` },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().name).toBe('Sam 🌿');
  });

  it('refuses a query value whose escapes are not UTF-8 (a lone surrogate’s bytes) instead of reading them as text', async () => {
    for (const q of ['%ED%A0%80', 'anx%ED%B0%80iety', '%FF', '%C3']) {
      expect(await refused({ method: 'GET', url: `/api/v1/therapists/search?q=${q}` }, 'querystring.q'), q).toEqual([
        'must be UTF-8 text',
      ]);
    }
    // A % that starts no escape is read as itself, as browsers do.
    const plain = await app.inject({
      method: 'GET',
      url: '/api/v1/therapists/search?q=100%',
      remoteAddress: nextAddress(),
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('refuses a JSON body that is not UTF-8 instead of storing U+FFFD in its place', async () => {
    const name = Buffer.concat([
      Buffer.from('{"name":"Sam'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from(`","email":"s-${randomBytes(4).toString('hex')}@example.test"}`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/clients',
      headers: { ...signedIn, 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
      payload: name,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'The body is not UTF-8 text' });
  });

  it('refuses a path whose escapes are not UTF-8, in the usual error shape', async () => {
    for (const url of ['/api/v1/therapists/%ED%A0%80', `/api/v1/appointments/${randomBytes(4).toString('hex')}%FF`]) {
      const response = await app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        code: 'BAD_PATH',
        message: 'The path has an escape that is not UTF-8 text',
      });
    }
  });

  it('refuses a number too large to be finite, which would otherwise pass its maximum', async () => {
    expect(await refused({ method: 'GET', url: '/api/v1/therapists/search?page=1e309' }, 'querystring.page')).toEqual([
      'must be a finite number',
    ]);
  });

  const uid = randomBytes(16).toString('base64url');
  it.each([
    ['from', '2026-02-30', 'to', tomorrow()],
    ['to', '2026-13-45', 'from', tomorrow()],
    ['from', '0000-01-01', 'to', tomorrow()],
    ['to', '9999-12-31', 'from', tomorrow()],
  ])('refuses %s=%s on both slot routes', async (name, value, other, valid) => {
    const query = `${name}=${value}&${other}=${valid}`;
    await refused(
      { method: 'GET', url: `/api/v1/therapists/${therapist.slug}/slots?serviceId=${service.id}&${query}` },
      `querystring.${name}`,
    );
    await refused({ method: 'GET', url: `/api/v1/appointments/${uid}/slots?${query}` }, `querystring.${name}`);
  });

  it.each(['2026-02-30', '2026-13-45', '0000-01-01'])('refuses a calendar exception on %s', async (date) => {
    await refused(
      { method: 'POST', url: '/api/v1/calendar/exceptions', headers: signedIn, payload: { date, available: false } },
      'body.date',
    );
  });

  // Each passes ajv-formats' date-time, and JavaScript's Date or Temporal cannot read it: a leap
  // second (Date), a zone offset of hours only (Date), more than nine decimals (Temporal).
  const UNREADABLE_INSTANTS = [
    '2026-06-30T23:59:60Z',
    '2026-07-01T01:59:60+02:00',
    '2026-06-30T10:00:00+02',
    '2026-06-30T10:00:00.1234567891Z',
  ];

  it.each(UNREADABLE_INSTANTS)(
    'refuses the instant %s as a booking’s start and as a calendar range',
    async (instant) => {
      await refused(
        { method: 'POST', url: '/api/v1/bookings', headers: SAME_SITE, payload: { ...booking({}), start: instant } },
        'body.start',
      );
      const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
      await refused(
        {
          method: 'GET',
          url: `/api/v1/calendar/busy?from=${encodeURIComponent(instant)}&to=${later}`,
          headers: signedIn,
        },
        'querystring.from',
      );
    },
  );

  it('still takes instants written in any way both Date and Temporal read', async () => {
    for (const from of ['2026-06-30T10:00:00Z', '2026-06-30t10:00:00.123456789z', '2026-06-30T12:00:00+02:00']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/calendar/busy?from=${encodeURIComponent(from)}&to=2026-07-01T00:00:00Z`,
        headers: signedIn,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, `${from}: ${response.body}`).toBe(200);
    }
  });

  it('refuses a booking that starts in year 0', async () => {
    await refused(
      {
        method: 'POST',
        url: '/api/v1/bookings',
        headers: SAME_SITE,
        payload: { ...booking({}), start: '0000-06-01T10:00:00Z' },
      },
      'body.start',
    );
  });
});

describe('names and titles are one line', async () => {
  // Client records without two-factor sign-in, which is not what these tests are about.
  const { app, db } = await testApp({ twoFactorRoles: [] });
  const { therapist, service, cookie } = await practice(app, db);
  const signedIn = { ...SAME_SITE, cookie };

  // Each would start a new line in a plain-text email, where a header or a fake paragraph can follow.
  const BREAKS = [
    'Anna\r\nBcc: someone@example.com',
    'Anna\nBerg',
    'Anna\u2028Berg',
    'Anna\u2029Berg',
    'Anna\u0085Berg',
    'Anna\tBerg',
  ];

  const cases: [string, (name: string) => InjectOptions, string][] = [
    [
      'a new account’s display name',
      (name) => ({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: SAME_SITE,
        payload: {
          email: 'new@example.test',
          password: 'a long and unusual passphrase',
          displayName: name,
          role: 'client',
          locale: 'en',
        },
      }),
      'body.displayName',
    ],
    [
      'a guest’s name when booking',
      (name) => ({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: SAME_SITE,
        payload: {
          therapistSlug: therapist.slug,
          serviceId: service.id,
          start: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          client: { name, email: 'guest@example.test' },
        },
      }),
      'body.client.name',
    ],
    [
      'a client’s name',
      (name) => ({
        method: 'POST',
        url: '/api/v1/clients',
        headers: signedIn,
        payload: { name, email: 'someone@example.test' },
      }),
      'body.name',
    ],
    [
      'a service name',
      (name) => ({
        method: 'PUT',
        url: `/api/v1/services/${randomUUID()}`,
        headers: signedIn,
        payload: { name, durationMinutes: 50, priceMinor: 9000, currency: 'EUR', modality: 'online' },
      }),
      'body.name',
    ],
    [
      'a therapist’s title',
      (title) => ({
        method: 'PUT',
        url: '/api/v1/profile/sections/general-info',
        headers: signedIn,
        payload: { ...generalInfo, title },
      }),
      'body.title',
    ],
    [
      'an enquirer’s name',
      (name) => ({
        method: 'POST',
        url: `/api/v1/therapists/${therapist.slug}/enquiries`,
        headers: SAME_SITE,
        payload: { name, email: 'asker@example.test', message: 'Do you have time on Mondays?', consent: true },
      }),
      'body.name',
    ],
  ];

  it.each(cases)('refuses a line break or control character in %s', async (_, request, field) => {
    for (const name of BREAKS) {
      const response = await app.inject({ remoteAddress: nextAddress(), ...request(name) });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().details.map((d: { field: string }) => d.field)).toEqual([field]);
    }
  });

  it('still takes names in any script, with inner spaces and punctuation, and a draft’s empty title', async () => {
    for (const name of ['Zoë O’Brien-Łukasz', 'José María de la Cruz', '李小龍', 'Ἀριστοτέλης']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/clients',
        headers: signedIn,
        remoteAddress: nextAddress(),
        payload: { name, email: `c-${randomBytes(4).toString('hex')}@example.test` },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().name).toBe(name);
    }
    // A new therapist's draft is kept as typed, an empty title included: the profile's own rules say what is missing.
    const newcomer = await createUser(db, { role: 'therapist' });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile/steps/general-info',
      headers: { ...SAME_SITE, cookie: await signIn(app, newcomer.email) },
      remoteAddress: nextAddress(),
      payload: { ...generalInfo, title: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
