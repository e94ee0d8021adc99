import { openRecord, type Practice, recordAccess } from '../clients/records.ts';
import { itemPoints } from '../contract/self-tests.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import type { MeasureAssignmentTable } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import type { WithEmails } from '../mail/outbox.ts';
import type { AssignMeasure, ClientMeasures, MeasureAlerts, MeasureAssignment } from '../schemas/measures.ts';
import { selfTests } from '../self-tests/instruments.ts';
import { reliableChange } from './reliable-change.ts';
import { sendRequest } from './requests.ts';
import { openResult } from './results.ts';

type Test = MeasureAssignment['test'];

const requestState = (r: { answeredAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date) =>
  r.answeredAt ? 'answered' : r.revokedAt ? 'revoked' : r.expiresAt <= now ? 'expired' : 'open';

async function assignmentsOf(db: Database, clientId: string, now: Date): Promise<MeasureAssignment[]> {
  const [assignments, requests] = await Promise.all([
    db
      .selectFrom('measureAssignment')
      .selectAll()
      .where('clientId', '=', clientId)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('measureRequest')
      .select(['id', 'assignmentId', 'sentAt', 'expiresAt', 'answeredAt', 'revokedAt'])
      .where('clientId', '=', clientId)
      .orderBy('sentAt', 'desc')
      .orderBy('id')
      .execute(),
  ]);
  return assignments.map((a) => ({
    id: a.id,
    test: a.testSlug as Test,
    name: selfTests.get(a.testSlug)?.name ?? a.testSlug,
    schedule: a.schedule,
    intervalWeeks: a.intervalWeeks,
    createdAt: a.createdAt.toISOString(),
    stoppedAt: a.stoppedAt?.toISOString() ?? null,
    stopReason: a.stopReason,
    requests: requests
      .filter((r) => r.assignmentId === a.id)
      .map((r) => ({
        id: r.id,
        sentAt: r.sentAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        state: requestState(r, now),
        answeredAt: r.answeredAt?.toISOString() ?? null,
      })),
  }));
}

/**
 * The measures of a client's record: assignments with what was sent, each instrument's answered
 * scores over time with its published bands, the latest answers item by item, reliable change from
 * the first score to the latest, and risk answers not yet marked as seen. Logged before it is read.
 */
export async function clientMeasures(
  db: Database,
  sealer: Sealer,
  practice: Practice,
  clientId: string,
  now = new Date(),
): Promise<ClientMeasures> {
  await openRecord(db, practice, clientId, 'measures.read');
  const client = await db
    .selectFrom('client')
    .select(['id', 'name', 'email'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  const answered = await db
    .selectFrom('measureRequest')
    .innerJoin('measureAssignment', 'measureAssignment.id', 'measureRequest.assignmentId')
    .select([
      'measureRequest.id',
      'measureRequest.answeredAt',
      'measureRequest.resultSealed',
      'measureRequest.riskAt',
      'measureRequest.riskSeenAt',
      'measureAssignment.testSlug',
    ])
    .where('measureRequest.clientId', '=', clientId)
    .where('measureRequest.answeredAt', 'is not', null)
    .orderBy('measureRequest.answeredAt')
    .orderBy('measureRequest.id')
    .execute();
  const opened = answered.map((row) => ({
    ...row,
    answeredAt: row.answeredAt as Date,
    result: openResult(sealer, row.id, row.resultSealed as string),
  }));
  const series = [...new Set(opened.map((r) => r.testSlug))].flatMap((slug) => {
    const test = selfTests.get(slug);
    if (!test) return [];
    const rows = opened.filter((r) => r.testSlug === slug);
    const first = rows[0];
    const last = rows[rows.length - 1];
    const change =
      first && last && rows.length > 1 ? reliableChange(slug, first.result.score, last.result.score) : undefined;
    return [
      {
        test: slug as Test,
        name: test.name,
        max: last?.result.max ?? 0,
        bands: test.instrument.bands.map(({ key, min, max, level }) => ({ key, min, max, level })),
        scores: rows.map((r) => ({
          requestId: r.id,
          answeredAt: r.answeredAt.toISOString(),
          score: r.result.score,
          band: r.result.band.key,
          risk: r.riskAt !== null,
        })),
        latest: last
          ? {
              answeredAt: last.answeredAt.toISOString(),
              answers: test.instrument.items.map((item) => {
                const position = last.result.answers[item.id] ?? 0;
                return { item: item.id, position, points: itemPoints(test.instrument, item, position) };
              }),
              functional: last.result.functional ?? null,
            }
          : null,
        change: change && first && last ? { first: first.result.score, latest: last.result.score, ...change } : null,
      },
    ];
  });
  return {
    client,
    assignments: await assignmentsOf(db, clientId, now),
    series,
    alerts: opened
      .filter((r) => r.riskAt !== null && r.riskSeenAt === null)
      .map((r) => ({ requestId: r.id, test: r.testSlug as Test, answeredAt: r.answeredAt.toISOString() })),
  };
}

/**
 * Assigns an instrument to a client. Once and every N weeks send the first questionnaire now;
 * before each session waits for the next confirmed session (24 h ahead, measures/schedule.ts).
 */
export async function assignMeasure(
  db: Database,
  withEmails: WithEmails,
  linkSecret: string,
  practice: Practice,
  clientId: string,
  input: AssignMeasure,
  now = new Date(),
): Promise<MeasureAssignment> {
  await openRecord(db, practice, clientId);
  if ((input.schedule === 'every_weeks') !== (input.intervalWeeks !== undefined)) {
    throw new AppError('VALIDATION_FAILED', 400, 'The request has invalid fields', [
      {
        field: 'body.intervalWeeks',
        message: input.schedule === 'every_weeks' ? 'is required every N weeks' : 'is only for every_weeks',
      },
    ]);
  }
  const id = await withEmails(db, async (trx, outbox) => {
    const row = await trx
      .insertInto('measureAssignment')
      .values({
        therapistId: practice.therapistId,
        clientId,
        testSlug: input.test,
        schedule: input.schedule,
        intervalWeeks: input.intervalWeeks ?? null,
        createdAt: now,
      })
      .returning(['id', 'clientId'])
      .executeTakeFirstOrThrow();
    if (input.schedule !== 'before_session') await sendRequest(trx, outbox, linkSecret, row, now);
    await recordAccess(trx, practice.userId, clientId, 'measure.assign');
    return row.id;
  });
  return assignmentView(db, clientId, id, now);
}

async function assignmentView(db: Database, clientId: string, id: string, now: Date) {
  const found = (await assignmentsOf(db, clientId, now)).find((a) => a.id === id);
  if (!found) throw notFound('No such assignment');
  return found;
}

/** Stops an assignment: nothing more is sent; questionnaires already sent stay open until they expire. */
export async function stopMeasure(
  db: Database,
  practice: Practice,
  clientId: string,
  assignmentId: string,
  now = new Date(),
): Promise<MeasureAssignment> {
  await openRecord(db, practice, clientId);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('measureAssignment')
      .set({ stoppedAt: now, stopReason: 'therapist' as MeasureAssignmentTable['stopReason'] })
      .where('id', '=', assignmentId)
      .where('clientId', '=', clientId)
      .where('stoppedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom('measureAssignment')
        .select('id')
        .where('id', '=', assignmentId)
        .where('clientId', '=', clientId)
        .executeTakeFirst();
      if (!exists) throw notFound('No such assignment');
      return;
    }
    await recordAccess(trx, practice.userId, clientId, 'measure.stop');
  });
  return assignmentView(db, clientId, assignmentId, now);
}

/** Revokes a questionnaire link that is still open: it no longer opens. Answered ones are 409. */
export async function revokeRequest(
  db: Database,
  practice: Practice,
  clientId: string,
  requestId: string,
  now = new Date(),
): Promise<MeasureAssignment> {
  await openRecord(db, practice, clientId);
  const request = await db
    .selectFrom('measureRequest')
    .select(['id', 'assignmentId', 'answeredAt'])
    .where('id', '=', requestId)
    .where('clientId', '=', clientId)
    .executeTakeFirst();
  if (!request) throw notFound('No such questionnaire');
  if (request.answeredAt) throw new AppError('MEASURE_ANSWERED', 409, 'This questionnaire has been answered');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('measureRequest')
      .set({ revokedAt: now })
      .where('id', '=', requestId)
      .where('revokedAt', 'is', null)
      .where('answeredAt', 'is', null)
      .execute();
    await recordAccess(trx, practice.userId, clientId, 'measure.revoke');
  });
  return assignmentView(db, clientId, request.assignmentId, now);
}

