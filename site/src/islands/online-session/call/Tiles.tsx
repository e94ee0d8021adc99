import { useEffect, useId, useRef, useState } from 'react';
import { useWords } from '../../words.tsx';
import { chosenDevices } from '../room-entry.ts';
import type { LocalMedia } from './media.ts';
import type { RosterPeer } from './mesh.ts';
import type { Quality } from './quality.ts';

/** Oneself: the camera or screen as sent, and what is off. */
export function SelfTile({ media, name }: { media: LocalMedia; name: string }) {
  const { t } = useWords();
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
      <TileState audio={state.audio} video={state.video} screen={state.screen} self />
    </figure>
  );
}

/** What is off or shared in a tile: microphone, camera, screen. */
function TileState({
  audio,
  video,
  screen,
  self = false,
}: {
  audio: boolean;
  video: boolean;
  screen: boolean;
  self?: boolean;
}) {
  const { t } = useWords();
  return (
    <ul className="call-tile-state">
      {!audio && <li>{t('call.tile.micOff')}</li>}
      {!video && !screen && <li>{t('call.tile.cameraOff')}</li>}
      {screen && <li>{t(self ? 'call.tile.youShare' : 'call.tile.sharing')}</li>}
    </ul>
  );
}

/** Another person: their media as it arrives, what their browser reports, and the connection. */
export function PeerTile({
  peer,
  stream,
  quality,
}: {
  peer: RosterPeer;
  stream: MediaStream | undefined;
  quality: Quality | undefined;
}) {
  const { t } = useWords();
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
      <TileState audio={media.audio} video={media.video} screen={media.screen} />
      <p className="call-tile-link">
        {peer.link === 'connected' && quality ? <QualityText quality={quality} /> : t(`call.status.${peer.link}`)}
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

/** The connection's quality in words, and whether a relay carries it. */
function QualityText({ quality }: { quality: Quality }) {
  const { t } = useWords();
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
