import { withQueries } from '../../lib/query.ts';
import VerificationForm from '../verification/VerificationForm.tsx';
import { withWords } from '../words.tsx';

interface Props {
  locale: string;
  /** `verificationStepStrings(locale)` (lib/profile-wizard.ts). */
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
export default withQueries(withWords(VerificationStep));

function VerificationStep({ submitPath }: Props) {
  return <VerificationForm {...(submitPath ? { submitPath } : {})} />;
}
