// Each therapist's next free slot, kept in the database so that searches can filter and sort on it
// (decision 033). One hook point keeps it current: a trigger on every table the slot engine reads
// appends the therapist to `next_free_slot_change` in the transaction of the change, for the
// refresher (plugins/next-free-slots.ts) to take; time passing is covered by `valid_until`. Readers here
// never trust a stale row: what is stale is computed on the spot.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import {
  DEFAULT_POLICY,
  POLICY_COLUMNS,
  type PolicyColumns,
  policyOf,
  type Sources,
  sourceColumns,
  toSlotQuery,
} from './availability.ts';
import {
  addDays,
  type BookableService,
  type FirstSlot,
  type FirstSlots,
  firstSlots,
  type Meeting,
} from './first-slot.ts';

export type { FirstSlot as NextFreeSlot } from './first-slot.ts';

/** The live-bus topic on which the refresher announces `{ type: 'written', therapists }`: answers that moved. */
export const NEXT_FREE_SLOT_TOPIC = 'next-free-slot';

/** Which row: over every service, or only over those that can be held this way. */
export type SlotModality = 'any' | Meeting;

/** How many therapists one refresh round loads and computes in one transaction. */
export const REFRESH_BATCH = 50;

/** A therapist whose zone or data the engine refuses is tried again after this long. */
const RETRY_AFTER_FAILURE_MS = 10 * 60_000;

const NOTHING: FirstSlots = { any: null, online: null, in_person: null, validUntil: null };

interface Loaded {
  therapistId: string;
  /** Listed, verified and accepting new clients: otherwise nobody new can book, and the answer is null. */
  bookable: boolean;
  horizonDays: number;
  /** The change rows this load saw; deleting exactly these keeps later ones for the next round. */
  changes: string[];
  /** What is stored now, one fingerprint per row (see fingerprint). */
  stored: Set<string>;
  compute: () => FirstSlots;
}

interface StoredRow {
  modality: SlotModality;
  start: string;
  serviceId: string;
  modalities: Meeting[];
}
/** One row's content, to tell whether a refresh moved it. */
const fingerprint = (modality: SlotModality, startMs: number, serviceId: string, modalities: Meeting[]) =>
  `${modality}|${startMs}|${serviceId}|${modalities.join(',')}`;

type LoadedRow = PolicyColumns &
  Sources & {
    id: string;
    bookable: boolean;
    services: BookableService[];
    nextHoldExpiry: Date | null;
    changes: string[];
    stored: StoredRow[];
  };

/**
 * What the engine needs for each therapist, in one statement, with the same sources the slots
 * endpoint reads (availability.ts). `horizonDays` is the longest horizon the loaded range must cover.
 */
async function load(db: Database, ids: string[], now: Date, horizonDays: number): Promise<Map<string, Loaded>> {
  if (ids.length === 0) return new Map();
  // Every zone's local today is within a day of UTC's; the horizon counts from there.
  const utcToday = now.toISOString().slice(0, 10);
  const range = { from: addDays(utcToday, -1), to: addDays(utcToday, horizonDays + 1), now };
  const { rows } = await sql<LoadedRow>`
    SELECT t.id, ${POLICY_COLUMNS},
           (t.listed AND t.verified_at IS NOT NULL AND t.accepting_new_clients) AS bookable,
           -- The services a visitor can book, in the order of GET /api/v1/therapists/{slug}/services.
           (SELECT coalesce(json_agg(json_build_object('id', id, 'durationMinutes', duration_minutes,
                                                       'modality', modality) ORDER BY position, created_at), '[]')
              FROM service WHERE therapist_id = t.id AND archived_at IS NULL) AS services,
           -- A guest's hold or a waitlist offer's (decision 037) gives its time back when it runs out.
           (SELECT min(expiry) FROM (
              SELECT hold_expires_at AS expiry FROM appointment
               WHERE therapist_id = t.id AND status = 'pending_email' AND hold_expires_at > ${now}
              UNION ALL
              SELECT hold_expires_at FROM waitlist_offer
               WHERE therapist_id = t.id AND status = 'offered' AND hold_expires_at > ${now}) holds) AS "nextHoldExpiry",
           (SELECT coalesce(array_agg(id::text), '{}') FROM next_free_slot_change WHERE therapist_id = t.id) AS changes,
           (SELECT coalesce(json_agg(json_build_object('modality', modality, 'start', starts_at, 'serviceId', service_id,
                                                       'modalities', modalities)), '[]')
              FROM next_free_slot WHERE therapist_id = t.id) AS stored,
           ${sourceColumns(sql`t.id`, range)}
      FROM therapist t LEFT JOIN booking_policy p ON p.therapist_id = t.id
     WHERE t.id = ANY(${ids}::uuid[])`.execute(db);
  const loaded = new Map<string, Loaded>();
  for (const row of rows) {
    const policy = policyOf(row.id, row);
    loaded.set(row.id, {
      therapistId: row.id,
      bookable: row.bookable,
      horizonDays: policy.horizonDays,
      changes: row.changes,
      stored: new Set(row.stored.map((r) => fingerprint(r.modality, Date.parse(r.start), r.serviceId, r.modalities))),
      compute: () => {
        if (!row.bookable || row.services.length === 0) return NOTHING;
        // The slots endpoint's query for this therapist; firstSlots fills in service, way and dates.
        const query = toSlotQuery(policy, row, { ...range, service: { durationMinutes: 1, modality: 'online' } });
        const { weekly, exceptions, appointments, busy } = query;
        return firstSlots({
          base: { policy, weekly, exceptions, appointments, busy, now },
          services: row.services,
          nextHoldExpiry: row.nextHoldExpiry,
        });
      },
    });
  }
  return loaded;
}

