import VerificationForm from '../verification/VerificationForm.tsx';
import { publicPath, type ScreenProps } from './types.ts';

/** Verification in the profile area: the state, the reviewer's message, details and documents. */
export default function ProfileVerification({ t, locale }: ScreenProps) {
  return (
    <section>
      <h1>{t('dashboard.verification.title')}</h1>
      <p>{t('dashboard.verification.lead')}</p>
      <VerificationForm t={t} locale={locale} createProfileHref={publicPath(locale, '/home/profile/create')} />
    </section>
  );
}
