import { useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../i18n/format.ts';
import { type ChosenDevices, chosenDevices, keepDevices, type Media } from './room-entry.ts';

type Problem = 'denied' | 'missing' | 'busy' | 'unavailable' | 'failed';

interface Devices {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

const NO_DEVICES: Devices = { cameras: [], microphones: [], speakers: [] };
/** How often the level meter reads the microphone. */
const LEVEL_EVERY_MS = 100;

/** Why `getUserMedia` refused, in the words the page explains. */
function problemOf(error: unknown): Problem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

const stop = (stream: MediaStream | undefined) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** Whether the browser lets a page choose where sound plays (`setSinkId`; not in every browser). */
const canChooseSpeaker = () => typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

interface Props {
  t: Translate;
  media: Media;
  onMedia: (media: Media) => void;
  /** Whether the check has what joining needs: a working stream, or the choice of text only. */
  onReady: (ready: boolean) => void;
}

/**
 * The check before waiting: camera preview, choice of camera, microphone and speaker, a microphone
 * level meter and a test tone. When the camera or microphone is refused or missing it says how to
 * allow it and offers sound only or text only. Nothing here leaves the browser.
 */
export default function DeviceCheck({ t, media, onMedia, onReady }: Props) {
  const id = useId();
  const [stream, setStream] = useState<MediaStream | undefined>();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [devices, setDevices] = useState<Devices>(NO_DEVICES);
  const [chosen, setChosen] = useState<ChosenDevices>(() => chosenDevices());
  const [attempt, setAttempt] = useState(0);
  const [level, setLevel] = useState(0);
  const video = useRef<HTMLVideoElement>(null);

  const choose = (next: ChosenDevices) => {
    const all = { ...chosen, ...next };
    setChosen(all);
    keepDevices(all);
  };

  // The stream: asked again whenever the choice of media or device changes, and on "Try again".
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "Try again" asks once more.
  useEffect(() => {
    setLevel(0);
    if (media === 'none') {
      setProblem(undefined);
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unavailable');
      return;
    }
    let stopped = false;
    let current: MediaStream | undefined;
    const exact = (deviceId: string | undefined) => (deviceId ? { deviceId: { exact: deviceId } } : true);
    const ask = (constraints: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(constraints);
    const wanted = { audio: exact(chosen.microphone), video: media === 'video' ? exact(chosen.camera) : false };
    setProblem(undefined);
    ask(wanted)
      // A device kept from an earlier visit may be gone: the browser's default then.
      .catch((error: unknown) =>
        (error as Error).name === 'OverconstrainedError' || (error as Error).name === 'NotFoundError'
          ? ask({ audio: true, video: media === 'video' })
          : Promise.reject(error),
      )
      .then(async (granted) => {
        if (stopped) {
          stop(granted);
          return;
        }
        current = granted;
        setStream(granted);
        const list = await navigator.mediaDevices.enumerateDevices();
        if (stopped) return;
        setDevices({
          cameras: list.filter((d) => d.kind === 'videoinput'),
          microphones: list.filter((d) => d.kind === 'audioinput'),
          speakers: list.filter((d) => d.kind === 'audiooutput' && d.deviceId !== ''),
        });
      })
      .catch((error: unknown) => {
        if (!stopped) setProblem(problemOf(error));
      });
    return () => {
      stopped = true;
      stop(current);
      setStream(undefined);
    };
  }, [media, chosen.camera, chosen.microphone, attempt]);

  useEffect(() => {
    onReady(media === 'none' || stream !== undefined);
  }, [media, stream, onReady]);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream ?? null;
  }, [stream]);

  // A camera or microphone plugged in or out while the page is open.
  useEffect(() => {
    const mediaDevices = navigator.mediaDevices;
    if (!mediaDevices || !stream) return;
    const refresh = () => setAttempt((n) => n + 1);
    mediaDevices.addEventListener('devicechange', refresh);
    return () => mediaDevices.removeEventListener('devicechange', refresh);
  }, [stream]);

  // The microphone's level, from the loudness (root mean square) of what it hears.
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      if (context.state === 'suspended') void context.resume();
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 5));
    }, LEVEL_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      void context.close();
    };
  }, [stream]);

  const playTone = async () => {
    const context = new AudioContext();
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = 523.25;
    const now = context.currentTime;
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.25, now + 0.05);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.8);
    tone.connect(gain);
    if (chosen.speaker && canChooseSpeaker()) {
      // Only a media element can choose its output everywhere setSinkId exists.
      const destination = context.createMediaStreamDestination();
      gain.connect(destination);
      const out = new Audio();
      out.srcObject = destination.stream;
      await out.setSinkId(chosen.speaker).catch(() => undefined);
      await out.play().catch(() => undefined);
    } else {
      gain.connect(context.destination);
    }
    tone.start(now);
    tone.stop(now + 0.85);
    tone.onended = () => void context.close();
  };

  const labelOf = (device: MediaDeviceInfo, index: number, kind: string) => device.label || `${t(kind)} ${index + 1}`;
  const select = (kind: 'camera' | 'microphone' | 'speaker', list: MediaDeviceInfo[], current: string | undefined) => (
    <div className="field">
      <label htmlFor={`${id}-${kind}`}>{t(`room.check.${kind}`)}</label>
      <select
        id={`${id}-${kind}`}
        value={current && list.some((d) => d.deviceId === current) ? current : ''}
        onChange={(event) => choose({ [kind]: event.currentTarget.value || undefined })}
      >
        <option value="">{t('room.check.defaultDevice')}</option>
        {list
          .filter((d) => d.deviceId !== 'default' && d.deviceId !== '')
          .map((d, index) => (
            <option key={d.deviceId} value={d.deviceId}>
              {labelOf(d, index, `room.check.${kind}`)}
            </option>
          ))}
      </select>
    </div>
  );

  if (media === 'none') {
    return (
      <div className="device-check">
        <p className="notice">{t('room.check.textOnly')}</p>
        <p>
          <button type="button" className="button" onClick={() => onMedia('video')}>
            {t('room.check.useMedia')}
          </button>
        </p>
      </div>
    );
  }

  return (
    <div className="device-check">
      {media === 'audio' && <p className="notice">{t('room.check.audioOnly')}</p>}
      <div aria-live="polite">
        {!stream && !problem && <p>{t('room.check.asking')}</p>}
        {problem && (
          <div className="notice notice-error" role="alert">
            <p>{t(`room.media.${problem}`)}</p>
          </div>
        )}
      </div>
      {problem && (
        <p className="room-actions">
          {problem !== 'unavailable' && (
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {t('room.media.retry')}
            </button>
          )}
          {media === 'video' && problem !== 'unavailable' && (
            <button type="button" className="button" onClick={() => onMedia('audio')}>
              {t('room.media.continueAudio')}
            </button>
          )}
          <button type="button" className="button" onClick={() => onMedia('none')}>
            {t('room.media.continueText')}
          </button>
        </p>
      )}
      {stream && (
        <div className="device-check-grid">
          {media === 'video' && (
            <figure className="device-preview">
              <video ref={video} autoPlay playsInline muted aria-label={t('room.check.preview')} />
              <figcaption>{t('room.check.preview')}</figcaption>
            </figure>
          )}
          <div className="device-choices">
            {media === 'video' && select('camera', devices.cameras, chosen.camera)}
            {select('microphone', devices.microphones, chosen.microphone)}
            <div className="field">
              <label htmlFor={`${id}-level`}>{t('room.check.level')}</label>
              <meter
                id={`${id}-level`}
                className="level-meter"
                min={0}
                max={1}
                low={0.1}
                value={level}
                aria-describedby={`${id}-level-hint`}
              />
              <p id={`${id}-level-hint`} className="hint">
                {t('room.check.levelHint')}
              </p>
            </div>
            {canChooseSpeaker() && devices.speakers.length > 0 && select('speaker', devices.speakers, chosen.speaker)}
            <div className="field">
              <button type="button" className="button" onClick={() => void playTone()} aria-describedby={`${id}-tone`}>
                {t('room.check.testSound')}
              </button>
              <p id={`${id}-tone`} className="hint">
                {t('room.check.testSoundHint')}
              </p>
            </div>
          </div>
          {media === 'audio' && (
            <p>
              <button type="button" className="button" onClick={() => onMedia('video')}>
                {t('room.check.useMedia')}
              </button>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
