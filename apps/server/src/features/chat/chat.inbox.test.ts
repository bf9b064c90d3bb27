import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, createParent, createStudent, linkChild, registerUser, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { listenForSockets, openSocket } from '../../test/sockets.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/** A class with its teacher, two linked parents, and a classroom of strangers. */
async function school() {
  const room = await createClassroom(testApp.app);
  const secondParent = await createParent(testApp.app, { firstName: 'Priya', lastName: 'Shah' });
  const secondChild = await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Aanya');
  await linkChild(testApp.app, secondParent, secondChild.inviteCode);
  return { ...room, secondParent };
}

/** Writes a message as the chat socket does; answers its id. */
async function send(sender: TestUser, groupId: number, text: string): Promise<number> {
  const message = await testApp.app.chat.sendMessage({ id: sender.id, firstName: sender.firstName, lastName: sender.lastName }, groupId, text);
  return message.id;
}

interface InboxEntry {
  group: { id: number; name: string };
  last_message: { id: number; text: string; sender: { id: number } | null; created_at: string } | null;
  unread_count: number;
}

async function inboxOf(user: TestUser): Promise<InboxEntry[]> {
  const response = await inject('GET', 'chat-group-user-get/', user);
  expect(response.statusCode).toBe(200);
  return response.json().chat_group_member;
}

/** Each chat of the inbox as `name: unread`, in the order listed. */
async function unreadOf(user: TestUser): Promise<string[]> {
  return (await inboxOf(user)).map((entry) => `${entry.group.name}: ${entry.unread_count}`);
}

