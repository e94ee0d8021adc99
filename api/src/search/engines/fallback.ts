import type { SearchEngine } from '../types.ts';

/** Told each search that `fallback` answered because the primary engine did not, with its error. */
export type FallbackObserver = (error: unknown) => void;

const observers = new WeakMap<SearchEngine, Set<FallbackObserver>>();

// After a failure the primary engine is left alone this long: a search must not wait for an engine
// that just failed (a timeout each time) before the fallback answers it.
const RETRY_PRIMARY_AFTER_MS = 10_000;

/**
 * Searches `primary` and, while it does not answer (`unreachable` says which errors mean that),
 * `fallback` instead. Writes go to `primary` only: the indexer keeps the fallback's documents itself
 * (see indexer.ts `targets`). The engine keeps the primary's name, so the indexer still writes both.
 */
export function withFallback(
  primary: SearchEngine,
  fallback: SearchEngine,
  unreachable: (error: unknown) => boolean,
): SearchEngine {
  const listeners = new Set<FallbackObserver>();
  let primaryDownUntil = Number.NEGATIVE_INFINITY;
  const fellBack = (error: unknown) => {
    for (const listener of listeners) listener(error);
  };
  const engine: SearchEngine = {
    name: primary.name,
    replaceAll: (batches) => primary.replaceAll(batches),
    upsert: (documents) => primary.upsert(documents),
    remove: (ids) => primary.remove(ids),
    async search(query) {
      if (performance.now() < primaryDownUntil) {
        const result = await fallback.search(query);
        fellBack(undefined);
        return result;
      }
      try {
        return await primary.search(query);
      } catch (error) {
        if (!unreachable(error)) throw error;
        primaryDownUntil = performance.now() + RETRY_PRIMARY_AFTER_MS;
        const result = await fallback.search(query);
        fellBack(error);
        return result;
      }
    },
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
  observers.set(engine, listeners);
  return engine;
}

/**
 * Calls `observer` each time `engine` answers a search from its fallback, until the returned
 * function is called. An engine without a fallback never calls it.
 */
export function observeFallbacks(engine: SearchEngine, observer: FallbackObserver): () => void {
  const listeners = observers.get(engine);
  if (!listeners) return () => {};
  listeners.add(observer);
  return () => listeners.delete(observer);
}
