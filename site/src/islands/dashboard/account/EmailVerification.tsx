import { useState } from 'react';
import type { Translate } from '../../../i18n/format.ts';
import { api } from '../../../lib/api-client.ts';
import { minutesFrom } from '../../../lib/auth-forms.ts';
import type { DashboardUser } from '../types.ts';

/** Shown until the address is confirmed, with a way to get the link again. */
export default function EmailVerification({ me, t }: { me: DashboardUser; t: Translate }) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>(undefined);
  const [sending, setSending] = useState(false);
  if (me.emailVerified !== false) return null;

  const resend = async () => {
    setSending(true);
    setMessage(undefined);
    const answer = await api('/api/v1/auth/resend-verification', { method: 'POST' });
    setSending(false);
    if (answer.ok) setMessage({ text: t('dashboard.account.verify.sent'), error: false });
    else if (answer.problem.code === 'ALREADY_VERIFIED') window.location.reload();
    else if (answer.status === 429)
      setMessage({
        text: t('dashboard.account.verify.wait', { minutes: minutesFrom(answer.problem.retryAfter) }),
        error: true,
      });
    else setMessage({ text: t('dashboard.account.verify.error'), error: true });
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
