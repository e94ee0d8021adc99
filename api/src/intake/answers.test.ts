import { describe, expect, it } from 'vitest';
import type { IntakeDefinition } from '../contract/intake.ts';
import { createSealer } from '../crypto/sealed.ts';
import { mergeAnswers, openAnswers, saveProblems, sealAnswers } from './answers.ts';

const definition: IntakeDefinition = {
  sections: [
    {
      id: 's',
      title: 'You',
      questions: [
        { id: 'name', kind: 'short_text', label: 'Name', required: true },
        { id: 'mood', kind: 'scale', label: 'Mood', required: false, min: 0, max: 10 },
        {
          id: 'topics',
          kind: 'multiple_choice',
          label: 'Topics',
          required: false,
          options: [
            { id: 'sleep', label: 'Sleep' },
            { id: 'work', label: 'Work' },
          ],
        },
      ],
    },
  ],
};

describe('a partial save of answers', () => {
  it('merges key by key, and "" or [] clears an answer whatever its kind', () => {
    const stored = { name: 'Mara', mood: 4, topics: ['sleep'] };
    expect(mergeAnswers(stored, { mood: 6 })).toEqual({ name: 'Mara', mood: 6, topics: ['sleep'] });
    expect(mergeAnswers(stored, { mood: '', topics: [] })).toEqual({ name: 'Mara' });
    expect(stored).toEqual({ name: 'Mara', mood: 4, topics: ['sleep'] });
  });

  it('checks every answer as the contract does, a clearing one only for its question', () => {
    expect(saveProblems(definition, { mood: '', topics: [], name: '' })).toEqual([]);
    expect(saveProblems(definition, { mood: 'six', gone: '' })).toEqual([
      { questionId: 'mood', problem: 'wrong_type' },
      { questionId: 'gone', problem: 'unknown_question' },
    ]);
  });
});

describe('sealed answers', () => {
  const sealer = createSealer([{ id: 'k1', key: Buffer.alloc(32, 7) }]);

  it('open only for the response they were sealed for', () => {
    const sealed = sealAnswers(sealer, 'response-1', { name: 'Mara' });
    expect(sealed).not.toContain('Mara');
    expect(openAnswers(sealer, 'response-1', sealed)).toEqual({ name: 'Mara' });
    expect(() => openAnswers(sealer, 'response-2', sealed)).toThrow();
    expect(openAnswers(sealer, 'response-1', null)).toEqual({});
  });
});
