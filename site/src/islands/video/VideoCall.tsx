import { type CallView, CHAT_MAX_LENGTH, dateFormat } from '@calma/api/contract';
import { type SubmitEvent, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { type Translate, translatorFor } from '../../i18n/format.ts';
import { type ApiError, useApiCache, withQueries } from '../../lib/query.ts';
import { SelectField, TextField } from '../forms/fields.tsx';
import { chosenDevices } from '../online-session/room-entry.ts';
import { MeshCall, type Phase } from './call.ts';
import { type ChatLine, checkDraft } from './chat.ts';
import { type Devices, LocalMedia, type MediaMode, type MediaProblem, mediaMode } from './media.ts';
import type { RosterPeer } from './mesh.ts';
import type { Quality } from './quality.ts';

/*
 * The call's page (`/video/{token}`, decision 019): a WebRTC mesh of up to four people with a
 * chat beside it. What an end-to-end test can rely on, all through the accessibility tree:
 * - The status line is `role="status"` with the class `call-status` and says `call.status.*`:
 *   "Connecting…", "Connected" (every peer's connection is up), "Reconnecting…". Alone in the call
 *   it says "Connected Waiting for the others to join.", so `toHaveText('Connected')` on
 *   `page.locator('.call-status')` passes only once someone else is connected too. (The page has
 *   other status regions, e.g. the five-minute notice; `getByText('Connected')` also matches a
 *   tile's own connection line before its first quality reading.)
 * - Each person is a `<figure>` named by its caption: the person's name for others, "You (name)"
 *   for oneself. A remote tile says "Microphone off" / "Camera off" / "Sharing their screen"
 *   (`call.tile.*`) from what that person's browser reports, its connection, and its quality.
 * - Remote media plays in the tile's `<video>`. To prove frames arrive, a test reads the element,
 *   not the connection: `getByRole('figure', { name: /Mara/ }).locator('video')` evaluated with
 *   `v => v.getVideoPlaybackQuality().totalVideoFrames` grows between two reads (Chromium counts
 *   decoded frames of a MediaStream there), and `v.videoWidth > 0`. So no RTCPeerConnection is
 *   put on `window`. A camera turned off stops the track: its frames stop growing.
 * - A remote tile's foot says the connection: "Connecting…", then "Connection good: 1 ms round
 *   trip, 0% lost" (`call.quality.*`), and "Connected through a relay" when TURN carries it.
 * - Buttons have fixed names and `aria-pressed`: "Mute microphone", "Turn off camera",
 *   "Share screen"; "Leave", "End session for everyone" (therapist; asks to confirm first).
 * - The chat is a form labelled "Message" with a "Send" button; messages appear in a `role="log"`.
 */

interface Props {
  /** BCP 47 tag for times. */
  lang: string;
  /** The `call.*` strings. */
  strings: Record<string, string>;
  token: string;
  /** The call as the server read it for the page; null when it needs a signed-in session checked here. */
  initial: CallView | null;
  /** `?media=` from the address. */
  media: string | null;
  homeHref: string;
  signInHref: string;
  /** The waiting room of a therapist's slug, in the page's language: `{prefix}{slug}`. */
  roomPrefix: string;
}

type Stage =
  | { name: 'checking' }
  | { name: 'unsupported' }
  | { name: 'media' }
  | { name: 'media-problem'; problem: MediaProblem; view: CallView }
  | { name: 'call'; call: MeshCall; media: LocalMedia; view: CallView }
  /** Over before the call began (or after, once the call says so). */
  | { name: 'over'; phase: Exclude<Phase, { name: 'live' }>; view: CallView | null };

export default withQueries(VideoCall);

function VideoCall({ lang, strings, token, initial, media, homeHref, signInHref, roomPrefix }: Props) {
  const t = translatorFor(strings);
  const [stage, setStage] = useState<Stage>({ name: 'checking' });
  const view = useRef<CallView | null>(initial);
  const cache = useApiCache();

  const begin = useCallback(
    async (mode: MediaMode, fresh: boolean) => {
      if (typeof RTCPeerConnection === 'undefined') return setStage({ name: 'unsupported' });
      if (fresh || !view.current) {
        setStage({ name: 'checking' });
        try {
          view.current = await cache.fetch<CallView>(`/api/v1/calls/${encodeURIComponent(token)}`);
        } catch (refusal) {
          const { code } = refusal as ApiError;
          const phase: Exclude<Phase, { name: 'live' }> =
            code === 'CALL_ENDED' ? { name: 'ended' } : { name: 'refused', code: code || 'NETWORK' };
          return setStage({ name: 'over', phase, view: view.current });
        }
      }
      const current = view.current;
      setStage({ name: 'media' });
      const { media: local, problem } = await LocalMedia.open(mode);
      if (problem) return setStage({ name: 'media-problem', problem, view: current });
      const call = new MeshCall(token, current, local);
      setStage({ name: 'call', call, media: local, view: current });
      call.start();
    },
    [token, cache],
  );

  useEffect(() => {
    void begin(mediaMode(media), false);
  }, [begin, media]);

  // Leaving the page leaves the call, so the others see it at once rather than after a time-out.
  useEffect(() => {
    if (stage.name !== 'call') return;
    const { call } = stage;
    const leave = () => call.leave();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      call.leave();
    };
  }, [stage]);

  const roomHref = stage.name !== 'checking' && view.current ? `${roomPrefix}${view.current.therapistSlug}` : null;

  switch (stage.name) {
    case 'checking':
    case 'media':
      return (
        <p className="call-status" role="status">
          {t(stage.name === 'media' ? 'call.media.asking' : 'call.status.checking')}
        </p>
      );
    case 'unsupported':
      return (
        <div className="notice notice-error" role="alert">
          <h2>{t('call.unsupported.title')}</h2>
          <p>{t('call.unsupported.text')}</p>
        </div>
      );
    case 'media-problem':
      return (
        <MediaProblemPanel
          t={t}
          problem={stage.problem}
          onChoose={(mode) => {
            view.current = stage.view;
            void begin(mode, false);
          }}
        />
      );
    case 'over':
      return (
        <Over
          t={t}
          phase={stage.phase}
          homeHref={homeHref}
          roomHref={roomHref}
          signInHref={signInHref}
          onRejoin={() => void begin(mediaMode(media), true)}
        />
      );
    case 'call':
      return (
        <InCall
          t={t}
          lang={lang}
          call={stage.call}
          media={stage.media}
          view={stage.view}
          onOver={(phase) => setStage({ name: 'over', phase, view: stage.view })}
        />
      );
  }
}

