import { useState } from 'react';
import { minutesFrom, problemOf } from '../../../lib/auth-forms.ts';
import { apiFetch } from '../../../lib/session.ts';
import type { DashboardUser, Translate } from '../types.ts';

/** Shown until the address is confirmed, with a way to get the link again. */
export default function EmailVerification({ me, t }: { me: DashboardUser; t: Translate }) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>(undefined);
  const [sending, setSending] = useState(false);
  if (me.emailVerified !== false) return null;

  const resend = async () => {
    setSending(true);
    setMessage(undefined);
    try {
      const response = await apiFetch('/api/v1/auth/resend-verification', {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      if (response.ok) setMessage({ text: t('dashboard.account.verify.sent'), error: false });
      else {
        const answer = await problemOf(response);
        if (answer.code === 'ALREADY_VERIFIED') window.location.reload();
        else if (answer.status === 429)
          setMessage({
            text: t('dashboard.account.verify.wait', { minutes: minutesFrom(answer.retryAfter) }),
            error: true,
          });
        else setMessage({ text: t('dashboard.account.verify.error'), error: true });
      }
    } catch {
      setMessage({ text: t('dashboard.account.verify.error'), error: true });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="notice account-notice">
      <p>{t('dashboard.account.verify.text', { email: me.email })}</p>
      <button type="button" className="button" onClick={() => void resend()} disabled={sending}>
        {t('dashboard.account.verify.resend')}
      </button>
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'field-error' : undefined}>
          {message.text}
        </p>
      )}
    </div>
  );
}
