import { useEffect, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { problemOf, takeToken } from '../../lib/auth-forms.ts';

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
    try {
      const response = await fetch('/api/v1/auth/verify-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token }),
      });
      if (response.ok) return ((await response.json()) as { signedIn: boolean }).signedIn ? 'signedIn' : 'confirmed';
      const { code } = await problemOf(response);
      if (code === 'TOKEN_USED') return 'used';
      if (code === 'TOKEN_EXPIRED') return 'expired';
      if (code === 'TOKEN_INVALID' || code === 'VALIDATION_FAILED') return 'invalid';
      return 'error';
    } catch {
      return 'error';
    }
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
