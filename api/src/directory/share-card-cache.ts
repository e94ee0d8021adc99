import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { renderShareCard, type ShareCard } from './share-card.ts';

// A card is drawn once per (therapist, profile version, locale) and instance, then answered from
// memory; the ETag built from the same three lets browsers and a CDN revalidate with a 304 that
// costs one indexed query. Each instance keeps its own cards: the CDN is the layer they share
// (decision 028).

/** Room for about 1,500 cards (a card is 15–25 KB), so a burst of shares cannot grow the process. */
const MAX_BYTES = 32 * 1024 * 1024;

/** Raise it when the card's drawing or words change, so browsers and CDNs holding a card fetch the new one. */
const DESIGN = 1;

/**
 * The profile version a listed, verified therapist's card shows: `therapist.updated_at`, which every
 * profile write moves (profile/store.ts `touch`). 404 when no listed, verified profile has the slug.
 */
export async function shareCardVersion(db: Database, slug: string): Promise<{ therapistId: string; updatedAt: Date }> {
  const row = await db
    .selectFrom('therapist')
    .select(['id', 'updatedAt'])
    .where('slug', '=', slug)
    .where('listed', '=', true)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
  if (!row) throw notFound('No listed profile has this address');
  return { therapistId: row.id, updatedAt: new Date(row.updatedAt) };
}

/**
 * The card's strong ETag: a digest of therapist, profile version, locale and design, so it names
 * one image without showing the therapist's id or when they last edited their profile.
 */
export function shareCardTag(version: { therapistId: string; updatedAt: Date }, locale: Locale): string {
  const digest = createHash('sha256')
    .update(`${DESIGN}:${version.therapistId}:${version.updatedAt.getTime()}:${locale}`)
    .digest('base64url')
    .slice(0, 27);
  return `"${digest}"`;
}

/** Whether an `If-None-Match` header names this ETag (or `*`), compared weakly as RFC 9110 §13.1.2 asks. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export interface ShareCardCache {
  /** The card under `etag`: from memory, or drawn from what `card` reads (once, however many ask at the same time). */
  get(etag: string, card: () => Promise<ShareCard>): Promise<Buffer>;
}

/** The cards this instance has drawn, the least recently asked for forgotten first. */
export function shareCardCache(): ShareCardCache {
  const cards = new LRUCache<string, Buffer, () => Promise<ShareCard>>({
    maxSize: MAX_BYTES,
    sizeCalculation: (png) => png.length,
    fetchMethod: async (_etag, _stale, { context }) => renderShareCard(await context()),
  });
  return {
    async get(etag, card) {
      const png = await cards.fetch(etag, { context: card });
      // fetch answers undefined only when the load was aborted, which nothing here does.
      if (!png) throw new Error('share card: the drawing was aborted');
      return png;
    },
  };
}
