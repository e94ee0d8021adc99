import { definitionProblems, type IntakeDefinition } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import { draftProblems, locationOfField, locationsOfDefinitionProblems, placeOf } from './builder-checks.ts';
import { type BuilderAction, builderReducer, type Draft, definitionOf, draftOf, newId } from './builder-state.ts';

const definition: IntakeDefinition = {
  sections: [
    {
      id: 'about',
      title: 'About you',
      description: 'So that we can reach you.',
      questions: [
        { id: 'reason', kind: 'long_text', label: 'What brings you?', required: true, help: 'In your words.' },
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
        { id: 'mood', kind: 'scale', label: 'Mood', required: false, min: 0, max: 10, minLabel: 'Low' },
      ],
    },
  ],
};

const start = () => draftOf({ title: 'Adult intake', locale: 'de', definition, serviceIds: ['s1'] });
const run = (draft: Draft, ...actions: BuilderAction[]) => actions.reduce(builderReducer, draft);
const ids = (draft: Draft) => draft.sections.map((s) => `${s.id}: ${s.questions.map((q) => q.id).join(' ')}`);

describe('a questionnaire in the builder', () => {
  it('comes back as the same definition it was made from', () => {
    expect(definitionOf(start())).toEqual(definition);
    expect(start().serviceIds).toEqual(['s1']);
  });

  it('adds, renames, describes, moves and removes sections', () => {
    let draft = run(
      start(),
      { type: 'addSection', id: 'new' },
      { type: 'section', sectionId: 'new', patch: { title: 'Family', description: 'Who you live with.' } },
      { type: 'moveSection', sectionId: 'new', by: -1 },
    );
    expect(draft.sections.map((s) => s.title)).toEqual(['About you', 'Family', 'Health']);
    expect(draft.sections[1]?.description).toBe('Who you live with.');
    // Moving past either end changes nothing.
    expect(run(draft, { type: 'moveSection', sectionId: 'about', by: -1 })).toEqual(draft);
    draft = run(draft, { type: 'removeSection', sectionId: 'new' });
    expect(definitionOf(draft)).toEqual(definition);
  });

  it('adds a question and keeps everything typed when its kind is tried and changed back', () => {
    let draft = run(
      start(),
      { type: 'addQuestion', sectionId: 'health', id: 'q1' },
      { type: 'question', questionId: 'q1', patch: { label: 'How did you sleep?', help: 'Last week', required: true } },
      { type: 'kind', questionId: 'q1', kind: 'scale', optionIds: ['o1', 'o2'] },
      { type: 'scale', questionId: 'q1', patch: { min: '1', max: '5', minLabel: 'Badly', maxLabel: 'Well' } },
    );
    expect(definitionOf(draft).sections[1]?.questions.at(-1)).toEqual({
      id: 'q1',
      kind: 'scale',
      label: 'How did you sleep?',
      help: 'Last week',
      required: true,
      min: 1,
      max: 5,
      minLabel: 'Badly',
      maxLabel: 'Well',
    });
    draft = run(
      draft,
      { type: 'kind', questionId: 'q1', kind: 'multiple_choice', optionIds: ['o1', 'o2'] },
      { type: 'kind', questionId: 'q1', kind: 'scale', optionIds: ['o3', 'o4'] },
    );
    expect(definitionOf(draft).sections[1]?.questions.at(-1)).toMatchObject({ min: 1, max: 5, minLabel: 'Badly' });
  });

  it('gives a new choice two options to fill in, and adds, renames, reorders and removes options', () => {
    let draft = run(
      start(),
      { type: 'addQuestion', sectionId: 'about', id: 'q1' },
      { type: 'kind', questionId: 'q1', kind: 'single_choice', optionIds: ['o1', 'o2'] },
    );
    const question = () => draft.sections[0]?.questions.find((q) => q.id === 'q1');
    expect(question()?.options).toEqual([
      { id: 'o1', label: '' },
      { id: 'o2', label: '' },
    ]);
    draft = run(
      draft,
      { type: 'option', questionId: 'q1', optionId: 'o1', label: 'Mornings' },
      { type: 'option', questionId: 'q1', optionId: 'o2', label: 'Evenings' },
      { type: 'addOption', questionId: 'q1', id: 'o3' },
      { type: 'option', questionId: 'q1', optionId: 'o3', label: 'Weekends' },
      { type: 'moveOption', questionId: 'q1', optionId: 'o3', by: -1 },
      { type: 'removeOption', questionId: 'q1', optionId: 'o1' },
    );
    expect(question()?.options.map((o) => o.label)).toEqual(['Weekends', 'Evenings']);
  });

  it('moves questions within a section and across into the next or previous one', () => {
    let draft = run(start(), { type: 'moveQuestion', questionId: 'contact', by: -1 });
    expect(ids(draft)).toEqual(['about: contact reason', 'health: medication mood']);
    draft = run(draft, { type: 'moveQuestion', questionId: 'reason', by: 1 });
    expect(ids(draft)).toEqual(['about: contact', 'health: reason medication mood']);
    draft = run(draft, { type: 'moveQuestion', questionId: 'reason', by: -1 });
    expect(ids(draft)).toEqual(['about: contact reason', 'health: medication mood']);
    // The very first and last stay where they are.
    expect(run(draft, { type: 'moveQuestion', questionId: 'contact', by: -1 })).toEqual(draft);
    expect(run(draft, { type: 'moveQuestion', questionId: 'mood', by: 1 })).toEqual(draft);
    draft = run(draft, { type: 'removeQuestion', questionId: 'mood' });
    expect(ids(draft)).toEqual(['about: contact reason', 'health: medication']);
  });

  it('asks a follow-up after yes only while it is switched on', () => {
    let draft = run(start(), { type: 'followUp', questionId: 'medication', patch: { enabled: false } });
    expect(definitionOf(draft).sections[1]?.questions[0]).not.toHaveProperty('followUp');
    draft = run(draft, { type: 'followUp', questionId: 'medication', patch: { enabled: true, required: false } });
    expect(definitionOf(draft).sections[1]?.questions[0]).toMatchObject({
      followUp: { label: 'Which?', required: false },
    });
  });

  it('saves what a therapist typed without stray spaces and without empty optional texts', () => {
    const draft = run(
      start(),
      { type: 'title', value: '  Erstgespräch ' },
      { type: 'question', questionId: 'reason', patch: { help: '   ' } },
      { type: 'section', sectionId: 'about', patch: { description: '' } },
    );
    const saved = definitionOf(draft);
    expect(saved.sections[0]).not.toHaveProperty('description');
    expect(saved.sections[0]?.questions[0]).not.toHaveProperty('help');
    expect(definitionProblems(saved)).toEqual([]);
  });

  it('makes new ids that differ and fit in an element id', () => {
    const made = new Set(Array.from({ length: 200 }, () => newId('q')));
    expect(made.size).toBe(200);
    for (const id of made) expect(id).toMatch(/^q_[a-z0-9]{8}$/);
  });
});

