import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const STORIES_INVALID = { stories: ['List up to 100 story ids, separated by commas.'] };

type Comment = { id: number; story: number; content: string; hidden_by_school?: boolean };

const commentsOfStories = (classId: number, storyIds: (number | string)[], user: TestUser | undefined) =>
  inject('GET', `class-story-comments/${classId}/?stories=${storyIds.join(',')}`, user);
const contentsOf = (comments: Comment[]) => comments.map((comment) => `${comment.story}:${comment.content}`);

/** A teacher at a school of its own: they choose it, and its leader approves them. */
async function approvedTeacher(schoolId: number, firstName: string) {
  const teacher = await createTeacher(testApp.app, { firstName, lastName: 'Reyes' });
  await inject('PUT', 'teacher-school-update/', teacher, { school: schoolId });
  await testApp.app.database.db.execute(`UPDATE teachers SET school_role = 'teacher' WHERE user_id = ${teacher.id}`);
  return teacher;
}

/**
 * A school whose leader reads a class taught by its owner and a co-teacher, with a family; and
 * who must be refused: another class's teacher and parent.
 */
async function schoolClassroom() {
  const leader = await createTeacher(testApp.app, { firstName: 'Grace', lastName: 'Hopper' });
  const school = (await inject('POST', 'school-list-create/', leader, { name: 'Maple Primary', city: 'Leeds', country: 'UK' })).json<{ id: number }>();
  const teacher = await approvedTeacher(school.id, 'Olivia');
  const coteacher = await approvedTeacher(school.id, 'Noah');
  const schoolClass = await createClass(testApp.app, teacher);
  await inject('POST', `class-coteacher-invite/${schoolClass.id}/`, teacher, { email: coteacher.email });
  const invitations = (await inject('GET', 'coteacher-invitations/', coteacher)).json<{ id: number }[]>();
  expect((await inject('POST', `coteacher-invitation-accept/${invitations[0]?.id}/`, coteacher)).statusCode).toBe(200);
  const parent = await createParent(testApp.app, { firstName: 'Sam', lastName: 'Carter' });
  await linkChild(testApp.app, parent, (await createStudent(testApp.app, teacher, schoolClass.id, 'Mia')).inviteCode);
  const otherTeacher = await approvedTeacher(school.id, 'Ava');
  const otherClass = await createClass(testApp.app, otherTeacher, 'Class 4A');
  const otherParent = await createParent(testApp.app);
  await linkChild(testApp.app, otherParent, (await createStudent(testApp.app, otherTeacher, otherClass.id)).inviteCode);
  return { leader, teacher, coteacher, parent, schoolClass, otherTeacher, otherParent, otherClass };
}

