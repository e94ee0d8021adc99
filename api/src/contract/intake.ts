// Intake questionnaires (issue #30, decision 040): the shape of a questionnaire and of its answers, and
// the rules both sides apply to them. The site checks answers with these functions as the client types,
// the API checks them again before it seals and stores anything; neither has a second copy.

export const INTAKE_QUESTION_KINDS = [
  'short_text',
  'long_text',
  'single_choice',
  'multiple_choice',
  'date',
  'yes_no',
  'scale',
] as const;
export type IntakeQuestionKind = (typeof INTAKE_QUESTION_KINDS)[number];

/** Limits on what a therapist builds and a client writes. */
export const INTAKE_LIMITS = {
  title: 200,
  label: 500,
  help: 1000,
  sections: 30,
  questions: 200,
  options: 30,
  shortText: 500,
  longText: 5000,
  scaleMin: 0,
  scaleMax: 10,
} as const;

export interface IntakeOption {
  id: string;
  label: string;
}

interface QuestionBase {
  /** Stable within the questionnaire: answers are keyed by it. */
  id: string;
  label: string;
  help?: string;
  required: boolean;
}

export type IntakeQuestion = QuestionBase &
  (
    | { kind: 'short_text' | 'long_text' | 'date' }
    | { kind: 'single_choice' | 'multiple_choice'; options: IntakeOption[] }
    /** A follow-up asked only after "yes" (long text), e.g. "Which medication?". */
    | { kind: 'yes_no'; followUp?: { label: string; required: boolean } }
    | { kind: 'scale'; min: number; max: number; minLabel?: string; maxLabel?: string }
  );

export interface IntakeSection {
  id: string;
  title: string;
  description?: string;
  questions: IntakeQuestion[];
}

export interface IntakeDefinition {
  sections: IntakeSection[];
}

/**
 * One answer, by the question's kind: text and dates (`YYYY-MM-DD`) as strings, a single choice as
 * its option's id, a multiple choice as option ids, yes/no with its follow-up, a scale as an integer.
 */
export type IntakeAnswer = string | string[] | number | { yes: boolean; followUp?: string };
export type IntakeAnswers = Record<string, IntakeAnswer>;

/** Why an answer was refused; the site words each in the page's language. */
export type IntakeAnswerProblem =
  | { questionId: string; problem: 'unknown_question' }
  | { questionId: string; problem: 'wrong_type' }
  | { questionId: string; problem: 'too_long'; max: number }
  | { questionId: string; problem: 'unknown_option' }
  | { questionId: string; problem: 'out_of_range'; min: number; max: number }
  | { questionId: string; problem: 'invalid_date' }
  | { questionId: string; problem: 'required' };

export const intakeQuestions = (definition: IntakeDefinition): IntakeQuestion[] =>
  definition.sections.flatMap((section) => section.questions);

const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The problem with one answer to one question, or none. Empty answers are fine here; see `missingRequired`. */
export function answerProblem(question: IntakeQuestion, answer: IntakeAnswer): IntakeAnswerProblem | undefined {
  const questionId = question.id;
  switch (question.kind) {
    case 'short_text':
    case 'long_text': {
      if (typeof answer !== 'string') return { questionId, problem: 'wrong_type' };
      const max = question.kind === 'short_text' ? INTAKE_LIMITS.shortText : INTAKE_LIMITS.longText;
      return answer.length > max ? { questionId, problem: 'too_long', max } : undefined;
    }
    case 'date':
      if (typeof answer !== 'string') return { questionId, problem: 'wrong_type' };
      return answer === '' || isCalendarDate(answer) ? undefined : { questionId, problem: 'invalid_date' };
    case 'single_choice':
      if (typeof answer !== 'string') return { questionId, problem: 'wrong_type' };
      return answer === '' || question.options.some((o) => o.id === answer)
        ? undefined
        : { questionId, problem: 'unknown_option' };
    case 'multiple_choice':
      if (!Array.isArray(answer) || answer.some((a) => typeof a !== 'string')) {
        return { questionId, problem: 'wrong_type' };
      }
      return answer.every((a) => question.options.some((o) => o.id === a))
        ? undefined
        : { questionId, problem: 'unknown_option' };
    case 'yes_no': {
      if (typeof answer !== 'object' || answer === null || Array.isArray(answer) || typeof answer.yes !== 'boolean') {
        return { questionId, problem: 'wrong_type' };
      }
      if (answer.followUp === undefined) return undefined;
      if (typeof answer.followUp !== 'string') return { questionId, problem: 'wrong_type' };
      return answer.followUp.length > INTAKE_LIMITS.longText
        ? { questionId, problem: 'too_long', max: INTAKE_LIMITS.longText }
        : undefined;
    }
    case 'scale':
      if (typeof answer !== 'number' || !Number.isInteger(answer)) return { questionId, problem: 'wrong_type' };
      return answer < question.min || answer > question.max
        ? { questionId, problem: 'out_of_range', min: question.min, max: question.max }
        : undefined;
  }
}

/** Every problem with a set of answers, partial or whole, to a questionnaire. */
export function answerProblems(definition: IntakeDefinition, answers: IntakeAnswers): IntakeAnswerProblem[] {
  const byId = new Map(intakeQuestions(definition).map((q) => [q.id, q]));
  const problems: IntakeAnswerProblem[] = [];
  for (const [questionId, answer] of Object.entries(answers)) {
    const question = byId.get(questionId);
    const problem = question ? answerProblem(question, answer) : { questionId, problem: 'unknown_question' as const };
    if (problem) problems.push(problem);
  }
  return problems;
}

const isEmpty = (answer: IntakeAnswer | undefined): boolean =>
  answer === undefined ||
  (typeof answer === 'string' && answer.trim() === '') ||
  (Array.isArray(answer) && answer.length === 0);

/**
 * The required questions still unanswered, in the order they are asked. A yes/no question's required
 * follow-up counts only after "yes".
 */
export function missingRequired(definition: IntakeDefinition, answers: IntakeAnswers): string[] {
  const missing: string[] = [];
  for (const question of intakeQuestions(definition)) {
    const answer = answers[question.id];
    if (question.required && isEmpty(answer)) {
      missing.push(question.id);
      continue;
    }
    if (question.kind === 'yes_no' && question.followUp?.required && typeof answer === 'object' && answer !== null) {
      const { yes, followUp } = answer as { yes: boolean; followUp?: string };
      if (yes && isEmpty(followUp)) missing.push(question.id);
    }
  }
  return missing;
}

/** The problems with a definition a therapist saved that a schema cannot see: repeated ids, a scale upside down. */
export function definitionProblems(definition: IntakeDefinition): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const questions = intakeQuestions(definition);
  if (questions.length === 0) problems.push('no questions');
  if (questions.length > INTAKE_LIMITS.questions) problems.push(`more than ${INTAKE_LIMITS.questions} questions`);
  for (const question of questions) {
    if (seen.has(question.id)) problems.push(`question id ${question.id} is used twice`);
    seen.add(question.id);
    if (question.kind === 'single_choice' || question.kind === 'multiple_choice') {
      if (question.options.length < 2) problems.push(`question ${question.id} needs at least two options`);
      if (new Set(question.options.map((o) => o.id)).size !== question.options.length) {
        problems.push(`question ${question.id} repeats an option id`);
      }
    }
    if (question.kind === 'scale' && question.min >= question.max) {
      problems.push(`question ${question.id} has a scale whose minimum is not below its maximum`);
    }
  }
  if (new Set(definition.sections.map((s) => s.id)).size !== definition.sections.length) {
    problems.push('a section id is used twice');
  }
  return problems;
}
