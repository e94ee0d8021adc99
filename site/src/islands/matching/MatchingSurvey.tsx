import { type Locale, type MatchAnswers, numberFormat } from '@calma/api/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { api } from '../../lib/api-client.ts';
import { homeCountry } from './home-country.ts';

interface Option {
  slug: string;
  name: string;
}

type Answers = MatchAnswers;

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

const STORE = 'calma.matching';
const STEPS = ['categories', 'languages', 'modality', 'budget', 'gender', 'approaches', 'times', 'urgency'] as const;
const BUDGETS = [60, 80, 100, 130];
const TIMES = ['weekday_mornings', 'weekday_afternoons', 'weekday_evenings', 'weekends'] as const;
const VISIBLE = 12;
const empty: Answers = {
  categories: [],
  languages: [],
  modality: 'either',
  approachesWanted: [],
  approachesAvoided: [],
  times: [],
  urgency: 'month',
};

/** The matching survey: one question at a time; back and forward (and a reload) keep every answer. */
export default function MatchingSurvey({
  locale,
  strings,
  categories,
  languages,
  approaches,
  places,
  matchPath,
}: Props) {
  const t = translatorFor(strings);
  const [answers, setAnswers] = useState<Answers>(empty);
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  // Known only in the browser; the server renders countries in their usual order.
  const [home, setHome] = useState<string | undefined>(undefined);
  useEffect(() => setHome(homeCountry(locale, navigator.languages ?? [navigator.language])), [locale]);
  const byHome = [...places].sort((a, b) => Number(b.slug === home) - Number(a.slug === home));

  useEffect(() => {
    try {
      const saved = JSON.parse(window.sessionStorage.getItem(STORE) ?? 'null') as {
        answers: Answers;
        step: number;
      } | null;
      if (saved?.answers) {
        setAnswers({ ...empty, ...saved.answers });
        setStep(Math.min(Math.max(saved.step, 0), STEPS.length - 1));
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
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const check = (): string => {
    const current = STEPS[step];
    if (current === 'categories' && answers.categories.length === 0) return t('matching.q.categories.required');
    if (current === 'categories' && answers.categories.length > 5) return t('matching.q.categories.tooMany');
    if (current === 'modality' && answers.modality === 'in_person' && !answers.location)
      return t('matching.q.location.required');
    if (current === 'approaches' && answers.approachesWanted.some((a) => answers.approachesAvoided.includes(a))) {
      return t('matching.q.approaches.avoidConflict');
    }
    return '';
  };

  const next = async () => {
    const message = check();
    if (message) {
      setProblem(message);
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
        body: {
          locale,
          answers: { ...answers, location: answers.modality === 'online' ? undefined : answers.location },
        },
      });
      if (!result.ok || result.status !== 201) throw new Error(String(result.status));
      window.location.assign(matchPath.replace('{uid}', result.body.uid));
    } catch {
      setProblem(t('matching.survey.error'));
      setSending(false);
    }
  };

  const money = (amount: number) =>
    ['EUR', 'GBP']
      .map((currency) =>
        numberFormat(locale, {
          style: 'currency',
          currency,
          maximumFractionDigits: 0,
        }).format(amount),
      )
      .join(' / ');

  const checkboxes = (name: string, options: Option[], selected: string[], onToggle: (slug: string) => void) => {
    const box = (o: Option) => (
      <div className="option" key={o.slug}>
        <input
          type="checkbox"
          id={`${name}-${o.slug}`}
          checked={selected.includes(o.slug)}
          onChange={() => onToggle(o.slug)}
        />
        <label htmlFor={`${name}-${o.slug}`}>{o.name}</label>
      </div>
    );
    const shown = options.slice(0, VISIBLE);
    const rest = options.slice(VISIBLE);
    const openRest = rest.some((o) => selected.includes(o.slug));
    return (
      <>
        <div className="options options-column">{shown.map(box)}</div>
        {rest.length > 0 && (
          <details open={openRest}>
            <summary>{t('matching.survey.more')}</summary>
            <div className="options options-column">{rest.map(box)}</div>
          </details>
        )}
      </>
    );
  };
  const radios = <T extends string | number>(
    name: string,
    options: { value: T; label: string }[],
    value: T | undefined,
    onPick: (v: T) => void,
  ) => (
    <div className="options options-column">
      {options.map((o) => (
        <div className="option" key={String(o.value)}>
          <input
            type="radio"
            id={`${name}-${o.value}`}
            name={name}
            checked={value === o.value}
            onChange={() => onPick(o.value)}
          />
          <label htmlFor={`${name}-${o.value}`}>{o.label}</label>
        </div>
      ))}
    </div>
  );

  const question: Record<(typeof STEPS)[number], { legend: string; hint?: string; body: ReactNode }> = {
    categories: {
      legend: t('matching.q.categories'),
      hint: t('matching.q.categories.hint'),
      body: checkboxes('category', categories, answers.categories, (slug) =>
        update({ categories: toggle(answers.categories, slug) }),
      ),
    },
    languages: {
      legend: t('matching.q.languages'),
      hint: t('matching.q.languages.hint'),
      body: checkboxes('language', languages, answers.languages, (slug) =>
        update({ languages: toggle(answers.languages, slug) }),
      ),
    },
    modality: {
      legend: t('matching.q.modality'),
      body: (
        <>
          {radios(
            'modality',
            (['online', 'in_person', 'either'] as const).map((value) => ({
              value,
              label: t(`matching.q.modality.${value}`),
            })),
            answers.modality,
            (modality) => update({ modality }),
          )}
          {answers.modality !== 'online' && (
            <div className="field">
              <label htmlFor="matching-location">{t('matching.q.location')}</label>
              <select
                id="matching-location"
                value={answers.location ?? ''}
                onChange={(event) => update({ location: event.currentTarget.value || undefined })}
              >
                <option value="">{t('matching.q.location.none')}</option>
                {byHome.map((country) => (
                  <optgroup key={country.slug} label={country.name}>
                    {country.places.map((p) => (
                      <option key={p.slug} value={p.slug}>
                        {p.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
          )}
        </>
      ),
    },
    budget: {
      legend: t('matching.q.budget'),
      body: radios(
        'budget',
        [
          ...BUDGETS.map((amount) => ({
            value: amount,
            label: t('matching.q.budget.upTo', { amount: money(amount) }),
          })),
          { value: 0, label: t('matching.q.budget.any') },
        ],
        answers.budgetMax ?? 0,
        (amount) => update({ budgetMax: amount === 0 ? undefined : amount }),
      ),
    },
    gender: {
      legend: t('matching.q.gender'),
      hint: t('matching.survey.optional'),
      body: radios(
        'gender',
        (['any', 'female', 'male', 'non_binary'] as const).map((value) => ({
          value,
          label: t(`matching.q.gender.${value}`),
        })),
        answers.gender ?? 'any',
        (gender) => update({ gender: gender === 'any' ? undefined : gender }),
      ),
    },
    approaches: {
      legend: t('matching.q.approaches'),
      hint: t('matching.survey.optional'),
      body: (
        <div className="approach-columns">
          <fieldset>
            <legend>{t('matching.q.approaches.want')}</legend>
            {checkboxes('want', approaches, answers.approachesWanted, (slug) =>
              update({ approachesWanted: toggle(answers.approachesWanted, slug) }),
            )}
          </fieldset>
          <fieldset>
            <legend>{t('matching.q.approaches.avoid')}</legend>
            {checkboxes('avoid', approaches, answers.approachesAvoided, (slug) =>
              update({ approachesAvoided: toggle(answers.approachesAvoided, slug) }),
            )}
          </fieldset>
        </div>
      ),
    },
    times: {
      legend: t('matching.q.times'),
      hint: t('matching.survey.optional'),
      body: checkboxes(
        'time',
        TIMES.map((slot) => ({ slug: slot, name: t(`matching.time.${slot}`) })),
        answers.times,
        (slot) => update({ times: toggle(answers.times, slot) as Answers['times'] }),
      ),
    },
    urgency: {
      legend: t('matching.q.urgency'),
      body: radios(
        'urgency',
        (['soon', 'month', 'flexible'] as const).map((value) => ({ value, label: t(`matching.q.urgency.${value}`) })),
        answers.urgency,
        (urgency) => update({ urgency }),
      ),
    },
  };
  const current = question[STEPS[step] ?? 'categories'];

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
