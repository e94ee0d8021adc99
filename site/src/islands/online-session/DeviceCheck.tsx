import { useEffect, useId, useRef, useState } from 'react';
import { useWords } from '../words.tsx';
import { canChooseSpeaker, choosable, type Problem, selectedDevice } from './device-check/devices.ts';
import { playTone } from './device-check/play-tone.ts';
import { useDeviceStream } from './device-check/use-device-stream.ts';
import { type ChosenDevices, chosenDevices, keepDevices, type Media } from './room-entry.ts';

interface Props {
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
export default function DeviceCheck({ media, onMedia, onReady }: Props) {
  const { t } = useWords();
  const id = useId();
  const [chosen, setChosen] = useState<ChosenDevices>(() => chosenDevices());
  const { stream, problem, devices, level, retry } = useDeviceStream(media, chosen);
  const video = useRef<HTMLVideoElement>(null);

  const choose = (next: ChosenDevices) => {
    const all = { ...chosen, ...next };
    setChosen(all);
    keepDevices(all);
  };

  useEffect(() => {
    onReady(media === 'none' || stream !== undefined);
  }, [media, stream, onReady]);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream ?? null;
  }, [stream]);

  const select = (kind: 'camera' | 'microphone' | 'speaker', list: MediaDeviceInfo[]) => (
    <DeviceSelect id={`${id}-${kind}`} kind={kind} list={list} current={chosen[kind]} onChoose={choose} />
  );

  const backToMedia = (
    <p>
      <button type="button" className="button" onClick={() => onMedia('video')}>
        {t('room.check.useMedia')}
      </button>
    </p>
  );

  if (media === 'none') {
    return (
      <div className="device-check">
        <p className="notice">{t('room.check.textOnly')}</p>
        {backToMedia}
      </div>
    );
  }

  return (
    <div className="device-check">
      {media === 'audio' && <p className="notice">{t('room.check.audioOnly')}</p>}
      <MediaProblem media={media} stream={stream} problem={problem} onRetry={retry} onMedia={onMedia} />
      {stream && (
        <div className="device-check-grid">
          {media === 'video' && (
            <figure className="device-preview">
              <video ref={video} autoPlay playsInline muted aria-label={t('room.check.preview')} />
              <figcaption>{t('room.check.preview')}</figcaption>
            </figure>
          )}
          <div className="device-choices">
            {media === 'video' && select('camera', devices.cameras)}
            {select('microphone', devices.microphones)}
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
            {canChooseSpeaker() && devices.speakers.length > 0 && select('speaker', devices.speakers)}
            <div className="field">
              <button
                type="button"
                className="button"
                onClick={() => void playTone(chosen.speaker)}
                aria-describedby={`${id}-tone`}
              >
                {t('room.check.testSound')}
              </button>
              <p id={`${id}-tone`} className="hint">
                {t('room.check.testSoundHint')}
              </p>
            </div>
          </div>
          {media === 'audio' && backToMedia}
        </div>
      )}
    </div>
  );
}

/** While the browser is asked, "asking"; once it refused, why, with trying again, sound only or text only. */
function MediaProblem({
  media,
  stream,
  problem,
  onRetry,
  onMedia,
}: {
  media: Media;
  stream: MediaStream | undefined;
  problem: Problem | undefined;
  onRetry: () => void;
  onMedia: (media: Media) => void;
}) {
  const { t } = useWords();
  return (
    <>
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
            <button type="button" className="button" onClick={onRetry}>
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
    </>
  );
}

/** A camera, microphone or speaker to choose, the browser's default first. */
function DeviceSelect({
  id,
  kind,
  list,
  current,
  onChoose,
}: {
  id: string;
  kind: 'camera' | 'microphone' | 'speaker';
  list: MediaDeviceInfo[];
  current: string | undefined;
  onChoose: (next: ChosenDevices) => void;
}) {
  const { t } = useWords();
  return (
    <div className="field">
      <label htmlFor={id}>{t(`room.check.${kind}`)}</label>
      <select
        id={id}
        value={selectedDevice(list, current)}
        onChange={(event) => onChoose({ [kind]: event.currentTarget.value || undefined })}
      >
        <option value="">{t('room.check.defaultDevice')}</option>
        {choosable(list).map((d, index) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label || `${t(`room.check.${kind}`)} ${index + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
}
