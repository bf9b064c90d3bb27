import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCluster, type TestCluster } from '../../test/cluster.ts';
import {
  createClass,
  createParent,
  createStudent,
  createTeacher,
  linkChild,
  type TestUser,
} from '../../test/factories.ts';

const hasSharedServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

interface ClassPage {
  students: { id: number; stickers: { type: number }[] }[];
  stories: { id: number; title: string; hidden_by_school?: boolean }[];
  events: { id: number; helpers: { parent: { user: { id: number } } }[] }[];
  announcements: { title: string }[];
}

describe.skipIf(!hasSharedServices)('the class page across two instances', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await createTestCluster();
  }, 60_000);
  afterAll(() => cluster?.close());

  const post = (url: string, user: TestUser, payload: object) =>
    cluster.app.inject({ method: 'POST', url: `/api/v1/school/${url}`, headers: user.headers, payload });

  /** The class page as instance B answers it (B keeps it in its memory). */
  async function pageOnB(classId: number, user: TestUser): Promise<ClassPage> {
    const response = await fetch(`${cluster.originB}/api/v1/school/class/${classId}/`, {
      headers: user.headers,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ClassPage;
  }

  async function classWithFamily() {
    const teacher = await createTeacher(cluster.app);
    const schoolClass = await createClass(cluster.app, teacher);
    const child = await createStudent(cluster.app, teacher, schoolClass.id, 'Mia');
    const parent = await createParent(cluster.app);
    await linkChild(cluster.app, parent, child.inviteCode);
    return { teacher, schoolClass, child, parent };
  }

  it('shows a story, a sticker and a helper written on A in the next read on B', async () => {
    const { teacher, schoolClass, child, parent } = await classWithFamily();
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const event = (
      await post('event-create/', teacher, {
        name: 'Fair',
        date: tomorrow,
        description: 'Come',
        helpers_required: 2,
        school_class: schoolClass.id,
      })
    ).json<{ id: number }>();
    // Kept on B for the teacher and the parent.
    expect((await pageOnB(schoolClass.id, teacher)).stories).toEqual([]);
    expect((await pageOnB(schoolClass.id, parent)).stories).toEqual([]);

    const story = (
      await post('story-create/', teacher, {
        title: 'Our trip',
        content: 'To the sea',
        school_class: schoolClass.id,
      })
    ).json<{ id: number }>();
    expect((await pageOnB(schoolClass.id, parent)).stories.map(({ id }) => id)).toEqual([story.id]);
    expect((await pageOnB(schoolClass.id, teacher)).stories.map(({ id }) => id)).toEqual([story.id]);

    expect((await post('sticker-create/', teacher, { student: child.id, type: 3 })).statusCode).toBe(201);
    expect((await pageOnB(schoolClass.id, parent)).students[0]?.stickers).toEqual([
      expect.objectContaining({ type: 3 }),
    ]);

    expect((await post('helper-create/', parent, { event: event.id })).statusCode).toBe(201);
    const helpers = (await pageOnB(schoolClass.id, teacher)).events[0]?.helpers ?? [];
    expect(helpers.map((helper) => helper.parent.user.id)).toEqual([parent.id]);
  }, 60_000);

  it('takes a story the school hides on A off the parents’ page on B at once, and keeps it on its teacher’s', async () => {
    const { teacher, schoolClass, parent } = await classWithFamily();
    const story = (
      await post('story-create/', teacher, {
        title: 'Field day',
        content: 'Photos soon',
        school_class: schoolClass.id,
      })
    ).json<{ id: number }>();
    expect((await pageOnB(schoolClass.id, parent)).stories.map(({ id }) => id)).toEqual([story.id]);
    expect((await pageOnB(schoolClass.id, teacher)).stories.map(({ id }) => id)).toEqual([story.id]);

    expect((await post('content-hide/', teacher, { kind: 'story', id: story.id })).statusCode).toBe(200);
    const parentView = await fetch(`${cluster.originB}/api/v1/school/class/${schoolClass.id}/`, {
      headers: parent.headers,
    });
    const parentText = await parentView.text();
    expect(JSON.parse(parentText).stories).toEqual([]);
    expect(parentText).not.toContain('Field day');
    expect((await pageOnB(schoolClass.id, teacher)).stories).toEqual([
      expect.objectContaining({ id: story.id, hidden_by_school: true }),
    ]);
  }, 60_000);

  it('sees on B a change made to the database by any path, with no code telling anyone', async () => {
    const { teacher, schoolClass, parent } = await classWithFamily();
    await post('announcement-create/', teacher, {
      title: 'Bring hats',
      content: 'Sunny',
      school_class: schoolClass.id,
    });
    expect((await pageOnB(schoolClass.id, parent)).announcements.map(({ title }) => title)).toEqual([
      'Bring hats',
    ]);
    await cluster.app.database.db.execute(
      `UPDATE announcements SET title = 'Bring caps' WHERE school_class_id = ${schoolClass.id}`,
    );
    expect((await pageOnB(schoolClass.id, parent)).announcements.map(({ title }) => title)).toEqual([
      'Bring caps',
    ]);
  }, 60_000);

  it('refuses on B a parent whose child moved away after the page was kept there', async () => {
    const { teacher, schoolClass, child, parent } = await classWithFamily();
    await pageOnB(schoolClass.id, parent);
    const response = await cluster.app.inject({
      method: 'DELETE',
      url: `/api/v1/school/student-guardian/${child.id}/${parent.id}/`,
      headers: teacher.headers,
    });
    expect(response.statusCode).toBeLessThan(300);
    const refused = await fetch(`${cluster.originB}/api/v1/school/class/${schoolClass.id}/`, {
      headers: parent.headers,
    });
    expect(refused.status).toBe(403);
  }, 60_000);
});
