import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_YEAR_MESSAGES } from '@homeroom/contract/school-years';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createClass,
  createClassroom,
  createParent,
  createStudent,
  createTeacher,
  linkChild,
  type TestUser,
} from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { teachers } from '../accounts/accounts.table.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const endYear = (user: TestUser | undefined, classId: number, body: unknown) =>
  inject('POST', `class-year-end/${classId}/`, user, body);
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function post(user: TestUser, url: string, payload: unknown) {
  const response = await inject('POST', url, user, payload);
  expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
  return response.json();
}

/**
 * A classroom of last year with content, stickers, a scored hand-in and two guardians of Mia,
 * and the teacher's class of the new year.
 */
async function lastYear() {
  const room = await createClassroom(testApp.app);
  const { teacher, schoolClass, student } = room;
  const second = await createParent(testApp.app, { firstName: 'Rosa', lastName: 'Carter' });
  const code = (await post(teacher, `student-invite-code/${student.id}/`, {})).code as string;
  await linkChild(testApp.app, second, code);
  const leo = await createStudent(testApp.app, teacher, schoolClass.id, 'Leo');
  const leoParent = await createParent(testApp.app);
  await linkChild(testApp.app, leoParent, leo.inviteCode);
  await post(teacher, 'sticker-create/', { student: student.id, type: 1 });
  await post(teacher, 'sticker-create/', { student: student.id, type: 2 });
  const story = await post(teacher, 'story-create/', {
    title: 'Garden',
    content: 'We planted.',
    school_class: schoolClass.id,
  });
  const announcement = await post(teacher, 'announcement-create/', {
    title: 'Trip',
    content: 'Boots.',
    school_class: schoolClass.id,
  });
  const event = await post(teacher, 'event-create/', {
    name: 'Fair',
    date: inDays(5),
    description: 'Stalls.',
    helpers_required: 3,
    school_class: schoolClass.id,
  });
  const assignment = await post(teacher, 'assignment-create/', {
    title: 'Weekend',
    description: 'Tell us.',
    maximum_score: 10,
    response_format: 'Text',
    school_class: schoolClass.id,
    students: [student.id, leo.id],
  });
  const assignees = (await inject('GET', `assignee-list/${assignment.id}/`, teacher)).json() as {
    id: number;
    student: { id: number };
  }[];
  const miaAssignee = assignees.find((assignee) => assignee.student.id === student.id)!;
  const leoAssignee = assignees.find((assignee) => assignee.student.id === leo.id)!;
  const handedIn = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/school/assignment-response-create/',
    payload: multipartPayload(null, {
      assignee: String(miaAssignee.id),
      text: 'We went camping.',
      code: assignment.code,
    }),
  });
  expect(handedIn.statusCode).toBe(201);
  expect(
    (
      await inject('PUT', `assignee-score-update/${miaAssignee.id}/`, teacher, {
        score: 9,
        feedback: 'Lovely.',
      })
    ).statusCode,
  ).toBe(200);
  const newClass = await createClass(testApp.app, teacher, 'Class 4B');
  return { ...room, second, leo, leoParent, story, announcement, event, assignment, leoAssignee, newClass };
}

