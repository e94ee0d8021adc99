import { useState } from 'react';
import { minutesFrom } from '../../../lib/auth-forms.ts';
import { useApiMutation } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import { useShell } from '../shell.tsx';

/** Shown until the address is confirmed, with a way to get the link again. */
export default function EmailVerification() {
  const { t } = useWords();
  const { me } = useShell();
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>(undefined);
  const resending = useApiMutation(() => ({ path: '/api/v1/auth/resend-verification', method: 'POST' }));
  if (me.emailVerified !== false) return null;

  const resend = () => {
    setMessage(undefined);
    resending.mutate(undefined, {
      onSuccess: () => setMessage({ text: t('dashboard.account.verify.sent'), error: false }),
      onError: (refused) => {
        if (refused.code === 'ALREADY_VERIFIED') window.location.reload();
        else if (refused.status === 429)
          setMessage({
            text: t('dashboard.account.verify.wait', { minutes: minutesFrom(refused.retryAfter) }),
            error: true,
          });
        else setMessage({ text: t('dashboard.account.verify.error'), error: true });
      },
    });
  };

  return (
    <div className="notice account-notice">
      <p>{t('dashboard.account.verify.text', { email: me.email })}</p>
      <button type="button" className="button" onClick={resend} disabled={resending.isPending}>
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
