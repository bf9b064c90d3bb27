import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** A WebSocket that component tests open, feed and drop by hand. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: unknown[] = [];
  isClosedByPage = false;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.isClosedByPage = true;
    this.readyState = 3;
  }
  accept() {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }
  receive(message: object) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) })));
  }
  drop(code = 1006) {
    act(() => {
      this.readyState = 3;
      this.onclose?.(new CloseEvent('close', { code }));
    });
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
