import { useEffect, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { api } from '../../lib/api-client.ts';
import { takeToken } from '../../lib/auth-forms.ts';

interface Props {
  strings: Record<string, string>;
  signInPath: string;
  dashboardPath: string;
}

type Outcome = 'working' | 'signedIn' | 'confirmed' | 'used' | 'expired' | 'invalid' | 'error';

// One request per page load, even if the component mounts twice.
let verifying: Promise<Outcome> | undefined;
function verify(token: string): Promise<Outcome> {
  verifying ??= (async (): Promise<Outcome> => {
    if (!token) return 'invalid';
    const answer = await api<{ signedIn: boolean }>('/api/v1/auth/verify-email', { body: { token } });
    if (answer.ok) return answer.body.signedIn ? 'signedIn' : 'confirmed';
    const { code } = answer.problem;
    if (code === 'TOKEN_USED') return 'used';
    if (code === 'TOKEN_EXPIRED') return 'expired';
    if (code === 'TOKEN_INVALID' || code === 'VALIDATION_FAILED') return 'invalid';
    return 'error';
  })();
  return verifying;
}

/** Confirms the address with the emailed link as soon as the page opens, and says what happened. */
export default function VerifyEmail({ strings, signInPath, dashboardPath }: Props) {
  const t = translatorFor(strings);
  const [outcome, setOutcome] = useState<Outcome>('working');
  useEffect(() => {
    void verify(takeToken()).then(setOutcome);
  }, []);

  if (outcome === 'working') return <p aria-live="polite">{t('auth.verify.working')}</p>;
  const ok = outcome === 'signedIn' || outcome === 'confirmed';
  return (
    <div className="card">
      <p role={ok ? 'status' : 'alert'} className={ok ? undefined : 'notice notice-error'}>
        {t(`auth.verify.${outcome}`)}
      </p>
      {outcome === 'signedIn' ? (
        <a className="button button-primary" href={dashboardPath}>
          {t('auth.verify.toDashboard')}
        </a>
      ) : outcome !== 'error' ? (
        <a className="button button-primary" href={signInPath}>
          {t('auth.verify.toSignIn')}
        </a>
      ) : null}
    </div>
  );
}
