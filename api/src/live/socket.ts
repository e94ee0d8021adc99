import type { WebSocket } from 'ws';

const PING_SECONDS = 25;

/**
 * Pings the browser every 25 seconds and drops a socket that did not answer the last ping (a
 * laptop that slept, a network that vanished), so it stops holding a place in the call or the list.
 * Returns a function that stops it.
 */
export function keepAlive(socket: WebSocket): () => void {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const timer = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, PING_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Sends `message` as JSON if the socket is still open. */
export function sendJson(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