describe('a new school year', () => {
  it('archives the class and moves every student, with stickers, work and guardians, to the new class', async () => {
    const year = await lastYear();
    const { teacher, schoolClass, student, parent, second, newClass } = year;
    const ended = await endYear(teacher, schoolClass.id, { school_class: newClass.id });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({
      school_class: { id: schoolClass.id, name: 'Class 3B', archived_at: expect.any(String) },
      moved: 2,
      left_behind: 0,
      detail: SCHOOL_YEAR_MESSAGES.yearEnded,
    });

    // One child stays one child: the same student row, now in the new class.
    const newPage = (await inject('GET', `class/${newClass.id}/`, teacher)).json();
    expect(newPage.archived_at).toBeNull();
    expect(newPage.students.map((row: { id: number }) => row.id)).toEqual([year.leo.id, student.id]);
    const mia = newPage.students.find((row: { id: number }) => row.id === student.id);
    expect(mia.guardians.map((guardian: { user: { id: number } }) => guardian.user.id)).toEqual([
      parent.id,
      second.id,
    ]);

    // The portfolio keeps everything and groups it by class, the current one first.
    for (const viewer of [teacher, parent, second]) {
      const portfolio = await inject('GET', `student-portfolio-list/${student.id}/`, viewer);
      expect(portfolio.statusCode).toBe(200);
      const body = portfolio.json();
      expect(body.school_class).toMatchObject({ id: newClass.id, name: 'Class 4B' });
      expect(body.stickers).toHaveLength(2);
      expect(body.portfolio).toHaveLength(1);
      expect(body.class_years).toMatchObject([
        {
          school_class: { id: newClass.id, name: 'Class 4B', archived_at: null },
          stickers: [],
          portfolio: [],
        },
        {
          school_class: { id: schoolClass.id, name: 'Class 3B', archived_at: expect.any(String) },
          stickers: [{ type: 1 }, { type: 2 }],
          portfolio: [{ score: 9, feedback: 'Lovely.', assignment: { title: 'Weekend' } }],
        },
      ]);
    }

    // A sticker of the new year goes to the new year.
    await post(teacher, 'sticker-create/', { student: student.id, type: 3 });
    const later = (await inject('GET', `student-portfolio-list/${student.id}/`, parent)).json();
    expect(later.class_years[0].stickers).toMatchObject([{ type: 3 }]);
    expect(later.class_years[1].stickers).toHaveLength(2);

    // The archived class is still the families' to read, with the children of that year.
    const oldPage = await inject('GET', `class/${schoolClass.id}/`, second);
    expect(oldPage.statusCode).toBe(200);
    expect(oldPage.json().archived_at).toEqual(expect.any(String));
    expect(oldPage.json().students.map((row: { name: string }) => row.name)).toEqual(['Leo', 'Mia']);
    expect(
      oldPage.json().students.find((row: { id: number }) => row.id === student.id).stickers,
    ).toHaveLength(2);
    expect(oldPage.json().stories).toHaveLength(1);

    // The profile lists the archived class apart.
    const details = (
      await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: teacher.headers })
    ).json();
    expect(details.teacher.school_classes).toEqual([
      { id: schoolClass.id, name: 'Class 3B', archived_at: expect.any(String) },
      { id: newClass.id, name: 'Class 4B', archived_at: null },
    ]);
  });

  it('moves each student to their own class and leaves out those who stay in the archive', async () => {
    const year = await lastYear();
    const { teacher, schoolClass, student, leo, leoParent } = year;
    const otherNew = await createClass(testApp.app, teacher, 'Class 4C');
    const ended = await endYear(teacher, schoolClass.id, {
      moves: [{ student: student.id, school_class: otherNew.id }],
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ moved: 1, left_behind: 1 });
    expect(
      (await inject('GET', `class/${otherNew.id}/`, teacher))
        .json()
        .students.map((row: { id: number }) => row.id),
    ).toEqual([student.id]);
    expect((await inject('GET', `class/${year.newClass.id}/`, teacher)).json().students).toEqual([]);
    // Leo stayed: his family still reads the archived class, but it is out of their contacts.
    expect((await inject('GET', `class/${schoolClass.id}/`, leoParent)).statusCode).toBe(200);
    expect((await inject('GET', 'parent-contacts-get/', leoParent)).json().children).toEqual([]);
    const teacherContacts = (await inject('GET', 'teacher-contacts-get/', teacher)).json();
    expect(teacherContacts.school_classes.map((row: { name: string }) => row.name)).toEqual([
      'Class 4B',
      'Class 4C',
    ]);
    // Nor can a new chat reach them, and the teacher's Home leaves the archived class out.
    const chat = await inject('POST', 'chat-group-create-direct/', teacher, { name: 'direct', recipient: leoParent.id });
    expect(chat.statusCode).toBeGreaterThanOrEqual(400);
    expect(chat.statusCode).toBeLessThan(500);
    const home = (await testApp.app.inject({ method: 'GET', url: '/api/v1/home/', headers: teacher.headers })).json();
    expect(home.classes.map((row: { name: string }) => row.name)).toEqual(['Class 4B', 'Class 4C']);
    // Leo's record is read only too.
    expect((await inject('PUT', `student-update/${leo.id}/`, teacher, { name: 'Leon' })).statusCode).toBe(
      409,
    );
    expect((await inject('POST', `student-invite-code/${leo.id}/`, teacher, {})).statusCode).toBe(409);
  });

  it('refuses every write on the archived class and its content, with the reason', async () => {
    const year = await lastYear();
    const {
      teacher,
      parent,
      schoolClass,
      student,
      leo,
      story,
      announcement,
      event,
      assignment,
      leoAssignee,
    } = year;
    expect(
      (
        await endYear(teacher, schoolClass.id, {
          moves: [{ student: student.id, school_class: year.newClass.id }],
        })
      ).statusCode,
    ).toBe(200);
    const refused = { detail: SCHOOL_YEAR_MESSAGES.classArchived };
    const attempts: [string, TestUser, 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      [
        'story',
        teacher,
        'POST',
        'story-create/',
        { title: 'Pond', content: 'Frogs.', school_class: schoolClass.id },
      ],
      ['story edit', teacher, 'PUT', `story-update/${story.id}/`, { title: 'Garden', content: 'Beans.' }],
      ['story delete', teacher, 'DELETE', `story-delete/${story.id}/`, undefined],
      ['comment', parent, 'POST', 'story-comment-create/', { content: 'Lovely!', story: story.id }],
      [
        'announcement',
        teacher,
        'POST',
        'announcement-create/',
        { title: 'Fair', content: 'Saturday.', school_class: schoolClass.id },
      ],
      [
        'announcement edit',
        teacher,
        'PUT',
        `announcement-update/${announcement.id}/`,
        { title: 'Trip', content: 'Hats.' },
      ],
      [
        'event',
        teacher,
        'POST',
        'event-create/',
        { name: 'Play', date: inDays(9), description: 'Hall.', school_class: schoolClass.id },
      ],
      ['event delete', teacher, 'DELETE', `event-delete/${event.id}/`, undefined],
      ['helper', parent, 'POST', 'helper-create/', { event: event.id }],
      [
        'assignment',
        teacher,
        'POST',
        'assignment-create/',
        {
          title: 'Poem',
          description: 'One.',
          maximum_score: 5,
          response_format: 'Text',
          school_class: schoolClass.id,
        },
      ],
      [
        'assignment edit',
        teacher,
        'PUT',
        `assignment-update/${assignment.id}/`,
        { title: 'W', description: 'D', maximum_score: 10, response_format: 'Text' },
      ],
      [
        'assignee',
        teacher,
        'POST',
        `assignee-create/${assignment.id}/`,
        [{ assignment: assignment.id, student: leo.id }],
      ],
      ['score', teacher, 'PUT', `assignee-score-update/${leoAssignee.id}/`, { score: 3, feedback: '' }],
      ['student', teacher, 'POST', 'student-create/', { name: 'Zoe', school_class: schoolClass.id }],
      ['student delete', teacher, 'DELETE', `student-delete/${leo.id}/`, undefined],
      ['sticker', teacher, 'POST', 'sticker-create/', { student: leo.id, type: 1 }],
      ['invite code', teacher, 'POST', `student-invite-code/${leo.id}/`, {}],
    ];
    for (const [what, user, method, url, body] of attempts) {
      const response = await inject(method, url, user, body);
      expect([what, response.statusCode, response.json()]).toEqual([what, 409, refused]);
    }
    // A hand-in through the link is refused too.
    const handIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/school/assignment-response-create/',
      payload: multipartPayload(null, {
        assignee: String(leoAssignee.id),
        text: 'Late.',
        code: assignment.code,
      }),
    });
    expect(handIn.statusCode).toBe(409);
    // Reading stays open: the teacher's hand-in list and the comments.
    expect((await inject('GET', `assignee-list/${assignment.id}/`, teacher)).statusCode).toBe(200);
    expect((await inject('GET', `story-comment-list/${story.id}/`, parent)).statusCode).toBe(200);
    // Mia, who moved on, is not read only in her new class.
    expect(
      (await inject('POST', 'sticker-create/', teacher, { student: student.id, type: 1 })).statusCode,
    ).toBe(201);
  });

  it('lets a leader end the year of a class of their school, to a class they manage', async () => {
    const leader = await createTeacher(testApp.app);
    const school = await post(leader, 'school-list-create/', {
      name: 'Birch School',
      city: 'Leeds',
      country: 'UK',
    });
    const teacher = await createTeacher(testApp.app);
    expect((await inject('PUT', 'teacher-school-update/', teacher, { school: school.id })).statusCode).toBe(
      200,
    );
    // Approved by the leader (the approval itself belongs to the school staff part).
    await testApp.app.database.db
      .update(teachers)
      .set({ schoolRole: 'teacher' })
      .where(eq(teachers.userId, teacher.id));
    const oldClass = await createClass(testApp.app, teacher, 'Year 1');
    const newClass = await createClass(testApp.app, teacher, 'Year 2');
    const pupil = await createStudent(testApp.app, teacher, oldClass.id, 'Ada');
    const ended = await endYear(leader, oldClass.id, { school_class: newClass.id });
    expect(ended.statusCode).toBe(200);
    expect(
      (await inject('GET', `class/${newClass.id}/`, teacher))
        .json()
        .students.map((row: { id: number }) => row.id),
    ).toEqual([pupil.id]);
  });

  it('refuses the year end to anyone who does not run the class, changing nothing', async () => {
    const year = await lastYear();
    const { schoolClass, newClass, parent, otherTeacher, otherParent } = year;
    // Another school's leader, and a teacher waiting for a leader's approval.
    const otherLeader = await createTeacher(testApp.app);
    const otherSchool = await post(otherLeader, 'school-list-create/', {
      name: 'Elm School',
      city: 'York',
      country: 'UK',
    });
    const pending = await createTeacher(testApp.app);
    await inject('PUT', 'teacher-school-update/', pending, { school: otherSchool.id });
    for (const user of [otherTeacher, otherLeader, pending, parent, otherParent]) {
      expect((await endYear(user, schoolClass.id, { school_class: newClass.id })).statusCode).toBe(403);
    }
    expect((await endYear(undefined, schoolClass.id, { school_class: newClass.id })).statusCode).toBe(401);
    expect((await endYear(year.teacher, 999_999, { school_class: newClass.id })).statusCode).toBe(404);
    expect((await inject('GET', `class/${schoolClass.id}/`, year.teacher)).json()).toMatchObject({
      archived_at: null,
      students: [{}, {}],
    });
  });

  it('refuses bad targets and students, archiving nothing', async () => {
    const year = await lastYear();
    const { teacher, schoolClass, student, newClass, otherTeacher } = year;
    const outOfReach = await createClass(testApp.app, otherTeacher, 'Not mine');
    const finished = await createClass(testApp.app, teacher, 'Finished');
    expect((await endYear(teacher, finished.id, { moves: [] })).statusCode).toBe(200);
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { school_class: [SCHOOL_YEAR_MESSAGES.targetRequired] }],
      [{ school_class: newClass.id, moves: [] }, { school_class: [SCHOOL_YEAR_MESSAGES.targetRequired] }],
      [{ school_class: 'soon' }, { school_class: [SCHOOL_YEAR_MESSAGES.targetRequired] }],
      [{ school_class: outOfReach.id }, { school_class: [SCHOOL_YEAR_MESSAGES.targetForbidden] }],
      [{ school_class: 999_999 }, { school_class: [SCHOOL_YEAR_MESSAGES.targetForbidden] }],
      [{ school_class: finished.id }, { school_class: [SCHOOL_YEAR_MESSAGES.targetArchived] }],
      [{ school_class: schoolClass.id }, { school_class: [SCHOOL_YEAR_MESSAGES.targetSameClass] }],
      [
        { moves: [{ student: year.otherParent.id, school_class: newClass.id }] },
        { moves: [SCHOOL_YEAR_MESSAGES.studentNotInClass] },
      ],
      [
        {
          moves: [
            { student: student.id, school_class: newClass.id },
            { student: student.id, school_class: newClass.id },
          ],
        },
        { moves: [SCHOOL_YEAR_MESSAGES.studentTwice] },
      ],
      [
        { moves: [{ student: student.id, school_class: outOfReach.id }] },
        { moves: [SCHOOL_YEAR_MESSAGES.targetForbidden] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await endYear(teacher, schoolClass.id, body);
      expect([body, response.statusCode, response.json()]).toEqual([body, 400, errors]);
    }
    expect((await inject('GET', `class/${schoolClass.id}/`, teacher)).json().archived_at).toBeNull();
    // A year ends once.
    expect((await endYear(teacher, schoolClass.id, { school_class: newClass.id })).statusCode).toBe(200);
    const again = await endYear(teacher, schoolClass.id, { school_class: newClass.id });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: SCHOOL_YEAR_MESSAGES.alreadyArchived }]);
  });
});
