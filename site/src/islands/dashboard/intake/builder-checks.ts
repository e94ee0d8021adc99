import { definitionProblems, INTAKE_LIMITS } from '@calma/api/contract';
import { CHOICE_KINDS, type Draft, definitionOf } from './builder-state.ts';

// What keeps a questionnaire from being saved, said where it is: each problem names the field it is
// about (a location the builder gives that field's problem line) and the `dashboard.intake.problem.*`
// words for it. The same locations receive the API's refusals, so a problem the builder did not
// foresee is still shown beside its cause.

/** Where a problem is: `title`, `section:{id}`, `question:{id}`, `options:{questionId}`, `option:{questionId}:{optionId}`, `followUp:{id}`, `scale:{id}`, or `form` for the whole. */
export type Location = string;

export interface BuilderProblem {
  at: Location;
  /** The key under `dashboard.intake.problem.`. */
  key: string;
  params?: Record<string, number>;
}

const isWhole = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** Everything to correct before saving, in the order it appears on the page. */
export function draftProblems(draft: Draft): BuilderProblem[] {
  const problems: BuilderProblem[] = [];
  if (!draft.title.trim()) problems.push({ at: 'title', key: 'titleMissing' });
  if (draft.sections.every((s) => s.questions.length === 0)) problems.push({ at: 'form', key: 'noQuestions' });
  for (const section of draft.sections) {
    if (!section.title.trim()) problems.push({ at: `section:${section.id}`, key: 'sectionTitleMissing' });
    for (const q of section.questions) {
      if (!q.label.trim()) problems.push({ at: `question:${q.id}`, key: 'labelMissing' });
      if (CHOICE_KINDS.includes(q.kind)) {
        if (q.options.length < 2) problems.push({ at: `options:${q.id}`, key: 'twoOptions' });
        for (const o of q.options) {
          if (!o.label.trim()) problems.push({ at: `option:${q.id}:${o.id}`, key: 'optionMissing' });
        }
      }
      if (q.kind === 'yes_no' && q.followUp.enabled && !q.followUp.label.trim()) {
        problems.push({ at: `followUp:${q.id}`, key: 'followUpMissing' });
      }
      if (q.kind === 'scale') {
        const { scaleMin: lowest, scaleMax: highest } = INTAKE_LIMITS;
        const whole = isWhole(q.scale.min, lowest, highest) && isWhole(q.scale.max, lowest, highest);
        if (!whole || Number(q.scale.min) >= Number(q.scale.max)) {
          problems.push({ at: `scale:${q.id}`, key: 'scaleRange', params: { min: lowest, max: highest } });
        }
      }
    }
  }
  // The contract's own rules last (repeated ids cannot happen here, but a definition is checked whole).
  if (problems.length === 0 && definitionProblems(definitionOf(draft)).length > 0) {
    problems.push({ at: 'form', key: 'invalid' });
  }
  return problems;
}

/**
 * Where a field the API refused is (`definition.sections.0.questions.2.options.1.label`, as
 * `api()` reads its details), in the draft that was sent; undefined for a path it cannot place.
 */
export function locationOfField(draft: Draft, path: string): Location | undefined {
  if (path === 'title') return 'title';
  const match =
    /^definition\.sections\.(\d+)(?:\.questions\.(\d+)(?:\.(options|followUp|min|max|minLabel|maxLabel)(?:\.(\d+))?)?)?/.exec(
      path,
    );
  if (!match) return undefined;
  const section = draft.sections[Number(match[1])];
  if (!section) return undefined;
  if (match[2] === undefined) return `section:${section.id}`;
  const question = section.questions[Number(match[2])];
  if (!question) return `section:${section.id}`;
  const part = match[3];
  if (part === 'options') {
    const option = match[4] === undefined ? undefined : question.options[Number(match[4])];
    return option ? `option:${question.id}:${option.id}` : `options:${question.id}`;
  }
  if (part === 'followUp') return `followUp:${question.id}`;
  if (part) return `scale:${question.id}`;
  return `question:${question.id}`;
}

/** The questions the API's `definitionProblems` words name (`question {id} needs …`), to mark them. */
export function locationsOfDefinitionProblems(draft: Draft, problems: string[]): Location[] {
  const ids = new Set(draft.sections.flatMap((s) => s.questions.map((q) => q.id)));
  const found = problems.flatMap((text) => {
    const id = /question (?:id )?(\S+)/.exec(text)?.[1];
    return id && ids.has(id) ? [`question:${id}`] : [];
  });
  return [...new Set(found)];
}

/** The id of the field a location names, for its problem line and the summary's link to it. */
export const fieldIdOf = (at: Location): string => `intake-${at.replace(/:/g, '-')}`;

/** Which item a location is in, numbered as the builder numbers them, for the problem list. */
export type Place =
  | { kind: 'title' }
  | { kind: 'section'; section: number }
  | { kind: 'question'; question: number }
  | { kind: 'option'; question: number; option: number };

export function placeOf(draft: Draft, at: Location): Place | undefined {
  if (at === 'title') return { kind: 'title' };
  const [part, id, optionId] = at.split(':');
  const section = draft.sections.findIndex((s) => s.id === id);
  if (part === 'section' || part === 'description')
    return section < 0 ? undefined : { kind: 'section', section: section + 1 };
  const questions = draft.sections.flatMap((s) => s.questions);
  const index = questions.findIndex((q) => q.id === id);
  if (index < 0) return undefined;
  if (part !== 'option') return { kind: 'question', question: index + 1 };
  const option = questions[index]?.options.findIndex((o) => o.id === optionId) ?? -1;
  return option < 0
    ? { kind: 'question', question: index + 1 }
    : { kind: 'option', question: index + 1, option: option + 1 };
}
