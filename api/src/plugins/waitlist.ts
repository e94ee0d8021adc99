import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NEXT_FREE_SLOT_TOPIC } from '../booking/next-free-slot.ts';
import { expireOffers, offerOpenSlots, therapistsWithWaitingEntries } from '../waitlist/offers.ts';
import { forgetUnconfirmedEntries } from '../waitlist/waitlist.ts';

/** How often holds that ran out are passed on. */
const SWEEP_EVERY_MS = 10_000;
/** Every so many sweeps, every open list with someone waiting is looked at, whatever announced it. */
const FULL_ROUND_EVERY = 6;

/**
 * Offers opening slots to the people waiting (decision 037), on every instance that runs jobs. The
 * next free slot's refresher announces the therapists whose free time moved (a cancellation, a
 * declined request, new hours: the same hook points, decision 033); their lists are looked at at
 * once. Every sweep passes on the holds that ran out, and every minute every open list with someone
 * waiting is looked at, for a slot that opened behind a therapist's first free one. Instances may
 * do this at the same time: the offers' constraints keep one live offer per time and per person.
 */
export default fp(async function waitlistOffers(
  app: FastifyInstance,
  { enabled, linkSecret }: { enabled: boolean; linkSecret: string },
) {
  if (!enabled) return;
  const due = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let sweeps = 0;

  const offerFor = async (therapists: Iterable<string>) => {
    for (const therapistId of therapists) {
      try {
        await offerOpenSlots(app.db, app.withEmails, linkSecret, therapistId);
      } catch (error) {
        app.log.error({ err: error, therapistId }, 'waitlist: offering open slots failed');
      }
    }
  };
  const round = async () => {
    const expired = await expireOffers(app.db);
    for (const id of expired) due.add(id);
    if (sweeps % FULL_ROUND_EVERY === 0) {
      await forgetUnconfirmedEntries(app.db);
      for (const id of await therapistsWithWaitingEntries(app.db)) due.add(id);
    }
    sweeps += 1;
    const now = [...due];
    due.clear();
    await offerFor(now);
  };
  const run = () => {
    if (running || closed) return;
    clearTimeout(timer);
    running = round()
      .catch((error) => app.log.error({ err: error }, 'waitlist: sweep failed'))
      .finally(() => {
        running = undefined;
        if (!closed) timer = setTimeout(run, due.size > 0 ? 0 : SWEEP_EVERY_MS);
      });
  };

  const unsubscribe = app.live.subscribe(NEXT_FREE_SLOT_TOPIC, (event) => {
    const { therapists } = event as { therapists?: string[] };
    for (const id of therapists ?? []) due.add(id);
    if (!running) run();
  });
  app.addHook('onReady', async () => {
    timer = setTimeout(run, 0);
  });
  app.addHook('onClose', async () => {
    closed = true;
    unsubscribe();
    clearTimeout(timer);
    await running;
  });
});
