import type { CallPeer, SignalOut } from '@calma/api/contract';

// The call's bookkeeping, without the browser: who is in the call and how they are shown, which
// peers a (re)connection must offer to, and which side of each pair gives way when both offer at
// once. `call.ts` does the WebRTC; this decides what it does.

/** What a participant says about their microphone, camera and screen (`state` over the socket). */
export interface MediaState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

/** How the connection to one peer stands, as their tile shows it. */
export type PeerLink = 'connecting' | 'connected' | 'reconnecting';

export interface RosterPeer extends CallPeer {
  /** Unknown until they say (a `state` message); shown as on until then. */
  media: MediaState;
  link: PeerLink;
}

/** Everyone else in the call, in the order they came. */
export type Roster = RosterPeer[];

export const UNKNOWN_MEDIA: MediaState = { audio: true, video: true, screen: false };

/**
 * "Perfect negotiation" needs one side of every pair to give way when offers cross: the polite
 * one rolls its own offer back and answers. Both sides compute the same answer from the ids alone.
 */
export function isPolite(selfId: string, peerId: string): boolean {
  return selfId < peerId;
}

/** Applies what the signalling socket said to the list of tiles. */
export function nextRoster(roster: Roster, event: SignalOut): Roster {
  switch (event.type) {
    case 'welcome':
      // Who is present now, keeping what we knew of those we knew (a reconnection).
      return event.peers.map((peer) => {
        const known = roster.find((p) => p.id === peer.id);
        return known ? { ...known, ...peer } : { ...peer, media: UNKNOWN_MEDIA, link: 'connecting' };
      });
    case 'joined': {
      const known = roster.find((p) => p.id === event.peer.id);
      if (known) return roster.map((p) => (p.id === known.id ? { ...p, ...event.peer } : p));
      return [...roster, { ...event.peer, media: UNKNOWN_MEDIA, link: 'connecting' }];
    }
    case 'left':
      return roster.filter((p) => p.id !== event.id);
    case 'state':
      return roster.map((p) =>
        p.id === event.from ? { ...p, media: { audio: event.audio, video: event.video, screen: event.screen } } : p,
      );
    default:
      return roster;
  }
}

/** Sets how the connection to one peer stands. */
export function withLink(roster: Roster, id: string, link: PeerLink): Roster {
  return roster.map((p) => (p.id === id && p.link !== link ? { ...p, link } : p));
}

/**
 * What to do on `welcome`, the first and after every reconnection of the signalling socket: the
 * newcomer offers, so offer to every peer present whose connection is not up (a new one, or one
 * that broke while we were away); close connections to peers who are no longer there.
 */
export function welcomePlan(
  connections: { id: string; connected: boolean }[],
  present: CallPeer[],
): { offer: string[]; close: string[] } {
  const here = new Set(present.map((p) => p.id));
  const up = new Set(connections.filter((c) => c.connected).map((c) => c.id));
  return {
    offer: present.filter((p) => !up.has(p.id)).map((p) => p.id),
    close: connections.filter((c) => !here.has(c.id) || !up.has(c.id)).map((c) => c.id),
  };
}

/** The session id in an SDP's origin line (`o=- 4611731400430051336 2 IN IP4 127.0.0.1`). */
export function sdpSession(sdp: string): string | undefined {
  return /^o=\S+ (\S+) /m.exec(sdp)?.[1];
}

/**
 * Whether an offer comes from a different RTCPeerConnection than the one we are talking to: the
 * peer opened the call again (a newer tab, or they rebuilt it after a reconnection), so the old
 * connection goes and a new one answers. A renegotiation (screen share, ICE restart) keeps the
 * session id and stays on the same connection.
 */
export function isNewSession(currentRemoteSdp: string | undefined, offerSdp: string): boolean {
  if (currentRemoteSdp === undefined) return false;
  return sdpSession(currentRemoteSdp) !== sdpSession(offerSdp);
}

/** What the page's status line says about the call as a whole. */
export type CallStatus = 'connecting' | 'connected' | 'reconnecting';

export function callStatus(input: {
  /** The signalling socket has said `welcome` and is open. */
  signalling: boolean;
  /** Whether the call was fully connected at some point (so a drop is a re-connection). */
  wasConnected: boolean;
  online: boolean;
  roster: Roster;
}): CallStatus {
  const down = !input.online || !input.signalling || input.roster.some((p) => p.link !== 'connected');
  if (!down) return 'connected';
  if (!input.wasConnected) return 'connecting';
  return input.roster.some((p) => p.link === 'reconnecting') || !input.signalling || !input.online
    ? 'reconnecting'
    : 'connecting';
}
