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

interface Portfolio {
  stickers: { type: number }[];
  portfolio: { score: number | null; feedback: string | null }[];
  class_years: { stickers: { type: number }[]; portfolio: { score: number | null }[] }[];
}

describe.skipIf(!hasSharedServices)('the portfolio across two instances', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await createTestCluster();
  }, 60_000);
  afterAll(() => cluster?.close());

  const send = (method: 'POST' | 'PUT', url: string, user: TestUser, payload: object) =>
    cluster.app.inject({ method, url: `/api/v1/school/${url}`, headers: user.headers, payload });

  /** The portfolio as instance B answers it (B keeps it in its memory). */
  async function portfolioOnB(studentId: number, user: TestUser): Promise<Portfolio> {
    const response = await fetch(`${cluster.originB}/api/v1/school/student-portfolio-list/${studentId}/`, {
      headers: user.headers,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Portfolio;
  }

  it('shows a sticker and a score written on A in the next read on B', async () => {
    const teacher = await createTeacher(cluster.app);
    const schoolClass = await createClass(cluster.app, teacher);
    const child = await createStudent(cluster.app, teacher, schoolClass.id, 'Mia');
    const parent = await createParent(cluster.app);
    await linkChild(cluster.app, parent, child.inviteCode);
    const created = await send('POST', 'assignment-create/', teacher, {
      title: 'My weekend',
      description: 'Tell us about it.',
      maximum_score: 10,
      response_format: 'Text',
      school_class: schoolClass.id,
    });
    expect(created.statusCode).toBe(201);
    const assignment = created.json<{ id: number }>();
    const assigned = await send('POST', `assignee-create/${assignment.id}/`, teacher, [
      { assignment: assignment.id, student: child.id },
    ]);
    expect(assigned.statusCode).toBe(201);
    const assigneeId = assigned.json<{ id: number }[]>()[0]!.id;

    // Kept on B for the parent and the teacher.
    expect(await portfolioOnB(child.id, parent)).toMatchObject({
      stickers: [],
      portfolio: [{ score: null }],
    });
    expect((await portfolioOnB(child.id, teacher)).stickers).toEqual([]);

    expect((await send('POST', 'sticker-create/', teacher, { student: child.id, type: 3 })).statusCode).toBe(
      201,
    );
    const withSticker = await portfolioOnB(child.id, parent);
    expect(withSticker.stickers).toEqual([expect.objectContaining({ type: 3 })]);
    expect(withSticker.class_years[0]?.stickers).toEqual([expect.objectContaining({ type: 3 })]);
    expect((await portfolioOnB(child.id, teacher)).stickers).toHaveLength(1);

    expect(
      (await send('PUT', `assignee-score-update/${assigneeId}/`, teacher, { score: 9, feedback: 'Lovely' }))
        .statusCode,
    ).toBe(200);
    const scored = await portfolioOnB(child.id, parent);
    expect(scored.portfolio).toEqual([expect.objectContaining({ score: 9, feedback: 'Lovely' })]);
    expect(scored.class_years[0]?.portfolio).toEqual([expect.objectContaining({ score: 9 })]);
  }, 60_000);

  it('refuses on B, at once, a guardian A unlinked, and shows B the name A gave the child', async () => {
    const teacher = await createTeacher(cluster.app);
    const schoolClass = await createClass(cluster.app, teacher);
    const child = await createStudent(cluster.app, teacher, schoolClass.id, 'Mia');
    const parent = await createParent(cluster.app);
    await linkChild(cluster.app, parent, child.inviteCode);
    const readOnB = (user: TestUser) =>
      fetch(`${cluster.originB}/api/v1/school/student-portfolio-list/${child.id}/`, {
        headers: user.headers,
      });
    // Kept on B, for the guardian and the teacher.
    expect((await readOnB(parent)).status).toBe(200);
    expect((await readOnB(teacher)).status).toBe(200);

    const renamed = await cluster.app.inject({
      method: 'PUT',
      url: `/api/v1/school/student-update/${child.id}/`,
      headers: teacher.headers,
      payload: { name: 'Mia Rose' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await (await readOnB(parent)).json()).toMatchObject({ name: 'Mia Rose' });

    const unlinked = await cluster.app.inject({
      method: 'DELETE',
      url: `/api/v1/school/student-guardian/${child.id}/${parent.id}/`,
      headers: teacher.headers,
    });
    expect(unlinked.statusCode).toBe(204);
    const refused = await readOnB(parent);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('Mia');
    expect(await (await readOnB(teacher)).json()).toMatchObject({ name: 'Mia Rose', guardians: [] });
  }, 60_000);
});
