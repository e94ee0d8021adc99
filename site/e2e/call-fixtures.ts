import { CHROMIUM_FLAGS } from '../../scripts/chromium.ts';

/** A camera and a microphone that exist (a test pattern and a tone), allowed without asking. */
export const FAKE_MEDIA_FLAGS = [
  ...CHROMIUM_FLAGS,
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

declare global {
  interface Window {
    /** Every peer connection the page made, for the test to read their statistics. */
    __peerConnections?: RTCPeerConnection[];
  }
}

/**
 * Runs before the page's own scripts: keeps each RTCPeerConnection the page makes where the test
 * can read its statistics and, with `relayOnly`, makes it use relays alone (as a network that
 * blocks everything but the relay would), without changing what the page asks for otherwise.
 */
export function watchPeerConnections({ relayOnly }: { relayOnly: boolean }) {
  const Native = window.RTCPeerConnection;
  const made: RTCPeerConnection[] = [];
  window.__peerConnections = made;
  const Watched = function (this: unknown, config?: RTCConfiguration) {
    const connection = new Native(relayOnly ? { ...config, iceTransportPolicy: 'relay' } : config);
    made.push(connection);
    return connection;
  } as unknown as typeof RTCPeerConnection;
  Watched.prototype = Native.prototype;
  Object.defineProperty(Watched, 'generateCertificate', { value: Native.generateCertificate });
  window.RTCPeerConnection = Watched;
}

/** What the page's connections report: frames decoded from the remote video, and how they connect. */
export interface PeerReport {
  connectionState: RTCPeerConnectionState;
  framesDecoded: number;
  /** The type of this side's candidate in the pair in use (`host`, `srflx`, `relay`). */
  localCandidate: string | undefined;
  iceTransportPolicy: RTCIceTransportPolicy | undefined;
}

/** Reads the statistics of each peer connection the page has open (see `watchPeerConnections`). */
export function peerReports(): Promise<PeerReport[]> {
  const open = (window.__peerConnections ?? []).filter((c) => c.connectionState !== 'closed');
  return Promise.all(
    open.map(async (connection) => {
      const stats = [...(await connection.getStats()).values()] as (Record<string, unknown> & { type: string })[];
      const byId = new Map(stats.map((s) => [s.id as string, s]));
      const framesDecoded = stats
        .filter((s) => s.type === 'inbound-rtp' && s.kind === 'video')
        .reduce((sum, s) => sum + Number(s.framesDecoded ?? 0), 0);
      const transport = stats.find((s) => s.type === 'transport');
      const pair =
        byId.get(transport?.selectedCandidatePairId as string) ??
        stats.find((s) => s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded');
      const local = byId.get(pair?.localCandidateId as string);
      return {
        connectionState: connection.connectionState,
        framesDecoded,
        localCandidate: local?.candidateType as string | undefined,
        iceTransportPolicy: connection.getConfiguration().iceTransportPolicy,
      };
    }),
  );
}
