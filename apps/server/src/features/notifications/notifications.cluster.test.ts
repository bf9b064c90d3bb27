import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCluster, type TestCluster } from '../../test/cluster.ts';
import { createClassroom, type TestUser } from '../../test/factories.ts';
import { isCallPeerConnected, openSocket } from '../../test/sockets.ts';

const hasSharedServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

interface ListedEntry {
  id: number;
  type: string;
  qty_missed: number;
}

describe.skipIf(!hasSharedServices)('the bell across two instances', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await createTestCluster();
  }, 60_000);
  afterAll(() => cluster?.close());

  const onA = (method: 'POST' | 'PUT', url: string, user: TestUser, payload: object) =>
    cluster.app.inject({ method, url: `/api/v1/school/${url}`, headers: user.headers, payload });

  async function listOn(
    origin: string,
    user: TestUser,
  ): Promise<{ entries: ListedEntry[]; etag: string | null }> {
    const response = await fetch(`${origin}/api/v1/school/notifications-get/`, { headers: user.headers });
    expect(response.status).toBe(200);
    return { entries: (await response.json()) as ListedEntry[], etag: response.headers.get('etag') };
  }
  /** The list as instance B answers it: B keeps it in its memory between reads. */
  const typesOnB = async (user: TestUser) =>
    (await listOn(cluster.originB, user)).entries.map((entry) => `${entry.type}:${entry.qty_missed}`);

  it('shows an entry made on A, and its repeat, in the next read on B, and drops it once cleared on A', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(cluster.app);
    expect(await typesOnB(parent)).toEqual([]);
    expect(await typesOnB(parent)).toEqual([]);

    const story = { title: 'Our trip', content: 'To the sea', school_class: schoolClass.id };
    expect((await onA('POST', 'story-create/', teacher, story)).statusCode).toBe(201);
    expect(await typesOnB(parent)).toEqual(['Story:1']);
    expect((await onA('POST', 'story-create/', teacher, { ...story, title: 'Back home' })).statusCode).toBe(
      201,
    );
    expect(await typesOnB(parent)).toEqual(['Story:2']);

    // Both instances tag the same list alike: a browser sent to the other one gets its 304.
    const onB = await listOn(cluster.originB, parent);
    expect((await listOn(cluster.originA, parent)).etag).toBe(onB.etag);
    const revalidated = await fetch(`${cluster.originB}/api/v1/school/notifications-get/`, {
      headers: { ...parent.headers, 'if-none-match': onB.etag ?? '' },
    });
    expect(revalidated.status).toBe(304);

    const [entry] = onB.entries;
    expect(
      (await onA('PUT', `class-notification-update/${entry?.id}/`, parent, { read: true })).statusCode,
    ).toBe(200);
    expect(await typesOnB(parent)).toEqual([]);

    expect((await onA('POST', 'story-create/', teacher, { ...story, title: 'Photos' })).statusCode).toBe(201);
    expect(
      (
        await onA('POST', 'announcement-create/', teacher, {
          title: 'Hats',
          content: 'Sunny',
          school_class: schoolClass.id,
        })
      ).statusCode,
    ).toBe(201);
    expect(await typesOnB(parent)).toEqual(['Announcement:1', 'Story:1']);
    expect((await onA('PUT', 'all-notifications-update/', parent, {})).statusCode).toBe(200);
    expect(await typesOnB(parent)).toEqual([]);
    expect(await typesOnB(teacher)).toEqual([]);
  }, 60_000);

  it("takes a call's 'Incoming call' entry off B's list by the time A tells the callee's pages it stopped ringing", async () => {
    const { teacher, parent } = await createClassroom(cluster.app);
    const direct = await onA('POST', 'chat-group-create-direct/', teacher, {
      name: 'direct',
      recipient: parent.id,
    });
    const groupId = direct.json<{ id: number }>().id;
    const socketsOfA = cluster.originA.replace('http', 'ws');
    const bell = openSocket(`${socketsOfA}/ws/notifications/${parent.key}/`);
    const caller = openSocket(`${socketsOfA}/ws/call/${groupId}/${teacher.key}/`);
    const callee = openSocket(`${socketsOfA}/ws/call/${groupId}/${parent.key}/`);
    await bell.opened;
    await caller.waitFor(isCallPeerConnected, 'the callee connected');
    caller.send({ type: 'call', data: { rtcMessage: { type: 'offer', sdp: 'v=0' } } });
    await bell.waitFor((message) => message.type === 'call_ringing');
    expect(await typesOnB(parent)).toEqual(['IsCalling:1']);

    callee.send({ type: 'cancel_call' });
    await bell.waitFor((message) => message.type === 'call_ended');
    expect(await typesOnB(parent)).toEqual([]);
    await Promise.all([bell.close(), caller.close(), callee.close()]);
  }, 60_000);
});
