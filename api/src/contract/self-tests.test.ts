import { describe, expect, it } from 'vitest';
import { type Answers, type Instrument, scoreSelfTest } from './self-tests.ts';

const options4 = [{ points: 0 }, { points: 1 }, { points: 2 }, { points: 3 }];
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), reverse: false }));
const all = (n: number, position: number): Answers => Object.fromEntries(items(n).map((i) => [i.id, position]));

const phq9: Instrument = {
  slug: 'depression',
  scoring: 'sum',
  safetyItem: '9',
  options: options4,
  items: items(9),
  bands: [
    { key: 'minimal', min: 0, max: 4, level: 0 },
    { key: 'mild', min: 5, max: 9, level: 1 },
    { key: 'moderate', min: 10, max: 14, level: 2 },
    { key: 'moderately_severe', min: 15, max: 19, level: 3 },
    { key: 'severe', min: 20, max: 27, level: 3 },
  ],
};

/** PHQ-9 answers adding up to `total`, item 9 left at 0 unless asked. */
function phqTotal(total: number, item9 = 0): Answers {
  const answers: Answers = { '9': item9 };
  let left = total - item9;
  for (let id = 1; id <= 8; id++) {
    const points = Math.min(3, left);
    answers[String(id)] = points;
    left -= points;
  }
  return answers;
}

describe('PHQ-9', () => {
  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately_severe'],
    [19, 'moderately_severe'],
    [20, 'severe'],
    [24, 'severe'],
  ])('a total of %i is %s', (total, band) => {
    const result = scoreSelfTest(phq9, phqTotal(total));
    expect(result.score).toBe(total);
    expect(result.band?.key).toBe(band);
  });

  it('reaches 27 at most', () => {
    expect(scoreSelfTest(phq9, all(9, 3))).toMatchObject({ score: 27, max: 27, band: { key: 'severe' } });
  });

  it('calls for crisis resources when item 9 is above 0, whatever the total', () => {
    expect(scoreSelfTest(phq9, phqTotal(1, 1))).toMatchObject({ score: 1, safety: true, band: { key: 'minimal' } });
    expect(scoreSelfTest(phq9, { '9': 2 }).safety).toBe(true);
    expect(scoreSelfTest(phq9, phqTotal(20, 0)).safety).toBe(false);
  });

  it('has no band until every item is answered', () => {
    const answers = phqTotal(12);
    delete answers['3'];
    expect(scoreSelfTest(phq9, answers)).toMatchObject({ complete: false, answered: 8, band: undefined });
  });
});

describe('GAD-7', () => {
  const gad7: Instrument = {
    slug: 'anxiety',
    scoring: 'sum',
    options: options4,
    items: items(7),
    bands: [
      { key: 'minimal', min: 0, max: 4, level: 0 },
      { key: 'mild', min: 5, max: 9, level: 1 },
      { key: 'moderate', min: 10, max: 14, level: 2 },
      { key: 'severe', min: 15, max: 21, level: 3 },
    ],
  };
  it.each([
    [{ '1': 3, '2': 1, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 }, 4, 'minimal'],
    [{ '1': 3, '2': 2, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 }, 5, 'mild'],
    [{ '1': 3, '2': 3, '3': 3, '4': 0, '5': 0, '6': 0, '7': 0 }, 9, 'mild'],
    [{ '1': 3, '2': 3, '3': 3, '4': 1, '5': 0, '6': 0, '7': 0 }, 10, 'moderate'],
    [{ '1': 3, '2': 3, '3': 3, '4': 3, '5': 2, '6': 0, '7': 0 }, 14, 'moderate'],
    [{ '1': 3, '2': 3, '3': 3, '4': 3, '5': 3, '6': 0, '7': 0 }, 15, 'severe'],
  ])('scores %o as %i (%s)', (answers, score, band) => {
    expect(scoreSelfTest(gad7, answers)).toMatchObject({ score, band: { key: band }, safety: false });
  });
});

