import { type Answers, type Instrument, plural, scoreSelfTest } from '@calma/api/contract';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { CrisisCountry } from '../../lib/crisis.ts';
import { loadAnswers, saveAnswers } from '../../lib/self-test-storage.ts';
import CrisisResources from '../emergency/CrisisResources.tsx';
import { useWords, withWords } from '../words.tsx';

export interface SelfTestProps {
  locale: string;
  instrument: Instrument;
  texts: {
    stem: string;
    options: string[];
    items: string[];
    functional?: { text: string; options: string[] } | undefined;
  };
  strings: Record<string, string>;
  resultsPath: string;
  emergencyPath: string;
  crisis: CrisisCountry[];
  /**
   * Where complete answers go instead of the results page: a questionnaire a therapist sent
   * (islands/measures). Its answers are not kept in this browser, which may not be the client's own.
   */
  onComplete?: ((answers: Answers, functional: number | undefined) => void) | undefined;
  /** The submit button's label, when it does something else than show a result. */
  submitLabel?: string | undefined;
}

/**
 * The questionnaire: one fieldset per item with native radios in the published order. Answers are
 * kept in this browser as they are given; a risk answer shows crisis lines at once.
 */
function SelfTest({
  locale,
  instrument,
  texts,
  resultsPath,
  emergencyPath,
  crisis,
  onComplete,
  submitLabel,
}: SelfTestProps) {
  const keep = onComplete === undefined;
  const { t } = useWords();
  const [answers, setAnswers] = useState<Answers>({});
  const [functional, setFunctional] = useState<number | undefined>(undefined);
  const [missing, setMissing] = useState(0);

  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Saved answers, plus any chosen in the page before it became interactive (a fast reader on a
    // slow phone), so nothing already answered is lost.
    const stored = keep ? loadAnswers(instrument.slug) : { answers: {}, functional: undefined };
    const chosen: Answers = {};
    for (const input of form.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? []) {
      if (input.name.startsWith('item-')) chosen[input.name.slice('item-'.length)] = Number(input.value);
    }
    const merged = { ...stored.answers, ...chosen };
    setAnswers(merged);
    setFunctional(stored.functional);
    if (keep) saveAnswers(instrument.slug, { answers: merged, functional: stored.functional });
  }, [instrument.slug, keep]);

  const result = scoreSelfTest(instrument, answers);
  // Functional updates: quick successive answers never overwrite each other.
  const answer = (id: string, position: number) => {
    setMissing(0);
    setAnswers((previous) => {
      const next = { ...previous, [id]: position };
      if (keep) saveAnswers(instrument.slug, { answers: next, functional });
      return next;
    });
  };
  const answerFunctional = (position: number) => {
    setFunctional(position);
    setAnswers((previous) => {
      if (keep) saveAnswers(instrument.slug, { answers: previous, functional: position });
      return previous;
    });
  };
  const submit = () => {
    if (result.complete) {
      if (onComplete) onComplete(answers, functional);
      else window.location.assign(resultsPath);
      return;
    }
    const open = instrument.items.filter((item) => answers[item.id] === undefined);
    setMissing(open.length);
    document.querySelector<HTMLInputElement>(`input[name="item-${open[0]?.id}"]`)?.focus();
  };

  return (
    <form ref={form} className="self-test" onSubmit={(event) => event.preventDefault()}>
      <p className="stem">{texts.stem}</p>
      <div className="self-test-progress">
        <progress value={result.answered} max={instrument.items.length} aria-hidden="true" />
        <span aria-live="polite">
          {t('selfTests.progress', { answered: result.answered, total: instrument.items.length })}
        </span>
      </div>
      {instrument.items.map((item, index) => (
        <Fragment key={item.id}>
          <fieldset className="question">
            <legend>
              <span className="question-number">{index + 1}.</span> {texts.items[index]}
            </legend>
            <div className="options">
              {texts.options.map((label, position) => {
                const id = `item-${item.id}-${position}`;
                return (
                  <div className="option" key={id}>
                    <input
                      type="radio"
                      id={id}
                      name={`item-${item.id}`}
                      value={position}
                      checked={answers[item.id] === position}
                      onChange={() => answer(item.id, position)}
                    />
                    <label htmlFor={id}>{label}</label>
                  </div>
                );
              })}
            </div>
          </fieldset>
          {item.id === instrument.safetyItem && result.safety && (
            <CrisisResources countries={crisis} emergencyPath={emergencyPath} />
          )}
        </Fragment>
      ))}
      {texts.functional && (
        <fieldset className="question">
          <legend>{texts.functional.text}</legend>
          <p className="hint">{t('selfTests.notScored')}</p>
          <div className="options">
            {texts.functional.options.map((label, position) => (
              <div className="option" key={label}>
                <input
                  type="radio"
                  id={`functional-${position}`}
                  name="functional"
                  checked={functional === position}
                  onChange={() => answerFunctional(position)}
                />
                <label htmlFor={`functional-${position}`}>{label}</label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      {missing > 0 && (
        <p className="notice notice-error" role="alert">
          {t(`selfTests.incomplete.${plural(locale, missing)}`, {
            count: missing,
          })}
        </p>
      )}
      <button type="button" className="button button-primary" onClick={submit}>
        {submitLabel ?? t('selfTests.submit')}
      </button>
    </form>
  );
}

export default withWords(SelfTest);
