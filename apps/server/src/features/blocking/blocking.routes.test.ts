import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
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

/** A class with its teacher and three families, and a family of another class. */
async function createClassWithFamilies() {
  const teacher = await createTeacher(testApp.app, { firstName: 'Olivia', lastName: 'Bennett' });
  const schoolClass = await createClass(testApp.app, teacher, 'Class 2A');
  const family = async (child: string, firstName: string) => {
    const parent = await createParent(testApp.app, { firstName, lastName: 'Parent' });
    await linkChild(testApp.app, parent, (await createStudent(testApp.app, teacher, schoolClass.id, child)).inviteCode);
    return parent;
  };
  const blocker = await family('Mia', 'Bella');
  const blocked = await family('Leo', 'Boris');
  const bystander = await family('Ivy', 'Cleo');
  const otherTeacher = await createTeacher(testApp.app);
  const otherClass = await createClass(testApp.app, otherTeacher, 'Class 5C');
  const outsider = await createParent(testApp.app);
  await linkChild(testApp.app, outsider, (await createStudent(testApp.app, otherTeacher, otherClass.id, 'Zoe')).inviteCode);
  return { teacher, schoolClass, blocker, blocked, bystander, otherTeacher, outsider };
}

const openDirect = (from: TestUser, to: TestUser) =>
  inject('POST', 'chat-group-create-direct/', from, { name: 'direct', recipient: to.id });

const chatUrl = (groupId: number, user: TestUser) => `${origin}/ws/chat/${groupId}/${user.key}/`;

describe('blocking', () => {
  it('a parent blocks another parent: no new direct chat either way, and the blocked one is refused as if unreachable', async () => {
    const s = await createClassWithFamilies();
    expect((await inject('POST', 'user-block/', s.blocker, { user: s.blocked.id })).statusCode).toBe(204);
    // Blocking again changes nothing.
    expect((await inject('POST', 'user-block/', s.blocker, { user: s.blocked.id })).statusCode).toBe(204);

    const byBlocked = await openDirect(s.blocked, s.blocker);
    const unreachable = await openDirect(s.blocked, s.outsider);
    expect(byBlocked.statusCode).toBe(403);
    // Exactly what someone out of reach answers: the block is not revealed.
    expect(byBlocked.statusCode).toBe(unreachable.statusCode);
    expect(byBlocked.json()).toEqual(unreachable.json());

    const byBlocker = await openDirect(s.blocker, s.blocked);
    expect(byBlocker.statusCode).toBe(403);
    expect(byBlocker.json()).toEqual({ detail: 'You blocked this person. Unblock them in Settings to write to them.' });

    // Everyone else is reached as before.
    expect((await openDirect(s.blocked, s.bystander)).statusCode).toBeLessThan(300);
    expect((await openDirect(s.blocker, s.teacher)).statusCode).toBeLessThan(300);
  });

  it('refuses a message in a direct chat opened before the block, either way, and lets it through after unblocking', async () => {
    const s = await createClassWithFamilies();
    const groupId = (await openDirect(s.blocked, s.blocker)).json<{ id: number }>().id;
    expect((await inject('POST', 'user-block/', s.blocker, { user: s.blocked.id })).statusCode).toBe(204);

    const blockedSocket = openSocket(chatUrl(groupId, s.blocked));
    blockedSocket.send({ message: 'Hello?' });
    const refusal = await blockedSocket.waitFor((message) => message.type === 'error', 'the refusal');
    expect(refusal).toEqual({ type: 'error', message: 'You can only chat with the teachers and parents of your classes.' });
    await blockedSocket.close();

    const sendAs = (user: TestUser, text: string) =>
      testApp.app.chat.sendMessage({ id: user.id, firstName: 'X', lastName: 'Y' }, groupId, text);
    await expect(sendAs(s.blocker, 'Leave me be')).rejects.toMatchObject({ statusCode: 403 });
    const group = (await inject('GET', `chat-group-get/${groupId}/`, s.blocker)).json<{ chat_messages: unknown[] }>();
    expect(group.chat_messages).toEqual([]);

    expect((await inject('POST', 'user-unblock/', s.blocker, { user: s.blocked.id })).statusCode).toBe(204);
    await expect(sendAs(s.blocked, 'Sorry')).resolves.toMatchObject({ content: 'Sorry' });
  });

  it('keeps group chats working between them', async () => {
    const s = await createClassWithFamilies();
    const group = (await inject('POST', 'chat-group-create/', s.blocker, { name: 'Class trip' })).json<{ id: number }>();
    await inject('POST', `chat-group-add-members/${group.id}/`, s.blocker, [{ user: s.blocked.id, group: group.id }]);
    await inject('POST', 'user-block/', s.blocker, { user: s.blocked.id });
    await expect(
      testApp.app.chat.sendMessage({ id: s.blocked.id, firstName: 'B', lastName: 'P' }, group.id, 'Bus at 9'),
    ).resolves.toMatchObject({ content: 'Bus at 9' });
  });

  it('lists whom the user blocked, never who blocked them', async () => {
    const s = await createClassWithFamilies();
    await inject('POST', 'user-block/', s.blocker, { user: s.blocked.id });
    const list = await inject('GET', 'user-block-list/', s.blocker);
    expect(list.json()).toEqual({
      blocked: [{ user: expect.objectContaining({ id: s.blocked.id, first_name: 'Boris' }), created_at: expect.any(String) }],
    });
    expect((await inject('GET', 'user-block-list/', s.blocked)).json()).toEqual({ blocked: [] });
    expect((await inject('POST', 'user-unblock/', s.blocker, { user: s.blocked.id })).statusCode).toBe(204);
    expect((await inject('GET', 'user-block-list/', s.blocker)).json()).toEqual({ blocked: [] });
  });

  it('refuses to block a teacher, for a teacher to block a parent, someone out of reach, or oneself; and anonymous', async () => {
    const s = await createClassWithFamilies();
    expect((await inject('POST', 'user-block/', s.blocker, { user: s.teacher.id })).statusCode).toBe(403);
    expect((await inject('POST', 'user-block/', s.teacher, { user: s.blocker.id })).statusCode).toBe(403);
    expect((await inject('POST', 'user-block/', s.blocker, { user: s.outsider.id })).statusCode).toBe(404);
    expect((await inject('POST', 'user-block/', s.otherTeacher, { user: s.blocker.id })).statusCode).toBe(404);
    expect((await inject('POST', 'user-block/', s.outsider, { user: s.blocked.id })).statusCode).toBe(404);
    expect((await inject('POST', 'user-block/', s.blocker, { user: 999999 })).statusCode).toBe(404);
    const self = await inject('POST', 'user-block/', s.blocker, { user: s.blocker.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ user: ['Only other parents can be blocked; the school must stay reachable.'] });
    const bad = await inject('POST', 'user-block/', s.blocker, { user: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ user: ['Say whom to block.'] });
    expect((await inject('GET', 'user-block-list/', s.blocker)).json()).toEqual({ blocked: [] });
    for (const [method, path] of [['POST', 'user-block/'], ['POST', 'user-unblock/'], ['GET', 'user-block-list/']] as const) {
      expect((await inject(method, path, undefined, method === 'POST' ? { user: s.blocked.id } : undefined)).statusCode).toBe(401);
    }
  });
});
