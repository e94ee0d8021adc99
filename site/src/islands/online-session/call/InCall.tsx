import type { CallView } from '@calma/api/contract';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useWords } from '../../words.tsx';
import Chat from './Chat.tsx';
import type { MeshCall } from './call.ts';
import { endingSoon, type OverPhase, timeText } from './call-view.ts';
import DevicePicker from './DevicePicker.tsx';
import type { LocalMedia } from './media.ts';
import { PeerTile, SelfTile } from './Tiles.tsx';

/** Whether the five-minute notice is due, checked every 15 seconds. */
function useEndingSoon(scheduledEnd: string | null): boolean {
  const [soon, setSoon] = useState(false);
  useEffect(() => {
    if (!scheduledEnd) return;
    const check = () => setSoon(endingSoon(scheduledEnd, Date.now()));
    check();
    const timer = setInterval(check, 15_000);
    return () => clearInterval(timer);
  }, [scheduledEnd]);
  return soon;
}

/** The call itself: who is in it, the controls, the devices, and the chat beside it. */
export default function InCall({
  lang,
  call,
  media,
  view,
  onOver,
}: {
  lang: string;
  call: MeshCall;
  media: LocalMedia;
  view: CallView;
  onOver: (phase: OverPhase) => void;
}) {
  const { t } = useWords();
  const snapshot = useSyncExternalStore(call.subscribe, call.getSnapshot, call.getSnapshot);
  const [problem, setProblem] = useState<string | null>(null);
  const soon = useEndingSoon(view.scheduledEnd);

  useEffect(() => {
    if (snapshot.phase.name !== 'live') onOver(snapshot.phase);
  }, [snapshot.phase, onOver]);

  const statusText = t(`call.status.${snapshot.status}`);
  const alone = snapshot.roster.length === 0;
  return (
    <div className="call">
      <p className="call-private">{t('call.private')}</p>
      <p className="call-status" role="status" data-status={snapshot.status}>
        {statusText}
        {alone && snapshot.status === 'connected' ? ` ${t('call.alone')}` : ''}
      </p>
      {view.scheduledEnd && (
        <p className="call-schedule">{t('call.scheduledEnd', { time: timeText(lang, view.scheduledEnd) })}</p>
      )}
      <div role="status" className="call-notices">
        {soon && view.scheduledEnd && (
          <p className="notice">{t('call.endingSoon', { time: timeText(lang, view.scheduledEnd) })}</p>
        )}
      </div>
      <div className="call-layout">
        <section className="call-stage" aria-label={t('call.stage')}>
          <ul className="call-tiles" data-count={snapshot.roster.length + 1}>
            <li>
              <SelfTile media={media} name={view.self.name} />
            </li>
            {snapshot.roster.map((peer) => (
              <li key={peer.id}>
                <PeerTile peer={peer} stream={snapshot.streams[peer.id]} quality={snapshot.quality[peer.id]} />
              </li>
            ))}
          </ul>
          <Controls call={call} media={media} therapist={view.self.role === 'therapist'} onProblem={setProblem} />
          {problem && (
            <p className="notice notice-error" role="alert">
              {problem}
            </p>
          )}
          <DevicePicker media={media} onProblem={(key) => setProblem(t(key))} />
        </section>
        <Chat lang={lang} call={call} lines={snapshot.chat} />
      </div>
    </div>
  );
}

/**
 * Microphone, camera, screen, leaving, and (for the therapist) ending the session for everyone,
 * which asks first. A change the browser refuses is said through `onProblem`.
 */
function Controls({
  call,
  media,
  therapist,
  onProblem,
}: {
  call: MeshCall;
  media: LocalMedia;
  therapist: boolean;
  onProblem: (problem: string | null) => void;
}) {
  const { t } = useWords();
  const [confirming, setConfirming] = useState(false);
  const state = media.state();
  const attempt = async (task: () => Promise<void>, failure: string) => {
    onProblem(null);
    try {
      await task();
    } catch {
      onProblem(t(failure));
    }
  };
  return (
    <>
      <fieldset className="call-controls">
        <legend className="visually-hidden">{t('call.controls.label')}</legend>
        <button
          type="button"
          className="call-control"
          aria-pressed={!state.audio}
          disabled={!media.mic}
          onClick={() => media.setMic(!media.micOn)}
        >
          {t('call.controls.mute')}
        </button>
        <button
          type="button"
          className="call-control"
          aria-pressed={!state.video}
          onClick={() => void attempt(() => media.setCamera(!media.camera), 'call.problem.camera')}
        >
          {t('call.controls.cameraOff')}
        </button>
        {typeof navigator !== 'undefined' && 'getDisplayMedia' in (navigator.mediaDevices ?? {}) && (
          <button
            type="button"
            className="call-control"
            aria-pressed={state.screen}
            onClick={() =>
              void attempt(
                async () => (media.screen ? media.stopScreen() : await media.shareScreen()),
                'call.problem.screen',
              )
            }
          >
            {t('call.controls.share')}
          </button>
        )}
        <button type="button" className="call-control call-leave" onClick={() => call.leave()}>
          {t('call.controls.leave')}
        </button>
        {therapist && !confirming && (
          <button type="button" className="call-control call-end" onClick={() => setConfirming(true)}>
            {t('call.controls.end')}
          </button>
        )}
      </fieldset>
      {confirming && (
        <EndConfirm
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void (async () => {
              if (!(await call.endForEveryone())) onProblem(t('call.problem.end'));
              setConfirming(false);
            })()
          }
        />
      )}
    </>
  );
}

/** Asks the therapist to confirm before the session ends for everyone; the confirmation takes focus. */
function EndConfirm({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const { t } = useWords();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <fieldset className="call-confirm notice">
      <legend>{t('call.confirmEnd.question')}</legend>
      <button ref={confirm} type="button" className="button button-danger" onClick={onConfirm}>
        {t('call.confirmEnd.yes')}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        {t('call.confirmEnd.no')}
      </button>
    </fieldset>
  );
}
