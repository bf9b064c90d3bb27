import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupChat } from '../../test/factories.ts';
import { listenForSockets, openSocket, serverConnectionOf } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { socketDrained } from './ordered-feed.ts';
import { sendToSocket } from './socket-frames.ts';

/** Counts the writes a connection hands to the network (each one system call, or more). */
function countWrites(connection: Socket): { readonly count: number } {
  const counter = { count: 0 };
  const writable = connection as unknown as Record<'_write' | '_writev', (...args: unknown[]) => void>;
  for (const method of ['_write', '_writev'] as const) {
    const original = writable[method].bind(connection);
    writable[method] = (...args: unknown[]) => {
      counter.count += 1;
      original(...args);
    };
  }
  return counter;
}

describe('frames sent to a socket in one turn', () => {
  let server: Server;
  let sockets: WebSocketServer;
  let origin: string;
  beforeAll(async () => {
    server = createServer();
    sockets = new WebSocketServer({ server });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets.clients) socket.terminate();
    sockets.close();
    server.close();
    await once(server, 'close');
  });

  /** A client and the server's side of its socket. */
  async function connect() {
    const serverSide = once(sockets, 'connection') as Promise<[WebSocket]>;
    const client = new WebSocket(origin);
    const received: number[] = [];
    client.on('message', (data) => received.push((JSON.parse(String(data)) as { n: number }).n));
    const [socket] = await serverSide;
    await once(client, 'open');
    const arrived = async (count: number) => {
      while (received.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    return { client, socket, received, arrived };
  }

  it('reach the network in one write, in the order sent', async () => {
    const { client, socket, received, arrived } = await connect();
    const writes = countWrites(serverConnectionOf(socket));
    for (let n = 1; n <= 10; n += 1) sendToSocket(socket, { n });
    // Also those sent from the promise callbacks of the same turn (a bus's deliveries).
    await Promise.resolve().then(() => sendToSocket(socket, { n: 11 }));
    await arrived(11);
    expect(received).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(writes.count).toBe(1);
    client.close();
  });

  it('go as soon as the turn ends: a frame alone is not kept waiting for another', async () => {
    const { client, socket, received, arrived } = await connect();
    const writes = countWrites(serverConnectionOf(socket));
    sendToSocket(socket, { n: 1 });
    await arrived(1);
    sendToSocket(socket, { n: 2 });
    await arrived(2);
    expect(received).toEqual([1, 2]);
    expect(writes.count).toBe(2);
    client.close();
  });

  it('are held per socket: each socket of a broadcast gets its own write', async () => {
    const first = await connect();
    const second = await connect();
    const writes = [
      countWrites(serverConnectionOf(first.socket)),
      countWrites(serverConnectionOf(second.socket)),
    ];
    for (const n of [1, 2, 3]) for (const { socket } of [first, second]) sendToSocket(socket, { n });
    await Promise.all([first.arrived(3), second.arrived(3)]);
    expect([first.received, second.received]).toEqual([
      [1, 2, 3],
      [1, 2, 3],
    ]);
    expect(writes.map((counter) => counter.count)).toEqual([1, 1]);
    first.client.close();
    second.client.close();
  });

  it('count as sent once the turn is over: waiting for a socket to drain ends', async () => {
    const { client, socket, arrived } = await connect();
    sendToSocket(socket, { n: 1 });
    expect(socket.bufferedAmount).toBeGreaterThan(0);
    await socketDrained(socket);
    expect(socket.bufferedAmount).toBe(0);
    await arrived(1);
    client.close();
  });
});

describe('a batch of chat messages', () => {
  let testApp: TestApp;
  let origin: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    origin = await listenForSockets(testApp.app);
  });
  afterAll(() => testApp.close());

  it('reaches a member stored together and written to their socket at once', async () => {
    // A group chat: a direct chat checks blocking before each message, so its messages come apart.
    const { teacher, parent, groupId } = await createGroupChat(testApp.app, 'Class 3B families');
    const reader = openSocket(`${origin}/ws/chat/${groupId}/${parent.key}/`);
    await reader.opened;
    // Ready once it answers a malformed frame: the checks are done and the socket is in the chat.
    reader.send({});
    await reader.waitFor((message) => message.type === 'error', 'the answer to a malformed frame');
    const [serverSide] = [...testApp.app.websocketServer.clients];
    if (!serverSide) throw new Error('no server socket');
    const sender = { id: teacher.id, firstName: 'Olivia', lastName: 'Bennett' };
    await testApp.app.chat.sendMessage(sender, groupId, 'Good morning');
    await reader.waitFor((message) => message.message === 'Good morning', 'the first message');
    const writes = countWrites(serverConnectionOf(serverSide));
    // Sent in one turn: stored in one statement and published together.
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) => testApp.app.chat.sendMessage(sender, groupId, `Message ${n}`)),
    );
    await reader.waitFor((message) => message.message === 'Message 5', 'the last message');
    const texts = reader.received
      .filter((message) => message.type === 'chat_message')
      .map((message) => message.message);
    expect(texts).toEqual(['Good morning', 'Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    // One write for the five frames, where each had its own.
    expect(writes.count).toBe(1);
    await reader.close();
  });
});
