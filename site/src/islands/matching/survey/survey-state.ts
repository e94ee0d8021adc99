import type { MatchAnswers } from '@calma/api/contract';

// What the matching survey decides without React: its questions in order, the answers it starts
// with and keeps across a reload, what keeps a question from being left, and what is sent.

export interface Option {
  slug: string;
  name: string;
}

export type Answers = MatchAnswers;

export const STORE = 'calma.matching';
export const STEPS = [
  'categories',
  'languages',
  'modality',
  'budget',
  'gender',
  'approaches',
  'times',
  'urgency',
] as const;
export type Step = (typeof STEPS)[number];
export const BUDGETS = [60, 80, 100, 130];
export const TIMES = ['weekday_mornings', 'weekday_afternoons', 'weekday_evenings', 'weekends'] as const;

export const EMPTY: Answers = {
  categories: [],
  languages: [],
  modality: 'either',
  approachesWanted: [],
  approachesAvoided: [],
  times: [],
  urgency: 'month',
};

/** A list with a value added, or taken out when it was there. */
export const toggle = <T extends string>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** What was kept in this tab (answers and the question reached), or undefined for nothing usable. */
export function restore(saved: string | null): { answers: Answers; step: number } | undefined {
  const kept = JSON.parse(saved ?? 'null') as { answers: Answers; step: number } | null;
  if (!kept?.answers) return undefined;
  return { answers: { ...EMPTY, ...kept.answers }, step: Math.min(Math.max(kept.step, 0), STEPS.length - 1) };
}

/** What keeps the question at `step` from being left, as a `matching.q.*` key; undefined when nothing does. */
export function stepProblem(step: number, answers: Answers): string | undefined {
  const current = STEPS[step];
  if (current === 'categories' && answers.categories.length === 0) return 'matching.q.categories.required';
  if (current === 'categories' && answers.categories.length > 5) return 'matching.q.categories.tooMany';
  if (current === 'modality' && answers.modality === 'in_person' && !answers.location)
    return 'matching.q.location.required';
  if (current === 'approaches' && answers.approachesWanted.some((a) => answers.approachesAvoided.includes(a)))
    return 'matching.q.approaches.avoidConflict';
  return undefined;
}

/** The answers as sent: a place means nothing for someone meeting only online. */
export const answersToSend = (answers: Answers): Answers => ({
  ...answers,
  location: answers.modality === 'online' ? undefined : answers.location,
});

/** The countries with the visitor's own first, once the browser says which it is. */
export const homeFirst = <T extends Option>(places: readonly T[], home: string | undefined) =>
  [...places].sort((a, b) => Number(b.slug === home) - Number(a.slug === home));
