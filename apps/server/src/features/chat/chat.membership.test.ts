import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, createParent, createStudent, linkChild, registerUser, type TestUser } from '../../test/factories.ts';
import { listenForSockets, openSocket, type TestSocket } from '../../test/sockets.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/**
 * A group 'Helpers' owned by the teacher with two parents of the class, added in that order;
 * a third parent of the class outside it; a parent of another class; a stranger.
 */
async function helpersGroup() {
  const room = await createClassroom(testApp.app);
  const secondParent = await createParent(testApp.app, { firstName: 'Priya', lastName: 'Shah' });
  await linkChild(testApp.app, secondParent, (await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Aanya')).inviteCode);
  const outsideParent = await createParent(testApp.app, { firstName: 'Noah', lastName: 'Kim' });
  await linkChild(testApp.app, outsideParent, (await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Leo')).inviteCode);
  const stranger = await registerUser(testApp.app);
  const { id: groupId } = (await inject('POST', 'chat-group-create/', room.teacher, { name: 'Helpers' })).json();
  for (const member of [room.parent, secondParent]) {
    expect((await inject('POST', `chat-group-add-members/${groupId}/`, room.teacher, [{ user: member.id, group: groupId }])).statusCode).toBe(201);
  }
  return { ...room, owner: room.teacher, member: room.parent, secondParent, outsideParent, stranger, groupId: groupId as number };
}

const memberIdsOf = async (groupId: number, viewer: TestUser) =>
  ((await inject('GET', `chat-group-members-list/${groupId}/`, viewer)).json() as { user: { id: number } }[]).map((member) => member.user.id);
const groupIdsOf = async (user: TestUser) =>
  ((await inject('GET', 'chat-group-user-get/', user)).json() as { chat_group_member: { group: { id: number } }[] }).chat_group_member.map((entry) => entry.group.id);

const chatUrl = (groupId: number, user: TestUser, at = origin) => `${at}/ws/chat/${groupId}/${user.key}/`;
const callUrl = (groupId: number, user: TestUser) => `${origin}/ws/call/${groupId}/${user.key}/`;
const isDisconnectOf = (user: TestUser) => (message: Record<string, unknown>) =>
  message.type === 'user_disconnected' && (message.data as { user: number }).user === user.id;

/** Waits until the server has counted these users into the group's chat. */
async function waitForChatPresence(groupId: number, viewer: TestUser, users: TestUser[]) {
  await expect
    .poll(async () => {
      const members = (await inject('GET', `chat-group-members-list/${groupId}/`, viewer)).json() as { user: { id: number }; connected_to_chat: boolean }[];
      return users.every((user) => members.some((member) => member.user.id === user.id && member.connected_to_chat));
    }, { timeout: 5000 })
    .toBe(true);
}

/** The socket still works: a message sent now arrives at it. */
async function expectStillOpen(socket: TestSocket, sender: TestSocket, text: string) {
  sender.send({ message: text });
  await socket.waitFor((message) => message.type === 'chat_message' && message.message === text, text);
  expect(socket.socket.readyState).toBe(socket.socket.OPEN);
}

describe('DELETE chat-group-member-delete/{groupId}/{userId}/', () => {
  it("lets the owner remove a member, who loses the group at once, and keeps the member's messages as 'User left the group'", async () => {
    const { owner, member, secondParent, groupId } = await helpersGroup();
    await testApp.app.chat.sendMessage({ id: member.id, firstName: member.firstName, lastName: member.lastName }, groupId, 'I can bring cakes.');

    const response = await inject('DELETE', `chat-group-member-delete/${groupId}/${member.id}/`, owner);
    expect(response.statusCode).toBe(204);

    expect(await memberIdsOf(groupId, owner)).toEqual([owner.id, secondParent.id]);
    expect(await groupIdsOf(member)).not.toContain(groupId);
    for (const url of [`chat-group-get/${groupId}/`, `chat-group-members-list/${groupId}/`, `chat-messages/${groupId}/`]) {
      expect((await inject('GET', url, member)).statusCode).toBe(403);
    }
    expect((await inject('POST', `chat-group-add-members/${groupId}/`, member, [{ user: member.id, group: groupId }])).statusCode).toBe(403);
    expect((await inject('POST', `chat-group-leave/${groupId}/`, member)).statusCode).toBe(403);
    const messages = (await inject('GET', `chat-group-get/${groupId}/`, secondParent)).json().chat_messages;
    expect(messages).toEqual([expect.objectContaining({ content: 'I can bring cakes.', sender: null })]);
    // Nor can the socket write for them any more.
    await expect(testApp.app.chat.sendMessage({ id: member.id, firstName: member.firstName, lastName: member.lastName }, groupId, 'Still here?')).rejects.toThrow(
      'Only the members of this chat can see it.',
    );
  });

  it("clears the removed member's notifications of the group, and only theirs", async () => {
    const { owner, member, secondParent, groupId } = await helpersGroup();
    const ownerSocket = openSocket(chatUrl(groupId, owner));
    await waitForChatPresence(groupId, owner, [owner]);
    ownerSocket.send({ message: 'Setting up at 2:45.' });
    const unreadOf = async (user: TestUser) =>
      ((await inject('GET', 'notifications-get/', user)).json() as { group: { id: number } | null }[]).filter((entry) => entry.group?.id === groupId).length;
    await expect.poll(() => unreadOf(member)).toBe(1);
    await expect.poll(() => unreadOf(secondParent)).toBe(1);

    expect((await inject('DELETE', `chat-group-member-delete/${groupId}/${member.id}/`, owner)).statusCode).toBe(204);
    expect(await unreadOf(member)).toBe(0);
    expect(await unreadOf(secondParent)).toBe(1);
    await ownerSocket.close();
  });

  it('refuses every other role, the owner themselves, and someone not in the group, changing nothing', async () => {
    const { owner, member, secondParent, outsideParent, otherParent, otherTeacher, stranger, groupId } = await helpersGroup();
    const url = (userId: number) => `chat-group-member-delete/${groupId}/${userId}/`;

    expect((await inject('DELETE', url(secondParent.id))).statusCode).toBe(401);
    const byMember = await inject('DELETE', url(secondParent.id), member);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ detail: 'Only the owner of this group can remove members.' });
    expect((await inject('DELETE', url(owner.id), member)).statusCode).toBe(403);
    for (const outsider of [outsideParent, otherParent, otherTeacher, stranger]) {
      const response = await inject('DELETE', url(member.id), outsider);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Only the members of this chat can see it.' });
    }
    const self = await inject('DELETE', url(owner.id), owner);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ non_field_errors: ['The owner cannot be removed from the group.'] });
    const notIn = await inject('DELETE', url(outsideParent.id), owner);
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json()).toEqual({ detail: 'This person is not a member of the group.' });
    expect((await inject('DELETE', `chat-group-member-delete/999999/${member.id}/`, owner)).statusCode).toBe(404);
    expect((await inject('DELETE', `chat-group-member-delete/${groupId}/abc/`, owner)).statusCode).toBe(404);

    expect(await memberIdsOf(groupId, owner)).toEqual([owner.id, member.id, secondParent.id]);
  });
});

