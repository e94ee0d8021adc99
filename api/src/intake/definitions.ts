import {
  definitionProblems,
  type IntakeDefinition,
  type IntakeOption,
  type IntakeQuestion,
  type IntakeSection,
} from '../contract/intake.ts';

/**
 * A question as the request schema checks it: one object with every kind's fields optional
 * (schemas/intake.ts says why). What a kind needs is checked here.
 */
interface LooseQuestion {
  id: string;
  kind: IntakeQuestion['kind'];
  label: string;
  help?: string;
  required: boolean;
  options?: IntakeOption[];
  followUp?: { label: string; required: boolean };
  min?: number;
  max?: number;
  minLabel?: string;
  maxLabel?: string;
}

const withText = <K extends string>(key: K, value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return (trimmed === '' ? {} : { [key]: trimmed }) as Partial<Record<K, string>>;
};

/** The question in its kind's own shape, without another kind's fields; the problem when it cannot be. */
function questionOf(loose: LooseQuestion): { question: IntakeQuestion; problem?: string } {
  const base = { id: loose.id, label: loose.label.trim(), ...withText('help', loose.help), required: loose.required };
  switch (loose.kind) {
    case 'short_text':
    case 'long_text':
    case 'date':
      return { question: { ...base, kind: loose.kind } };
    case 'single_choice':
    case 'multiple_choice':
      // Fewer than two options is definitionProblems' to say.
      return {
        question: {
          ...base,
          kind: loose.kind,
          options: (loose.options ?? []).map((o) => ({ id: o.id, label: o.label.trim() })),
        },
      };
    case 'yes_no':
      return {
        question: {
          ...base,
          kind: 'yes_no',
          ...(loose.followUp
            ? { followUp: { label: loose.followUp.label.trim(), required: loose.followUp.required } }
            : {}),
        },
      };
    case 'scale': {
      const { min = 0, max = 0 } = loose;
      const question: IntakeQuestion = {
        ...base,
        kind: 'scale',
        min,
        max,
        ...withText('minLabel', loose.minLabel),
        ...withText('maxLabel', loose.maxLabel),
      };
      return loose.min === undefined || loose.max === undefined
        ? { question, problem: `question ${loose.id} needs a scale's minimum and maximum` }
        : { question };
    }
  }
}

/**
 * A definition as a therapist sent it, in the shape every reader relies on (each question with its
 * kind's fields only, texts trimmed), and what is wrong with it: no problems means it can be saved.
 */
export function normalizeDefinition(input: IntakeDefinition): { definition: IntakeDefinition; problems: string[] } {
  const problems: string[] = [];
  const sections: IntakeSection[] = input.sections.map((section) => ({
    id: section.id,
    title: section.title.trim(),
    ...withText('description', section.description),
    questions: section.questions.map((q) => {
      const { question, problem } = questionOf(q as unknown as LooseQuestion);
      if (problem) problems.push(problem);
      return question;
    }),
  }));
  const definition = { sections };
  return { definition, problems: [...problems, ...definitionProblems(definition)] };
}
