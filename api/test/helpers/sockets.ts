import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export type Json = Record<string, unknown>;

/**
 * A WebSocket into the app with every message it receives kept from the first, so a test can wait
 * for one that arrived before it asked. `target` is the app itself (an injected socket, no port) or
 * the `ws://` address it listens on: an injected socket never sees the server finish closing a
 * socket that the server closed (its streams do not end), so a test that needs what the server does
 * after such a close (telling the others someone left) goes over a real connection.
 */
export async function openSocket(target: FastifyInstance | string, path: string, headers: Record<string, string> = {}) {
  const inbox: Json[] = [];
  const waiters = new Set<() => void>();
  let onClose: (close: { code: number; reason: string }) => void = () => {};
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    onClose = resolve;
  });
  const track = (ws: WebSocket) => {
    ws.on('message', (data) => {
      inbox.push(JSON.parse(String(data)) as Json);
      for (const wake of waiters) wake();
    });
    ws.on('close', (code, reason) => onClose({ code, reason: String(reason) }));
  };
  let socket: WebSocket;
  if (typeof target === 'string') {
    socket = new WebSocket(`${target}${path}`, { headers });
    track(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
  } else {
    socket = await target.injectWS(path, { headers }, { onInit: track });
  }
  /** The first message not taken yet that passes `match`, waiting up to 5 s for it. */
  const next = <T = Json>(match: (m: Json) => boolean = () => true) =>
    new Promise<T>((resolve, reject) => {
      const look = () => {
        const index = inbox.findIndex(match);
        if (index === -1) return false;
        const [found] = inbox.splice(index, 1);
        waiters.delete(look);
        clearTimeout(timer);
        resolve(found as T);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no matching message within 5 s; received ${JSON.stringify(inbox)}`));
      }, 5000);
      if (!look()) waiters.add(look);
    });
  /** Messages received and not taken yet that pass `match`. */
  const held = (match: (m: Json) => boolean = () => true) => inbox.filter(match);
  /** Takes every message received and not taken yet. */
  const takeAll = () => inbox.splice(0, inbox.length);
  return {
    socket,
    next,
    held,
    takeAll,
    /** How the socket closed, once it has. */
    closed,
    send: (message: Json) => socket.send(JSON.stringify(message)),
  };
}