async function publishStory(teacher: TestUser, classId: number, title: string): Promise<number> {
  const response = await inject('POST', 'story-create/', teacher, { title, content: 'Text', school_class: classId });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function comment(user: TestUser, storyId: number, content: string): Promise<number> {
  const response = await inject('POST', 'story-comment-create/', user, { story: storyId, content });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('the comments of a class’s stories in one request', () => {
  it('answers each asked story’s comments, oldest first, as the one-story list does, to its teachers, parents and school leader', async () => {
    const room = await schoolClassroom();
    const classId = room.schoolClass.id;
    const [first, second, quiet] = [
      await publishStory(room.teacher, classId, 'Pond'),
      await publishStory(room.teacher, classId, 'Farm'),
      await publishStory(room.teacher, classId, 'Quiet'),
    ];
    await comment(room.parent, first, 'Lovely!');
    await comment(room.teacher, second, 'Thanks for coming.');
    await comment(room.coteacher, first, 'Frogs everywhere.');

    for (const viewer of [room.teacher, room.coteacher, room.parent, room.leader]) {
      const response = await commentsOfStories(classId, [second, quiet, first], viewer);
      expect(response.statusCode).toBe(200);
      const comments = response.json<Comment[]>();
      expect(contentsOf(comments)).toEqual([`${first}:Lovely!`, `${first}:Frogs everywhere.`, `${second}:Thanks for coming.`]);
      const oneByOne = [];
      for (const storyId of [first, second, quiet])
        oneByOne.push(...(await inject('GET', `story-comment-list/${storyId}/`, viewer)).json<Comment[]>());
      expect(comments).toEqual(oneByOne);
    }
  });

  it('refuses another class’s teacher and parent, and anonymous; an unknown class is 404', async () => {
    const room = await schoolClassroom();
    const story = await publishStory(room.teacher, room.schoolClass.id, 'Pond');
    await comment(room.parent, story, 'Lovely!');
    for (const [user, status] of [[room.otherTeacher, 403], [room.otherParent, 403], [undefined, 401]] as const) {
      const response = await commentsOfStories(room.schoolClass.id, [story], user);
      expect(response.statusCode).toBe(status);
      expect(response.body).not.toContain('Lovely!');
    }
    // A class one belongs to does not open another class's stories.
    const throughOwnClass = await commentsOfStories(room.otherClass.id, [story], room.otherParent);
    expect(throughOwnClass.statusCode).toBe(200);
    expect(throughOwnClass.json()).toEqual([]);
    expect((await commentsOfStories(999_999, [story], room.teacher)).statusCode).toBe(404);
  });

  it('leaves out a story the school hides except for the class’s teachers, and a hidden comment except for its author', async () => {
    const room = await schoolClassroom();
    const classId = room.schoolClass.id;
    const shown = await publishStory(room.teacher, classId, 'Pond');
    const hidden = await publishStory(room.teacher, classId, 'Farm');
    await comment(room.parent, shown, 'Lovely!');
    const hiddenComment = await comment(room.parent, shown, 'Rude');
    await comment(room.parent, hidden, 'On a hidden story');
    expect((await inject('POST', 'content-hide/', room.teacher, { kind: 'comment', id: hiddenComment })).statusCode).toBe(200);
    await testApp.app.database.db.execute(`UPDATE stories SET hidden_at = now() WHERE id = ${hidden}`);

    const read = async (user: TestUser) => contentsOf((await commentsOfStories(classId, [shown, hidden], user)).json<Comment[]>());
    expect(await read(room.teacher)).toEqual([`${shown}:Lovely!`, `${hidden}:On a hidden story`]);
    expect(await read(room.coteacher)).toEqual([`${shown}:Lovely!`, `${hidden}:On a hidden story`]);
    expect(await read(room.leader)).toEqual([`${shown}:Lovely!`]);
    expect(await read(room.parent)).toEqual([`${shown}:Lovely!`, `${shown}:Rude`]);
    const own = (await commentsOfStories(classId, [shown], room.parent)).json<Comment[]>();
    expect(own.find((entry) => entry.id === hiddenComment)).toMatchObject({ hidden_by_school: true });
  });

  it('refuses a list of stories that is missing, empty, not ids, or longer than 100, with a field message', async () => {
    const room = await schoolClassroom();
    const story = await publishStory(room.teacher, room.schoolClass.id, 'Pond');
    const tooMany = Array.from({ length: 101 }, (_, index) => story + index);
    const missing = await inject('GET', `class-story-comments/${room.schoolClass.id}/`, room.parent);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(STORIES_INVALID);
    for (const stories of [[''], ['abc'], [story, ''], [0], [-1], [1.5], ['2147483648'], tooMany]) {
      const response = await commentsOfStories(room.schoolClass.id, stories, room.parent);
      expect(response.statusCode, `stories=${stories.join(',')}`).toBe(400);
      expect(response.json()).toEqual(STORIES_INVALID);
    }
    // An address that names no class, as elsewhere.
    expect((await inject('GET', `class-story-comments/abc/?stories=${story}`, room.parent)).statusCode).toBe(404);
    // The same story twice, or a hundred stories, are fine.
    expect((await commentsOfStories(room.schoolClass.id, [story, story], room.parent)).statusCode).toBe(200);
    expect((await commentsOfStories(room.schoolClass.id, tooMany.slice(0, 100), room.parent)).statusCode).toBe(200);
  });

  it('runs as many statements for 3 stories as for 24, each with comments', async () => {
    const room = await schoolClassroom();
    const classId = room.schoolClass.id;
    const storyIds: number[] = [];
    for (let index = 0; index < 24; index += 1) {
      const storyId = await publishStory(room.teacher, classId, `Week ${index + 1}`);
      storyIds.push(storyId);
      await comment(room.parent, storyId, 'Lovely!');
      await comment(room.teacher, storyId, 'Thank you.');
    }
    const count = async (storyIdsAsked: number[]) => {
      // Once before, so that the token is known as after the first request of a page.
      await commentsOfStories(classId, storyIdsAsked, room.parent);
      let comments: Comment[] = [];
      const statements = await testApp.app.database.queries.countDuring(async () => {
        comments = (await commentsOfStories(classId, storyIdsAsked, room.parent)).json<Comment[]>();
      });
      return { statements, comments: comments.length };
    };
    const few = await count(storyIds.slice(0, 3));
    const all = await count(storyIds);
    expect([few.comments, all.comments]).toEqual([6, 48]);
    expect(all.statements).toBe(few.statements);
    // The class with the viewer's access, then the comments with their authors.
    expect(all.statements).toBeLessThanOrEqual(2);
  }, 60_000);
});
