import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Value } from 'typebox/value';
import type { RawData, WebSocket } from 'ws';
import { SOCKET_CLOSE } from '../contract/online-sessions.ts';
import type { Database } from '../db/database.ts';
import type { LiveBus, LiveEvent } from '../live/bus.ts';
import { keepAlive, sendJson } from '../live/socket.ts';
import { type CallPeer, type SignalIn, SignalInSchema, type SignalOut } from '../schemas/online-sessions.ts';
import {
  type CallParticipant,
  connectParticipant,
  disconnectParticipant,
  endCall,
  presentParticipants,
} from './rooms.ts';

// Signalling messages a browser may send in ten seconds: ICE candidates come in bursts.
const SIGNALS_PER_WINDOW = 300;

/**
 * One browser tab in a call, over its signalling socket (decision 019): marks the participant in
 * the call through this tab (replacing an older tab), welcomes them with who is there, and relays
 * their signals and state to the room through the live bus, in order, until the socket closes.
 */
export function joinCall(
  { db, live, log }: { db: Database; live: LiveBus; log: FastifyBaseLogger },
  socket: WebSocket,
  me: CallParticipant,
): void {
  const self: CallPeer = { id: me.id, role: me.role, name: me.name };
  const connection = randomUUID();
  const room = `room:${me.roomId}`;
  const send = (message: SignalOut) => sendJson(socket, message);

  // Room events that come before the welcome wait for it. A `joined` of a tab the welcome
  // already lists (one that joined a moment earlier, its event still on its way) is dropped
  // then, so nobody hears of the same peer twice.
  let welcomed: Map<string, string | null> | undefined;
  const early: LiveEvent[] = [];
  const deliver = (event: LiveEvent) => {
    if (event.type === 'joined' && welcomed?.get((event.peer as CallPeer).id) === event.connection) return;
    const { to: _to, connection: _connection, ...message } = event;
    send(message as SignalOut);
    if (event.type === 'ended') {
      socket.close(SOCKET_CLOSE.ended, 'ended');
    }
  };
  const offRoom = live.subscribe(room, (event) => {
    if (event.type === 'signal' && event.to !== me.id) return;
    if (event.from === me.id || (event.type === 'joined' && (event.peer as CallPeer).id === me.id)) return;
    if (event.type === 'left' && event.id === me.id) return;
    if (welcomed) deliver(event);
    else early.push(event);
  });
  const offSelf = live.subscribe(`participant:${me.id}`, (event) => {
    if (event.type !== 'replaced' || event.connection === connection) return;
    send({ type: 'replaced' });
    socket.close(SOCKET_CLOSE.replaced, 'replaced');
  });

  // Messages wait until the participant is in the call, so none is handled half set up.
  const joined = (async () => {
    await connectParticipant(db, me.id, connection);
    await live.publish(`participant:${me.id}`, { type: 'replaced', connection });
    const present = (await presentParticipants(db, me.roomId)).filter((peer) => peer.id !== me.id);
    send({ type: 'welcome', self, peers: present.map(({ id, role, name }) => ({ id, role, name })) });
    welcomed = new Map(present.map((peer) => [peer.id, peer.connectionId]));
    for (const event of early.splice(0)) deliver(event);
    await live.publish(room, { type: 'joined', peer: self, connection });
  })();
  joined.catch((error) => {
    log.error({ err: error }, 'signalling: joining the call failed');
    socket.close(1011, 'server error');
  });

  let window = Date.now();
  let count = 0;
  // One message at a time, in the order they came: each is published before the next is
  // read, so a candidate never overtakes the description it follows.
  let inbound = Promise.resolve();
  socket.on('message', (data) => {
    inbound = inbound
      .then(() => receive(data))
      .catch((error) => log.error({ err: error }, 'signalling: a message could not be handled'));
  });

  async function receive(data: RawData) {
    await joined;
    if (socket.readyState !== socket.OPEN) return;
    if (Date.now() - window > 10_000) {
      window = Date.now();
      count = 0;
    }
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      message = undefined;
    }
    if (++count > SIGNALS_PER_WINDOW || !Value.Check(SignalInSchema, message)) {
      send({ type: 'error', code: 'INVALID_MESSAGE' });
      socket.close(SOCKET_CLOSE.invalid, 'invalid message');
      return;
    }
    await handle(message as SignalIn);
  }

  async function handle(message: SignalIn) {
    switch (message.type) {
      case 'signal':
        await live.publish(room, { ...message, from: me.id });
        return;
      case 'state':
        await live.publish(room, { ...message, from: me.id });
        return;
      case 'end':
        if (me.role !== 'therapist') {
          send({ type: 'error', code: 'FORBIDDEN' });
          return;
        }
        await endCall(db, me.roomId);
        await live.publish(room, { type: 'ended' });
        return;
      case 'leave':
        socket.close(1000, 'left');
        return;
      case 'ping':
        send({ type: 'pong' });
        return;
    }
  }

  const stop = keepAlive(socket);
  socket.on('close', async () => {
    stop();
    offRoom();
    offSelf();
    await joined.catch(() => {});
    // A failure here (the database gone away) is logged: thrown from a listener it would end the process.
    try {
      // A tab that was replaced, or a call that ended, leaves nobody behind to announce.
      if (await disconnectParticipant(db, me.id, connection)) {
        await live.publish(room, { type: 'left', id: me.id });
      }
    } catch (error) {
      log.warn({ err: error }, 'signalling: a participant who left could not be marked gone');
    }
  });
}
