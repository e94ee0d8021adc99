import { LRUCache } from 'lru-cache';

/**
 * Answers to identical searches for a few seconds. Most traffic asks the same questions (landing
 * pages, popular filters); a short lifetime keeps "changes show within seconds" true on every app
 * instance without cross-instance invalidation.
 */
export function searchCache<T extends object>(options: { ttlSeconds: number; max?: number }) {
  if (options.ttlSeconds <= 0) return { get: async (_key: string, load: () => Promise<T>) => load() };
  const cache = new LRUCache<string, T>({ max: options.max ?? 2000, ttl: options.ttlSeconds * 1000 });
  const inFlight = new Map<string, Promise<T>>();
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const cached = cache.get(key);
      if (cached) return cached;
      // Concurrent identical searches share one database query.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = load()
          .then((value) => {
            cache.set(key, value);
            return value;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
