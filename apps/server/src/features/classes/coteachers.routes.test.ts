import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const userDetails = async (user: TestUser) =>
  (
    await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: user.headers })
  ).json();
const idsOf = (refs: { user: { id: number } }[]) => refs.map((ref) => ref.user.id);

/** A new school led by `leader`, who creates it. */
async function createSchool(leader: TestUser, name = 'Maple Primary') {
  const response = await inject('POST', 'school-list-create/', leader, {
    name,
    city: 'Leeds',
    country: 'UK',
  });
  if (response.statusCode !== 201) throw new Error(`school create failed: ${response.body}`);
  return response.json<{ id: number }>();
}

/**
 * A teacher at the school: they choose it and wait, then (unless `pending`) are approved, as a
 * leader would approve them (the leaders' own screens are another part of issue 13).
 */
async function joinSchool(schoolId: number, { pending = false, firstName = 'Noah' } = {}) {
  const teacher = await createTeacher(testApp.app, { firstName, lastName: 'Reyes' });
  await inject('PUT', 'teacher-school-update/', teacher, { school: schoolId });
  if (!pending)
    await testApp.app.database.db.execute(
      `UPDATE teachers SET school_role = 'teacher' WHERE user_id = ${teacher.id}`,
    );
  return teacher;
}

/**
 * A school whose leader owns a class of one student with a linked parent; an approved colleague
 * to invite; and everyone who must be refused: a teacher of another class of the same school, a
 * waiting teacher, another school's leader, a guardian of another child.
 */
async function createStaffRoom() {
  const owner = await createTeacher(testApp.app, { firstName: 'Olivia', lastName: 'Bennett' });
  const school = await createSchool(owner);
  const schoolClass = await createClass(testApp.app, owner, 'Class 3B');
  const student = await createStudent(testApp.app, owner, schoolClass.id, 'Mia');
  const parent = await createParent(testApp.app, { firstName: 'Sam', lastName: 'Carter' });
  await linkChild(testApp.app, parent, student.inviteCode);
  const colleague = await joinSchool(school.id, { firstName: 'Noah' });
  const otherClassTeacher = await joinSchool(school.id, { firstName: 'Ava' });
  const otherClass = await createClass(testApp.app, otherClassTeacher, 'Class 4A');
  const otherParent = await createParent(testApp.app);
  await linkChild(
    testApp.app,
    otherParent,
    (await createStudent(testApp.app, otherClassTeacher, otherClass.id)).inviteCode,
  );
  const pendingTeacher = await joinSchool(school.id, { pending: true, firstName: 'Liam' });
  const otherLeader = await createTeacher(testApp.app, { firstName: 'Ella' });
  await createSchool(otherLeader, 'Birch Academy');
  return {
    owner,
    school,
    schoolClass,
    student,
    parent,
    colleague,
    otherClassTeacher,
    otherClass,
    otherParent,
    pendingTeacher,
    otherLeader,
  };
}

const invite = (from: TestUser | undefined, classId: number, email: unknown) =>
  inject('POST', `class-coteacher-invite/${classId}/`, from, { email });

/** Invites the colleague and answers the id of their invitation. */
async function inviteColleague(owner: TestUser, classId: number, colleague: TestUser): Promise<number> {
  const response = await invite(owner, classId, colleague.email);
  expect(response.statusCode).toBe(201);
  const invitations = (await inject('GET', 'coteacher-invitations/', colleague)).json<
    { id: number; school_class: { id: number } }[]
  >();
  const invitation = invitations.find((candidate) => candidate.school_class.id === classId);
  if (!invitation) throw new Error('no invitation listed');
  return invitation.id;
}

async function addCoteacher(owner: TestUser, classId: number, colleague: TestUser) {
  const invitationId = await inviteColleague(owner, classId, colleague);
  const accepted = await inject('POST', `coteacher-invitation-accept/${invitationId}/`, colleague);
  expect(accepted.statusCode).toBe(200);
}

