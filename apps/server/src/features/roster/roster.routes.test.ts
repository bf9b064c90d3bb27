import { fillMessage } from '@homeroom/contract/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROSTER_MESSAGES } from '@homeroom/contract/roster';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createClass,
  createParent,
  createStudent,
  createTeacher,
  linkChild,
  type TestUser,
} from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { findLink, startSmtpInbox } from '../../test/smtp-inbox.ts';

const INVITATION_LINK = 'http://homeroom.test/guardian-invitation/';
const HEADER = 'class,student,guardian_email_1,guardian_email_2,guardian_email_3,guardian_email_4';

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
const preview = (user: TestUser | undefined, csv: string, schoolClass?: number) =>
  inject('POST', 'roster-preview/', user, { csv, ...(schoolClass ? { school_class: schoolClass } : {}) });
const importRoster = (user: TestUser | undefined, csv: string, schoolClass?: number) =>
  inject('POST', 'roster-import/', user, { csv, ...(schoolClass ? { school_class: schoolClass } : {}) });

async function count(query: string): Promise<number> {
  const result = await testApp.app.database.db.execute(query);
  return Number((result as unknown as { rows: { count: string | number }[] }).rows[0]?.count);
}

/** Approves a teacher waiting at a school, as a leader will from the School page. */
async function approve(teacher: TestUser) {
  await testApp.app.database.db.execute(
    `UPDATE teachers SET school_role = 'teacher' WHERE user_id = ${teacher.id}`,
  );
}

/**
 * A school with its leader, two approved teachers with a class each, a teacher waiting for
 * approval, another school's leader, and a guardian of a child of the school.
 */
async function createSchool(tag: string) {
  const leader = await createTeacher(testApp.app, { firstName: 'Lena', lastName: 'Lead' });
  const school = (
    await inject('POST', 'school-list-create/', leader, {
      name: `School ${tag}`,
      city: 'Leeds',
      country: 'UK',
    })
  ).json<{ id: number }>();
  const teacher = await createTeacher(testApp.app, { firstName: 'Tom', lastName: 'Teach' });
  const colleague = await createTeacher(testApp.app);
  const pending = await createTeacher(testApp.app);
  for (const member of [teacher, colleague, pending])
    await inject('PUT', 'teacher-school-update/', member, { school: school.id });
  await approve(teacher);
  await approve(colleague);
  const ownClass = await createClass(testApp.app, teacher, `3B ${tag}`);
  const colleagueClass = await createClass(testApp.app, colleague, `4C ${tag}`);
  const pendingClass = await createClass(testApp.app, pending, `5D ${tag}`);
  const otherLeader = await createTeacher(testApp.app);
  await inject('POST', 'school-list-create/', otherLeader, {
    name: `Other ${tag}`,
    city: 'York',
    country: 'UK',
  });
  const otherClass = await createClass(testApp.app, otherLeader, `3B ${tag}`);
  // A guardian of another child: a parent, even of the school, imports nothing.
  const parent = await createParent(testApp.app);
  await linkChild(
    testApp.app,
    parent,
    (await createStudent(testApp.app, colleague, colleagueClass.id, 'Sibling')).inviteCode,
  );
  return {
    leader,
    school,
    teacher,
    colleague,
    pending,
    ownClass,
    colleagueClass,
    pendingClass,
    otherLeader,
    otherClass,
    parent,
  };
}

const line = (...cells: string[]) =>
  cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');

