import type { Answers, Instrument } from '../contract/self-tests.ts';
import type { FieldError } from '../schemas/common.ts';

/**
 * What is wrong with a complete set of answers to an instrument, field by field: every item
 * answered once with one of the published options, nothing else, and the unscored functional
 * question (PHQ-9) only where the instrument has one. Empty when the answers can be scored.
 */
export function answerProblems(
  instrument: Instrument,
  answers: Answers,
  functional: number | undefined,
  functionalOptions: number | undefined,
): FieldError[] {
  const problems: FieldError[] = [];
  const ids = new Set(instrument.items.map((item) => item.id));
  for (const item of instrument.items) {
    const position = answers[item.id];
    if (position === undefined) problems.push({ field: `body.answers.${item.id}`, message: 'Not answered' });
    else if (!Number.isInteger(position) || position < 0 || position >= instrument.options.length)
      problems.push({
        field: `body.answers.${item.id}`,
        message: `Not one of the ${instrument.options.length} options`,
      });
  }
  for (const id of Object.keys(answers)) {
    if (!ids.has(id)) problems.push({ field: `body.answers.${id}`, message: 'No such item in this test' });
  }
  if (functional !== undefined) {
    if (functionalOptions === undefined)
      problems.push({ field: 'body.functional', message: 'This test has no functional question' });
    else if (!Number.isInteger(functional) || functional < 0 || functional >= functionalOptions)
      problems.push({ field: 'body.functional', message: `Not one of the ${functionalOptions} options` });
  }
  return problems;
}
