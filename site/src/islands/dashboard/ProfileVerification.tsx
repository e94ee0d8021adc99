import VerificationForm from '../verification/VerificationForm.tsx';
import { useWords } from '../words.tsx';
import { publicPath } from './types.ts';

/** Verification in the profile area: the state, the reviewer's message, details and documents. */
export default function ProfileVerification() {
  const { t, locale } = useWords();
  return (
    <section>
      <h1>{t('dashboard.verification.title')}</h1>
      <p>{t('dashboard.verification.lead')}</p>
      <VerificationForm t={t} locale={locale} createProfileHref={publicPath(locale, '/home/profile/create')} />
    </section>
  );
}
