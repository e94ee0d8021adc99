import { type CallPeer, type CallView, type SignalIn, type SignalOut, SOCKET_CLOSE } from '@calma/api/contract';
import { api } from '../../../lib/api-client.ts';
import { backoff, socketUrl } from '../../../lib/live.ts';
import { type ChatLine, chatWire, readWire } from './chat.ts';
import type { LocalMedia } from './media.ts';
import {
  type CallStatus,
  callStatus,
  isNewSession,
  isPolite,
  nextRoster,
  type Roster,
  welcomePlan,
  withLink,
} from './mesh.ts';
import { type Quality, readQuality, type StatsEntry, type StatsSample } from './quality.ts';

// The call in the browser (decision 019): a WebRTC mesh of at most four, signalled over
// `/api/v1/calls/{token}/signal`. Each pair negotiates with the "perfect negotiation" pattern
// (https://w3c.github.io/webrtc-pc/#perfect-negotiation-example), so either side may renegotiate
// (an ICE restart) without the offers colliding. The chat goes over a data channel that both
// sides open with the same id (`negotiated`), so it needs no offer of its own.

/** Where the call stands; anything but `live` is over until the person acts. */
export type Phase =
  | { name: 'live' }
  | { name: 'left' }
  | { name: 'ended' }
  | { name: 'replaced' }
  /** The address stopped working while in the call (the API's code: LINK_EXPIRED, FORBIDDEN, ...). */
  | { name: 'refused'; code: string };

export interface Snapshot {
  phase: Phase;
  status: CallStatus;
  roster: Roster;
  /** Each peer's incoming audio and video. */
  streams: Record<string, MediaStream>;
  quality: Record<string, Quality>;
  chat: ChatLine[];
  self: CallPeer | null;
}

/** How long a connection may stay "disconnected" before it restarts ICE (it often recovers alone). */
const DISCONNECTED_GRACE_MS = 3000;
/** How long a connection may stay down, restarts and all, before it is built again from scratch. */
const REBUILD_AFTER_MS = 15_000;
const STATS_EVERY_MS = 2000;
const PING_EVERY_MS = 15_000;
/** A socket that does not answer a ping this fast after a network change is taken as dead. */
const PONG_WITHIN_MS = 5000;
const CHAT_CHANNEL = { negotiated: true, id: 0 } as const;
/**
 * Said over the data channel on leaving, so the others close the connection and the tile at once.
 * Without it, `left` from the server may only mean the person's signalling socket dropped while
 * their media still flows, and the connection is kept until it fails.
 */
const BYE = JSON.stringify({ type: 'bye' });
/** How long the goodbye gets to leave before the connections close. */
const BYE_GRACE_MS = 300;

interface Peer {
  id: string;
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  chat: RTCDataChannel;
  stream: MediaStream;
  /** Signals for this peer are handled one after the other. */
  queue: Promise<void>;
  connectedOnce: boolean;
  /** Since when the connection has been down (or never up), for the rebuild. */
  downSince: number | null;
  graceTimer: ReturnType<typeof setTimeout> | undefined;
  /** They joined again (a newer tab, or their socket reconnected): wait for them to offer. */
  superseded: boolean;
  sample: StatsSample | undefined;
}

export class MeshCall {
  private peers = new Map<string, Peer>();
  private roster: Roster = [];
  private quality: Record<string, Quality> = {};
  private chat: ChatLine[] = [];
  private phase: Phase = { name: 'live' };
  private self: CallPeer | null = null;
  private socket: WebSocket | null = null;
  private signalling = false;
  private wasConnected = false;
  private online = navigator.onLine;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private tickers: ReturnType<typeof setInterval>[] = [];
  private stopped = false;
  /** Peers whose signalling socket left while their media still flowed: kept until it fails or they say bye. */
  private away = new Set<string>();
  private snapshotCache: Snapshot | null = null;
  private listeners = new Set<() => void>();

