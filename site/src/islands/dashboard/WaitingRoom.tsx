import { plural, WAITING_NOTE_MAX_LENGTH, type WaitingList } from '@calma/api/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ApiProblem } from '../../lib/api-client.ts';
import { useLive } from '../../lib/live.ts';
import { useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import PlanRequired, { planRefusal } from './subscription/PlanRequired.tsx';
import { dateTimeFormat, publicPath, type ScreenProps } from './types.ts';

type Entry = WaitingList['entries'][number];
/** The list is fetched again this often besides on live events, and the waited minutes move on. */
const REFRESH_MS = 30_000;
const PRESETS = ['fiveMinutes', 'tenMinutes', 'shortly'] as const;
const DECLINE_PRESETS = ['reschedule', 'notNow'] as const;
const ROOM = '/api/v1/waiting-room';

/**
 * The therapist's waiting room: who is waiting (live), with Admit, a short message and a polite
 * refusal for each; whether anyone with the link may wait; the room's link to share.
 */
export default function WaitingRoom({ me, t, locale, navigate }: ScreenProps) {
  // A failed refresh keeps the list on screen; the error shows only when there is none.
  const list = useApiQuery<WaitingList>(ROOM, { refetchInterval: REFRESH_MS });
  const cache = useApiCache();
  // The waited minutes are counted to the last time the list was asked for.
  const now = Math.max(list.dataUpdatedAt, list.errorUpdatedAt);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [writing, setWriting] = useState<{ entry: Entry; kind: 'note' | 'decline' } | undefined>();
  const [copied, setCopied] = useState('');
  // A refusal for the plan (no video in it) says which plan has it, with the way there.
  const [refused, setRefused] = useState<ApiProblem | undefined>();

  useLive({}, (event) => {
    if (event.type === 'waiting-room' || event.type === 'resync') void cache.invalidate(ROOM);
  });

  const admission = useApiMutation<{ call: string }, Entry>((entry) => ({
    path: `${ROOM}/${entry.id}/admit`,
    method: 'POST',
  }));
  const opening = useApiMutation<{ open: boolean }, boolean>((open) => ({
    path: `${ROOM}/settings`,
    method: 'PUT',
    body: { open },
  }));
  // While someone is let in (and the call opens), or the room opens or closes, the buttons wait.
  const busy = admission.isPending || admission.isSuccess || opening.isPending;

  const data = list.data;
  const slug = me.therapistUrl?.split('/').pop();
  const roomLink = slug ? `${window.location.origin}/online-session/${slug}` : undefined;
  const callBase = publicPath(locale, '/video');
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const waited = (since: string) => {
    const minutes = Math.floor((now - new Date(since).getTime()) / 60_000);
    return minutes < 1
      ? t('dashboard.waitingRoom.waited.now')
      : t(`dashboard.waitingRoom.waited.${plural(locale, minutes)}`, { count: minutes });
  };

  const admit = (entry: Entry) => {
    setProblem('');
    setNotice('');
    admission.mutate(entry, {
      onSuccess: ({ call }) => {
        setNotice(t('dashboard.waitingRoom.admitting'));
        window.location.assign(`${callBase}/${encodeURIComponent(call)}`);
      },
      onError: (refused) => {
        if (planRefusal(refused)) setRefused(refused);
        else setProblem(refusal(refused.code, refused.status, entry.name));
        void cache.invalidate(ROOM);
      },
    });
  };

  const refusal = (code: string, status: number, name: string) => {
    if (code === 'ROOM_FULL') return t('dashboard.waitingRoom.full');
    if (code === 'TWO_FACTOR_REQUIRED') return t('dashboard.waitingRoom.twoFactor');
    if (status === 404 || status === 409) return t('dashboard.waitingRoom.gone', { name });
    return t('dashboard.waitingRoom.actionFailed');
  };

  const showOpen = (open: boolean) => cache.set<WaitingList>(ROOM, (shown) => shown && { ...shown, open });

  // The box follows the click at once, and goes back if the change is refused.
  const setOpen = (open: boolean) => {
    setProblem('');
    showOpen(open);
    opening.mutate(open, {
      onSuccess: (answer) =>
        setNotice(t(answer.open ? 'dashboard.waitingRoom.openOn' : 'dashboard.waitingRoom.openOff')),
      onError: (refused) => {
        showOpen(!open);
        if (planRefusal(refused)) setRefused(refused);
        else setProblem(t('dashboard.waitingRoom.actionFailed'));
      },
    });
  };

  const copy = async () => {
    if (!roomLink) return;
    try {
      await navigator.clipboard.writeText(roomLink);
      setCopied(t('dashboard.waitingRoom.copied'));
    } catch {
      setCopied(t('dashboard.waitingRoom.copyFailed'));
    }
  };

  return (
    <section aria-labelledby="waiting-room-heading" className="waiting-room">
      <h1 id="waiting-room-heading">{t('dashboard.waitingRoom.title')}</h1>
      <p>{t('dashboard.waitingRoom.lead')}</p>
      {!data && planRefusal(list.error ?? undefined) ? (
        <PlanRequired t={t} locale={locale} navigate={navigate} problem={list.error ?? undefined} announce={false} />
      ) : (
        <QueryState
          query={list}
          t={t}
          loading="dashboard.waitingRoom.loading"
          error={(failed) =>
            failed.code === 'TWO_FACTOR_REQUIRED' ? (
              <p>
                {t('dashboard.waitingRoom.twoFactor')}{' '}
                <a
                  href="/dashboard/settings/security"
                  onClick={(event) => {
                    event.preventDefault();
                    navigate('/dashboard/settings/security');
                  }}
                >
                  {t('dashboard.security.turnOn')}
                </a>
              </p>
            ) : (
              t('dashboard.waitingRoom.error')
            )
          }
        />
      )}
      {data && !data.relays && <p className="notice">{t('dashboard.waitingRoom.noRelays')}</p>}
      <p aria-live="polite" className={notice ? 'notice' : 'visually-hidden'}>
        {notice}
      </p>
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <PlanRequired t={t} locale={locale} navigate={navigate} problem={refused} />

      {data && (
        <>
          <h2 id="waiting-list-heading">{t('dashboard.waitingRoom.list')}</h2>
          {data.entries.length === 0 ? (
            <p>{t('dashboard.waitingRoom.empty')}</p>
          ) : (
            <ul className="cards waiting-list" aria-labelledby="waiting-list-heading">
              {data.entries.map((entry) => (
                <li key={entry.id} className="card waiting-entry">
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
                  <p className="hint">{waited(entry.since)}</p>
                  {entry.note && <p className="hint">{t('dashboard.waitingRoom.yourNote', { note: entry.note })}</p>}
                  <div className="actions">
                    <button
                      type="button"
                      className="button button-primary"
                      disabled={busy}
                      onClick={() => admit(entry)}
                    >
                      {t('dashboard.waitingRoom.admit', { name: entry.name })}
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-expanded={writing?.entry.id === entry.id && writing.kind === 'note'}
                      onClick={() => setWriting({ entry, kind: 'note' })}
                    >
                      {t('dashboard.waitingRoom.message', { name: entry.name })}
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-expanded={writing?.entry.id === entry.id && writing.kind === 'decline'}
                      onClick={() => setWriting({ entry, kind: 'decline' })}
                    >
                      {t('dashboard.waitingRoom.decline', { name: entry.name })}
                    </button>
                  </div>
                  {writing?.entry.id === entry.id && (
                    <NoteForm
                      key={writing.kind}
                      t={t}
                      entry={entry}
                      kind={writing.kind}
                      onClose={() => setWriting(undefined)}
                      onDone={(message) => {
                        setWriting(undefined);
                        setProblem('');
                        setNotice(message);
                      }}
                      onFailed={(code, status) => setProblem(refusal(code, status, entry.name))}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}

          <h2>{t('dashboard.waitingRoom.settings')}</h2>
          <div className="checkbox-field">
            <input
              id="waiting-room-open"
              type="checkbox"
              checked={data.open}
              disabled={opening.isPending}
              aria-describedby="waiting-room-open-hint"
              onChange={(event) => setOpen(event.currentTarget.checked)}
            />
            <label htmlFor="waiting-room-open">{t('dashboard.waitingRoom.open')}</label>
          </div>
          <p id="waiting-room-open-hint" className="hint">
            {t('dashboard.waitingRoom.openHint')}
          </p>
        </>
      )}

      {roomLink ? (
        <div className="field room-link">
          <label htmlFor="waiting-room-link">{t('dashboard.waitingRoom.link')}</label>
          <div className="room-link-row">
            <input
              id="waiting-room-link"
              type="text"
              readOnly
              value={roomLink}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="button" onClick={() => void copy()}>
              {t('dashboard.waitingRoom.copy')}
            </button>
          </div>
          <p aria-live="polite" className="hint">
            {copied}
          </p>
        </div>
      ) : (
        <p>{t('dashboard.waitingRoom.noProfile')}</p>
      )}
    </section>
  );
}

/** A short message to someone waiting, or a polite refusal with an optional one. */
function NoteForm({
  t,
  entry,
  kind,
  onClose,
  onDone,
  onFailed,
}: {
  t: ScreenProps['t'];
  entry: Entry;
  kind: 'note' | 'decline';
  onClose: () => void;
  onDone: (message: string) => void;
  onFailed: (code: string, status: number) => void;
}) {
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

  const chosen = preset === 'custom' ? text.trim() : t(`dashboard.waitingRoom.preset.${preset}`);

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
