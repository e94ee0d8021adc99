import {
  type Conversation as ConversationView,
  dateFormat,
  MESSAGE_MAX_LENGTH,
  type Message,
  numberFormat,
  type Thread,
} from '@calma/api/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../i18n/format.ts';
import { type LiveQuery, useLive } from '../../lib/live.ts';
import { type ApiError, apiData, useApiMutation } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import { mergeMessages, reachesShown } from './merge.ts';
import '../../styles/messages.css';

// After a long time away, how many pages back a catch-up fetches to reach what is shown before it
// shows the newest page alone instead.
const CATCH_UP_PAGES = 5;

interface Props {
  /** Fills the `dashboard.messages.thread.*` strings (and `problem.retry`). */
  t: Translate;
  /** BCP 47 tag for times and numbers. */
  lang: string;
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

/** What is shown: the newest pages in the live log, pages loaded on request above it. */
interface Shown {
  conversation: ConversationView;
  messages: Message[];
  /** Pages loaded on request sit above the log, so loading them announces nothing. */
  older: Message[];
  /** Whether anything was written before what is shown. */
  earlier: boolean;
}

const shownOf = (thread: Thread): Shown => ({
  conversation: thread.conversation,
  messages: thread.messages,
  older: [],
  earlier: thread.earlier,
});

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
  t: translate,
  lang,
  path,
  accessKey,
  renewFirst = false,
  initial,
  onConversation,
  emergencyHref,
  live,
}: Props) {
  const t: Translate = (key, params) => translate(`dashboard.messages.thread.${key}`, params);
  const id = useId();
  const client = useQueryClient();
  const key = ['conversation', path];
  const access = accessKey ? `key=${encodeURIComponent(accessKey)}` : '';
  const page = (before?: string) => {
    const query = [access, before ? `before=${encodeURIComponent(before)}` : ''].filter(Boolean).join('&');
    return apiData<Thread>(query ? `${path}?${query}` : path, renewFirst ? { renewFirst } : {});
  };
  // The page the server read is handed over once, as the first read (in the browser, so times are
  // shown in the viewer's zone): reading it again would mark it read.
  const served = useRef(initial);
  const thread = useQuery<Shown, ApiError>({
    queryKey: key,
    queryFn: () => {
      const first = served.current;
      served.current = undefined;
      return first ? shownOf(first) : page().then(shownOf);
    },
    // Live events keep it current while it is open; opened again, it is read afresh.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const update = (change: (shown: Shown) => Shown) =>
    client.setQueryData<Shown>(key, (shown) => shown && change(shown));
  const sending = useApiMutation<Message, string>((body) => ({
    path: access ? `${path}?${access}` : path,
    method: 'POST',
    body: { body },
    renewFirst,
  }));
  const [earlier, setEarlier] = useState<'idle' | 'loading' | 'error'>('idle');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<{ text: string; field: boolean } | undefined>();
  const olderList = useRef<HTMLOListElement>(null);
  // One catch-up at a time; events that come meanwhile ask for one more after it.
  const refreshing = useRef(false);
  const refreshAgain = useRef(false);

  const conversation = thread.data?.conversation;
  useEffect(() => {
    if (conversation) onConversation?.(conversation);
  }, [conversation, onConversation]);

  /** Fetches the newest page (and, after a long absence, the pages before it) and merges it in. */
  const catchUp = async () => {
    // A failed fetch changes nothing shown; the next event or reconnection tries again.
    let result: Thread;
    try {
      result = await page();
    } catch {
      return;
    }
    let fetched = result.messages;
    let more = result.earlier;
    const you = result.conversation.you;
    const shown = client.getQueryData<Shown>(key);
    const before = shown ? [...shown.older, ...shown.messages] : [];
    for (let count = 1; count < CATCH_UP_PAGES && !reachesShown(before, fetched, more); count++) {
      const first = fetched[0];
      if (!first) break;
      try {
        const previous = await page(first.id);
        fetched = [...previous.messages, ...fetched];
        more = previous.earlier;
      } catch {
        return;
      }
    }
    update((current) => {
      if (!reachesShown(before, fetched, more))
        return { conversation: result.conversation, older: [], messages: fetched, earlier: more };
      const olderIds = new Set(current.older.map((m) => m.id));
      const forLog = fetched.filter((m) => !olderIds.has(m.id));
      return {
        conversation: result.conversation,
        older: mergeMessages(current.older, fetched, you, { add: false }),
        messages: mergeMessages(current.messages, forLog, you),
        earlier: before.length === 0 ? more : current.earlier,
      };
    });
  };

  const refresh = async () => {
    if (refreshing.current) {
      refreshAgain.current = true;
      return;
    }
    refreshing.current = true;
    try {
      do {
        refreshAgain.current = false;
        await catchUp();
      } while (refreshAgain.current);
    } finally {
      refreshing.current = false;
    }
  };

  useLive(live, (event) => {
    if (event.type !== 'resync' && event.type !== 'messages') return;
    if (event.type === 'messages' && conversation && event.clientId !== conversation.id) return;
    if (thread.data) void refresh();
    // Before the thread is first shown, it is simply read again: the new read holds what changed.
    else if (thread.isFetching) void thread.refetch();
  });

  if (!thread.data) {
    return (
      <QueryState
        query={thread}
        t={translate}
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
  const when = dateFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  const showEarlier = async () => {
    const first = older[0] ?? messages[0];
    if (!first) return;
    setEarlier('loading');
    let result: Thread;
    try {
      result = await page(first.id);
    } catch {
      setEarlier('error');
      return;
    }
    update((current) => ({ ...current, older: [...result.messages, ...current.older], earlier: result.earlier }));
    setEarlier('idle');
    // The button is gone once everything is shown: keep the reader's place at the oldest message.
    if (!result.earlier) requestAnimationFrame(() => olderList.current?.focus());
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = draft.trim();
    if (body === '') {
      setProblem({ text: t('required'), field: true });
      return;
    }
    setProblem(undefined);
    sending.mutate(body, {
      onSuccess: (sent) => {
        // The live event for this message may have fetched it already.
        update((current) => ({ ...current, messages: mergeMessages(current.messages, [sent], you) }));
        // Whatever was typed while it was being sent stays.
        setDraft((current) => (current.trim() === body ? '' : current));
      },
      onError: (refused) => {
        if (refused.status === 429) setProblem({ text: t('rateLimited'), field: false });
        else if (refused.code === 'RECIPIENT_UNREACHABLE')
          setProblem({ text: t(`unreachable.${you}`, { name }), field: false });
        else if (refused.code === 'VALIDATION_FAILED') setProblem({ text: t('required'), field: true });
        else setProblem({ text: t('sendError'), field: false });
      },
    });
  };

  const item = (m: Message) => {
    const mine = m.sender === you;
    return (
      <li key={m.id} className={`message ${mine ? 'message-mine' : 'message-theirs'}`}>
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
  };

  const bodyId = `${id}-body`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
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
        <form className="message-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={bodyId}>{t('label', { name })}</label>
            <textarea
              id={bodyId}
              name="body"
              rows={5}
              maxLength={MESSAGE_MAX_LENGTH}
              value={draft}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                if (problem?.field) setProblem(undefined);
              }}
              aria-invalid={problem?.field || undefined}
              aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            />
            <p id={hintId} className="hint">
              {t('hint', { max: numberFormat(lang).format(MESSAGE_MAX_LENGTH), name })}
            </p>
            {problem && (
              <p id={problemId} className="field-problem" role="alert">
                {problem.text}
              </p>
            )}
          </div>
          <button type="submit" className="button button-primary" disabled={sending.isPending}>
            {sending.isPending ? t('sending') : t('send')}
          </button>
        </form>
      ) : (
        <p className="notice">{t(`unreachable.${you}`, { name })}</p>
      )}
    </div>
  );
}
