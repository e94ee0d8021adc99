import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Profiles a sitemap file lists: they are the live directory's, so the files follow every change. */
export const SITEMAP_PROFILES_PER_FILE = 9000;

export interface SitemapProfile {
  slug: string;
  /** The first place they see clients in person, which names the profile's path; null when online only. */
  city: string | null;
  updatedAt: Date;
}

/** How many profiles the directory lists (listed and verified). */
export async function listedProfileCount(db: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM therapist WHERE listed AND verified_at IS NOT NULL`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The listed profiles of one sitemap file (from 1), in slug order. */
export async function sitemapProfiles(db: Database, file: number): Promise<SitemapProfile[]> {
  const { rows } = await sql<SitemapProfile>`
    SELECT t.slug, t.updated_at, (SELECT l.city FROM therapist_location l WHERE l.therapist_id = t.id AND t.offers_in_person
                                  ORDER BY l.position LIMIT 1) AS city
    FROM therapist t WHERE t.listed AND t.verified_at IS NOT NULL
    ORDER BY t.slug LIMIT ${SITEMAP_PROFILES_PER_FILE} OFFSET ${(file - 1) * SITEMAP_PROFILES_PER_FILE}`.execute(db);
  return rows;
}
