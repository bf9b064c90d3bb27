import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { teachers } from '../accounts/accounts.table.ts';
import { childAccessLog } from './access-log.table.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/** A teacher who chose the school and whom a leader approved. */
async function approvedTeacherOf(schoolId: number, overrides: Parameters<typeof createTeacher>[1] = {}): Promise<TestUser> {
  const teacher = await createTeacher(testApp.app, overrides);
  expect((await inject('PUT', 'teacher-school-update/', teacher, { school: schoolId })).statusCode).toBe(200);
  await testApp.app.database.db.update(teachers).set({ schoolRole: 'teacher' }).where(eq(teachers.userId, teacher.id));
  return teacher;
}

/** A school with its leader, a class with Mia and her two guardians, and every outsider. */
async function createSchool() {
  const leader = await createTeacher(testApp.app, { firstName: 'Elena', lastName: 'Ortiz' });
  const school = (await inject('POST', 'school-list-create/', leader, { name: 'Maple Primary', city: 'Leeds', country: 'UK' })).json<{ id: number }>();
  const teacher = await approvedTeacherOf(school.id, { firstName: 'Olivia', lastName: 'Bennett' });
  const schoolClass = await createClass(testApp.app, teacher, 'Class 2A');
  const mia = await createStudent(testApp.app, teacher, schoolClass.id, 'Mia');
  const parent = await createParent(testApp.app, { firstName: 'Sam', lastName: 'Carter' });
  await linkChild(testApp.app, parent, mia.inviteCode);
  const code = (await inject('POST', `student-invite-code/${mia.id}/`, teacher, {})).json<{ code: string }>().code;
  const secondGuardian = await createParent(testApp.app, { firstName: 'Rosa', lastName: 'Carter' });
  await linkChild(testApp.app, secondGuardian, code);
  const otherTeacher = await approvedTeacherOf(school.id);
  const otherClass = await createClass(testApp.app, otherTeacher, 'Class 5C');
  const otherParent = await createParent(testApp.app);
  await linkChild(testApp.app, otherParent, (await createStudent(testApp.app, otherTeacher, otherClass.id, 'Zoe')).inviteCode);
  const otherLeader = await createTeacher(testApp.app);
  await inject('POST', 'school-list-create/', otherLeader, { name: 'Oak Hill', city: 'Bath', country: 'UK' });
  return { leader, teacher, mia, parent, secondGuardian, otherTeacher, otherParent, otherLeader };
}

type School = Awaited<ReturnType<typeof createSchool>>;

const logOf = (user: TestUser | undefined, studentId: number) => inject('GET', `student-access-log/${studentId}/`, user);
const entriesOf = (studentId: number) => testApp.app.database.db.select().from(childAccessLog).where(eq(childAccessLog.studentId, studentId));

describe('the access log of a child', () => {
  let s: School;
  beforeAll(async () => {
    s = await createSchool();
  });

  it('logs a school leader opening the portfolio, read only, and shows it to both guardians', async () => {
    const before = Date.now();
    const portfolio = await inject('GET', `student-portfolio-list/${s.mia.id}/`, s.leader);
    expect(portfolio.statusCode).toBe(200);
    expect(portfolio.json<{ name: string; invite_code: unknown }>()).toMatchObject({ name: 'Mia', invite_code: null });

    for (const guardian of [s.parent, s.secondGuardian]) {
      const log = await logOf(guardian, s.mia.id);
      expect(log.statusCode).toBe(200);
      const entries = log.json<{ reader_name: string; reader_role: string; what: string; accessed_at: string }[]>();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ reader_name: 'Elena Ortiz', reader_role: 'school_leader', what: 'portfolio' });
      expect(Date.parse(entries[0]!.accessed_at)).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('does not log the guardians or the teacher of the class', async () => {
    const count = (await entriesOf(s.mia.id)).length;
    for (const reader of [s.parent, s.secondGuardian, s.teacher]) {
      expect((await inject('GET', `student-portfolio-list/${s.mia.id}/`, reader)).statusCode).toBe(200);
    }
    expect(await entriesOf(s.mia.id)).toHaveLength(count);
  });

  it("logs every look of the leader at a kept portfolio, a 304 too, and still refuses a kept portfolio to outsiders", async () => {
    const count = (await entriesOf(s.mia.id)).length;
    // Read by the teacher and the leader: the portfolio is kept.
    expect((await inject('GET', `student-portfolio-list/${s.mia.id}/`, s.teacher)).statusCode).toBe(200);
    const first = await inject('GET', `student-portfolio-list/${s.mia.id}/`, s.leader);
    expect(first.statusCode).toBe(200);
    expect((await inject('GET', `student-portfolio-list/${s.mia.id}/`, s.leader)).statusCode).toBe(200);
    const unchanged = await inject('GET', `student-portfolio-list/${s.mia.id}/`, { headers: { ...s.leader.headers, 'if-none-match': String(first.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);
    expect(await entriesOf(s.mia.id)).toHaveLength(count + 3);
    for (const outsider of [s.otherTeacher, s.otherParent, s.otherLeader]) {
      const refused = await inject('GET', `student-portfolio-list/${s.mia.id}/`, { headers: { ...outsider.headers, 'if-none-match': String(first.headers.etag) } });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Mia');
    }
    expect(await entriesOf(s.mia.id)).toHaveLength(count + 3);
  });

  it('refuses the portfolio to everyone else, and logs nothing for them', async () => {
    const count = (await entriesOf(s.mia.id)).length;
    expect((await inject('GET', `student-portfolio-list/${s.mia.id}/`)).statusCode).toBe(401);
    for (const outsider of [s.otherTeacher, s.otherParent, s.otherLeader]) {
      expect((await inject('GET', `student-portfolio-list/${s.mia.id}/`, outsider)).statusCode).toBe(403);
    }
    expect(await entriesOf(s.mia.id)).toHaveLength(count);
  });

  it('shows the log to the child\'s guardians only: 401 anonymous, 404 for the teacher, the leader and outsiders', async () => {
    expect((await logOf(undefined, s.mia.id)).statusCode).toBe(401);
    for (const other of [s.teacher, s.leader, s.otherTeacher, s.otherParent, s.otherLeader]) {
      const answer = await logOf(other, s.mia.id);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Ortiz');
    }
    expect((await logOf(s.parent, 2_000_000)).statusCode).toBe(404);
  });

  it('goes with the child', async () => {
    expect((await entriesOf(s.mia.id)).length).toBeGreaterThan(0);
    expect((await inject('DELETE', `student-delete/${s.mia.id}/`, s.teacher)).statusCode).toBe(204);
    expect(await entriesOf(s.mia.id)).toHaveLength(0);
  });
});
