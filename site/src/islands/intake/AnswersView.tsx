import { dateFormat, type IntakeAnswer, type IntakeDefinition, type IntakeQuestion } from '@calma/api/contract';
import type { Translate } from '../../i18n/format.ts';
import { useWords } from '../words.tsx';

interface Props {
  definition: IntakeDefinition;
  answers: Record<string, IntakeAnswer>;
  /** The level of the sections' headings: below the questionnaire's own. */
  level?: 3 | 4;
}

/** An answer as text: a choice by its option's words, a date in the reader's language, yes/no with what followed. */
export function answerText(
  question: IntakeQuestion,
  answer: IntakeAnswer | undefined,
  locale: string,
  t: Translate,
): string | undefined {
  if (answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0)) return undefined;
  switch (question.kind) {
    case 'short_text':
    case 'long_text':
      return typeof answer === 'string' ? answer : undefined;
    case 'date':
      // A calendar day, not an instant: formatted in UTC so no zone moves it to the day before.
      return typeof answer === 'string'
        ? dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${answer}T00:00:00Z`))
        : undefined;
    case 'single_choice':
    case 'multiple_choice': {
      const ids = Array.isArray(answer) ? answer : [answer];
      return question.options
        .filter((o) => ids.includes(o.id))
        .map((o) => o.label)
        .join(', ');
    }
    case 'yes_no':
      if (typeof answer !== 'object' || Array.isArray(answer)) return undefined;
      return answer.yes ? t('intake.yes') : t('intake.no');
    case 'scale':
      return typeof answer === 'number'
        ? t('intake.scale.value', { value: answer, min: question.min, max: question.max })
        : undefined;
  }
}

/** A questionnaire's answers to read, section by section; a question without an answer says so. */
export default function AnswersView({ definition, answers, level = 3 }: Props) {
  const { t, locale } = useWords();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="intake-answers">
      {definition.sections.map((section) => (
        <section key={section.id}>
          <Heading>{section.title}</Heading>
          <dl>
            {section.questions.map((question) => {
              const answer = answers[question.id];
              const text = answerText(question, answer, locale, t);
              const followUp =
                question.kind === 'yes_no' && typeof answer === 'object' && !Array.isArray(answer) && answer.yes
                  ? answer.followUp
                  : undefined;
              return (
                <div key={question.id}>
                  <dt>{question.label}</dt>
                  <dd className={text === undefined ? 'intake-unanswered' : undefined}>
                    {text ?? t('intake.notAnswered')}
                  </dd>
                  {question.kind === 'yes_no' && question.followUp && followUp && (
                    <>
                      <dt>{question.followUp.label}</dt>
                      <dd>{followUp}</dd>
                    </>
                  )}
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
