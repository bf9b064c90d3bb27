import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationLink } from '@homeroom/contract/notifications';
import { useLiveTestApp } from '../../test/live-test-app.ts';
import { createClass, createParent, createStudent, createTeacher, linkChild, registerUser, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { findLink } from '../../test/smtp-inbox.ts';
import { openSocket } from '../../test/sockets.ts';
import { teachers } from '../accounts/accounts.table.ts';

const INVITATION_LINK = 'http://homeroom.test/guardian-invitation/';

const live = useLiveTestApp();

const inject = createInject(() => live.testApp.app);
const notificationsOf = async (user: TestUser) => (await inject('GET', 'notifications-get/', user)).json();

/** A class of the teacher with one child whose parent is linked. */
async function classWithFamily(teacher: TestUser, className: string, childName: string) {
  const schoolClass = await createClass(live.testApp.app, teacher, className);
  const student = await createStudent(live.testApp.app, teacher, schoolClass.id, childName);
  const parent = await createParent(live.testApp.app, { firstName: `${childName}'s`, lastName: 'Parent' });
  await linkChild(live.testApp.app, parent, student.inviteCode);
  return { schoolClass, student, parent };
}

/** A leader's school and the people around it (approval has no route on this branch yet: the row is set). */
async function createSchool(name: string) {
  const leader = await createTeacher(live.testApp.app, { firstName: 'Lena', lastName: 'Leader' });
  const school = (await inject('POST', 'school-list-create/', leader, { name, city: 'Leeds', country: 'UK' })).json();
  const teacher = await createTeacher(live.testApp.app, { firstName: 'Tom', lastName: 'Teacher' });
  await inject('PUT', 'teacher-school-update/', teacher, { school: school.id });
  await live.testApp.app.database.db.update(teachers).set({ schoolRole: 'teacher' }).where(eq(teachers.userId, teacher.id));
  const waiting = await createTeacher(live.testApp.app, { firstName: 'Wanda', lastName: 'Waiting' });
  await inject('PUT', 'teacher-school-update/', waiting, { school: school.id });
  const leaderClass = await classWithFamily(leader, '1A', 'Ada');
  const teacherClass = await classWithFamily(teacher, '2B', 'Ben');
  const waitingClass = await classWithFamily(waiting, '3C', 'Cyd');
  return { school, leader, teacher, waiting, leaderClass, teacherClass, waitingClass };
}

/** Invites a second guardian of the student by e-mail and links them through the mailed link. */
async function addSecondGuardian(from: TestUser, studentId: number) {
  const second = await createParent(live.testApp.app, { firstName: 'Second', lastName: 'Guardian' });
  expect((await inject('POST', `student-guardian-invite/${studentId}/`, from, { email: second.email })).statusCode).toBe(201);
  await live.testApp.app.outbox.flush();
  const token = findLink(await live.inbox.waitForMail(second.email, INVITATION_LINK), INVITATION_LINK).replace(INVITATION_LINK, '');
  expect((await inject('PUT', 'guardian-invitation-accept/', second, { token })).statusCode).toBe(200);
  return second;
}

const post = (leader: TestUser, title = 'Snow day', content = 'The school is closed on Monday.') =>
  inject('POST', 'school-announcement-create/', leader, { title, content });

describe('school announcements', () => {
  it('are published by a leader and notify every family of every class and the approved staff, but not the author', async () => {
    const world = await createSchool('Maple Primary');
    const second = await addSecondGuardian(world.leaderClass.parent, world.leaderClass.student.id);
    const other = await createSchool('Oak Academy');

    const created = await post(world.leader, ' Snow day ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      title: 'Snow day',
      content: 'The school is closed on Monday.',
      date: expect.any(String),
      school: { id: world.school.id, name: 'Maple Primary' },
    });

    for (const person of [world.leaderClass.parent, second, world.teacherClass.parent, world.teacher]) {
      const entries = await notificationsOf(person);
      expect(entries).toEqual([
        {
          id: expect.any(Number),
          type: 'Announcement',
          title: 'New school announcement',
          group: null,
          school_class: null,
          school: { id: world.school.id, name: 'Maple Primary' },
          updated_at: expect.any(String),
          read: false,
          qty_missed: 1,
        },
      ]);
      expect(notificationLink(entries[0])).toBe(`/school/announcements?school=${world.school.id}`);
    }
    // Not the author, not a waiting teacher nor the families of their classes (no school yet), not another school.
    for (const person of [world.leader, world.waiting, world.waitingClass.parent, other.leader, other.teacher, other.leaderClass.parent]) {
      expect(await notificationsOf(person)).toEqual([]);
    }

    // A second one while unread counts as one more, as class announcements do.
    await post(world.leader, 'Snow day, again');
    expect((await notificationsOf(second))[0]).toMatchObject({ qty_missed: 2, school: { id: world.school.id } });
  });

  it("push the entry to the open pages of the school's people, and its clearing when they read the list", async () => {
    const world = await createSchool('Linden Hill');
    const other = await createSchool('Poplar Row');
    const page = openSocket(`${live.origin}/ws/notifications/${world.teacherClass.parent.key}/`);
    const outsider = openSocket(`${live.origin}/ws/notifications/${other.leaderClass.parent.key}/`);
    await Promise.all([page.opened, outsider.opened]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await post(world.leader, 'Book week');
    const pushed = await page.waitFor((message) => message.type === 'notification');
    expect(pushed).toMatchObject({
      notification: { type: 'Announcement', title: 'New school announcement', school_class: null, school: { id: world.school.id, name: 'Linden Hill' } },
    });
    await inject('GET', 'school-announcements/', world.teacherClass.parent);
    const id = (pushed.notification as { id: number }).id;
    expect(await page.waitFor((message) => message.type === 'notification_read')).toEqual({ type: 'notification_read', id });
    expect(outsider.received.filter((message) => message.type === 'notification')).toEqual([]);
    await Promise.all([page.close(), outsider.close()]);
  });

  it('are listed, newest first, to the families and staff of the school, and reading them clears their notifications', async () => {
    const world = await createSchool('Birch Lane');
    const first = (await post(world.leader, 'First')).json();
    const second = (await post(world.leader, 'Second')).json();
    for (const person of [world.leader, world.teacher, world.leaderClass.parent, world.teacherClass.parent]) {
      const list = await inject('GET', 'school-announcements/', person);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([second, first]);
      expect((await inject('GET', `school-announcements/?school=${world.school.id}`, person)).json()).toEqual([second, first]);
    }
    expect(await notificationsOf(world.leaderClass.parent)).toEqual([]);
    expect(await notificationsOf(world.teacher)).toEqual([]);
  });

  it("refuse another school's people the list, and list them only their own school's", async () => {
    const world = await createSchool('Elm Grove');
    const other = await createSchool('Ash Hill');
    await post(world.leader);
    const otherPost = (await post(other.leader, 'Theirs')).json();
    const nobody = await registerUser(live.testApp.app);
    const childless = await createParent(live.testApp.app);
    const schoolless = await createTeacher(live.testApp.app);
    const url = `school-announcements/?school=${world.school.id}`;
    for (const [user, status] of [
      [schoolless, 403],
      [other.leader, 403],
      [other.teacher, 403],
      [other.leaderClass.parent, 403],
      [world.waiting, 403],
      [world.waitingClass.parent, 403],
      [childless, 403],
      [nobody, 403],
      [undefined, 401],
    ] as const) {
      const response = await inject('GET', url, user);
      expect(response.statusCode).toBe(status);
      expect(JSON.stringify(response.json())).not.toContain('Snow day');
    }
    expect((await inject('GET', 'school-announcements/', other.leaderClass.parent)).json()).toEqual([otherPost]);
    for (const user of [world.waiting, world.waitingClass.parent, childless, nobody]) {
      expect((await inject('GET', 'school-announcements/', user)).json()).toEqual([]);
    }
    expect((await inject('GET', 'school-announcements/?school=999999', world.leader)).statusCode).toBe(404);
    const bad = await inject('GET', 'school-announcements/?school=abc', world.leader);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ school: ['Select a school.'] });
  });

  it('reach a family with children at two schools as two entries, and list both schools to them', async () => {
    const maple = await createSchool('Maple Twin');
    const oak = await createSchool('Oak Twin');
    const family = maple.leaderClass.parent;
    await linkChild(live.testApp.app, family, (await createStudent(live.testApp.app, oak.teacher, oak.teacherClass.schoolClass.id, 'Dee')).inviteCode);
    const fromMaple = (await post(maple.leader, 'Maple news')).json();
    const fromOak = (await post(oak.leader, 'Oak news')).json();
    const entries = await notificationsOf(family);
    expect(entries.map((entry: { school: { name: string } }) => entry.school.name).sort()).toEqual(['Maple Twin', 'Oak Twin']);
    // Reading one school's clears that school's entry only; reading them all clears the rest.
    expect((await inject('GET', `school-announcements/?school=${oak.school.id}`, family)).json()).toEqual([fromOak]);
    expect((await notificationsOf(family)).map((entry: { school: { name: string } }) => entry.school.name)).toEqual(['Maple Twin']);
    expect((await inject('GET', 'school-announcements/', family)).json()).toEqual([fromOak, fromMaple]);
    expect(await notificationsOf(family)).toEqual([]);
  });

  it('answer the class announcement messages on create and on edit', async () => {
    const { leader } = await createSchool('Pine Court');
    const response = await inject('POST', 'school-announcement-create/', leader, { title: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: ['Title is required'], content: ['Content is required'] });
    const created = (await post(leader)).json();
    const invalid = await inject('PUT', `school-announcement-update/${created.id}/`, leader, { title: '', content: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ title: ['title is required'], content: ['content is required'] });
    const tooLong = await inject('POST', 'school-announcement-create/', leader, { title: 'x'.repeat(201), content: 'y' });
    expect(tooLong.json()).toEqual({ title: ['Ensure this field has no more than 200 characters.'] });
    // A malformed id names nothing, as everywhere in the API.
    expect((await inject('PUT', 'school-announcement-update/abc/', leader, { title: 'a', content: 'b' })).statusCode).toBe(404);
  });

  it('are edited and deleted by any leader of the school, and by nobody else', async () => {
    const world = await createSchool('Cedar Park');
    const other = await createSchool('Willow Bank');
    const created = (await post(world.leader)).json();
    const nobody = await registerUser(live.testApp.app);
    const schoolless = await createTeacher(live.testApp.app);
    const refused = [
      [schoolless, 403],
      [other.leader, 403],
      [world.teacher, 403],
      [world.waiting, 403],
      [world.leaderClass.parent, 403],
      [other.leaderClass.parent, 403],
      [nobody, 403],
      [undefined, 401],
    ] as const;
    for (const [user, status] of refused) {
      // Another school's leader may write to their own school, not change this one's.
      if (user !== other.leader) expect((await inject('POST', 'school-announcement-create/', user, { title: 'X', content: 'Y' })).statusCode).toBe(status);
      expect((await inject('PUT', `school-announcement-update/${created.id}/`, user, { title: 'X', content: 'Y' })).statusCode).toBe(status);
      expect((await inject('DELETE', `school-announcement-delete/${created.id}/`, user)).statusCode).toBe(status);
    }
    expect((await inject('GET', 'school-announcements/', world.leader)).json()).toEqual([created]);

    // A second leader of the school (appointing has no route on this branch: the row is set).
    await live.testApp.app.database.db.update(teachers).set({ schoolRole: 'leader' }).where(eq(teachers.userId, world.teacher.id));
    const edited = await inject('PUT', `school-announcement-update/${created.id}/`, world.teacher, { title: 'Snow day moved', content: 'Tuesday.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...created, title: 'Snow day moved', content: 'Tuesday.' });
    expect((await inject('DELETE', `school-announcement-delete/${created.id}/`, world.leader)).statusCode).toBe(204);
    expect((await inject('GET', 'school-announcements/', world.leaderClass.parent)).json()).toEqual([]);
    expect((await inject('DELETE', `school-announcement-delete/${created.id}/`, world.leader)).statusCode).toBe(404);
    expect((await inject('PUT', `school-announcement-update/${created.id}/`, world.leader, { title: 'a', content: 'b' })).statusCode).toBe(404);
  });

  it('mail those whose new announcement setting is on, with the link to the page and how to stop them', async () => {
    const world = await createSchool('Rowan Fields');
    const quiet = world.teacherClass.parent;
    await inject('PUT', 'settings-update/', quiet, { new_announcement_notification: false });
    await post(world.leader, 'Harvest festival');
    await live.testApp.app.outbox.flush();
    const mail = await live.inbox.waitForMail(world.leaderClass.parent.email, 'Harvest festival');
    expect(mail.decoded).toMatch(/Subject: New announcement from Rowan Fields: Harvest festival/);
    expect(mail.decoded).toContain(`http://homeroom.test/school/announcements?school=${world.school.id}`);
    expect(mail.decoded).toContain('http://homeroom.test/profile?tab=settings');
    await live.inbox.waitForMail(world.teacher.email, 'Harvest festival');
    const mailedTo = (user: TestUser) => live.inbox.received.some((message) => message.to.includes(user.email) && message.decoded.includes('Harvest festival'));
    expect(mailedTo(quiet)).toBe(false);
    expect(mailedTo(world.leader)).toBe(false);
    expect(mailedTo(world.waitingClass.parent)).toBe(false);
    // The in-app notification comes whatever the setting.
    expect((await notificationsOf(quiet)).map((entry: { title: string }) => entry.title)).toEqual(['New school announcement']);
  });

  it('show on the Home of the families and the teachers of the school', async () => {
    const world = await createSchool('Hazel Wood');
    const other = await createSchool('Holly Road');
    const created = (await post(world.leader, 'Sports day')).json();
    const expected = [{ id: created.id, title: 'Sports day', date: created.date, is_new: true, school: { id: world.school.id, name: 'Hazel Wood' } }];
    for (const person of [world.leaderClass.parent, world.teacher, world.leader]) {
      const home = (await live.testApp.app.inject({ method: 'GET', url: '/api/v1/home/', headers: person.headers })).json();
      expect(home.school_announcements).toEqual(expected);
    }
    for (const person of [other.leaderClass.parent, world.waiting, world.waitingClass.parent]) {
      const home = (await live.testApp.app.inject({ method: 'GET', url: '/api/v1/home/', headers: person.headers })).json();
      expect(home.school_announcements).toEqual([]);
    }
  });
});
