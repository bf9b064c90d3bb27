import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@homeroom/contract/validation';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';

let testApp: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await testApp.close();
  await inbox.close();
});

const inject = createInject(() => testApp.app);

let schoolCount = 0;

/** A teacher who adds a school, becoming its leader. */
async function createLeader(firstName = 'Lena') {
  schoolCount += 1;
  const leader = await createTeacher(testApp.app, { firstName, lastName: 'Okafor' });
  const school = (await inject('POST', 'school-list-create/', leader, { name: `Willow Primary ${schoolCount}`, city: 'Leeds', country: 'UK' })).json();
  return { leader, school: school as { id: number; name: string } };
}

/**
 * A school with a leader, an approved teacher running a class with a linked parent, a teacher who
 * waits for approval, and everyone outside it: another school's leader and teacher, a parent.
 */
async function createSchool() {
  const { leader, school } = await createLeader();
  const teacher = await createTeacher(testApp.app, { firstName: 'Tom', lastName: 'Price' });
  await inject('PUT', 'teacher-school-update/', teacher, { school: school.id });
  expect((await inject('POST', `school-teacher-approve/${teacher.id}/`, leader)).statusCode).toBe(204);
  const schoolClass = await createClass(testApp.app, teacher, '2C');
  const student = await createStudent(testApp.app, teacher, schoolClass.id, 'Noah');
  const parent = await createParent(testApp.app, { firstName: 'Ada', lastName: 'Price' });
  await linkChild(testApp.app, parent, student.inviteCode);
  const pending = await createTeacher(testApp.app, { firstName: 'Pat', lastName: 'Wills' });
  await inject('PUT', 'teacher-school-update/', pending, { school: school.id });
  const other = await createLeader('Olga');
  const otherTeacher = await createTeacher(testApp.app);
  await inject('PUT', 'teacher-school-update/', otherTeacher, { school: other.school.id });
  await inject('POST', `school-teacher-approve/${otherTeacher.id}/`, other.leader);
  const outsideParent = await createParent(testApp.app);
  return { leader, school, teacher, schoolClass, student, parent, pending, otherLeader: other.leader, otherTeacher, outsideParent };
}

const teacherOf = async (user: TestUser) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: user.headers })).json().teacher;

