import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, type TestUser } from '../../test/factories.ts';
import { listenForSockets, openSocket } from '../../test/sockets.ts';
import { createInject } from '../../test/http.ts';
import { storeMessage } from './chat.repo.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/** A group of the teacher and a parent, with `extraMembers` more members and as many messages. */
async function groupOf(extraMembers: number) {
  const room = await createClassroom(testApp.app);
  const { id: groupId } = (
    await inject('POST', 'chat-group-create/', room.teacher, { name: `Group of ${extraMembers + 2}` })
  ).json() as { id: number };
  expect(
    (
      await inject('POST', `chat-group-add-members/${groupId}/`, room.teacher, [
        { user: room.parent.id, group: groupId },
      ])
    ).statusCode,
  ).toBe(201);
  if (extraMembers > 0) {
    await testApp.app.database.db.execute(sql`
      WITH added AS (
        INSERT INTO users (email, first_name, password_hash)
          SELECT 'member-' || ${groupId}::integer || '-' || n || '@example.com', 'Member', 'unused' FROM generate_series(1, ${extraMembers}::integer) AS n
        RETURNING id
      ), joined AS (
        INSERT INTO chat_members (group_id, user_id) SELECT ${groupId}::integer, id FROM added RETURNING user_id
      )
      INSERT INTO chat_messages (group_id, sender_id, content) SELECT ${groupId}::integer, user_id, 'Hello' FROM joined`);
  }
  return { ...room, groupId };
}

const nameOf = (user: TestUser, firstName: string) => ({ id: user.id, firstName, lastName: '' });

/** Statements the server sends from a chat socket's opening until it answers its first frame, the fewest of three tries (background jobs may add some). */
async function statementsToSetUpSocket(groupId: number, user: TestUser): Promise<number> {
  const counts: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const before = testApp.app.database.queries.count;
    const socket = openSocket(`${origin}/ws/chat/${groupId}/${user.key}/`);
    // Frames wait for the socket's checks; the answer to a malformed one says they are done.
    socket.send({});
    await socket.waitFor((message) => message.type === 'error', 'the answer to a malformed frame');
    counts.push(testApp.app.database.queries.count - before);
    await socket.close();
  }
  return Math.min(...counts);
}

/** Statements `work` sends, the fewest of three tries (background jobs, such as a message's notifications, may add some). */
async function fewestStatements(work: () => Promise<unknown>): Promise<number> {
  const counts: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) counts.push(await testApp.app.database.queries.countDuring(work));
  return Math.min(...counts);
}

describe('the statements of opening a chat and reading it', () => {
  it('opens a chat of 2 or of 300 members in one statement, reading no message once the group is kept', async () => {
    const small = await groupOf(0);
    const large = await groupOf(298);
    const actorOf = (room: typeof small) => ({ userId: room.parent.id, tokenId: 0 });
    // The first opening reads the group's window of messages; the next ones find it kept.
    await Promise.all([testApp.app.chat.getGroup(actorOf(small), small.groupId), testApp.app.chat.getGroup(actorOf(large), large.groupId)]);
    // A message sent meanwhile joins the kept window from the bus.
    await testApp.app.chat.sendMessage(nameOf(large.teacher, 'Olivia'), large.groupId, 'Bring a coat');
    const forSmall = await fewestStatements(() => testApp.app.chat.getGroup(actorOf(small), small.groupId));
    const forLarge = await fewestStatements(() => testApp.app.chat.getGroup(actorOf(large), large.groupId));
    expect(forLarge).toBe(forSmall);
    // The group with its members, their read marks and settings.
    expect(forSmall).toBe(1);
    const opened = await testApp.app.chat.getGroup(actorOf(large), large.groupId);
    expect(opened.chat_members).toHaveLength(300);
    expect(opened.chat_messages.at(-1)?.content).toBe('Bring a coat');
  });

  it('marks a chat of 2 or of 300 members read in the same statements, moving or not', async () => {
    const small = await groupOf(0);
    const large = await groupOf(298);
    const actorOf = (room: typeof small) => ({ userId: room.parent.id, tokenId: 0 });
    const markRead = (room: typeof small) => () => testApp.app.chat.markRead(actorOf(room), room.groupId, undefined);
    const moving = async (room: typeof small) => {
      await testApp.app.chat.sendMessage(nameOf(room.teacher, 'Olivia'), room.groupId, 'New');
      return testApp.app.database.queries.countDuring(markRead(room));
    };
    const forSmall = Math.min(await moving(small), await moving(small));
    expect(Math.min(await moving(large), await moving(large))).toBe(forSmall);
    // The mark with the unread count and the read-status setting; the 'New message' entry cleared.
    expect(forSmall).toBe(2);
    // Read again: the mark stays where it is, and nothing more is sent.
    expect(await fewestStatements(markRead(large))).toBe(await fewestStatements(markRead(small)));
    expect(await fewestStatements(markRead(small))).toBeLessThanOrEqual(forSmall);
  });
});