function MediaProblemPanel({
  t,
  problem,
  onChoose,
}: {
  t: Translate;
  problem: MediaProblem;
  onChoose: (mode: MediaMode) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="call-over notice" aria-labelledby="call-media-problem">
      <h2 id="call-media-problem" ref={heading} tabIndex={-1}>
        {t(`call.media.${problem}.title`)}
      </h2>
      <p>{t(`call.media.${problem}.text`)}</p>
      {problem === 'denied' && <p>{t('call.media.howToAllow')}</p>}
      <div className="call-over-actions">
        <button type="button" className="button button-primary" onClick={() => onChoose('all')}>
          {t('call.media.retry')}
        </button>
        <button type="button" className="button" onClick={() => onChoose('audio')}>
          {t('call.media.audioOnly')}
        </button>
        <button type="button" className="button" onClick={() => onChoose('none')}>
          {t('call.media.textOnly')}
        </button>
      </div>
    </section>
  );
}

function Over({
  t,
  phase,
  homeHref,
  roomHref,
  signInHref,
  onRejoin,
}: {
  t: Translate;
  phase: Exclude<Phase, { name: 'live' }>;
  homeHref: string;
  roomHref: string | null;
  signInHref: string;
  onRejoin: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const key = phase.name === 'refused' ? refusalKey(phase.code) : phase.name;
  const rejoin = phase.name === 'left' || phase.name === 'replaced' || key === 'network';
  return (
    <section className="call-over" aria-labelledby="call-over-title">
      <h2 id="call-over-title" ref={heading} tabIndex={-1}>
        {t(`call.over.${key}.title`)}
      </h2>
      <p>{t(`call.over.${key}.text`)}</p>
      <div className="call-over-actions">
        {rejoin && (
          <button type="button" className="button button-primary" onClick={onRejoin}>
            {t(phase.name === 'replaced' ? 'call.over.replaced.takeBack' : 'call.over.rejoin')}
          </button>
        )}
        {key === 'signIn' && (
          <a className="button button-primary" href={signInHref}>
            {t('call.over.signIn.action')}
          </a>
        )}
        {roomHref && (phase.name === 'ended' || key === 'expired') && (
          <a className="button button-primary" href={roomHref}>
            {t('call.over.toWaitingRoom')}
          </a>
        )}
        <a className={rejoin || roomHref || key === 'signIn' ? 'button' : 'button button-primary'} href={homeHref}>
          {t('call.over.home')}
        </a>
      </div>
    </section>
  );
}

/** Which explanation a refusal gets (the page's server side uses the same keys). */
export function refusalKey(code: string): 'expired' | 'ended' | 'signIn' | 'otherAccount' | 'unknown' | 'network' {
  switch (code) {
    case 'LINK_EXPIRED':
      return 'expired';
    case 'CALL_ENDED':
      return 'ended';
    case 'UNAUTHENTICATED':
      return 'signIn';
    case 'FORBIDDEN':
      return 'otherAccount';
    case 'NOT_FOUND':
      return 'unknown';
    default:
      return 'network';
  }
}

const time = (lang: string, at: number | string) =>
  dateFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(at));

