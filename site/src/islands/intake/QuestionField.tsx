import type { IntakeAnswer, IntakeAnswerProblem, IntakeQuestion } from '@calma/api/contract';
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/format.ts';
import { useWords } from '../words.tsx';

interface Props {
  question: IntakeQuestion;
  value: IntakeAnswer | undefined;
  onChange: (value: IntakeAnswer) => void;
  /** Unique on the page; the question's controls and texts take their ids from it. */
  domId: string;
  problem?: IntakeAnswerProblem | undefined;
  /** The questionnaire's language, when its words are in another than the page's. */
  lang?: string | undefined;
}

/** A problem with an answer in the reader's words (the contract names it; `intake.problem.*` words it). */
export const problemWords = (problem: IntakeAnswerProblem, t: Translate): string =>
  t(`intake.problem.${problem.problem}`, {
    ...('max' in problem ? { max: problem.max } : {}),
    ...('min' in problem ? { min: problem.min } : {}),
  });

/** The question's words: its label, "(required)" in text, its help and its problem, each with an id to point to. */
function useParts(
  question: IntakeQuestion,
  domId: string,
  problem: IntakeAnswerProblem | undefined,
  lang: string | undefined,
) {
  const { t } = useWords();
  const helpId = question.help ? `${domId}-help` : undefined;
  const problemId = problem ? `${domId}-problem` : undefined;
  const describedBy = [helpId, problemId].filter(Boolean).join(' ') || undefined;
  const label: ReactNode = (
    <>
      <span lang={lang}>{question.label}</span>
      {question.required && <span className="intake-required"> {t('intake.required')}</span>}
    </>
  );
  const help = question.help && (
    <p id={helpId} className="hint" lang={lang}>
      {question.help}
    </p>
  );
  const problemLine = problem && (
    <p id={problemId} className="field-error">
      {problemWords(problem, t)}
    </p>
  );
  return { describedBy, label, help, problemLine };
}

/**
 * One question as the client answers it: a labelled field for text and dates, a fieldset with its
 * legend for choices, yes/no and scales (a scale is a row of radio buttons with its end labels).
 * Required is said in words, help and problems are tied to the controls with aria-describedby.
 */
