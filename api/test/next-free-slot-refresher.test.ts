import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NEXT_FREE_SLOT_TOPIC } from '../src/booking/next-free-slot.ts';
import { zonedDate } from '../src/contract/locales.ts';
import type { LiveEvent } from '../src/live/bus.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist, firstService, openEveryDay } from './helpers/factories.ts';
import { nextAddress } from './helpers/sessions.ts';

/** Polls `read` until it answers `expected` (deep equality), for at most `ms`; answers the last read. */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    last = await read();
  }
  return last;
}

describe('the next free slot refresher (where the app runs jobs)', async () => {
  const { db } = await isolatedDatabase();
  const { app } = await testApp({ runJobs: true }, { db });
  await app.ready();
  const written: LiveEvent[] = [];
  app.live.subscribe(NEXT_FREE_SLOT_TOPIC, (event) => {
    if (event.type === 'written') written.push(event);
  });
  const stored = async (therapistId: string) =>
    (
      await db
        .selectFrom('nextFreeSlot')
        .select('startsAt')
        .where('therapistId', '=', therapistId)
        .where('modality', '=', 'any')
        .executeTakeFirst()
    )?.startsAt.toISOString() ?? null;
  /**
   * The first slot the slots endpoint offers (these therapists have one online service and a 60-day
   * horizon), asked without reading the profile, which would store what it computes itself.
   */
  const truth = async (slug: string) => {
    const services = await app.inject({ url: `/api/v1/therapists/${slug}/services`, remoteAddress: nextAddress() });
    expect(services.statusCode, services.body).toBe(200);
    const [service] = services.json() as { id: string }[];
    const today = zonedDate(new Date(), 'Europe/Berlin');
    const to = zonedDate(new Date(Date.now() + 61 * 86_400_000), 'Europe/Berlin');
    const response = await app.inject({
      url: `/api/v1/therapists/${slug}/slots?serviceId=${service?.id}&from=${today}&to=${to}`,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const start = (response.json() as { slots: { start: string }[] }).slots[0]?.start;
    return start ? new Date(start).toISOString() : null;
  };

  it('stores a change within moments, without anyone reading the therapist', async () => {
    const t = await createTherapist(db);
    await openEveryDay(db, t.id);
    await db.insertInto('bookingPolicy').values({ therapistId: t.id, minimumNoticeMinutes: 0 }).execute();
    const first = await eventually(() => stored(t.id), await truth(t.slug));
    expect(first).not.toBeNull();
    expect(first).toBe(await truth(t.slug));

    // The therapist blocks that whole day: the trigger records it, and the refresher's next look stores the next day's.
    const day = zonedDate(new Date(first as string), 'Europe/Berlin');
    const blocked = Date.now();
    await db.insertInto('availabilityException').values({ therapistId: t.id, date: day, available: false }).execute();
    const expected = await truth(t.slug);
    expect(expected).not.toBe(first);
    expect(await eventually(() => stored(t.id), expected)).toBe(expected);
    expect(Date.now() - blocked).toBeLessThan(5_000);
    expect(written.some((event) => (event.therapists as string[]).includes(t.id))).toBe(true);
  });

  it('stores the slot a guest’s hold gave back when the hold runs out, with no change to announce it', async () => {
    const t = await createTherapist(db);
    await openEveryDay(db, t.id);
    await db.insertInto('bookingPolicy').values({ therapistId: t.id, minimumNoticeMinutes: 0 }).execute();
    const free = await eventually(() => stored(t.id), await truth(t.slug));
    expect(free).not.toBeNull();
    const service = await firstService(db, t.id);
    const contact = await db
      .insertInto('pendingContact')
      .values({ therapistId: t.id, name: 'Guest', email: 'guest@example.test', locale: 'en' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A hold on the first slot that runs out in two seconds.
    const start = new Date(free as string);
    await db
      .insertInto('appointment')
      .values({
        uid: randomBytes(16).toString('base64url'),
        therapistId: t.id,
        serviceId: service.id,
        pendingContactId: contact.id,
        clientId: null,
        status: 'pending_email',
        startsAt: start,
        endsAt: new Date(start.getTime() + 50 * 60_000),
        modality: 'online',
        priceMinor: 9000,
        currency: 'EUR',
        holdExpiresAt: new Date(Date.now() + 2_000),
      })
      .execute();
    const held = await truth(t.slug);
    expect(held).not.toBe(free);
    expect(await eventually(() => stored(t.id), held)).toBe(held);
    expect(await eventually(() => stored(t.id), free, 6_000)).toBe(free);
    expect(await truth(t.slug)).toBe(free);
  });
});