describe('roster import', () => {
  it('previews and imports 300 students with their guardians, refusing the file while it has bad lines', async () => {
    const s = await createSchool('big');
    const good = Array.from({ length: 300 }, (_, index) =>
      line(
        index % 2 === 0 ? s.ownClass.name : s.colleagueClass.name,
        `Child ${index}`,
        `guardian${index}@example.org`,
        index % 3 === 0 ? `second${index}@example.org` : '',
      ),
    );
    const bad = [
      line(s.ownClass.name, '', 'nobody@example.org'),
      line(s.ownClass.name, 'Bad Mail', 'not-an-address'),
      line(s.ownClass.name, 'child 0', 'dup@example.org'),
      line('Class that is not', 'Lost Child'),
      line(s.pendingClass.name, 'Not Yet'),
      line(
        s.ownClass.name,
        'Many',
        'a@example.org',
        'b@example.org',
        'c@example.org',
        'd@example.org',
        'e@example.org',
      ),
    ];
    const csv = `\uFEFF${HEADER}\r\n${[...good, ...bad].join('\r\n')}\r\n`;

    const response = await preview(s.leader, csv);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.summary).toEqual({
      rows: 306,
      rows_with_problems: 6,
      new_students: 300,
      existing_students: 0,
      invitations: 400,
    });
    expect(body.can_import).toBe(false);
    expect(body.rows[0]).toEqual({
      line: 2,
      class_name: s.ownClass.name,
      school_class: s.ownClass,
      student: 'Child 0',
      student_status: 'new',
      guardians: [
        { email: 'guardian0@example.org', status: 'invite' },
        { email: 'second0@example.org', status: 'invite' },
      ],
      problems: [],
    });
    expect(body.rows.slice(300).map((row: { problems: string[] }) => row.problems)).toEqual([
      [ROSTER_MESSAGES.nameMissing],
      [fillMessage(ROSTER_MESSAGES.badEmail, { email: 'not-an-address' })],
      [fillMessage(ROSTER_MESSAGES.duplicateChild, { line: 2 })],
      [fillMessage(ROSTER_MESSAGES.unknownClass, { name: 'Class that is not' })],
      // A waiting teacher's class belongs to no school yet: its name is unknown to the leader.
      [fillMessage(ROSTER_MESSAGES.unknownClass, { name: s.pendingClass.name })],
      [fillMessage(ROSTER_MESSAGES.tooManyGuardians, { max: 4 })],
    ]);
    expect(await count('SELECT count(*) FROM guardian_invitations')).toBe(0);

    const refused = await importRoster(s.leader, csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ csv: [ROSTER_MESSAGES.fileHasProblems] });
    expect(await count(`SELECT count(*) FROM students WHERE school_class_id = ${s.ownClass.id}`)).toBe(0);

    const cleanCsv = `${HEADER}\n${good.join('\n')}\n`;
    const imported = await importRoster(s.leader, cleanCsv);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      detail: ROSTER_MESSAGES.importDone,
      created_students: 300,
      existing_students: 0,
      invitations_sent: 400,
    });
    expect(
      await count(
        `SELECT count(*) FROM students WHERE school_class_id IN (${s.ownClass.id}, ${s.colleagueClass.id}) AND name LIKE 'Child %'`,
      ),
    ).toBe(300);
    expect(
      await count(`SELECT count(*) FROM guardian_invitations WHERE invited_by_teacher_id IS NOT NULL`),
    ).toBe(400);
    expect(await count(`SELECT count(*) FROM mail_outbox WHERE subject LIKE 'Follow Child %'`)).toBe(400);
    // Sending 400 mails to the test inbox would only slow the next tests.
    await testApp.app.database.db.execute(`DELETE FROM mail_outbox WHERE subject LIKE 'Follow Child %'`);

    // The teacher sees the imported children on the class page.
    const classPage = (await inject('GET', `class/${s.ownClass.id}/`, s.teacher)).json();
    expect(classPage.students).toHaveLength(150);
  });

  it('is idempotent: the same file again creates and sends nothing; a new address of a known child is invited', async () => {
    const s = await createSchool('again');
    const csv = `${HEADER}\n${line('', 'Mia Stone', 'mia.mum@example.org', 'MIA.DAD@example.org')}\n${line('', 'Leo Park')}\n`;
    const first = await importRoster(s.teacher, csv, s.ownClass.id);
    expect(first.json()).toMatchObject({ created_students: 2, invitations_sent: 2 });
    const mailsBefore = await count('SELECT count(*) FROM mail_outbox');

    const previewAgain = (await preview(s.teacher, csv, s.ownClass.id)).json();
    expect(previewAgain.summary).toEqual({
      rows: 2,
      rows_with_problems: 0,
      new_students: 0,
      existing_students: 2,
      invitations: 0,
    });
    expect(previewAgain.rows[0].guardians).toEqual([
      { email: 'mia.mum@example.org', status: 'already_invited' },
      { email: 'mia.dad@example.org', status: 'already_invited' },
    ]);
    const again = await importRoster(s.teacher, csv, s.ownClass.id);
    expect(again.json()).toEqual({
      detail: ROSTER_MESSAGES.importDone,
      created_students: 0,
      existing_students: 2,
      invitations_sent: 0,
    });
    expect(await count('SELECT count(*) FROM mail_outbox')).toBe(mailsBefore);
    expect(await count(`SELECT count(*) FROM students WHERE school_class_id = ${s.ownClass.id}`)).toBe(2);

    // Names match whatever their case and spacing; an address already a guardian is not invited.
    const linkedStudent = await createStudent(testApp.app, s.teacher, s.ownClass.id, 'Noa Hill');
    await linkChild(testApp.app, s.parent, linkedStudent.inviteCode);
    const more = `${HEADER}\n${line('', '  leo   PARK ', 'leo.gran@example.org')}\n${line('', 'Noa Hill', s.parent.email)}\n`;
    const moreRows = (await preview(s.teacher, more, s.ownClass.id)).json().rows;
    expect(moreRows.map((row: { student_status: string }) => row.student_status)).toEqual([
      'existing',
      'existing',
    ]);
    expect(moreRows[1].guardians).toEqual([
      { email: s.parent.email.toLowerCase(), status: 'already_guardian' },
    ]);
    expect((await importRoster(s.teacher, more, s.ownClass.id)).json()).toMatchObject({
      created_students: 0,
      invitations_sent: 1,
    });
  });

  it('adds each child once when the same file is imported twice at the same time, and invites again after expiry', async () => {
    const s = await createSchool('race');
    const csv = `${HEADER}\n${line('', 'Ruth Lane', 'ruth.mum@example.org')}\n${line('', 'Omar Lane')}\n`;
    const answers = await Promise.all([
      importRoster(s.teacher, csv, s.ownClass.id),
      importRoster(s.teacher, csv, s.ownClass.id),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().created_students).sort()).toEqual([0, 2]);
    expect(await count(`SELECT count(*) FROM students WHERE school_class_id = ${s.ownClass.id}`)).toBe(2);
    expect(
      await count(`SELECT count(*) FROM guardian_invitations WHERE email = 'ruth.mum@example.org'`),
    ).toBe(1);

    // An invitation that expired unused is sent anew: importing again is how a school reminds a family.
    await testApp.app.database.db.execute(
      `UPDATE guardian_invitations SET expires_at = now() - interval '1 minute' WHERE email = 'ruth.mum@example.org'`,
    );
    expect((await preview(s.teacher, csv, s.ownClass.id)).json().rows[0].guardians).toEqual([
      { email: 'ruth.mum@example.org', status: 'invite' },
    ]);
    expect((await importRoster(s.teacher, csv, s.ownClass.id)).json()).toMatchObject({
      created_students: 0,
      invitations_sent: 1,
    });
  });

  it('sends single-use invitations that link a new or an existing parent to the child', async () => {
    const s = await createSchool('mail');
    const csv = `${HEADER}\n${line(s.ownClass.name, 'Ivy Rowe', 'ivy.mum@example.org', 'ivy.dad@example.org')}\n`;
    expect((await importRoster(s.leader, csv)).statusCode).toBe(200);
    await testApp.app.outbox.flush();
    const mail = await inbox.waitForMail('ivy.mum@example.org', INVITATION_LINK);
    expect(mail.decoded).toContain(`Subject: Follow Ivy Rowe in ${s.ownClass.name} on Homeroom`);
    const token = findLink(mail, INVITATION_LINK).replace(INVITATION_LINK, '');

    const mum = await createParent(testApp.app, { email: 'ivy.mum@example.org' });
    const accepted = await inject('PUT', 'guardian-invitation-accept/', mum, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().student.name).toBe('Ivy Rowe');
    const details = (
      await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: mum.headers })
    ).json();
    expect(details.parent.children.map((child: { name: string }) => child.name)).toEqual(['Ivy Rowe']);

    const reused = await inject('PUT', 'guardian-invitation-accept/', await createParent(testApp.app), {
      token,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ token: ['This invitation link is not valid or has been used already.'] });

    // Importing again now knows her as a guardian, and the dad's invitation as still open.
    const rows = (await preview(s.leader, csv)).json().rows;
    expect(rows[0].guardians).toEqual([
      { email: 'ivy.mum@example.org', status: 'already_guardian' },
      { email: 'ivy.dad@example.org', status: 'already_invited' },
    ]);
  });

  it('lets a teacher import into their classes only, and a leader into any class of their school', async () => {
    const s = await createSchool('reach');
    const colleagueCsv = `${HEADER}\n${line(s.colleagueClass.name, 'Zed')}\n`;
    const byTeacher = (await preview(s.teacher, colleagueCsv)).json();
    expect(byTeacher.rows[0].problems).toEqual([fillMessage(ROSTER_MESSAGES.classOutOfReach, { name: s.colleagueClass.name })]);
    expect((await importRoster(s.teacher, colleagueCsv)).statusCode).toBe(400);
    expect((await preview(s.leader, colleagueCsv)).json().can_import).toBe(true);

    // The other school's class of the same name is not theirs to name.
    const otherCsv = `${HEADER}\n${line(s.ownClass.name, 'Yan')}\n${line(s.colleagueClass.name, 'Yan')}\n`;
    const byOtherLeader = (await preview(s.otherLeader, otherCsv)).json().rows;
    expect(byOtherLeader[0].school_class).toEqual(s.otherClass);
    expect(byOtherLeader[1].problems).toEqual([fillMessage(ROSTER_MESSAGES.unknownClass, { name: s.colleagueClass.name })]);
    expect((await preview(s.teacher, otherCsv)).json().rows[0].school_class).toEqual(s.ownClass);

    // The class chosen on the page goes through the same rule.
    const unnamed = `${HEADER}\n${line('', 'Xia')}\n`;
    for (const outsider of [s.otherLeader, s.colleague, s.pending]) {
      expect((await preview(outsider, unnamed, s.ownClass.id)).statusCode).toBe(403);
      expect((await importRoster(outsider, unnamed, s.ownClass.id)).statusCode).toBe(403);
    }
    expect((await preview(s.parent, unnamed, s.ownClass.id)).statusCode).toBe(403);
    expect((await importRoster(s.parent, unnamed, s.ownClass.id)).statusCode).toBe(403);
    expect((await preview(undefined, unnamed, s.ownClass.id)).statusCode).toBe(401);
    expect((await importRoster(undefined, unnamed, s.ownClass.id)).statusCode).toBe(401);
    expect((await preview(s.leader, unnamed, 999_999)).statusCode).toBe(404);
    expect(await count(`SELECT count(*) FROM students WHERE name = 'Xia'`)).toBe(0);

    // A waiting teacher imports into their own class only.
    const pendingCsv = `${HEADER}\n${line(s.pendingClass.name, 'Wes')}\n${line(s.ownClass.name, 'Vic')}\n`;
    expect(
      (await preview(s.pending, pendingCsv)).json().rows.map((row: { problems: string[] }) => row.problems),
    ).toEqual([[], [fillMessage(ROSTER_MESSAGES.unknownClass, { name: s.ownClass.name })]]);
    expect(
      (await importRoster(s.pending, `${HEADER}\n${line(s.pendingClass.name, 'Wes')}\n`)).statusCode,
    ).toBe(200);
  });

  it('lists the classes each may import into', async () => {
    const s = await createSchool('list');
    const names = async (user: TestUser) =>
      (await inject('GET', 'roster-classes/', user))
        .json()
        .map((schoolClass: { name: string }) => schoolClass.name);
    expect(await names(s.leader)).toEqual([s.ownClass.name, s.colleagueClass.name]);
    expect(await names(s.teacher)).toEqual([s.ownClass.name]);
    expect(await names(s.pending)).toEqual([s.pendingClass.name]);
    expect(await names(s.otherLeader)).toEqual([s.otherClass.name]);
    expect((await inject('GET', 'roster-classes/', s.parent)).statusCode).toBe(403);
    expect((await inject('GET', 'roster-classes/', undefined)).statusCode).toBe(401);
  });

  it('serves the template to teachers only', async () => {
    const s = await createSchool('template');
    const template = await inject('GET', 'roster-template/', s.teacher);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toBe('attachment; filename="homeroom-roster.csv"');
    expect(template.body.split('\r\n')[0]).toBe(HEADER);
    expect((await inject('GET', 'roster-template/', s.parent)).statusCode).toBe(403);
    expect((await inject('GET', 'roster-template/', undefined)).statusCode).toBe(401);
  });

  it('answers clear 400s for a bad file', async () => {
    const s = await createSchool('bad');
    const expectInvalid = async (body: unknown, errors: Record<string, string[]>) => {
      const response = await inject('POST', 'roster-preview/', s.teacher, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    };
    await expectInvalid({}, { csv: [ROSTER_MESSAGES.fileRequired] });
    await expectInvalid({ csv: '' }, { csv: [ROSTER_MESSAGES.fileRequired] });
    await expectInvalid({ csv: 'x'.repeat(512 * 1024 + 1) }, { csv: [ROSTER_MESSAGES.fileTooLarge] });
    await expectInvalid({ csv: 'name,email\nA,b@example.org\n' }, { csv: [ROSTER_MESSAGES.badHeader] });
    await expectInvalid({ csv: `${HEADER}\n,,,,,\n` }, { csv: [ROSTER_MESSAGES.fileEmpty] });
    await expectInvalid({ csv: `${HEADER}\n3B,"Open\n` }, { csv: [ROSTER_MESSAGES.unterminatedQuote] });
    const tooMany = `${HEADER}\n${Array.from({ length: 2001 }, (_, index) => `,C${index}`).join('\n')}\n`;
    await expectInvalid(
      { csv: tooMany, school_class: s.ownClass.id },
      { csv: [ROSTER_MESSAGES.tooManyRows] },
    );
    await expectInvalid(
      { csv: `${HEADER}\n,A\n`, school_class: 'x' },
      { school_class: ['A valid integer is required.'] },
    );
    expect((await preview(s.teacher, `${HEADER}\n,Nameless class\n`)).json().rows[0].problems).toEqual([
      ROSTER_MESSAGES.classMissing,
    ]);
  });
});
