import { describe, expect, it } from 'vitest';
import { answerProblems, missingRequired } from '../contract/intake.ts';
import { INTAKE_TEMPLATES } from '../intake/templates.ts';
import { DEMO_INTAKE_ANSWERS } from './intake.ts';

describe('the demo intake answers', () => {
  it('answer the adult template as a client could have submitted it: well formed, nothing required missing', () => {
    const { definition } = INTAKE_TEMPLATES.adult.en;
    expect(answerProblems(definition, DEMO_INTAKE_ANSWERS)).toEqual([]);
    expect(missingRequired(definition, DEMO_INTAKE_ANSWERS)).toEqual([]);
  });
});
