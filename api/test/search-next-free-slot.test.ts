import { describe, expect, it } from 'vitest';
import {
  NEXT_FREE_SLOT_TOPIC,
  nextFreeSlots,
  refreshAllDueNextFreeSlots,
  refreshEveryNextFreeSlot,
} from '../src/booking/next-free-slot.ts';
import { postgresEngine } from '../src/search/engines/postgres.ts';
import { rebuildIndex } from '../src/search/indexer.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist, firstService, openEveryDay } from './helpers/factories.ts';
import { call } from './helpers/sessions.ts';

// The cards of a search carry each therapist's next free slot (decision 033): read for every
// answer when searches are not cached, and with the cache on, remembered only until the refresher
// announces that the therapist's slot moved.

type Hit = { slug: string; nextFreeSlot: { start: string; serviceId: string } | null; timeZone: string };

describe('next free slots on search cards', async () => {
  const { db } = await isolatedDatabase();
  const publicUrl = (key: string) => `/uploads/${key}`;

  const practice = async () => {
    const therapist = await createTherapist(db, { place: 'berlin/kreuzberg', languages: ['farsi'] });
    await openEveryDay(db, therapist.id);
    return { ...therapist, service: await firstService(db, therapist.id) };
  };
  const index = async () => {
    await refreshEveryNextFreeSlot(db);
    await rebuildIndex(db, postgresEngine(db), publicUrl);
  };
  const cardOf = async (app: Awaited<ReturnType<typeof testApp>>['app'], slug: string) => {
    const response = await app.inject({ url: '/api/v1/therapists/search?language=farsi&perPage=50' });
    expect(response.statusCode).toBe(200);
    return (response.json() as { hits: Hit[] }).hits.find((hit) => hit.slug === slug);
  };
  const book = async (
    app: Awaited<ReturnType<typeof testApp>>['app'],
    slug: string,
    serviceId: string,
    start: string,
  ) => {
    const response = await call(app, 'POST', '/api/v1/bookings', undefined, {
      therapistSlug: slug,
      serviceId,
      start,
      client: { name: 'Lea Test', email: `guest-${Math.random().toString(36).slice(2)}@example.test` },
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  it('are read for each answer: a booking moves the card at once', async () => {
    const { app } = await testApp({}, { db });
    const t = await practice();
    await index();
    const before = await cardOf(app, t.slug);
    expect(before?.timeZone).toBe('Europe/Berlin');
    const first = before?.nextFreeSlot;
    expect(first).toMatchObject({ serviceId: t.service.id });
    await book(app, t.slug, t.service.id, first?.start as string);
    // No refresher has run: the card's answer is the slot engine's own, computed on the spot.
    const after = (await cardOf(app, t.slug))?.nextFreeSlot;
    expect(after?.start).not.toBe(first?.start);
    expect(after).toEqual((await nextFreeSlots(db, [t.id])).get(t.id));
  });

  it('are remembered with the cache on until the refresher says the slot moved', async () => {
    const { app } = await testApp({ searchCacheSeconds: 300 }, { db });
    const t = await practice();
    await index();
    const first = (await cardOf(app, t.slug))?.nextFreeSlot;
    await book(app, t.slug, t.service.id, first?.start as string);
    // Within the refresher's round the card may still show the slot (the booking page then says it has gone).
    expect((await cardOf(app, t.slug))?.nextFreeSlot?.start).toBe(first?.start);
    // The refresher's round: it stores the new answer and announces it (plugins/next-free-slots.ts).
    const moved = await refreshAllDueNextFreeSlots(db);
    expect(moved).toContain(t.id);
    await app.live.publish(NEXT_FREE_SLOT_TOPIC, { type: 'written', therapists: moved });
    let card = await cardOf(app, t.slug);
    for (let waited = 0; card?.nextFreeSlot?.start === first?.start && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      card = await cardOf(app, t.slug);
    }
    expect(card?.nextFreeSlot?.start).not.toBe(first?.start);
    expect(card?.nextFreeSlot).toEqual((await nextFreeSlots(db, [t.id])).get(t.id));
  });
});
