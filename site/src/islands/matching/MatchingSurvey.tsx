import type { Locale } from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { useWords, withWords } from '../words.tsx';
import { homeCountry } from './home-country.ts';
import { questionFor } from './survey/questions.tsx';
import {
  type Answers,
  answersToSend,
  EMPTY,
  homeFirst,
  type Option,
  restore,
  STEPS,
  STORE,
  stepProblem,
} from './survey/survey-state.ts';

interface Props {
  locale: Locale;
  strings: Record<string, string>;
  categories: Option[];
  languages: Option[];
  approaches: Option[];
  /** Cities and Berlin districts, by country. */
  places: (Option & { places: Option[] })[];
  /** Localised path of a match, with `{uid}` to fill in. */
  matchPath: string;
}

/** The matching survey: one question at a time; back and forward (and a reload) keep every answer. */
function MatchingSurvey({ locale, categories, languages, approaches, places, matchPath }: Props) {
  const { t } = useWords();
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  // Known only in the browser; the server renders countries in their usual order.
  const [home, setHome] = useState<string | undefined>(undefined);
  useEffect(() => setHome(homeCountry(locale, navigator.languages ?? [navigator.language])), [locale]);

  useEffect(() => {
    try {
      const saved = restore(window.sessionStorage.getItem(STORE));
      if (saved) {
        setAnswers(saved.answers);
        setStep(saved.step);
      }
    } catch {
      // Nothing saved, or storage unavailable: start fresh.
    }
  }, []);
  useEffect(() => {
    try {
      window.sessionStorage.setItem(STORE, JSON.stringify({ answers, step }));
    } catch {
      // Answers just do not survive a reload.
    }
  }, [answers, step]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change, on purpose.
  useEffect(() => {
    // Move focus to the new question for keyboard and screen-reader users, but not on first load.
    if (started.current) heading.current?.focus();
    started.current = true;
  }, [step]);

  const update = (change: Partial<Answers>) => {
    setProblem('');
    setAnswers((previous) => ({ ...previous, ...change }));
  };

  const next = async () => {
    const message = stepProblem(step, answers);
    if (message) {
      setProblem(t(message));
      return;
    }
    if (step < STEPS.length - 1) {
      setStep(step + 1);
      return;
    }
    setSending(true);
    try {
      const result = await api<{ uid: string }>('/api/v1/matches', {
        method: 'POST',
        // Open to visitors, so a lapsed session would not be refused: the match would just not be
        // saved to the signed-in client's account. It is renewed first.
        renewFirst: true,
        body: { locale, answers: answersToSend(answers) },
      });
      if (!result.ok || result.status !== 201) throw new Error(String(result.status));
      window.location.assign(matchPath.replace('{uid}', result.body.uid));
    } catch {
      setProblem(t('matching.survey.error'));
      setSending(false);
    }
  };

  const current = questionFor(STEPS[step] ?? 'categories', {
    t,
    locale,
    answers,
    update,
    categories,
    languages,
    approaches,
    places: homeFirst(places, home),
  });

  return (
    <form
      className="matching-survey"
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <p className="step-count">
        <progress value={step + 1} max={STEPS.length} aria-hidden="true" />{' '}
        {t('matching.survey.step', { step: step + 1, steps: STEPS.length })}
      </p>
      <fieldset className="question">
        <legend>
          <h2 ref={heading} tabIndex={-1}>
            {current.legend}
          </h2>
        </legend>
        {current.hint && <p className="hint">{current.hint}</p>}
        {current.body}
      </fieldset>
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <div className="survey-buttons">
        {step > 0 && (
          <button type="button" className="button" onClick={() => setStep(step - 1)} disabled={sending}>
            {t('matching.survey.back')}
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending
            ? t('matching.survey.sending')
            : step === STEPS.length - 1
              ? t('matching.survey.submit')
              : t('matching.survey.next')}
        </button>
      </div>
    </form>
  );
}

export default withWords(MatchingSurvey);