const horizonOf = (row: { horizonDays: number | null; policyRow: string | null }) =>
  row.policyRow === null ? DEFAULT_POLICY.horizonDays : (row.horizonDays ?? 1);

export interface RefreshResult {
  /** Each refreshed therapist's answers. */
  answers: Map<string, FirstSlots>;
  /** Therapists whose stored answer moved. */
  changed: string[];
  /** Therapists another refresh holds right now; theirs will be stored by it. */
  busy: string[];
}

export interface RefreshOptions {
  now?: Date;
  /** Told of a therapist whose data the engine refuses (the slots endpoint fails for them too). */
  onError?: (therapistId: string, error: unknown) => void;
}

/**
 * Computes and stores the next free slots of these therapists, one transaction. Each therapist's
 * state row is locked while it is computed, so two refreshes never interleave for one therapist;
 * one held elsewhere is skipped (and listed in `busy`). Changes announced after the data was read
 * stay behind for the next round.
 */
export async function refreshNextFreeSlots(
  db: Database,
  therapistIds: string[],
  options: RefreshOptions = {},
): Promise<RefreshResult> {
  const now = options.now ?? new Date();
  const ids = [...new Set(therapistIds)];
  if (ids.length === 0) return { answers: new Map(), changed: [], busy: [] };
  return db.transaction().execute(async (trx) => {
    const lock = async (which: string[]) =>
      (
        await sql<{ therapistId: string; horizonDays: number | null; policyRow: string | null }>`
          SELECT s.therapist_id AS "therapistId", p.horizon_days AS "horizonDays", p.therapist_id AS "policyRow"
            FROM next_free_slot_state s LEFT JOIN booking_policy p ON p.therapist_id = s.therapist_id
           WHERE s.therapist_id = ANY(${which}::uuid[])
           ORDER BY s.therapist_id
             FOR UPDATE OF s SKIP LOCKED`.execute(trx)
      ).rows;
    const locked = await lock(ids);
    if (locked.length < ids.length) {
      // Therapists never computed have no state row yet; the others missing are being refreshed elsewhere.
      const rest = ids.filter((id) => !locked.some((row) => row.therapistId === id));
      // In one order everywhere: two refreshes that both add rows never wait for each other in a circle.
      await sql`
        INSERT INTO next_free_slot_state (therapist_id, computed_at)
        SELECT id, ${now} FROM therapist WHERE id = ANY(${rest}::uuid[]) ORDER BY id
        ON CONFLICT (therapist_id) DO NOTHING`.execute(trx);
      locked.push(...(await lock(rest)));
    }
    const lockedIds = new Set(locked.map((r) => r.therapistId));
    const busy = ids.filter((id) => !lockedIds.has(id));
    const horizon = Math.max(1, ...locked.map(horizonOf));
    const loaded = await load(trx, [...lockedIds], now, horizon);

    const answers = new Map<string, FirstSlots>();
    const validUntil: (Date | null)[] = [];
    const seen: string[] = [];
    const changed: string[] = [];
    const rows: { therapistId: string; modality: SlotModality; slot: FirstSlot }[] = [];
    for (const entry of loaded.values()) {
      // A horizon lengthened between the lock and the load reaches past the loaded range: next round.
      if (entry.horizonDays > horizon) continue;
      let answer: FirstSlots;
      try {
        answer = entry.compute();
        validUntil.push(answer.validUntil);
      } catch (error) {
        options.onError?.(entry.therapistId, error);
        answer = NOTHING;
        validUntil.push(new Date(now.getTime() + RETRY_AFTER_FAILURE_MS));
      }
      answers.set(entry.therapistId, answer);
      seen.push(...entry.changes);
      const fresh = new Set<string>();
      for (const modality of ['any', 'online', 'in_person'] as const) {
        const slot = answer[modality];
        if (!slot) continue;
        fresh.add(fingerprint(modality, Date.parse(slot.start), slot.serviceId, slot.modalities));
        rows.push({ therapistId: entry.therapistId, modality, slot });
      }
      if (fresh.size !== entry.stored.size || [...fresh].some((f) => !entry.stored.has(f))) {
        changed.push(entry.therapistId);
      }
    }
    const done = [...answers.keys()];
    if (done.length === 0) return { answers, changed, busy };

    // One statement: the changes seen are consumed, rows for ways without a slot go, the others are
    // written, and the state says until when the answers hold.
    const written = rows.filter((r) => changed.includes(r.therapistId));
    await sql`
      WITH consumed AS (DELETE FROM next_free_slot_change WHERE id = ANY(${seen}::bigint[])),
      fresh AS (
        SELECT * FROM unnest(${written.map((r) => r.therapistId)}::uuid[], ${written.map((r) => r.modality)}::text[],
                             ${written.map((r) => r.slot.start)}::timestamptz[], ${written.map((r) => r.slot.serviceId)}::uuid[],
                             ${written.map((r) => r.slot.modalities.join(','))}::text[])
          AS f(therapist_id, modality, starts_at, service_id, modalities)),
      removed AS (
        DELETE FROM next_free_slot n
         WHERE n.therapist_id = ANY(${changed}::uuid[])
           AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.therapist_id = n.therapist_id AND f.modality = n.modality)),
      upserted AS (
        INSERT INTO next_free_slot (therapist_id, modality, starts_at, service_id, modalities)
        SELECT therapist_id, modality, starts_at, service_id, string_to_array(modalities, ',') FROM fresh
        ON CONFLICT (therapist_id, modality) DO UPDATE
          SET starts_at = excluded.starts_at, service_id = excluded.service_id, modalities = excluded.modalities)
      UPDATE next_free_slot_state s SET valid_until = v.valid_until, computed_at = ${now}
        FROM unnest(${done}::uuid[], ${validUntil}::timestamptz[]) AS v(id, valid_until)
       WHERE s.therapist_id = v.id`.execute(trx);
    return { answers, changed, busy };
  });
}

