import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
// s3rver ships no types: a local server that speaks the S3 protocol, for tests.
// @ts-expect-error no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createClassroom, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { jpegWithGpsPosition, multipartPayload } from '../../test/multipart.ts';
import { createInject } from '../../test/http.ts';
import { createS3Client } from '../../infra/storage/s3-storage.ts';
import { teachers, users } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { mailOutbox } from '../../infra/mail/outbox.table.ts';
import { students } from '../students/students.table.ts';
import { listColumnsReferencing } from './user-references.ts';

type Backend = 'disk' | 's3';

let s3Directory: string;
let s3Server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3Client: S3Client;
let s3Settings: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

beforeAll(async () => {
  s3Directory = await mkdtemp(path.join(os.tmpdir(), 'homeroom-s3-'));
  s3Server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory });
  const { port } = await s3Server.run();
  s3Settings = { endpoint: `http://127.0.0.1:${port}`, bucket: 'homeroom-deletion', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  s3Client = createS3Client(s3Settings);
  await s3Client.send(new CreateBucketCommand({ Bucket: s3Settings.bucket }));
});
afterAll(async () => {
  await s3Server.close();
  await rm(s3Directory, { recursive: true, force: true });
});

/** How many rows of every table that references `target` point at `id`, by column, leaving out the empty ones. */
async function referencesTo(testApp: TestApp, target: PgTable, id: number): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const reference of listColumnsReferencing(target)) {
    const [row] = await testApp.app.database.db.select({ total: count() }).from(reference.table).where(eq(reference.column, id));
    if (row && row.total > 0) found[`${reference.column.uniqueName ?? reference.column.name}`] = row.total;
  }
  return found;
}

