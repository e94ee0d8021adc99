import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { refreshAllDueNextFreeSlots } from '../../src/booking/next-free-slot.ts';
import { zonedDate } from '../../src/contract/locales.ts';
import type { Database } from '../../src/db/database.ts';
import { nextAddress } from './sessions.ts';

type Meeting = 'online' | 'in_person';
export interface Answer {
  start: string;
  serviceId: string;
  modalities: Meeting[];
}
export interface Answers {
  any: Answer | null;
  online: Answer | null;
  in_person: Answer | null;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const get = (app: FastifyInstance, url: string) => app.inject({ url, remoteAddress: nextAddress() });

/**
 * What a visitor finds by stepping through the booking page, from the public endpoints alone: for
 * each service and each way it can be held, the first slot GET /api/v1/therapists/{slug}/slots
 * offers, asked 62 days at a time from the therapist's today up to the longest booking horizon;
 * the earliest (a tie to the service listed first), and the ways that service can be held then.
 * All null for a therapist who takes no new clients or has no public profile.
 */
export async function slotsEndpointAnswers(app: FastifyInstance, slug: string): Promise<Answers> {
  const none: Answers = { any: null, online: null, in_person: null };
  const profile = await get(app, `/api/v1/therapists/${slug}`);
  if (profile.statusCode === 404) return none;
  expect(profile.statusCode, profile.body).toBe(200);
  const { acceptingNewClients, timeZone } = profile.json() as { acceptingNewClients: boolean; timeZone: string };
  if (!acceptingNewClients) return none;
  const services = (await get(app, `/api/v1/therapists/${slug}/services`)).json() as {
    id: string;
    modality: 'online' | 'in_person' | 'both';
  }[];
  const today = zonedDate(new Date(), timeZone);
  const slots = async (serviceId: string, meeting: Meeting, from: string, to: string) => {
    const response = await get(
      app,
      `/api/v1/therapists/${slug}/slots?serviceId=${serviceId}&modality=${meeting}&from=${from}&to=${to}`,
    );
    expect(response.statusCode).toBe(200);
    return (response.json() as { slots: { start: string }[] }).slots.map((s) => s.start);
  };
  const firsts: { serviceId: string; meeting: Meeting; start: string }[] = [];
  /** Every slot fetched, per service and way, to tell later whether a start is among them. */
  const fetched = new Map<string, { from: string; to: string; starts: string[] }[]>();
  for (const service of services) {
    for (const meeting of service.modality === 'both' ? (['online', 'in_person'] as const) : [service.modality]) {
      const lists: { from: string; to: string; starts: string[] }[] = [];
      fetched.set(`${service.id}|${meeting}`, lists);
      // 365 days is the longest horizon a therapist can set.
      for (let from = today; from <= addDays(today, 365); from = addDays(from, 62)) {
        const to = addDays(from, 61);
        const starts = await slots(service.id, meeting, from, to);
        lists.push({ from, to, starts });
        if (starts[0]) {
          firsts.push({ serviceId: service.id, meeting, start: starts[0] });
          break;
        }
      }
    }
  }
  const earliest = async (meetings: Meeting[]): Promise<Answer | null> => {
    let best: (typeof firsts)[number] | undefined;
    for (const first of firsts) {
      if (!meetings.includes(first.meeting)) continue;
      if (!best || Date.parse(first.start) < Date.parse(best.start)) best = first;
    }
    if (!best) return null;
    const { start, serviceId } = best;
    const service = services.find((s) => s.id === serviceId);
    const ways: Meeting[] = service?.modality === 'both' ? ['online', 'in_person'] : [service?.modality as Meeting];
    const day = zonedDate(new Date(start), timeZone);
    const modalities: Meeting[] = [];
    for (const way of ways) {
      const list = fetched.get(`${serviceId}|${way}`)?.find((l) => l.from <= day && day <= l.to);
      const starts = list ? list.starts : await slots(serviceId, way, day, day);
      if (starts.includes(start)) modalities.push(way);
    }
    return { start, serviceId, modalities };
  };
  return {
    any: await earliest(['online', 'in_person']),
    online: await earliest(['online']),
    in_person: await earliest(['in_person']),
  };
}

/** The stored rows, and whether the database counts them as current at the (possibly faked) clock's now. */
export async function storedAnswers(
  db: Database,
  therapistId: string,
): Promise<{ current: boolean; answers: Answers }> {
  const { rows: state } = await sql<{ current: boolean }>`
    SELECT (s.valid_until IS NULL OR s.valid_until >= ${new Date()})
           AND NOT EXISTS (SELECT 1 FROM next_free_slot_change c WHERE c.therapist_id = s.therapist_id) AS current
      FROM next_free_slot_state s WHERE s.therapist_id = ${therapistId}`.execute(db);
  const rows = await db.selectFrom('nextFreeSlot').selectAll().where('therapistId', '=', therapistId).execute();
  const answers: Answers = { any: null, online: null, in_person: null };
  for (const row of rows) {
    answers[row.modality] = {
      start: row.startsAt.toISOString().replace('.000Z', 'Z'),
      serviceId: row.serviceId,
      modalities: row.modalities,
    };
  }
  return { current: state[0]?.current ?? false, answers };
}

/**
 * The next free slot is exact for this therapist: what the database counts as current equals what
 * the slots endpoint offers; the public profile (which computes what is stale) says the same; and
 * after the refresher's round the rows searches read, for every way of meeting, do too. Answers
 * the endpoint's answers and whether the stored rows counted as current beforehand.
 */
export async function expectExact(app: FastifyInstance, db: Database, therapist: { id: string; slug: string }) {
  // Read first: asking the endpoints reads the profile, which stores what it computes.
  const before = await storedAnswers(db, therapist.id);
  const truth = await slotsEndpointAnswers(app, therapist.slug);
  if (before.current) expect(before.answers, 'rows counted as current').toEqual(truth);
  const profile = await get(app, `/api/v1/therapists/${therapist.slug}`);
  if (profile.statusCode === 200) expect(profile.json().nextFreeSlot, 'the profile').toEqual(truth.any);
  await refreshAllDueNextFreeSlots(db);
  const after = await storedAnswers(db, therapist.id);
  expect(after.current).toBe(true);
  expect(after.answers, 'rows after the refresher’s round').toEqual(truth);
  return { answers: truth, wasCurrent: before.current };
}
