import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, type TestUser } from '../../test/factories.ts';
import { eq } from 'drizzle-orm';
import { createInject } from '../../test/http.ts';
import { mailOutbox } from '../../infra/mail/outbox.table.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

async function storyWithComment() {
  const room = await createClassroom(testApp.app);
  const story = (
    await inject('POST', 'story-create/', room.teacher, { title: 'Pond day', content: 'Frogs.', school_class: room.schoolClass.id })
  ).json<{ id: number; comments_enabled: boolean }>();
  const comment = (await inject('POST', 'story-comment-create/', room.parent, { story: story.id, content: 'Lovely!' })).json<{ id: number }>();
  return { ...room, story, comment };
}

const comments = async (storyId: number, user: TestUser) =>
  (await inject('GET', `story-comment-list/${storyId}/`, user)).json<{ content: string }[]>().map((comment) => comment.content);

describe('comments off', () => {
  it('a teacher turns comments off: new ones are refused with a reason, existing ones stay; on again takes them', async () => {
    const s = await storyWithComment();
    expect(s.story.comments_enabled).toBe(true);
    const off = await inject('POST', `story-comments-set/${s.story.id}/`, s.teacher, { comments_enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: s.story.id, comments_enabled: false });
    const stories = (await inject('GET', `class/${s.schoolClass.id}/`, s.parent)).json<{ stories: { comments_enabled: boolean }[] }>().stories;
    expect(stories[0]?.comments_enabled).toBe(false);

    for (const user of [s.parent, s.teacher]) {
      const refused = await inject('POST', 'story-comment-create/', user, { story: s.story.id, content: 'More!' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: 'Comments are turned off for this story.' });
    }
    expect(await comments(s.story.id, s.parent)).toEqual(['Lovely!']);

    await inject('POST', `story-comments-set/${s.story.id}/`, s.teacher, { comments_enabled: true });
    expect((await inject('POST', 'story-comment-create/', s.parent, { story: s.story.id, content: 'More!' })).statusCode).toBe(201);
  });

  it('refuses to turn comments off for a parent, another class’s teacher or parent, and anonymous, changing nothing', async () => {
    const s = await storyWithComment();
    const body = { comments_enabled: false };
    expect((await inject('POST', `story-comments-set/${s.story.id}/`, s.parent, body)).statusCode).toBe(403);
    expect((await inject('POST', `story-comments-set/${s.story.id}/`, s.otherTeacher, body)).statusCode).toBe(403);
    expect((await inject('POST', `story-comments-set/${s.story.id}/`, s.otherParent, body)).statusCode).toBe(403);
    expect((await inject('POST', `story-comments-set/${s.story.id}/`, undefined, body)).statusCode).toBe(401);
    expect((await inject('POST', 'story-comments-set/999999/', s.teacher, body)).statusCode).toBe(404);
    const bad = await inject('POST', `story-comments-set/${s.story.id}/`, s.teacher, { comments_enabled: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ comments_enabled: ['Must be a valid boolean.'] });
    expect((await inject('POST', 'story-comment-create/', s.parent, { story: s.story.id, content: 'Still on' })).statusCode).toBe(201);
  });
});

describe('a teacher hides a comment', () => {
  it('the class’s teacher hides a comment: gone for the class, its author sees it hidden and is told', async () => {
    const s = await storyWithComment();
    const hidden = await inject('POST', 'content-hide/', s.teacher, { kind: 'comment', id: s.comment.id });
    expect(hidden.statusCode).toBe(200);
    expect(await comments(s.story.id, s.teacher)).toEqual([]);
    const own = (await inject('GET', `story-comment-list/${s.story.id}/`, s.parent)).json();
    expect(own).toEqual([expect.objectContaining({ content: 'Lovely!', hidden_by_school: true })]);
    const types = (await inject('GET', 'notifications-get/', s.parent)).json<{ type: string }[]>().map((entry) => entry.type);
    expect(types).toContain('Hidden');
    const mails = await testApp.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.parent.email));
    expect(mails.map((mail) => mail.subject)).toContain('A teacher of the class hid your comment in Class 3B');
    // The teacher shows it again.
    expect((await inject('POST', 'content-unhide/', s.teacher, { kind: 'comment', id: s.comment.id })).statusCode).toBe(200);
    expect(await comments(s.story.id, s.teacher)).toEqual(['Lovely!']);
  });

  it('refuses a teacher of another class, and the class’s parents, changing nothing', async () => {
    const s = await storyWithComment();
    const body = { kind: 'comment', id: s.comment.id };
    expect((await inject('POST', 'content-hide/', s.otherTeacher, body)).statusCode).toBe(404);
    expect((await inject('POST', 'content-hide/', s.parent, body)).statusCode).toBe(403);
    expect((await inject('POST', 'content-hide/', s.otherParent, body)).statusCode).toBe(403);
    expect(await comments(s.story.id, s.teacher)).toEqual(['Lovely!']);
  });
});
