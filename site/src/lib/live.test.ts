import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoff, subscribeLive } from './live.ts';

/** A stand-in for the browser's WebSocket: records what was opened and lets the test speak for the server. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  receive(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live socket', () => {
  beforeEach(() => {
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('window', {
      location: { href: 'https://calma.example/dashboard' },
      addEventListener: () => {},
      removeEventListener: () => {},
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is one socket for every part of the page that follows the same query, closed with the last', async () => {
    const header: unknown[] = [];
    const screen: unknown[] = [];
    const stopHeader = subscribeLive({}, (event) => header.push(event));
    const stopScreen = subscribeLive({}, (event) => screen.push(event));
    await settle();
    expect(FakeSocket.opened.map((s) => s.url)).toEqual(['wss://calma.example/api/v1/live']);
    const [socket] = FakeSocket.opened as [FakeSocket];
    socket.receive({ type: 'ready' });
    socket.receive({ type: 'waiting-room' });
    expect(header).toEqual([{ type: 'waiting-room' }]);
    expect(screen).toEqual([{ type: 'waiting-room' }]);

    stopHeader();
    expect(socket.closed).toBe(false);
    stopScreen();
    expect(socket.closed).toBe(true);
  });

  it('opens its own socket for a link, with the link in the address', async () => {
    const stop = subscribeLive({ conversation: 'c1', key: 'k' }, () => {});
    await settle();
    expect(FakeSocket.opened.at(-1)?.url).toBe('wss://calma.example/api/v1/live?conversation=c1&key=k');
    stop();
  });

  it('reconnects after a drop and tells the page to fetch what it missed', async () => {
    vi.useFakeTimers();
    try {
      const events: unknown[] = [];
      const stop = subscribeLive({}, (event) => events.push(event));
      await vi.advanceTimersByTimeAsync(0);
      const first = FakeSocket.opened.at(-1) as FakeSocket;
      first.receive({ type: 'ready' });
      first.drop();
      await vi.advanceTimersByTimeAsync(backoff(0) * 1.5);
      const second = FakeSocket.opened.at(-1) as FakeSocket;
      expect(second).not.toBe(first);
      second.receive({ type: 'ready' });
      expect(events).toEqual([{ type: 'resync' }]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
