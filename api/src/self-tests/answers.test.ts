import { describe, expect, it } from 'vitest';
import type { Answers, Instrument } from '../contract/self-tests.ts';
import { answerProblems } from './answers.ts';
import { selfTests } from './instruments.ts';

const gad7: Instrument = {
  slug: 'anxiety',
  scoring: 'sum',
  options: [{ points: 0 }, { points: 1 }, { points: 2 }, { points: 3 }],
  items: Array.from({ length: 7 }, (_, i) => ({ id: String(i + 1), reverse: false })),
  bands: [{ key: 'minimal', min: 0, max: 21, level: 0 }],
};
const complete: Answers = { '1': 0, '2': 1, '3': 2, '4': 3, '5': 0, '6': 1, '7': 2 };
const fields = (answers: Answers, functional?: number, functionalOptions?: number) =>
  answerProblems(gad7, answers, functional, functionalOptions).map((p) => p.field);

describe('answerProblems', () => {
  it('accepts every item answered with a published option', () => {
    expect(fields(complete)).toEqual([]);
  });

  it('names items left out, options that do not exist and items the test does not have', () => {
    const { '3': _left, ...partial } = complete;
    expect(fields(partial)).toEqual(['body.answers.3']);
    expect(fields({ ...complete, '4': 4 })).toEqual(['body.answers.4']);
    expect(fields({ ...complete, '4': -1 })).toEqual(['body.answers.4']);
    expect(fields({ ...complete, '4': 1.5 })).toEqual(['body.answers.4']);
    expect(fields({ ...complete, '8': 0 })).toEqual(['body.answers.8']);
  });

  it('takes the functional question only where the test has one, within its options', () => {
    expect(fields(complete, 3, 4)).toEqual([]);
    expect(fields(complete, 4, 4)).toEqual(['body.functional']);
    expect(fields(complete, 0, undefined)).toEqual(['body.functional']);
  });
});

describe('the instruments in content/self-tests', () => {
  it('are all there, each with a stable fingerprint of its scoring data', () => {
    expect([...selfTests.keys()].sort()).toEqual(['adhd', 'anxiety', 'depression', 'self-esteem']);
    for (const test of selfTests.values()) expect(test.version).toMatch(/^[0-9a-f]{16}$/);
    expect(selfTests.get('depression')?.functionalOptions).toBe(4);
    expect(selfTests.get('depression')?.instrument.safetyItem).toBe('9');
    expect(selfTests.get('self-esteem')?.functionalOptions).toBeUndefined();
  });
});
