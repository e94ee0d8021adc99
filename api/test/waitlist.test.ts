import { afterAll, describe, expect, it, vi } from 'vitest';
import { exportAccountData } from '../src/account/export.ts';
import { generatedSecret } from '../src/db/secrets.ts';
import { expireOffers, offerOpenSlots } from '../src/waitlist/offers.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createAppointment, firstService } from './helpers/factories.ts';
import { expectExact } from './helpers/next-free-slot.ts';
import { call, nextAddress, practiceOwner, SAME_SITE, signedInAccount, signIn } from './helpers/sessions.ts';

// Monday 7 December 2026, 06:00 in Berlin. The practices below open one hour a day, 09:00–10:00
// Berlin time (08:00 UTC), so each day has one 50-minute slot; they take bookings two days ahead.
const MONDAY_6AM = '2026-12-07T05:00:00Z';
const MONDAY = '2026-12-07T08:00:00Z';
const TUESDAY = '2026-12-08T08:00:00Z';
const WEDNESDAY = '2026-12-09T08:00:00Z';
const EVERYTHING = {
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  timesOfDay: ['morning', 'afternoon', 'evening'],
  modalities: ['online', 'in_person'],
};

describe('the fair waitlist', async () => {
  const { db } = await isolatedDatabase();
  const { app, config, outbox } = await testApp({}, { db });
  const linkSecret = config.appointmentLinkSecret ?? (await generatedSecret(db, 'appointment_link_secret'));
  vi.useFakeTimers({ toFake: ['Date'] });
  afterAll(() => vi.useRealTimers());
  const clock = (instant: string) => vi.setSystemTime(new Date(instant));

  /** A practice whose three slots (Monday to Wednesday, 09:00 Berlin) are all booked. */
  async function fullPractice(policy: { requiresConfirmation?: boolean } = {}) {
    clock(MONDAY_6AM);
    const owner = await practiceOwner(app, db, { place: 'berlin/kreuzberg' });
    const settings = {
      timeZone: 'Europe/Berlin',
      policy: {
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeMinutes: 0,
        horizonDays: 2,
        maxSessionsPerDay: null,
        requiresConfirmation: policy.requiresConfirmation ?? false,
        cancellationNoticeHours: 0,
      },
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        start: '09:00',
        end: '10:00',
        modality: 'both',
        locationId: null,
      })),
    };
    expect((await call(app, 'PUT', '/api/v1/calendar/settings', owner.cookie, settings)).statusCode).toBe(200);
    const service = await firstService(db, owner.id);
    const client = await db
      .insertInto('client')
      .values({ therapistId: owner.id, name: 'Regular Client', email: `regular-${owner.id}@example.test` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const booked: Record<string, string> = {};
    for (const start of [MONDAY, TUESDAY, WEDNESDAY]) {
      const a = await createAppointment(db, {
        therapistId: owner.id,
        clientId: client.id,
        status: 'confirmed',
        startsAt: new Date(start),
      });
      booked[start] = a.uid;
    }
    expect(await slotsOf(owner.slug, service.id)).toEqual([]);
    return { ...owner, service, booked };
  }
  type Practice = Awaited<ReturnType<typeof fullPractice>>;

  async function slotsOf(slug: string, serviceId: string) {
    const response = await call(
      app,
      'GET',
      `/api/v1/therapists/${slug}/slots?serviceId=${serviceId}&from=2026-12-07&to=2026-12-10`,
    );
    expect(response.statusCode).toBe(200);
    return (response.json() as { slots: { start: string }[] }).slots.map((s) => s.start);
  }

  const join = (t: Practice, cookie: string | undefined, extra: object = {}) =>
    call(app, 'POST', '/api/v1/waitlist', cookie, {
      therapistSlug: t.slug,
      serviceId: t.service.id,
      wishes: EVERYTHING,
      name: 'Wait Ing',
      locale: 'en',
      timeZone: 'Europe/Berlin',
      ...extra,
    });

  /** A signed-in client on the list, with their entry's uid. */
  async function waitingClient(t: Practice, wishes: object = EVERYTHING) {
    const client = await signedInAccount(app, db, 'client');
    const response = await join(t, client.cookie, { wishes });
    expect(response.statusCode, response.body).toBe(201);
    const { uid, status } = response.json() as { uid: string; status: string };
    expect(status).toBe('waiting');
    return { ...client, uid };
  }

  const entryOf = async (uid: string, cookie: string) => {
    const response = await call(app, 'GET', `/api/v1/waitlist/${uid}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      status: string;
      offer: { id: string; start: string; status: string; holdExpiresAt: string } | null;
    };
  };
  const cancel = async (t: Practice, start: string) => {
    const response = await call(app, 'POST', `/api/v1/appointments/${t.booked[start]}/cancel`, t.cookie, {});
    expect(response.statusCode, response.body).toBe(200);
  };
  /** What the refresher's announcement sets off: the list is looked at for the free time. */
  const offerRound = (t: { id: string }) => offerOpenSlots(db, app.withEmails, linkSecret, t.id);

  it('lets a signed-in client join at once: the therapist is told and sees them in line', async () => {
    const t = await fullPractice();
    const first = await waitingClient(t);
    const second = await waitingClient(t, { weekdays: [6, 7], timesOfDay: ['morning'], modalities: ['online'] });
    const [told] = await outbox(t.email);
    expect(told?.subject).toBe('Someone joined your waitlist');

    const list = await call(app, 'GET', '/api/v1/dashboard/waitlist', t.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      settings: { status: 'open', alwaysOpen: false, holdMinutes: 30 },
      entries: [
        { uid: first.uid, position: 1, email: first.email, service: { id: t.service.id }, offer: null },
        {
          uid: second.uid,
          position: 2,
          wishes: { weekdays: [6, 7], timesOfDay: ['morning'], modalities: ['online'] },
        },
      ],
    });
    const mine = await call(app, 'GET', '/api/v1/me/waitlist', first.cookie);
    expect(mine.json().entries).toMatchObject([{ uid: first.uid, status: 'waiting', therapist: { slug: t.slug } }]);
    // Joining twice is refused with a clear answer.
    const again = await join(t, first.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ADDED');
  });

  it('puts a guest in line only once they used the emailed link; until then nobody is told', async () => {
    const t = await fullPractice();
    const email = `guest-${t.id.slice(0, 8)}@example.test`;
    const joined = await join(t, undefined, { email, name: 'Gast Person', locale: 'de' });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ uid: null, status: 'pending_email' });
    expect(await outbox(t.email)).toEqual([]);
    expect((await call(app, 'GET', '/api/v1/dashboard/waitlist', t.cookie)).json().entries).toEqual([]);

    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihren Platz auf einer Warteliste');
    const link = new URL(/https?:\/\/\S+\/waitlist\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    const uid = link.pathname.split('/').pop() ?? '';
    expect(link.pathname).toBe(`/de/waitlist/${uid}`);
    const key = link.searchParams.get('key') ?? '';

    // The same guest again: the same answer, and no second email (the answer tells nothing).
    expect((await join(t, undefined, { email, name: 'Gast Person' })).json()).toEqual({
      uid: null,
      status: 'pending_email',
    });
    expect(await outbox(email)).toHaveLength(1);

    expect((await call(app, 'GET', `/api/v1/waitlist/${uid}`)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/v1/waitlist/${uid}?key=wrong`)).statusCode).toBe(404);
    const before = await call(app, 'GET', `/api/v1/waitlist/${uid}?key=${key}`);
    expect(before.json()).toMatchObject({ status: 'pending_email', waitingSince: null });
    const confirmed = await call(app, 'POST', `/api/v1/waitlist/${uid}/confirm`, undefined, { key });
    expect(confirmed.json()).toEqual({ uid, status: 'waiting' });
    expect((await call(app, 'POST', `/api/v1/waitlist/${uid}/confirm`, undefined, { key })).statusCode).toBe(200);
    expect(await outbox(t.email)).toHaveLength(1);
    expect((await call(app, 'GET', '/api/v1/dashboard/waitlist', t.cookie)).json().entries).toMatchObject([
      { uid, name: 'Gast Person', position: 1 },
    ]);
  });

  it('sends people to book when a free time fits their wishes, unless the list is always open', async () => {
    const t = await fullPractice();
    await cancel(t, TUESDAY);
    const client = await signedInAccount(app, db, 'client');
    const refused = await join(t, client.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INVALID_STATE', details: { reason: 'slots_free' } });
    expect(refused.json().details.slots[0].start).toBe(TUESDAY);
    // A wish the free Tuesday does not fit may join.
    expect((await join(t, client.cookie, { wishes: { ...EVERYTHING, weekdays: [1, 3] } })).statusCode).toBe(201);
    const always = { status: 'open', alwaysOpen: true, holdMinutes: 30 };
    expect((await call(app, 'PUT', '/api/v1/dashboard/waitlist/settings', t.cookie, always)).statusCode).toBe(200);
    const other = await signedInAccount(app, db, 'client');
    expect((await join(t, other.cookie)).statusCode).toBe(201);
  });

  it('offers an opened slot to the first in line whose wishes fit, holds it, and keeps the next free slot exact', async () => {
    const t = await fullPractice();
    const mondaysOnly = await waitingClient(t, { ...EVERYTHING, weekdays: [1] });
    const second = await waitingClient(t);
    const third = await waitingClient(t);
    await outbox();

    await cancel(t, TUESDAY);
    expect((await expectExact(app, db, t)).answers.any?.start).toBe(TUESDAY);
    expect(await offerRound(t)).toBe(1);

    // The first in line wants Mondays only: the Tuesday goes to the second.
    expect((await entryOf(mondaysOnly.uid, mondaysOnly.cookie)).offer).toBeNull();
    const { offer } = await entryOf(second.uid, second.cookie);
    expect(offer).toMatchObject({ start: TUESDAY, status: 'offered', holdExpiresAt: '2026-12-07T05:30:00Z' });
    expect((await entryOf(third.uid, third.cookie)).offer).toBeNull();
    const [mail] = await outbox(second.email);
    expect(mail?.subject).toContain('A time has opened for you');
    expect(mail?.text).toContain('/waitlist/');

    // While held, nobody else is offered or may book it, and the next free slot agrees with the booking page.
    expect(await slotsOf(t.slug, t.service.id)).toEqual([]);
    expect((await expectExact(app, db, t)).answers.any).toBeNull();
    const booker = await call(app, 'POST', '/api/v1/bookings', undefined, {
      therapistSlug: t.slug,
      serviceId: t.service.id,
      start: TUESDAY,
      client: { name: 'Someone Else', email: 'someone.else@example.test' },
    });
    expect(booker.statusCode).toBe(409);
    expect(booker.json().code).toBe('SLOT_UNAVAILABLE');
    // The dashboard shows the offer on the entry.
    const list = (await call(app, 'GET', '/api/v1/dashboard/waitlist', t.cookie)).json();
    expect(list.entries[1]).toMatchObject({ uid: second.uid, offer: { start: TUESDAY } });
  });

  it('passes a declined or expired offer on, and books an accepted one', async () => {
    const t = await fullPractice();
    const first = await waitingClient(t);
    const second = await waitingClient(t);
    await cancel(t, TUESDAY);
    await offerRound(t);
    const offered = (await entryOf(first.uid, first.cookie)).offer;
    expect(offered?.start).toBe(TUESDAY);

    const declined = await call(
      app,
      'POST',
      `/api/v1/waitlist/${first.uid}/offers/${offered?.id}/decline`,
      first.cookie,
      {},
    );
    expect(declined.statusCode).toBe(200);
    await app.settled();
    // The second is offered the Tuesday; the first keeps their place but is not offered it again.
    const passed = (await entryOf(second.uid, second.cookie)).offer;
    expect(passed?.start).toBe(TUESDAY);
    expect((await entryOf(first.uid, first.cookie)).status).toBe('waiting');

    // The second lets it run out: it is nobody's after 30 minutes, and bookable again.
    clock('2026-12-07T05:31:00Z');
    // Half an hour on, the access cookies have run out: both sign in again.
    second.cookie = await signIn(app, second.email);
    first.cookie = await signIn(app, first.email);
    t.cookie = await signIn(app, t.email);
    expect(await slotsOf(t.slug, t.service.id)).toEqual([TUESDAY]);
    expect((await expectExact(app, db, t)).answers.any?.start).toBe(TUESDAY);
    expect(await expireOffers(db)).toContain(t.id);
    const late = await call(
      app,
      'POST',
      `/api/v1/waitlist/${second.uid}/offers/${passed?.id}/accept`,
      second.cookie,
      {},
    );
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('HOLD_EXPIRED');
    expect(await offerRound(t)).toBe(0);

    // Wednesday opens: the first in line is offered it, accepts, and it is booked.
    await cancel(t, WEDNESDAY);
    await offerRound(t);
    const wednesday = (await entryOf(first.uid, first.cookie)).offer;
    expect(wednesday?.start).toBe(WEDNESDAY);
    const accepted = await call(
      app,
      'POST',
      `/api/v1/waitlist/${first.uid}/offers/${wednesday?.id}/accept`,
      first.cookie,
      {},
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { uid, status, key } = accepted.json();
    expect(status).toBe('confirmed');
    const appointment = await call(app, 'GET', `/api/v1/appointments/${uid}?key=${key}`);
    expect(appointment.json()).toMatchObject({ status: 'confirmed', start: WEDNESDAY, client: { email: first.email } });
    expect((await entryOf(first.uid, first.cookie)).status).toBe('booked');
    const subjects = (await outbox(first.email)).map((m) => m.subject);
    expect(subjects.some((subject) => subject.startsWith('Confirmed'))).toBe(true);
    // The therapist's calendar shows it.
    const sessions = (await call(app, 'GET', '/api/v1/sessions', t.cookie)).json();
    expect(sessions.sessions.map((s: { uid: string }) => s.uid)).toContain(uid);
  });

  it('books the held slot exactly once when 20 accepts and 20 bookers race for it', async () => {
    const t = await fullPractice({ requiresConfirmation: true });
    const waiting = await waitingClient(t);
    await cancel(t, MONDAY);
    await offerRound(t);
    const offer = (await entryOf(waiting.uid, waiting.cookie)).offer;
    expect(offer?.start).toBe(MONDAY);
    const accepts = Array.from({ length: 20 }, () =>
      call(app, 'POST', `/api/v1/waitlist/${waiting.uid}/offers/${offer?.id}/accept`, waiting.cookie, {}),
    );
    const bookers = Array.from({ length: 20 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        remoteAddress: nextAddress(),
        headers: SAME_SITE,
        payload: {
          therapistSlug: t.slug,
          serviceId: t.service.id,
          start: MONDAY,
          client: { name: `Racer ${i}`, email: `racer-${i}-${t.id.slice(0, 6)}@example.test` },
        },
      }),
    );
    const [accepted, booked] = await Promise.all([Promise.all(accepts), Promise.all(bookers)]);
    expect(accepted.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(accepted.map((r) => r.json().uid)).size).toBe(1);
    expect(accepted[0]?.json().status).toBe('requested');
    expect(booked.map((r) => r.statusCode)).toEqual(Array(20).fill(409));
    const rows = await db
      .selectFrom('appointment')
      .select(['uid', 'status'])
      .where('therapistId', '=', t.id)
      .where('startsAt', '=', new Date(MONDAY))
      .where('status', 'in', ['pending_email', 'requested', 'confirmed'])
      .execute();
    expect(rows).toEqual([{ uid: accepted[0]?.json().uid, status: 'requested' }]);
  });

  it('lets a person leave; a slot held for them passes to the next', async () => {
    const t = await fullPractice();
    const first = await waitingClient(t);
    const second = await waitingClient(t);
    await cancel(t, TUESDAY);
    await offerRound(t);
    expect((await entryOf(first.uid, first.cookie)).offer?.start).toBe(TUESDAY);
    const left = await call(app, 'POST', `/api/v1/waitlist/${first.uid}/leave`, first.cookie, {});
    expect(left.json()).toEqual({ uid: first.uid, status: 'left' });
    await app.settled();
    expect((await entryOf(second.uid, second.cookie)).offer?.start).toBe(TUESDAY);
    expect((await call(app, 'POST', `/api/v1/waitlist/${first.uid}/leave`, first.cookie, {})).statusCode).toBe(409);
    expect((await call(app, 'GET', '/api/v1/me/waitlist', first.cookie)).json().entries[0].status).toBe('left');
  });

  it('lets the therapist pause, close, offer by hand and remove', async () => {
    const t = await fullPractice();
    const settings = (status: string, holdMinutes = 45) =>
      call(app, 'PUT', '/api/v1/dashboard/waitlist/settings', t.cookie, { status, alwaysOpen: false, holdMinutes });
    const first = await waitingClient(t, { ...EVERYTHING, weekdays: [6] });
    const second = await waitingClient(t);

    expect((await settings('paused')).statusCode).toBe(200);
    await cancel(t, TUESDAY);
    expect(await offerRound(t)).toBe(0);
    expect((await entryOf(second.uid, second.cookie)).offer).toBeNull();

    expect((await settings('closed')).statusCode).toBe(200);
    const late = await signedInAccount(app, db, 'client');
    const refused = await join(t, late.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.reason).toBe('closed');
    expect((await call(app, 'GET', `/api/v1/therapists/${t.slug}/waitlist`)).json()).toMatchObject({
      status: 'closed',
    });

    // By hand, the therapist offers the Tuesday to the first, whose wishes it does not fit.
    const hand = await call(app, 'POST', `/api/v1/dashboard/waitlist/entries/${first.uid}/offer`, t.cookie, {
      start: TUESDAY,
      modality: 'online',
    });
    expect(hand.statusCode, hand.body).toBe(201);
    expect(hand.json()).toMatchObject({ start: '2026-12-08T08:00:00.000Z', holdExpiresAt: '2026-12-07T05:45:00.000Z' });
    expect((await entryOf(first.uid, first.cookie)).offer?.start).toBe(TUESDAY);
    // Not a second offer to the same person, nor a time that is not free.
    const twice = await call(app, 'POST', `/api/v1/dashboard/waitlist/entries/${first.uid}/offer`, t.cookie, {
      start: TUESDAY,
    });
    expect(twice.statusCode).toBe(409);
    const taken = await call(app, 'POST', `/api/v1/dashboard/waitlist/entries/${second.uid}/offer`, t.cookie, {
      start: MONDAY,
    });
    expect(taken.json().code).toBe('SLOT_UNAVAILABLE');

    const removed = await call(app, 'DELETE', `/api/v1/dashboard/waitlist/entries/${first.uid}`, t.cookie);
    expect(removed.json()).toEqual({ uid: first.uid, status: 'removed' });
    expect((await entryOf(first.uid, first.cookie)).offer).toBeNull();
    expect((await call(app, 'GET', '/api/v1/dashboard/waitlist', t.cookie)).json().entries).toMatchObject([
      { uid: second.uid, position: 1 },
    ]);
    // Opening again offers the freed Tuesday to who is waiting.
    expect((await settings('open')).statusCode).toBe(200);
    await app.settled();
    expect((await entryOf(second.uid, second.cookie)).offer?.start).toBe(TUESDAY);
  });

  it('answers each new endpoint only to whom it belongs (401, 403, 404 across practices)', async () => {
    const t = await fullPractice();
    const other = await fullPractice();
    const mine = await waitingClient(t);
    const stranger = await signedInAccount(app, db, 'client');
    const admin = await signedInAccount(app, db, 'admin');
    await cancel(t, TUESDAY);
    await offerRound(t);
    const offer = (await entryOf(mine.uid, mine.cookie)).offer;

    // Signed out.
    for (const [method, url] of [
      ['GET', '/api/v1/me/waitlist'],
      ['GET', '/api/v1/dashboard/waitlist'],
      ['PUT', '/api/v1/dashboard/waitlist/settings'],
      ['POST', `/api/v1/dashboard/waitlist/entries/${mine.uid}/offer`],
      ['DELETE', `/api/v1/dashboard/waitlist/entries/${mine.uid}`],
    ] as const) {
      expect(
        (await call(app, method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode,
        url,
      ).toBe(401);
    }
    // The wrong role.
    expect((await call(app, 'GET', '/api/v1/me/waitlist', t.cookie)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/v1/dashboard/waitlist', mine.cookie)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/v1/dashboard/waitlist', admin.cookie)).statusCode).toBe(403);
    expect((await join(t, t.cookie)).statusCode).toBe(403);
    // Another practice's entry, another client's entry: as if it did not exist.
    expect((await call(app, 'DELETE', `/api/v1/dashboard/waitlist/entries/${mine.uid}`, other.cookie)).statusCode).toBe(
      404,
    );
    const foreignOffer = await call(app, 'POST', `/api/v1/dashboard/waitlist/entries/${mine.uid}/offer`, other.cookie, {
      start: TUESDAY,
    });
    expect(foreignOffer.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `/api/v1/waitlist/${mine.uid}`],
      ['POST', `/api/v1/waitlist/${mine.uid}/leave`],
      ['POST', `/api/v1/waitlist/${mine.uid}/confirm`],
      ['POST', `/api/v1/waitlist/${mine.uid}/offers/${offer?.id}/accept`],
      ['POST', `/api/v1/waitlist/${mine.uid}/offers/${offer?.id}/decline`],
    ] as const) {
      for (const cookie of [undefined, stranger.cookie, t.cookie]) {
        expect((await call(app, method, url, cookie, method === 'POST' ? {} : undefined)).statusCode, url).toBe(404);
      }
    }
    // The therapist's view of their own list never shows another practice's people.
    expect((await call(app, 'GET', '/api/v1/dashboard/waitlist', other.cookie)).json().entries).toEqual([]);
    expect((await entryOf(mine.uid, mine.cookie)).offer?.id).toBe(offer?.id);
  });

  it('answers bad input with a clear 4xx', async () => {
    const t = await fullPractice();
    const client = await signedInAccount(app, db, 'client');
    const cases: [object, number, string][] = [
      [{ wishes: { ...EVERYTHING, weekdays: [8] } }, 400, 'VALIDATION_FAILED'],
      [{ wishes: { ...EVERYTHING, modalities: [] } }, 400, 'VALIDATION_FAILED'],
      [{ wishes: { ...EVERYTHING, timesOfDay: ['night'] } }, 400, 'VALIDATION_FAILED'],
      [{ serviceId: 'not-a-uuid' }, 400, 'VALIDATION_FAILED'],
      [{ serviceId: '00000000-0000-4000-8000-000000000000' }, 404, 'NOT_FOUND'],
      [{ therapistSlug: 'nobody-here' }, 404, 'NOT_FOUND'],
    ];
    for (const [extra, status, code] of cases) {
      const response = await join(t, client.cookie, extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    const noEmail = await join(t, undefined);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().details[0].field).toBe('body.email');
    const badHold = await call(app, 'PUT', '/api/v1/dashboard/waitlist/settings', t.cookie, {
      status: 'open',
      alwaysOpen: false,
      holdMinutes: 2,
    });
    expect(badHold.statusCode).toBe(400);
    const badStatus = await call(app, 'PUT', '/api/v1/dashboard/waitlist/settings', t.cookie, {
      status: 'sometimes',
      alwaysOpen: false,
      holdMinutes: 30,
    });
    expect(badStatus.statusCode).toBe(400);
    const entry = await waitingClient(t);
    const past = await call(app, 'POST', `/api/v1/dashboard/waitlist/entries/${entry.uid}/offer`, t.cookie, {
      start: 'yesterday',
    });
    expect(past.statusCode).toBe(400);
    const unknownOffer = await call(
      app,
      'POST',
      `/api/v1/waitlist/${entry.uid}/offers/00000000-0000-4000-8000-000000000000/accept`,
      entry.cookie,
      {},
    );
    expect(unknownOffer.statusCode).toBe(404);
  });

  it('keeps entries with the account: in its export, and gone with it', async () => {
    const t = await fullPractice();
    const client = await waitingClient(t);
    const exported = await exportAccountData(db, app.sealer, client.userId);
    expect(exported.documents['waitlist.json']).toMatchObject([
      { uid: client.uid, slug: t.slug, status: 'waiting', email: client.email, wishes: EVERYTHING },
    ]);
    await db.deleteFrom('userAccount').where('id', '=', client.userId).execute();
    const left = await db.selectFrom('waitlistEntry').select('id').where('uid', '=', client.uid).execute();
    expect(left).toEqual([]);
  });
});
