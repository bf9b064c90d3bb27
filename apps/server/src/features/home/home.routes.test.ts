import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createClass,
  createClassroom,
  createParent,
  createStudent,
  createTeacher,
  linkChild,
  registerUser,
  type TestUser,
} from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { multipartPayload } from '../../test/multipart.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const homeOf = (user?: TestUser) => createInject(() => testApp.app, '')('GET', 'home/', user);
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** Moves the user's last look at Home back, as if they came back after a while. */
async function endVisit(user: TestUser, minutesAgo = 60) {
  await testApp.app.database.db.execute(
    sql`UPDATE home_visits SET last_seen_at = now() - make_interval(mins => ${minutesAgo}) WHERE user_id = ${user.id}`,
  );
}

async function sendMessage(sender: TestUser, groupId: number, text: string) {
  const message = await testApp.app.chat.sendMessage(
    { id: sender.id, firstName: sender.firstName, lastName: sender.lastName },
    groupId,
    text,
  );
  await testApp.app.chatListener.messageSent({
    groupId,
    sender: { id: sender.id, firstName: sender.firstName, lastName: sender.lastName },
    content: message.content,
  });
}

async function openDirectChat(from: TestUser, to: TestUser): Promise<number> {
  const response = await inject('POST', 'chat-group-create-direct/', from, {
    name: 'direct',
    recipient: to.id,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** Work set to the student, handed in by link; answers the assignee. */
async function handedInWork(teacher: TestUser, classId: number, studentId: number, title = 'My weekend') {
  const assignment = (
    await inject('POST', 'assignment-create/', teacher, {
      title,
      description: 'Tell us.',
      maximum_score: 10,
      response_format: 'Text',
      school_class: classId,
    })
  ).json();
  const [assignee] = (
    await inject('POST', `assignee-create/${assignment.id}/`, teacher, [
      { assignment: assignment.id, student: studentId },
    ])
  ).json();
  const handIn = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/school/assignment-response-create/',
    payload: multipartPayload(null, {
      assignee: String(assignee.id),
      code: assignment.code,
      text: 'We went to the sea.',
    }),
  });
  expect(handIn.statusCode).toBe(201);
  return { assignment, assigneeId: assignee.id as number };
}

/**
 * Two families of one class (Mia's parent Sam, Noah's parent Ines), the class's teacher, and a
 * teacher and parent of another class.
 */
async function twoFamilies() {
  const room = await createClassroom(testApp.app);
  const noah = await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Noah');
  const ines = await createParent(testApp.app, { firstName: 'Ines', lastName: 'Moreau' });
  await linkChild(testApp.app, ines, noah.inviteCode);
  return { ...room, noah, ines };
}

describe('Home', () => {
  it('refuses anonymous visitors', async () => {
    expect((await homeOf()).statusCode).toBe(401);
  });

  it('shows each new account its first step', async () => {
    const newcomer = await registerUser(testApp.app);
    expect((await homeOf(newcomer)).json()).toMatchObject({
      role: 'none',
      first_step: 'choose_account_type',
    });

    const teacher = await createTeacher(testApp.app);
    expect((await homeOf(teacher)).json()).toMatchObject({
      role: 'teacher',
      first_step: 'join_school',
      school: null,
      classes: [],
    });
    const school = (
      await inject('POST', 'school-list-create/', teacher, {
        name: 'Maple Grove',
        city: 'Leeds',
        country: 'UK',
      })
    ).json();
    await inject('PUT', 'teacher-school-update/', teacher, { school: school.id });
    expect((await homeOf(teacher)).json()).toMatchObject({
      first_step: 'create_class',
      school: { id: school.id, name: 'Maple Grove' },
    });
    await createClass(testApp.app, teacher);
    expect((await homeOf(teacher)).json().first_step).toBeNull();

    const parent = await createParent(testApp.app);
    expect((await homeOf(parent)).json()).toMatchObject({
      role: 'parent',
      first_step: 'link_child',
      children: [],
      classes: [],
      next_helping: null,
    });
  });

  it("shows a parent their child's class, what is new, their unread messages and the event they help at", async () => {
    const { teacher, parent, student, schoolClass } = await twoFamilies();
    await inject('POST', 'story-create/', teacher, {
      title: 'Museum trip',
      content: 'Dinosaurs!',
      school_class: schoolClass.id,
    });
    await inject('POST', 'announcement-create/', teacher, {
      title: 'Boots on Friday',
      content: 'Rain.',
      school_class: schoolClass.id,
    });
    const event = (
      await inject('POST', 'event-create/', teacher, {
        name: 'Book fair',
        date: inDays(4),
        description: 'Help.',
        helpers_required: 2,
        school_class: schoolClass.id,
      })
    ).json();
    await inject('POST', 'helper-create/', parent, { event: event.id });
    const chatId = await openDirectChat(teacher, parent);
    await sendMessage(teacher, chatId, 'Hello Sam');
    await sendMessage(teacher, chatId, 'Mia did well today');

    const home = (await homeOf(parent)).json();
    expect(home.role).toBe('parent');
    expect(home.first_step).toBeNull();
    expect(home.children).toEqual([
      {
        id: student.id,
        name: 'Mia',
        image: null,
        school_class: {
          id: schoolClass.id,
          name: 'Class 3B',
          teacher: { user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } },
          teachers: [{ user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } }],
        },
        new_stickers: [],
        scores: [],
      },
    ]);
    expect(home.classes).toEqual([
      {
        id: schoolClass.id,
        name: 'Class 3B',
        stories: [{ id: expect.any(Number), title: 'Museum trip', date: expect.any(String), is_new: true }],
        announcements: [
          { id: expect.any(Number), title: 'Boots on Friday', date: expect.any(String), is_new: true },
        ],
        events: [
          {
            id: event.id,
            name: 'Book fair',
            date: inDays(4),
            helpers_required: 2,
            helpers_count: 1,
            is_new: true,
          },
        ],
      },
    ]);
    expect(home.unread_messages).toEqual({
      count: 2,
      chats: [
        {
          group: {
            id: chatId,
            name: 'direct',
            direct_message: true,
            recipient: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett' },
          },
          count: 2,
          updated_at: expect.any(String),
        },
      ],
    });
    expect(home.next_helping).toMatchObject({
      id: event.id,
      name: 'Book fair',
      school_class: { id: schoolClass.id, name: 'Class 3B' },
    });
  });

  it("gives a parent only their own child's stickers and scores, never another family's", async () => {
    const { teacher, parent, ines, student, noah, schoolClass, otherTeacher } = await twoFamilies();
    await inject('POST', `sticker-create/`, teacher, { student: student.id, type: 1 });
    await inject('POST', `sticker-create/`, teacher, { student: student.id, type: 1 });
    await inject('POST', `sticker-create/`, teacher, { student: noah.id, type: 3 });
    const mia = await handedInWork(teacher, schoolClass.id, student.id, 'Poem');
    const noahs = await handedInWork(teacher, schoolClass.id, noah.id, 'Essay');
    await inject('PUT', `assignee-score-update/${mia.assigneeId}/`, teacher, { score: 8, feedback: 'Good' });
    await inject('PUT', `assignee-score-update/${noahs.assigneeId}/`, teacher, {
      score: 3,
      feedback: 'More',
    });

    const sams = (await homeOf(parent)).json();
    expect(sams.children).toHaveLength(1);
    expect(sams.children[0].new_stickers).toEqual([{ type: 1, count: 2 }]);
    expect(sams.children[0].scores).toEqual([
      {
        assignment: { id: mia.assignment.id, title: 'Poem', maximum_score: 10 },
        score: 8,
        scored_at: expect.any(String),
        is_new: true,
      },
    ]);
    const answer = JSON.stringify(sams);
    expect(answer).not.toContain('Noah');
    expect(answer).not.toContain('Essay');
    expect(answer).not.toContain(student.inviteCode);

    const ineses = (await homeOf(ines)).json();
    expect(ineses.children.map((child: { name: string }) => child.name)).toEqual(['Noah']);
    expect(ineses.children[0].new_stickers).toEqual([{ type: 3, count: 1 }]);
    expect(ineses.children[0].scores.map((score: { score: number }) => score.score)).toEqual([3]);

    // A teacher of another class sees none of it.
    const othersHome = (await homeOf(otherTeacher)).json();
    expect(othersHome.classes.map((schoolClass: { id: number }) => schoolClass.id)).not.toContain(
      schoolClass.id,
    );
    const others = JSON.stringify(othersHome);
    for (const word of ['Mia', 'Noah', 'Poem', 'Essay', student.inviteCode])
      expect(others).not.toContain(word);
  });

  it('shows a teacher what needs them in each class: work to score, events short of helpers, families to link', async () => {
    const { teacher, parent, student, schoolClass, otherTeacher, otherParent } = await twoFamilies();
    const lea = await createStudent(testApp.app, teacher, schoolClass.id, 'Lea');
    const { assignment, assigneeId } = await handedInWork(teacher, schoolClass.id, student.id);
    const short = (
      await inject('POST', 'event-create/', teacher, {
        name: 'Sports day',
        date: inDays(6),
        description: 'Run.',
        helpers_required: 2,
        school_class: schoolClass.id,
      })
    ).json();
    const full = (
      await inject('POST', 'event-create/', teacher, {
        name: 'Concert',
        date: inDays(7),
        description: 'Sing.',
        helpers_required: 1,
        school_class: schoolClass.id,
      })
    ).json();
    await inject('POST', 'helper-create/', parent, { event: full.id });
    const chatId = await openDirectChat(parent, teacher);
    await sendMessage(parent, chatId, 'Question about homework');

    const home = (await homeOf(teacher)).json();
    expect(home.role).toBe('teacher');
    expect(home.unread_messages.count).toBe(1);
    expect(home.classes).toEqual([
      {
        id: schoolClass.id,
        name: 'Class 3B',
        to_score: [{ assignment: { id: assignment.id, title: 'My weekend' }, count: 1 }],
        events_short_of_helpers: [
          {
            id: short.id,
            name: 'Sports day',
            date: inDays(6),
            helpers_required: 2,
            helpers_count: 0,
            is_new: true,
          },
        ],
        unlinked_students: [{ id: lea.id, name: 'Lea', invite_code: lea.inviteCode }],
        student_count: 3,
      },
    ]);

    await inject('PUT', `assignee-score-update/${assigneeId}/`, teacher, { score: 7, feedback: '' });
    expect((await homeOf(teacher)).json().classes[0].to_score).toEqual([]);

    // The other class's teacher and parent see nothing of this class.
    for (const outsider of [otherTeacher, otherParent]) {
      const answer = JSON.stringify((await homeOf(outsider)).json());
      for (const word of ['Lea', 'Sports day', 'My weekend', lea.inviteCode])
        expect(answer).not.toContain(word);
    }
  });

  it('keeps what is new for the whole visit, and counts from the end of that visit on the next one', async () => {
    const { teacher, parent, schoolClass } = await twoFamilies();
    await inject('POST', 'story-create/', teacher, {
      title: 'Museum trip',
      content: 'Dinosaurs!',
      school_class: schoolClass.id,
    });
    await testApp.app.database.db.execute(
      sql`UPDATE stories SET created_at = now() - interval '2 hours' WHERE school_class_id = ${schoolClass.id}`,
    );
    const first = (await homeOf(parent)).json();
    expect(first.classes[0].stories[0].is_new).toBe(true);
    // Looking again a moment later, after opening the story, is the same visit.
    const again = (await homeOf(parent)).json();
    expect(again.since).toBe(first.since);
    expect(again.classes[0].stories[0].is_new).toBe(true);

    await endVisit(parent);
    const nextVisit = (await homeOf(parent)).json();
    expect(Date.parse(nextVisit.since)).toBeGreaterThan(Date.parse(first.since));
    expect(nextVisit.classes[0].stories[0].is_new).toBe(false);
    await inject('POST', 'story-create/', teacher, {
      title: 'Sports day',
      content: 'We ran.',
      school_class: schoolClass.id,
    });
    const stories = (await homeOf(parent)).json().classes[0].stories;
    expect(stories.map((story: { title: string; is_new: boolean }) => [story.title, story.is_new])).toEqual([
      ['Sports day', true],
      ['Museum trip', false],
    ]);
  });
});

