import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createClassroom, createTeacher, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { users } from '../accounts/accounts.table.ts';
import { chatGroups } from '../chat/chat.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
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

  it('reads a kept list in one statement and a changed one in two, whether there are 3 entries or 300', async () => {
    async function statementsToRead(chats: number) {
      const { parent, schoolClass } = await parentWithEntries(chats);
      // Signed in once, so that the token is looked up no more; the list is kept from then on.
      expect(await listOf(parent)).toHaveLength(chats + 1);
      const { queries } = testApp.app.database;
      const kept = await queries.countDuring(async () => expect(await listOf(parent)).toHaveLength(chats + 1));
      // Written by no code of the feature: the database raises the version all the same.
      await testApp.app.database.db.insert(notifications).values({ userId: parent.id, type: 'Event', title: 'New event', schoolClassId: schoolClass.id });
      const fresh = await queries.countDuring(async () => expect(await listOf(parent)).toHaveLength(chats + 2));
      return { kept, fresh };
    }
    const few = await statementsToRead(3);
    const many = await statementsToRead(300);
    expect(many).toEqual(few);
    expect(many).toEqual({ kept: 1, fresh: 2 });
  });

  it('reads the versions of several users whose reads arrive together in one statement, and only the changed or new lists after it, each their own', async () => {
    const kept = await parentWithEntries(2);
    const changed = await parentWithEntries(3);
    const fresh = await parentWithEntries(4);
    const idsOf = async (user: TestUser) => (await listOf(user)).map((entry) => entry.id);
    const keptIds = await idsOf(kept.parent);
    const changedBefore = await idsOf(changed.parent);
    const [added] = await testApp.app.database.db
      .insert(notifications)
      .values({ userId: changed.parent.id, type: 'Event', title: 'New event', schoolClassId: changed.schoolClass.id })
      .returning({ id: notifications.id });

    let answered: number[][] = [];
    const statements = await testApp.app.database.queries.countDuring(async () => {
      answered = await Promise.all([kept.parent, changed.parent, fresh.parent].map(idsOf));
    });
    // One for the three versions, one each for the changed list and the new one.
    expect(statements).toBe(3);
    const [keptNow, changedNow, freshNow] = answered;
    expect(keptNow).toEqual(keptIds);
    expect(changedNow).toEqual([added?.id, ...changedBefore]);
    expect(freshNow).toHaveLength(5);
    expect(freshNow?.filter((id) => keptIds.includes(id) || changedNow?.includes(id))).toEqual([]);
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

describe('the kept list', () => {
  const url = '/api/v1/school/notifications-get/';
  const readAs = (user: TestUser | undefined, ifNoneMatch?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { ...(user?.headers ?? {}), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } });

  it('answers 304 to its own entity tag while unchanged, and the new list once an entry is cleared', async () => {
    const { parent, otherParent } = await parentWithEntries(1);
    const first = await readAs(parent);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await readAs(parent, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // The tag names exactly this text: another user with another list gets their own.
    const other = await readAs(otherParent, etag);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
    expect((await readAs(undefined, etag)).statusCode).toBe(401);

    const [entry] = first.json<{ id: number; group: unknown }[]>().filter((item) => item.group !== null);
    expect((await inject('PUT', `chat-notification-update/${entry?.id}/`, parent, { read: true })).statusCode).toBe(200);
    const changed = await readAs(parent, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<{ id: number }[]>().map((item) => item.id)).not.toContain(entry?.id);
    expect((await readAs(parent, changed.headers.etag as string)).statusCode).toBe(304);
  });

  it("shows every user their own list only, whatever their role, kept or fresh", async () => {
    const { teacher, parent, otherParent, otherTeacher, schoolClass } = await createClassroom(testApp.app);
    // A school's leader with a class of their own, co-taught by an approved colleague.
    const leader = await createTeacher(testApp.app, { firstName: 'Lena', lastName: 'Leader' });
    const school = (await inject('POST', 'school-list-create/', leader, { name: 'Elm School', city: 'Leeds', country: 'UK' })).json<{ id: number }>();
    const leaderClass = await createClass(testApp.app, leader, '1A');
    const coteacher = await createTeacher(testApp.app, { firstName: 'Noah', lastName: 'Reyes' });
    await inject('PUT', 'teacher-school-update/', coteacher, { school: school.id });
    await testApp.app.database.db.execute(`UPDATE teachers SET school_role = 'teacher' WHERE user_id = ${coteacher.id}`);
    expect((await inject('POST', `class-coteacher-invite/${leaderClass.id}/`, leader, { email: coteacher.email })).statusCode).toBe(201);
    const [invitation] = (await inject('GET', 'coteacher-invitations/', coteacher)).json<{ id: number }[]>();
    expect((await inject('POST', `coteacher-invitation-accept/${invitation?.id}/`, coteacher)).statusCode).toBe(200);
    const { db } = testApp.app.database;
    const people = { teacher, coteacher, parent, otherParent, otherTeacher, leader };
    for (const user of Object.values(people)) {
      await db.insert(notifications).values({ userId: user.id, type: 'Story', title: 'New story', schoolClassId: schoolClass.id });
    }
    const ownIds = async (user: TestUser) =>
      (await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, user.id))).map((row) => row.id);
    // Twice each: the first read loads, the second is kept.
    for (let round = 0; round < 2; round += 1) {
      for (const user of Object.values(people)) {
        const listed = (await listOf(user)).map((entry) => entry.id);
        expect(listed).toEqual(await ownIds(user));
      }
    }
    expect((await readAs(undefined)).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url, headers: { authorization: 'Token not-a-token' } })).statusCode).toBe(401);
  });

  it('shows a renamed class, chat or person in the next read, whatever wrote it', async () => {
    const { teacher, parent, schoolClass, groupIds } = await parentWithEntries(2);
    expect(await listOf(parent)).toHaveLength(3);
    const { db } = testApp.app.database;
    await db.update(schoolClasses).set({ name: 'Class 4C' }).where(eq(schoolClasses.id, schoolClass.id));
    await db.update(chatGroups).set({ name: 'Trip helpers' }).where(eq(chatGroups.id, groupIds[1] ?? 0));
    await db.update(users).set({ firstName: 'Olive' }).where(eq(users.id, teacher.id));
    const entries = await inject('GET', 'notifications-get/', parent);
    const byGroup = new Map(entries.json<{ group: { id: number; name: string; recipient: { first_name: string } | null } | null; school_class: { name: string } | null }[]>().map((entry) => [entry.group?.id ?? 0, entry]));
    expect(byGroup.get(0)?.school_class?.name).toBe('Class 4C');
    expect(byGroup.get(groupIds[1] ?? 0)?.group?.name).toBe('Trip helpers');
    expect(byGroup.get(groupIds[0] ?? 0)?.group?.recipient?.first_name).toBe('Olive');
  });
});
