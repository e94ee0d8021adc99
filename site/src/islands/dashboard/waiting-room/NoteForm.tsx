import { WAITING_NOTE_MAX_LENGTH, type WaitingList } from '@calma/api/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useApiMutation } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import { DECLINE_PRESETS, noteText, PRESETS, ROOM } from './waiting-room-state.ts';

type Entry = WaitingList['entries'][number];

/** A short message to someone waiting, or a polite refusal with an optional one. */
export default function NoteForm({
  entry,
  kind,
  onClose,
  onDone,
  onFailed,
}: {
  entry: Entry;
  kind: 'note' | 'decline';
  onClose: () => void;
  onDone: (message: string) => void;
  onFailed: (code: string, status: number) => void;
}) {
  const { t } = useWords();
  const presets = kind === 'note' ? PRESETS : DECLINE_PRESETS;
  const [preset, setPreset] = useState<string>(presets[0]);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  // The list reads again, so it shows the note (or the person gone).
  const note = useApiMutation(
    (body: { note?: string }) => ({ path: `${ROOM}/${entry.id}/${kind}`, method: 'POST', body }),
    {
      invalidates: [ROOM],
    },
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const id = `waiting-${kind}-${entry.id}`;

  useEffect(() => heading.current?.focus(), []);

  const chosen = noteText(t, preset, text);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'note' && !chosen) {
      setError(t('dashboard.waitingRoom.textRequired'));
      return;
    }
    setError('');
    note.mutate(chosen ? { note: chosen } : {}, {
      onSuccess: () =>
        onDone(
          t(kind === 'note' ? 'dashboard.waitingRoom.sent' : 'dashboard.waitingRoom.declined', { name: entry.name }),
        ),
      onError: (refused) => onFailed(refused.code, refused.status),
    });
  };

  return (
    <form className="waiting-note-form" onSubmit={send} aria-labelledby={`${id}-title`} noValidate>
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t(kind === 'note' ? 'dashboard.waitingRoom.messageTitle' : 'dashboard.waitingRoom.declineTitle', {
          name: entry.name,
        })}
      </h4>
      <fieldset>
        <legend>{t('dashboard.waitingRoom.preset')}</legend>
        {[...presets, 'custom'].map((p) => (
          <div key={p} className="option">
            <input
              type="radio"
              id={`${id}-${p}`}
              name={`${id}-preset`}
              value={p}
              checked={preset === p}
              onChange={() => setPreset(p)}
            />
            <label htmlFor={`${id}-${p}`}>{t(`dashboard.waitingRoom.preset.${p}`)}</label>
          </div>
        ))}
      </fieldset>
      {preset === 'custom' && (
        <div className="field">
          <label htmlFor={`${id}-text`}>
            {t(kind === 'note' ? 'dashboard.waitingRoom.text' : 'dashboard.waitingRoom.textOptional')}
          </label>
          <textarea
            id={`${id}-text`}
            rows={2}
            value={text}
            maxLength={WAITING_NOTE_MAX_LENGTH}
            required={kind === 'note'}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <p id={`${id}-hint`} className="hint">
            {t('dashboard.waitingRoom.textHint', { max: WAITING_NOTE_MAX_LENGTH })}
          </p>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="actions">
        <button type="submit" className="button button-primary" disabled={note.isPending}>
          {t(kind === 'note' ? 'dashboard.waitingRoom.send' : 'dashboard.waitingRoom.confirmDecline')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('dashboard.waitingRoom.cancel')}
        </button>
      </p>
    </form>
  );
}
