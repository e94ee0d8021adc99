import type { RecommendationLetter } from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import type { ApiOutcome } from '../../../lib/api-client.ts';
import { useWords } from '../../words.tsx';
import { PREFIX, SEND_MESSAGES, type SendState, sendRefusal, sentState } from './recommend-state.ts';

/** Calma sends the letter to the HR address once the person ticks that they want it sent. */
export default function SendLetter({
  id,
  to,
  busy,
  onSend,
}: {
  id: string;
  to: string;
  busy: boolean;
  onSend: (confirm: boolean) => Promise<ApiOutcome<RecommendationLetter>>;
}) {
  const { t } = useWords();
  const [confirm, setConfirm] = useState(false);
  const [confirmError, setConfirmError] = useState('');
  const [sendState, setSendState] = useState<SendState | undefined>();
  const sentNotice = useRef<HTMLParagraphElement>(null);
  const confirmBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sendState === 'done') sentNotice.current?.focus();
  }, [sendState]);

  const send = async () => {
    setSendState(undefined);
    setConfirmError('');
    const result = await onSend(confirm);
    if (result.ok) {
      setSendState(sentState(result.body));
      return;
    }
    const refused = sendRefusal(result.problem);
    if (refused === 'confirm') {
      setConfirmError(t('forms.recommend.send.confirm.required'));
      confirmBox.current?.focus();
    } else setSendState(refused);
  };

  if (sendState === 'done') {
    return (
      <p className="notice" role="status" tabIndex={-1} ref={sentNotice}>
        {t(`${PREFIX}.send.done`, { email: to })}
      </p>
    );
  }
  return (
    <>
      <p>{t(`${PREFIX}.send.lead`, { email: to })}</p>
      <div className="field checkbox-field">
        <input
          id={`${id}-confirm`}
          ref={confirmBox}
          type="checkbox"
          checked={confirm}
          onChange={(e) => {
            setConfirm(e.currentTarget.checked);
            setConfirmError('');
          }}
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
        />
        <label htmlFor={`${id}-confirm`}>{t(`${PREFIX}.send.confirm`, { email: to })}</label>
        {confirmError && (
          <p id={`${id}-confirm-error`} className="field-error">
            {confirmError}
          </p>
        )}
      </div>
      {sendState && (
        <p className="notice notice-error" role="alert">
          {t(SEND_MESSAGES[sendState], { email: to })}
        </p>
      )}
      <button type="button" className="button button-primary" disabled={busy} onClick={() => void send()}>
        {busy ? t('forms.common.sending') : t(`${PREFIX}.send.submit`)}
      </button>
    </>
  );
}
