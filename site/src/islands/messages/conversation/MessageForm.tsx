import { type Conversation, MESSAGE_MAX_LENGTH, type Message, numberFormat } from '@calma/api/contract';
import { type Dispatch, type SetStateAction, type SyntheticEvent, useState } from 'react';
import { useApiMutation } from '../../../lib/query.ts';
import { mergeMessages } from '../merge.ts';
import { type Shown, sendProblem } from './conversation-state.ts';
import { useThreadWords } from './thread-words.ts';

/** The labelled form to write: what was typed stays while it is sent, and a refusal says why. */
export default function MessageForm({
  id,
  path,
  accessKey,
  renewFirst,
  shown,
  update,
  draft,
  setDraft,
}: {
  id: string;
  path: string;
  accessKey: string | undefined;
  renewFirst: boolean;
  shown: Conversation;
  update: (change: (shown: Shown) => Shown) => void;
  /** What is typed, kept by the conversation: it outlives the form should the other side be unreachable for a while. */
  draft: string;
  setDraft: Dispatch<SetStateAction<string>>;
}) {
  const { t, locale } = useThreadWords();
  const access = accessKey ? `key=${encodeURIComponent(accessKey)}` : '';
  const sending = useApiMutation<Message, string>((body) => ({
    path: access ? `${path}?${access}` : path,
    method: 'POST',
    body: { body },
    renewFirst,
  }));
  const [problem, setProblem] = useState<{ text: string; field: boolean } | undefined>();
  const name = shown.with.name;
  const you = shown.you;

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
        const { key, field } = sendProblem(refused, you);
        setProblem({ text: t(key, { name }), field });
      },
    });
  };

  const bodyId = `${id}-body`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
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
          {t('hint', { max: numberFormat(locale).format(MESSAGE_MAX_LENGTH), name })}
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
  );
}
