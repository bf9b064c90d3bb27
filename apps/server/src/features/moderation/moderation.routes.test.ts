import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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
import { listenForSockets, openSocket } from '../../test/sockets.ts';
import { teachers } from '../accounts/accounts.table.ts';
import { mailOutbox } from '../../infra/mail/outbox.table.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/** A teacher who chose the school and whom a leader approved (the approval page is another part's). */
async function approvedTeacherOf(
  schoolId: number,
  overrides: Parameters<typeof createTeacher>[1] = {},
): Promise<TestUser> {
  const teacher = await createTeacher(testApp.app, overrides);
  expect((await inject('PUT', 'teacher-school-update/', teacher, { school: schoolId })).statusCode).toBe(200);
  await testApp.app.database.db
    .update(teachers)
    .set({ schoolRole: 'teacher' })
    .where(eq(teachers.userId, teacher.id));
  return teacher;
}

/**
 * A school with its leader and a class taught by a plain teacher, with two families; and every
 * outsider: another school's leader, a teacher waiting for approval, a parent of another class.
 */
async function createSchoolWithClass() {
  const leader = await createTeacher(testApp.app, { firstName: 'Lena', lastName: 'Lead' });
  const school = (
    await inject('POST', 'school-list-create/', leader, {
      name: 'Maple Primary',
      city: 'Leeds',
      country: 'UK',
    })
  ).json<{ id: number }>();
  const teacher = await approvedTeacherOf(school.id, { firstName: 'Olivia', lastName: 'Bennett' });
  const schoolClass = await createClass(testApp.app, teacher, 'Class 2A');
  const parent = await createParent(testApp.app, { firstName: 'Sam', lastName: 'Carter' });
  await linkChild(
    testApp.app,
    parent,
    (await createStudent(testApp.app, teacher, schoolClass.id, 'Mia')).inviteCode,
  );
  const author = await createParent(testApp.app, { firstName: 'Ada', lastName: 'Rude' });
  await linkChild(
    testApp.app,
    author,
    (await createStudent(testApp.app, teacher, schoolClass.id, 'Leo')).inviteCode,
  );

  const otherLeader = await createTeacher(testApp.app);
  await inject('POST', 'school-list-create/', otherLeader, { name: 'Oak Hill', city: 'Bath', country: 'UK' });
  const pending = await createTeacher(testApp.app);
  await inject('PUT', 'teacher-school-update/', pending, { school: school.id });
  const otherTeacher = await approvedTeacherOf(school.id);
  const otherClass = await createClass(testApp.app, otherTeacher, 'Class 5C');
  const outsideParent = await createParent(testApp.app);
  await linkChild(
    testApp.app,
    outsideParent,
    (await createStudent(testApp.app, otherTeacher, otherClass.id, 'Zoe')).inviteCode,
  );

  const story = (
    await inject('POST', 'story-create/', teacher, {
      title: 'Pond day',
      content: 'We met frogs.',
      school_class: schoolClass.id,
    })
  ).json<{ id: number }>();
  const comment = (
    await inject('POST', 'story-comment-create/', author, {
      story: story.id,
      content: 'Frogs are gross, silly class',
    })
  ).json<{ id: number }>();
  return {
    leader,
    school,
    teacher,
    schoolClass,
    parent,
    author,
    otherLeader,
    pending,
    otherTeacher,
    outsideParent,
    story,
    comment,
  };
}

type School = Awaited<ReturnType<typeof createSchoolWithClass>>;

const commentTexts = async (storyId: number, user: TestUser) =>
  (await inject('GET', `story-comment-list/${storyId}/`, user, undefined)).json<
    { content: string; hidden_by_school?: boolean }[]
  >();

async function notificationTypes(user: TestUser): Promise<string[]> {
  return (await inject('GET', 'notifications-get/', user))
    .json<{ type: string }[]>()
    .map((notification) => notification.type);
}

