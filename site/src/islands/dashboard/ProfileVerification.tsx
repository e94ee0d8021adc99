import VerificationForm from '../verification/VerificationForm.tsx';
import { useWords } from '../words.tsx';

/** Verification in the profile area: the state, the reviewer's message, details and documents. */
export default function ProfileVerification() {
  const { t } = useWords();
  return (
    <section>
      <h1>{t('dashboard.verification.title')}</h1>
      <p>{t('dashboard.verification.lead')}</p>
      <VerificationForm />
    </section>
  );
}