describe('school leaders and their staff', () => {
  it('lists the waiting teachers and the staff, leaders first, with the classes they teach there', async () => {
    const room = await createSchool();
    const response = await inject('GET', 'school-staff/', room.leader);
    expect(response.statusCode).toBe(200);
    const staff = response.json();
    expect(staff.school).toMatchObject({ id: room.school.id, name: room.school.name });
    expect(staff.waiting).toEqual([
      { user: expect.objectContaining({ id: room.pending.id, first_name: 'Pat' }), email: room.pending.email, school_role: 'pending', school_classes: [] },
    ]);
    expect(staff.staff.map((member: { user: { id: number }; school_role: string }) => [member.user.id, member.school_role])).toEqual([
      [room.leader.id, 'leader'],
      [room.teacher.id, 'teacher'],
    ]);
    expect(staff.staff[1].school_classes).toEqual([{ id: room.schoolClass.id, name: '2C' }]);
  });

  it('approves a waiting teacher, who is told by mail and whose classes join the school', async () => {
    const room = await createSchool();
    const waitingClass = await createClass(testApp.app, room.pending, '3A');
    expect((await inject('GET', `class/${waitingClass.id}/`, room.pending)).json().school).toBeNull();
    // A waiting teacher's class is in no school yet: its leaders do not see it.
    expect((await inject('GET', `class/${waitingClass.id}/`, room.leader)).statusCode).toBe(403);

    expect((await inject('POST', `school-teacher-approve/${room.pending.id}/`, room.leader)).statusCode).toBe(204);
    expect(await teacherOf(room.pending)).toMatchObject({ school: { id: room.school.id }, school_role: 'teacher' });
    expect((await inject('GET', `class/${waitingClass.id}/`, room.pending)).json().school).toMatchObject({ id: room.school.id });
    expect((await inject('GET', `class/${waitingClass.id}/`, room.leader)).statusCode).toBe(200);
    await testApp.app.outbox.flush();
    const mail = await inbox.waitForMail(room.pending.email, 'approved you');
    expect(mail.decoded).toContain(`You are approved at ${room.school.name}`);

    // Approving again is refused: they no longer wait.
    const again = await inject('POST', `school-teacher-approve/${room.pending.id}/`, room.leader);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['This teacher is not waiting for approval.'] });
  });

  it('refuses a waiting teacher: their school is cleared and they are told', async () => {
    const room = await createSchool();
    expect((await inject('POST', `school-teacher-refuse/${room.pending.id}/`, room.leader)).statusCode).toBe(204);
    expect(await teacherOf(room.pending)).toMatchObject({ school: null, school_role: null });
    expect((await inject('GET', 'school-staff/', room.leader)).json().waiting).toEqual([]);
    await testApp.app.outbox.flush();
    expect((await inbox.waitForMail(room.pending.email, 'refused')).decoded).toContain('was refused');
    // An approved teacher is removed, not refused.
    expect((await inject('POST', `school-teacher-refuse/${room.teacher.id}/`, room.leader)).statusCode).toBe(400);
  });

  it('removes a teacher: their classes leave the school with them, and the leader no longer sees them', async () => {
    const room = await createSchool();
    expect((await inject('DELETE', `school-teacher/${room.teacher.id}/`, room.leader)).statusCode).toBe(204);
    expect(await teacherOf(room.teacher)).toMatchObject({ school: null });
    expect((await inject('GET', `class/${room.schoolClass.id}/`, room.teacher)).json().school).toBeNull();
    expect((await inject('GET', `class/${room.schoolClass.id}/`, room.leader)).statusCode).toBe(403);
    expect((await inject('GET', 'school-roster/', room.leader)).json().classes).toEqual([]);
    await testApp.app.outbox.flush();
    expect((await inbox.waitForMail(room.teacher.email, 'removed you')).decoded).toContain('You no longer work at');
  });

  it('appoints a leader, who may then step down; the last leader can neither step down nor be removed', async () => {
    const room = await createSchool();
    const alone = await inject('POST', 'school-leader-step-down/', room.leader);
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({ non_field_errors: ['A school needs a leader: appoint another leader first.'] });
    expect((await inject('DELETE', `school-teacher/${room.leader.id}/`, room.leader)).statusCode).toBe(400);

    expect((await inject('POST', `school-leader-appoint/${room.pending.id}/`, room.leader)).json()).toEqual({
      non_field_errors: ['Approve this teacher before appointing them leader.'],
    });
    expect((await inject('POST', `school-leader-appoint/${room.teacher.id}/`, room.leader)).statusCode).toBe(204);
    expect((await teacherOf(room.teacher)).school_role).toBe('leader');
    expect((await inject('POST', `school-leader-appoint/${room.teacher.id}/`, room.leader)).statusCode).toBe(400);
    await testApp.app.outbox.flush();
    expect((await inbox.waitForMail(room.teacher.email, 'appointed you leader')).decoded).toContain('You now lead');

    // Two leaders stepping down at once: one of them stays.
    const both = await Promise.all([inject('POST', 'school-leader-step-down/', room.leader), inject('POST', 'school-leader-step-down/', room.teacher)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([204, 400]);
    const staff = [await teacherOf(room.leader), await teacherOf(room.teacher)];
    expect(staff.filter((member) => member.school_role === 'leader')).toHaveLength(1);
  });

  it('lists the roster: every class of the school with its students and their guardians', async () => {
    const room = await createSchool();
    const response = await inject('GET', 'school-roster/', room.leader);
    expect(response.statusCode).toBe(200);
    expect(response.json().classes).toEqual([
      {
        id: room.schoolClass.id,
        name: '2C',
        teacher: { user: expect.objectContaining({ id: room.teacher.id, first_name: 'Tom' }) },
        students: [{ id: room.student.id, name: 'Noah', guardians: [{ user: expect.objectContaining({ id: room.parent.id, first_name: 'Ada' }) }] }],
      },
    ]);
  });

  it('refuses every staff endpoint to a teacher of the school or of another, a waiting teacher, parents and a visitor, changing nothing', async () => {
    const room = await createSchool();
    const calls: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
      ['GET', 'school-staff/'],
      ['GET', 'school-roster/'],
      ['POST', `school-teacher-approve/${room.pending.id}/`],
      ['POST', `school-teacher-refuse/${room.pending.id}/`],
      ['POST', `school-leader-appoint/${room.teacher.id}/`],
      ['POST', 'school-leader-step-down/'],
      ['DELETE', `school-teacher/${room.teacher.id}/`],
    ];
    for (const [method, url] of calls) {
      for (const user of [room.teacher, room.pending, room.parent, room.outsideParent, room.otherTeacher]) {
        const response = await inject(method, url, user);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(JSON.stringify(response.json())).not.toContain('Pat');
      }
      expect((await inject(method, url)).statusCode).toBe(401);
    }
    expect((await teacherOf(room.pending)).school_role).toBe('pending');
    expect((await teacherOf(room.teacher)).school_role).toBe('teacher');
  });

  it("answers 404 to another school's leader for this school's teachers, and to a path without an id", async () => {
    const room = await createSchool();
    for (const [method, url] of [
      ['POST', `school-teacher-approve/${room.pending.id}/`],
      ['POST', `school-teacher-refuse/${room.pending.id}/`],
      ['POST', `school-leader-appoint/${room.teacher.id}/`],
      ['DELETE', `school-teacher/${room.teacher.id}/`],
      ['DELETE', `school-teacher/${room.parent.id}/`],
      ['POST', 'school-teacher-approve/999999/'],
    ] as const) {
      const response = await inject(method, url, room.otherLeader);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const otherStaff = (await inject('GET', 'school-staff/', room.otherLeader)).json();
    expect(otherStaff.staff.map((member: { user: { id: number } }) => member.user.id)).not.toContain(room.teacher.id);
    expect(otherStaff.waiting).toEqual([]);
    expect((await inject('GET', 'school-roster/', room.otherLeader)).json().classes.map((schoolClass: { id: number }) => schoolClass.id)).not.toContain(room.schoolClass.id);

    // A path that names no id answers 404, as every path of the API (`class/abc/`).
    for (const badId of ['abc', '0', String(MAX_ID + 1)]) {
      expect((await inject('POST', `school-teacher-approve/${badId}/`, room.leader)).statusCode).toBe(404);
      expect((await inject('DELETE', `school-teacher/${badId}/`, room.leader)).statusCode).toBe(404);
    }
    expect((await teacherOf(room.pending)).school_role).toBe('pending');
  });
});

