import type { Socket } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../features/auth/auth.table.ts';
import { createClassroom, registerUser, type TestUser } from '../../test/factories.ts';
import { findLink, startSmtpInbox } from '../../test/smtp-inbox.ts';
import { listenForSockets, openSocket, type TestSocket } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TOO_MANY_MESSAGES } from './socket-guard.ts';

/**
 * The limits at their defaults, but for a heartbeat short enough to watch, and long enough that a
 * busy test machine (client and server share one process) does not miss a pong.
 */
function socketLimits(overrides: Partial<TestApp['config']['sockets']> = {}) {
  return {
    maxFrameBytes: 64 * 1024,
    pingMs: 500,
    pongTimeoutMs: 5000,
    maxBufferedBytes: 1024 * 1024,
    chatRate: { perSecond: 5, burst: 20 },
    callRate: { perSecond: 10, burst: 40 },
    sessionCheckMs: 60_000,
    ...overrides,
  };
}

const isChatMessage = (message: Record<string, unknown>) => message.type === 'chat_message';
/** A chat socket hears of its own arrival through the bus: it hears the group from then on. */
const isArrival = (message: Record<string, unknown>) => message.type === 'user_connected';

async function login(app: TestApp['app'], user: TestUser): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/api/v1/dj-rest-auth/login/', payload: { email: user.email, password: user.password } });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ key: string }>().key;
}

function helpers(getApp: () => TestApp, getOrigin: () => string) {
  const inject = (method: 'GET' | 'POST', url: string, user: TestUser | string, payload?: object) =>
    getApp().app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { authorization: `Token ${typeof user === 'string' ? user : user.key}` },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    inject,
    async directChat() {
      const room = await createClassroom(getApp().app);
      const opened = await inject('POST', 'school/chat-group-create-direct/', room.teacher, { name: 'direct', recipient: room.parent.id });
      expect(opened.statusCode).toBe(201);
      return { ...room, groupId: opened.json().id as number };
    },
    async storedMessages(groupId: number, user: TestUser) {
      return (await inject('GET', `school/chat-group-get/${groupId}/`, user)).json().chat_messages as { content: string }[];
    },
    socket: (path: string, protocols?: string[]) => openSocket(`${getOrigin()}${path}`, protocols),
  };
}

