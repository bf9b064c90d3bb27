import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createGroupChat, type TestUser } from '../../test/factories.ts';
import { listenForSockets, openSocket } from '../../test/sockets.ts';
import { createInject } from '../../test/http.ts';
import { storeMessage, storeMessages } from './chat.repo.ts';

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
  const room = await createGroupChat(testApp.app, `Group of ${extraMembers + 2}`);
  const { groupId } = room;
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
async function statementsToSetUpSocket(groupId: number, user: TestUser, after?: number): Promise<number> {
  const counts: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const before = testApp.app.database.queries.count;
    const socket = openSocket(`${origin}/ws/chat/${groupId}/${user.key}/${after === undefined ? '' : `?after=${after}`}`);
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
    // One statement: the mark with the unread count and the read-status setting, and the
    // 'New message' entry cleared.
    expect(forSmall).toBe(1);
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

  it('stores messages sent to a group while its store is in flight in fewer statements than messages, each answered once committed and delivered in order', async () => {
    const room = await groupOf(6);
    const db = testApp.app.database.db;
    const memberIds = (
      (await db.execute(sql`SELECT user_id FROM chat_members WHERE group_id = ${room.groupId} ORDER BY id`)) as unknown as { rows: { user_id: number }[] }
    ).rows.map((row) => Number(row.user_id));
    // The group's first message learns that it is no direct chat; a socket of the teacher watches.
    await testApp.app.chat.sendMessage(nameOf(room.teacher, 'Olivia'), room.groupId, 'Good morning');
    const watcher = openSocket(`${origin}/ws/chat/${room.groupId}/${room.teacher.key}/`);
    watcher.send({});
    await watcher.waitFor((message) => message.type === 'error', 'the watching socket set up');
    const count = 12;
    const sends: Promise<{ id: number }>[] = [];
    const statements = testApp.app.database.queries.countDuring(async () => {
      for (let index = 0; index < count; index += 1) {
        const senderId = memberIds[index % memberIds.length]!;
        sends.push(testApp.app.chat.sendMessage({ id: senderId, firstName: 'Member', lastName: '' }, room.groupId, `Batch ${index}`));
      }
      await Promise.all(sends);
    });
    // Answered only once committed: another connection reads each message as its sender hears of it.
    const committed = sends.map((send) =>
      send.then(async (message) => ((await db.execute(sql`SELECT 1 FROM chat_messages WHERE id = ${message.id}`)) as unknown as { rows: unknown[] }).rows.length === 1),
    );
    // Sent in the same turn of the event loop, they wait for none and go together.
    expect(await statements).toBe(1);
    expect(await Promise.all(committed)).toEqual(sends.map(() => true));
    const sent = await Promise.all(sends);
    const stored = (
      (await db.execute(sql`SELECT id, content FROM chat_messages WHERE group_id = ${room.groupId} AND content LIKE 'Batch %' ORDER BY id`)) as unknown as {
        rows: { id: number; content: string }[];
      }
    ).rows;
    // Each keeps its own id, in the order they were sent.
    expect(stored.map((row) => Number(row.id))).toEqual(sent.map((message) => message.id));
    expect(stored.map((row) => row.content)).toEqual(sent.map((_, index) => `Batch ${index}`));
    const lastId = sent[count - 1]!.id;
    await watcher.waitFor((message) => message.type === 'chat_message' && message.id === lastId, 'the last message of the batch');
    const delivered = watcher.received.filter((message) => message.type === 'chat_message').map((message) => message.id);
    expect(delivered.slice(-count)).toEqual(sent.map((message) => message.id));
    await watcher.close();
  });

  it('refuses the message of a sender who is no member alone, and stores the others of its batch', async () => {
    const room = await groupOf(0);
    await testApp.app.chat.sendMessage(nameOf(room.teacher, 'Olivia'), room.groupId, 'Good morning');
    const sends: Promise<unknown>[] = [];
    const statements = await testApp.app.database.queries.countDuring(() => {
      sends.push(
        testApp.app.chat.sendMessage(nameOf(room.parent, 'Sam'), room.groupId, 'First'),
        testApp.app.chat.sendMessage(nameOf(room.otherParent, 'Alex'), room.groupId, 'Not my group'),
        testApp.app.chat.sendMessage(nameOf(room.teacher, 'Olivia'), room.groupId, 'Second'),
      );
      return Promise.allSettled(sends);
    });
    expect(statements).toBe(1);
    expect(await Promise.allSettled(sends)).toMatchObject([
      { status: 'fulfilled' },
      { status: 'rejected', reason: { statusCode: 403 } },
      { status: 'fulfilled' },
    ]);
    const group = (await inject('GET', `chat-group-get/${room.groupId}/`, room.teacher)).json() as { chat_messages: { content: string }[] };
    expect(group.chat_messages.map((message) => message.content)).toEqual(['Good morning', 'First', 'Second']);
  });

  it('chains the messages of concurrent batches with no gap, leaving out those of senders who are no members', async () => {
    const room = await groupOf(0);
    const db = testApp.app.database.db;
    const batches = await Promise.all(
      Array.from({ length: 6 }, (_, batch) =>
        storeMessages(db, room.groupId, [
          { senderId: room.parent.id, content: `Batch ${batch} from the parent` },
          { senderId: room.otherParent.id, content: `Batch ${batch} from an outsider` },
          { senderId: room.teacher.id, content: `Batch ${batch} from the teacher` },
          { senderId: room.parent.id, content: `Batch ${batch} from the parent again` },
        ]),
      ),
    );
    for (const batch of batches) expect(batch[1]).toBeUndefined();
    const stored = batches.flatMap((batch) => batch.filter((message) => message !== undefined));
    const rows = await db.execute(sql`SELECT id, content FROM chat_messages WHERE group_id = ${room.groupId} ORDER BY id`);
    const ids = (rows as unknown as { rows: { id: number; content: string }[] }).rows.map((row) => Number(row.id));
    expect(ids).toHaveLength(18);
    const byId = new Map(stored.map((message) => [message.id, message.previousId]));
    expect(byId.get(ids[0]!)).toBe(0);
    for (let index = 1; index < ids.length; index += 1) expect(byId.get(ids[index]!)).toBe(ids[index - 1]);
    // Each sender's read mark is on their newest message; the outsider got no membership.
    const marks = await db.execute(sql`SELECT user_id, last_read_message_id FROM chat_members WHERE group_id = ${room.groupId}`);
    const markOf = new Map((marks as unknown as { rows: { user_id: number; last_read_message_id: number }[] }).rows.map((row) => [Number(row.user_id), Number(row.last_read_message_id)]));
    const newestOf = (senderId: number) =>
      Math.max(...batches.flatMap((batch) => batch.flatMap((message, index) => (message && [room.parent.id, room.otherParent.id, room.teacher.id, room.parent.id][index] === senderId ? [message.id] : []))));
    expect(markOf.get(room.parent.id)).toBe(newestOf(room.parent.id));
    expect(markOf.get(room.teacher.id)).toBe(newestOf(room.teacher.id));
    expect(markOf.has(room.otherParent.id)).toBe(false);
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
    // The chat page opens its socket after the newest message it shows: at the group's end,
    // nothing is owed, and no message is read.
    const newest = (await testApp.app.database.db.execute(
      sql`SELECT coalesce(max(id), 0)::integer AS id FROM chat_messages WHERE group_id = ${large.groupId}::integer`,
    )) as unknown as { rows: { id: number }[] };
    const newestId = Number(newest.rows[0]?.id);
    expect(newestId).toBeGreaterThan(0);
    expect(await statementsToSetUpSocket(large.groupId, large.parent, newestId)).toBe(1);
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
