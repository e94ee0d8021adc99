import type { GuestThread } from '@calma/api/contract';
import { useApiMutation, withQueries } from '../../lib/query.ts';
import { withWords } from '../words.tsx';
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
export default withQueries(withWords(GuestConversation));

function GuestConversation({ clientId, accessKey, initial, confirm, emergencyHref }: Props) {
  const url = `/api/v1/conversations/${encodeURIComponent(clientId)}/guest`;
  const waiting = useApiMutation<{ confirmed: number }>(() => ({
    path: `${url}/confirm?key=${encodeURIComponent(accessKey)}`,
    method: 'POST',
  }));
  // Stays busy while the page moves on to the sent conversation.
  const confirming = waiting.isPending || waiting.isSuccess ? 'busy' : waiting.isError ? 'failed' : 'idle';
  const confirmWaiting = () =>
    waiting.mutate(undefined, { onSuccess: () => window.location.replace(confirm.sentHref) });

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
              onClick={confirmWaiting}
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
        path={url}
        accessKey={accessKey}
        initial={initial}
        emergencyHref={emergencyHref}
        live={{ conversation: clientId, key: accessKey }}
      />
    </>
  );
}
