import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { testApp } from './helpers/app.ts';
import { createTherapist, createUser, firstService, TEST_PASSWORD } from './helpers/factories.ts';

async function therapistSession(app: FastifyInstance, db: Database) {
  const user = await createUser(db, { role: 'therapist' });
  const therapist = await createTherapist(db, { place: 'berlin/kreuzberg' });
  await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', therapist.id).execute();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  const cookie = [response.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  return { therapist, cookie };
}

const settingsBody = {
  timeZone: 'Europe/Lisbon',
  policy: {
    bufferBeforeMinutes: 5,
    bufferAfterMinutes: 10,
    minimumNoticeMinutes: 0,
    horizonDays: 30,
    maxSessionsPerDay: 6,
    requiresConfirmation: false,
    cancellationNoticeHours: 48,
  },
  weekly: [
    { weekday: 1, start: '09:00', end: '12:00', modality: 'online', locationId: null },
    { weekday: 1, start: '14:00', end: '18:00', modality: 'both', locationId: null },
  ],
};

describe('the therapist’s calendar settings', async () => {
  const { app, db } = await testApp();

  it('saves weekly hours, rules and the time zone, and refuses overlaps and unknown zones with field errors', async () => {
    const { cookie } = await therapistSession(app, db);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/calendar/settings',
      headers: { cookie },
      payload: settingsBody,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      timeZone: 'Europe/Lisbon',
      policy: settingsBody.policy,
      weekly: settingsBody.weekly,
    });

    const overlap = await app.inject({
      method: 'PUT',
      url: '/api/v1/calendar/settings',
      headers: { cookie },
      payload: {
        ...settingsBody,
        weekly: [...settingsBody.weekly, { ...settingsBody.weekly[0], start: '11:00', end: '13:00' }],
      },
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().details[0].field).toBe('body.weekly.2.start');
    const zone = await app.inject({
      method: 'PUT',
      url: '/api/v1/calendar/settings',
      headers: { cookie },
      payload: { ...settingsBody, timeZone: 'Mars/Olympus' },
    });
    expect(zone.json().details[0].field).toBe('body.timeZone');
    // Nothing was lost by the refused saves.
    expect((await app.inject({ url: '/api/v1/calendar/settings', headers: { cookie } })).json().weekly).toHaveLength(2);
  });

  it('adds and removes date exceptions, only the therapist’s own', async () => {
    const { cookie } = await therapistSession(app, db);
    const holiday = await app.inject({
      method: 'POST',
      url: '/api/v1/calendar/exceptions',
      headers: { cookie },
      payload: { date: '2030-12-24', available: false, note: 'Christmas Eve' },
    });
    expect(holiday.statusCode).toBe(201);
    const other = await therapistSession(app, db);
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/v1/calendar/exceptions/${holiday.json().id}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/calendar/exceptions',
      headers: { cookie },
      payload: { date: '2030-12-24', start: '12:00', available: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/v1/calendar/exceptions/${holiday.json().id}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(204);
  });

  it('serves a private feed with clients as initials, and revokes it', async () => {
    const { therapist, cookie } = await therapistSession(app, db);
    const service = await firstService(db, therapist.id);
    const client = await db
      .insertInto('client')
      .values({ therapistId: therapist.id, name: 'Maria Helena Costa', email: 'maria@example.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('appointment')
      .values({
        uid: 'feedtest00000000000001',
        therapistId: therapist.id,
        serviceId: service.id,
        clientId: client.id,
        status: 'confirmed',
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 86_400_000 + 50 * 60_000),
        modality: 'online',
        priceMinor: 9000,
        currency: 'EUR',
      })
      .execute();
    const { url } = (await app.inject({ method: 'POST', url: '/api/v1/calendar/feed', headers: { cookie } })).json();
    const path = new URL(url).pathname;
    const feed = await app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('Individual session – M. H. C.');
    expect(feed.body).not.toContain('Maria');
    await app.inject({ method: 'DELETE', url: '/api/v1/calendar/feed', headers: { cookie } });
    expect((await app.inject({ url: path })).statusCode).toBe(404);
  });
});

describe('importing an external calendar', async () => {
  const { app, db } = await testApp();
  let body = '';
  const server = createServer((request, response) => {
    if (request.url === '/refusing.ics') {
      response.writeHead(403, { 'content-type': 'text/plain' });
      response.end('Forbidden: internal admin console');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.end(body);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('blocks booking during imported busy times, all-day and recurring events included', async () => {
    const { therapist, cookie } = await therapistSession(app, db);
    await app.inject({
      method: 'PUT',
      url: '/api/v1/calendar/settings',
      headers: { cookie },
      payload: {
        ...settingsBody,
        timeZone: 'Europe/Berlin',
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          start: '09:00',
          end: '17:00',
          modality: 'both',
          locationId: null,
        })),
      },
    });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const compact = (date: string) => date.replace(/-/g, '');
    body = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:allday',
      `DTSTART;VALUE=DATE:${compact(day(5))}`,
      `DTEND;VALUE=DATE:${compact(day(6))}`,
      'SUMMARY:Conference',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly',
      `DTSTART;TZID=Europe/Berlin:${compact(day(6))}T090000`,
      `DTEND;TZID=Europe/Berlin:${compact(day(6))}T170000`,
      'RRULE:FREQ=DAILY;COUNT=2',
      'SUMMARY:Teaching',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/calendar/external',
      headers: { cookie },
      payload: { url: `${base}/calendar.ics` },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ lastError: null, busyCount: 3 });

    const service = await firstService(db, therapist.id);
    const slots = async (date: string) =>
      (
        await app.inject({
          url: `/api/v1/therapists/${therapist.slug}/slots?serviceId=${service.id}&from=${date}&to=${date}`,
        })
      ).json().slots;
    expect(await slots(day(5))).toEqual([]);
    expect(await slots(day(6))).toEqual([]);
    expect(await slots(day(7))).toEqual([]);
    expect((await slots(day(8))).length).toBeGreaterThan(0);

    const twice = await app.inject({
      method: 'POST',
      url: '/api/v1/calendar/external',
      headers: { cookie },
      payload: { url: `${base}/calendar.ics` },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('keeps the error to show when the address serves no calendar', async () => {
    const { cookie } = await therapistSession(app, db);
    body = '<html>not a calendar</html>';
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/calendar/external',
      headers: { cookie },
      payload: { url: `${base}/page.html` },
    });
    expect(added.json().lastError).toBe('NOT_ICALENDAR');
  });

  it('tells the therapist a stable code, never what a refusing or absent server answered', async () => {
    const { cookie } = await therapistSession(app, db);
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    for (const url of [`${base}/refusing.ics`, `http://127.0.0.1:${closedPort}/calendar.ics`]) {
      const added = await app.inject({
        method: 'POST',
        url: '/api/v1/calendar/external',
        headers: { cookie },
        payload: { url },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json().lastError).toBe('UNREACHABLE');
      expect(added.body).not.toMatch(/Forbidden|admin console|answered|ECONNREFUSED|fetch failed/i);
    }
    const settings = await app.inject({ url: '/api/v1/calendar/settings', headers: { cookie } });
    expect(settings.json().external.map((c: { lastError: string }) => c.lastError)).toEqual([
      'UNREACHABLE',
      'UNREACHABLE',
    ]);
  });

  it('refuses internal addresses on a public deployment', async () => {
    const { app: publicApp, db: publicDb } = await testApp({ secure: true, publicUrl: 'https://calma.example' });
    const { cookie } = await therapistSession(publicApp, publicDb);
    const refused = await publicApp.inject({
      method: 'POST',
      url: '/api/v1/calendar/external',
      headers: { cookie },
      payload: { url: `${base}/calendar.ics` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('body.url');
  });
});
