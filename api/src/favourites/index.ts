import { sql } from 'kysely';
import type { Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { loadDocuments } from '../search/documents.ts';
import { cardsOf, type SearchHit } from '../search/service.ts';

/** The address of a public file (the photo on a card), from the file store. */
type PublicUrl = (key: string) => string;

/** The ids of the listed, verified therapists among the slugs; unknown and unlisted ones are left out. */
async function listedIds(db: Database, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('therapist')
    .select(['id', 'slug'])
    .where('slug', 'in', slugs)
    .where('listed', '=', true)
    .where('verifiedAt', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function listedId(db: Database, slug: string): Promise<string> {
  const id = (await listedIds(db, [slug])).get(slug);
  if (!id) throw notFound('No listed profile has this address');
  return id;
}

/**
 * Cards for therapists in the given order, built from the profile tables as search documents are
 * (so they read the same as search results, whatever search engine runs). Anyone no longer listed
 * is left out.
 */
async function cards(db: Database, ids: string[], locale: Locale, publicUrl: PublicUrl): Promise<SearchHit[]> {
  const documents = await loadDocuments(db, { ids }, publicUrl);
  const byId = new Map(documents.map((d) => [d.id, d]));
  return cardsOf(
    db,
    ids.flatMap((id) => {
      const document = byId.get(id);
      return document ? [{ document, distanceKm: null }] : [];
    }),
    locale,
  );
}

/** Public cards for the given slugs, in their order; unknown and unlisted slugs are ignored. */
export async function therapistCards(
  db: Database,
  slugs: string[],
  locale: Locale,
  publicUrl: PublicUrl,
): Promise<SearchHit[]> {
  const ids = await listedIds(db, slugs);
  return cards(
    db,
    [...new Set(slugs)].flatMap((slug) => ids.get(slug) ?? []),
    locale,
    publicUrl,
  );
}

/** A client's favourite therapists, most recently saved first. */
export async function listFavourites(
  db: Database,
  userId: string,
  locale: Locale,
  publicUrl: PublicUrl,
): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom('favourite')
    .select('therapistId')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('therapistId')
    .execute();
  return cards(
    db,
    rows.map((r) => r.therapistId),
    locale,
    publicUrl,
  );
}

/** Saves a listed therapist; saving one already saved keeps its original date. */
export async function addFavourite(db: Database, userId: string, slug: string): Promise<void> {
  const therapistId = await listedId(db, slug);
  await db
    .insertInto('favourite')
    .values({ userId, therapistId })
    .onConflict((oc) => oc.columns(['userId', 'therapistId']).doNothing())
    .execute();
}

export async function removeFavourite(db: Database, userId: string, slug: string): Promise<void> {
  const therapistId = await listedId(db, slug);
  await db.deleteFrom('favourite').where('userId', '=', userId).where('therapistId', '=', therapistId).execute();
}

/**
 * Adds a device's favourites (most recent first) to the account, keeping their order below
 * anything saved later. Slugs that name no listed therapist are ignored: the device may have kept
 * a profile that has since gone.
 */
export async function mergeFavourites(db: Database, userId: string, slugs: string[]): Promise<void> {
  const ids = await listedIds(db, slugs);
  const unique = [...new Set(slugs)].flatMap((slug) => ids.get(slug) ?? []);
  if (unique.length === 0) return;
  // The database's clock, as for a single save: a favourite saved a moment earlier must sort below.
  await db
    .insertInto('favourite')
    .values(
      unique.map((therapistId, index) => ({
        userId,
        therapistId,
        createdAt: sql<Date>`now() - make_interval(secs => ${index / 1000})`,
      })),
    )
    .onConflict((oc) => oc.columns(['userId', 'therapistId']).doNothing())
    .execute();
}