async function mailsTo(email: string) {
  return testApp.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe('reporting to the school', () => {
  let s: School;
  beforeAll(async () => {
    s = await createSchoolWithClass();
  });

  it('a parent reports a comment: the leaders see it with its text and are told, and reporting again adds nothing', async () => {
    const report = await inject('POST', 'content-report-create/', s.parent, {
      kind: 'comment',
      id: s.comment.id,
      reason: ' Unkind to the class ',
    });
    expect(report.statusCode).toBe(201);
    expect(report.json()).toEqual({
      id: expect.any(Number),
      kind: 'comment',
      item: s.comment.id,
      reason: 'Unkind to the class',
      created_at: expect.any(String),
      sent_to: 'school',
    });
    const again = await inject('POST', 'content-report-create/', s.parent, {
      kind: 'comment',
      id: s.comment.id,
    });
    expect(again.json().id).toBe(report.json().id);

    const list = await inject('GET', 'content-report-list/', s.leader);
    expect(list.statusCode).toBe(200);
    expect(list.json().reports).toEqual([
      {
        id: report.json().id,
        kind: 'comment',
        item: s.comment.id,
        text: 'Frogs are gross, silly class',
        reason: 'Unkind to the class',
        status: 'open',
        school_class: { id: s.schoolClass.id, name: 'Class 2A' },
        author: expect.objectContaining({ id: s.author.id, first_name: 'Ada' }),
        reporter: expect.objectContaining({ id: s.parent.id, first_name: 'Sam' }),
        created_at: expect.any(String),
      },
    ]);
    expect(await notificationTypes(s.leader)).toContain('Report');
    const entry = (await inject('GET', 'notifications-get/', s.leader))
      .json<{ type: string; qty_missed: number }[]>()
      .find((n) => n.type === 'Report');
    expect(entry?.qty_missed).toBe(1);
  });

  it('lets the class teacher report a story and a parent report a chat message they read', async () => {
    expect(
      (await inject('POST', 'content-report-create/', s.teacher, { kind: 'story', id: s.story.id }))
        .statusCode,
    ).toBe(201);
    const direct = (
      await inject('POST', 'chat-group-create-direct/', s.parent, { name: 'direct', recipient: s.teacher.id })
    ).json<{ id: number }>();
    const message = await testApp.app.chat.sendMessage(
      { id: s.teacher.id, firstName: 'Olivia', lastName: 'Bennett' },
      direct.id,
      'Call me at home',
    );
    const report = await inject('POST', 'content-report-create/', s.parent, {
      kind: 'message',
      id: message.id,
      reason: 'Private number',
    });
    expect(report.statusCode).toBe(201);
    const reports = (await inject('GET', 'content-report-list/', s.leader)).json<{
      reports: { kind: string; text: string; school_class: unknown }[];
    }>().reports;
    expect(reports).toContainEqual(
      expect.objectContaining({
        kind: 'message',
        text: 'Call me at home',
        school_class: { id: s.schoolClass.id, name: 'Class 2A' },
      }),
    );
  });

  it('answers field messages for a bad kind, id or reason', async () => {
    const bad = await inject('POST', 'content-report-create/', s.parent, {
      kind: 'photo',
      id: 'x',
      reason: 'x'.repeat(501),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      kind: ['Choose what to report: a story, a comment or a message.'],
      id: ['Say which story, comment or message.'],
      reason: ['Ensure this field has no more than 500 characters.'],
    });
    const missing = await inject('POST', 'content-report-create/', s.parent, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['id', 'kind']);
  });

  it('refuses a report from anyone who cannot see the item, saying nothing of it', async () => {
    const body = { kind: 'comment', id: s.comment.id };
    for (const outsider of [s.outsideParent, s.otherLeader, s.pending, s.otherTeacher]) {
      const response = await inject('POST', 'content-report-create/', outsider, body);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Frogs');
    }
    expect((await inject('POST', 'content-report-create/', undefined, body)).statusCode).toBe(401);
    expect(
      (await inject('POST', 'content-report-create/', s.parent, { kind: 'story', id: 999_999 })).statusCode,
    ).toBe(404);
    // The leader does not read private chats: a message of a chat they are not in cannot be reported by them.
    const direct = (
      await inject('POST', 'chat-group-create-direct/', s.author, { name: 'direct', recipient: s.teacher.id })
    ).json<{ id: number }>();
    const message = await testApp.app.chat.sendMessage(
      { id: s.author.id, firstName: 'Ada', lastName: 'Rude' },
      direct.id,
      'Private words',
    );
    for (const outsider of [s.leader, s.parent, s.outsideParent]) {
      expect(
        (await inject('POST', 'content-report-create/', outsider, { kind: 'message', id: message.id }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('sends a report in a class without a school to its teachers, who alone see it, resolve it and whose hiding tells the author', async () => {
    const teacher = await createTeacher(testApp.app, { firstName: 'Tom', lastName: 'Solo' });
    const schoolClass = await createClass(testApp.app, teacher, 'Class 1B');
    const parent = await createParent(testApp.app);
    await linkChild(testApp.app, parent, (await createStudent(testApp.app, teacher, schoolClass.id, 'Ann')).inviteCode);
    const author = await createParent(testApp.app, { firstName: 'Rex', lastName: 'Rude' });
    await linkChild(testApp.app, author, (await createStudent(testApp.app, teacher, schoolClass.id, 'Bo')).inviteCode);
    const otherTeacher = await createTeacher(testApp.app);
    await createClass(testApp.app, otherTeacher, 'Class 9Z');
    const story = (
      await inject('POST', 'story-create/', teacher, { title: 'T', content: 'C', school_class: schoolClass.id })
    ).json<{ id: number }>();
    const comment = (
      await inject('POST', 'story-comment-create/', author, { story: story.id, content: 'Nasty words' })
    ).json<{ id: number }>();

    const report = await inject('POST', 'content-report-create/', parent, { kind: 'comment', id: comment.id, reason: 'Rude' });
    expect(report.statusCode).toBe(201);
    expect(report.json()).toMatchObject({ sent_to: 'teachers' });
    expect(await notificationTypes(teacher)).toContain('Report');
    const list = (await inject('GET', 'content-report-list/', teacher)).json<{ reports: { item: number; text: string; school_class: unknown }[] }>();
    expect(list.reports).toEqual([
      expect.objectContaining({ item: comment.id, text: 'Nasty words', school_class: { id: schoolClass.id, name: 'Class 1B' } }),
    ]);

    // Nobody else sees it or acts on it: another class's teacher, any leader, the families.
    expect((await inject('GET', 'content-report-list/', otherTeacher)).json()).toEqual({ reports: [], hidden: [] });
    expect((await inject('GET', 'content-report-list/', s.leader)).json().reports).not.toContainEqual(
      expect.objectContaining({ item: comment.id, kind: 'comment' }),
    );
    for (const family of [parent, author]) {
      expect((await inject('GET', 'content-report-list/', family)).statusCode).toBe(403);
    }
    const reportId = report.json<{ id: number }>().id;
    expect((await inject('POST', `content-report-dismiss/${reportId}/`, otherTeacher)).statusCode).toBe(404);
    expect((await inject('POST', 'content-hide/', otherTeacher, { kind: 'comment', id: comment.id })).statusCode).toBe(404);
    expect((await inject('POST', 'content-hide/', s.leader, { kind: 'comment', id: comment.id })).statusCode).toBe(404);

    const hidden = await inject('POST', 'content-hide/', teacher, { kind: 'comment', id: comment.id });
    expect(hidden.json()).toEqual({ kind: 'comment', item: comment.id, hidden: true });
    expect(await commentTexts(story.id, parent)).toEqual([]);
    expect(await notificationTypes(author)).toContain('Hidden');
    const after = (await inject('GET', 'content-report-list/', teacher)).json<{ reports: unknown[]; hidden: { item: number }[] }>();
    expect(after.reports).toEqual([]);
    expect(after.hidden).toEqual([expect.objectContaining({ item: comment.id })]);
  });

  it('sends a report of a chat message between families of a class without a school to its teacher', async () => {
    const teacher = await createTeacher(testApp.app);
    const schoolClass = await createClass(testApp.app, teacher, 'Class 3C');
    const parent = await createParent(testApp.app);
    await linkChild(testApp.app, parent, (await createStudent(testApp.app, teacher, schoolClass.id, 'Cy')).inviteCode);
    const sender = await createParent(testApp.app);
    await linkChild(testApp.app, sender, (await createStudent(testApp.app, teacher, schoolClass.id, 'Di')).inviteCode);
    const group = (await inject('POST', 'chat-group-create-direct/', sender, { name: 'direct', recipient: parent.id })).json<{ id: number }>();
    const message = await testApp.app.chat.sendMessage(
      { id: sender.id, firstName: 'S', lastName: 'P' },
      group.id,
      'Go away',
    );
    const report = await inject('POST', 'content-report-create/', parent, { kind: 'message', id: message.id });
    expect(report.statusCode).toBe(201);
    expect((await inject('GET', 'content-report-list/', teacher)).json().reports).toEqual([
      expect.objectContaining({ kind: 'message', item: message.id, text: 'Go away' }),
    ]);
    expect((await inject('POST', 'content-hide/', teacher, { kind: 'message', id: message.id })).statusCode).toBe(200);
  });

  it('shows the reports to the school’s leaders, and teachers only what they answer for', async () => {
    expect((await inject('GET', 'content-report-list/', s.otherLeader)).json()).toEqual({
      reports: [],
      hidden: [],
    });
    for (const user of [s.teacher, s.otherTeacher, s.pending]) {
      expect((await inject('GET', 'content-report-list/', user)).json()).toEqual({ reports: [], hidden: [] });
    }
    for (const user of [s.parent, s.outsideParent]) {
      expect((await inject('GET', 'content-report-list/', user)).statusCode).toBe(403);
    }
    expect((await inject('GET', 'content-report-list/', undefined)).statusCode).toBe(401);
  });
});

describe('hiding and showing again', () => {
  let s: School;
  beforeAll(async () => {
    s = await createSchoolWithClass();
  });

  it('refuses to hide, unhide or dismiss for anyone but a leader of the school or the class’s teacher, changing nothing', async () => {
    const report = (
      await inject('POST', 'content-report-create/', s.parent, { kind: 'comment', id: s.comment.id })
    ).json<{ id: number }>();
    const body = { kind: 'comment', id: s.comment.id };
    expect((await inject('POST', 'content-hide/', s.otherLeader, body)).statusCode).toBe(404);
    expect((await inject('POST', `content-report-dismiss/${report.id}/`, s.otherLeader)).statusCode).toBe(
      404,
    );
    // A teacher of another class of the school: nothing of theirs.
    expect((await inject('POST', 'content-hide/', s.otherTeacher, body)).statusCode).toBe(404);
    expect((await inject('POST', 'content-unhide/', s.otherTeacher, body)).statusCode).toBe(404);
    expect((await inject('POST', `content-report-dismiss/${report.id}/`, s.otherTeacher)).statusCode).toBe(404);
    // The class's teacher hides comments (below) but the school's reports stay its leaders'.
    expect((await inject('POST', `content-report-dismiss/${report.id}/`, s.teacher)).statusCode).toBe(404);
    for (const user of [s.pending, s.parent, s.author, s.outsideParent]) {
      expect((await inject('POST', 'content-hide/', user, body)).statusCode).toBe(403);
      expect((await inject('POST', 'content-unhide/', user, body)).statusCode).toBe(403);
      expect((await inject('POST', `content-report-dismiss/${report.id}/`, user)).statusCode).toBe(403);
    }
    expect((await inject('POST', 'content-hide/', undefined, body)).statusCode).toBe(401);
    expect((await inject('POST', 'content-unhide/', undefined, body)).statusCode).toBe(401);
    expect((await inject('POST', `content-report-dismiss/${report.id}/`, undefined)).statusCode).toBe(401);
    expect((await commentTexts(s.story.id, s.parent)).map((comment) => comment.content)).toContain(
      'Frogs are gross, silly class',
    );
    expect((await inject('GET', 'content-report-list/', s.leader)).json().reports).toHaveLength(1);
  });

  it('answers field messages for a bad hide or dismiss', async () => {
    const bad = await inject('POST', 'content-hide/', s.leader, { kind: '', id: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      kind: ['Choose what to report: a story, a comment or a message.'],
      id: ['Say which story, comment or message.'],
    });
    expect((await inject('POST', 'content-report-dismiss/abc/', s.leader)).statusCode).toBe(404);
    expect((await inject('POST', 'content-report-dismiss/999999/', s.leader)).statusCode).toBe(404);
    expect(
      (await inject('POST', 'content-unhide/', s.leader, { kind: 'story', id: s.story.id })).statusCode,
    ).toBe(404);
  });

  it('a leader hides a reported comment: gone for everyone but its author, who sees it is hidden; author and teacher are told', async () => {
    const hidden = await inject('POST', 'content-hide/', s.leader, { kind: 'comment', id: s.comment.id });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ kind: 'comment', item: s.comment.id, hidden: true });

    expect(await commentTexts(s.story.id, s.parent)).toEqual([]);
    expect(await commentTexts(s.story.id, s.teacher)).toEqual([]);
    expect(await commentTexts(s.story.id, s.author)).toEqual([
      expect.objectContaining({ content: 'Frogs are gross, silly class', hidden_by_school: true }),
    ]);

    expect(await notificationTypes(s.author)).toContain('Hidden');
    expect(await notificationTypes(s.teacher)).toContain('Hidden');
    expect(await notificationTypes(s.parent)).not.toContain('Hidden');
    expect((await mailsTo(s.author.email)).map((mail) => mail.subject)).toContain(
      'The school hid your comment',
    );
    expect((await mailsTo(s.teacher.email)).map((mail) => mail.subject)).toContain(
      'The school hid a comment in Class 2A',
    );

    const list = (await inject('GET', 'content-report-list/', s.leader)).json();
    expect(list.reports).toEqual([]);
    expect(list.hidden).toEqual([
      expect.objectContaining({
        kind: 'comment',
        item: s.comment.id,
        text: 'Frogs are gross, silly class',
        hidden_by: expect.objectContaining({ id: s.leader.id }),
      }),
    ]);
    // Hidden, it cannot be reported again, and hiding it again tells nobody twice.
    expect(
      (await inject('POST', 'content-report-create/', s.parent, { kind: 'comment', id: s.comment.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', 'content-hide/', s.leader, { kind: 'comment', id: s.comment.id })).statusCode,
    ).toBe(200);
    expect(
      (await mailsTo(s.author.email)).filter((mail) => mail.subject.startsWith('The school hid')),
    ).toHaveLength(1);
  });

  it('a leader shows the comment again', async () => {
    const shown = await inject('POST', 'content-unhide/', s.leader, { kind: 'comment', id: s.comment.id });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ kind: 'comment', item: s.comment.id, hidden: false });
    expect((await commentTexts(s.story.id, s.parent)).map((comment) => comment.content)).toEqual([
      'Frogs are gross, silly class',
    ]);
    expect((await commentTexts(s.story.id, s.author))[0]).not.toHaveProperty('hidden_by_school');
    expect((await inject('GET', 'content-report-list/', s.leader)).json().hidden).toEqual([]);
  });

  it('a leader dismisses a report: the item stays', async () => {
    const report = (
      await inject('POST', 'content-report-create/', s.parent, {
        kind: 'story',
        id: s.story.id,
        reason: 'Boring',
      })
    ).json<{ id: number }>();
    const dismissed = await inject('POST', `content-report-dismiss/${report.id}/`, s.leader);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ kind: 'story', item: s.story.id, hidden: false });
    expect((await inject('GET', 'content-report-list/', s.leader)).json().reports).toEqual([]);
    expect(
      (await inject('GET', `class/${s.schoolClass.id}/`, s.parent))
        .json()
        .stories.map((story: { id: number }) => story.id),
    ).toContain(s.story.id);
  });

  it('a leader hides a story of the school directly: gone from the class page, Home and its comments, shown as hidden to its teacher', async () => {
    expect(
      (await inject('POST', 'content-hide/', s.otherLeader, { kind: 'story', id: s.story.id })).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', 'content-hide/', s.leader, { kind: 'story', id: s.story.id })).statusCode,
    ).toBe(200);
    const parentPage = (await inject('GET', `class/${s.schoolClass.id}/`, s.parent)).json();
    expect(parentPage.stories).toEqual([]);
    const teacherPage = (await inject('GET', `class/${s.schoolClass.id}/`, s.teacher)).json();
    expect(teacherPage.stories).toEqual([
      expect.objectContaining({ id: s.story.id, hidden_by_school: true }),
    ]);
    const home = await testApp.app.inject({ method: 'GET', url: '/api/v1/home/', headers: s.parent.headers });
    expect(home.body).not.toContain('Pond day');
    expect((await inject('GET', `story-comment-list/${s.story.id}/`, s.parent)).statusCode).toBe(404);
    expect(
      (await inject('POST', 'story-comment-create/', s.parent, { story: s.story.id, content: 'Hello?' }))
        .statusCode,
    ).toBe(404);
    expect((await mailsTo(s.teacher.email)).map((mail) => mail.subject)).toContain(
      'The school hid your story',
    );

    expect(
      (await inject('POST', 'content-unhide/', s.otherLeader, { kind: 'story', id: s.story.id })).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', 'content-unhide/', s.leader, { kind: 'story', id: s.story.id })).statusCode,
    ).toBe(200);
    expect((await inject('GET', `class/${s.schoolClass.id}/`, s.parent)).json().stories).toEqual([
      expect.objectContaining({ id: s.story.id }),
    ]);
  });

  it('a leader hides a reported chat message: gone from the history, the inbox and the catch-up, shown as hidden to its sender', async () => {
    const direct = (
      await inject('POST', 'chat-group-create-direct/', s.parent, { name: 'direct', recipient: s.teacher.id })
    ).json<{ id: number }>();
    const teacherName = { id: s.teacher.id, firstName: 'Olivia', lastName: 'Bennett' };
    const before = await testApp.app.chat.sendMessage(teacherName, direct.id, 'Good morning');
    const rude = await testApp.app.chat.sendMessage(teacherName, direct.id, 'You are a terrible parent');

    // Without a report to the school, the leader cannot reach a private message.
    expect(
      (await inject('POST', 'content-hide/', s.leader, { kind: 'message', id: rude.id })).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', 'content-report-create/', s.parent, { kind: 'message', id: rude.id })).statusCode,
    ).toBe(201);
    expect(
      (await inject('POST', 'content-hide/', s.otherLeader, { kind: 'message', id: rude.id })).statusCode,
    ).toBe(404);
    // The open pages of the chat are told at once, so that it leaves their screens.
    const teacherSocket = openSocket(`${origin}/ws/chat/${direct.id}/${s.teacher.key}/`);
    // The teacher hears of the parent only once its own socket is in the chat, not merely open.
    await teacherSocket.waitFor(
      (message) => message.type === 'user_connected' && (message.data as { user: number }).user === s.teacher.id,
      'the teacher connecting',
    );
    const parentSocket = openSocket(`${origin}/ws/chat/${direct.id}/${s.parent.key}/`);
    await teacherSocket.waitFor(
      (message) => message.type === 'user_connected' && (message.data as { user: number }).user === s.parent.id,
      'the parent connecting',
    );
    expect(
      (await inject('POST', 'content-hide/', s.leader, { kind: 'message', id: rude.id })).statusCode,
    ).toBe(200);
    expect(await parentSocket.waitFor((message) => message.type === 'message_hidden', 'the hiding')).toEqual({
      type: 'message_hidden',
      id: rude.id,
    });
    await Promise.all([parentSocket.close(), teacherSocket.close()]);

    const parentView = (await inject('GET', `chat-group-get/${direct.id}/`, s.parent)).json<{
      chat_messages: { id: number }[];
    }>();
    expect(parentView.chat_messages.map((message) => message.id)).toEqual([before.id]);
    const senderView = (await inject('GET', `chat-group-get/${direct.id}/`, s.teacher)).json<{
      chat_messages: { id: number; hidden_by_school?: boolean }[];
    }>();
    expect(senderView.chat_messages).toEqual([
      expect.objectContaining({ id: before.id }),
      expect.objectContaining({ id: rude.id, hidden_by_school: true }),
    ]);
    const older = (await inject('GET', `chat-messages/${direct.id}/?before=${rude.id + 1}`, s.parent)).json<{
      chat_messages: { id: number }[];
    }>();
    expect(older.chat_messages.map((message) => message.id)).toEqual([before.id]);
    const inbox = await inject('GET', 'chat-group-user-get/', s.parent);
    expect(inbox.body).not.toContain('terrible');

    const socket = openSocket(`${origin}/ws/chat/${direct.id}/${s.parent.key}/?after=0`);
    await socket.waitFor(
      (message) => message.type === 'chat_message' && message.id === before.id,
      'the message before',
    );
    const after = await testApp.app.chat.sendMessage(teacherName, direct.id, 'Sorry');
    await socket.waitFor(
      (message) => message.type === 'chat_message' && message.id === after.id,
      'the message after',
    );
    expect(
      socket.received.filter((message) => message.type === 'chat_message').map((message) => message.id),
    ).toEqual([before.id, after.id]);
    await socket.close();

    const notifications = (await inject('GET', 'notifications-get/', s.teacher)).json<
      { type: string; group: { id: number } | null }[]
    >();
    expect(notifications).toContainEqual(
      expect.objectContaining({ type: 'Hidden', group: expect.objectContaining({ id: direct.id }) }),
    );
  });
});
