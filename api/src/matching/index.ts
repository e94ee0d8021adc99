import { randomBytes } from 'node:crypto';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { FieldError } from '../schemas/common.ts';
import { availabilityOf, localizeHit } from '../search/service.ts';
import type { SearchDocument } from '../search/types.ts';
import { effectivePlansOf } from '../subscription/entitlements.ts';
import { approaches, categories, languages, locations, named } from '../taxonomy/index.ts';
import { distinctiveReasons } from './reasons.ts';
import { type Candidate, type MatchAnswers, type Reason, rankCandidates } from './scoring.ts';

const CANDIDATES = 400;
export const MIN_MATCHES = 3;

/** A place filter: a city or berlin/<district>, as in search. */
function placeOf(location: string | undefined): string | undefined {
  if (!location) return undefined;
  const [first = '', second] = location.split('/');
  const place = locations.get(second ?? first);
  if (place?.type === 'city' && !second) return `city:${place.slug}`;
  if (place?.type === 'district' && place.city === first) return `district:${place.slug}`;
  return undefined;
}

export function validateAnswers(answers: MatchAnswers): void {
  const problems: FieldError[] = [];
  const check = (field: string, values: string[], map: Map<string, unknown>) => {
    for (const value of values)
      if (!map.has(value)) problems.push({ field: `body.${field}`, message: `Unknown value "${value}"` });
  };
  check('categories', answers.categories, categories);
  check('languages', answers.languages, languages);
  check('approachesWanted', answers.approachesWanted, approaches);
  check('approachesAvoided', answers.approachesAvoided, approaches);
  if (answers.modality === 'in_person' && !placeOf(answers.location)) {
    problems.push({ field: 'body.location', message: 'Meeting in person needs a city or Berlin district' });
  } else if (answers.location && !placeOf(answers.location)) {
    problems.push({ field: 'body.location', message: `Unknown location "${answers.location}"` });
  }
  if (problems.length > 0)
    throw new AppError('INVALID_MATCH', 400, 'The survey has unknown or missing answers', problems);
}

function requirements(answers: MatchAnswers, relax: { languages?: boolean; place?: boolean; topics?: boolean } = {}) {
  const where: Expression<SqlBool>[] = [];
  const values = (kind: string, slugs: string[]) => slugs.map((s) => `${kind}:${s}`);
  if (!relax.topics && answers.categories.length > 0) {
    where.push(sql<SqlBool>`facets && ${sql.val(values('category', answers.categories))}::text[]`);
  }
  if (!relax.languages && answers.languages.length > 0) {
    where.push(sql<SqlBool>`facets && ${sql.val(values('language', answers.languages))}::text[]`);
  }
  if (answers.approachesAvoided.length > 0) {
    where.push(sql<SqlBool>`NOT (facets && ${sql.val(values('approach', answers.approachesAvoided))}::text[])`);
  }
  const place = placeOf(answers.location);
  const modality = relax.place ? 'online' : answers.modality;
  if (modality === 'online') where.push(sql<SqlBool>`facets @> ARRAY['modality:online']`);
  else if (modality === 'in_person' && place) where.push(sql<SqlBool>`places @> ARRAY[${place}]::text[]`);
  else if (place) where.push(sql<SqlBool>`(places @> ARRAY[${place}]::text[] OR facets @> ARRAY['modality:online'])`);
  return where.length > 0 ? sql.join(where, sql` AND `) : sql`TRUE`;
}

async function candidates(db: Database, answers: MatchAnswers): Promise<Candidate[]> {
  const { rows } = await sql<{ id: string; hit: SearchDocument; priceMinor: number | null; accepting: boolean }>`
    SELECT therapist_id AS id, hit, price_minor AS "priceMinor", accepting_new_clients AS accepting
    FROM search_document WHERE ${requirements(answers)}
    ORDER BY accepting_new_clients DESC, therapist_id LIMIT ${CANDIDATES}`.execute(db);
  if (rows.length === 0) return [];
  const hours = await db
    .selectFrom('availabilityRule')
    .select(['therapistId', 'weekday', 'startTime', 'endTime'])
    .where(
      'therapistId',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const plans = await effectivePlansOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    priority: plans.get(row.id)?.features.includes('matching_priority') === true,
    languages: row.hit.languages,
    categories: row.hit.categories,
    approaches: row.hit.approaches,
    gender: row.hit.gender,
    priceMinor: row.priceMinor,
    acceptingNewClients: row.accepting,
    online: row.hit.modalities.includes('online'),
    places: [...row.hit.cities, ...row.hit.districts.map((d) => `${locations.get(d)?.city ?? ''}/${d}`)],
    hours: hours
      .filter((h) => h.therapistId === row.id)
      .map((h) => ({ weekday: h.weekday, start: h.startTime.slice(0, 5), end: h.endTime.slice(0, 5) })),
  }));
}

