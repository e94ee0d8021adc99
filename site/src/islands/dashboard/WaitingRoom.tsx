import type { WaitingList } from '@calma/api/contract';
import { useState } from 'react';
import type { ApiProblem } from '../../lib/api-client.ts';
import { useLive } from '../../lib/live.ts';
import { useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { useShell } from './shell.tsx';
import PlanRequired, { planRefusal } from './subscription/PlanRequired.tsx';
import { dateTimeFormat, publicPath } from './types.ts';
import RoomLink from './waiting-room/RoomLink.tsx';
import WaitingEntry, { type Writing } from './waiting-room/WaitingEntry.tsx';
import { ROOM, refusalText, roomLinkFor, waitedText } from './waiting-room/waiting-room-state.ts';

type Entry = WaitingList['entries'][number];
/** The list is fetched again this often besides on live events, and the waited minutes move on. */
const REFRESH_MS = 30_000;

/**
 * The therapist's waiting room: who is waiting (live), with Admit, a short message and a polite
 * refusal for each; whether anyone with the link may wait; the room's link to share.
 */
export default function WaitingRoom() {
  const { t, locale } = useWords();
  const { me, navigate } = useShell();
  // A failed refresh keeps the list on screen; the error shows only when there is none.
  const list = useApiQuery<WaitingList>(ROOM, { refetchInterval: REFRESH_MS });
  const cache = useApiCache();
  // The waited minutes are counted to the last time the list was asked for.
  const now = Math.max(list.dataUpdatedAt, list.errorUpdatedAt);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [writing, setWriting] = useState<Writing>();
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
  const callBase = publicPath(locale, '/video');
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });

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
        else setProblem(refusalText(t, refused.code, refused.status, entry.name));
        void cache.invalidate(ROOM);
      },
    });
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

  return (
    <section aria-labelledby="waiting-room-heading" className="waiting-room">
      <h1 id="waiting-room-heading">{t('dashboard.waitingRoom.title')}</h1>
      <p>{t('dashboard.waitingRoom.lead')}</p>
      {!data && planRefusal(list.error ?? undefined) ? (
        <PlanRequired problem={list.error ?? undefined} announce={false} />
      ) : (
        <QueryState
          query={list}
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
      <PlanRequired problem={refused} />

      {data && (
        <>
          <h2 id="waiting-list-heading">{t('dashboard.waitingRoom.list')}</h2>
          {data.entries.length === 0 ? (
            <p>{t('dashboard.waitingRoom.empty')}</p>
          ) : (
            <ul className="cards waiting-list" aria-labelledby="waiting-list-heading">
              {data.entries.map((entry) => (
                <WaitingEntry
                  key={entry.id}
                  entry={entry}
                  time={time}
                  waited={waitedText(t, locale, entry.since, now)}
                  busy={busy}
                  writing={writing}
                  onWriting={setWriting}
                  onAdmit={() => admit(entry)}
                  onNoted={(message) => {
                    setWriting(undefined);
                    setProblem('');
                    setNotice(message);
                  }}
                  onFailed={(code, status) => setProblem(refusalText(t, code, status, entry.name))}
                />
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

      <RoomLink roomLink={roomLinkFor(window.location.origin, me.therapistUrl)} />
    </section>
  );
}
