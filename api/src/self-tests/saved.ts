import type { Locale } from '../contract/locales.ts';
import { type Answers, needsCrisisResources, scoreSelfTest } from '../contract/self-tests.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { SavedSelfTest, SaveSelfTest } from '../schemas/self-tests.ts';
import { answerProblems } from './answers.ts';
import { type SelfTest, selfTests } from './instruments.ts';

// A saved result is sealed as a whole (answers, score, band, the instrument version that scored
// it): only the test's slug and the date are readable without the data key.
const PURPOSE = 'self-test-result';

export interface SealedResult {
  instrument: string;
  instrumentVersion: string;
  answers: Answers;
  functional?: number;
  score: number;
  max: number;
  band: { key: string; level: number };
}

/**
 * Checks and scores a complete set of answers to a self-test: the one scoring path for a saved
 * self-test and a questionnaire a therapist sent (measures/answers.ts), so both give the same score
 * for the same answers. Answers that do not fit the instrument are a 400 naming each field.
 */
export function scoreAnswers(body: SaveSelfTest): { test: SelfTest; result: SealedResult } {
  const test = selfTests.get(body.test);
  if (!test) {
    throw new AppError('INVALID_SELF_TEST', 400, 'There is no such self-test', [
      { field: 'body.test', message: `Unknown self-test "${body.test}"` },
    ]);
  }
  const problems = answerProblems(test.instrument, body.answers, body.functional, test.functionalOptions);
  if (problems.length > 0) throw new AppError('INVALID_SELF_TEST', 400, 'The answers do not fit the test', problems);
  const scored = scoreSelfTest(test.instrument, body.answers);
  // Complete, valid answers always fall in a band; a gap in the bands is a content error.
  if (!scored.band) throw new Error(`content/self-tests: no ${test.slug} band holds the score ${scored.score}`);
  const result: SealedResult = {
    instrument: test.name,
    instrumentVersion: test.version,
    answers: Object.fromEntries(test.instrument.items.map((item) => [item.id, body.answers[item.id] as number])),
    ...(body.functional !== undefined ? { functional: body.functional } : {}),
    score: scored.score,
    max: scored.max,
    band: { key: scored.band.key, level: scored.band.level },
  };
  return { test, result };
}

/** Scores the answers here (whatever score the browser showed) and keeps the result for the client, sealed. */
export async function saveSelfTest(
  db: Database,
  sealer: Sealer,
  userId: string,
  body: SaveSelfTest,
  locale: Locale,
): Promise<SavedSelfTest> {
  const { test, result } = scoreAnswers(body);
  const row = await db
    .insertInto('savedSelfTest')
    .values({ userId, testSlug: test.slug, resultSealed: sealer.seal(JSON.stringify(result), PURPOSE) })
    .returning(['id', 'testSlug', 'resultSealed', 'createdAt'])
    .executeTakeFirstOrThrow();
  return summary(sealer, row, locale);
}

type Row = { id: string; testSlug: string; resultSealed: string; createdAt: Date | string };

const open = (sealer: Sealer, row: Row) => JSON.parse(sealer.open(row.resultSealed, PURPOSE)) as SealedResult;

function summary(sealer: Sealer, row: Row, locale: Locale): SavedSelfTest {
  const result = open(sealer, row);
  const test = selfTests.get(row.testSlug);
  return {
    id: row.id,
    test: row.testSlug,
    name: test?.titles[locale] ?? row.testSlug,
    savedAt: new Date(row.createdAt).toISOString(),
    scoring: test?.instrument.scoring ?? 'sum',
    score: result.score,
    max: result.max,
    band: { ...result.band, title: test?.bandTitles[locale][result.band.key] ?? result.band.key },
    // Worked out again from the answers, so a saved PHQ-9 with item 9 above 0 always shows the
    // crisis resources, even one saved before a change to how the flag is kept.
    safety: test ? needsCrisisResources(test.instrument, result.answers) : false,
  };
}

const rowsOf = (db: Database, userId: string) =>
  db
    .selectFrom('savedSelfTest')
    .select(['id', 'testSlug', 'resultSealed', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();

/** The client's saved results, newest first, opened and named in the locale. */
export async function listSavedSelfTests(
  db: Database,
  sealer: Sealer,
  userId: string,
  locale: Locale,
): Promise<SavedSelfTest[]> {
  return (await rowsOf(db, userId)).map((row) => summary(sealer, row, locale));
}

/** Deletes one of the client's saved results; another person's, or none, is a 404. */
export async function deleteSavedSelfTest(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .deleteFrom('savedSelfTest')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound('No saved result has this id');
}

/** Everything kept of the client's saved results, answers included, for the data export. */
export async function savedSelfTestsFor(db: Database, sealer: Sealer, userId: string) {
  return (await rowsOf(db, userId)).map((row) => {
    const result = open(sealer, row);
    return {
      test: row.testSlug,
      savedAt: new Date(row.createdAt).toISOString(),
      instrument: result.instrument,
      instrumentVersion: result.instrumentVersion,
      answers: result.answers,
      functional: result.functional ?? null,
      score: result.score,
      max: result.max,
      band: result.band.key,
    };
  });
}
