import { type Conversation as ConversationView, dateFormat, type Message, type Thread } from '@calma/api/contract';
import { useEffect, useId, useState } from 'react';
import type { LiveQuery } from '../../lib/live.ts';
import QueryState from '../QueryState.tsx';
import MessageForm from './conversation/MessageForm.tsx';
import { useThreadWords } from './conversation/thread-words.ts';
import { useThread } from './conversation/use-thread.ts';
import '../../styles/messages.css';

interface Props {
  /** The thread's API path: its pages are read from it (newest first, `before=` for earlier ones), messages sent to it. */
  path: string;
  /** The email link's key, for a guest; a signed-in person's cookie says who they are. */
  accessKey?: string | undefined;
  /**
   * Renews a lapsed session before each call: the appointment's thread also lets holders of the
   * email link in, so it answers a lapsed session with 404 rather than 401.
   */
  renewFirst?: boolean;
  /** The newest page as the server read it when the page opened: reading it again would mark it read. */
  initial?: Thread | undefined;
  /** Told who the conversation is with, once known. Keep it stable (useCallback). */
  onConversation?: (conversation: ConversationView) => void;
  /** The emergency numbers page, pointed out to clients: a message is no way to ask for urgent help. */
  emergencyHref: string;
  /**
   * What the live socket needs to hear this conversation: `{}` for someone signed in (the cookie
   * says who), the link's `appointment` or `conversation` with its `key` for a guest.
   */
  live: LiveQuery;
}

/**
 * One conversation between a therapist and a client, for either of them: the messages with sender
 * and time (in the viewer's zone), a log region that announces new ones politely, and a labelled
 * form to write. Messages that were unread when they were first shown are marked new.
 *
 * It stays current without a reload: when the live socket says the conversation changed (a
 * message, or the other side read ours), or asks for a resync after a reconnection, it fetches the
 * newest page and merges it into what is shown by message id, so earlier pages stay loaded, nothing
 * shows twice, and the reader's place and draft are left alone. What is shown is kept in the query
 * cache while the conversation is open, and read afresh when it is opened again.
 */
export default function Conversation({
  path,
  accessKey,
  renewFirst = false,
  initial,
  onConversation,
  emergencyHref,
  live,
}: Props) {
  const { t, locale } = useThreadWords();
  const id = useId();
  const [draft, setDraft] = useState('');
  const { thread, update, earlier, showEarlier, olderList } = useThread({
    path,
    accessKey,
    renewFirst,
    initial,
    live,
  });

  const conversation = thread.data?.conversation;
  useEffect(() => {
    if (conversation) onConversation?.(conversation);
  }, [conversation, onConversation]);

  if (!thread.data) {
    return (
      <QueryState
        query={thread}
        loading="dashboard.messages.thread.loading"
        error={(refused) => (refused.code === 'TWO_FACTOR_REQUIRED' ? t('twoFactor') : t('error'))}
      />
    );
  }

  const { messages, older, earlier: hasEarlier } = thread.data;
  const { conversation: shown } = thread.data;
  const name = shown.with.name;
  const you = shown.you;
  // Rendered in the browser only (after loading), so this is the viewer's own zone.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const when = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const item = (m: Message) => <MessageItem key={m.id} m={m} mine={m.sender === you} name={name} when={when} />;

  return (
    <div className="conversation">
      <p>{t('privacy', { name })}</p>
      {you === 'client' && (
        <p className="hint">
          {t('emergency')} <a href={emergencyHref}>{t('emergencyLink')}</a>
        </p>
      )}
      <p className="hint">{t('zone', { zone })}</p>

      {hasEarlier && (
        <p>
          <button type="button" className="button" onClick={showEarlier} disabled={earlier === 'loading'}>
            {t('earlier')}
          </button>
        </p>
      )}
      {earlier === 'error' && (
        <p className="notice notice-error" role="alert">
          {t('earlierError')}
        </p>
      )}
      {older.length > 0 && (
        <ol className="message-list" ref={olderList} tabIndex={-1}>
          {older.map(item)}
        </ol>
      )}
      {/* New messages are announced as they arrive; a read receipt appearing on one is not. */}
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label={t('log', { name })}>
        {messages.length === 0 && older.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ol className="message-list">{messages.map(item)}</ol>
        )}
      </div>

      {shown.reachable ? (
        <MessageForm
          id={id}
          path={path}
          accessKey={accessKey}
          renewFirst={renewFirst}
          shown={shown}
          update={update}
          draft={draft}
          setDraft={setDraft}
        />
      ) : (
        <p className="notice">{t(`unreachable.${you}`, { name })}</p>
      )}
    </div>
  );
}

/** One message: who wrote it and when, new when unread, read once the other side read one's own. */
function MessageItem({ m, mine, name, when }: { m: Message; mine: boolean; name: string; when: Intl.DateTimeFormat }) {
  const { t } = useThreadWords();
  return (
    <li className={`message ${mine ? 'message-mine' : 'message-theirs'}`}>
      <p className="message-meta">
        <span className="message-sender">{mine ? t('you') : name}</span>,{' '}
        <time dateTime={m.createdAt}>{when.format(new Date(m.createdAt))}</time>
        {!mine && m.readAt === null && (
          <>
            , <span className="message-new">{t('new')}</span>
          </>
        )}
        {mine && m.readAt !== null && <>, {t('read')}</>}
      </p>
      <p className="message-body">{m.body}</p>
    </li>
  );
}