/** Resolves once the socket has had `ms` of quiet: what the server was going to send has come. */
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the limits of every live socket', () => {
  let testApp: TestApp;
  let origin: string;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testApp = await createTestApp({ sockets: socketLimits(), smtpUrl: inbox.url });
    origin = await listenForSockets(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.close();
  });
  const { inject, directChat, storedMessages, socket } = helpers(() => testApp, () => origin);

  it('closes a socket that sends a frame over 64 KiB with 1009, and keeps one that stays under', async () => {
    const user = await registerUser(testApp.app);
    const small = socket(`/ws/notifications/${user.key}/`);
    await small.opened;
    small.socket.send('x'.repeat(64 * 1024));
    const large = socket(`/ws/notifications/${user.key}/`);
    await large.opened;
    large.socket.send('x'.repeat(64 * 1024 + 1));
    expect(await large.closed).toBe(1009);
    await settle();
    expect(small.socket.readyState).toBe(WebSocket.OPEN);
    await small.close();
  });

  it('pings every socket and ends one that does not answer', async () => {
    const user = await registerUser(testApp.app);
    const answering = socket(`/ws/notifications/${user.key}/`);
    let pings = 0;
    answering.socket.on('ping', () => (pings += 1));
    const silent = new WebSocket(`${origin}/ws/notifications/${user.key}/`, { autoPong: false });
    const silentClosed = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
    // Ended without a closing handshake: the client sees the connection drop.
    expect(await silentClosed).toBe(1006);
    expect(pings).toBeGreaterThan(2);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    await answering.close();
  });

  it('lets a burst within the limit through, refuses the excess with an error and stores none of it, and closes a flood with 1008', async () => {
    const { teacher, groupId } = await directChat();
    const calm = socket(`/ws/chat/${groupId}/${teacher.key}/`);
    await calm.waitFor(isArrival);
    for (let index = 0; index < 20; index += 1) calm.send({ message: `calm ${index}` });
    await calm.waitFor((message) => message.message === 'calm 19', 'the last message of the burst', 30_000);
    expect(calm.received.filter((message) => message.type === 'error')).toEqual([]);
    await calm.close();

    const flooding = socket(`/ws/chat/${groupId}/${teacher.key}/`);
    await flooding.opened;
    for (let index = 0; index < 500; index += 1) flooding.socket.send(JSON.stringify({ message: `flood ${index}` }));
    expect(await flooding.closed).toBe(1008);
    expect(flooding.received).toContainEqual({ type: 'error', message: TOO_MANY_MESSAGES });
    const stored = await storedMessages(groupId, teacher);
    const flood = stored.filter((message) => message.content.startsWith('flood'));
    // What the bucket still held after the calm burst, and what it refilled meanwhile: far below 500.
    expect(flood.length).toBeLessThan(30);
    expect(stored.filter((message) => message.content.startsWith('calm'))).toHaveLength(20);
  }, 60_000);

  it("shares a user's budget between their sockets", async () => {
    const { teacher, groupId } = await directChat();
    const first = socket(`/ws/chat/${groupId}/${teacher.key}/`);
    const second = socket(`/ws/chat/${groupId}/${teacher.key}/`);
    await Promise.all([first.opened, second.opened]);
    for (let index = 0; index < 15; index += 1) {
      first.send({ message: `first ${index}` });
      second.send({ message: `second ${index}` });
    }
    const isRefusal = (message: Record<string, unknown>) => message.type === 'error';
    await Promise.any([first.waitFor(isRefusal, 'a refusal'), second.waitFor(isRefusal, 'a refusal')]);
    await settle(500);
    // Each socket alone is within its burst of 20: only the user's budget refuses.
    expect((await storedMessages(groupId, teacher)).length).toBeLessThan(25);
    await Promise.all([first.close(), second.close()]);
  });

  it('signs in with the token offered as a subprotocol, answering "homeroom", and refuses a bad one with 4401', async () => {
    const { teacher, groupId } = await directChat();
    const chat = socket(`/ws/chat/${groupId}/-/`, ['homeroom', `token.${teacher.key}`]);
    await chat.waitFor(isArrival);
    expect(chat.socket.protocol).toBe('homeroom');
    chat.send({ message: 'through the header' });
    await chat.waitFor((message) => message.message === 'through the header');
    const notifications = socket('/ws/notifications/-/', ['homeroom', `token.${teacher.key}`]);
    await notifications.opened;
    await settle();
    expect(notifications.socket.readyState).toBe(WebSocket.OPEN);
    expect(await socket(`/ws/chat/${groupId}/-/`, ['homeroom', `token.${'f'.repeat(64)}`]).closed).toBe(4401);
    expect(await socket('/ws/notifications/-/', ['homeroom']).closed).toBe(4401);
    await Promise.all([chat.close(), notifications.close()]);
  });

  describe('sessions that end', () => {
    async function openAll(groupId: number, key: string): Promise<TestSocket[]> {
      const sockets = [
        socket(`/ws/chat/${groupId}/${key}/`),
        socket(`/ws/call/${groupId}/${key}/`),
        socket(`/ws/notifications/${key}/`),
      ];
      await Promise.all(sockets.map((opened) => opened.opened));
      // Signed in once the chat and call sockets have said so.
      await sockets[1]?.waitFor((message) => message.type === 'connection');
      await settle();
      return sockets;
    }

    it("closes every socket of a token that logs out with 4401, and leaves the user's other sessions open", async () => {
      const { teacher, groupId } = await directChat();
      const otherKey = await login(testApp.app, teacher);
      const leaving = await openAll(groupId, teacher.key);
      const staying = await openAll(groupId, otherKey);
      expect((await inject('POST', 'dj-rest-auth/logout/', teacher)).statusCode).toBe(200);
      expect(await Promise.all(leaving.map((closed) => closed.closed))).toEqual([4401, 4401, 4401]);
      const [stayingChat] = staying;
      stayingChat?.send({ message: 'still here' });
      await stayingChat?.waitFor((message) => message.message === 'still here');
      expect(staying.map((open) => open.socket.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN, WebSocket.OPEN]);
      await Promise.all(staying.map((open) => open.close()));
    });

    it("closes the other sessions' sockets when the password changes, and keeps the changing one's", async () => {
      const { teacher, groupId } = await directChat();
      const otherKey = await login(testApp.app, teacher);
      const changing = await openAll(groupId, teacher.key);
      const other = await openAll(groupId, otherKey);
      const changed = await inject('POST', 'dj-rest-auth/password/change/', teacher, { new_password1: 'Quiet-Harbour-58', new_password2: 'Quiet-Harbour-58' });
      expect(changed.statusCode).toBe(200);
      expect(await Promise.all(other.map((closed) => closed.closed))).toEqual([4401, 4401, 4401]);
      expect(changing.map((open) => open.socket.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN, WebSocket.OPEN]);
      await Promise.all(changing.map((open) => open.close()));
    });

    it('closes every socket of an account at once when it is deleted', async () => {
      const { teacher, groupId } = await directChat();
      const otherKey = await login(testApp.app, teacher);
      const open = [...(await openAll(groupId, teacher.key)), ...(await openAll(groupId, otherKey))];
      const deleted = await inject('POST', 'school/account-delete/', teacher, { email: teacher.email });
      expect(deleted.statusCode).toBeLessThan(300);
      expect(await Promise.all(open.map((closed) => closed.closed))).toEqual(Array(6).fill(4401));
    });

    it('closes every socket of the user when a password reset is confirmed', async () => {
      const { teacher, groupId } = await directChat();
      const otherKey = await login(testApp.app, teacher);
      const open = [...(await openAll(groupId, teacher.key)), ...(await openAll(groupId, otherKey))];
      const resetLink = 'http://homeroom.test/resetPassword/confirm/';
      await testApp.app.inject({ method: 'POST', url: '/api/v1/dj-rest-auth/password/reset/', payload: { email: teacher.email } });
      const link = findLink(await inbox.waitForMail(teacher.email, resetLink), resetLink);
      const [uid, token] = new URL(link).pathname.replace('/resetPassword/confirm/', '').split('/');
      const confirmed = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/dj-rest-auth/password/reset/confirm/',
        payload: { uid, token, new_password1: 'Lantern-Meadow-19', new_password2: 'Lantern-Meadow-19' },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(await Promise.all(open.map((closed) => closed.closed))).toEqual(Array(6).fill(4401));
    });
  });
});

