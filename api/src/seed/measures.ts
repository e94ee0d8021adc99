import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Sealer } from '../crypto/sealed.ts';
import type { DB } from '../db/schema.ts';
import { sealResult } from '../measures/results.ts';
import { scoreAnswers } from '../self-tests/saved.ts';

// Demo only (decision 036): two of the demo therapist's clients have a few weeks of answered
// questionnaires, so a client record's chart, table and reliable change show something in the demo.
// Scored by the self-tests' own code, sealed as real answers are.

const WEEK = 7 * 86_400_000;

/** Answer positions per item, oldest first: PHQ-9 easing from 17 to 6, GAD-7 from 13 to 8. */
const HISTORY = [
  {
    client: 'Mara Jansen',
    test: 'depression',
    schedule: 'every_weeks' as const,
    intervalWeeks: 2,
    answers: [
      [2, 2, 2, 2, 2, 2, 2, 3, 0],
      [2, 2, 2, 2, 1, 2, 2, 1, 0],
      [1, 2, 1, 2, 1, 1, 2, 1, 0],
      [1, 1, 1, 1, 1, 1, 1, 1, 0],
      [1, 1, 1, 1, 0, 1, 1, 0, 0],
    ],
  },
  {
    client: 'Jonas Weber',
    test: 'anxiety',
    schedule: 'before_session' as const,
    intervalWeeks: null,
    answers: [
      [2, 2, 2, 2, 1, 2, 2],
      [2, 2, 2, 1, 1, 2, 1],
      [2, 1, 2, 1, 1, 1, 1],
      [1, 1, 2, 1, 1, 1, 1],
    ],
  },
];

export async function seedMeasures(trx: Transaction<DB>, sealer: Sealer, demoTherapistId: string, now = new Date()) {
  for (const history of HISTORY) {
    const client = await trx
      .selectFrom('client')
      .select('id')
      .where('therapistId', '=', demoTherapistId)
      .where('name', '=', history.client)
      .executeTakeFirst();
    if (!client) continue;
    const count = history.answers.length;
    const start = new Date(now.getTime() - count * 2 * WEEK);
    const assignment = await trx
      .insertInto('measureAssignment')
      .values({
        therapistId: demoTherapistId,
        clientId: client.id,
        testSlug: history.test,
        schedule: history.schedule,
        intervalWeeks: history.intervalWeeks,
        createdAt: start,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    for (const [index, positions] of history.answers.entries()) {
      const sentAt = new Date(start.getTime() + index * 2 * WEEK);
      const answeredAt = new Date(sentAt.getTime() + 86_400_000);
      const answers = Object.fromEntries(positions.map((position, item) => [String(item + 1), position]));
      const { result } = scoreAnswers({ test: history.test, answers });
      const id = randomUUID();
      await trx
        .insertInto('measureRequest')
        .values({
          id,
          assignmentId: assignment.id,
          clientId: client.id,
          sentAt,
          expiresAt: new Date(sentAt.getTime() + WEEK),
          answeredAt,
          resultSealed: sealResult(sealer, id, result),
        })
        .execute();
    }
  }
}