describe('POST chat-group-leave/{groupId}/', () => {
  it('lets a member leave; the group disappears from their list and stays for the others', async () => {
    const { owner, member, secondParent, groupId } = await helpersGroup();
    expect((await inject('POST', `chat-group-leave/${groupId}/`, member)).statusCode).toBe(204);
    expect(await groupIdsOf(member)).not.toContain(groupId);
    expect((await inject('GET', `chat-group-get/${groupId}/`, member)).statusCode).toBe(403);
    expect(await memberIdsOf(groupId, owner)).toEqual([owner.id, secondParent.id]);
    expect((await inject('GET', `chat-group-get/${groupId}/`, owner)).json().group_owner.id).toBe(owner.id);
  });

  it('hands an owner who leaves over to the longest-standing member, and ends with the last member', async () => {
    const { owner, member, secondParent, groupId } = await helpersGroup();
    expect((await inject('POST', `chat-group-leave/${groupId}/`, owner)).statusCode).toBe(204);
    const group = (await inject('GET', `chat-group-get/${groupId}/`, secondParent)).json();
    expect(group.group_owner).toEqual({ id: member.id, first_name: 'Sam', last_name: 'Carter', profile_picture: null });
    expect(group.chat_members.map((entry: { user: { id: number } }) => entry.user.id)).toEqual([member.id, secondParent.id]);
    // The new owner has the owner's rights.
    expect((await inject('DELETE', `chat-group-member-delete/${groupId}/${secondParent.id}/`, member)).statusCode).toBe(204);

    expect((await inject('POST', `chat-group-leave/${groupId}/`, member)).statusCode).toBe(204);
    expect((await inject('GET', `chat-group-get/${groupId}/`, member)).statusCode).toBe(404);
    expect(await groupIdsOf(owner)).not.toContain(groupId);
  });

  it('refuses anonymous users and anyone outside the group', async () => {
    const { owner, member, secondParent, outsideParent, otherParent, stranger, groupId } = await helpersGroup();
    expect((await inject('POST', `chat-group-leave/${groupId}/`)).statusCode).toBe(401);
    for (const outsider of [outsideParent, otherParent, stranger]) {
      expect((await inject('POST', `chat-group-leave/${groupId}/`, outsider)).statusCode).toBe(403);
    }
    expect((await inject('POST', 'chat-group-leave/999999/', member)).statusCode).toBe(404);
    expect(await memberIdsOf(groupId, owner)).toEqual([owner.id, member.id, secondParent.id]);
  });
});