/** Whether the five-minute notice is due, checked every 15 seconds. */
function useEndingSoon(scheduledEnd: string | null): boolean {
  const [soon, setSoon] = useState(false);
  useEffect(() => {
    if (!scheduledEnd) return;
    const end = Date.parse(scheduledEnd);
    const check = () => setSoon(Date.now() >= end - 5 * 60_000);
    check();
    const timer = setInterval(check, 15_000);
    return () => clearInterval(timer);
  }, [scheduledEnd]);
  return soon;
}

function InCall({
  t,
  lang,
  call,
  media,
  view,
  onOver,
}: {
  t: Translate;
  lang: string;
  call: MeshCall;
  media: LocalMedia;
  view: CallView;
  onOver: (phase: Exclude<Phase, { name: 'live' }>) => void;
}) {
  const snapshot = useSyncExternalStore(call.subscribe, call.getSnapshot, call.getSnapshot);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const endingSoon = useEndingSoon(view.scheduledEnd);
  const state = media.state();

  useEffect(() => {
    if (snapshot.phase.name !== 'live') onOver(snapshot.phase);
  }, [snapshot.phase, onOver]);

  const attempt = async (task: () => Promise<void>, failure: string) => {
    setProblem(null);
    try {
      await task();
    } catch {
      setProblem(t(failure));
    }
  };

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
        <p className="call-schedule">{t('call.scheduledEnd', { time: time(lang, view.scheduledEnd) })}</p>
      )}
      <div role="status" className="call-notices">
        {endingSoon && view.scheduledEnd && (
          <p className="notice">{t('call.endingSoon', { time: time(lang, view.scheduledEnd) })}</p>
        )}
      </div>
      <div className="call-layout">
        <section className="call-stage" aria-label={t('call.stage')}>
          <ul className="call-tiles" data-count={snapshot.roster.length + 1}>
            <li>
              <SelfTile t={t} media={media} name={view.self.name} />
            </li>
            {snapshot.roster.map((peer) => (
              <li key={peer.id}>
                <PeerTile t={t} peer={peer} stream={snapshot.streams[peer.id]} quality={snapshot.quality[peer.id]} />
              </li>
            ))}
          </ul>
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
            {view.self.role === 'therapist' && !confirming && (
              <button type="button" className="call-control call-end" onClick={() => setConfirming(true)}>
                {t('call.controls.end')}
              </button>
            )}
          </fieldset>
          {confirming && (
            <EndConfirm
              t={t}
              onCancel={() => setConfirming(false)}
              onConfirm={() =>
                void (async () => {
                  if (!(await call.endForEveryone())) setProblem(t('call.problem.end'));
                  setConfirming(false);
                })()
              }
            />
          )}
          {problem && (
            <p className="notice notice-error" role="alert">
              {problem}
            </p>
          )}
          <DevicePicker t={t} media={media} onProblem={(key) => setProblem(t(key))} />
        </section>
        <Chat t={t} lang={lang} call={call} lines={snapshot.chat} />
      </div>
    </div>
  );
}

function SelfTile({ t, media, name }: { t: Translate; media: LocalMedia; name: string }) {
  const captionId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const state = media.state();
  const preview = media.preview;
  useEffect(() => {
    if (video.current && video.current.srcObject !== preview) video.current.srcObject = preview;
  }, [preview]);
  const showing = state.video || state.screen;
  return (
    <figure className="call-tile call-tile-self" aria-labelledby={captionId}>
      <video ref={video} autoPlay playsInline muted hidden={!showing} />
      <figcaption id={captionId}>{t('call.tile.you', { name })}</figcaption>
      <TileState t={t} audio={state.audio} video={state.video} screen={state.screen} self />
    </figure>
  );
}

function TileState({
  t,
  audio,
  video,
  screen,
  self = false,
}: {
  t: Translate;
  audio: boolean;
  video: boolean;
  screen: boolean;
  self?: boolean;
}) {
  return (
    <ul className="call-tile-state">
      {!audio && <li>{t('call.tile.micOff')}</li>}
      {!video && !screen && <li>{t('call.tile.cameraOff')}</li>}
      {screen && <li>{t(self ? 'call.tile.youShare' : 'call.tile.sharing')}</li>}
    </ul>
  );
}

