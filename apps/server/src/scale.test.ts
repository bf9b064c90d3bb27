import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom, createDirectChat } from './test/factories.ts';
import { createTestCluster, type TestCluster } from './test/cluster.ts';
import { openSocket } from './test/sockets.ts';
import { createInject } from './test/http.ts';

const hasSharedServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!hasSharedServices)('two instances sharing PostgreSQL and Redis', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await createTestCluster();
  }, 60_000);
  afterAll(() => cluster?.close());

  const ws = (origin: string, path: string) => `${origin.replace('http', 'ws')}${path}`;
  const inject = createInject(() => cluster.app);

  const directChat = () => createDirectChat(cluster.app);

  it('delivers chat messages sent through one instance to a client of the other, in order, none lost', async () => {
    const { teacher, parent, groupId } = await directChat();
    const onB = openSocket(ws(cluster.originB, `/ws/chat/${groupId}/${parent.key}/`));
    const onA = openSocket(ws(cluster.originA, `/ws/chat/${groupId}/${teacher.key}/`));
    await expect
      .poll(async () => (await inject('GET', `chat-group-members-list/${groupId}/`, teacher)).json().every((member: { connected_to_chat: boolean }) => member.connected_to_chat), { timeout: 10_000 })
      .toBe(true);
    const texts = Array.from({ length: 50 }, (_, index) => `message ${index}`);
    for (const text of texts) onA.send({ message: text });
    await onB.waitFor((message) => message.message === 'message 49', 'the last message on instance B', 15_000);
    expect(onB.received.filter((message) => message.type === 'chat_message').map((message) => message.message)).toEqual(texts);
    await Promise.all([onA.close(), onB.close()]);
  });

  it('signals a call across instances', async () => {
    const { teacher, parent, groupId } = await directChat();
    const caller = openSocket(ws(cluster.originA, `/ws/call/${groupId}/${teacher.key}/`));
    await caller.waitFor((message) => message.type === 'connection');
    const callee = openSocket(ws(cluster.originB, `/ws/call/${groupId}/${parent.key}/`));
    expect(await callee.waitFor((message) => message.type === 'connection')).toMatchObject({ data: { other_user_connected: true } });
    await caller.waitFor((message) => message.type === 'user_connected');
    caller.send({ type: 'call', data: { rtcMessage: { type: 'offer', sdp: 'v=0' } } });
    expect(await callee.waitFor((message) => message.type === 'call_received')).toEqual({
      type: 'call_received',
      data: { caller: teacher.id, rtcMessage: { type: 'offer', sdp: 'v=0' } },
    });
    callee.send({ type: 'answer_call', data: { rtcMessage: { type: 'answer', sdp: 'v=0' } } });
    await caller.waitFor((message) => message.type === 'call_answered');
    await Promise.all([caller.close(), callee.close()]);
  });

  it("rings the callee's pages on the other instance, theirs only, and stops when the caller cancels", async () => {
    const { teacher, parent, otherParent, groupId } = await directChat();
    const pages = [parent, otherParent, teacher].map((user) => openSocket(ws(cluster.originB, `/ws/notifications/${user.key}/`)));
    await Promise.all(pages.map((page) => page.opened));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [parentPage, otherPage, teacherPage] = pages as [(typeof pages)[number], (typeof pages)[number], (typeof pages)[number]];
    const caller = openSocket(ws(cluster.originA, `/ws/call/${groupId}/${teacher.key}/`));
    await caller.waitFor((message) => message.type === 'connection');
    caller.send({ type: 'call', data: { rtcMessage: { type: 'offer', sdp: 'v=0' } } });
    expect(await parentPage.waitFor((message) => message.type === 'call_ringing', 'the call ringing on instance B', 15_000)).toEqual({
      type: 'call_ringing',
      group: groupId,
      caller: { id: teacher.id, first_name: teacher.firstName, last_name: teacher.lastName, profile_picture: null },
    });
    caller.send({ type: 'cancel_call' });
    expect(await parentPage.waitFor((message) => message.type === 'call_ended', 'the ringing stopping', 15_000)).toEqual({ type: 'call_ended', group: groupId, reason: 'cancelled' });
    expect([...otherPage.received, ...teacherPage.received].filter((message) => String(message.type).startsWith('call_'))).toEqual([]);
    await Promise.all([...pages.map((page) => page.close()), caller.close()]);
  });

  it('sends a ringing call to the call page the callee opens on the other instance, and takes a decline made there', async () => {
    const { teacher, parent, groupId } = await directChat();
    const caller = openSocket(ws(cluster.originA, `/ws/call/${groupId}/${teacher.key}/`));
    await caller.waitFor((message) => message.type === 'connection');
    caller.send({ type: 'call', data: { rtcMessage: { type: 'offer', sdp: 'v=0' } } });
    const callee = openSocket(ws(cluster.originB, `/ws/call/${groupId}/${parent.key}/`));
    expect(await callee.waitFor((message) => message.type === 'call_received', 'the call on instance B', 15_000)).toEqual({
      type: 'call_received',
      data: { caller: teacher.id, rtcMessage: { type: 'offer', sdp: 'v=0' } },
    });
    // Declined through instance B, from a page without the call open; the call rings from instance A.
    const isDeclined = () => caller.received.some((message) => message.type === 'call_cancelled' && (message.data as { user: number }).user === parent.id);
    await expect
      .poll(async () => {
        const response = await fetch(`${cluster.originB}/api/v1/calls/${groupId}/decline/`, { method: 'POST', headers: parent.headers });
        expect(response.status).toBe(200);
        return isDeclined();
      }, { timeout: 15_000 })
      .toBe(true);
    expect(await callee.waitFor((message) => message.type === 'call_cancelled', 'the other call page told')).toBeTruthy();
    await Promise.all([caller.close(), callee.close()]);
  });

  it('pushes a notification made on one instance to a page open on the other', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(cluster.app);
    const page = openSocket(ws(cluster.originB, `/ws/notifications/${parent.key}/`));
    await page.opened;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await inject('POST', 'story-create/', teacher, { title: 'Trip', content: 'Fun', school_class: schoolClass.id });
    expect(await page.waitFor((message) => message.type === 'notification')).toMatchObject({ notification: { type: 'Story', school_class: { id: schoolClass.id } } });
    await page.close();
  });

  it('shows the users of an instance that died as disconnected within seconds', async () => {
    const { teacher, parent, groupId } = await directChat();
    const watcher = openSocket(ws(cluster.originA, `/ws/chat/${groupId}/${teacher.key}/`));
    // The watcher hears of the parent only once it is in the chat itself; a busy machine may let the other socket in first.
    await watcher.waitFor((message) => message.type === 'user_connected' && (message.data as { user: number }).user === teacher.id, 'the teacher connecting', 15_000);
    const doomed = openSocket(ws(cluster.originB, `/ws/chat/${groupId}/${parent.key}/`));
    await watcher.waitFor((message) => message.type === 'user_connected' && (message.data as { user: number }).user === parent.id, 'the parent connecting', 15_000);
    const connected = async () =>
      Object.fromEntries(
        (await inject('GET', `chat-group-members-list/${groupId}/`, teacher)).json().map((member: { user: { id: number }; connected_to_chat: boolean }) => [member.user.id, member.connected_to_chat]),
      );
    expect(await connected()).toEqual({ [teacher.id]: true, [parent.id]: true });

    cluster.processB.kill('SIGKILL');
    await doomed.closed;
    await watcher.waitFor((message) => message.type === 'user_disconnected' && (message.data as { user: number }).user === parent.id, 'the parent leaving', 15_000);
    expect(await connected()).toEqual({ [teacher.id]: true, [parent.id]: false });
    await watcher.close();
  }, 30_000);
});
