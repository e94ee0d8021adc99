import type { WaitingList } from '@calma/api/contract';
import { useWords } from '../../words.tsx';
import NoteForm from './NoteForm.tsx';

type Entry = WaitingList['entries'][number];
export type Writing = { entry: Entry; kind: 'note' | 'decline' } | undefined;

/**
 * Someone waiting: who, for which appointment, for how long, the note they were sent; and Admit,
 * a short message or a polite refusal, the last two written in a form under the card.
 */
export default function WaitingEntry({
  entry,
  time,
  waited,
  busy,
  writing,
  onWriting,
  onAdmit,
  onNoted,
  onFailed,
}: {
  entry: Entry;
  time: Intl.DateTimeFormat;
  waited: string;
  busy: boolean;
  writing: Writing;
  onWriting: (writing: Writing) => void;
  onAdmit: () => void;
  onNoted: (message: string) => void;
  onFailed: (code: string, status: number) => void;
}) {
  const { t } = useWords();
  // "Message" and "Decline" each open their own form under the card.
  const writeButton = (kind: 'note' | 'decline', words: string) => (
    <button
      type="button"
      className="button"
      disabled={busy}
      aria-expanded={writing?.entry.id === entry.id && writing.kind === kind}
      onClick={() => onWriting({ entry, kind })}
    >
      {words}
    </button>
  );
  return (
    <li className="card waiting-entry">
      <h3>{entry.name}</h3>
      <p>
        {entry.appointment ? (
          <time dateTime={entry.appointment.startsAt}>
            {t('dashboard.waitingRoom.appointment', {
              time: time.format(new Date(entry.appointment.startsAt)),
              service: entry.appointment.service,
            })}
          </time>
        ) : (
          t('dashboard.waitingRoom.notScheduled')
        )}
      </p>
      <p className="hint">{waited}</p>
      {entry.note && <p className="hint">{t('dashboard.waitingRoom.yourNote', { note: entry.note })}</p>}
      <div className="actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={onAdmit}>
          {t('dashboard.waitingRoom.admit', { name: entry.name })}
        </button>
        {writeButton('note', t('dashboard.waitingRoom.message', { name: entry.name }))}
        {writeButton('decline', t('dashboard.waitingRoom.decline', { name: entry.name }))}
      </div>
      {writing?.entry.id === entry.id && (
        <NoteForm
          key={writing.kind}
          entry={entry}
          kind={writing.kind}
          onClose={() => onWriting(undefined)}
          onDone={onNoted}
          onFailed={onFailed}
        />
      )}
    </li>
  );
}