/** The keys of every file the storage holds, partial uploads left out. */
async function storedKeys(testApp: TestApp, backend: Backend): Promise<string[]> {
  if (backend === 's3') {
    const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: s3Settings.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  }
  const root = path.join(testApp.config.dataDir, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.parentPath.includes('.partial')).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The storage key inside a signed media address. */
const keyOf = (url: string) => new URL(url).pathname.replace(/^\/media\//, '');

describe.each(['disk', 's3'] as const)('deletion with media on %s', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend === 's3' ? { s3: s3Settings } : {});
  });
  afterAll(() => testApp.close());
  const inject = createInject(() => testApp.app);
  const authInject = createInject(() => testApp.app, 'dj-rest-auth/');

  async function uploadProfilePicture(user: TestUser): Promise<string> {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/school/profile-upload/',
      headers: user.headers,
      payload: multipartPayload({ field: 'profile_picture', name: 'me.jpg', type: 'image/jpeg', data: await jpegWithGpsPosition() }),
    });
    expect(response.statusCode).toBe(200);
    return keyOf(response.json().profile_picture);
  }

  /** A student with a picture, a sticker and an image handed in: every kind of row and file a child has. */
  async function studentWithEverything() {
    const room = await createClassroom(testApp.app);
    const { teacher, schoolClass, student } = room;
    const picture = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/school/student-image-upload/${student.id}/`,
      headers: teacher.headers,
      payload: multipartPayload({ field: 'image', name: 'mia.jpg', type: 'image/jpeg', data: await jpegWithGpsPosition() }),
    });
    expect(picture.statusCode).toBe(200);
    expect((await inject('POST', 'sticker-create/', teacher, { student: student.id, type: 2 })).statusCode).toBe(201);
    const assignment = (
      await inject('POST', 'assignment-create/', teacher, { title: 'Draw', description: 'Draw a cat', maximum_score: 5, response_format: 'Image', school_class: schoolClass.id })
    ).json();
    const [assignee] = (await inject('POST', `assignee-create/${assignment.id}/`, teacher, [{ assignment: assignment.id, student: student.id }])).json();
    const handIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/school/assignment-response-create/',
      payload: multipartPayload({ field: 'image', name: 'cat.jpg', type: 'image/jpeg', data: await jpegWithGpsPosition() }, { assignee: String(assignee.id), code: assignment.code }),
    });
    expect(handIn.statusCode).toBe(201);
    return { ...room, files: [keyOf(picture.json().image), keyOf(handIn.json().image)] };
  }

  describe('DELETE school/student-delete/{id}/', () => {
    it('removes every row and every file of the child', async () => {
      const { teacher, student, files } = await studentWithEverything();
      expect(await storedKeys(testApp, backend)).toEqual(expect.arrayContaining(files));
      expect(Object.keys(await referencesTo(testApp, students, student.id)).length).toBeGreaterThan(0);

      expect((await inject('DELETE', `student-delete/${student.id}/`, teacher)).statusCode).toBe(204);

      expect(await referencesTo(testApp, students, student.id)).toEqual({});
      expect(await testApp.app.database.db.select().from(students).where(eq(students.id, student.id))).toEqual([]);
      const left = await storedKeys(testApp, backend);
      for (const file of files) expect(left).not.toContain(file);
    });

    it('refuses a parent of the child, a teacher of another class and a visitor, changing nothing', async () => {
      const { student, parent, otherTeacher, otherParent, files } = await studentWithEverything();
      const before = await referencesTo(testApp, students, student.id);
      for (const [user, status] of [[parent, 403], [otherParent, 403], [otherTeacher, 403], [undefined, 401]] as const) {
        expect((await inject('DELETE', `student-delete/${student.id}/`, user)).statusCode).toBe(status);
      }
      expect(await referencesTo(testApp, students, student.id)).toEqual(before);
      expect(await storedKeys(testApp, backend)).toEqual(expect.arrayContaining(files));
    });
    it("lets a leader of the class's school delete the child, and no leader of another school", async () => {
      const leader = await createTeacher(testApp.app);
      const otherLeader = await createTeacher(testApp.app);
      const school = (await inject('POST', 'school-list-create/', leader, { name: 'Elm Street School', city: 'Leeds', country: 'UK' })).json();
      const otherSchool = (await inject('POST', 'school-list-create/', otherLeader, { name: 'Oak Lane School', city: 'York', country: 'UK' })).json();
      await inject('PUT', 'teacher-school-update/', leader, { school: school.id });
      await inject('PUT', 'teacher-school-update/', otherLeader, { school: otherSchool.id });
      const teacher = await createTeacher(testApp.app);
      await inject('PUT', 'teacher-school-update/', teacher, { school: school.id });
      expect((await inject('POST', `school-teacher-approve/${teacher.id}/`, leader)).statusCode).toBeLessThan(300);
      const schoolClass = await createClass(testApp.app, teacher);
      const student = await createStudent(testApp.app, teacher, schoolClass.id, 'Noah');

      expect((await inject('DELETE', `student-delete/${student.id}/`, otherLeader)).statusCode).toBe(403);
      expect(await testApp.app.database.db.select({ id: students.id }).from(students).where(eq(students.id, student.id))).toHaveLength(1);
      expect((await inject('DELETE', `student-delete/${student.id}/`, leader)).statusCode).toBe(204);
      expect(await referencesTo(testApp, students, student.id)).toEqual({});
    });
  });

  describe('POST school/account-delete/', () => {
    it("removes a parent's rows and picture; their messages stay as 'User left the group'", async () => {
      const { teacher, parent } = await createClassroom(testApp.app);
      const picture = await uploadProfilePicture(parent);
      const { id: groupId } = (await inject('POST', 'chat-group-create/', teacher, { name: 'Helpers' })).json();
      expect((await inject('POST', `chat-group-add-members/${groupId}/`, teacher, [{ user: parent.id, group: groupId }])).statusCode).toBeLessThan(300);
      await testApp.app.chat.sendMessage({ id: parent.id, firstName: parent.firstName, lastName: parent.lastName }, groupId, 'I can bring cakes.');
      expect(Object.keys(await referencesTo(testApp, users, parent.id)).length).toBeGreaterThan(0);

      const response = await inject('POST', 'account-delete/', parent, { email: ` ${parent.email.toUpperCase()} ` });
      expect(response.statusCode).toBe(204);

      expect(await referencesTo(testApp, users, parent.id)).toEqual({});
      expect(await testApp.app.database.db.select().from(users).where(eq(users.id, parent.id))).toEqual([]);
      expect(await storedKeys(testApp, backend)).not.toContain(picture);
      const messages = (await inject('GET', `chat-group-get/${groupId}/`, teacher)).json().chat_messages;
      expect(messages).toEqual([expect.objectContaining({ content: 'I can bring cakes.', sender: null })]);
      expect((await authInject('GET', 'user/', parent)).statusCode).toBe(401);
      const mails = await testApp.app.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, parent.email));
      expect(mails).toContainEqual({ subject: 'Your Homeroom account was deleted' });
    });

    it('refuses a wrong e-mail address and a visitor, deleting nothing', async () => {
      const parent = await createParent(testApp.app);
      const wrong = await inject('POST', 'account-delete/', parent, { email: 'someone-else@example.org' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ email: ['Type the e-mail address of this account to confirm.'] });
      expect((await inject('POST', 'account-delete/', undefined, { email: parent.email })).statusCode).toBe(401);
      expect(await testApp.app.database.db.select({ id: users.id }).from(users).where(eq(users.id, parent.id))).toEqual([{ id: parent.id }]);
    });

    it("refuses a school's last leader, then passes a class to its co-teacher and keeps one without under a nameless teacher", async () => {
      const leader = await createTeacher(testApp.app);
      const colleague = await createTeacher(testApp.app);
      const school = (await inject('POST', 'school-list-create/', leader, { name: 'Elm Street School', city: 'Leeds', country: 'UK' })).json();
      expect((await inject('PUT', 'teacher-school-update/', leader, { school: school.id })).statusCode).toBe(200);
      expect((await inject('PUT', 'teacher-school-update/', colleague, { school: school.id })).statusCode).toBe(200);
      expect((await inject('POST', `school-teacher-approve/${colleague.id}/`, leader)).statusCode).toBeLessThan(300);
      const shared = await createClass(testApp.app, leader, 'Shared class');
      expect((await inject('POST', `class-coteacher-invite/${shared.id}/`, leader, { email: colleague.email })).statusCode).toBe(201);
      const [invitation] = (await inject('GET', 'coteacher-invitations/', colleague)).json();
      expect((await inject('POST', `coteacher-invitation-accept/${invitation.id}/`, colleague)).statusCode).toBeLessThan(300);
      const alone = await createClass(testApp.app, leader, 'Own class');
      const parent = await createParent(testApp.app);
      await linkChild(testApp.app, parent, (await createStudent(testApp.app, leader, alone.id, 'Zoe')).inviteCode);

      const refused = await inject('POST', 'account-delete/', leader, { email: leader.email });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ non_field_errors: ['You are the last leader of your school: appoint another leader before deleting your account.'] });
      expect((await authInject('GET', 'user/', leader)).statusCode).toBe(200);

      expect((await inject('POST', `school-leader-appoint/${colleague.id}/`, leader)).statusCode).toBeLessThan(300);
      expect((await inject('POST', 'account-delete/', leader, { email: leader.email })).statusCode).toBe(204);

      const [sharedRow] = await testApp.app.database.db.select().from(schoolClasses).where(eq(schoolClasses.id, shared.id));
      const [colleagueTeacher] = await testApp.app.database.db.select().from(teachers).where(eq(teachers.userId, colleague.id));
      expect(sharedRow?.teacherId).toBe(colleagueTeacher?.id);
      const [former] = await testApp.app.database.db.select().from(users).where(eq(users.id, leader.id));
      expect(former).toMatchObject({ firstName: '', lastName: '', profilePicture: null, email: `deleted-user-${leader.id}@deleted.invalid` });
      expect((await inject('GET', `class/${alone.id}/`, parent)).statusCode).toBe(200);
      expect((await authInject('GET', 'user/', leader)).statusCode).toBe(401);
    });
  });
});