describe('co-teachers', () => {
  it('the owner invites a colleague by e-mail, who accepts from the profile and teaches the class; families see both teachers', async () => {
    const room = await createStaffRoom();
    const sent = await invite(room.owner, room.schoolClass.id, room.colleague.email.toUpperCase());
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ detail: 'Invitation sent. They accept or decline it on their profile.' });
    await testApp.app.outbox.flush();
    const mail = await inbox.waitForMail(room.colleague.email, 'http://homeroom.test/profile');
    expect(mail.decoded).toContain('Olivia Bennett invites you to co-teach Class 3B');

    const invitations = await inject('GET', 'coteacher-invitations/', room.colleague);
    expect(invitations.statusCode).toBe(200);
    expect(invitations.json()).toEqual([
      {
        id: expect.any(Number),
        school_class: { id: room.schoolClass.id, name: 'Class 3B' },
        invited_by: { user: expect.objectContaining({ id: room.owner.id, first_name: 'Olivia' }) },
        created_at: expect.any(String),
      },
    ]);
    const accepted = await inject(
      'POST',
      `coteacher-invitation-accept/${invitations.json()[0].id}/`,
      room.colleague,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      detail: 'You now teach this class.',
      school_class: { id: room.schoolClass.id, name: 'Class 3B' },
    });
    expect((await inject('GET', 'coteacher-invitations/', room.colleague)).json()).toEqual([]);

    // Every teacher right on the class: its page as a teacher, content, students, stickers.
    const page = await inject('GET', `class/${room.schoolClass.id}/`, room.colleague);
    expect(page.statusCode).toBe(200);
    expect(page.json().teacher.user.id).toBe(room.owner.id);
    expect(idsOf(page.json().teachers)).toEqual([room.owner.id, room.colleague.id]);
    expect(idsOf(page.json().students[0].guardians)).toEqual([room.parent.id]);
    const story = await inject('POST', 'story-create/', room.colleague, {
      title: 'Pond day',
      content: 'Frogs!',
      school_class: room.schoolClass.id,
    });
    expect(story.statusCode).toBe(201);
    expect(
      (await inject('POST', 'sticker-create/', room.colleague, { student: room.student.id, type: 2 }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await inject('POST', 'student-create/', room.colleague, {
          name: 'Leo',
          school_class: room.schoolClass.id,
        })
      ).statusCode,
    ).toBe(201);
    expect((await inject('POST', `student-invite-code/${room.student.id}/`, room.colleague)).statusCode).toBe(
      200,
    );
    const assignment = await inject('POST', 'assignment-create/', room.colleague, {
      title: 'Pond plants',
      description: 'Draw one.',
      maximum_score: 5,
      response_format: 'Text',
      school_class: room.schoolClass.id,
    });
    expect(assignment.statusCode).toBe(201);
    const portfolio = await inject('GET', `student-portfolio-list/${room.student.id}/`, room.colleague);
    expect(portfolio.statusCode).toBe(200);
    expect(portfolio.json().invite_code).not.toBeNull();

    // Where a teacher finds their classes: the profile, the contacts, Home.
    expect((await userDetails(room.colleague)).teacher.school_classes).toEqual([
      { id: room.schoolClass.id, name: 'Class 3B', archived_at: null },
    ]);
    const contacts = (await inject('GET', 'teacher-contacts-get/', room.colleague)).json();
    expect(contacts.school_classes.map((schoolClass: { id: number }) => schoolClass.id)).toEqual([
      room.schoolClass.id,
    ]);
    const home = (
      await testApp.app.inject({ method: 'GET', url: '/api/v1/home/', headers: room.colleague.headers })
    ).json();
    expect(home.classes.map((schoolClass: { id: number }) => schoolClass.id)).toEqual([room.schoolClass.id]);

    // The family sees the story and both teachers, and may chat with the co-teacher.
    const parentPage = (await inject('GET', `class/${room.schoolClass.id}/`, room.parent)).json();
    expect(parentPage.stories.map((item: { title: string }) => item.title)).toContain('Pond day');
    expect(parentPage.teacher.user.id).toBe(room.owner.id);
    expect(idsOf(parentPage.teachers)).toEqual([room.owner.id, room.colleague.id]);
    const parentContacts = (await inject('GET', 'parent-contacts-get/', room.parent)).json();
    expect(idsOf(parentContacts.children[0].school_class.teachers)).toEqual([
      room.owner.id,
      room.colleague.id,
    ]);
    const parentPortfolio = (
      await inject('GET', `student-portfolio-list/${room.student.id}/`, room.parent)
    ).json();
    expect(parentPortfolio.school_class.teacher.user.id).toBe(room.owner.id);
    expect(idsOf(parentPortfolio.school_class.teachers)).toEqual([room.owner.id, room.colleague.id]);
    expect(idsOf((await userDetails(room.parent)).parent.children[0].school_class.teachers)).toEqual([
      room.owner.id,
      room.colleague.id,
    ]);
    const chat = await inject('POST', 'chat-group-create-direct/', room.parent, {
      name: 'direct',
      recipient: room.colleague.id,
    });
    expect(chat.statusCode).toBe(201);
    // The same direct chat, found from the co-teacher's side.
    const back = await inject('POST', 'chat-group-create-direct/', room.colleague, {
      name: 'direct',
      recipient: room.parent.id,
    });
    expect(back.json().id).toBe(chat.json().id);
  });

  it('refuses an invitation from anyone but the approved owner of the class, with nothing sent', async () => {
    const room = await createStaffRoom();
    await addCoteacher(room.owner, room.schoolClass.id, room.colleague);
    const colleagueToInvite = await joinSchool(room.school.id, { firstName: 'Zoe' });
    for (const [who, status] of [
      [room.colleague, 403],
      [room.otherClassTeacher, 403],
      [room.otherLeader, 403],
      [room.pendingTeacher, 403],
      [room.parent, 403],
      [room.otherParent, 403],
      [undefined, 401],
    ] as const) {
      expect((await invite(who, room.schoolClass.id, colleagueToInvite.email)).statusCode).toBe(status);
    }
    expect((await invite(room.owner, 999_999, colleagueToInvite.email)).statusCode).toBe(404);
    expect((await inject('GET', 'coteacher-invitations/', colleagueToInvite)).json()).toEqual([]);

    // A waiting teacher's class has no school yet, so no colleagues.
    const waitingOwner = await joinSchool(room.school.id, { pending: true });
    const waitingClass = await createClass(testApp.app, waitingOwner);
    const byWaiting = await invite(waitingOwner, waitingClass.id, colleagueToInvite.email);
    expect(byWaiting.statusCode).toBe(403);
    expect(byWaiting.json()).toEqual({
      detail: 'Co-teachers join classes of a school: your school has to approve you first.',
    });
  });

  it('invites only approved teachers of the same school who do not teach the class yet, once', async () => {
    const room = await createStaffRoom();
    const url = room.schoolClass.id;
    expect((await invite(room.owner, url, '')).json()).toEqual({ email: ['Email is required'] });
    expect((await invite(room.owner, url, 'not-an-address')).json()).toEqual({
      email: ['Enter a valid email address.'],
    });
    expect((await invite(room.owner, url, 42)).statusCode).toBe(400);
    const notAColleague = { email: ['No approved teacher of your school has this e-mail address.'] };
    for (const email of [
      room.otherLeader.email,
      room.pendingTeacher.email,
      room.parent.email,
      'nobody@example.org',
    ]) {
      const response = await invite(room.owner, url, email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(notAColleague);
    }
    expect((await invite(room.owner, url, room.owner.email)).json()).toEqual({
      email: ['This teacher already teaches this class.'],
    });
    expect((await invite(room.owner, url, room.colleague.email)).statusCode).toBe(201);
    expect((await invite(room.owner, url, room.colleague.email)).json()).toEqual({
      email: ['This teacher has been invited already.'],
    });
    const invitationId = (await inject('GET', 'coteacher-invitations/', room.colleague)).json()[0].id;
    await inject('POST', `coteacher-invitation-accept/${invitationId}/`, room.colleague);
    expect((await invite(room.owner, url, room.colleague.email)).json()).toEqual({
      email: ['This teacher already teaches this class.'],
    });
  });

  it('lets only the invited teacher accept or decline; a declined invitation is gone', async () => {
    const room = await createStaffRoom();
    const invitationId = await inviteColleague(room.owner, room.schoolClass.id, room.colleague);
    for (const [who, status] of [
      [room.owner, 404],
      [room.otherClassTeacher, 404],
      [room.otherLeader, 404],
      [room.pendingTeacher, 403],
      [room.parent, 403],
      [undefined, 401],
    ] as const) {
      expect((await inject('POST', `coteacher-invitation-accept/${invitationId}/`, who)).statusCode).toBe(
        status,
      );
      expect((await inject('POST', `coteacher-invitation-decline/${invitationId}/`, who)).statusCode).toBe(
        who === room.pendingTeacher ? 404 : status,
      );
    }
    expect((await inject('GET', 'coteacher-invitations/', room.parent)).statusCode).toBe(403);
    expect((await inject('GET', 'coteacher-invitations/', undefined)).statusCode).toBe(401);
    expect((await inject('GET', 'coteacher-invitations/', room.otherClassTeacher)).json()).toEqual([]);
    expect((await inject('POST', 'coteacher-invitation-accept/abc/', room.colleague)).statusCode).toBe(404);

    expect(
      (await inject('POST', `coteacher-invitation-decline/${invitationId}/`, room.colleague)).statusCode,
    ).toBe(204);
    expect((await inject('GET', 'coteacher-invitations/', room.colleague)).json()).toEqual([]);
    const late = await inject('POST', `coteacher-invitation-accept/${invitationId}/`, room.colleague);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ detail: 'This invitation does not exist or has been answered already.' });
    expect((await inject('GET', `class/${room.schoolClass.id}/`, room.colleague)).statusCode).toBe(403);
  });

  it('refuses an acceptance once the invited teacher has left the school, keeping the invitation to decline', async () => {
    const room = await createStaffRoom();
    const invitationId = await inviteColleague(room.owner, room.schoolClass.id, room.colleague);
    const elsewhere = await createSchool(room.otherLeader, 'Cedar School');
    await inject('PUT', 'teacher-school-update/', room.colleague, { school: elsewhere.id });
    expect(
      (await inject('POST', `coteacher-invitation-accept/${invitationId}/`, room.colleague)).statusCode,
    ).toBe(403);
    expect((await inject('GET', 'coteacher-invitations/', room.colleague)).json()).toHaveLength(1);
  });

  it('the owner removes a co-teacher, who is told and then refused on the class; a co-teacher may leave but not remove others', async () => {
    const room = await createStaffRoom();
    await addCoteacher(room.owner, room.schoolClass.id, room.colleague);
    const second = await joinSchool(room.school.id, { firstName: 'Zoe' });
    await addCoteacher(room.owner, room.schoolClass.id, second);
    const remove = (who: TestUser | undefined, userId: number) =>
      inject('DELETE', `class-coteacher/${room.schoolClass.id}/${userId}/`, who);

    for (const [who, status] of [
      [second, 403],
      [room.otherClassTeacher, 403],
      [room.otherLeader, 403],
      [room.pendingTeacher, 403],
      [room.parent, 403],
      [room.otherParent, 403],
      [undefined, 401],
    ] as const) {
      expect((await remove(who, room.colleague.id)).statusCode).toBe(status);
    }
    const ownerStays = { detail: 'The owner of a class cannot be removed from it.' };
    expect((await remove(room.colleague, room.owner.id)).json()).toEqual(ownerStays);
    expect((await remove(room.owner, room.owner.id)).json()).toEqual(ownerStays);
    expect((await remove(room.owner, room.otherClassTeacher.id)).statusCode).toBe(404);
    expect(
      (await inject('DELETE', `class-coteacher/999999/${room.colleague.id}/`, room.owner)).statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `class-coteacher/${room.schoolClass.id}/abc/`, room.owner)).statusCode,
    ).toBe(404);

    expect((await remove(room.owner, room.colleague.id)).statusCode).toBe(204);
    await testApp.app.outbox.flush();
    expect((await inbox.waitForMail(room.colleague.email, 'You no longer teach Class 3B')).decoded).toContain(
      'removed you',
    );
    expect((await inject('GET', `class/${room.schoolClass.id}/`, room.colleague)).statusCode).toBe(403);
    expect(
      (
        await inject('POST', 'story-create/', room.colleague, {
          title: 'T',
          content: 'C',
          school_class: room.schoolClass.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', 'sticker-create/', room.colleague, { student: room.student.id, type: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await userDetails(room.colleague)).teacher.school_classes).toEqual([]);
    expect((await remove(room.colleague, room.colleague.id)).statusCode).toBe(403);

    expect((await remove(second, second.id)).statusCode).toBe(204);
    expect((await inject('GET', `class/${room.schoolClass.id}/`, second)).statusCode).toBe(403);
    expect(
      idsOf((await inject('GET', `class/${room.schoolClass.id}/`, room.parent)).json().teachers),
    ).toEqual([room.owner.id]);
  });

  it('ends co-teaching when the co-teacher moves to another school', async () => {
    const room = await createStaffRoom();
    await addCoteacher(room.owner, room.schoolClass.id, room.colleague);
    const elsewhere = await createSchool(room.otherLeader, 'Cedar School');
    await inject('PUT', 'teacher-school-update/', room.colleague, { school: elsewhere.id });
    expect((await inject('GET', `class/${room.schoolClass.id}/`, room.colleague)).statusCode).toBe(403);
    expect(
      idsOf((await inject('GET', `class/${room.schoolClass.id}/`, room.parent)).json().teachers),
    ).toEqual([room.owner.id]);
    expect(
      (
        await inject('POST', 'chat-group-create-direct/', room.parent, {
          name: 'direct',
          recipient: room.colleague.id,
        })
      ).statusCode,
    ).toBe(403);
  });
});