describe('Rosenberg Self-Esteem Scale', () => {
  // Options in the published order: strongly agree, agree, disagree, strongly disagree.
  const rses: Instrument = {
    slug: 'self-esteem',
    scoring: 'sum',
    options: [{ points: 3 }, { points: 2 }, { points: 1 }, { points: 0 }],
    items: items(10).map((item) => ({ ...item, reverse: ['2', '5', '6', '8', '9'].includes(item.id) })),
    bands: [
      { key: 'low', min: 0, max: 14, level: 1 },
      { key: 'normal', min: 15, max: 25, level: 0 },
      { key: 'high', min: 26, max: 30, level: 0 },
    ],
  };
  const SA = 0;
  const SD = 3;

  it('scores "strongly agree" 3 on a positive item and 0 on a reverse-scored one', () => {
    const positiveOnly = Object.fromEntries(rses.items.map((i) => [i.id, i.reverse ? SD : SA]));
    expect(scoreSelfTest(rses, positiveOnly)).toMatchObject({ score: 30, band: { key: 'high' } });
    const allAgree = all(10, SA);
    expect(scoreSelfTest(rses, allAgree).score).toBe(15);
    const negativeOnly = Object.fromEntries(rses.items.map((i) => [i.id, i.reverse ? SA : SD]));
    expect(scoreSelfTest(rses, negativeOnly)).toMatchObject({ score: 0, band: { key: 'low' } });
  });

  it.each([
    [14, 'low'],
    [15, 'normal'],
    [25, 'normal'],
    [26, 'high'],
  ])('a total of %i is %s', (total, band) => {
    expect(rses.bands.find((b) => total >= b.min && total <= b.max)?.key).toBe(band);
  });
});

describe('ASRS v1.1 screener', () => {
  const shadedFrom: Record<string, number> = { '1': 2, '2': 2, '3': 2, '9': 2, '12': 2, '16': 2, '18': 2 };
  const asrs: Instrument = {
    slug: 'adhd',
    scoring: 'asrs-part-a',
    options: [{ points: 0 }, { points: 1 }, { points: 2 }, { points: 3 }, { points: 4 }],
    items: items(18).map((item) => ({
      ...item,
      part: Number(item.id) <= 6 ? ('A' as const) : ('B' as const),
      shadedFrom: shadedFrom[item.id] ?? 3,
    })),
    bands: [
      { key: 'not_consistent', min: 0, max: 3, level: 0 },
      { key: 'highly_consistent_with_adult_adhd', min: 4, max: 6, level: 2 },
    ],
  };
  const NEVER = 0;
  const SOMETIMES = 2;
  const OFTEN = 3;
  const VERY_OFTEN = 4;

  it('counts items 1-3 from "sometimes" and items 4-6 only from "often"', () => {
    const answers: Answers = {
      ...all(18, NEVER),
      '1': SOMETIMES,
      '2': SOMETIMES,
      '3': SOMETIMES,
      '4': SOMETIMES,
      '5': SOMETIMES,
      '6': SOMETIMES,
    };
    expect(scoreSelfTest(asrs, answers)).toMatchObject({ score: 3, max: 6, band: { key: 'not_consistent' } });
    expect(scoreSelfTest(asrs, { ...answers, '4': OFTEN })).toMatchObject({
      score: 4,
      band: { key: 'highly_consistent_with_adult_adhd' },
    });
  });

  it('can screen negative with a high raw sum', () => {
    // Part B all "very often" and Part A just below the shaded range: a raw sum of 57, still negative.
    const answers: Answers = {
      ...all(18, VERY_OFTEN),
      '1': 1,
      '2': 1,
      '3': 1,
      '4': SOMETIMES,
      '5': SOMETIMES,
      '6': SOMETIMES,
    };
    const result = scoreSelfTest(asrs, answers);
    expect(result).toMatchObject({ score: 0, band: { key: 'not_consistent' } });
  });

  it('ignores Part B for the screen', () => {
    const answers: Answers = {
      ...all(18, VERY_OFTEN),
      '1': NEVER,
      '2': NEVER,
      '3': NEVER,
      '4': NEVER,
      '5': NEVER,
      '6': NEVER,
    };
    expect(scoreSelfTest(asrs, answers).score).toBe(0);
  });

  it('screens positive with all six Part A answers in range', () => {
    expect(scoreSelfTest(asrs, all(18, OFTEN))).toMatchObject({
      score: 6,
      band: { key: 'highly_consistent_with_adult_adhd' },
    });
  });
});

describe('bad answers', () => {
  it('refuses an option that does not exist', () => {
    expect(() => scoreSelfTest(phq9, { ...phqTotal(0), '1': 7 })).toThrow(RangeError);
  });
});