  private readonly token: string;
  private view: CallView;
  private readonly media: LocalMedia;

  constructor(token: string, view: CallView, media: LocalMedia) {
    this.token = token;
    this.view = view;
    this.media = media;
    media.onOutgoing = (kind, track) => {
      for (const peer of this.peers.values()) void senderOf(peer.pc, kind)?.replaceTrack(track);
    };
    media.onChange = () => {
      this.sendState();
      this.changed();
    };
  }

  // For React's useSyncExternalStore.
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Snapshot => {
    this.snapshotCache ??= {
      phase: this.phase,
      status: callStatus({
        signalling: this.signalling,
        wasConnected: this.wasConnected,
        online: this.online,
        roster: this.roster,
      }),
      roster: this.roster,
      streams: Object.fromEntries([...this.peers.values()].map((p) => [p.id, p.stream])),
      quality: this.quality,
      chat: this.chat,
      self: this.self,
    };
    return this.snapshotCache;
  };

  start(): void {
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    connection()?.addEventListener('change', this.onNetworkChange);
    this.tickers.push(setInterval(() => void this.readStats(), STATS_EVERY_MS));
    this.tickers.push(setInterval(() => this.ping(), PING_EVERY_MS));
    this.connect(true);
  }

  /** Leaves the call: tells the others at once, and closes every connection. */
  leave(): void {
    if (this.stopped) return;
    for (const peer of this.peers.values()) if (peer.chat.readyState === 'open') peer.chat.send(BYE);
    this.send({ type: 'leave' });
    this.stop({ name: 'left' }, BYE_GRACE_MS);
  }

  /** Ends the session for everyone (the therapist). Answers whether the server took it. */
  async endForEveryone(): Promise<boolean> {
    const outcome = await api(`/api/v1/calls/${encodeURIComponent(this.token)}/end`, { method: 'POST' });
    if (outcome.ok) this.stop({ name: 'ended' }, BYE_GRACE_MS);
    return outcome.ok;
  }

  /** Sends a chat message to everyone whose channel is open; answers whether anyone got it. */
  say(text: string): boolean {
    const id = crypto.randomUUID();
    const at = Date.now();
    const wire = chatWire(text, id, at);
    let sent = 0;
    for (const peer of this.peers.values()) {
      if (peer.chat.readyState !== 'open') continue;
      peer.chat.send(wire);
      sent++;
    }
    if (sent === 0) return false;
    this.chat = [...this.chat, { id, from: this.self?.name ?? '', mine: true, text, at }];
    this.changed();
    return true;
  }

