import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSENCE_MESSAGES } from '@homeroom/contract/absences';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createClassroom, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { teachers } from '../accounts/accounts.table.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function reportAbsence(parent: TestUser, studentId: number, fields: Record<string, unknown> = {}) {
  const response = await inject('POST', 'absence-create/', parent, {
    student: studentId,
    first_day: today(),
    last_day: inDays(1),
    reason: 'ill',
    note: 'A fever since last night.',
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** A leader with a school, a teacher of that school with a class, and a child of it whose parent is linked. */
async function createSchool(name: string) {
  const leader = await createTeacher(testApp.app, { firstName: 'Lena', lastName: 'Leader' });
  const school = (await inject('POST', 'school-list-create/', leader, { name, city: 'Leeds', country: 'UK' })).json();
  const teacher = await createTeacher(testApp.app, { firstName: 'Tom', lastName: 'Teacher' });
  await inject('PUT', 'teacher-school-update/', teacher, { school: school.id });
  await testApp.app.database.db.update(teachers).set({ schoolRole: 'teacher' }).where(eq(teachers.userId, teacher.id));
  const schoolClass = await createClass(testApp.app, teacher, `${name} 2B`);
  const student = await createStudent(testApp.app, teacher, schoolClass.id, 'Ben');
  const parent = await createParent(testApp.app);
  await linkChild(testApp.app, parent, student.inviteCode);
  return { leader, school, teacher, schoolClass, student, parent };
}

describe('absence notes', () => {
  it('are reported by a guardian, notify the class teachers, and are acknowledged for the guardian to see', async () => {
    const { teacher, parent, student, schoolClass } = await createClassroom(testApp.app);
    const absence = await reportAbsence(parent, student.id);
    expect(absence).toMatchObject({
      student: { id: student.id, name: 'Mia' },
      school_class: { id: schoolClass.id, name: 'Class 3B' },
      first_day: today(),
      last_day: inDays(1),
      reason: 'ill',
      note: 'A fever since last night.',
      reported_by: { id: parent.id, first_name: 'Sam' },
      acknowledged_at: null,
      acknowledged_by: null,
    });
    const entries = (await inject('GET', 'notifications-get/', teacher)).json();
    expect(entries.filter((entry: { type: string }) => entry.type === 'Absence')).toEqual([
      expect.objectContaining({ title: 'New absence note', school_class: { id: schoolClass.id, name: 'Class 3B' } }),
    ]);

    const ofToday = (await inject('GET', `class-absences/${schoolClass.id}/?day=${today()}`, teacher)).json();
    expect(ofToday.map((entry: { id: number }) => entry.id)).toEqual([absence.id]);
    expect((await inject('GET', `teacher-absences/?day=${today()}`, teacher)).json()).toHaveLength(1);
    expect((await inject('GET', `class-absences/${schoolClass.id}/?day=${inDays(2)}`, teacher)).json()).toEqual([]);

    const acknowledged = await inject('PUT', `absence-acknowledge/${absence.id}/`, teacher);
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json()).toMatchObject({ acknowledged_at: expect.any(String), acknowledged_by: { id: teacher.id, first_name: 'Olivia' } });
    const forGuardian = (await inject('GET', `child-absences/${student.id}/`, parent)).json();
    expect(forGuardian).toEqual([acknowledged.json()]);
  });

  it('take one day when no last day is given, and refuse bad input without saving anything', async () => {
    const { parent, student, teacher } = await createClassroom(testApp.app);
    const oneDay = await reportAbsence(parent, student.id, { last_day: undefined, reason: 'appointment', note: undefined });
    expect(oneDay).toMatchObject({ first_day: today(), last_day: today(), reason: 'appointment', note: '' });
    const invalid = await inject('POST', 'absence-create/', parent, { student: student.id, first_day: '2026-02-30', reason: 'bored' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ first_day: [ABSENCE_MESSAGES.dayInvalid], reason: [ABSENCE_MESSAGES.reasonInvalid] });
    const backwards = await inject('POST', 'absence-create/', parent, { student: student.id, first_day: inDays(3), last_day: inDays(1), reason: 'ill' });
    expect(backwards.json()).toEqual({ last_day: [ABSENCE_MESSAGES.lastDayBeforeFirst] });
    const tooLong = await inject('POST', 'absence-create/', parent, { student: student.id, first_day: inDays(0), last_day: inDays(80), reason: 'family' });
    expect(tooLong.json()).toEqual({ last_day: [ABSENCE_MESSAGES.tooLong] });
    expect((await inject('GET', `child-absences/${student.id}/`, teacher)).json()).toHaveLength(1);
  });

  it('are reported by a guardian of the child only', async () => {
    const { parent, student, teacher, schoolClass, otherTeacher, otherParent } = await createClassroom(testApp.app);
    const classmateParent = await createParent(testApp.app);
    await linkChild(testApp.app, classmateParent, (await createStudent(testApp.app, teacher, schoolClass.id, 'Zed')).inviteCode);
    const childless = await createParent(testApp.app);
    const { leader } = await createSchool('Oak School');
    const body = { student: student.id, first_day: today(), reason: 'ill' };
    for (const [user, status] of [[otherParent, 404], [childless, 404], [classmateParent, 404], [teacher, 404], [otherTeacher, 404], [leader, 404], [undefined, 401]] as const) {
      expect((await inject('POST', 'absence-create/', user, body)).statusCode).toBe(status);
    }
    expect((await inject('GET', `child-absences/${student.id}/`, parent)).json()).toEqual([]);
  });

  it('reach no other family: other parents of the class get 404 and the class page carries no absence', async () => {
    const { parent, student, teacher, schoolClass, otherParent, otherTeacher } = await createClassroom(testApp.app);
    const classmate = await createStudent(testApp.app, teacher, schoolClass.id, 'Noor');
    const classmateParent = await createParent(testApp.app);
    await linkChild(testApp.app, classmateParent, classmate.inviteCode);
    const absence = await reportAbsence(parent, student.id, { note: 'Hospital appointment for her asthma.' });
    const { leader } = await createSchool('Ash School');

    for (const [user, status] of [[classmateParent, 404], [otherParent, 404], [otherTeacher, 404], [leader, 404], [undefined, 401]] as const) {
      expect((await inject('GET', `child-absences/${student.id}/`, user)).statusCode).toBe(status);
      expect((await inject('PUT', `absence-acknowledge/${absence.id}/`, user)).statusCode).toBe(status);
    }
    for (const [user, status] of [[classmateParent, 404], [parent, 404], [otherParent, 403], [otherTeacher, 403], [leader, 403], [undefined, 401]] as const) {
      expect((await inject('GET', `class-absences/${schoolClass.id}/`, user)).statusCode).toBe(status);
    }
    // A parent is no guardian of another child, whatever they ask for.
    expect((await inject('PUT', `absence-acknowledge/${absence.id}/`, parent)).statusCode).toBe(404);
    const classPage = (await inject('GET', `class/${schoolClass.id}/`, classmateParent)).body;
    expect(classPage).not.toContain('asthma');
    expect(classPage).not.toContain('absence');
    const notifications = (await inject('GET', 'notifications-get/', classmateParent)).json();
    expect(notifications.filter((entry: { type: string }) => entry.type === 'Absence')).toEqual([]);
    // Nothing was acknowledged by the refused attempts.
    expect((await inject('GET', `child-absences/${student.id}/`, parent)).json()[0]).toMatchObject({ acknowledged_at: null });
  });

  it("are listed for a school's leaders, and refused to a leader of another school and to teachers", async () => {
    const oak = await createSchool('Elm School');
    const elsewhere = await createSchool('Birch School');
    const absence = await reportAbsence(oak.parent, oak.student.id);
    await reportAbsence(elsewhere.parent, elsewhere.student.id);
    const ofSchool = await inject('GET', `school-absences/?day=${today()}`, oak.leader);
    expect(ofSchool.statusCode).toBe(200);
    expect(ofSchool.json().map((entry: { id: number }) => entry.id)).toEqual([absence.id]);
    // The leader reads the class's absences, but acknowledging is its teachers'.
    expect((await inject('GET', `class-absences/${oak.schoolClass.id}/?day=${today()}`, oak.leader)).json()).toHaveLength(1);
    expect((await inject('PUT', `absence-acknowledge/${absence.id}/`, oak.leader)).statusCode).toBe(404);
    expect((await inject('GET', `class-absences/${oak.schoolClass.id}/`, elsewhere.leader)).statusCode).toBe(403);
    for (const [user, status] of [[oak.teacher, 403], [oak.parent, 403], [undefined, 401]] as const) {
      expect((await inject('GET', 'school-absences/', user)).statusCode).toBe(status);
    }
    expect((await inject('GET', 'teacher-absences/', oak.parent)).statusCode).toBe(403);
  });
});
