import { useId } from 'react';
import NoProfile from '../profile/NoProfile.tsx';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { DetailsForm, Documents, StatusCard, SubmitSection } from './verification-form/Sections.tsx';
import { useVerification } from './verification-form/use-verification.ts';
import { missingItems } from './verification-form/verification-state.ts';

interface Props {
  /**
   * The API path that submits for review. The dashboard submits the verification on its own; the
   * profile wizard passes its own submit path, which moves the wizard's forms into the profile too.
   */
  submitPath?: string;
}

/**
 * The verification of a therapist's registration: country, profession and register number, the
 * private documents that prove them, and submitting for review; afterwards the review's state and
 * the reviewer's message.
 */
export default function VerificationForm({ submitPath = '/api/v1/verification/submit' }: Props) {
  const { t } = useWords();
  const v = useVerification(submitPath);
  const { state, loaded } = v;
  const id = useId();

  if (!state && loaded.error?.code === 'PROFILE_NOT_FOUND') return <NoProfile keys="dashboard.verification" />;
  if (!state)
    return (
      <QueryState query={loaded} loading="dashboard.verification.loading" error="dashboard.verification.loadError" />
    );

  const profession = state.countries
    .find((c) => c.slug === v.typed.country)
    ?.professions.find((p) => p.id === v.typed.profession);
  // A verified profile goes back to review with each change on its own; there is nothing to submit.
  const changesGoToReview = state.status === 'verified' || state.status === 'submitted';
  const section = { v, state, id };

  return (
    <div className="verification">
      <StatusCard state={state} id={id} />
      <div aria-live="polite">
        {v.message && (
          <p
            className={v.message.error ? 'notice notice-error' : 'notice'}
            role={v.message.error ? 'alert' : undefined}
          >
            {v.message.text}
          </p>
        )}
      </div>
      <section aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`}>{t('dashboard.verification.detailsHeading')}</h2>
        {state.editable && changesGoToReview && <p className="hint">{t('dashboard.verification.changeHint')}</p>}
        <DetailsForm v={v} state={state} id={id} profession={profession} />
      </section>
      <Documents {...section} profession={profession} />
      {state.editable && !changesGoToReview && (
        <SubmitSection v={v} id={id} missing={missingItems(v.typed, state.missing)} />
      )}
    </div>
  );
}
