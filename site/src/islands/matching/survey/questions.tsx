import { type Locale, numberFormat } from '@calma/api/contract';
import type { ReactNode } from 'react';
import type { Translate } from '../../../i18n/format.ts';
import { Checkboxes, Radios } from './choices.tsx';
import { type Answers, BUDGETS, type Option, type Step, TIMES, toggle } from './survey-state.ts';

// Each question of the survey: its legend, a hint when it has one, and its choices.

export interface Question {
  legend: string;
  hint?: string;
  body: ReactNode;
}

export interface Context {
  t: Translate;
  locale: Locale;
  answers: Answers;
  update: (change: Partial<Answers>) => void;
  categories: Option[];
  languages: Option[];
  approaches: Option[];
  /** Countries with their cities and Berlin districts, the visitor's own first. */
  places: (Option & { places: Option[] })[];
}

export const questionFor = (step: Step, context: Context): Question =>
  step === 'categories' || step === 'languages' || step === 'approaches' || step === 'times'
    ? listQuestion(step, context)
    : pickQuestion(step, context);

/** The questions that choose several things from a list. */
function listQuestion(step: 'categories' | 'languages' | 'approaches' | 'times', context: Context): Question {
  const { t, answers, update } = context;
  const boxes = (
    name: string,
    options: Option[],
    key: 'categories' | 'languages' | 'approachesWanted' | 'approachesAvoided',
  ) => (
    <Checkboxes
      name={name}
      options={options}
      selected={answers[key]}
      onToggle={(slug) => update({ [key]: toggle(answers[key], slug) })}
    />
  );
  switch (step) {
    case 'categories':
      return {
        legend: t('matching.q.categories'),
        hint: t('matching.q.categories.hint'),
        body: boxes('category', context.categories, 'categories'),
      };
    case 'languages':
      return {
        legend: t('matching.q.languages'),
        hint: t('matching.q.languages.hint'),
        body: boxes('language', context.languages, 'languages'),
      };
    case 'approaches':
      return {
        legend: t('matching.q.approaches'),
        hint: t('matching.survey.optional'),
        body: (
          <div className="approach-columns">
            <fieldset>
              <legend>{t('matching.q.approaches.want')}</legend>
              {boxes('want', context.approaches, 'approachesWanted')}
            </fieldset>
            <fieldset>
              <legend>{t('matching.q.approaches.avoid')}</legend>
              {boxes('avoid', context.approaches, 'approachesAvoided')}
            </fieldset>
          </div>
        ),
      };
    case 'times':
      return {
        legend: t('matching.q.times'),
        hint: t('matching.survey.optional'),
        body: (
          <Checkboxes
            name="time"
            options={TIMES.map((slot) => ({ slug: slot, name: t(`matching.time.${slot}`) }))}
            selected={answers.times}
            onToggle={(slot) => update({ times: toggle(answers.times, slot as Answers['times'][number]) })}
          />
        ),
      };
  }
}

/** The questions that pick one answer: how to meet (and where), budget, gender, urgency. */
function pickQuestion(step: 'modality' | 'budget' | 'gender' | 'urgency', context: Context): Question {
  const { t, answers, update } = context;
  switch (step) {
    case 'modality':
      return { legend: t('matching.q.modality'), body: <Modality context={context} /> };
    case 'budget':
      return {
        legend: t('matching.q.budget'),
        body: (
          <Radios
            name="budget"
            options={[
              ...BUDGETS.map((amount) => ({
                value: amount,
                label: t('matching.q.budget.upTo', { amount: money(context.locale, amount) }),
              })),
              { value: 0, label: t('matching.q.budget.any') },
            ]}
            value={answers.budgetMax ?? 0}
            onPick={(amount) => update({ budgetMax: amount === 0 ? undefined : amount })}
          />
        ),
      };
    case 'gender':
      return {
        legend: t('matching.q.gender'),
        hint: t('matching.survey.optional'),
        body: (
          <Radios
            name="gender"
            options={worded(t, 'gender', ['any', 'female', 'male', 'non_binary'] as const)}
            value={answers.gender ?? 'any'}
            onPick={(gender) => update({ gender: gender === 'any' ? undefined : gender })}
          />
        ),
      };
    case 'urgency':
      return {
        legend: t('matching.q.urgency'),
        body: (
          <Radios
            name="urgency"
            options={worded(t, 'urgency', ['soon', 'month', 'flexible'] as const)}
            value={answers.urgency}
            onPick={(urgency) => update({ urgency })}
          />
        ),
      };
  }
}

/** A question's answers as radio options, each worded by `matching.q.{question}.{answer}`. */
const worded = <V extends string>(t: Translate, question: string, answers: readonly V[]) =>
  answers.map((value) => ({ value, label: t(`matching.q.${question}.${value}`) }));

/** A budget in both currencies the platform charges in, without cents. */
const money = (locale: Locale, amount: number) =>
  ['EUR', 'GBP']
    .map((currency) => numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount))
    .join(' / ');

/** Online, in person or either; and where, unless only online. */
function Modality({ context }: { context: Context }) {
  const { t, answers, update } = context;
  return (
    <>
      <Radios
        name="modality"
        options={worded(t, 'modality', ['online', 'in_person', 'either'] as const)}
        value={answers.modality}
        onPick={(modality) => update({ modality })}
      />
      {answers.modality !== 'online' && (
        <div className="field">
          <label htmlFor="matching-location">{t('matching.q.location')}</label>
          <select
            id="matching-location"
            value={answers.location ?? ''}
            onChange={(event) => update({ location: event.currentTarget.value || undefined })}
          >
            <option value="">{t('matching.q.location.none')}</option>
            {context.places.map((country) => (
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
  );
}
