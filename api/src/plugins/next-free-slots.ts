import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NEXT_FREE_SLOT_TOPIC, refreshAllDueNextFreeSlots } from '../booking/next-free-slot.ts';
import { reindex } from '../search/indexer.ts';

/**
 * How often the refresher looks for what is due. Changes are not announced by NOTIFY (PostgreSQL
 * serializes the commits of notifying transactions, and every booking is one): an idle look is two
 * index scans that find nothing.
 */
const LOOK_EVERY_MS = 250;
const RETRY_MS = 5_000;

/**
 * Keeps every therapist's next free slot current (decision 033), on every instance that runs jobs:
 * a few times a second it refreshes the therapists with recorded changes and those whose stored
 * answer time has run out. What is due is recorded in the database, so a stopped instance only
 * delays a refresh; instances share the work through row locks. Announces `written` with the
 * therapists whose answers moved on the live bus, and indexes them again for Meilisearch.
 */
export default fp(async function nextFreeSlots(app: FastifyInstance, { enabled }: { enabled: boolean }) {
  if (!enabled) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const round = async () => {
    const changed = await refreshAllDueNextFreeSlots(app.db, {
      onError: (therapistId, error) =>
        app.log.error({ err: error, therapistId }, 'next free slot: the slot engine refuses this therapist’s data'),
    });
    for (let at = 0; at < changed.length; at += 100) {
      await app.live.publish(NEXT_FREE_SLOT_TOPIC, { type: 'written', therapists: changed.slice(at, at + 100) });
    }
    // An engine with its own copy of the documents (Meilisearch) filters and sorts on their
    // `nextFreeAt`: the moved ones are indexed again. PostgreSQL reads next_free_slot itself.
    if (changed.length > 0 && app.searchEngine.name !== 'postgres') {
      await reindex(app.db, app.searchEngine, changed, app.files.publicUrl);
    }
  };

  const later = (ms: number) => {
    if (!closed) timer = setTimeout(look, ms);
  };
  function look() {
    running = round()
      .then(
        () => later(LOOK_EVERY_MS),
        (error) => {
          app.log.error({ err: error }, 'next free slot: refreshing failed; trying again');
          later(RETRY_MS);
        },
      )
      .finally(() => {
        running = undefined;
      });
  }

  // The first look also catches up with whatever changed while no instance ran (and after migrations).
  app.addHook('onReady', async () => later(0));
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
});
