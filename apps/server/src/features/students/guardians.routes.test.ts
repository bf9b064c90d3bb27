import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, createParent, createStudent, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { findLink, startSmtpInbox } from '../../test/smtp-inbox.ts';

const INVITATION_LINK = 'http://homeroom.test/guardian-invitation/';

let testApp: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ smtpUrl: inbox.url, maxGuardiansPerChild: 3 });
});
afterAll(async () => {
  await testApp.close();
  await inbox.close();
});

const inject = createInject(() => testApp.app);

/** Invites `email` as a guardian of the student and answers the secret of the e-mailed link. */
async function invite(from: TestUser, studentId: number, email: string): Promise<string> {
  const response = await inject('POST', `student-guardian-invite/${studentId}/`, from, { email });
  expect(response.statusCode).toBe(201);
  await testApp.app.outbox.flush();
  const mail = await inbox.waitForMail(email, INVITATION_LINK);
  return findLink(mail, INVITATION_LINK).replace(INVITATION_LINK, '');
}

const accept = (user: TestUser | undefined, token: string) => inject('PUT', 'guardian-invitation-accept/', user, { token });

describe('several guardians per child', () => {
  it('a guardian invites another by e-mail; the second sees the photo, stickers, portfolio, class and contacts', async () => {
    const room = await createClassroom(testApp.app);
    await inject('POST', 'sticker-create/', room.teacher, { student: room.student.id, type: 1 });
    const token = await invite(room.parent, room.student.id, 'grandma@example.org');
    // The link works for any address: the second guardian signs up with another one.
    const second = await createParent(testApp.app, { firstName: 'Rosa', lastName: 'Carter', email: 'rosa.other@example.org' });

    const accepted = await accept(second, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ student: { id: room.student.id, name: 'Mia' } });

    const portfolio = await inject('GET', `student-portfolio-list/${room.student.id}/`, second);
    expect(portfolio.statusCode).toBe(200);
    expect(portfolio.json().parent.user.id).toBe(room.parent.id);
    expect(portfolio.json().guardians.map((guardian: { user: { id: number } }) => guardian.user.id)).toEqual([room.parent.id, second.id]);

    const classPage = await inject('GET', `class/${room.schoolClass.id}/`, second);
    expect(classPage.statusCode).toBe(200);
    expect(classPage.json().students[0].stickers).toHaveLength(1);

    const teacherPage = (await inject('GET', `class/${room.schoolClass.id}/`, room.teacher)).json();
    expect(teacherPage.students[0].parent.user.id).toBe(room.parent.id);
    expect(teacherPage.students[0].guardians.map((guardian: { user: { first_name: string } }) => guardian.user.first_name)).toEqual(['Sam', 'Rosa']);

    const contacts = (await inject('GET', 'teacher-contacts-get/', room.teacher)).json();
    expect(contacts.school_classes[0].students[0].guardians).toHaveLength(2);
    const details = (await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: second.headers })).json();
    expect(details.parent.children.map((child: { id: number }) => child.id)).toEqual([room.student.id]);

    // Single use.
    const again = await accept(await createParent(testApp.app), token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['This invitation link is not valid or has been used already.'] });
  });

  it('refuses an expired invitation with a clear message', async () => {
    const room = await createClassroom(testApp.app);
    const token = await invite(room.parent, room.student.id, 'late@example.org');
    await testApp.app.database.db.execute(`UPDATE guardian_invitations SET expires_at = now() - interval '1 minute' WHERE email = 'late@example.org'`);
    const response = await accept(await createParent(testApp.app), token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ token: ['This invitation has expired. Ask for a new one.'] });
  });

  it('refuses a bad e-mail, the maximum of guardians, and everyone but the child’s guardians', async () => {
    const room = await createClassroom(testApp.app);
    const url = `student-guardian-invite/${room.student.id}/`;
    expect((await inject('POST', url, room.parent, { email: 'not-an-address' })).json()).toEqual({ email: ['Enter a valid email address.'] });
    expect((await inject('POST', url, room.parent, {})).json()).toEqual({ email: ['Email is required'] });
    const classmateParent = await createParent(testApp.app);
    await linkChild(testApp.app, classmateParent, (await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Noah')).inviteCode);
    for (const outsider of [room.teacher, room.otherTeacher, room.otherParent, classmateParent])
      expect((await inject('POST', url, outsider, { email: 'x@example.org' })).statusCode).toBe(403);
    expect((await inject('POST', url, undefined, { email: 'x@example.org' })).statusCode).toBe(401);
    expect((await inject('POST', 'student-guardian-invite/999999/', room.parent, { email: 'x@example.org' })).statusCode).toBe(404);

    // Up to three guardians in this test app.
    for (const name of ['second', 'third']) expect((await accept(await createParent(testApp.app), await invite(room.parent, room.student.id, `${name}@example.org`))).statusCode).toBe(200);
    const full = await inject('POST', url, room.parent, { email: 'fourth@example.org' });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ email: ['This child already has the most guardians Homeroom allows.'] });
  });

  it('accepting needs a signed-in parent who is not a guardian yet', async () => {
    const room = await createClassroom(testApp.app);
    const token = await invite(room.parent, room.student.id, 'someone@example.org');
    expect((await accept(undefined, token)).statusCode).toBe(401);
    expect((await accept(room.otherTeacher, token)).statusCode).toBe(403);
    expect((await accept(room.parent, token)).json()).toEqual({ token: ['You are already a guardian of this child.'] });
    expect((await accept(room.otherParent, 'f'.repeat(64))).json()).toEqual({ token: ['This invitation link is not valid or has been used already.'] });
    expect((await accept(room.otherParent, token)).statusCode).toBe(200);
  });
});