describe('reading class content', () => {
  const readClass = (user: TestUser | undefined, classId: number, types: unknown) =>
    inject('PUT', `class-notifications-read/${classId}/`, user, { types });
  const unreadTypes = async (user: TestUser) =>
    (await inject('GET', 'notifications-get/', user))
      .json()
      .map((entry: { type: string }) => entry.type)
      .sort();

  it("marks the user's entries of those kinds for the class read, and only those", async () => {
    const { teacher, parent, ines, schoolClass } = await twoFamilies();
    await inject('POST', 'story-create/', teacher, {
      title: 'Museum trip',
      content: 'Dinosaurs!',
      school_class: schoolClass.id,
    });
    await inject('POST', 'announcement-create/', teacher, {
      title: 'Boots',
      content: 'Rain.',
      school_class: schoolClass.id,
    });
    expect(await unreadTypes(parent)).toEqual(['Announcement', 'Story']);

    const read = await readClass(parent, schoolClass.id, ['Story']);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ read: [expect.any(Number)] });
    expect(await unreadTypes(parent)).toEqual(['Announcement']);
    // Another family's entries stay as they are.
    expect(await unreadTypes(ines)).toEqual(['Announcement', 'Story']);
    // Reading again finds nothing left to mark.
    expect((await readClass(parent, schoolClass.id, ['Story'])).json()).toEqual({ read: [] });
  });

  it('refuses anyone outside the class, an unknown class and a bad body', async () => {
    const { teacher, otherTeacher, otherParent, schoolClass } = await twoFamilies();
    expect((await readClass(undefined, schoolClass.id, ['Story'])).statusCode).toBe(401);
    expect((await readClass(otherTeacher, schoolClass.id, ['Story'])).statusCode).toBe(403);
    expect((await readClass(otherParent, schoolClass.id, ['Story'])).statusCode).toBe(403);
    expect((await readClass(teacher, 2_000_000_000, ['Story'])).statusCode).toBe(404);
    const bad = await readClass(teacher, schoolClass.id, ['Message']);
    expect(bad.statusCode).toBe(400);
    expect((await readClass(teacher, schoolClass.id, [])).json()).toEqual({
      types: ['Name the kinds of content read.'],
    });
    expect((await readClass(teacher, schoolClass.id, ['Story'])).statusCode).toBe(200);
  });
});
