import type { CallView } from '@calma/api/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, useApiCache, withQueries } from '../../../lib/query.ts';
import { useWords, withWords } from '../../words.tsx';
import { MeshCall } from './call.ts';
import type { OverPhase } from './call-view.ts';
import InCall from './InCall.tsx';
import { LocalMedia, type MediaMode, type MediaProblem, mediaMode } from './media.ts';
import { MediaProblemPanel, Over } from './Over.tsx';

export { refusalKey } from './call-view.ts';

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
  | { name: 'over'; phase: OverPhase; view: CallView | null };

export default withQueries(withWords(Call));

function Call({ lang, token, initial, media, homeHref, signInHref, roomPrefix }: Props) {
  const { t } = useWords();
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
          const phase: OverPhase =
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
          lang={lang}
          call={stage.call}
          media={stage.media}
          view={stage.view}
          onOver={(phase) => setStage({ name: 'over', phase, view: stage.view })}
        />
      );
  }
}
