import { and, eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMembers } from '../../features/chat/chat.table.ts';
import { notifications } from '../../features/notifications/notifications.table.ts';
import { createClassroom, createDirectChat, type TestUser } from '../../test/factories.ts';
import { createTestCluster, type TestCluster } from '../../test/cluster.ts';
import { startTestRedis, type TestRedis } from '../../test/redis-server.ts';
import { openSocket, type TestSocket } from '../../test/sockets.ts';
import { createInject } from '../../test/http.ts';

/** A Redis of this file's own, stopped and started again by the tests; never the shared one. */
const REDIS_PORT = 6411;
const hasPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!hasPostgres)('live delivery while Redis goes away and comes back', () => {
  let redis: TestRedis;
  let cluster: TestCluster;
  beforeAll(async () => {
    redis = await startTestRedis(REDIS_PORT);
    cluster = await createTestCluster({ REDIS_URL: redis.url }, { keepLogsOfB: true });
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
    await redis?.stop();
  });

  const ws = (origin: string, path: string) => `${origin.replace('http', 'ws')}${path}`;
  const inject = createInject(() => cluster.app);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const directChat = () => createDirectChat(cluster.app);
  const storedIds = async (groupId: number) => (await cluster.app.chat.listMissedMessages(groupId, 0, 100_000)).map((message) => message.id);
  const deliveredIds = (socket: TestSocket) => socket.received.filter((message) => message.type === 'chat_message').map((message) => message.id as number);
  /** The bus's own lines in instance B's log, as level and message. */
  const busLogOfB = () =>
    cluster.logsB
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.msg.startsWith('realtime bus'))
      .map((entry) => ({ level: entry.level === 40 ? 'warn' : entry.level === 30 ? 'info' : String(entry.level), msg: entry.msg }));

  /** The unread entries a page shows, from the messages it received, applied as the web app does. */
  function bell(page: TestSocket) {
    let entries: { id: number; type: string; school_class: { id: number } | null }[] = [];
    for (const message of page.received) {
      if (message.type === 'notifications_read_all') entries = [];
      if (message.type === 'notification_read') entries = entries.filter((entry) => entry.id !== message.id);
      if (message.type === 'notification') {
        const entry = message.notification as (typeof entries)[number];
        entries = [...entries.filter((held) => held.id !== entry.id), entry];
      }
    }
    return entries;
  }

  /** Starts Redis again and waits until instance B's bus has said it is back. */
  async function restartRedis() {
    const backBefore = busLogOfB().filter((entry) => entry.level === 'info').length;
    await redis.start();
    await expect.poll(() => busLogOfB().filter((entry) => entry.level === 'info').length, { timeout: 15_000 }).toBeGreaterThan(backBefore);
  }

  /** Sockets of both users on both instances, each counted in. */
  async function connectEverywhere(teacher: TestUser, parent: TestUser, groupId: number) {
    const sockets = {
      teacherOnA: openSocket(ws(cluster.originA, `/ws/chat/${groupId}/${teacher.key}/`)),
      parentOnA: openSocket(ws(cluster.originA, `/ws/chat/${groupId}/${parent.key}/`)),
      teacherOnB: openSocket(ws(cluster.originB, `/ws/chat/${groupId}/${teacher.key}/`)),
      parentOnB: openSocket(ws(cluster.originB, `/ws/chat/${groupId}/${parent.key}/`)),
    };
    await expect
      .poll(async () => (await inject('GET', `chat-group-members-list/${groupId}/`, teacher)).json().every((member: { connected_to_chat: boolean }) => member.connected_to_chat), { timeout: 15_000 })
      .toBe(true);
    // A user counts as connected with one socket set up; a socket is set up (admitted, its feed
    // attached) once it answers a frame, here an empty one with an error. A message sent before
    // the last set-up could be one that socket's history starts after.
    await Promise.all(
      Object.values(sockets).map((socket) => {
        socket.send({});
        return socket.waitFor((message) => message.type === 'error', 'the answer to an empty frame', 15_000);
      }),
    );
    // Each socket is subscribed once it has seen a message sent after it was counted in.
    sockets.teacherOnA.send({ message: 'ready?' });
    await Promise.all(Object.values(sockets).map((socket) => socket.waitFor((message) => message.message === 'ready?', 'the first message', 15_000)));
    return sockets;
  }

  it('gives every socket of both instances every message once and in order, without a reconnect, and logs the outage once', async () => {
    const { teacher, parent, groupId } = await directChat();
    const sockets = await connectEverywhere(teacher, parent, groupId);

    // 30 messages a second from senders on both instances for 6 s; Redis is gone from 1.5 s to 4.5 s.
    const senders = [sockets.teacherOnA, sockets.parentOnB];
    let sent = 0;
    const stream = setInterval(() => {
      const sender = senders[sent % 2] as TestSocket;
      sender.send({ message: `message ${sent}` });
      sent += 1;
    }, 33);
    await sleep(1500);
    await redis.stop();
    await sleep(3000);
    await redis.start();
    await sleep(1500);
    clearInterval(stream);

    await expect.poll(async () => (await storedIds(groupId)).length, { timeout: 15_000 }).toBe(sent + 1);
    const stored = await storedIds(groupId);
    for (const socket of Object.values(sockets)) {
      await expect.poll(() => deliveredIds(socket).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(stored.length);
    }
    await sleep(500);
    for (const socket of Object.values(sockets)) {
      expect(deliveredIds(socket)).toEqual(stored);
      expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    }
    expect(busLogOfB()).toEqual([
      { level: 'warn', msg: expect.stringContaining('Redis unreachable') },
      { level: 'info', msg: expect.stringContaining('Redis reachable again') },
    ]);
    await Promise.all(Object.values(sockets).map((socket) => socket.close()));
  }, 60_000);

  it('delivers to the sockets of the sender’s own instance while Redis is down at once, and to the others from the database', async () => {
    const { teacher, parent, groupId } = await directChat();
    const sockets = await connectEverywhere(teacher, parent, groupId);
    await redis.stop();
    try {
      sockets.teacherOnA.send({ message: 'said on A' });
      sockets.parentOnB.send({ message: 'said on B' });
      await sockets.parentOnA.waitFor((message) => message.message === 'said on A', 'the message of A on A while Redis is down');
      await sockets.teacherOnB.waitFor((message) => message.message === 'said on B', 'the message of B on B while Redis is down');
      // The other instance's message comes from the database, a little later.
      await sockets.parentOnA.waitFor((message) => message.message === 'said on B', 'the message of B on A while Redis is down', 10_000);
      await sockets.teacherOnB.waitFor((message) => message.message === 'said on A', 'the message of A on B while Redis is down', 10_000);
    } finally {
      await restartRedis();
    }
    const stored = await storedIds(groupId);
    expect(stored).toHaveLength(3);
    for (const socket of Object.values(sockets)) {
      await expect.poll(() => deliveredIds(socket), { timeout: 20_000 }).toEqual(stored);
    }
    // The Redis that came back had forgotten who was connected; the instances told it again.
    const connected = async () =>
      (await inject('GET', `chat-group-members-list/${groupId}/`, teacher)).json().map((member: { connected_to_chat: boolean }) => member.connected_to_chat);
    await expect.poll(connected, { timeout: 10_000 }).toEqual([true, true]);
    await Promise.all(Object.values(sockets).map((socket) => socket.close()));
  }, 60_000);

  it('gives a member removed during the outage nothing said after, and closes their socket on the other instance', async () => {
    const { teacher, parent } = await createClassroom(cluster.app);
    const { id: groupId } = (await inject('POST', 'chat-group-create/', teacher, { name: 'Helpers' })).json();
    expect((await inject('POST', `chat-group-add-members/${groupId}/`, teacher, [{ user: parent.id, group: groupId }])).statusCode).toBe(201);
    const owner = openSocket(ws(cluster.originA, `/ws/chat/${groupId}/${teacher.key}/`));
    const removed = openSocket(ws(cluster.originB, `/ws/chat/${groupId}/${parent.key}/`));
    await expect
      .poll(async () => (await inject('GET', `chat-group-members-list/${groupId}/`, teacher)).json().every((member: { connected_to_chat: boolean }) => member.connected_to_chat), { timeout: 15_000 })
      .toBe(true);

    await redis.stop();
    try {
      // Removed in the database; the notice to the sockets on other instances is lost with Redis.
      // (Written directly: signed-in writes over HTTP wait for Redis's write counter meanwhile.)
      await cluster.app.database.db.delete(chatMembers).where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, parent.id)));
      owner.send({ message: 'said after the removal' });
      await owner.waitFor((message) => message.message === 'said after the removal');
      // Instance B reads it from the database while Redis is away, and finds the member gone.
      expect(await removed.closed).toBe(4403);
    } finally {
      await restartRedis();
    }
    expect(removed.received.some((message) => message.message === 'said after the removal')).toBe(false);
    await owner.close();
  }, 60_000);

  it('brings an open notification page and a call up to date after the outage, without a reconnect', async () => {
    const { teacher, parent, groupId, schoolClass } = await directChat();
    const page = openSocket(ws(cluster.originB, `/ws/notifications/${parent.key}/`));
    const caller = openSocket(ws(cluster.originA, `/ws/call/${groupId}/${teacher.key}/`));
    await caller.waitFor((message) => message.type === 'connection');
    const callee = openSocket(ws(cluster.originB, `/ws/call/${groupId}/${parent.key}/`));
    await caller.waitFor((message) => message.type === 'user_connected', 'the callee connecting', 15_000);
    // Once its subscription is in force, the page is sent the list as it stands (empty here).
    await page.waitFor((message) => message.type === 'notifications_read_all', 'the page subscribed', 15_000);
    const [callerBefore, calleeBefore] = [caller.received.length, callee.received.length];

    await redis.stop();
    try {
      // Stored while the page's instance cannot hear of it. (Written directly: signed-in writes
      // over HTTP wait for Redis's write counter meanwhile.)
      await cluster.app.database.db.insert(notifications).values({ userId: parent.id, type: 'Story', title: 'New story', schoolClassId: schoolClass.id });
      await sleep(500);
      expect(bell(page)).toEqual([]);
    } finally {
      await restartRedis();
    }
    // The whole list again, in messages every client knows: all read, then each unread entry.
    await expect.poll(() => bell(page).map((entry) => `${entry.type}:${entry.school_class?.id}`), { timeout: 20_000 }).toEqual([`Story:${schoolClass.id}`]);
    // Each side of the call is told again that the other is there.
    await caller.waitFor((message) => message.type === 'user_connected' && caller.received.indexOf(message) >= callerBefore, 'the callee again', 20_000);
    await callee.waitFor((message) => message.type === 'user_connected' && callee.received.indexOf(message) >= calleeBefore, 'the caller again', 20_000);
    await Promise.all([page.close(), caller.close(), callee.close()]);
  }, 60_000);
});
