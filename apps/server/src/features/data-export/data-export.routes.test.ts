import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { teachers, users } from '../accounts/accounts.table.ts';
import { assignees, assignmentResponses } from '../assignments/assignments.table.ts';
import { storyImages } from '../stories/stories.table.ts';
import { students } from '../students/students.table.ts';
import { createClass, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { jpegWithGpsPosition, multipartPayload, pngImage } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/** Every entry of a zip by its path. */
function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

const json = (entries: Map<string, Buffer>, table: string) => JSON.parse(entries.get(`data/${table}.json`)!.toString('utf8')) as Record<string, unknown>[];
const storedFile = (key: string) => readFile(path.join(testApp.config.dataDir, 'media', key));

async function upload(url: string, user: TestUser | undefined, field: string, fields: Record<string, string> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/school/${url}`,
    headers: user?.headers ?? { authorization: 'Token null' },
    payload: multipartPayload({ field, name: 'photo.jpg', type: 'image/jpeg', data: await jpegWithGpsPosition() }, fields),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/**
 * A school with a leader and a class of two children, Mia and Leo, each with a photo, a hand-in
 * with a picture and a guardian; a story with a photo; and the outsiders.
 */
async function createSchoolClass() {
  const app = testApp.app;
  const leader = await createTeacher(app, { firstName: 'Lena' });
  const school = (await inject('POST', 'school-list-create/', leader, { name: 'Maple Primary', city: 'Leeds', country: 'UK' })).json<{ id: number }>();
  const teacher = await createTeacher(app, { firstName: 'Olivia' });
  await inject('PUT', 'teacher-school-update/', teacher, { school: school.id });
  await app.database.db.update(teachers).set({ schoolRole: 'teacher' }).where(eq(teachers.userId, teacher.id));
  const schoolClass = await createClass(app, teacher, 'Class 2A');
  const mia = await createStudent(app, teacher, schoolClass.id, 'Mia');
  const leo = await createStudent(app, teacher, schoolClass.id, 'Leo');
  const parent = await createParent(app, { firstName: 'Sam' });
  await linkChild(app, parent, mia.inviteCode);
  const leoParent = await createParent(app, { firstName: 'Ada' });
  await linkChild(app, leoParent, leo.inviteCode);
  for (const child of [mia, leo]) await upload(`student-image-upload/${child.id}/`, teacher, 'image');

  const assignment = (
    await inject('POST', 'assignment-create/', teacher, { title: 'Draw a frog', description: 'Any frog.', maximum_score: 10, response_format: 'Image', school_class: schoolClass.id })
  ).json<{ id: number; code: string }>();
  const assigned = (await inject('POST', `assignee-create/${assignment.id}/`, teacher, [mia, leo].map((child) => ({ assignment: assignment.id, student: child.id })))).json<
    { id: number; student: number }[]
  >();
  for (const assignee of assigned) await upload('assignment-response-create/', undefined, 'image', { assignee: String(assignee.id), code: assignment.code });
  const miaAssignee = assigned.find((assignee) => assignee.student === mia.id)!;
  expect((await inject('PUT', `assignee-score-update/${miaAssignee.id}/`, teacher, { score: 9, feedback: 'A splendid frog.' })).statusCode).toBe(200);
  expect((await inject('POST', 'sticker-create/', teacher, { student: mia.id, type: 2 })).statusCode).toBe(201);
  const story = (await inject('POST', 'story-create/', teacher, { title: 'Pond day', content: 'We met frogs.', school_class: schoolClass.id })).json<{ id: number }>();
  await upload('story-media-create/', teacher, 'image', { story: String(story.id) });

  const otherTeacher = await createTeacher(app);
  const otherClass = await createClass(app, otherTeacher, 'Class 5C');
  const otherParent = await createParent(app);
  await linkChild(app, otherParent, (await createStudent(app, otherTeacher, otherClass.id, 'Zoe')).inviteCode);
  const otherLeader = await createTeacher(app);
  await inject('POST', 'school-list-create/', otherLeader, { name: 'Oak Hill', city: 'Bath', country: 'UK' });
  return { leader, teacher, schoolClass, mia, leo, parent, leoParent, otherTeacher, otherParent, otherLeader, story };
}

async function keysOf(studentId: number) {
  const db = testApp.app.database.db;
  const [student] = await db.select({ image: students.image }).from(students).where(eq(students.id, studentId));
  const [work] = await db
    .select({ image: assignmentResponses.image })
    .from(assignmentResponses)
    .innerJoin(assignees, eq(assignees.id, assignmentResponses.assigneeId))
    .where(eq(assignees.studentId, studentId));
  return { photo: student!.image!, handIn: work!.image! };
}

describe('GET school/student-export/{id}/', () => {
  it('gives a guardian a zip of the child: summary, every record, the photo, the hand-in and the story photos, and nothing of another child', async () => {
    const s = await createSchoolClass();
    const response = await inject('GET', `student-export/${s.mia.id}/`, s.parent);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="homeroom-mia-\d{4}-\d\d-\d\d\.zip"$/);
    const entries = await readZip(response.rawPayload);

    const mia = await keysOf(s.mia.id);
    const leo = await keysOf(s.leo.id);
    const [storyPhoto] = await testApp.app.database.db.select().from(storyImages).where(eq(storyImages.storyId, s.story.id));
    expect(entries.get(`media/${mia.photo}`)!.equals(await storedFile(mia.photo))).toBe(true);
    expect(entries.get(`media/${mia.handIn}`)!.equals(await storedFile(mia.handIn))).toBe(true);
    expect(entries.get(`media/${storyPhoto!.fullImage}`)!.equals(await storedFile(storyPhoto!.fullImage))).toBe(true);
    expect(entries.has(`media/${leo.photo}`)).toBe(false);
    expect(entries.has(`media/${leo.handIn}`)).toBe(false);

    expect(json(entries, 'students')).toEqual([expect.objectContaining({ id: s.mia.id, name: 'Mia', image: mia.photo })]);
    expect(json(entries, 'students')[0]).not.toHaveProperty('invite_code');
    expect(json(entries, 'assignees')).toEqual([expect.objectContaining({ student_id: s.mia.id, score: 9, feedback: 'A splendid frog.' })]);
    expect(json(entries, 'assignment_responses')).toEqual([expect.objectContaining({ image: mia.handIn })]);
    expect(json(entries, 'stickers')).toEqual([expect.objectContaining({ student_id: s.mia.id, type: 2 })]);
    expect(json(entries, 'guardians')).toEqual([expect.objectContaining({ student_id: s.mia.id })]);
    expect(json(entries, 'stories')).toEqual([expect.objectContaining({ title: 'Pond day' })]);
    expect(json(entries, 'assignments')[0]).not.toHaveProperty('code');
    // Nothing anywhere in the records names the other child.
    for (const [name, content] of entries) if (name.startsWith('data/')) expect(content.toString('utf8'), name).not.toMatch(/"Leo"/);

    const summary = entries.get('index.html')!.toString('utf8');
    expect(summary).toContain('Everything Homeroom holds about Mia');
    expect(summary).toContain('Score: 9 / 10');
    expect(summary).toContain('Feedback: A splendid frog.');
    expect(summary).toContain(`src="media/${mia.handIn}"`);
    expect(summary).not.toContain('Leo');
  });

  it('writes the summary in the guardian’s language', async () => {
    const s = await createSchoolClass();
    await testApp.app.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, s.parent.id));
    const entries = await readZip((await inject('GET', `student-export/${s.mia.id}/`, s.parent)).rawPayload);
    const summary = entries.get('index.html')!.toString('utf8');
    expect(summary).toContain('<html lang="fr" dir="ltr">');
    expect(summary).toContain('Tout ce que Homeroom conserve sur Mia');
  });

  it('lets the class’s teacher and the school’s leader export too', async () => {
    const s = await createSchoolClass();
    for (const user of [s.teacher, s.leader]) {
      const response = await inject('GET', `student-export/${s.mia.id}/`, user);
      expect(response.statusCode).toBe(200);
      expect((await readZip(response.rawPayload)).has('data/students.json')).toBe(true);
    }
    // The family sees the leader's export in the child's access log, and not the teacher's.
    const log = (await inject('GET', `student-access-log/${s.mia.id}/`, s.parent)).json<{ what: string; reader_role: string }[]>();
    expect(log).toEqual([expect.objectContaining({ what: 'export', reader_role: 'school_leader' })]);
  });

  it('refuses everyone else as if the child did not exist', async () => {
    const s = await createSchoolClass();
    expect((await inject('GET', `student-export/${s.mia.id}/`)).statusCode).toBe(401);
    for (const outsider of [s.leoParent, s.otherParent, s.otherTeacher, s.otherLeader]) {
      const response = await inject('GET', `student-export/${s.mia.id}/`, outsider);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.body).not.toContain('Mia');
    }
    expect((await inject('GET', 'student-export/999999/', s.parent)).statusCode).toBe(404);
  });
});

describe('GET school/account-export/', () => {
  it('gives a user their profile, picture, messages, comments and sessions, without any secret', async () => {
    const s = await createSchoolClass();
    const picture = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/school/profile-upload/',
      headers: s.parent.headers,
      payload: multipartPayload({ field: 'profile_picture', name: 'me.png', type: 'image/png', data: await pngImage() }),
    });
    expect(picture.statusCode).toBe(200);
    await inject('POST', 'story-comment-create/', s.parent, { story: s.story.id, content: 'So many frogs!' });
    await inject('POST', 'story-comment-create/', s.leoParent, { story: s.story.id, content: 'Not mine to export.' });
    const group = (await inject('POST', 'chat-group-create-direct/', s.parent, { name: 'direct', recipient: s.teacher.id })).json<{ id: number }>();
    await testApp.app.chat.sendMessage({ id: s.parent.id, firstName: 'Sam', lastName: '' }, group.id, 'See you at pick-up.');
    await testApp.app.chat.sendMessage({ id: s.teacher.id, firstName: 'Olivia', lastName: '' }, group.id, 'Not the parent’s message.');

    const response = await inject('GET', 'account-export/', s.parent);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="homeroom-account-\d{4}-\d\d-\d\d\.zip"$/);
    const entries = await readZip(response.rawPayload);
    const [user] = json(entries, 'users');
    expect(user).toMatchObject({ id: s.parent.id, email: s.parent.email });
    expect(user).not.toHaveProperty('password_hash');
    const key = String(user!.profile_picture);
    expect(entries.get(`media/${key}`)!.equals(await storedFile(key))).toBe(true);
    expect(json(entries, 'story_comments').map((row) => row.content)).toEqual(['So many frogs!']);
    expect(json(entries, 'chat_messages').map((row) => row.content)).toEqual(['See you at pick-up.']);
    expect(json(entries, 'auth_tokens')).toEqual([expect.not.objectContaining({ key_hash: expect.anything() })]);
    expect(json(entries, 'guardians')).toHaveLength(1);
    expect(entries.get('index.html')!.toString('utf8')).toContain(s.parent.email);
    for (const [name, content] of entries) if (name.startsWith('data/')) expect(content.toString('utf8'), name).not.toMatch(/key_hash|token_hash|password_hash/);
  });

  it('refuses an anonymous caller', async () => {
    expect((await inject('GET', 'account-export/')).statusCode).toBe(401);
  });
});
