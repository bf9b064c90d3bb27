import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { chatGroups } from '../chat/chat.table.ts';
import { notifications } from './notifications.table.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/**
 * A classroom whose parent has `chats` unread chat entries (the first of a direct chat with the
 * teacher, the others of groups of the parent's own) and a class entry. Stored directly: the
 * fan-outs that make them have tests of their own.
 */
async function parentWithEntries(chats: number) {
  const { teacher, parent, otherParent, schoolClass } = await createClassroom(testApp.app);
  const { db } = testApp.app.database;
  const groups = await db
    .insert(chatGroups)
    .values(
      Array.from({ length: chats }, (_, index) =>
        index === 0
          ? { name: 'direct', directMessage: true, ownerId: teacher.id, recipientId: parent.id }
          : { name: `Helpers ${index}`, directMessage: false, ownerId: parent.id },
      ),
    )
    .returning({ id: chatGroups.id });
  await db.insert(notifications).values([
    ...groups.map((group) => ({
      userId: parent.id,
      type: 'Message' as const,
      title: 'New message',
      groupId: group.id,
    })),
    { userId: parent.id, type: 'Story' as const, title: 'New story', schoolClassId: schoolClass.id },
  ]);
  return { teacher, parent, otherParent, schoolClass, groupIds: groups.map((group) => group.id) };
}

const listOf = async (user: TestUser) => {
  const response = await inject('GET', 'notifications-get/', user);
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number; group: { id: number } | null }[]>();
};

describe('the notification list', () => {
  it('names each chat as its reader sees it and each class, in one answer', async () => {
    const { teacher, parent, otherParent, schoolClass, groupIds } = await parentWithEntries(2);
    const entries = await listOf(parent);
    expect(entries).toHaveLength(3);
    const byGroup = new Map(entries.map((entry) => [entry.group?.id ?? 0, entry]));
    expect(byGroup.get(groupIds[0] ?? -1)).toMatchObject({
      type: 'Message',
      group: {
        id: groupIds[0],
        name: 'direct',
        direct_message: true,
        recipient: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett' },
      },
      school_class: null,
      school: null,
    });
    expect(byGroup.get(groupIds[1] ?? -1)).toMatchObject({
      group: { id: groupIds[1], name: 'Helpers 1', direct_message: false, recipient: null },
    });
    expect(byGroup.get(0)).toEqual({
      id: expect.any(Number),
      type: 'Story',
      title: 'New story',
      group: null,
      school_class: { id: schoolClass.id, name: 'Class 3B' },
      school: null,
      updated_at: expect.any(String),
      read: false,
      qty_missed: 1,
    });
    // Another user of the same instance is told nothing of them.
    expect(await listOf(otherParent)).toEqual([]);
    expect(await listOf(teacher)).toEqual([]);
  });

  it('takes one statement, whether there are 30 entries or 300', async () => {
    async function statementsToList(chats: number) {
      const { parent } = await parentWithEntries(chats);
      // Signed in once, so that the token is looked up no more.
      expect(await listOf(parent)).toHaveLength(chats + 1);
      return testApp.app.database.queries.countDuring(async () =>
        expect(await listOf(parent)).toHaveLength(chats + 1),
      );
    }
    const few = await statementsToList(30);
    const many = await statementsToList(300);
    expect(many).toBe(few);
    expect(many).toBe(1);
  });

  it("clears an entry in one statement, and nobody else's nor one of the other kind", async () => {
    const { parent, otherParent } = await parentWithEntries(1);
    const entries = await listOf(parent);
    const chatEntry = entries.find((entry) => entry.group !== null);
    const classEntry = entries.find((entry) => entry.group === null);
    const clear = (kind: 'class' | 'chat', id: number, user: TestUser) =>
      inject('PUT', `${kind}-notification-update/${id}/`, user, { read: true });
    expect((await clear('class', chatEntry?.id ?? 0, parent)).statusCode).toBe(404);
    expect((await clear('chat', chatEntry?.id ?? 0, otherParent)).statusCode).toBe(404);
    expect(await listOf(parent)).toHaveLength(2);
    const statements = await testApp.app.database.queries.countDuring(async () => {
      expect((await clear('chat', chatEntry?.id ?? 0, parent)).json()).toEqual({ read: true });
    });
    expect(statements).toBe(1);
    expect((await listOf(parent)).map((entry) => entry.id)).toEqual([classEntry?.id]);
  });
});
