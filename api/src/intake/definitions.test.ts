import { describe, expect, it } from 'vitest';
import type { IntakeDefinition } from '../contract/intake.ts';
import { normalizeDefinition } from './definitions.ts';

const loose = (questions: object[]) =>
  ({ sections: [{ id: 's', title: ' About you ', description: '  ', questions }] }) as unknown as IntakeDefinition;

describe('a questionnaire as a therapist saves it', () => {
  it('keeps each question in its own kind’s shape, with texts trimmed', () => {
    const { definition, problems } = normalizeDefinition(
      loose([
        { id: 'name', kind: 'short_text', label: ' Name ', required: true, options: [{ id: 'x', label: 'X' }], min: 1 },
        { id: 'mood', kind: 'scale', label: 'Mood', required: false, min: 0, max: 10, minLabel: ' low ', maxLabel: '' },
        {
          id: 'meds',
          kind: 'yes_no',
          label: 'Medication?',
          required: true,
          followUp: { label: 'Which?', required: true },
        },
      ]),
    );
    expect(problems).toEqual([]);
    expect(definition).toEqual({
      sections: [
        {
          id: 's',
          title: 'About you',
          questions: [
            { id: 'name', kind: 'short_text', label: 'Name', required: true },
            { id: 'mood', kind: 'scale', label: 'Mood', required: false, min: 0, max: 10, minLabel: 'low' },
            {
              id: 'meds',
              kind: 'yes_no',
              label: 'Medication?',
              required: true,
              followUp: { label: 'Which?', required: true },
            },
          ],
        },
      ],
    });
  });

  it('names what a kind is missing, and what the contract’s rules refuse', () => {
    const { problems } = normalizeDefinition(
      loose([
        { id: 'pick', kind: 'single_choice', label: 'Pick', required: true },
        { id: 'scale', kind: 'scale', label: 'How much?', required: true, min: 3 },
        { id: 'pick', kind: 'long_text', label: 'Again', required: false },
      ]),
    );
    expect(problems).toEqual([
      "question scale needs a scale's minimum and maximum",
      'question pick needs at least two options',
      'question scale has a scale whose minimum is not below its maximum',
      'question id pick is used twice',
    ]);
  });

  it('refuses a questionnaire without questions', () => {
    expect(normalizeDefinition(loose([])).problems).toEqual(['no questions']);
  });
});
