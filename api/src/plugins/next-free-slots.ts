import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { NEXT_FREE_SLOT_TOPIC, refreshAllDueNextFreeSlots } from '../booking/next-free-slot.ts';

/** Changes arriving within this long are refreshed together. */
const GATHER_MS = 20;
/** Time passing makes answers wrong at known instants: the refresher sleeps until the next one, within these bounds. */
const MIN_SLEEP_MS = 200;
const MAX_SLEEP_MS = 60_000;
const RETRY_MS = 5_000;

/**
 * Keeps every therapist's next free slot current (decision 033), on every instance that runs jobs:
 * woken by the trigger's `changed` on the live bus (and by `resync` when the bus reconnects), and
 * by a timer at the next instant a stored answer runs out. What is due is recorded in the database,
 * so a missed wake-up only delays a refresh; instances share the work through row locks.
 * Announces `written` with the therapists whose answers moved.
 */
export default fp(async function nextFreeSlots(app: FastifyInstance, { enabled }: { enabled: boolean }) {
  if (!enabled) return;
  let timer: NodeJS.Timeout | undefined;
  /** When the pending timer fires (ms since the epoch). */
  let timerAt = Number.POSITIVE_INFINITY;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const sleep = (ms: number) => {
    clearTimeout(timer);
    timer = closed ? undefined : setTimeout(sweep, ms);
    timerAt = timer ? Date.now() + ms : Number.POSITIVE_INFINITY;
  };

  const round = async () => {
    const changed = await refreshAllDueNextFreeSlots(app.db, {
      onError: (therapistId, error) =>
        app.log.error({ err: error, therapistId }, 'next free slot: the slot engine refuses this therapist’s data'),
    });
    for (let at = 0; at < changed.length; at += 100) {
      await app.live.publish(NEXT_FREE_SLOT_TOPIC, { type: 'written', therapists: changed.slice(at, at + 100) });
    }
    const now = Date.now();
    const { rows } = await sql<{ next: Date | null }>`
      SELECT min(valid_until) AS next FROM next_free_slot_state WHERE valid_until >= ${new Date(now)}`.execute(app.db);
    const next = rows[0]?.next?.getTime();
    return next === undefined ? MAX_SLEEP_MS : Math.min(MAX_SLEEP_MS, Math.max(MIN_SLEEP_MS, next + 1 - now));
  };

  function sweep() {
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .then(sleep, (error) => {
        app.log.error({ err: error }, 'next free slot: refreshing failed; trying again');
        sleep(RETRY_MS);
      })
      .finally(() => {
        running = undefined;
        if (again && !closed) {
          again = false;
          sleep(GATHER_MS);
        }
      });
  }

  // A stream of changes must not keep pushing the round back: a round already due soon stays.
  const wake = () => {
    if (running) again = true;
    else if (timerAt > Date.now() + GATHER_MS) sleep(GATHER_MS);
  };

  let unsubscribe = () => {};
  app.addHook('onReady', async () => {
    unsubscribe = app.live.subscribe(NEXT_FREE_SLOT_TOPIC, (event) => {
      if (event.type === 'changed' || event.type === 'resync') wake();
    });
    // Catches up with whatever changed while no instance was running (and after migrations).
    wake();
  });
  app.addHook('onClose', async () => {
    closed = true;
    unsubscribe();
    clearTimeout(timer);
    await running;
  });
});