describe('slow readers, missed revocations and the logs', () => {
  let testApp: TestApp;
  let origin: string;
  let logs = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  beforeAll(async () => {
    // A heartbeat too slow to interfere: a reader that stops reading cannot answer pings either.
    const sockets = socketLimits({ sessionCheckMs: 300, pingMs: 60_000, pongTimeoutMs: 120_000 });
    testApp = await createTestApp({ logLevel: 'trace', sockets }, { logStream });
    origin = await listenForSockets(testApp.app);
  });
  afterAll(async () => {
    // The database was closed under the app on purpose: closing it again may fail.
    await testApp.close().catch(() => {});
  });
  const { directChat, socket } = helpers(() => testApp, () => origin);

  it('closes a socket that stops reading with 1013, and its client catches up with ?after=', async () => {
    const { teacher, parent, groupId } = await directChat();
    const reader = socket(`/ws/chat/${groupId}/${parent.key}/`);
    await reader.waitFor(isArrival);
    const sender = { id: teacher.id, firstName: teacher.firstName, lastName: teacher.lastName };
    await testApp.app.chat.sendMessage(sender, groupId, 'before the pause');
    const seen = await reader.waitFor((message) => message.message === 'before the pause');
    (reader.socket as unknown as { _socket: Socket })._socket.pause();

    const serverSockets = () => [...testApp.app.websocketServer.clients];
    const isClosing = () => serverSockets().some((client) => client.readyState !== WebSocket.OPEN);
    const text = 'x'.repeat(4990);
    let sent = 0;
    // Messages keep coming until the server gives up on the reader (the kernel buffers fill first).
    while (!isClosing() && sent < 6000) {
      for (let index = 0; index < 50; index += 1) await testApp.app.chat.sendMessage(sender, groupId, `${text} ${sent + index}`);
      sent += 50;
    }
    expect(isClosing()).toBe(true);
    (reader.socket as unknown as { _socket: Socket })._socket.resume();
    expect(await reader.closed).toBe(1013);
    const lastSeen = reader.received.filter(isChatMessage).at(-1) as { id: number };
    expect(lastSeen.id).toBeGreaterThanOrEqual(seen.id as number);

    const caughtUp = socket(`/ws/chat/${groupId}/${parent.key}/?after=${lastSeen.id}`);
    const first = await caughtUp.waitFor(isChatMessage, 'the first missed message');
    expect(first.id).toBe(lastSeen.id + 1);
    await caughtUp.close();
  }, 120_000);

  it('closes the sockets of a token deleted without any message, at the next check', async () => {
    const { teacher, groupId } = await directChat();
    const chat = socket(`/ws/chat/${groupId}/${teacher.key}/`);
    const notifications = socket(`/ws/notifications/${teacher.key}/`);
    await Promise.all([chat.opened, notifications.opened]);
    await settle();
    await testApp.app.database.db.delete(authTokens).where(eq(authTokens.userId, teacher.id));
    expect(await Promise.all([chat.closed, notifications.closed])).toEqual([4401, 4401]);
  });

  it('writes no token in any log line: not for a connection, a refusal, nor a failing socket setup', async () => {
    const { teacher, parent, groupId } = await directChat();
    const chat = socket(`/ws/chat/${groupId}/${teacher.key}/?after=0`);
    await chat.waitFor(isArrival);
    chat.send({ message: 'hello' });
    await chat.waitFor((message) => message.message === 'hello');
    await chat.close();
    expect(await socket(`/ws/chat/${groupId}/${'a'.repeat(64)}/`).closed).toBe(4401);
    // A token not yet used, so that signing in needs the database (used ones are cached).
    const login = await testApp.app.inject({ method: 'POST', url: '/api/v1/dj-rest-auth/login/', payload: { email: parent.email, password: parent.password } });
    const freshKey = login.json<{ key: string }>().key;

    await testApp.app.database.close();
    expect(await socket(`/ws/notifications/${freshKey}/`).closed).toBe(1011);
    expect(await socket(`/ws/chat/${groupId}/${freshKey}/`).closed).toBe(1011);
    await settle();

    expect(logs).toContain('socket setup failed');
    expect(logs).toContain(`/ws/chat/${groupId}/[redacted]/`);
    for (const secret of [teacher.key, parent.key, freshKey, 'a'.repeat(64)]) expect(logs).not.toContain(secret);
  });
});
