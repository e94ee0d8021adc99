import type { FormStep, ProfileFieldError, ProfileOptions, WizardStep } from '@calma/api/contract';
import { WIZARD_STEPS } from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { type ApiError, useApiMutation, withQueries } from '../../lib/query.ts';
import { type Errors, localizeErrors } from '../forms/fields.tsx';
import { useWords, withWords } from '../words.tsx';
import { AboutForm, ExperienceForm, ExpertiseForm, GeneralInfoForm, PracticeForm } from './forms.tsx';
import ProfileForm from './ProfileForm.tsx';

/** A form step as the API answers it: the draft as typed and what completing it would refuse now. */
export interface StepState {
  step: FormStep;
  // biome-ignore lint/suspicious/noExplicitAny: each step's form has its own shape; the form components type it.
  data: any;
  complete: boolean;
  errors: ProfileFieldError[];
}

interface Props {
  locale: string;
  strings: Record<string, string>;
  step: WizardStep;
  /** The form step's draft; absent on the photo step, which keeps its own data. */
  state?: StepState;
  options?: ProfileOptions;
  /** The country chosen in general info: practice addresses and prices follow it. */
  country?: string;
  /** A step's page, with `{step}` in place of its name. */
  stepPath: string;
}

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
const AUTOSAVE_MS = 700;

/**
 * One wizard step: its form, saved as a draft while the therapist types (and when they leave),
 * and "Save and continue", which asks the API to complete the step and shows what it refuses.
 * On the photo step only the navigation is this island's.
 */
export default withQueries(withWords(ProfileWizard));

function ProfileWizard({ locale, step, state, options, country = '', stepPath }: Props) {
  const { t } = useWords();
  const initial = () => {
    if (state?.step === 'about-and-approach' && Object.keys(state.data.texts).length === 0) {
      return { texts: { [locale]: { about: '', approach: '', whoIWorkWith: '' } } };
    }
    if (state?.step === 'practice-info' && state.data.sessionName === '') {
      return { ...state.data, sessionName: t('dashboard.profile.session.defaultName') };
    }
    return state?.data;
  };
  const [data, setData] = useState(initial);
  const [serverErrors, setServerErrors] = useState<ProfileFieldError[]>(state?.errors ?? []);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const latest = useRef(data);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** How many saves were asked for: the status speaks for the last one. */
  const saves = useRef(0);

  const index = WIZARD_STEPS.indexOf(step);
  const next = WIZARD_STEPS[index + 1];
  const previous = WIZARD_STEPS[index - 1];
  const pathOf = (s: string) => stepPath.replace('{step}', s);
  const url = `/api/v1/profile/steps/${step}`;
  // The draft as it is when its turn comes: saves of one step run one after another, never crossing.
  const drafting = useApiMutation<StepState>(() => ({ path: url, method: 'PUT', body: latest.current }), {
    scope: { id: url },
  });
  const completing = useApiMutation(() => ({ path: `${url}/complete`, method: 'POST' }));

  /** Saves the draft; whether it was saved. */
  const save = async (): Promise<boolean> => {
    if (!state) return true;
    setStatus('saving');
    const mine = ++saves.current;
    let saved = false;
    try {
      setServerErrors((await drafting.mutateAsync()).errors);
      saved = true;
    } catch {
      // Said below, once this is the last save asked for.
    }
    if (saves.current === mine) setStatus(saved ? 'saved' : 'failed');
    return saved;
  };

  const change = (value: unknown) => {
    setData(value);
    latest.current = value;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
  };

  // Leaving with a change not yet saved: send it anyway, straight through api() (keepalive outlives
  // the page, the request must start while the page is still there, and nobody reads this answer).
  const flush = useRef(() => {});
  flush.current = () => {
    if (timer.current === undefined || !state) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    void api(url, { method: 'PUT', body: latest.current, keepalive: true });
  };
  useEffect(() => {
    const onLeave = () => flush.current();
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, []);

  // Focus the error summary once it is on screen (after the render that shows it), not before.
  const [focusSummary, setFocusSummary] = useState(0);
  useEffect(() => {
    if (focusSummary > 0) summary.current?.focus();
  }, [focusSummary]);

  const proceed = async () => {
    setBusy(true);
    clearTimeout(timer.current);
    timer.current = undefined;
    try {
      if (!(await save())) return;
      try {
        await completing.mutateAsync();
      } catch (refusal) {
        const problem = refusal as ApiError;
        if (problem.status === 400) {
          setServerErrors((Array.isArray(problem.details) ? problem.details : []) as ProfileFieldError[]);
          setAttempted(true);
          setFocusSummary((n) => n + 1);
        } else setStatus('failed');
        return;
      }
      if (next) window.location.assign(pathOf(next));
    } finally {
      setBusy(false);
    }
  };

  const errors: Errors = attempted ? localizeErrors(serverErrors, t) : {};
  // Every step's form takes the same draft, errors and choices; the practice step also the country.
  const formProps = options && { value: data, onChange: change, errors, options };
  const form = state && formProps && (
    <>
      {state.step === 'general-info' && <GeneralInfoForm {...formProps} />}
      {state.step === 'about-and-approach' && <AboutForm {...formProps} />}
      {state.step === 'experience' && <ExperienceForm {...formProps} />}
      {state.step === 'expertise-areas' && <ExpertiseForm {...formProps} />}
      {state.step === 'practice-info' && <PracticeForm {...formProps} country={country} />}
    </>
  );

  return (
    <ProfileForm errors={errors} summary={summary} onSubmit={() => void proceed()}>
      {form}
      <p className="autosave" role="status">
        {status === 'saving' && t('profileWizard.autosave.saving')}
        {status === 'saved' && t('profileWizard.autosave.saved')}
        {status === 'failed' && t('profileWizard.autosave.failed')}
      </p>
      <div className="button-row">
        {previous && (
          <a className="button" href={pathOf(previous)}>
            {t('profileWizard.back')}
          </a>
        )}
        {next && (
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('profileWizard.continuing') : t('profileWizard.continue')}
          </button>
        )}
      </div>
    </ProfileForm>
  );
}