  private stop(phase: Phase, closeAfterMs = 0): void {
    if (this.stopped) return;
    this.stopped = true;
    this.phase = phase;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.pongTimer);
    for (const ticker of this.tickers) clearInterval(ticker);
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    connection()?.removeEventListener('change', this.onNetworkChange);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    const peers = [...this.peers.keys()];
    const close = () => {
      for (const id of peers) this.closePeer(id);
    };
    if (closeAfterMs > 0) setTimeout(close, closeAfterMs);
    else close();
    this.media.close();
    this.changed();
  }

  private changed(): void {
    this.snapshotCache = null;
    for (const listener of this.listeners) listener();
  }

  // Signalling.

  private async connect(first = false): Promise<void> {
    clearTimeout(this.reconnectTimer);
    if (this.stopped || this.socket) return;
    if (!first) {
      // Asking first renews a lapsed session (the socket carries the same cookies), says why an
      // address stopped working, and brings fresh relay credentials.
      const outcome = await api<CallView>(`/api/v1/calls/${encodeURIComponent(this.token)}`);
      if (this.stopped || this.socket) return;
      if (!outcome.ok) {
        const code = outcome.problem.code;
        if (code === 'CALL_ENDED') return this.stop({ name: 'ended' });
        if ([401, 403, 404, 410].includes(outcome.status)) return this.stop({ name: 'refused', code });
        this.reconnectTimer = setTimeout(() => void this.connect(), backoff(this.attempt++));
        return;
      }
      this.view = outcome.body;
    }
    const socket = new WebSocket(socketUrl(`/api/v1/calls/${encodeURIComponent(this.token)}/signal`));
    this.socket = socket;
    socket.onmessage = (message) => {
      let event: SignalOut;
      try {
        event = JSON.parse(String(message.data)) as SignalOut;
      } catch {
        return;
      }
      this.onSignal(event);
    };
    socket.onclose = (close) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.signalling = false;
      clearTimeout(this.pongTimer);
      if (close.code === SOCKET_CLOSE.replaced) return this.stop({ name: 'replaced' });
      if (close.code === SOCKET_CLOSE.ended) return this.stop({ name: 'ended' });
      this.changed();
      this.reconnectTimer = setTimeout(() => void this.connect(), this.online ? backoff(this.attempt++) : 0);
    };
  }

  private send(message: SignalIn): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private sendState(): void {
    this.send({ type: 'state', ...this.media.state() });
  }

  private onSignal(event: SignalOut): void {
    switch (event.type) {
      case 'welcome': {
        this.self = event.self;
        this.signalling = true;
        this.attempt = 0;
        this.roster = nextRoster(this.roster, event);
        this.away.clear();
        const connections = [...this.peers.values()].map((p) => ({
          id: p.id,
          connected: p.pc.connectionState === 'connected',
        }));
        const plan = welcomePlan(connections, event.peers);
        for (const id of plan.close) this.closePeer(id);
        for (const id of plan.offer) this.openPeer(id);
        for (const peer of this.roster) if (this.peers.has(peer.id)) this.updateLink(peer.id);
        this.sendState();
        break;
      }
      case 'joined': {
        this.roster = nextRoster(this.roster, event);
        const known = this.peers.get(event.peer.id);
        if (known) known.superseded = true;
        this.away.delete(event.peer.id);
        // They do not know how our microphone and camera are yet.
        this.sendState();
        break;
      }
      case 'left':
        // Media still flowing means their socket dropped, not that they left: keep it until
        // it fails or they say bye (a newer tab of theirs would offer anew anyway).
        if (this.peers.get(event.id)?.pc.connectionState === 'connected') this.away.add(event.id);
        else this.dropPeer(event.id);
        break;
      case 'state':
        this.roster = nextRoster(this.roster, event);
        break;
      case 'signal':
        this.onPeerSignal(event);
        return;
      case 'ended':
        this.stop({ name: 'ended' });
        return;
      case 'replaced':
        this.stop({ name: 'replaced' });
        return;
      case 'pong':
        clearTimeout(this.pongTimer);
        return;
      case 'error':
        return;
    }
    this.changed();
  }

  private ping(timeout = false): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.send({ type: 'ping' });
    if (!timeout) return;
    clearTimeout(this.pongTimer);
    const socket = this.socket;
    this.pongTimer = setTimeout(() => {
      // The network changed under it and it no longer answers: open a new one now.
      if (this.socket === socket) socket.close(4000, 'no answer');
      socket.onclose?.(new CloseEvent('close', { code: 4000 }));
    }, PONG_WITHIN_MS);
  }

  private onOnline = () => {
    this.online = true;
    this.attempt = 0;
    if (!this.socket) void this.connect();
    else this.ping(true);
    for (const peer of this.peers.values()) if (peer.pc.iceConnectionState !== 'connected') peer.pc.restartIce();
    this.changed();
  };

  private onOffline = () => {
    this.online = false;
    this.changed();
  };

  private onNetworkChange = () => {
    this.online = navigator.onLine;
    this.ping(true);
    this.changed();
  };

  // The connections.

  /** A connection to a peer; with `offer` we start (we are the newcomer), else their offer follows. */
  private openPeer(id: string, offer = true): Peer {
    const pc = new RTCPeerConnection({ iceServers: this.view.iceServers });
    const peer: Peer = {
      id,
      pc,
      polite: isPolite(this.self?.id ?? '', id),
      makingOffer: false,
      ignoreOffer: false,
      chat: pc.createDataChannel('chat', CHAT_CHANNEL),
      stream: new MediaStream(),
      queue: Promise.resolve(),
      connectedOnce: false,
      downSince: Date.now(),
      graceTimer: undefined,
      superseded: false,
      sample: undefined,
    };
    this.peers.set(id, peer);
    if (offer) {
      // Always both kinds, even joining without a camera: we still see and hear them, and a
      // camera turned on later is a replaced track, not a new offer.
      for (const kind of ['audio', 'video'] as const) {
        pc.addTransceiver(this.media.outgoing(kind) ?? kind, { direction: 'sendrecv', streams: [new MediaStream()] });
      }
    }
    pc.ontrack = (event) => {
      peer.stream.addTrack(event.track);
      // A new stream object, so the tile's <video> takes the track up.
      peer.stream = new MediaStream(peer.stream.getTracks());
      this.changed();
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate)
        this.send({
          type: 'signal',
          to: id,
          candidate: candidate.toJSON() as RTCIceCandidateInit & { candidate: string },
        });
    };
    pc.onnegotiationneeded = async () => {
      try {
        peer.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription(peer);
      } catch {
        // A description that no longer fits (the peer went): the next change negotiates again.
      } finally {
        peer.makingOffer = false;
      }
    };
    pc.oniceconnectionstatechange = () => {
      clearTimeout(peer.graceTimer);
      const state = pc.iceConnectionState;
      if (state === 'failed' && !peer.superseded) pc.restartIce();
      if (state === 'disconnected') {
        peer.graceTimer = setTimeout(() => {
          if (pc.iceConnectionState === 'disconnected' && !peer.superseded) pc.restartIce();
        }, DISCONNECTED_GRACE_MS);
      }
    };
    pc.onconnectionstatechange = () => this.updateLink(id);
    peer.chat.onmessage = (message) => {
      if (message.data !== BYE) return this.onChat(id, message.data);
      if (this.peers.get(id) !== peer) return;
      // Their newer tab may be in the call already: only a person the server also saw leave goes.
      if (this.away.has(id)) this.dropPeer(id);
      else this.closePeer(id);
    };
    this.changed();
    return peer;
  }

  private closePeer(id: string): void {
    const peer = this.peers.get(id);
    if (!peer) return;
    this.peers.delete(id);
    clearTimeout(peer.graceTimer);
    peer.pc.onconnectionstatechange = null;
    peer.pc.oniceconnectionstatechange = null;
    peer.pc.onnegotiationneeded = null;
    peer.pc.close();
    delete this.quality[id];
    this.quality = { ...this.quality };
    this.changed();
  }

  /** The person is gone: their connection and their tile. */
  private dropPeer(id: string): void {
    this.away.delete(id);
    this.closePeer(id);
    this.roster = nextRoster(this.roster, { type: 'left', id });
    this.changed();
  }

  private sendDescription(peer: Peer): void {
    const description = peer.pc.localDescription;
    if (description)
      this.send({ type: 'signal', to: peer.id, description: { type: description.type, sdp: description.sdp } });
  }

  private onPeerSignal(event: Extract<SignalOut, { type: 'signal' }>): void {
    const { from, description } = event;
    if (!this.roster.some((p) => p.id === from)) return;
    let peer = this.peers.get(from);
    if (description?.type === 'offer' && peer && isNewSession(peer.pc.remoteDescription?.sdp, description.sdp)) {
      this.closePeer(from);
      peer = undefined;
    }
    if (!peer) {
      if (description?.type !== 'offer') return;
      peer = this.openPeer(from, false);
    }
    const target = peer;
    target.queue = target.queue.then(() => this.handleSignal(target, event)).catch(() => {});
  }

  private async handleSignal(peer: Peer, { description, candidate }: Extract<SignalOut, { type: 'signal' }>) {
    const { pc } = peer;
    if (this.peers.get(peer.id) !== peer) return;
    if (description) {
      const collision = description.type === 'offer' && (peer.makingOffer || pc.signalingState !== 'stable');
      peer.ignoreOffer = !peer.polite && collision;
      if (peer.ignoreOffer) return;
      await pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        peer.superseded = false;
        this.attachLocal(pc);
        await pc.setLocalDescription();
        this.sendDescription(peer);
      }
    } else if (candidate) {
      try {
        await pc.addIceCandidate(candidate);
      } catch (error) {
        if (!peer.ignoreOffer) throw error;
      }
    }
  }

  /** Sends ours on the transceivers the peer's offer made, so the answer carries both ways. */
  private attachLocal(pc: RTCPeerConnection): void {
    for (const kind of ['audio', 'video'] as const) {
      const transceiver = pc
        .getTransceivers()
        .find((t) => t.receiver.track.kind === kind && t.currentDirection !== 'stopped');
      if (!transceiver) continue;
      if (transceiver.direction === 'recvonly') transceiver.direction = 'sendrecv';
      const track = this.media.outgoing(kind);
      if (transceiver.sender.track !== track) void transceiver.sender.replaceTrack(track);
    }
  }

  private updateLink(id: string): void {
    const peer = this.peers.get(id);
    if (!peer) return;
    const state = peer.pc.connectionState;
    if (this.away.has(id) && state !== 'connected') {
      this.dropPeer(id);
      return;
    }
    if (state === 'connected') {
      peer.connectedOnce = true;
      peer.downSince = null;
    } else peer.downSince ??= Date.now();
    const link =
      state === 'connected' ? 'connected' : peer.connectedOnce || state === 'failed' ? 'reconnecting' : 'connecting';
    this.roster = withLink(this.roster, id, link);
    if (this.roster.length > 0 && this.roster.every((p) => p.link === 'connected')) this.wasConnected = true;
    this.changed();
  }

  // Watching the connections.

  private async readStats(): Promise<void> {
    const now = Date.now();
    let changed = false;
    for (const peer of [...this.peers.values()]) {
      // Restarts did not bring it back (or the other side dropped it): build it again, as the
      // newcomer would. A new session on their side replaces theirs too.
      const stale = peer.downSince !== null && now - peer.downSince > REBUILD_AFTER_MS;
      if (this.signalling && stale && !peer.superseded && !this.away.has(peer.id)) {
        this.closePeer(peer.id);
        this.openPeer(peer.id);
        this.updateLink(peer.id);
        continue;
      }
      if (peer.pc.connectionState !== 'connected') continue;
      try {
        const report = await peer.pc.getStats();
        const quality = readQuality(report.values() as Iterable<StatsEntry>, peer.sample);
        peer.sample = quality.sample;
        this.quality = { ...this.quality, [peer.id]: quality };
        changed = true;
      } catch {
        // Closed while reading.
      }
    }
    if (changed) this.changed();
  }

  private onChat(from: string, data: unknown): void {
    const wire = readWire(data, Date.now());
    const name = this.roster.find((p) => p.id === from)?.name;
    if (!wire || !name || this.chat.some((line) => line.id === wire.id)) return;
    this.chat = [...this.chat, { id: wire.id, from: name, mine: false, text: wire.text, at: wire.sentAt }];
    this.changed();
  }
}

function senderOf(pc: RTCPeerConnection, kind: 'audio' | 'video'): RTCRtpSender | undefined {
  return pc.getTransceivers().find((t) => t.receiver.track.kind === kind && t.currentDirection !== 'stopped')?.sender;
}

/** The Network Information API where the browser has it (Chromium), to notice a change of network. */
function connection(): EventTarget | undefined {
  return (navigator as Navigator & { connection?: EventTarget }).connection;
}
