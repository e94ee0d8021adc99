import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { nextFreeSlots } from '../src/booking/next-free-slot.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createAppointment, createTherapist, firstService } from './helpers/factories.ts';
import { type Answers, expectExact } from './helpers/next-free-slot.ts';
import { call, practiceOwner, signedInAccount } from './helpers/sessions.ts';

// Monday 7 December 2026, 06:00 in Berlin (UTC+1): practices open at 08:00 local, 07:00 UTC.
const MONDAY_6AM = '2026-12-07T05:00:00Z';

type Window = { weekday: number; start: string; end: string; modality: 'online' | 'in_person' | 'both' };
const everyDay = (start: string, end: string, modality: Window['modality'] = 'both'): Window[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end, modality }));
const POLICY = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 0,
  horizonDays: 60,
  maxSessionsPerDay: null as number | null,
  requiresConfirmation: true,
  cancellationNoticeHours: 0,
};

describe('next free slot', async () => {
  const { db } = await isolatedDatabase();
  const { app } = await testApp({}, { db });
  vi.useFakeTimers({ toFake: ['Date'] });
  afterAll(() => vi.useRealTimers());
  const clock = (instant: string) => vi.setSystemTime(new Date(instant));

  /** A practice run from an account, with its weekly hours and rules set through the calendar settings. */
  async function practice(spec: { timeZone?: string; weekly?: Window[]; policy?: Partial<typeof POLICY> } = {}) {
    const owner = await practiceOwner(app, db, { place: 'berlin/kreuzberg' });
    const settings = {
      timeZone: spec.timeZone ?? 'Europe/Berlin',
      policy: { ...POLICY, ...spec.policy },
      weekly: (spec.weekly ?? everyDay('08:00', '20:00')).map((w) => ({ ...w, locationId: null })),
    };
    expect((await call(app, 'PUT', '/api/v1/calendar/settings', owner.cookie, settings)).statusCode).toBe(200);
    return { ...owner, service: await firstService(db, owner.id), settings };
  }
  type Practice = Awaited<ReturnType<typeof practice>>;

  const exact = (t: { id: string; slug: string }) => expectExact(app, db, t);
  /** After a change: it was noticed (nothing stale counted as current), and the answer is exact again. */
  const afterChange = async (t: Practice) => {
    const { answers, wasCurrent } = await exact(t);
    expect(wasCurrent, 'the change made the stored answer stale').toBe(false);
    return answers;
  };
  const book = async (t: Practice, start: string, client?: { email: string; cookie: string }) => {
    const response = await call(app, 'POST', '/api/v1/bookings', client?.cookie, {
      therapistSlug: t.slug,
      serviceId: t.service.id,
      start,
      client: { name: 'Lea Test', email: client?.email ?? `guest-${Math.random().toString(36).slice(2)}@example.test` },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { uid: string; status: string };
  };
  const startOf = (answers: Answers) => answers.any?.start ?? null;

  it('books the first slot as a guest: the next one moves on, and comes back when the hold runs out', async () => {
    clock(MONDAY_6AM);
    const t = await practice();
    expect(startOf((await exact(t)).answers)).toBe('2026-12-07T07:00:00Z');
    expect((await book(t, '2026-12-07T07:00:00Z')).status).toBe('pending_email');
    expect(startOf(await afterChange(t))).toBe('2026-12-07T08:00:00Z');
    // 30 minutes later the guest has not confirmed: the hold no longer blocks anything.
    clock('2026-12-07T05:30:00Z');
    expect(startOf(await afterChange(t))).toBe('2026-12-07T07:00:00Z');
  });

  it('follows a request, and its decline', async () => {
    clock(MONDAY_6AM);
    const t = await practice();
    const client = await signedInAccount(app, db, 'client');
    const { uid, status } = await book(t, '2026-12-07T07:00:00Z', client);
    expect(status).toBe('requested');
    expect(startOf(await afterChange(t))).toBe('2026-12-07T08:00:00Z');
    expect((await call(app, 'POST', `/api/v1/appointments/${uid}/decline`, t.cookie)).statusCode).toBe(200);
    expect(startOf(await afterChange(t))).toBe('2026-12-07T07:00:00Z');
  });

  it('follows a cancellation and a reschedule', async () => {
    clock(MONDAY_6AM);
    const t = await practice({ policy: { requiresConfirmation: false } });
    const client = await signedInAccount(app, db, 'client');
    const first = await book(t, '2026-12-07T07:00:00Z', client);
    expect(first.status).toBe('confirmed');
    expect(startOf(await afterChange(t))).toBe('2026-12-07T08:00:00Z');
    const moved = await call(app, 'POST', `/api/v1/appointments/${first.uid}/reschedule`, t.cookie, {
      start: '2026-12-07T12:00:00Z',
    });
    expect(moved.statusCode).toBe(200);
    expect(startOf(await afterChange(t))).toBe('2026-12-07T07:00:00Z');
    const second = await book(t, '2026-12-07T07:00:00Z', client);
    expect(startOf(await afterChange(t))).toBe('2026-12-07T08:00:00Z');
    expect((await call(app, 'POST', `/api/v1/appointments/${second.uid}/cancel`, t.cookie, {})).statusCode).toBe(200);
    expect(startOf(await afterChange(t))).toBe('2026-12-07T07:00:00Z');
  });

  it('follows blocked days and extra openings', async () => {
    clock(MONDAY_6AM);
    const t = await practice();
    await exact(t);
    const block = await call(app, 'POST', '/api/v1/calendar/exceptions', t.cookie, {
      date: '2026-12-07',
      available: false,
    });
    expect(block.statusCode).toBe(201);
    expect(startOf(await afterChange(t))).toBe('2026-12-08T07:00:00Z');
    expect((await call(app, 'DELETE', `/api/v1/calendar/exceptions/${block.json().id}`, t.cookie)).statusCode).toBe(
      204,
    );
    expect(startOf(await afterChange(t))).toBe('2026-12-07T07:00:00Z');
    const opening = await call(app, 'POST', '/api/v1/calendar/exceptions', t.cookie, {
      date: '2026-12-07',
      start: '06:15',
      end: '07:30',
      available: true,
    });
    expect(opening.statusCode).toBe(201);
    expect(startOf(await afterChange(t))).toBe('2026-12-07T05:15:00Z');
  });

  it('follows the weekly hours, the minimum notice and the buffers', async () => {
    clock(MONDAY_6AM);
    const t = await practice();
    await exact(t);
    const save = async (change: { weekly?: Window[]; policy?: Partial<typeof POLICY> }) => {
      t.settings = {
        ...t.settings,
        policy: { ...t.settings.policy, ...change.policy },
        weekly: change.weekly ? change.weekly.map((w) => ({ ...w, locationId: null })) : t.settings.weekly,
      };
      expect((await call(app, 'PUT', '/api/v1/calendar/settings', t.cookie, t.settings)).statusCode).toBe(200);
      return startOf(await afterChange(t));
    };
    expect(await save({ weekly: everyDay('10:00', '20:00') })).toBe('2026-12-07T09:00:00Z');
    expect(await save({ policy: { minimumNoticeMinutes: 12 * 60 } })).toBe('2026-12-07T17:00:00Z');
    expect(await save({ policy: { minimumNoticeMinutes: 0 } })).toBe('2026-12-07T09:00:00Z');
    // A session at the first slot: the next start waits for its end and both sides' buffers.
    const client = await db
      .insertInto('client')
      .values({ therapistId: t.id, name: 'Existing', email: `existing-${t.id}@example.test` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createAppointment(db, {
      therapistId: t.id,
      clientId: client.id,
      status: 'confirmed',
      startsAt: new Date('2026-12-07T09:00:00Z'),
    });
    expect(startOf(await afterChange(t))).toBe('2026-12-07T10:00:00Z');
    expect(await save({ policy: { bufferBeforeMinutes: 30 } })).toBe('2026-12-07T10:30:00Z');
    expect(await save({ policy: { bufferAfterMinutes: 0, bufferBeforeMinutes: 0 } })).toBe('2026-12-07T10:00:00Z');
  });

  it('follows a service’s length and whether it can be booked', async () => {
    clock(MONDAY_6AM);
    // One hour a day: a 50-minute session fits, an 80-minute one never does.
    const t = await practice({ weekly: everyDay('08:00', '09:00') });
    expect((await exact(t)).answers.any).toEqual({
      start: '2026-12-07T07:00:00Z',
      serviceId: t.service.id,
      modalities: ['online', 'in_person'],
    });
    const input = {
      name: t.service.name,
      description: '',
      durationMinutes: 80,
      priceMinor: t.service.priceMinor,
      currency: t.service.currency,
      modality: t.service.modality,
    };
    expect((await call(app, 'PUT', `/api/v1/services/${t.service.id}`, t.cookie, input)).statusCode).toBe(200);
    expect((await afterChange(t)).any).toBeNull();
    const shorter = await call(app, 'POST', '/api/v1/services', t.cookie, {
      ...input,
      name: 'Short online session',
      durationMinutes: 30,
      modality: 'online',
    });
    expect(shorter.statusCode).toBe(201);
    const answers = await afterChange(t);
    expect(answers.any).toEqual({
      start: '2026-12-07T07:00:00Z',
      serviceId: shorter.json().id,
      modalities: ['online'],
    });
    expect(answers.in_person).toBeNull();
    const archived = await call(app, 'POST', `/api/v1/services/${shorter.json().id}/archive`, t.cookie);
    expect(archived.statusCode).toBe(200);
    expect((await afterChange(t)).any).toBeNull();
  });

  it('follows busy times imported from an external calendar', async () => {
    clock(MONDAY_6AM);
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Calma tests//EN',
      'BEGIN:VEVENT',
      'UID:busy-1@example.test',
      'DTSTAMP:20261201T000000Z',
      'DTSTART:20261207T070000Z',
      'DTEND:20261207T080000Z',
      'SUMMARY:Busy',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.end(ics);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const t = await practice();
      expect(startOf((await exact(t)).answers)).toBe('2026-12-07T07:00:00Z');
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar.ics`;
      const added = await call(app, 'POST', '/api/v1/calendar/external', t.cookie, { url });
      expect(added.statusCode).toBe(201);
      // The busy hour and the new session's 10 minutes after it.
      expect(startOf(await afterChange(t))).toBe('2026-12-07T08:00:00Z');
      const removed = await call(app, 'DELETE', `/api/v1/calendar/external/${added.json().id}`, t.cookie);
      expect(removed.statusCode).toBe(204);
      expect(startOf(await afterChange(t))).toBe('2026-12-07T07:00:00Z');
    } finally {
      server.close();
    }
  });

  it('is null while the therapist takes no new clients', async () => {
    clock(MONDAY_6AM);
    const t = await practice();
    expect(startOf((await exact(t)).answers)).toBe('2026-12-07T07:00:00Z');
    const settings = async (acceptingNewClients: boolean) => {
      const current = (await call(app, 'GET', '/api/v1/profile/sections/directory-settings', t.cookie)).json();
      const saved = await call(app, 'PUT', '/api/v1/profile/sections/directory-settings', t.cookie, {
        ...current,
        acceptingNewClients,
      });
      expect(saved.statusCode).toBe(200);
      return afterChange(t);
    };
    expect(await settings(false)).toEqual({ any: null, online: null, in_person: null });
    expect(startOf(await settings(true))).toBe('2026-12-07T07:00:00Z');
  });

  it('moves on when the clock passes the first slot or the notice covers it', async () => {
    clock(MONDAY_6AM);
    const t = await practice({ policy: { minimumNoticeMinutes: 60 } });
    expect(startOf((await exact(t)).answers)).toBe('2026-12-07T07:00:00Z');
    // Up to 06:00 UTC the notice still leaves 07:00 free.
    clock('2026-12-07T06:00:00Z');
    expect((await exact(t)).wasCurrent).toBe(true);
    clock('2026-12-07T06:00:01Z');
    expect(startOf(await afterChange(t))).toBe('2026-12-07T07:15:00Z');
    // Past the day's last start: tomorrow.
    clock('2026-12-07T19:00:00Z');
    expect(startOf(await afterChange(t))).toBe('2026-12-08T07:00:00Z');
  });

  // Both zones move their clocks forward on Sunday 29 March 2026: Berlin at 02:00 (CET to CEST),
  // Lisbon at 01:00 (WET to WEST). The practice opens across the change that night.
  it.each([
    {
      timeZone: 'Europe/Berlin',
      open: ['01:00', '05:00'],
      // Local 00:30, 01:50, 03:05 (after the gap) and past the last start; next open on 5 April.
      clocks: ['2026-03-28T23:30:00Z', '2026-03-29T00:50:00Z', '2026-03-29T01:05:00Z', '2026-03-29T02:15:00Z'],
      firsts: ['2026-03-29T00:00:00Z', '2026-03-29T01:00:00Z', '2026-03-29T01:15:00Z', '2026-04-04T23:00:00Z'],
    },
    {
      timeZone: 'Europe/Lisbon',
      open: ['00:30', '03:00'],
      clocks: ['2026-03-29T00:00:00Z', '2026-03-29T00:35:00Z', '2026-03-29T00:50:00Z', '2026-03-29T01:15:00Z'],
      firsts: ['2026-03-29T00:30:00Z', '2026-03-29T00:45:00Z', '2026-03-29T01:00:00Z', '2026-04-04T23:30:00Z'],
    },
  ])('stays exact through the change to summer time in $timeZone', async ({ timeZone, open, clocks, firsts }) => {
    clock(clocks[0] as string);
    const t = await practice({
      timeZone,
      weekly: [{ weekday: 7, start: open[0] as string, end: open[1] as string, modality: 'both' }],
    });
    for (const [i, instant] of clocks.entries()) {
      clock(instant);
      const { answers, wasCurrent } = await exact(t);
      expect(answers.any?.start).toBe(firsts[i]);
      // Each step passes the stored first slot: the stored answer ran out by itself.
      if (i > 0) expect(wasCurrent).toBe(false);
    }
  });

  it('is exact for every therapist of a varied set, and reads many at once', { timeout: 60_000 }, async () => {
    clock('2026-12-09T14:20:00Z');
    const set: { id: string; slug: string }[] = [];
    const add = async (
      spec: Parameters<typeof practice>[0] & {
        services?: { durationMinutes: number; modality: 'online' | 'in_person' | 'both' }[];
        accepting?: boolean;
        listed?: boolean;
        blockedDays?: number;
        busyHours?: number;
        booked?: string[];
      },
    ) => {
      const t = await practice(spec);
      if (spec.services) {
        await db.deleteFrom('service').where('therapistId', '=', t.id).execute();
        if (spec.services.length > 0)
          await db
            .insertInto('service')
            .values(
              spec.services.map((s, position) => ({
                therapistId: t.id,
                name: `Session ${position}`,
                locale: 'en' as const,
                priceMinor: 9000,
                currency: 'EUR' as const,
                position,
                ...s,
              })),
            )
            .execute();
      }
      if (spec.accepting === false || spec.listed === false) {
        await db
          .updateTable('therapist')
          .set({ acceptingNewClients: spec.accepting ?? true, listed: spec.listed ?? true })
          .where('id', '=', t.id)
          .execute();
      }
      for (let day = 0; day < (spec.blockedDays ?? 0); day++) {
        const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
        await db.insertInto('availabilityException').values({ therapistId: t.id, date, available: false }).execute();
      }
      if (spec.busyHours) {
        const calendar = await db
          .insertInto('externalCalendar')
          .values({ therapistId: t.id, url: `https://calendar.example.test/${t.id}.ics` })
          .returning('id')
          .executeTakeFirstOrThrow();
        const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
        await db
          .insertInto('externalBusy')
          .values({
            calendarId: calendar.id,
            therapistId: t.id,
            startsAt,
            endsAt: new Date(startsAt.getTime() + spec.busyHours * 3_600_000),
          })
          .execute();
      }
      if (spec.booked) {
        const client = await db
          .insertInto('client')
          .values({ therapistId: t.id, name: 'Existing', email: `existing-${t.id}@example.test` })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const start of spec.booked) {
          await createAppointment(db, {
            therapistId: t.id,
            clientId: client.id,
            status: 'confirmed',
            startsAt: new Date(start),
          });
        }
      }
      set.push(t);
    };
    await add({});
    await add({ timeZone: 'Europe/Lisbon', policy: { minimumNoticeMinutes: 24 * 60 } });
    await add({
      timeZone: 'Europe/London',
      weekly: everyDay('09:00', '17:00', 'online'),
      policy: { bufferBeforeMinutes: 15 },
    });
    await add({
      timeZone: 'Europe/Amsterdam',
      weekly: [{ weekday: 3, start: '15:00', end: '16:00', modality: 'in_person' }],
    });
    await add({
      services: [
        { durationMinutes: 80, modality: 'in_person' },
        { durationMinutes: 25, modality: 'online' },
        { durationMinutes: 50, modality: 'both' },
      ],
      weekly: [...everyDay('08:00', '12:00', 'online'), ...everyDay('13:00', '18:00', 'in_person')],
    });
    await add({ policy: { maxSessionsPerDay: 1 }, booked: ['2026-12-10T08:00:00Z', '2026-12-11T08:00:00Z'] });
    await add({ blockedDays: 70, policy: { horizonDays: 120 } });
    await add({ blockedDays: 70, policy: { horizonDays: 65 } });
    await add({ busyHours: 30, policy: { horizonDays: 2 } });
    await add({ accepting: false });
    await add({ listed: false });
    await add({ services: [] });
    await add({ weekly: [] });

    const answers = new Map<string, Answers>();
    for (const t of set) answers.set(t.id, (await exact(t)).answers);
    expect([...answers.values()].filter((a) => a.any !== null).length).toBeGreaterThanOrEqual(7);

    // Many at once, per way of meeting, as a search page would ask.
    for (const modality of ['any', 'online', 'in_person'] as const) {
      const read = await nextFreeSlots(
        db,
        set.map((t) => t.id),
        { modality },
      );
      expect(Object.fromEntries(read)).toEqual(
        Object.fromEntries(set.map((t) => [t.id, answers.get(t.id)?.[modality]])),
      );
    }
  });

  it('answers null for a therapist without a profile or any data', async () => {
    clock(MONDAY_6AM);
    const draft = await createTherapist(db, { verified: false });
    const read = await nextFreeSlots(db, [draft.id, '00000000-0000-4000-8000-000000000000']);
    expect([...read.values()]).toEqual([null, null]);
  });
});
