import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom, type TestUser } from '../../test/factories.ts';
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

/** Sends a message through the socket and waits until it is stored: answers its id. */
async function send(groupId: number, user: TestUser, text: string): Promise<number> {
  const socket = openSocket(`${origin}/ws/chat/${groupId}/${user.key}/`);
  socket.send({ message: text });
  const echoed = await socket.waitFor((message) => message.type === 'chat_message' && message.message === text);
  await socket.close();
  return echoed.id as number;
}

/** A group chat of the classroom's teacher (its owner) and parent. */
async function groupOfClassroom() {
  const room = await createClassroom(testApp.app);
  const { id: groupId } = (await inject('POST', 'chat-group-create/', room.teacher, { name: 'Class 3B families' })).json() as { id: number };
  expect((await inject('POST', `chat-group-add-members/${groupId}/`, room.teacher, [{ user: room.parent.id, group: groupId }])).statusCode).toBe(201);
  return { ...room, groupId };
}

interface GroupAnswer {
  chat_messages: { id: number; content: string; is_removed: boolean; hidden_by_school?: boolean; sender: { id: number } | null }[];
  has_older_messages: boolean;
}

/** The chat as opened (its messages from the kept window) and the same page read from the database (the route for older pages). */
async function keptAndStored(groupId: number, viewer: TestUser) {
  const opened = await inject('GET', `chat-group-get/${groupId}/`, viewer);
  expect(opened.statusCode).toBe(200);
  const stored = await inject('GET', `chat-messages/${groupId}/`, viewer);
  expect(stored.statusCode).toBe(200);
  const { chat_messages, has_older_messages } = opened.json() as GroupAnswer;
  return { kept: { chat_messages, has_older_messages }, stored: stored.json() as GroupAnswer };
}

describe('the recent messages each instance keeps of a group', () => {
  it('answer as the database does, through removals, edits, hiding and a sender who left', async () => {
    const { teacher, parent, groupId } = await groupOfClassroom();
    await send(groupId, teacher, 'Welcome to the class chat');
    const removed = await send(groupId, parent, 'Wrong chat, sorry');
    const edited = await send(groupId, parent, 'Pick-up at 3');
    const hidden = await send(groupId, teacher, 'A message a leader hides');
    // Read once: the window is kept from now on.
    await keptAndStored(groupId, parent);

    expect((await inject('DELETE', `chat-message-delete/${removed}/`, parent)).statusCode).toBe(204);
    expect((await inject('PUT', `chat-message-update/${edited}/`, parent, { content: 'Pick-up at 3:15' })).statusCode).toBe(200);
    await testApp.app.chat.setMessageHidden(hidden, true);
    await send(groupId, parent, 'Thank you');

    for (const viewer of [teacher, parent]) {
      const { kept, stored } = await keptAndStored(groupId, viewer);
      expect(kept).toEqual(stored);
    }
    const { kept: atParent } = await keptAndStored(groupId, parent);
    expect(atParent.chat_messages.find((message) => message.id === removed)).toMatchObject({ content: '', is_removed: true });
    expect(atParent.chat_messages.find((message) => message.id === edited)?.content).toBe('Pick-up at 3:15');
    expect(atParent.chat_messages.some((message) => message.id === hidden)).toBe(false);
    const { kept: atTeacher } = await keptAndStored(groupId, teacher);
    expect(atTeacher.chat_messages.find((message) => message.id === hidden)?.hidden_by_school).toBe(true);

    // Shown again by the school: back for every member.
    await testApp.app.chat.setMessageHidden(hidden, false);
    const { kept: shown, stored: shownStored } = await keptAndStored(groupId, parent);
    expect(shown).toEqual(shownStored);
    expect(shown.chat_messages.some((message) => message.id === hidden)).toBe(true);

    // A sender who left shows as 'User left the group' in the kept answer too.
    expect((await inject('POST', `chat-group-leave/${groupId}/`, parent)).statusCode).toBe(204);
    const { kept: afterLeaving, stored: afterLeavingStored } = await keptAndStored(groupId, teacher);
    expect(afterLeaving).toEqual(afterLeavingStored);
    expect(afterLeaving.chat_messages.find((message) => message.id === edited)?.sender).toBeNull();
  });

  it('give a new message to the next reader at once', async () => {
    const { teacher, parent, groupId } = await groupOfClassroom();
    await send(groupId, teacher, 'First');
    await keptAndStored(groupId, parent);
    const second = await send(groupId, teacher, 'Second');
    // The message came by the bus: opening the chat reads no message (chat.statements.test.ts counts it).
    const opened = (await inject('GET', `chat-group-get/${groupId}/`, parent)).json() as GroupAnswer;
    expect(opened.chat_messages.map((message) => message.content)).toEqual(['First', 'Second']);
    expect(opened.chat_messages.at(-1)?.id).toBe(second);
    const { kept, stored } = await keptAndStored(groupId, parent);
    expect(kept).toEqual(stored);
  });

  it('are refused to a member removed after reading them, to outsiders and to anonymous callers', async () => {
    const { teacher, parent, otherParent, otherTeacher, groupId } = await groupOfClassroom();
    await send(groupId, parent, 'Hello everyone');
    await keptAndStored(groupId, parent);
    expect((await inject('DELETE', `chat-group-member-delete/${groupId}/${parent.id}/`, teacher)).statusCode).toBe(204);

    expect((await inject('GET', `chat-group-get/${groupId}/`, parent)).statusCode).toBe(403);
    expect((await inject('GET', `chat-group-get/${groupId}/`, otherParent)).statusCode).toBe(403);
    expect((await inject('GET', `chat-group-get/${groupId}/`, otherTeacher)).statusCode).toBe(403);
    expect((await inject('GET', `chat-group-get/${groupId}/`)).statusCode).toBe(401);
    expect((await inject('GET', `chat-group-get/${groupId + 100_000}/`, parent)).statusCode).toBe(404);
    // Their read marks are refused alike.
    expect((await inject('POST', `chat-group-read/${groupId}/`, parent, {})).statusCode).toBe(403);
    expect((await inject('POST', `chat-group-read/${groupId + 100_000}/`, parent, {})).statusCode).toBe(404);
    expect((await inject('GET', `chat-group-get/${groupId}/`, teacher)).statusCode).toBe(200);
  });
});
