import { CHAT_MAX_LENGTH } from '@calma/api/contract';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { TextField } from '../../forms/fields.tsx';
import { useWords } from '../../words.tsx';
import type { MeshCall } from './call.ts';
import { timeText } from './call-view.ts';
import { type ChatLine, checkDraft } from './chat.ts';

/** The chat beside the call: messages go to everyone in it and are kept nowhere. */
export default function Chat({ lang, call, lines }: { lang: string; call: MeshCall; lines: readonly ChatLine[] }) {
  const { t } = useWords();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const log = useRef<HTMLDivElement>(null);
  // The newest message in view as it arrives.
  useEffect(() => {
    if (lines.length > 0) log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [lines]);
  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) return setError(t(`call.chat.${checked.reason}`, { max: CHAT_MAX_LENGTH }));
    if (!call.say(checked.text)) return setError(t('call.chat.nobody'));
    setError(undefined);
    setDraft('');
  };
  return (
    <section className="call-chat" aria-labelledby="call-chat-title">
      <h2 id="call-chat-title">{t('call.chat.title')}</h2>
      <p className="hint">{t('call.chat.private')}</p>
      <div
        className="call-chat-log"
        role="log"
        aria-live="polite"
        aria-labelledby="call-chat-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        ref={log}
      >
        <ol>
          {lines.map((line) => (
            <li key={line.id} className={line.mine ? 'call-chat-mine' : undefined}>
              <span className="call-chat-meta">
                <strong>{line.mine ? t('call.chat.you') : line.from}</strong>{' '}
                <time dateTime={new Date(line.at).toISOString()}>{timeText(lang, line.at)}</time>
              </span>
              <span className="call-chat-text">{line.text}</span>
            </li>
          ))}
        </ol>
      </div>
      <form onSubmit={send} noValidate>
        <TextField
          path="message"
          form="call-chat"
          label={t('call.chat.label')}
          value={draft}
          onChange={setDraft}
          multiline
          rows={2}
          maxLength={CHAT_MAX_LENGTH}
          errors={error ? { message: error } : {}}
          announce
        />
        <button type="submit" className="button button-primary">
          {t('call.chat.send')}
        </button>
      </form>
    </section>
  );
}