describe('the statements of a chat message', () => {
  it('stores and broadcasts a message in the same statements for a group of 2 or of 300', async () => {
    const small = await groupOf(0);
    const large = await groupOf(298);
    const statementsToSend = (room: typeof small) =>
      testApp.app.database.queries.countDuring(() =>
        testApp.app.chat.sendMessage(nameOf(room.parent, 'Sam'), room.groupId, 'See you at nine'),
      );
    // The first message of a group also learns that it is no direct chat, once.
    await Promise.all([statementsToSend(small), statementsToSend(large)]);
    const forSmall = await statementsToSend(small);
    expect(await statementsToSend(large)).toBe(forSmall);
    // One statement: the group's lock, membership, the message before it, message and read mark.
    expect(forSmall).toBe(1);
  });

  it('names each message its predecessor when many are sent at once, with no gap and no repeat', async () => {
    const room = await groupOf(3);
    const db = testApp.app.database.db;
    const stored = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        storeMessage(db, { groupId: room.groupId, senderId: index % 2 === 0 ? room.parent.id : room.teacher.id, content: `Message ${index}` }),
      ),
    );
    const rows = await db.execute(sql`SELECT id FROM chat_messages WHERE group_id = ${room.groupId} ORDER BY id`);
    const ids = (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    const byId = new Map(stored.map((message) => [message!.id, message!.previousId]));
    // The three messages of the added members came first, stored otherwise.
    for (let index = 3; index < ids.length; index += 1) expect(byId.get(ids[index]!)).toBe(ids[index - 1]);
    expect(byId.size).toBe(24);
  });

  it('sets a chat socket up in the same statements for a group of 2 or of 300: one for the member, the token being known from its first use', async () => {
    const small = await groupOf(0);
    const large = await groupOf(298);
    // The group's first socket on an instance subscribes its channel, after which (over Redis)
    // it reads what it may have missed meanwhile: the teacher's socket has done so.
    const teachers = [small, large].map((room) =>
      openSocket(`${origin}/ws/chat/${room.groupId}/${room.teacher.key}/`),
    );
    teachers.forEach((socket) => socket.send({}));
    await Promise.all(
      teachers.map((socket) =>
        socket.waitFor((message) => message.type === 'error', 'the teacher socket set up'),
      ),
    );
    const forSmall = await statementsToSetUpSocket(small.groupId, small.parent);
    expect(await statementsToSetUpSocket(large.groupId, large.parent)).toBe(forSmall);
    // The token cache (features/auth/token-cache.ts) answers for the token after the first try.
    expect(forSmall).toBe(1);
    await Promise.all(teachers.map((socket) => socket.close()));
  });

  it('refuses a message of a member removed a moment ago and stores nothing', async () => {
    const room = await groupOf(0);
    expect(
      (await inject('DELETE', `chat-group-member-delete/${room.groupId}/${room.parent.id}/`, room.teacher))
        .statusCode,
    ).toBeLessThan(300);
    await expect(
      testApp.app.chat.sendMessage(nameOf(room.parent, 'Sam'), room.groupId, 'Still here?'),
    ).rejects.toMatchObject({ statusCode: 403 });
    const group = (await inject('GET', `chat-group-get/${room.groupId}/`, room.teacher)).json() as {
      chat_messages: unknown[];
    };
    expect(group.chat_messages).toEqual([]);
  });
});
