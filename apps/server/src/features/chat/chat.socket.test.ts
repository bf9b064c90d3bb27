import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDirectChat, registerUser, type TestUser } from '../../test/factories.ts';
import { listenForSockets, openSocket } from '../../test/sockets.ts';
import { chatMessages } from './chat.table.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/** A teacher and a parent of the class with a direct chat between them. */
const directChat = () => createDirectChat(testApp.app);

const chatUrl = (groupId: number, user: TestUser | string, after?: number) =>
  `${origin}/ws/chat/${groupId}/${typeof user === 'string' ? user : user.key}/${after === undefined ? '' : `?after=${after}`}`;

/** Waits until the server has counted these users in (or out of) the chat: a socket is open before the server has checked it. */
async function waitForPresence(groupId: number, viewer: TestUser, expected: Record<number, boolean>) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const members = (await inject('GET', `chat-group-members-list/${groupId}/`, viewer)).json() as { user: { id: number }; connected_to_chat: boolean }[];
    const actual = Object.fromEntries(members.map((member) => [member.user.id, member.connected_to_chat]));
    if (Object.entries(expected).every(([userId, isConnected]) => actual[Number(userId)] === isConnected)) return;
    if (Date.now() > deadline) throw new Error(`presence stayed ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const isChatMessage = (text: string) => (message: Record<string, unknown>) => message.type === 'chat_message' && message.message === text;

describe('the chat socket', () => {
  it('stores a message before broadcasting it with its id to every member, the sender too', async () => {
    const { teacher, parent, groupId } = await directChat();
    const teacherSocket = openSocket(chatUrl(groupId, teacher));
    await waitForPresence(groupId, teacher, { [teacher.id]: true });
    const parentSocket = openSocket(chatUrl(groupId, parent));
    await teacherSocket.waitFor((message) => message.type === 'user_connected' && (message.data as { user: number }).user === parent.id, 'the parent connecting');

    teacherSocket.send({ message: '  Hello Sam! ' });
    const atParent = await parentSocket.waitFor(isChatMessage('Hello Sam!'));
    expect(atParent).toEqual({
      type: 'chat_message',
      id: expect.any(Number),
      message: 'Hello Sam!',
      user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett' },
      time: expect.any(String),
    });
    await teacherSocket.waitFor(isChatMessage('Hello Sam!'));

    const group = (await inject('GET', `chat-group-get/${groupId}/`, parent)).json();
    expect(group.chat_messages).toEqual([
      { id: atParent.id, sender: { id: teacher.id, user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } }, content: 'Hello Sam!', time: expect.any(String), group: groupId, edited_at: null, is_removed: false },
    ]);
    await Promise.all([teacherSocket.close(), parentSocket.close()]);
  });

  it('refuses a bad token with 4401 and a user outside the group with 4403', async () => {
    const { groupId } = await directChat();
    expect(await openSocket(chatUrl(groupId, 'f'.repeat(64))).closed).toBe(4401);
    expect(await openSocket(chatUrl(groupId, 'null')).closed).toBe(4401);
    const outsider = await registerUser(testApp.app);
    expect(await openSocket(chatUrl(groupId, outsider)).closed).toBe(4403);
    expect(await openSocket(chatUrl(999_999, outsider)).closed).toBe(4403);
  });

  it('refuses an empty or too long message with an error to the sender only, storing nothing', async () => {
    const { teacher, parent, groupId } = await directChat();
    const teacherSocket = openSocket(chatUrl(groupId, teacher));
    const parentSocket = openSocket(chatUrl(groupId, parent));
    await waitForPresence(groupId, teacher, { [teacher.id]: true, [parent.id]: true });
    teacherSocket.send({ message: '   ' });
    expect(await teacherSocket.waitFor((message) => message.type === 'error')).toEqual({ type: 'error', message: 'Write a message first.' });
    teacherSocket.send({ message: 'x'.repeat(5001) });
    await teacherSocket.waitFor((message) => message.type === 'error' && message.message === 'A message may be at most 5,000 characters.');
    teacherSocket.send({ message: 'x'.repeat(5000) });
    await parentSocket.waitFor((message) => message.type === 'chat_message');
    expect(parentSocket.received.filter((message) => message.type === 'error')).toEqual([]);
    expect((await inject('GET', `chat-group-get/${groupId}/`, teacher)).json().chat_messages).toHaveLength(1);
    await Promise.all([teacherSocket.close(), parentSocket.close()]);
  });

  it('counts presence per socket, so a user with two tabs stays connected until both close', async () => {
    const { teacher, parent, groupId } = await directChat();
    const connected = async () =>
      Object.fromEntries(
        (await inject('GET', `chat-group-members-list/${groupId}/`, teacher)).json().map((member: { user: { id: number }; connected_to_chat: boolean }) => [
          member.user.id,
          member.connected_to_chat,
        ]),
      );
    expect(await connected()).toEqual({ [teacher.id]: false, [parent.id]: false });
    const watcher = openSocket(chatUrl(groupId, teacher));
    await waitForPresence(groupId, teacher, { [teacher.id]: true });
    const firstTab = openSocket(chatUrl(groupId, parent));
    await watcher.waitFor((message) => message.type === 'user_connected' && (message.data as { user: number }).user === parent.id);
    const secondTab = openSocket(chatUrl(groupId, parent));
    await secondTab.opened;
    // The second tab is counted: closing the first leaves the parent connected.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await connected()).toEqual({ [teacher.id]: true, [parent.id]: true });

    await firstTab.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await connected()).toEqual({ [teacher.id]: true, [parent.id]: true });
    expect(watcher.received.some((message) => message.type === 'user_disconnected')).toBe(false);

    await secondTab.close();
    await watcher.waitFor((message) => message.type === 'user_disconnected' && (message.data as { user: number }).user === parent.id);
    expect(await connected()).toEqual({ [teacher.id]: true, [parent.id]: false });
    expect(watcher.received.filter((message) => message.type === 'user_connected' && (message.data as { user: number }).user === parent.id)).toHaveLength(1);
    await watcher.close();
  });

  it('sends a reconnecting client the messages it missed, in order', async () => {
    const { teacher, parent, groupId } = await directChat();
    const parentSocket = openSocket(chatUrl(groupId, parent));
    const teacherSocket = openSocket(chatUrl(groupId, teacher));
    await waitForPresence(groupId, teacher, { [teacher.id]: true, [parent.id]: true });
    teacherSocket.send({ message: 'one' });
    const seen = await parentSocket.waitFor(isChatMessage('one'));
    await parentSocket.close();

    for (const text of ['two', 'three', 'four']) teacherSocket.send({ message: text });
    await teacherSocket.waitFor(isChatMessage('four'));

    const back = openSocket(chatUrl(groupId, parent, seen.id as number));
    await back.waitFor(isChatMessage('four'));
    expect(back.received.filter((message) => message.type === 'chat_message').map((message) => message.message)).toEqual(['two', 'three', 'four']);
    await Promise.all([back.close(), teacherSocket.close()]);
  });

  it('sends a client that missed 800 messages the whole gap in pages, in order, once, then the live ones', async () => {
    const { teacher, parent, groupId } = await directChat();
    const teacherSocket = openSocket(chatUrl(groupId, teacher));
    await waitForPresence(groupId, teacher, { [teacher.id]: true });
    teacherSocket.send({ message: 'seen' });
    const seen = await teacherSocket.waitFor(isChatMessage('seen'));
    const missed = Array.from({ length: 800 }, (_, index) => `missed ${index}`);
    await testApp.app.database.db.insert(chatMessages).values(missed.map((content) => ({ groupId, senderId: teacher.id, content })));

    const back = openSocket(chatUrl(groupId, parent, seen.id as number));
    // Sent while the catch-up runs: it comes after the gap, once.
    teacherSocket.send({ message: 'live' });
    await back.waitFor(isChatMessage('live'), 'the live message after the gap', 20_000);
    const delivered = back.received.filter((message) => message.type === 'chat_message');
    expect(delivered.map((message) => message.message)).toEqual([...missed, 'live']);
    const ids = delivered.map((message) => message.id as number);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    await Promise.all([back.close(), teacherSocket.close()]);
  }, 30_000);

  it('still delivers new messages to a client that names a point past the last message', async () => {
    const { teacher, parent, groupId } = await directChat();
    const parentSocket = openSocket(chatUrl(groupId, parent, 2_000_000_000));
    const teacherSocket = openSocket(chatUrl(groupId, teacher));
    await waitForPresence(groupId, teacher, { [teacher.id]: true, [parent.id]: true });
    teacherSocket.send({ message: 'hello' });
    await parentSocket.waitFor(isChatMessage('hello'));
    await Promise.all([parentSocket.close(), teacherSocket.close()]);
  });

  it('keeps the order of a burst of messages', async () => {
    const { teacher, parent, groupId } = await directChat();
    const teacherSocket = openSocket(chatUrl(groupId, teacher));
    const parentSocket = openSocket(chatUrl(groupId, parent));
    await waitForPresence(groupId, teacher, { [teacher.id]: true, [parent.id]: true });
    const texts = Array.from({ length: 30 }, (_, index) => `message ${index}`);
    for (const text of texts) teacherSocket.send({ message: text });
    await parentSocket.waitFor(isChatMessage('message 29'));
    const delivered = parentSocket.received.filter((message) => message.type === 'chat_message');
    expect(delivered.map((message) => message.message)).toEqual(texts);
    const ids = delivered.map((message) => message.id as number);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    await Promise.all([teacherSocket.close(), parentSocket.close()]);
  });
});