/**
 * Refreshes what is due, oldest first: therapists with announced changes, and those whose answer
 * time has made wrong, up to `limit` of them, skipping any another instance is refreshing. Returns
 * how many it refreshed and whose answers moved.
 */
export async function refreshDueNextFreeSlots(
  db: Database,
  options: RefreshOptions & { limit?: number } = {},
): Promise<{ refreshed: number; changed: string[] }> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? REFRESH_BATCH;
  // Two index scans that stop at `limit`: no pass over every change or every therapist.
  const { rows } = await sql<{ therapistId: string }>`
    (SELECT therapist_id AS "therapistId" FROM next_free_slot_change ORDER BY id LIMIT ${limit})
    UNION ALL
    (SELECT therapist_id FROM next_free_slot_state WHERE valid_until < ${now} ORDER BY valid_until LIMIT ${limit})`.execute(
    db,
  );
  const due = [...new Set(rows.map((r) => r.therapistId))].slice(0, limit);
  if (due.length === 0) return { refreshed: 0, changed: [] };
  const result = await refreshNextFreeSlots(db, due, { ...options, now });
  return { refreshed: result.answers.size, changed: result.changed };
}

/** Refreshes what is due until nothing is left (or only what other instances hold); answers whose answers moved. */
export async function refreshAllDueNextFreeSlots(db: Database, options: RefreshOptions = {}): Promise<string[]> {
  const changed: string[] = [];
  for (;;) {
    const round = await refreshDueNextFreeSlots(db, options);
    changed.push(...round.changed);
    if (round.refreshed === 0) return changed;
  }
}

/**
 * Computes every therapist's next free slots, `batch` to a transaction: after a bulk load that
 * switched the trigger off (the seed). Answers how many therapists it computed.
 */
