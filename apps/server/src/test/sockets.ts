import WebSocket from 'ws';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The TCP socket under a server-side WebSocket, as ws 8 keeps it (in a field of its own). */
export function serverConnectionOf(socket: WebSocket): Socket & { _httpMessage?: unknown } {
  return (socket as unknown as { _socket: Socket & { _httpMessage?: unknown } })._socket;
}

/** Starts the app on a loopback port (once) and answers its ws:// origin. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `ws://127.0.0.1:${port}`;
}

/**
 * A call socket's message saying the other side is there: its greeting, when the other side's
 * socket was set up first, or `user_connected` when it comes after. Sockets opened at once may be
 * set up in either order, and only one of the two is then sent.
 */
export function isCallPeerConnected(message: Record<string, unknown>): boolean {
  if (message.type === 'user_connected') return true;
  return message.type === 'connection' && (message.data as { other_user_connected?: boolean } | undefined)?.other_user_connected === true;
}

export interface TestSocket {
  socket: WebSocket;
  /** Every JSON message received so far. */
  received: Record<string, unknown>[];
  /** Resolves with the first received message that matches, waiting up to `timeoutMs` (5 s). */
  waitFor(match: (message: Record<string, unknown>) => boolean, description?: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  opened: Promise<void>;
  send(message: unknown): void;
  close(): Promise<number>;
}

/** A real websocket client that keeps what it receives. */
export function openSocket(url: string, protocols?: string[]): TestSocket {
  const socket = new WebSocket(url, protocols);
  const received: Record<string, unknown>[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as Record<string, unknown>);
    listeners.forEach((listener) => listener());
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    closed,
    opened,
    waitFor(match, description = 'a matching message', timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (found) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out waiting for ${description}; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    send(message) {
      // Sends in order, once the socket is open, as a browser's client would.
      void opened.then(() => socket.send(JSON.stringify(message)));
    },
    close() {
      socket.close();
      return closed;
    },
  };
}