/** When there are too few matches: how many there would be with one requirement loosened. */
async function widenings(db: Database, answers: MatchAnswers) {
  const count = async (relax: Parameters<typeof requirements>[1]) => {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM search_document WHERE ${requirements(answers, relax)}`.execute(db);
    return rows[0]?.n ?? 0;
  };
  const options: { widen: 'anyLanguage' | 'online' | 'anyTopic'; count: number }[] = [];
  if (answers.languages.length > 0) options.push({ widen: 'anyLanguage', count: await count({ languages: true }) });
  if (answers.modality !== 'online') options.push({ widen: 'online', count: await count({ place: true }) });
  if (answers.categories.length > 0) options.push({ widen: 'anyTopic', count: await count({ topics: true }) });
  return options.filter((o) => o.count > 0);
}

interface StoredResults {
  therapists: { id: string; score: number; reasons: Reason[] }[];
  widen: Awaited<ReturnType<typeof widenings>>;
}

/**
 * Ranks therapists for the answers, stores the match and returns its unguessable uid (128 bits).
 * A match made by a signed-in client belongs to them at once.
 */
export async function createMatch(
  db: Database,
  answers: MatchAnswers,
  locale: Locale,
  userId: string | null = null,
): Promise<string> {
  validateAnswers(answers);
  const ranked = rankCandidates(answers, await candidates(db, answers));
  const results: StoredResults = {
    therapists: ranked,
    widen: ranked.length < MIN_MATCHES ? await widenings(db, answers) : [],
  };
  const uid = randomBytes(16).toString('base64url');
  await db
    .insertInto('match')
    .values({ uid, locale, answers: JSON.stringify(answers), results: JSON.stringify(results), userId })
    .execute();
  return uid;
}

function localizeReason(reason: Reason, locale: Locale) {
  switch (reason.key) {
    case 'worksWith':
      return { key: reason.key, name: named(categories, reason.category, locale).name };
    case 'speaks':
      return { key: reason.key, name: named(languages, reason.language, locale).name };
    case 'approach':
      return { key: reason.key, name: named(approaches, reason.approach, locale).name };
    case 'withinBudget':
      return { key: reason.key, priceMinor: reason.priceMinor };
    case 'hours':
      return { key: reason.key, slot: reason.slot };
    case 'nearby':
      return { key: reason.key, name: named(locations, reason.place, locale).name };
    default:
      return { key: reason.key };
  }
}

/** Who asks for a match: the signed-in account, if any, and the matches this device's cookie lists. */
export interface MatchViewer {
  userId: string | null;
  deviceUids: readonly string[];
}

/**
 * A stored match with its therapists as they are listed now (anyone since unlisted is left out),
 * each with the few reasons that set them apart.
 * A match tells what someone seeks help for, so only whoever made it may read it: the account it
 * belongs to, or, while it belongs to none, the device that made it. A copied link alone is not
 * enough; to anyone else the match does not exist.
 */
export async function readMatch(db: Database, uid: string, locale: Locale, viewer: MatchViewer) {
  const match = await db.selectFrom('match').selectAll().where('uid', '=', uid).executeTakeFirst();
  const mine =
    match !== undefined &&
    (match.userId === null ? viewer.deviceUids.includes(match.uid) : match.userId === viewer.userId);
  if (!match || !mine) throw notFound('No match has this address');
  const results = match.results as StoredResults;
  const answers = match.answers as MatchAnswers;
  const ids = results.therapists.map((t) => t.id);
  const documents =
    ids.length > 0
      ? await db.selectFrom('searchDocument').select(['therapistId', 'hit']).where('therapistId', 'in', ids).execute()
      : [];
  const byId = new Map(documents.map((d) => [d.therapistId, d.hit as SearchDocument]));
  const availability = await availabilityOf(db, [...byId.keys()]);
  return {
    uid: match.uid,
    createdAt: new Date(match.createdAt).toISOString(),
    categories: answers.categories.map((c) => named(categories, c, locale)),
    // All reasons are stored; which to show depends on the others listed with them.
    therapists: distinctiveReasons(results.therapists.filter((t) => byId.has(t.id))).flatMap((t) => {
      const document = byId.get(t.id);
      return document
        ? [
            {
              ...localizeHit(document, null, locale),
              ...(availability.get(t.id) ?? { nextFreeSlot: null, timeZone: 'UTC' }),
              score: t.score,
              reasons: t.reasons.map((r) => localizeReason(r, locale)),
            },
          ]
        : [];
    }),
    widen: results.widen,
  };
}

/**
 * Summaries, newest first, of the matches made on this device (`uids`, from its cookie) that no
 * account owns, and of every match of the account `userId` when a client is signed in.
 */
export async function listMatches(
  db: Database,
  { uids, userId = null }: { uids: string[]; userId?: string | null },
  locale: Locale,
) {
  if (uids.length === 0 && userId === null) return [];
  const rows = await db
    .selectFrom('match')
    .select(['uid', 'answers', 'results', 'createdAt'])
    .where((eb) => {
      const mine = [];
      if (uids.length > 0) mine.push(eb.and([eb('uid', 'in', uids), eb('userId', 'is', null)]));
      if (userId !== null) mine.push(eb('userId', '=', userId));
      return eb.or(mine);
    })
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((row) => ({
    uid: row.uid,
    createdAt: new Date(row.createdAt).toISOString(),
    categories: (row.answers as MatchAnswers).categories.map((c) => named(categories, c, locale)),
    count: (row.results as StoredResults).therapists.length,
  }));
}
