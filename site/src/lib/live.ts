import type { LiveOut } from '@calma/api/contract';
import { useEffect, useRef } from 'react';
import { ensureSession } from './session.ts';

export type LiveQuery = Record<string, string | undefined>;

/** Waits between attempts to reconnect: 1 s, doubling to 30 s, each with up to a third more at random. */
export function backoff(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return base + Math.random() * (base / 3);
}

/** The WebSocket address of an API path on this site (`ws:` beside `http:`, `wss:` beside `https:`). */
export function socketUrl(path: string, query: LiveQuery = {}): string {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const [name, value] of Object.entries(query)) if (value) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Follows `/api/v1/live` for as long as the page wants: renews a lapsed session before each
 * connection, reconnects with backoff after a drop (and
 * at once when the browser comes back online), and after every reconnection hands the page a
 * `resync`, so it fetches what it missed while away. Returns a function that stops it.
 */
export function followLive(query: LiveQuery, onEvent: (event: LiveOut) => void): () => void {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let connectedBefore = false;

  const connect = async () => {
    clearTimeout(timer);
    // The socket is authorised once, as it opens: with a lapsed access token a signed-in person
    // would hear nothing of their own, so the session is renewed first.
    await ensureSession().catch(() => false);
    if (stopped || socket) return;
    socket = new WebSocket(socketUrl('/api/v1/live', query));
    socket.onmessage = (message) => {
      let event: LiveOut;
      try {
        event = JSON.parse(String(message.data)) as LiveOut;
      } catch {
        return;
      }
      if (event.type === 'ready') {
        attempt = 0;
        if (connectedBefore) onEvent({ type: 'resync' });
        connectedBefore = true;
        return;
      }
      onEvent(event);
    };
    socket.onclose = () => {
      socket = undefined;
      if (stopped) return;
      timer = setTimeout(() => void connect(), backoff(attempt++));
    };
  };
  const online = () => {
    if (!socket) void connect();
  };
  window.addEventListener('online', online);
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', online);
    socket?.close(1000);
  };
}

// Every component of a page that follows the same query shares one socket (the dashboard's header
// and its screen both follow the signed-in person): opened with the first, closed with the last.
const shared = new Map<string, { listeners: Set<(event: LiveOut) => void>; stop: () => void }>();

/** Like `followLive`, on the page's one socket for this query. Returns a function that stops listening. */
export function subscribeLive(query: LiveQuery, listener: (event: LiveOut) => void): () => void {
  const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
  let entry = shared.get(key);
  if (!entry) {
    const listeners = new Set<(event: LiveOut) => void>();
    const stop = followLive(query, (event) => {
      for (const each of [...listeners]) each(event);
    });
    entry = { listeners, stop };
    shared.set(key, entry);
  }
  const { listeners, stop } = entry;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stop();
    shared.delete(key);
  };
}

/**
 * `subscribeLive` for a component: `onEvent` may change between renders (it is read from a ref),
 * and it listens anew only when the query changes. Pass `undefined` to stay disconnected.
 */
export function useLive(query: LiveQuery | undefined, onEvent: (event: LiveOut) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const key = query ? JSON.stringify(query) : undefined;
  useEffect(() => {
    if (key === undefined) return;
    return subscribeLive(JSON.parse(key) as LiveQuery, (event) => handler.current(event));
  }, [key]);
}
