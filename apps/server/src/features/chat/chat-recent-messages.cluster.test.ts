import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCluster, type TestCluster } from '../../test/cluster.ts';
import { createClassroom, type TestUser } from '../../test/factories.ts';
import { openSocket } from '../../test/sockets.ts';

const hasSharedServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

interface GroupAnswer {
  chat_messages: { id: number; content: string; is_removed: boolean }[];
  has_older_messages: boolean;
}

describe.skipIf(!hasSharedServices)('the recent messages kept of a chat across two instances', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await createTestCluster();
  }, 60_000);
  afterAll(() => cluster?.close());

  const onA = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser, payload?: object) =>
    cluster.app.inject({ method, url: `/api/v1/school/${url}`, headers: user.headers, ...(payload ? { payload } : {}) });

  async function onB(url: string, user: TestUser): Promise<{ status: number; body: GroupAnswer }> {
    const response = await fetch(`${cluster.originB}/api/v1/school/${url}`, { headers: user.headers });
    return { status: response.status, body: (await response.json()) as GroupAnswer };
  }

  /** Sends a message through a socket on A and waits until it is stored: answers its id. */
  async function sendOnA(groupId: number, user: TestUser, text: string): Promise<number> {
    const socket = openSocket(`${cluster.originA.replace('http', 'ws')}/ws/chat/${groupId}/${user.key}/`);
    socket.send({ message: text });
    const echoed = await socket.waitFor((message) => message.type === 'chat_message' && message.message === text);
    await socket.close();
    return echoed.id as number;
  }

  async function groupOfClassroom() {
    const room = await createClassroom(cluster.app);
    const { id: groupId } = (await onA('POST', 'chat-group-create/', room.teacher, { name: 'Class 3B families' })).json<{ id: number }>();
    expect((await onA('POST', `chat-group-add-members/${groupId}/`, room.teacher, [{ user: room.parent.id, group: groupId }])).statusCode).toBe(201);
    return { ...room, groupId };
  }

  /** B's answer once it satisfies `isDone`: what the bus brings takes a moment. */
  async function onBUntil(url: string, user: TestUser, isDone: (answer: GroupAnswer) => boolean): Promise<GroupAnswer> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const { body } = await onB(url, user);
      if (isDone(body)) return body;
      if (Date.now() > deadline) throw new Error(`never so on B: ${JSON.stringify(body)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('shows a message sent on A in the very next opening on B, and a removal as soon as the bus brings it', async () => {
    const { teacher, parent, groupId } = await groupOfClassroom();
    await sendOnA(groupId, teacher, 'Welcome');
    // Kept on B from now on.
    const first = await onB(`chat-group-get/${groupId}/`, parent);
    expect(first.status).toBe(200);
    expect(first.body.chat_messages.map((message) => message.content)).toEqual(['Welcome']);

    const sent = await sendOnA(groupId, teacher, 'Trip on Friday');
    // No waiting: a window behind the group's last stored message is read again.
    const next = await onB(`chat-group-get/${groupId}/`, parent);
    expect(next.body.chat_messages.map((message) => message.id).at(-1)).toBe(sent);

    expect((await onA('DELETE', `chat-message-delete/${sent}/`, teacher)).statusCode).toBe(204);
    const afterRemoval = await onBUntil(`chat-group-get/${groupId}/`, parent, (answer) => answer.chat_messages.some((message) => message.id === sent && message.is_removed));
    expect(afterRemoval.chat_messages.find((message) => message.id === sent)?.content).toBe('');
    // As B reads it from the database.
    const stored = await onB(`chat-messages/${groupId}/`, parent);
    expect({ chat_messages: afterRemoval.chat_messages, has_older_messages: afterRemoval.has_older_messages }).toEqual(stored.body);
  });

  it('refuses on B a member removed on A after B kept the chat', async () => {
    const { teacher, parent, otherParent, groupId } = await groupOfClassroom();
    await sendOnA(groupId, parent, 'Hello');
    expect((await onB(`chat-group-get/${groupId}/`, parent)).status).toBe(200);
    expect((await onA('DELETE', `chat-group-member-delete/${groupId}/${parent.id}/`, teacher)).statusCode).toBe(204);
    expect((await onB(`chat-group-get/${groupId}/`, parent)).status).toBe(403);
    expect((await onB(`chat-group-get/${groupId}/`, otherParent)).status).toBe(403);
  });
});