export async function refreshEveryNextFreeSlot(db: Database, options: RefreshOptions & { batch?: number } = {}) {
  let after = '00000000-0000-0000-0000-000000000000';
  let count = 0;
  for (;;) {
    const page = await db
      .selectFrom('therapist')
      .select('id')
      .where('id', '>', after)
      .orderBy('id')
      .limit(options.batch ?? 200)
      .execute();
    if (page.length === 0) return count;
    count += (
      await refreshNextFreeSlots(
        db,
        page.map((r) => r.id),
        options,
      )
    ).answers.size;
    after = page.at(-1)?.id ?? after;
  }
}

/**
 * The next free slot of each of these therapists — over all their bookable services, or with
 * `modality` over those that can be held that way — exactly as the slots endpoint would answer now:
 * the stored row where it is current, else computed on the spot (and stored). null where nothing
 * is free within the booking horizon, the therapist takes no new clients, or is not listed.
 */
export async function nextFreeSlots(
  db: Database,
  therapistIds: string[],
  options: { modality?: SlotModality; now?: Date } = {},
): Promise<Map<string, FirstSlot | null>> {
  const now = options.now ?? new Date();
  const modality = options.modality ?? 'any';
  const stored = await storedNextFreeSlots(db, therapistIds, modality, now);
  return nextFreeSlotsFrom(db, stored, { modality, now });
}

/**
 * A therapist's stored next free slot for one way of meeting as `next_free_slot_now` reads it
 * (decision 046): `current` says whether it can be trusted, and the practice's time zone comes with it.
 */
export interface StoredNextFreeSlot {
  id: string;
  current: boolean;
  startsAt: Date | string | null;
  serviceId: string | null;
  modalities: Meeting[] | null;
  timeZone: string | null;
}

/** The stored next free slots of these therapists, each once, current or not (see nextFreeSlotsFrom). */
export async function storedNextFreeSlots(
  db: Database,
  therapistIds: string[],
  modality: SlotModality,
  now: Date,
): Promise<StoredNextFreeSlot[]> {
  const ids = [...new Set(therapistIds)];
  if (ids.length === 0) return [];
  const { rows } = await sql<StoredNextFreeSlot>`
    SELECT id, current, starts_at AS "startsAt", service_id AS "serviceId", modalities, time_zone AS "timeZone"
      FROM next_free_slot_now(${ids}::uuid[], ${modality}::text, ${now}::timestamptz)`.execute(db);
  return rows;
}

/**
 * The answers for stored rows, read however (here, or by the search engine with its hits): a
 * current row as stored, a stale one computed on the spot and stored, so no reader trusts a row
 * that the refresher has not caught up with.
 */
export async function nextFreeSlotsFrom(
  db: Database,
  stored: StoredNextFreeSlot[],
  { modality, now }: { modality: SlotModality; now: Date },
): Promise<Map<string, FirstSlot | null>> {
  const answers = new Map<string, FirstSlot | null>();
  const stale: string[] = [];
  for (const row of stored) {
    if (!row.current) stale.push(row.id);
    else
      answers.set(
        row.id,
        row.startsAt && row.serviceId && row.modalities
          ? { start: isoInstant(new Date(row.startsAt)), serviceId: row.serviceId, modalities: row.modalities }
          : null,
      );
  }
  if (stale.length > 0) {
    const refreshed = await refreshNextFreeSlots(db, stale, { now });
    for (const [id, answer] of refreshed.answers) answers.set(id, answer[modality]);
    // Held by a refresh elsewhere right now: computed here as well, not stored twice.
    const elsewhere = stale.filter((id) => !refreshed.answers.has(id));
    if (elsewhere.length > 0) {
      const loaded = await load(db, elsewhere, now, await longestHorizon(db, elsewhere));
      for (const entry of loaded.values()) answers.set(entry.therapistId, entry.compute()[modality]);
    }
  }
  for (const row of stored) if (!answers.has(row.id)) answers.set(row.id, null);
  return answers;
}

async function longestHorizon(db: Database, ids: string[]): Promise<number> {
  const rows = await db
    .selectFrom('therapist as t')
    .leftJoin('bookingPolicy as p', 'p.therapistId', 't.id')
    .select(['p.horizonDays', 'p.therapistId as policyRow'])
    .where('t.id', 'in', ids)
    .execute();
  return Math.max(1, ...rows.map(horizonOf));
}

/** ISO instants as the slot engine writes them: whole seconds, UTC. */
const isoInstant = (date: Date) => date.toISOString().replace('.000Z', 'Z');
