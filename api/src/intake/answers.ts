import {
  answerProblem,
  type IntakeAnswer,
  type IntakeAnswerProblem,
  type IntakeAnswers,
  type IntakeDefinition,
  intakeQuestions,
  missingRequired,
} from '../contract/intake.ts';
import type { Sealer } from '../crypto/sealed.ts';

// A client's answers are health data: sealed at rest like session notes, the response's own id
// part of what the seal authenticates, so sealed answers copied onto another response (or another
// client's) do not open there.
const purposeOf = (responseId: string) => `intake-response:${responseId}`;

export const sealAnswers = (sealer: Sealer, responseId: string, answers: IntakeAnswers) =>
  sealer.seal(JSON.stringify(answers), purposeOf(responseId));

/** The answers saved so far; none before the first save. */
export const openAnswers = (sealer: Sealer, responseId: string, sealed: string | null): IntakeAnswers =>
  sealed === null ? {} : (JSON.parse(sealer.open(sealed, purposeOf(responseId))) as IntakeAnswers);

/** An answer sent as "" or [] clears what was saved for its question, whatever the question's kind. */
const clears = (answer: IntakeAnswer) => answer === '' || (Array.isArray(answer) && answer.length === 0);

/** What is wrong with a partial save: every answer checked as the contract checks it, a clearing one only for its question. */
export function saveProblems(definition: IntakeDefinition, partial: IntakeAnswers): IntakeAnswerProblem[] {
  const byId = new Map(intakeQuestions(definition).map((q) => [q.id, q]));
  const problems: IntakeAnswerProblem[] = [];
  for (const [questionId, answer] of Object.entries(partial)) {
    const question = byId.get(questionId);
    const problem = !question
      ? { questionId, problem: 'unknown_question' as const }
      : clears(answer)
        ? undefined
        : answerProblem(question, answer);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The stored answers with a partial save merged in key by key; a clearing answer removes its key. */
export function mergeAnswers(stored: IntakeAnswers, partial: IntakeAnswers): IntakeAnswers {
  const merged = { ...stored };
  for (const [questionId, answer] of Object.entries(partial)) {
    if (clears(answer)) delete merged[questionId];
    else merged[questionId] = answer;
  }
  return merged;
}

/** A stored response as both its readers show it: the answers opened and what is still required. */
export function responseAnswers(
  sealer: Sealer,
  row: { id: string; definition: IntakeDefinition; answersSealed: string | null },
) {
  const answers = openAnswers(sealer, row.id, row.answersSealed);
  return { answers, missing: missingRequired(row.definition, answers) };
}