describe('the inbox', () => {
  it('lists chats by their latest message, with that message and the unread count of each', async () => {
    const { teacher, parent, secondParent } = await school();
    const direct = (await inject('POST', 'chat-group-create-direct/', teacher, { recipient: parent.id })).json();
    const helpers = (await inject('POST', 'chat-group-create/', teacher, { name: 'Helpers' })).json();
    await inject('POST', `chat-group-add-members/${helpers.id}/`, teacher, [{ user: parent.id, group: helpers.id }, { user: secondParent.id, group: helpers.id }]);

    await send(parent, direct.id, 'Hello Ms Bennett');
    await send(secondParent, helpers.id, 'I can bring cakes.');
    expect(await unreadOf(teacher)).toEqual(['Helpers: 1', 'direct: 1']);
    const latest = await send(parent, direct.id, 'Leo is ill today.');

    const [first, second] = await inboxOf(teacher);
    expect(first).toMatchObject({
      group: { id: direct.id },
      last_message: { id: latest, text: 'Leo is ill today.', sender: { id: parent.id, first_name: 'Sam', last_name: 'Carter' }, created_at: expect.any(String) },
      unread_count: 2,
    });
    expect(new Date(first!.last_message!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(second).toMatchObject({ group: { id: helpers.id }, last_message: { text: 'I can bring cakes.', sender: { id: secondParent.id } }, unread_count: 1 });
    // One's own messages are never unread.
    expect(await unreadOf(parent)).toEqual(['direct: 0', 'Helpers: 1']);
    expect(await unreadOf(secondParent)).toEqual(['Helpers: 0']);

    // A chat just joined comes first, with no message yet.
    const newest = (await inject('POST', 'chat-group-create/', parent, { name: 'Class party' })).json();
    const [joined] = await inboxOf(parent);
    expect(joined).toMatchObject({ group: { id: newest.id }, last_message: null, unread_count: 0 });
  });

  it("counts for someone added to a group only what comes after they joined, and shows a departed sender's last message as from nobody", async () => {
    const { teacher, parent, secondParent } = await school();
    const helpers = (await inject('POST', 'chat-group-create/', teacher, { name: 'Helpers' })).json();
    await inject('POST', `chat-group-add-members/${helpers.id}/`, teacher, [{ user: parent.id, group: helpers.id }]);
    await send(parent, helpers.id, 'First');
    await send(teacher, helpers.id, 'Second');
    await inject('POST', `chat-group-add-members/${helpers.id}/`, teacher, [{ user: secondParent.id, group: helpers.id }]);
    expect(await unreadOf(secondParent)).toEqual(['Helpers: 0']);
    await send(parent, helpers.id, 'Welcome Priya!');
    expect(await unreadOf(secondParent)).toEqual(['Helpers: 1']);
    expect((await inject('POST', `chat-group-leave/${helpers.id}/`, parent)).statusCode).toBe(204);
    const [entry] = await inboxOf(secondParent);
    expect(entry).toMatchObject({ last_message: { text: 'Welcome Priya!', sender: null }, unread_count: 1 });
    // The inbox carries the start of a long message only, never half an emoji.
    await send(teacher, helpers.id, `${'🎉'.repeat(150)}${'x'.repeat(4000)}`);
    const [long] = await inboxOf(secondParent);
    expect(long!.last_message!.text).toBe(`${'🎉'.repeat(150)}${'x'.repeat(50)}`);
  });

  it('is answered in the same statements for one chat or many', async () => {
    async function statementsToListChats(chatCount: number) {
      const { parent } = await school();
      for (let index = 0; index < chatCount; index += 1) {
        const { id } = (await inject('POST', 'chat-group-create/', parent, { name: `Group ${index}` })).json();
        await send(parent, id, `Hello ${index}`);
      }
      return testApp.app.database.queries.countDuring(async () => {
        expect(await inboxOf(parent)).toHaveLength(chatCount);
      });
    }
    const one = await statementsToListChats(1);
    expect(await statementsToListChats(12)).toBe(one);
  });
});

describe('reading a chat', () => {
  it('moves the read mark up to a message, never back and never past the newest', async () => {
    const { teacher, parent } = await school();
    const { id: groupId } = (await inject('POST', 'chat-group-create-direct/', teacher, { recipient: parent.id })).json();
    const first = await send(parent, groupId, 'One');
    const second = await send(parent, groupId, 'Two');
    await send(parent, groupId, 'Three');

    const partly = await inject('POST', `chat-group-read/${groupId}/`, teacher, { message: second });
    expect(partly.statusCode).toBe(200);
    expect(partly.json()).toEqual({ group: groupId, last_read_message_id: second, unread_count: 1 });
    expect((await inject('POST', `chat-group-read/${groupId}/`, teacher, { message: first })).json()).toEqual({ group: groupId, last_read_message_id: second, unread_count: 1 });
    const all = (await inject('POST', `chat-group-read/${groupId}/`, teacher, {})).json();
    expect(all).toMatchObject({ unread_count: 0 });
    expect(all.last_read_message_id).toBeGreaterThan(second);
    // A mark beyond the newest stops at it: a message sent later is unread.
    expect((await inject('POST', `chat-group-read/${groupId}/`, teacher, { message: 2_000_000_000 })).json()).toEqual(all);
    await send(parent, groupId, 'Four');
    expect(await unreadOf(teacher)).toEqual(['direct: 1']);
    expect((await inject('POST', `chat-group-read/${groupId}/`, teacher, { message: 'x' })).statusCode).toBe(400);
  });

  it("clears the reader's 'New message' notification, live, once nothing is left unread", async () => {
    const { teacher, parent } = await school();
    const { id: groupId } = (await inject('POST', 'chat-group-create-direct/', parent, { recipient: teacher.id })).json();
    const bell = openSocket(`${origin}/ws/notifications/${teacher.key}/`);
    await bell.opened;
    const chat = openSocket(`${origin}/ws/chat/${groupId}/${parent.key}/`);
    chat.send({ message: 'Hello!' });
    chat.send({ message: 'Are you there?' });
    const notified = await bell.waitFor((message) => message.type === 'notification' && (message.notification as { qty_missed: number }).qty_missed === 2);
    const notificationId = (notified.notification as { id: number }).id;
    const [entry] = await inboxOf(teacher);
    expect(entry).toMatchObject({ last_message: { text: 'Are you there?' }, unread_count: 2 });

    // Read halfway, the chat still has news: the notification stays.
    const firstId = entry!.last_message!.id - 1;
    expect((await inject('POST', `chat-group-read/${groupId}/`, teacher, { message: firstId })).json().unread_count).toBe(1);
    expect((await inject('GET', 'notifications-get/', teacher)).json()).toHaveLength(1);

    expect((await inject('POST', `chat-group-read/${groupId}/`, teacher, { message: entry!.last_message!.id })).json().unread_count).toBe(0);
    expect(await bell.waitFor((message) => message.type === 'notification_read')).toEqual({ type: 'notification_read', id: notificationId });
    expect((await inject('GET', 'notifications-get/', teacher)).json()).toEqual([]);
    await Promise.all([bell.close(), chat.close()]);
  });

  it('is refused to everyone but the members', async () => {
    const { teacher, parent, secondParent, otherTeacher, otherParent } = await school();
    const { id: groupId } = (await inject('POST', 'chat-group-create-direct/', teacher, { recipient: parent.id })).json();
    const messageId = await send(parent, groupId, 'Only for Ms Bennett');
    for (const stranger of [secondParent, otherTeacher, otherParent, await registerUser(testApp.app)]) {
      const response = await inject('POST', `chat-group-read/${groupId}/`, stranger, { message: messageId });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Only the members of this chat can see it.' });
    }
    expect((await inject('POST', `chat-group-read/${groupId}/`, undefined, { message: messageId })).statusCode).toBe(401);
    expect((await inject('POST', 'chat-group-read/999999/', teacher, {})).statusCode).toBe(404);
    // Nobody's refused attempt moved the teacher's mark.
    expect(await unreadOf(teacher)).toEqual(['direct: 1']);
  });
});