describe("a leader reads their school's classes", () => {
  it('sees the class page with its students and guardians, but no invite code and no write', async () => {
    const room = await createSchool();
    const story = (await inject('POST', 'story-create/', room.teacher, { title: 'Trip', content: 'To the farm', school_class: room.schoolClass.id })).json();
    await inject('POST', 'story-comment-create/', room.parent, { story: story.id, content: 'Lovely' });

    const page = await inject('GET', `class/${room.schoolClass.id}/`, room.leader);
    expect(page.statusCode).toBe(200);
    expect(page.json().students).toEqual([
      expect.objectContaining({ id: room.student.id, name: 'Noah', invite_code: null, guardians: [{ user: expect.objectContaining({ id: room.parent.id }) }] }),
    ]);
    expect(page.json().stories.map((item: { id: number }) => item.id)).toEqual([story.id]);
    const comments = await inject('GET', `story-comment-list/${story.id}/`, room.leader);
    expect(comments.statusCode).toBe(200);
    expect(comments.json()).toHaveLength(1);
    expect((await inject('PUT', `class-notifications-read/${room.schoolClass.id}/`, room.leader, { types: ['Story'] })).statusCode).toBe(200);

    const comment = await inject('POST', 'story-comment-create/', room.leader, { story: story.id, content: 'Nice' });
    expect(comment.statusCode).toBe(403);
    expect(comment.json()).toEqual({ detail: 'Leaders see this class read only: only its teacher and families can do this.' });
    const writes: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['POST', 'story-create/', { title: 'X', content: 'Y', school_class: room.schoolClass.id }],
      ['PUT', `story-update/${story.id}/`, { title: 'X', content: 'Y' }],
      ['DELETE', `story-delete/${story.id}/`],
      ['POST', 'announcement-create/', { title: 'X', content: 'Y', school_class: room.schoolClass.id }],
      ['POST', 'student-create/', { name: 'Zed', school_class: room.schoolClass.id }],
      // Deleting a child is the one write a leader shares with the teacher (issue 17): features/data-deletion tests it.
      ['POST', 'sticker-create/', { student: room.student.id, type: 1 }],
      ['POST', `student-invite-code/${room.student.id}/`],
      ['DELETE', `student-guardian/${room.student.id}/${room.parent.id}/`],
    ];
    for (const [method, url, body] of writes) {
      expect((await inject(method, url, room.leader, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await inject('GET', `class/${room.schoolClass.id}/`, room.teacher)).json().students[0].guardians).toHaveLength(1);
  });

  it("refuses the class to another school's leader and to a teacher waiting at the same school", async () => {
    const room = await createSchool();
    expect((await inject('GET', `class/${room.schoolClass.id}/`, room.otherLeader)).statusCode).toBe(403);
    expect((await inject('GET', `class/${room.schoolClass.id}/`, room.pending)).statusCode).toBe(403);
    expect((await inject('GET', `class/${room.schoolClass.id}/`, room.outsideParent)).statusCode).toBe(403);
  });
});
