import { LRUCache } from 'lru-cache';
import type { SlotModality } from '../booking/next-free-slot.ts';
import type { Database } from '../db/database.ts';
import { type Availability, availabilityOf } from './service.ts';
import type { EngineResult } from './types.ts';

export interface AvailabilityCache {
  /**
   * These therapists' availability, from memory where it is known, else read (availabilityOf), or
   * taken from the slots a search just read with its hits.
   */
  get(
    db: Database,
    ids: string[],
    modality: SlotModality,
    slots?: EngineResult['slots'],
  ): Promise<Map<string, Availability>>;
  /** Forgets these therapists' (every therapist's without `ids`): their next free slot moved. */
  forget(ids?: string[]): void;
}

const WAYS: SlotModality[] = ['any', 'online', 'in_person'];

/**
 * Each therapist's next free slot and zone as search cards show them, kept for as long as search
 * answers are (SEARCH_CACHE_SECONDS) and forgotten as soon as the refresher announces that a
 * therapist's answer moved (the route subscribes it to the live bus): a repeated search reads
 * nothing from the database, and a card lags a booking by at most the refresher's round (decision
 * 033). With a lifetime of 0 every answer is read.
 */
export function availabilityCache(options: { ttlSeconds: number; max?: number }): AvailabilityCache {
  if (options.ttlSeconds <= 0)
    return { get: (db, ids, modality, slots) => availabilityOf(db, ids, modality, slots), forget: () => {} };
  const cache = new LRUCache<string, Availability>({ max: options.max ?? 50_000, ttl: options.ttlSeconds * 1000 });
  // A read that began before a therapist was forgotten may hold the answer as it was: not kept.
  let generation = 0;
  let forgottenAt = 0;
  const key = (modality: SlotModality, id: string) => `${modality}:${id}`;
  return {
    async get(db, ids, modality, slots) {
      const answers = new Map<string, Availability>();
      const missing: string[] = [];
      for (const id of ids) {
        const known = cache.get(key(modality, id));
        if (known) answers.set(id, known);
        else missing.push(id);
      }
      if (missing.length === 0) return answers;
      const started = generation;
      // Slots a search read before the last forget may be the ones forgotten.
      const current = !slots || slots.at.getTime() >= forgottenAt;
      const read = await availabilityOf(db, missing, modality, slots);
      for (const [id, availability] of read) {
        answers.set(id, availability);
        if (started === generation && current) cache.set(key(modality, id), availability);
      }
      return answers;
    },
    forget(ids) {
      generation += 1;
      forgottenAt = Date.now();
      if (!ids) cache.clear();
      else for (const id of ids) for (const way of WAYS) cache.delete(key(way, id));
    },
  };
}
