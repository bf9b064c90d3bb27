import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDirectChat, createParent, linkChild, createStudent, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { listenForSockets, openSocket } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const chatUrl = (base: string, groupId: number, user: TestUser) => `${base}/ws/chat/${groupId}/${user.key}/`;

/** Sends a message through the socket and waits until it is stored: answers its id. */
async function send(groupId: number, user: TestUser, text: string): Promise<number> {
  const socket = openSocket(chatUrl(origin, groupId, user));
  socket.send({ message: text });
  const echoed = await socket.waitFor((message) => message.type === 'chat_message' && message.message === text);
  await socket.close();
  return echoed.id as number;
}

async function waitForPresence(groupId: number, viewer: TestUser, userId: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const members = (await inject('GET', `chat-group-members-list/${groupId}/`, viewer)).json() as { user: { id: number }; connected_to_chat: boolean }[];
    if (members.some((member) => member.user.id === userId && member.connected_to_chat)) return;
    if (Date.now() > deadline) throw new Error('never connected');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('read receipts in chat', () => {
  it('give the sender the time the other read up to their message, live and in the group', async () => {
    const { teacher, parent, groupId } = await createDirectChat(testApp.app);
    const messageId = await send(groupId, teacher, 'Trip tomorrow');
    const teacherSocket = openSocket(chatUrl(origin, groupId, teacher));
    await waitForPresence(groupId, teacher, teacher.id);

    const read = await inject('POST', `chat-group-read/${groupId}/`, parent, {});
    expect(read.statusCode).toBe(200);
    const live = await teacherSocket.waitFor((message) => message.type === 'chat_read', 'the read mark');
    expect(live).toEqual({ type: 'chat_read', data: { user: parent.id, message: messageId, read_at: expect.any(String) } });

    const group = (await inject('GET', `chat-group-get/${groupId}/`, teacher)).json();
    expect(group.read_marks).toEqual([live.data]);
    // Reading again moves nothing: no second receipt.
    await inject('POST', `chat-group-read/${groupId}/`, parent, {});
    await send(groupId, parent, 'Thanks!');
    await teacherSocket.waitFor((message) => message.type === 'chat_message' && message.message === 'Thanks!');
    expect(teacherSocket.received.filter((message) => message.type === 'chat_read')).toHaveLength(1);
    await teacherSocket.close();
  });

  it('never sends the read status of a teacher who hides it, in answers or live', async () => {
    const { teacher, parent, groupId } = await createDirectChat(testApp.app);
    const hidden = await inject('PUT', 'settings-update/', teacher, { hide_read_status: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().hide_read_status).toBe(true);
    await send(groupId, parent, 'Did you see the form?');
    const parentSocket = openSocket(chatUrl(origin, groupId, parent));
    await waitForPresence(groupId, parent, parent.id);

    await inject('POST', `chat-group-read/${groupId}/`, teacher, {});
    // A message after the read: every earlier socket message has arrived by then.
    await send(groupId, teacher, 'Yes, thank you');
    await parentSocket.waitFor((message) => message.type === 'chat_message' && message.message === 'Yes, thank you');
    expect(parentSocket.received.some((message) => message.type === 'chat_read')).toBe(false);
    const group = (await inject('GET', `chat-group-get/${groupId}/`, parent)).json();
    expect(group.read_marks).toEqual([]);
    await parentSocket.close();
  });

  it('are not shown to someone outside the chat', async () => {
    const { groupId, otherTeacher, otherParent } = await createDirectChat(testApp.app);
    for (const outsider of [otherTeacher, otherParent]) {
      const answer = await inject('GET', `chat-group-get/${groupId}/`, outsider);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().read_marks).toBeUndefined();
      expect((await inject('POST', `chat-group-read/${groupId}/`, outsider, {})).statusCode).toBe(403);
    }
    expect((await inject('GET', `chat-group-get/${groupId}/`)).statusCode).toBe(401);
  });

  it('count each member of a group at the newest message they reached', async () => {
    const { teacher, parent, schoolClass } = await createDirectChat(testApp.app);
    const secondParent = await createParent(testApp.app);
    await linkChild(testApp.app, secondParent, (await createStudent(testApp.app, teacher, schoolClass.id, 'Leo')).inviteCode);
    const groupId = (await inject('POST', 'chat-group-create/', teacher, { name: 'Trip helpers' })).json().id as number;
    await inject('POST', `chat-group-add-members/${groupId}/`, teacher, [{ user: parent.id, group: groupId }, { user: secondParent.id, group: groupId }]);
    const first = await send(groupId, teacher, 'Who can help?');
    const second = await send(groupId, teacher, 'We leave at nine');
    await inject('POST', `chat-group-read/${groupId}/`, parent, { message: first });
    await inject('POST', `chat-group-read/${groupId}/`, secondParent, {});
    const marks = (await inject('GET', `chat-group-get/${groupId}/`, teacher)).json().read_marks as { user: number; message: number }[];
    expect(marks.map(({ user, message }) => ({ user, message })).sort((a, b) => a.user - b.user)).toEqual(
      [{ user: parent.id, message: first }, { user: secondParent.id, message: second }].sort((a, b) => a.user - b.user),
    );
  });

  it('reach the group’s sockets on another instance', async () => {
    if (testApp.config.database.kind !== 'postgres' || !testApp.config.redis) return;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-receipts-'));
    const second = await buildApp({ ...testApp.config, dataDir });
    try {
      await second.ready();
      const secondOrigin = await listenForSockets(second);
      const { teacher, parent, groupId } = await createDirectChat(testApp.app);
      const messageId = await send(groupId, teacher, 'Across instances');
      const teacherSocket = openSocket(chatUrl(secondOrigin, groupId, teacher));
      await waitForPresence(groupId, teacher, teacher.id);
      await inject('POST', `chat-group-read/${groupId}/`, parent, {});
      const live = await teacherSocket.waitFor((message) => message.type === 'chat_read', 'the read mark from the other instance');
      expect(live.data).toMatchObject({ user: parent.id, message: messageId });
      await teacherSocket.close();
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
