import type { GuestThread, Message, Thread } from '@calma/api/contract';
import { useCallback, useRef, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { type ApiOutcome, api } from '../../lib/api-client.ts';
import Conversation from './Conversation.tsx';

interface Props {
  /** BCP 47 tag for times and numbers. */
  lang: string;
  /** The `dashboard.messages.thread.*` strings. */
  strings: Record<string, string>;
  clientId: string;
  /** The key from the email link. */
  accessKey: string;
  /** The newest page, as the server read it when the page opened (reading again would mark it read). */
  initial: GuestThread;
  /** Asking the sender to confirm while their message waits; `sentHref` is this page once it is sent. */
  confirm: { waiting: string; send: string; failed: string; sentHref: string };
  emergencyHref: string;
}

/** A conversation begun from a therapist's message widget, for its client, through their email link. */
export default function GuestConversation({
  lang,
  strings,
  clientId,
  accessKey,
  initial,
  confirm,
  emergencyHref,
}: Props) {
  const t = translatorFor(strings);
  const url = `/api/v1/conversations/${encodeURIComponent(clientId)}/guest`;
  const key = `key=${encodeURIComponent(accessKey)}`;
  const first = useRef<Thread | undefined>(initial);
  const [confirming, setConfirming] = useState<'idle' | 'busy' | 'failed'>('idle');

  const load = useCallback(
    async (before?: string): Promise<ApiOutcome<Thread>> => {
      const served = first.current;
      if (!before && served) {
        first.current = undefined;
        return { ok: true, status: 200, body: served };
      }
      return api<Thread>(`${url}?${key}${before ? `&before=${encodeURIComponent(before)}` : ''}`);
    },
    [key, url],
  );
  const send = useCallback(
    (body: string) => api<Message>(`${url}?${key}`, { method: 'POST', body: { body } }),
    [key, url],
  );

  const confirmWaiting = async () => {
    setConfirming('busy');
    const result = await api<{ confirmed: number }>(`${url}/confirm?${key}`, { method: 'POST' });
    if (result.ok) window.location.replace(confirm.sentHref);
    else setConfirming('failed');
  };

  return (
    <>
      {initial.waiting > 0 && (
        <div className="notice">
          <p>{confirm.waiting}</p>
          <p>
            <button
              type="button"
              className="button button-primary"
              disabled={confirming === 'busy'}
              onClick={() => void confirmWaiting()}
            >
              {confirm.send}
            </button>
          </p>
          {confirming === 'failed' && (
            <p className="notice notice-error" role="alert">
              {confirm.failed}
            </p>
          )}
        </div>
      )}
      <Conversation
        t={t}
        lang={lang}
        load={load}
        send={send}
        emergencyHref={emergencyHref}
        live={{ conversation: clientId, key: accessKey }}
      />
    </>
  );
}