describe('the teacher and the guardians', () => {
  it('issues a fresh single-use code that links a second guardian and replaces the unused one', async () => {
    const room = await createClassroom(testApp.app);
    const fresh = await inject('POST', `student-invite-code/${room.student.id}/`, room.teacher);
    expect(fresh.statusCode).toBe(200);
    const { code } = fresh.json();
    const replaced = (await inject('POST', `student-invite-code/${room.student.id}/`, room.teacher)).json().code;
    expect(replaced).not.toBe(code);
    const second = await createParent(testApp.app);
    expect((await inject('PUT', 'use-invite-code/', second, { code })).statusCode).toBe(400);
    expect((await inject('PUT', 'use-invite-code/', second, { code: replaced })).statusCode).toBe(200);
    expect((await inject('PUT', 'use-invite-code/', await createParent(testApp.app), { code: replaced })).statusCode).toBe(400);
    const portfolio = (await inject('GET', `student-portfolio-list/${room.student.id}/`, room.teacher)).json();
    expect(portfolio.guardians).toHaveLength(2);
    expect(portfolio.invite_code).toBeNull();
  });

  it('unlinks a guardian, who is told by e-mail and no longer sees the child or the class', async () => {
    const room = await createClassroom(testApp.app);
    const second = await createParent(testApp.app, { email: 'unlinked@example.org' });
    expect((await accept(second, await invite(room.parent, room.student.id, 'unlinked-invite@example.org'))).statusCode).toBe(200);
    const url = `student-guardian/${room.student.id}/${second.id}/`;
    const response = await inject('DELETE', url, room.teacher);
    expect(response.statusCode).toBe(204);
    await testApp.app.outbox.flush();
    expect((await inbox.waitForMail('unlinked@example.org', 'no longer linked')).decoded).toContain('Mia');
    expect((await inject('GET', `student-portfolio-list/${room.student.id}/`, second)).statusCode).toBe(403);
    expect((await inject('GET', `class/${room.schoolClass.id}/`, second)).statusCode).toBe(403);
    expect((await inject('GET', `student-portfolio-list/${room.student.id}/`, room.parent)).statusCode).toBe(200);
    expect((await inject('DELETE', url, room.teacher)).statusCode).toBe(404);
  });

  it('refuses the code and the unlinking to everyone but the class’s teacher', async () => {
    const room = await createClassroom(testApp.app);
    const classmateParent = await createParent(testApp.app);
    await linkChild(testApp.app, classmateParent, (await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Noah')).inviteCode);
    for (const outsider of [room.otherTeacher, room.parent, room.otherParent, classmateParent]) {
      expect((await inject('POST', `student-invite-code/${room.student.id}/`, outsider)).statusCode).toBe(403);
      expect((await inject('DELETE', `student-guardian/${room.student.id}/${room.parent.id}/`, outsider)).statusCode).toBe(403);
    }
    expect((await inject('POST', `student-invite-code/${room.student.id}/`)).statusCode).toBe(401);
    expect((await inject('DELETE', `student-guardian/${room.student.id}/${room.parent.id}/`)).statusCode).toBe(401);
    expect((await inject('GET', `student-portfolio-list/${room.student.id}/`, room.parent)).statusCode).toBe(200);
  });
});

describe('guardian invitations per user', () => {
  let limitedApp: TestApp;
  beforeAll(async () => {
    limitedApp = await createTestApp({
      rateLimit: { windowMs: 60_000, authPerAddress: 10_000, authPerEmail: 10_000, inviteCodePerUser: 10_000, guardianInvitesPerUser: 2 },
    });
  });
  afterAll(() => limitedApp.close());
  const injectLimited = createInject(() => limitedApp.app);

  it('are limited, since each is a mail to any address, and the limit is the sender’s alone', async () => {
    const { parent, student, teacher, schoolClass } = await createClassroom(limitedApp.app);
    const send = (from: TestUser, studentId: number, email: string) =>
      injectLimited('POST', `student-guardian-invite/${studentId}/`, from, { email });
    expect((await send(parent, student.id, 'one@example.org')).statusCode).toBe(201);
    expect((await send(parent, student.id, 'two@example.org')).statusCode).toBe(201);
    const refused = await send(parent, student.id, 'three@example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too many invitations sent. Please wait a few minutes and try again.' });
    const other = await createParent(limitedApp.app);
    await linkChild(limitedApp.app, other, (await createStudent(limitedApp.app, teacher, schoolClass.id, 'Ada')).inviteCode);
    const otherChild = (await injectLimited('GET', `class/${schoolClass.id}/`, teacher)).json().students.find((child: { name: string }) => child.name === 'Ada');
    expect((await send(other, otherChild.id, 'four@example.org')).statusCode).toBe(201);
  });
});
