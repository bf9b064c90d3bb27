import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openReconnectingSocket,
  reconnectDelay,
  type ReconnectingSocketOptions,
  type SocketLike,
} from './reconnecting-socket.ts';

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: string[] = [];
  closedWith: number | undefined;

  constructor(
    readonly url: string,
    readonly protocols: string[] = [],
  ) {}

  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }
  acceptConnection() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

function setUp(overrides: Partial<ReconnectingSocketOptions> = {}) {
  const sockets: FakeSocket[] = [];
  let lastSeen = 0;
  const onMessage = vi.fn();
  const onOpen = vi.fn();
  const onStatusChange = vi.fn();
  const onRefused = vi.fn();
  const client = openReconnectingSocket({
    url: () => `ws://test/ws/chat/1/key/?after=${lastSeen}`,
    onMessage,
    onOpen,
    onStatusChange,
    onRefused,
    finalCloseCodes: [4401, 4403],
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
    ...overrides,
  });
  return {
    client,
    sockets,
    onMessage,
    onOpen,
    onStatusChange,
    onRefused,
    latest: () => sockets.at(-1)!,
    setLastSeen: (id: number) => (lastSeen = id),
  };
}

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => reconnectDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('openReconnectingSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('passes on JSON messages and sends only while open', () => {
    const { client, latest, onMessage, onOpen } = setUp();
    expect(client.getStatus()).toBe('connecting');
    expect(client.send({ message: 'too early' })).toBe(false);

    latest().acceptConnection();
    expect(onOpen).toHaveBeenCalledWith({ isReconnect: false });
    expect(client.getStatus()).toBe('open');
    latest().receive('{"type":"chat_message","id":3}');
    latest().receive('not json');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ type: 'chat_message', id: 3 });

    expect(client.send({ message: 'Hello' })).toBe(true);
    expect(latest().sent).toEqual(['{"message":"Hello"}']);
  });

  it('holds what is sent before the first open when asked to, and refuses while reconnecting', () => {
    const { client, latest } = setUp({ holdUntilFirstOpen: true });
    expect(client.send({ message: 'typed at once' })).toBe(true);
    expect(latest().sent).toEqual([]);

    latest().acceptConnection();
    expect(latest().sent).toEqual(['{"message":"typed at once"}']);

    latest().drop(1006);
    expect(client.send({ message: 'while away' })).toBe(false);
  });

  it('offers the token as a subprotocol, never in the address', () => {
    const { latest } = setUp({ url: () => 'ws://test/ws/chat/1/-/?after=0', token: 'k3y' });
    expect(latest().url).toBe('ws://test/ws/chat/1/-/?after=0');
    expect(latest().protocols).toEqual(['homeroom', 'token.k3y']);
  });

  it('reconnects with a fresh address when the server was too slow to keep up (1013) or went away (1001), and not after 4401', () => {
    const { client, sockets, latest, setLastSeen } = setUp();
    latest().acceptConnection();
    setLastSeen(7);
    latest().drop(1013);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    expect(latest().url).toBe('ws://test/ws/chat/1/key/?after=7');
    latest().acceptConnection();
    setLastSeen(9);
    latest().drop(1001);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(3);
    expect(latest().url).toBe('ws://test/ws/chat/1/key/?after=9');
    latest().acceptConnection();
    latest().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
    expect(client.getStatus()).toBe('closed');
  });

  it('reconnects after 1 s, 2 s, 4 s … up to 30 s, each time with a fresh address', () => {
    const { client, sockets, latest, setLastSeen, onOpen } = setUp();
    latest().acceptConnection();
    setLastSeen(41);
    latest().drop();
    expect(client.getStatus()).toBe('reconnecting');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('closed unexpectedly (code 1006)'));

    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const count = sockets.length;
      let waited = 0;
      while (sockets.length === count) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
      latest().drop();
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(latest().url).toBe('ws://test/ws/chat/1/key/?after=41');

    // An open resets the wait, and tells the page that what it missed may need fetching.
    vi.advanceTimersByTime(30_000);
    latest().acceptConnection();
    expect(onOpen).toHaveBeenLastCalledWith({ isReconnect: true });
    latest().drop();
    const count = sockets.length;
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(count + 1);
  });

  it('stays closed when the server refuses the socket with 4401 or 4403', () => {
    const { client, sockets, latest, onRefused } = setUp();
    latest().drop(4403);
    expect(onRefused).toHaveBeenCalledWith(4403);
    expect(client.getStatus()).toBe('closed');
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not reconnect after it is closed on purpose', () => {
    const { client, sockets, latest, onStatusChange } = setUp();
    latest().acceptConnection();
    const first = latest();
    client.close();
    expect(first.closedWith).toBe(1000);
    first.drop(1000);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(onStatusChange).toHaveBeenLastCalledWith('closed');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('drops the socket when the browser goes offline and reconnects as soon as it is back', () => {
    const { client, sockets, latest } = setUp();
    latest().acceptConnection();
    const first = latest();

    window.dispatchEvent(new Event('offline'));
    expect(first.closedWith).toBeDefined();
    expect(client.getStatus()).toBe('reconnecting');

    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
    // The wait that was scheduled does not open a third socket.
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    client.close();
  });
});
