import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SocketLike } from '../lib/reconnecting-socket.ts';

/** A socket the test opens, feeds and drops by hand; what the page sends is kept as parsed JSON. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: Record<string, unknown>[] = [];
  isClosedByPage = false;

  constructor(
    readonly url: string,
    readonly protocols: string[] = [],
  ) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  sentOfType(type: string) {
    return this.sent.filter((message) => message.type === type);
  }
  close() {
    this.isClosedByPage = true;
    this.readyState = 3;
  }
  accept() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

/**
 * The browser's WebSocket in component tests: every one opened is kept in `instances`, and what
 * it hears is wrapped in `act` so that React settles before the test looks.
 */
export class FakeWebSocket extends FakeSocket {
  static instances: FakeWebSocket[] = [];

  constructor(url: string, protocols: string[] = []) {
    super(url, protocols);
    FakeWebSocket.instances.push(this);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  /**
   * The socket a page opens from an effect once its data is shown: the runtime (Preact) runs
   * effects after the browser paints, so the test waits for it rather than expecting it at once.
   */
  static async opened(count = 1): Promise<FakeWebSocket> {
    await waitFor(() => {
      if (FakeWebSocket.instances.length < count) throw new Error(`${count} socket(s) expected, ${FakeWebSocket.instances.length} opened`);
    });
    return FakeWebSocket.latest();
  }

  override accept() {
    act(() => super.accept());
  }
  override receive(message: object) {
    act(() => super.receive(message));
  }
  override drop(code = 1006) {
    act(() => super.drop(code));
  }
}

/** Puts {@link FakeWebSocket} in place of the browser's for every test of the calling suite. */
export function stubWebSocket() {
  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => vi.unstubAllGlobals());
}
