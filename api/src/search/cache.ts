import { LRUCache } from 'lru-cache';

export interface SearchCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer, those being loaded included: the index changed (on any instance). */
  clear(): void;
}

/**
 * Answers to identical searches. Most traffic asks the same questions (landing pages, popular
 * filters). Every instance clears its cache when the index is written (the route subscribes it to
 * the live bus), so changes show at once everywhere; the lifetime is the backstop for an
 * announcement that never arrived.
 */
export function searchCache<T extends object>(options: { ttlSeconds: number; max?: number }): SearchCache<T> {
  if (options.ttlSeconds <= 0) return { get: async (_key, load) => load(), clear: () => {} };
  const cache = new LRUCache<string, T>({ max: options.max ?? 2000, ttl: options.ttlSeconds * 1000 });
  const inFlight = new Map<string, Promise<T>>();
  // A load that began before a clear may read the index as it was: its answer is not kept.
  let generation = 0;
  return {
    async get(key, load) {
      const cached = cache.get(key);
      if (cached) return cached;
      // Concurrent identical searches share one database query.
      let pending = inFlight.get(key);
      if (!pending) {
        const started = generation;
        const loading = load()
          .then((value) => {
            if (started === generation) cache.set(key, value);
            return value;
          })
          .finally(() => {
            if (inFlight.get(key) === loading) inFlight.delete(key);
          });
        pending = loading;
        inFlight.set(key, pending);
      }
      return pending;
    },
    clear() {
      generation += 1;
      cache.clear();
      inFlight.clear();
    },
  };
}
