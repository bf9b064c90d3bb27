import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDirectChat, createTeacher, registerUser, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { listenForSockets, openSocket } from '../../test/sockets.ts';
import { chatMessages, chatMessageVersions } from './chat.table.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

const chatUrl = (groupId: number, user: TestUser, at = origin, after?: number) =>
  `${at}/ws/chat/${groupId}/${user.key}/${after === undefined ? '' : `?after=${after}`}`;

interface MessageJson {
  id: number;
  content: string;
  edited_at: string | null;
  is_removed: boolean;
}

/**
 * A direct chat of a teacher and a parent with one message of the parent's, and every outsider:
 * the teacher and a parent of another class, a user with no child, another school's leader.
 */
async function chatWithMessage(text = 'Mia will be late today') {
  const room = await createDirectChat(testApp.app);
  const message = await testApp.app.chat.sendMessage({ id: room.parent.id, firstName: 'Sam', lastName: 'Carter' }, room.groupId, text);
  const stranger = await registerUser(testApp.app);
  const otherLeader = await createTeacher(testApp.app, { firstName: 'Lena', lastName: 'Lead' });
  const school = await inject('POST', 'school-list-create/', otherLeader, { name: 'Elm School', city: 'York', country: 'UK' });
  expect(school.statusCode).toBe(201);
  const outsiders = { otherTeacher: room.otherTeacher, otherParent: room.otherParent, stranger, otherLeader };
  return { ...room, messageId: message.id, outsiders };
}

async function messagesSeenBy(groupId: number, user: TestUser): Promise<MessageJson[]> {
  const response = await inject('GET', `chat-group-get/${groupId}/`, user);
  expect(response.statusCode).toBe(200);
  return response.json<{ chat_messages: MessageJson[] }>().chat_messages;
}

/** Waits until the server counts both in the chat: a socket is open before the server has checked it. */
async function waitForBoth(groupId: number, viewer: TestUser, userIds: number[]) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const members = (await inject('GET', `chat-group-members-list/${groupId}/`, viewer)).json<{ user: { id: number }; connected_to_chat: boolean }[]>();
    if (userIds.every((userId) => members.some((member) => member.user.id === userId && member.connected_to_chat))) return;
    if (Date.now() > deadline) throw new Error('the members never connected');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Makes the message as old as given, as if sent that long ago. */
async function ageMessage(messageId: number, minutes: number) {
  await testApp.app.database.db
    .update(chatMessages)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(chatMessages.id, messageId));
}

