import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectChat } from '../../test/factories.ts';
import { createTestCluster, type TestCluster } from '../../test/cluster.ts';
import { openSocket, type TestSocket } from '../../test/sockets.ts';

const hasSharedServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!hasSharedServices)('socket limits and session ends across two instances', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await createTestCluster({ SOCKET_CHAT_MESSAGES_PER_SECOND: '5', SOCKET_CHAT_MESSAGE_BURST: '20' });
  }, 60_000);
  afterAll(() => cluster?.close());

  const ws = (origin: string, path: string) => openSocket(`${origin.replace('http', 'ws')}${path}`);
  const inject = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
    cluster.app.inject({ method, url: `/api/v1/${url}`, headers: { authorization: `Token ${key}` }, ...(payload === undefined ? {} : { payload }) });

  const directChat = () => createDirectChat(cluster.app);

  /** A chat, a call and a notification socket of the token on the instance, signed in. */
  async function openAll(origin: string, groupId: number, key: string): Promise<TestSocket[]> {
    const sockets = [ws(origin, `/ws/chat/${groupId}/${key}/`), ws(origin, `/ws/call/${groupId}/${key}/`), ws(origin, `/ws/notifications/${key}/`)];
    await Promise.all(sockets.map((socket) => socket.opened));
    await sockets[1]?.waitFor((message) => message.type === 'connection', 'the call socket signed in', 15_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return sockets;
  }
  const states = (sockets: TestSocket[]) => sockets.map((socket) => socket.socket.readyState);

  it("closes a token's sockets on both instances when it logs out, and leaves the user's other session open", async () => {
    const { teacher, groupId } = await directChat();
    const login = await cluster.app.inject({ method: 'POST', url: '/api/v1/dj-rest-auth/login/', payload: { email: teacher.email, password: teacher.password } });
    const otherKey = login.json<{ key: string }>().key;
    const leavingOnA = await openAll(cluster.originA, groupId, teacher.key);
    const leavingOnB = await openAll(cluster.originB, groupId, teacher.key);
    const stayingOnB = await openAll(cluster.originB, groupId, otherKey);

    expect((await inject('POST', 'dj-rest-auth/logout/', teacher.key)).statusCode).toBe(200);
    expect(await Promise.all([...leavingOnA, ...leavingOnB].map((socket) => socket.closed))).toEqual(Array(6).fill(4401));
    expect(states(stayingOnB)).toEqual([WebSocket.OPEN, WebSocket.OPEN, WebSocket.OPEN]);
    await Promise.all(stayingOnB.map((socket) => socket.close()));
  }, 30_000);

  it("shares a user's message budget between instances", async () => {
    const { teacher, groupId } = await directChat();
    const onA = ws(cluster.originA, `/ws/chat/${groupId}/${teacher.key}/`);
    const onB = ws(cluster.originB, `/ws/chat/${groupId}/${teacher.key}/`);
    await Promise.all([onA.opened, onB.opened]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // 15 on each: within each socket's burst of 20, over the user's.
    for (let index = 0; index < 15; index += 1) {
      onA.send({ message: `on A ${index}` });
      onB.send({ message: `on B ${index}` });
    }
    const isRefusal = (message: Record<string, unknown>) => message.type === 'error';
    await Promise.any([onA.waitFor(isRefusal, 'a refusal', 10_000), onB.waitFor(isRefusal, 'a refusal', 10_000)]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stored = (await inject('GET', `school/chat-group-get/${groupId}/`, teacher.key)).json().chat_messages as unknown[];
    expect(stored.length).toBeGreaterThanOrEqual(20);
    expect(stored.length).toBeLessThan(28);
    await Promise.all([onA.close(), onB.close()]);
  }, 30_000);
});