describe('what keeps a questionnaire from being saved', () => {
  it('is nothing for a complete one', () => {
    expect(draftProblems(start())).toEqual([]);
  });

  it('names each empty title, label and option, a choice with one option and a scale upside down, where they are', () => {
    const draft = run(
      start(),
      { type: 'title', value: ' ' },
      { type: 'section', sectionId: 'health', patch: { title: '' } },
      { type: 'question', questionId: 'reason', patch: { label: '' } },
      { type: 'removeOption', questionId: 'contact', optionId: 'phone' },
      { type: 'option', questionId: 'contact', optionId: 'email', label: '' },
      { type: 'followUp', questionId: 'medication', patch: { label: '' } },
      { type: 'scale', questionId: 'mood', patch: { min: '7', max: '3' } },
    );
    expect(draftProblems(draft)).toEqual([
      { at: 'title', key: 'titleMissing' },
      { at: 'question:reason', key: 'labelMissing' },
      { at: 'options:contact', key: 'twoOptions' },
      { at: 'option:contact:email', key: 'optionMissing' },
      { at: 'section:health', key: 'sectionTitleMissing' },
      { at: 'followUp:medication', key: 'followUpMissing' },
      { at: 'scale:mood', key: 'scaleRange', params: { min: 0, max: 10 } },
    ]);
  });

  it('refuses scale ends that are not whole numbers from 0 to 10, and a questionnaire without questions', () => {
    for (const [min, max] of [
      ['', '5'],
      ['1.5', '5'],
      ['0', '11'],
    ] as const) {
      const draft = run(start(), { type: 'scale', questionId: 'mood', patch: { min, max } });
      expect(draftProblems(draft).map((p) => p.at)).toEqual(['scale:mood']);
    }
    const empty = draftOf({ title: 'Empty', locale: 'en', definition: { sections: [] } });
    expect(draftProblems(empty)).toEqual([{ at: 'form', key: 'noQuestions' }]);
  });
});

describe('the API’s refusals', () => {
  it('are placed beside the field they name in the draft that was sent', () => {
    const draft = start();
    expect(locationOfField(draft, 'title')).toBe('title');
    expect(locationOfField(draft, 'definition.sections.1.title')).toBe('section:health');
    expect(locationOfField(draft, 'definition.sections.0.questions.1.label')).toBe('question:contact');
    expect(locationOfField(draft, 'definition.sections.0.questions.1.options.1.label')).toBe('option:contact:phone');
    expect(locationOfField(draft, 'definition.sections.1.questions.0.followUp.label')).toBe('followUp:medication');
    expect(locationOfField(draft, 'definition.sections.1.questions.1.max')).toBe('scale:mood');
    expect(locationOfField(draft, 'definition.sections.7.title')).toBeUndefined();
    expect(locationOfField(draft, 'locale')).toBeUndefined();
  });

  it('mark the questions the contract’s rules name', () => {
    expect(
      locationsOfDefinitionProblems(start(), [
        'question contact needs at least two options',
        'question id contact is used twice',
        'question nobody repeats an option id',
        'no questions',
      ]),
    ).toEqual(['question:contact']);
  });
});

describe('the problem list', () => {
  it('names each problem’s item as the builder numbers it', () => {
    const draft = start();
    expect(placeOf(draft, 'title')).toEqual({ kind: 'title' });
    expect(placeOf(draft, 'description:health')).toEqual({ kind: 'section', section: 2 });
    expect(placeOf(draft, 'scale:mood')).toEqual({ kind: 'question', question: 4 });
    expect(placeOf(draft, 'option:contact:phone')).toEqual({ kind: 'option', question: 2, option: 2 });
    expect(placeOf(draft, 'question:gone')).toBeUndefined();
  });
});