describe('direct chats', () => {
  it('cannot be left, have members removed, or take settings', async () => {
    const { teacher, parent, otherParent } = await createClassroom(testApp.app);
    const { id } = (await inject('POST', 'chat-group-create-direct/', teacher, { recipient: parent.id })).json();
    const refusal = { non_field_errors: ['A direct chat cannot be left, and nobody can be removed from it.'] };
    for (const user of [teacher, parent]) {
      const left = await inject('POST', `chat-group-leave/${id}/`, user);
      expect(left.statusCode).toBe(400);
      expect(left.json()).toEqual(refusal);
    }
    const removed = await inject('DELETE', `chat-group-member-delete/${id}/${parent.id}/`, teacher);
    expect(removed.statusCode).toBe(400);
    expect(removed.json()).toEqual(refusal);
    expect((await inject('PUT', `chat-group-settings-update/${id}/`, teacher, { only_owner_adds_members: true })).statusCode).toBe(400);
    expect((await inject('POST', `chat-group-leave/${id}/`, otherParent)).statusCode).toBe(403);
    expect(await memberIdsOf(id, teacher)).toEqual([teacher.id, parent.id]);
  });
});

describe('PUT chat-group-settings-update/{groupId}/ and adding members', () => {
  it('lets the owner keep adding to themselves; others get 403 and nothing is added', async () => {
    const { owner, member, secondParent, outsideParent, groupId } = await helpersGroup();
    expect((await inject('GET', `chat-group-get/${groupId}/`, member)).json().only_owner_adds_members).toBe(false);

    const saved = await inject('PUT', `chat-group-settings-update/${groupId}/`, owner, { only_owner_adds_members: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id: groupId, name: 'Helpers', only_owner_adds_members: true });
    expect((await inject('GET', `chat-group-get/${groupId}/`, member)).json().only_owner_adds_members).toBe(true);
    const listed = (await inject('GET', 'chat-group-user-get/', secondParent)).json().chat_group_member;
    expect(listed.find((entry: { group: { id: number } }) => entry.group.id === groupId).group.only_owner_adds_members).toBe(true);

    const byMember = await inject('POST', `chat-group-add-members/${groupId}/`, member, [{ user: outsideParent.id, group: groupId }]);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ detail: 'Only the owner of this group can add members.' });
    expect(await memberIdsOf(groupId, owner)).toEqual([owner.id, member.id, secondParent.id]);
    expect((await inject('POST', `chat-group-add-members/${groupId}/`, owner, [{ user: outsideParent.id, group: groupId }])).statusCode).toBe(201);

    // Turned off again, any member adds.
    expect((await inject('DELETE', `chat-group-member-delete/${groupId}/${outsideParent.id}/`, owner)).statusCode).toBe(204);
    await inject('PUT', `chat-group-settings-update/${groupId}/`, owner, { only_owner_adds_members: false });
    expect((await inject('POST', `chat-group-add-members/${groupId}/`, member, [{ user: outsideParent.id, group: groupId }])).statusCode).toBe(201);
  });

  it('refuses the setting to every role but the owner, and a body that is not a boolean', async () => {
    const { owner, member, outsideParent, otherParent, stranger, groupId } = await helpersGroup();
    const url = `chat-group-settings-update/${groupId}/`;
    expect((await inject('PUT', url, undefined, { only_owner_adds_members: true })).statusCode).toBe(401);
    const byMember = await inject('PUT', url, member, { only_owner_adds_members: true });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ detail: 'Only the owner of this group can change its settings.' });
    for (const outsider of [outsideParent, otherParent, stranger]) {
      expect((await inject('PUT', url, outsider, { only_owner_adds_members: true })).statusCode).toBe(403);
    }
    const invalid = await inject('PUT', url, owner, { only_owner_adds_members: 'maybe' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ only_owner_adds_members: ['Choose true or false.'] });
    expect((await inject('PUT', 'chat-group-settings-update/999999/', owner, { only_owner_adds_members: true })).statusCode).toBe(404);
    expect((await inject('GET', `chat-group-get/${groupId}/`, owner)).json().only_owner_adds_members).toBe(false);
  });

  it('checks every item of the list: one invalid item or one person who may not be added refuses all', async () => {
    const { owner, member, secondParent, outsideParent, otherParent, stranger, groupId } = await helpersGroup();
    const { id: otherGroupId } = (await inject('POST', 'chat-group-create/', owner, { name: 'Other' })).json();
    const url = `chat-group-add-members/${groupId}/`;
    const valid = { user: outsideParent.id, group: groupId };
    const cases: [unknown[], Record<string, string[]>][] = [
      [[valid, { user: 'abc', group: groupId }], { '1.user': [expect.any(String)] as unknown as string[] }],
      [[valid, { group: groupId }], { '1.user': [expect.any(String)] as unknown as string[] }],
      [[valid, 'not an object'], { '1': [expect.any(String)] as unknown as string[] }],
      [[valid, { user: otherParent.id, group: groupId }], { '1.user': ['You can only chat with the teachers and parents of your classes.'] }],
      [[valid, { user: stranger.id, group: groupId }], { '1.user': ['You can only chat with the teachers and parents of your classes.'] }],
      [[valid, { user: 999_999, group: groupId }], { '1.user': ['You can only chat with the teachers and parents of your classes.'] }],
      [[valid, { user: secondParent.id, group: otherGroupId }], { '1.group': ['The group does not match the address.'] }],
      [[valid, { user: secondParent.id, group: groupId }], { non_field_errors: ['Priya Shah is already in the group'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await inject('POST', url, member, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect(await memberIdsOf(groupId, owner)).toEqual([owner.id, member.id, secondParent.id]);
  });
});

describe('sockets of a member who goes', () => {
  it("close the removed member's chat sockets (every tab) with 4403; the others stay open and see user_disconnected", async () => {
    const { owner, member, secondParent, groupId } = await helpersGroup();
    const ownerSocket = openSocket(chatUrl(groupId, owner));
    const secondSocket = openSocket(chatUrl(groupId, secondParent));
    const memberTabs = [openSocket(chatUrl(groupId, member)), openSocket(chatUrl(groupId, member))];
    await waitForChatPresence(groupId, owner, [owner, secondParent, member]);
    await Promise.all(memberTabs.map((tab) => tab.opened));

    expect((await inject('DELETE', `chat-group-member-delete/${groupId}/${member.id}/`, owner)).statusCode).toBe(204);
    expect(await Promise.all(memberTabs.map((tab) => tab.closed))).toEqual([4403, 4403]);
    await ownerSocket.waitFor(isDisconnectOf(member), 'the member leaving');
    await secondSocket.waitFor(isDisconnectOf(member), 'the member leaving');
    await expectStillOpen(secondSocket, ownerSocket, 'Still here?');
    await expectStillOpen(ownerSocket, secondSocket, 'Yes!');
    expect(memberTabs.flatMap((tab) => tab.received).filter((message) => message.message === 'Still here?')).toEqual([]);
    // And cannot come back.
    expect(await openSocket(chatUrl(groupId, member)).closed).toBe(4403);
    await Promise.all([ownerSocket.close(), secondSocket.close()]);
  });

  it("close the call socket of a member who leaves; the other member's stays open and sees user_disconnected", async () => {
    const { owner, member, secondParent, groupId } = await helpersGroup();
    // Calls are between exactly two members: the group is brought down to two first.
    expect((await inject('DELETE', `chat-group-member-delete/${groupId}/${secondParent.id}/`, owner)).statusCode).toBe(204);
    const ownerCall = openSocket(callUrl(groupId, owner));
    await ownerCall.waitFor((message) => message.type === 'connection');
    const memberCall = openSocket(callUrl(groupId, member));
    const memberChat = openSocket(chatUrl(groupId, member));
    await ownerCall.waitFor((message) => message.type === 'user_connected');
    await waitForChatPresence(groupId, owner, [member]);

    expect((await inject('POST', `chat-group-leave/${groupId}/`, member)).statusCode).toBe(204);
    expect(await memberCall.closed).toBe(4403);
    expect(await memberChat.closed).toBe(4403);
    await ownerCall.waitFor(isDisconnectOf(member), 'the member leaving the call');
    ownerCall.send({ type: 'login' });
    await ownerCall.waitFor(() => ownerCall.received.filter((message) => message.type === 'connection').length === 2, 'an answer to login');
    expect(ownerCall.socket.readyState).toBe(ownerCall.socket.OPEN);
    await ownerCall.close();
  });

  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('close on another instance too', async () => {
    const { owner, member, groupId } = await helpersGroup();
    // A second instance on the same database and Redis, as behind a load balancer.
    const second: FastifyInstance = await buildApp(testApp.config);
    try {
      const secondOrigin = await listenForSockets(second);
      const ownerSocket = openSocket(chatUrl(groupId, owner));
      const memberSocket = openSocket(chatUrl(groupId, member, secondOrigin));
      await waitForChatPresence(groupId, owner, [owner, member]);
      expect((await inject('DELETE', `chat-group-member-delete/${groupId}/${member.id}/`, owner)).statusCode).toBe(204);
      expect(await memberSocket.closed).toBe(4403);
      await ownerSocket.waitFor(isDisconnectOf(member), 'the member leaving');
      await ownerSocket.close();
    } finally {
      await second.close();
    }
  });
});
