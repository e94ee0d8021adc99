import {
  type Conversation as ConversationView,
  dateFormat,
  MESSAGE_MAX_LENGTH,
  type Message,
  numberFormat,
  type Thread,
} from '@calma/api/contract';
import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../i18n/format.ts';
import type { ApiOutcome } from '../../lib/api-client.ts';
import { type LiveQuery, useLive } from '../../lib/live.ts';
import { mergeMessages, reachesShown } from './merge.ts';
import '../../styles/messages.css';

// After a long time away, how many pages back a catch-up fetches to reach what is shown before it
// shows the newest page alone instead.
const CATCH_UP_PAGES = 5;

interface Props {
  /** Fills the `dashboard.messages.thread.*` strings. */
  t: Translate;
  /** BCP 47 tag for times and numbers. */
  lang: string;
  /** The newest page of the thread, or the page written before a message. Keep it stable (useCallback). */
  load: (before?: string) => Promise<ApiOutcome<Thread>>;
  send: (body: string) => Promise<ApiOutcome<Message>>;
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
 * shows twice, and the reader's place and draft are left alone.
 */
export default function Conversation({ t: translate, lang, load, send, onConversation, emergencyHref, live }: Props) {
  const t: Translate = (key, params) => translate(`dashboard.messages.thread.${key}`, params);
  const id = useId();
  const [state, setState] = useState<'loading' | 'error' | 'twoFactor' | 'ready'>('loading');
  const [conversation, setConversation] = useState<ConversationView>();
  const [messages, setMessages] = useState<Message[]>([]);
  // Pages loaded on request sit above the log, so loading them announces nothing.
  const [older, setOlder] = useState<Message[]>([]);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [earlier, setEarlier] = useState<'idle' | 'loading' | 'error'>('idle');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<{ text: string; field: boolean } | undefined>();
  const [sending, setSending] = useState(false);
  const olderList = useRef<HTMLOListElement>(null);
  // What is shown, for a catch-up that decides between awaits whether it reached it.
  const shown = useRef({ older, messages });
  shown.current = { older, messages };
  // One catch-up at a time; events that come meanwhile ask for one more after it.
  const refreshing = useRef(false);
  const refreshAgain = useRef(false);
  // An event that came before the thread was first shown.
  const missed = useRef(false);

  useEffect(() => {
    let current = true;
    load().then((result) => {
      if (!current) return;
      if (!result.ok) {
        setState(result.problem.code === 'TWO_FACTOR_REQUIRED' ? 'twoFactor' : 'error');
        return;
      }
      setConversation(result.body.conversation);
      setMessages(result.body.messages);
      setHasEarlier(result.body.earlier);
      onConversation?.(result.body.conversation);
      setState('ready');
    });
    return () => {
      current = false;
    };
  }, [load, onConversation]);

  /** Fetches the newest page (and, after a long absence, the pages before it) and merges it in. */
  const catchUp = async () => {
    const result = await load();
    // A failed fetch changes nothing shown; the next event or reconnection tries again.
    if (!result.ok) return;
    let fetched = result.body.messages;
    let more = result.body.earlier;
    const you = result.body.conversation.you;
    const before = [...shown.current.older, ...shown.current.messages];
    for (let page = 1; page < CATCH_UP_PAGES && !reachesShown(before, fetched, more); page++) {
      const first = fetched[0];
      if (!first) break;
      const previous = await load(first.id);
      if (!previous.ok) return;
      fetched = [...previous.body.messages, ...fetched];
      more = previous.body.earlier;
    }
    setConversation(result.body.conversation);
    if (!reachesShown(before, fetched, more)) {
      setOlder([]);
      setMessages(fetched);
      setHasEarlier(more);
      return;
    }
    const olderIds = new Set(shown.current.older.map((m) => m.id));
    const forLog = fetched.filter((m) => !olderIds.has(m.id));
    setOlder((current) => mergeMessages(current, fetched, you, { add: false }));
    setMessages((current) => mergeMessages(current, forLog, you));
    if (before.length === 0) setHasEarlier(more);
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
    if (state === 'ready') void refresh();
    else if (state === 'loading') missed.current = true;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the thread is first shown.
  useEffect(() => {
    if (state !== 'ready' || !missed.current) return;
    missed.current = false;
    void refresh();
  }, [state]);

  if (state === 'loading') return <p aria-live="polite">{t('loading')}</p>;
  if (state !== 'ready' || !conversation) {
    return (
      <p className="notice notice-error" role="alert">
        {state === 'twoFactor' ? t('twoFactor') : t('error')}
      </p>
    );
  }

  const name = conversation.with.name;
  const you = conversation.you;
  // Rendered in the browser only (after loading), so this is the viewer's own zone.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const when = dateFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  const showEarlier = async () => {
    const first = older[0] ?? messages[0];
    if (!first) return;
    setEarlier('loading');
    const result = await load(first.id);
    if (!result.ok) {
      setEarlier('error');
      return;
    }
    setOlder((current) => [...result.body.messages, ...current]);
    setHasEarlier(result.body.earlier);
    setEarlier('idle');
    // The button is gone once everything is shown: keep the reader's place at the oldest message.
    if (!result.body.earlier) requestAnimationFrame(() => olderList.current?.focus());
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = draft.trim();
    if (body === '') {
      setProblem({ text: t('required'), field: true });
      return;
    }
    setSending(true);
    setProblem(undefined);
    const result = await send(body);
    setSending(false);
    if (result.ok) {
      // The live event for this message may have fetched it already.
      setMessages((current) => mergeMessages(current, [result.body], you));
      // Whatever was typed while it was being sent stays.
      setDraft((current) => (current.trim() === body ? '' : current));
      return;
    }
    const code = result.problem.code;
    if (result.status === 429) setProblem({ text: t('rateLimited'), field: false });
    else if (code === 'RECIPIENT_UNREACHABLE') setProblem({ text: t(`unreachable.${you}`, { name }), field: false });
    else if (code === 'VALIDATION_FAILED') setProblem({ text: t('required'), field: true });
    else setProblem({ text: t('sendError'), field: false });
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

      {conversation.reachable ? (
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
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? t('sending') : t('send')}
          </button>
        </form>
      ) : (
        <p className="notice">{t(`unreachable.${you}`, { name })}</p>
      )}
    </div>
  );
}