/** Marks the client's risk answers as seen by the therapist. */
export async function markAlertsSeen(db: Database, practice: Practice, clientId: string, now = new Date()) {
  await openRecord(db, practice, clientId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('measureRequest')
      .set({ riskSeenAt: now })
      .where('clientId', '=', clientId)
      .where('riskAt', 'is not', null)
      .where('riskSeenAt', 'is', null)
      .execute();
    await recordAccess(trx, practice.userId, clientId, 'measure.alerts_seen');
  });
}

/**
 * Risk answers across the practice not yet seen, newest first, for the dashboard. That a client
 * gave one is part of their record: each client listed is logged as read.
 */
export async function practiceAlerts(db: Database, practice: Practice | undefined): Promise<MeasureAlerts> {
  if (!practice) return { alerts: [] };
  const rows = await db
    .selectFrom('measureRequest')
    .innerJoin('measureAssignment', 'measureAssignment.id', 'measureRequest.assignmentId')
    .innerJoin('client', 'client.id', 'measureRequest.clientId')
    .select(['client.id as clientId', 'client.name', 'measureAssignment.testSlug', 'measureRequest.answeredAt'])
    .where('client.therapistId', '=', practice.therapistId)
    .where('measureRequest.riskAt', 'is not', null)
    .where('measureRequest.riskSeenAt', 'is', null)
    .orderBy('measureRequest.answeredAt', 'desc')
    .execute();
  for (const clientId of new Set(rows.map((r) => r.clientId))) {
    await recordAccess(db, practice.userId, clientId, 'measure.alerts_read');
  }
  return {
    alerts: rows.map((r) => ({
      clientId: r.clientId,
      clientName: r.name,
      test: r.testSlug as Test,
      answeredAt: (r.answeredAt as Date).toISOString(),
    })),
  };
}
