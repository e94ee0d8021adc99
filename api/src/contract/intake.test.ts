import { describe, expect, it } from 'vitest';
import { answerProblems, definitionProblems, type IntakeDefinition, missingRequired } from './intake.ts';

const definition: IntakeDefinition = {
  sections: [
    {
      id: 'about',
      title: 'About you',
      questions: [
        { id: 'reason', kind: 'long_text', label: 'What brings you?', required: true },
        { id: 'born', kind: 'date', label: 'Date of birth', required: false },
        {
          id: 'contact',
          kind: 'single_choice',
          label: 'How may we contact you?',
          required: true,
          options: [
            { id: 'email', label: 'Email' },
            { id: 'phone', label: 'Phone' },
          ],
        },
      ],
    },
    {
      id: 'health',
      title: 'Health',
      questions: [
        {
          id: 'medication',
          kind: 'yes_no',
          label: 'Do you take medication?',
          required: true,
          followUp: { label: 'Which?', required: true },
        },
        { id: 'mood', kind: 'scale', label: 'Mood this week', required: false, min: 0, max: 10 },
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

describe('intake answers', () => {
  it('accepts a partial set of well-formed answers, empty ones included', () => {
    expect(answerProblems(definition, { reason: 'Sleep', born: '', contact: '', topics: [] })).toEqual([]);
  });

  it('names each malformed answer by its question', () => {
    expect(
      answerProblems(definition, {
        nope: 'x',
        reason: 3,
        born: '2026-02-30',
        contact: 'fax',
        topics: ['sleep', 'golf'],
        medication: { yes: 'yes' } as never,
        mood: 11,
      }),
    ).toEqual([
      { questionId: 'nope', problem: 'unknown_question' },
      { questionId: 'reason', problem: 'wrong_type' },
      { questionId: 'born', problem: 'invalid_date' },
      { questionId: 'contact', problem: 'unknown_option' },
      { questionId: 'topics', problem: 'unknown_option' },
      { questionId: 'medication', problem: 'wrong_type' },
      { questionId: 'mood', problem: 'out_of_range', min: 0, max: 10 },
    ]);
  });

  it('refuses text over the limit', () => {
    expect(answerProblems(definition, { reason: 'x'.repeat(5001) })).toEqual([
      { questionId: 'reason', problem: 'too_long', max: 5000 },
    ]);
  });

  it('lists required questions left blank in the order they are asked, a follow-up only after yes', () => {
    expect(missingRequired(definition, { reason: '  ' })).toEqual(['reason', 'contact', 'medication']);
    expect(missingRequired(definition, { reason: 'Sleep', contact: 'email', medication: { yes: false } })).toEqual([]);
    expect(missingRequired(definition, { reason: 'Sleep', contact: 'email', medication: { yes: true } })).toEqual([
      'medication',
    ]);
    expect(
      missingRequired(definition, {
        reason: 'Sleep',
        contact: 'email',
        medication: { yes: true, followUp: 'Sertraline' },
      }),
    ).toEqual([]);
  });
});

describe('intake definitions', () => {
  it('accepts a sound questionnaire', () => {
    expect(definitionProblems(definition)).toEqual([]);
  });

  it('finds repeated ids, choices without choice and scales upside down', () => {
    expect(
      definitionProblems({
        sections: [
          {
            id: 's',
            title: 'S',
            questions: [
              { id: 'a', kind: 'short_text', label: 'A', required: false },
              { id: 'a', kind: 'single_choice', label: 'B', required: false, options: [{ id: 'x', label: 'X' }] },
              { id: 'c', kind: 'scale', label: 'C', required: false, min: 5, max: 5 },
            ],
          },
        ],
      }),
    ).toEqual([
      'question id a is used twice',
      'question a needs at least two options',
      'question c has a scale whose minimum is not below its maximum',
    ]);
    expect(definitionProblems({ sections: [] })).toEqual(['no questions']);
  });
});
