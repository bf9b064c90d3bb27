import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectChat } from '../../test/factories.ts';
import { listenForSockets, openSocket, serverConnectionOf } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { encodeOnce } from './socket-frames.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

describe('an open socket', () => {
  it('keeps nothing of its upgrade request: no response on its connection, one error listener of its own', async () => {
    const { teacher, groupId } = await createDirectChat(testApp.app);
    const clients = [
      `/ws/chat/${groupId}/${teacher.key}/`,
      `/ws/call/${groupId}/${teacher.key}/`,
      `/ws/notifications/${teacher.key}/`,
    ].map((path) => openSocket(`${origin}${path}`));
    await Promise.all(clients.map((client) => client.opened));
    const serverSockets = [...testApp.app.websocketServer.clients];
    expect(serverSockets).toHaveLength(3);
    for (const socket of serverSockets) {
      expect(serverConnectionOf(socket)._httpMessage ?? null).toBeNull();
      expect(socket.listenerCount('error')).toBe(1);
    }
    // The chat socket still works as before.
    clients[0]?.send({ message: 'Still here' });
    await clients[0]?.waitFor(
      (message) => message.type === 'chat_message' && message.message === 'Still here',
    );
    await Promise.all(clients.map((client) => client.close()));
  });

  it('gets a broadcast serialized once, whatever the number of sockets it reaches', () => {
    const message = { type: 'chat_message', id: 1, message: 'Hello' };
    expect(encodeOnce(message)).toBe(encodeOnce(message));
    expect(JSON.parse(encodeOnce(message).toString())).toEqual(message);
  });
});
