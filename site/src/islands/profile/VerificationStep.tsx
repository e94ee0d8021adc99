import { localizePath } from '@calma/api/contract';
import { translatorFor } from '../../i18n/format.ts';
import { withQueries } from '../../lib/query.ts';
import VerificationForm from '../verification/VerificationForm.tsx';

/** The UI strings this island needs: pass `verificationStepStrings(ui[locale])`. */
export const verificationStepStrings = (all: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(all).filter(([key]) => key.startsWith('dashboard.verification.') || key.startsWith('problem.')),
  );

interface Props {
  locale: string;
  /** `verificationStepStrings(ui[locale])`. */
  strings: Record<string, string>;
  /**
   * The API path (POST, no body) that submits the profile for review. The wizard passes its own,
   * which moves the wizard's forms into the profile; it should also require what
   * `assertReadyForReview` in api/src/verification checks. Defaults to the verification's own submit.
   */
  submitPath?: string;
}

/**
 * The profile wizard's last step: profession and register for the therapist's country, the
 * documents that prove them (kept private), and submitting for review. After submitting it shows
 * the review's state and, once decided, the reviewer's message.
 */
export default withQueries(VerificationStep);

function VerificationStep({ locale, strings, submitPath }: Props) {
  return (
    <VerificationForm
      t={translatorFor(strings)}
      locale={locale}
      createProfileHref={localizePath(locale, '/home/profile/create')}
      {...(submitPath ? { submitPath } : {})}
    />
  );
}