export default function QuestionField({ question, value, onChange, domId, problem, lang }: Props) {
  const { t } = useWords();
  const { describedBy, label, help, problemLine } = useParts(question, domId, problem, lang);
  const invalid = problem ? true : undefined;
  // What the yes/no and scale questions, drawn below, take besides the question.
  const parts: Parts = { label, help, problemLine, describedBy, invalid };
  const kindProps = { value, onChange, domId, lang, parts };
  switch (question.kind) {
    case 'short_text':
    case 'long_text':
    case 'date': {
      const common = {
        id: `${domId}-input`,
        value: typeof value === 'string' ? value : '',
        'aria-describedby': describedBy,
        'aria-invalid': invalid,
        'aria-required': question.required || undefined,
      };
      return (
        <div className="field intake-question" id={domId}>
          <label htmlFor={`${domId}-input`}>{label}</label>
          {help}
          {question.kind === 'long_text' ? (
            <textarea {...common} rows={5} onChange={(e) => onChange(e.target.value)} />
          ) : (
            <input
              {...common}
              type={question.kind === 'date' ? 'date' : 'text'}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
          {problemLine}
        </div>
      );
    }
    case 'single_choice':
    case 'multiple_choice': {
      const multiple = question.kind === 'multiple_choice';
      const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
      return (
        <fieldset className="intake-question" id={domId} aria-describedby={describedBy}>
          <legend>{label}</legend>
          {help}
          <div className="options options-column">
            {question.options.map((option, i) => (
              <label className="option" key={option.id}>
                <input
                  id={i === 0 ? `${domId}-input` : undefined}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={domId}
                  checked={chosen.includes(option.id)}
                  aria-invalid={invalid}
                  onChange={(e) =>
                    onChange(
                      multiple
                        ? e.target.checked
                          ? [...chosen, option.id]
                          : chosen.filter((c) => c !== option.id)
                        : option.id,
                    )
                  }
                />
                <span lang={lang}>{option.label}</span>
              </label>
            ))}
          </div>
          {!multiple && !question.required && chosen.length > 0 && (
            <button type="button" className="button-link" onClick={() => onChange('')}>
              {t('intake.clear')}
            </button>
          )}
          {problemLine}
        </fieldset>
      );
    }
    case 'yes_no':
      return <YesNo question={question} {...kindProps} />;
    case 'scale':
      return <Scale question={question} {...kindProps} />;
  }
}

interface Parts {
  label: ReactNode;
  help: ReactNode;
  problemLine: ReactNode;
  describedBy: string | undefined;
  invalid: true | undefined;
}

type KindProps<K extends IntakeQuestion['kind']> = Omit<Props, 'question' | 'problem'> & {
  question: Extract<IntakeQuestion, { kind: K }>;
  parts: Parts;
};

function YesNo({ question, value, onChange, domId, lang, parts }: KindProps<'yes_no'>) {
  const { t } = useWords();
  const answer = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  const { followUp } = question;
  return (
    <fieldset className="intake-question" id={domId} aria-describedby={parts.describedBy}>
      <legend>{parts.label}</legend>
      {parts.help}
      <div className="options">
        {[true, false].map((yes) => (
          <label className="option" key={String(yes)}>
            <input
              id={yes ? `${domId}-input` : undefined}
              type="radio"
              name={domId}
              checked={answer?.yes === yes}
              aria-invalid={parts.invalid}
              onChange={() =>
                onChange(yes ? { yes, ...(answer?.followUp ? { followUp: answer.followUp } : {}) } : { yes })
              }
            />
            {t(yes ? 'intake.yes' : 'intake.no')}
          </label>
        ))}
      </div>
      {followUp && answer?.yes && (
        <div className="field intake-follow-up">
          <label htmlFor={`${domId}-follow-up`}>
            <span lang={lang}>{followUp.label}</span>
            {followUp.required && <span className="intake-required"> {t('intake.required')}</span>}
          </label>
          <textarea
            id={`${domId}-follow-up`}
            rows={3}
            value={answer.followUp ?? ''}
            aria-required={followUp.required || undefined}
            onChange={(e) => onChange({ yes: true, followUp: e.target.value })}
          />
        </div>
      )}
      {parts.problemLine}
    </fieldset>
  );
}

function Scale({ question, value, onChange, domId, lang, parts }: KindProps<'scale'>) {
  const { t } = useWords();
  // A scale still being written in the builder's preview may have no whole range yet.
  const count = Number.isInteger(question.min) && question.max >= question.min ? question.max - question.min + 1 : 0;
  const values = Array.from({ length: Math.min(count, 11) }, (_, i) => question.min + i);
  const endsId = question.minLabel || question.maxLabel ? `${domId}-ends` : undefined;
  const describedBy = [endsId, parts.describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="intake-question" id={domId} aria-describedby={describedBy}>
      <legend>{parts.label}</legend>
      {parts.help}
      {endsId && (
        <p id={endsId} className="intake-scale-ends" lang={lang}>
          {question.minLabel && <span>{t('intake.scale.end', { value: question.min, label: question.minLabel })}</span>}
          {question.maxLabel && <span>{t('intake.scale.end', { value: question.max, label: question.maxLabel })}</span>}
        </p>
      )}
      <div className="intake-scale">
        {values.map((n) => (
          <label className="intake-scale-option" key={n}>
            <input
              id={n === question.min ? `${domId}-input` : undefined}
              type="radio"
              name={domId}
              checked={value === n}
              aria-invalid={parts.invalid}
              onChange={() => onChange(n)}
            />
            <span>{n}</span>
          </label>
        ))}
      </div>
      {parts.problemLine}
    </fieldset>
  );
}