describe('edits on the record', () => {
  it('let the sender edit within 15 minutes; members see the new text marked edited, and the earlier versions', async () => {
    const { teacher, parent, groupId, messageId } = await chatWithMessage();
    await ageMessage(messageId, 14);
    const first = await inject('PUT', `chat-message-update/${messageId}/`, parent, { content: '  Mia will be late today, sorry ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: messageId, content: 'Mia will be late today, sorry', is_removed: false, edited_at: expect.any(String) });
    expect((await inject('PUT', `chat-message-update/${messageId}/`, parent, { content: 'Mia will be 10 minutes late' })).statusCode).toBe(200);

    const [seen] = await messagesSeenBy(groupId, teacher);
    expect(seen).toMatchObject({ id: messageId, content: 'Mia will be 10 minutes late', is_removed: false, edited_at: expect.any(String) });
    const versions = await inject('GET', `chat-message-versions/${messageId}/`, teacher);
    expect(versions.statusCode).toBe(200);
    const body = versions.json<{ message: number; versions: { content: string; time: string; replaced_at: string }[] }>();
    expect(body.message).toBe(messageId);
    expect(body.versions.map((version) => version.content)).toEqual(['Mia will be late today', 'Mia will be late today, sorry']);
    // Each version was written when the one before it was replaced.
    expect(body.versions[1]!.time).toBe(body.versions[0]!.replaced_at);
    expect((await inject('GET', `chat-message-versions/${messageId}/`, parent)).statusCode).toBe(200);
  });

  it('keep no version for an edit that changes nothing', async () => {
    const { parent, messageId } = await chatWithMessage('Same words');
    expect((await inject('PUT', `chat-message-update/${messageId}/`, parent, { content: 'Same words' })).json()).toMatchObject({ edited_at: null });
    expect(await testApp.app.database.db.select().from(chatMessageVersions).where(eq(chatMessageVersions.messageId, messageId))).toEqual([]);
  });

  it('refuse an edit after 15 minutes, of someone else\'s message, and by anyone outside the chat, changing nothing', async () => {
    const { teacher, parent, groupId, messageId, outsiders } = await chatWithMessage();
    const byTeacher = await inject('PUT', `chat-message-update/${messageId}/`, teacher, { content: 'Rewritten by the teacher' });
    expect(byTeacher.statusCode).toBe(403);
    expect(byTeacher.json()).toEqual({ detail: 'Only the sender can edit or remove this message.' });
    for (const [who, outsider] of Object.entries(outsiders)) {
      expect((await inject('PUT', `chat-message-update/${messageId}/`, outsider, { content: 'Mine now' })).statusCode, who).toBe(404);
    }
    expect((await inject('PUT', `chat-message-update/${messageId}/`, undefined, { content: 'Mine now' })).statusCode).toBe(401);
    expect((await inject('PUT', `chat-message-update/999999/`, parent, { content: 'Mine now' })).statusCode).toBe(404);

    await ageMessage(messageId, 16);
    const late = await inject('PUT', `chat-message-update/${messageId}/`, parent, { content: 'Too late' });
    expect(late.statusCode).toBe(400);
    expect(JSON.stringify(late.json())).toContain('A message can only be edited within 15 minutes of sending it.');
    expect((await messagesSeenBy(groupId, teacher))[0]).toMatchObject({ content: 'Mia will be late today', edited_at: null });
  });

  it('refuse an empty or too long text field by field', async () => {
    const { parent, messageId } = await chatWithMessage();
    const empty = await inject('PUT', `chat-message-update/${messageId}/`, parent, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ content: ['Write a message first.'] });
    const long = await inject('PUT', `chat-message-update/${messageId}/`, parent, { content: 'x'.repeat(5001) });
    expect(long.json()).toEqual({ content: ['A message may be at most 5,000 characters.'] });
  });

  it('show earlier versions to the members of the chat only', async () => {
    const { teacher, parent, messageId, outsiders } = await chatWithMessage();
    await inject('PUT', `chat-message-update/${messageId}/`, parent, { content: 'Edited' });
    expect((await inject('GET', `chat-message-versions/${messageId}/`, teacher)).statusCode).toBe(200);
    for (const [who, outsider] of Object.entries(outsiders)) {
      expect((await inject('GET', `chat-message-versions/${messageId}/`, outsider)).statusCode, who).toBe(404);
    }
    expect((await inject('GET', `chat-message-versions/${messageId}/`)).statusCode).toBe(401);
  });
});

describe('removals', () => {
  it('leave "Message removed" in its place for every member, in history, inbox preview, unread count and catch-up', async () => {
    const { teacher, parent, groupId, messageId } = await chatWithMessage('Call me at 555 0101');
    const before = await testApp.app.chat.sendMessage({ id: teacher.id, firstName: 'Olivia', lastName: 'Bennett' }, groupId, 'Good morning');
    const removed = await testApp.app.chat.sendMessage({ id: parent.id, firstName: 'Sam', lastName: 'Carter' }, groupId, 'Secret number 42');
    await inject('PUT', `chat-message-update/${removed.id}/`, parent, { content: 'Secret number 43' });
    expect((await inject('DELETE', `chat-message-delete/${removed.id}/`, parent)).statusCode).toBe(204);
    // Removing again changes nothing.
    expect((await inject('DELETE', `chat-message-delete/${removed.id}/`, parent)).statusCode).toBe(204);

    for (const member of [teacher, parent]) {
      const messages = await messagesSeenBy(groupId, member);
      expect(messages.at(-1)).toEqual(expect.objectContaining({ id: removed.id, content: '', is_removed: true, edited_at: null }));
      expect(JSON.stringify(messages)).not.toContain('Secret number');
      const older = await inject('GET', `chat-messages/${groupId}/?before=${removed.id + 1}`, member);
      expect(JSON.stringify(older.json())).not.toContain('Secret number');
    }
    const inbox = (await inject('GET', 'chat-group-user-get/', teacher)).json<{ chat_group_member: { group: { id: number }; last_message: { id: number; text: string } | null; unread_count: number }[] }>();
    const entry = inbox.chat_group_member.find((membership) => membership.group.id === groupId);
    expect(entry?.last_message).toMatchObject({ id: before.id, text: 'Good morning' });
    // The teacher read up to their own message; the removed one after it is not counted.
    expect(entry?.unread_count).toBe(0);
    expect(JSON.stringify(inbox)).not.toContain('Secret number');
    expect((await inject('GET', `chat-message-versions/${removed.id}/`, teacher)).statusCode).toBe(404);
    const edit = await inject('PUT', `chat-message-update/${removed.id}/`, parent, { content: 'Back again' });
    expect(edit.statusCode).toBe(400);

    // A client catching up from before the removed message gets the others, never its text.
    const socket = openSocket(chatUrl(groupId, teacher, origin, messageId));
    const after = await testApp.app.chat.sendMessage({ id: teacher.id, firstName: 'Olivia', lastName: 'Bennett' }, groupId, 'See you');
    await socket.waitFor((message) => message.type === 'chat_message' && message.id === after.id, 'the newest message');
    expect(socket.received.filter((message) => message.type === 'chat_message').map((message) => message.id)).toEqual([before.id, after.id]);
    await socket.close();

    // The school's record keeps the text.
    const [stored] = await testApp.app.database.db.select().from(chatMessages).where(eq(chatMessages.id, removed.id));
    expect(stored).toMatchObject({ content: 'Secret number 43', removedAt: expect.any(Date) });
  });

  it('refuse someone else\'s removal and anyone outside the chat', async () => {
    const { teacher, parent, groupId, messageId, outsiders } = await chatWithMessage();
    const byTeacher = await inject('DELETE', `chat-message-delete/${messageId}/`, teacher);
    expect(byTeacher.statusCode).toBe(403);
    expect(byTeacher.json()).toEqual({ detail: 'Only the sender can edit or remove this message.' });
    for (const [who, outsider] of Object.entries(outsiders)) {
      expect((await inject('DELETE', `chat-message-delete/${messageId}/`, outsider)).statusCode, who).toBe(404);
    }
    expect((await inject('DELETE', `chat-message-delete/${messageId}/`)).statusCode).toBe(401);
    expect((await messagesSeenBy(groupId, parent))[0]).toMatchObject({ is_removed: false, content: 'Mia will be late today' });
  });
});

describe('the conversation record', () => {
  it('holds every message with its text, earlier versions and removal time, whatever members see', async () => {
    const { teacher, parent, groupId, messageId } = await chatWithMessage('First draft');
    await inject('PUT', `chat-message-update/${messageId}/`, parent, { content: 'Second draft' });
    await inject('PUT', `chat-message-update/${messageId}/`, parent, { content: 'Final words' });
    const gone = await testApp.app.chat.sendMessage({ id: teacher.id, firstName: 'Olivia', lastName: 'Bennett' }, groupId, 'Removed words');
    await inject('DELETE', `chat-message-delete/${gone.id}/`, teacher);

    const record = await testApp.app.chat.readConversationRecord(groupId);
    expect(record).toEqual([
      {
        id: messageId,
        sender: { id: parent.id, first_name: 'Sam', last_name: 'Carter' },
        content: 'Final words',
        createdAt: expect.any(Date),
        editedAt: expect.any(Date),
        removedAt: null,
        hiddenAt: null,
        versions: [
          { content: 'First draft', editedAt: expect.any(Date), editorId: parent.id },
          { content: 'Second draft', editedAt: expect.any(Date), editorId: parent.id },
        ],
      },
      {
        id: gone.id,
        sender: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett' },
        content: 'Removed words',
        createdAt: expect.any(Date),
        editedAt: null,
        removedAt: expect.any(Date),
        hiddenAt: null,
        versions: [],
      },
    ]);
    expect(await testApp.app.chat.readConversationRecord(999_999)).toEqual([]);
  });
});

describe('live edits, removals and typing', () => {
  it('reach the open pages of the group at once; typing is passed on at most every 1.5 s per socket', async () => {
    const { teacher, parent, groupId, messageId } = await chatWithMessage();
    const teacherSocket = openSocket(chatUrl(groupId, teacher));
    const parentSocket = openSocket(chatUrl(groupId, parent));
    await waitForBoth(groupId, teacher, [teacher.id, parent.id]);

    parentSocket.send({ type: 'typing' });
    parentSocket.send({ type: 'typing' });
    const typing = await teacherSocket.waitFor((message) => message.type === 'user_typing');
    expect(typing).toEqual({ type: 'user_typing', data: { user: { id: parent.id, first_name: 'Sam', last_name: 'Carter' } } });

    await inject('PUT', `chat-message-update/${messageId}/`, parent, { content: 'Mia is on her way' });
    const edited = await teacherSocket.waitFor((message) => message.type === 'chat_message_edited');
    expect(edited).toEqual({ type: 'chat_message_edited', data: { id: messageId, message: 'Mia is on her way', edited_at: expect.any(String) } });
    await inject('DELETE', `chat-message-delete/${messageId}/`, parent);
    expect(await teacherSocket.waitFor((message) => message.type === 'chat_message_removed')).toEqual({ type: 'chat_message_removed', data: { id: messageId } });
    // The second typing frame came too soon after the first: only one was passed on, and none was stored.
    expect(teacherSocket.received.filter((message) => message.type === 'user_typing')).toHaveLength(1);
    expect(await testApp.app.database.db.select().from(chatMessages).where(eq(chatMessages.groupId, groupId))).toHaveLength(1);
    await Promise.all([teacherSocket.close(), parentSocket.close()]);
  });

  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('cross instances through the bus', async () => {
    const { teacher, parent, groupId, messageId } = await chatWithMessage();
    // A second instance on the same database and Redis, as behind a load balancer.
    const second: FastifyInstance = await buildApp(testApp.config);
    try {
      const secondOrigin = await listenForSockets(second);
      const teacherSocket = openSocket(chatUrl(groupId, teacher));
      const parentSocket = openSocket(chatUrl(groupId, parent, secondOrigin));
      await waitForBoth(groupId, teacher, [teacher.id, parent.id]);
      parentSocket.send({ type: 'typing' });
      await teacherSocket.waitFor((message) => message.type === 'user_typing', 'typing from the other instance');
      // Edited through the second instance, seen on the first.
      const edit = await second.inject({ method: 'PUT', url: `/api/v1/school/chat-message-update/${messageId}/`, headers: parent.headers, payload: { content: 'On our way' } });
      expect(edit.statusCode).toBe(200);
      await teacherSocket.waitFor((message) => message.type === 'chat_message_edited' && (message.data as { message: string }).message === 'On our way', 'the edit');
      const removal = await second.inject({ method: 'DELETE', url: `/api/v1/school/chat-message-delete/${messageId}/`, headers: parent.headers });
      expect(removal.statusCode).toBe(204);
      await teacherSocket.waitFor((message) => message.type === 'chat_message_removed', 'the removal');
      await Promise.all([teacherSocket.close(), parentSocket.close()]);
    } finally {
      await second.close();
    }
  });
});