function PeerTile({
  t,
  peer,
  stream,
  quality,
}: {
  t: Translate;
  peer: RosterPeer;
  stream: MediaStream | undefined;
  quality: Quality | undefined;
}) {
  const captionId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element || !stream || element.srcObject === stream) return;
    element.srcObject = stream;
    // The speaker chosen in the waiting room's device check, where the browser lets a page choose.
    const { speaker } = chosenDevices();
    if (speaker && 'setSinkId' in element) void element.setSinkId(speaker).catch(() => {});
    element.play().then(
      () => setBlocked(false),
      // Autoplay with sound refused (joined without a microphone, so the page may not play sound yet).
      (error: unknown) => setBlocked(error instanceof DOMException && error.name === 'NotAllowedError'),
    );
  }, [stream]);
  const { media } = peer;
  const role = peer.role === 'therapist' ? t('call.role.therapist') : null;
  return (
    <figure className="call-tile" aria-labelledby={captionId} data-link={peer.link}>
      {/* Kept playing when the camera is off: the sound comes through it too. */}
      {/* biome-ignore lint/a11y/useMediaCaption: a live call has no caption track; the chat beside it is the text channel. */}
      <video ref={video} autoPlay playsInline className={media.video || media.screen ? undefined : 'call-video-off'} />
      <figcaption id={captionId}>{role ? `${peer.name} (${role})` : peer.name}</figcaption>
      <TileState t={t} audio={media.audio} video={media.video} screen={media.screen} />
      <p className="call-tile-link">
        {peer.link === 'connected' && quality ? <QualityText t={t} quality={quality} /> : t(`call.status.${peer.link}`)}
      </p>
      {blocked && (
        <button
          type="button"
          className="button button-primary"
          onClick={() =>
            void video.current?.play().then(
              () => setBlocked(false),
              () => {},
            )
          }
        >
          {t('call.tile.play', { name: peer.name })}
        </button>
      )}
    </figure>
  );
}

function QualityText({ t, quality }: { t: Translate; quality: Quality }) {
  return (
    <>
      <span className={`call-quality call-quality-${quality.level}`}>
        {t('call.quality.summary', {
          level: t(`call.quality.${quality.level}`),
          rtt: quality.roundTripMs ?? '–',
          loss: quality.lossPercent,
        })}
      </span>
      {quality.relay && <span className="call-relay">{t('call.relay')}</span>}
    </>
  );
}

function EndConfirm({ t, onCancel, onConfirm }: { t: Translate; onCancel: () => void; onConfirm: () => void }) {
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

function DevicePicker({ t, media, onProblem }: { t: Translate; media: LocalMedia; onProblem: (key: string) => void }) {
  const [devices, setDevices] = useState<Devices>({ microphones: [], cameras: [] });
  const [mic, setMic] = useState(media.mic?.getSettings().deviceId ?? '');
  const [camera, setCamera] = useState(media.camera?.getSettings().deviceId ?? '');
  useEffect(() => {
    const load = () => void LocalMedia.devices().then(setDevices, () => {});
    load();
    navigator.mediaDevices?.addEventListener('devicechange', load);
    return () => navigator.mediaDevices?.removeEventListener('devicechange', load);
  }, []);
  if (devices.microphones.length < 2 && devices.cameras.length < 2) return null;
  const options = (list: MediaDeviceInfo[], fallback: string) =>
    list.map((d, index) => ({ value: d.deviceId, label: d.label || t(fallback, { number: index + 1 }) }));
  return (
    <details className="call-devices">
      <summary>{t('call.devices.title')}</summary>
      {devices.microphones.length > 1 && media.mic && (
        <SelectField
          path="microphone"
          form="call"
          label={t('call.devices.microphone')}
          value={mic}
          errors={{}}
          options={options(devices.microphones, 'call.devices.microphoneNumber')}
          onChange={(id) => {
            setMic(id);
            media.chooseMicrophone(id).catch(() => onProblem('call.problem.microphone'));
          }}
        />
      )}
      {devices.cameras.length > 1 && (
        <SelectField
          path="camera"
          form="call"
          label={t('call.devices.camera')}
          value={camera}
          errors={{}}
          options={options(devices.cameras, 'call.devices.cameraNumber')}
          onChange={(id) => {
            setCamera(id);
            if (media.camera) media.setCamera(true, id).catch(() => onProblem('call.problem.camera'));
          }}
        />
      )}
    </details>
  );
}

function Chat({ t, lang, call, lines }: { t: Translate; lang: string; call: MeshCall; lines: readonly ChatLine[] }) {
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
                <time dateTime={new Date(line.at).toISOString()}>{time(lang, line.at)}</time>
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
