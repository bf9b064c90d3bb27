import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, registerUser, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const announcementsOf = async (classId: number, user: TestUser) => (await inject('GET', `class/${classId}/`, user)).json().announcements;

describe('announcements', () => {
  it('are published by the teacher and read by the parent, newest first', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const first = await inject('POST', 'announcement-create/', teacher, { title: ' Trip ', content: 'Bring boots.', school_class: schoolClass.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), title: 'Trip', content: 'Bring boots.', date: expect.any(String), school_class: schoolClass.id, needs_acknowledgement: false });
    expect(Date.parse(first.json().date)).not.toBeNaN();
    const second = (await inject('POST', 'announcement-create/', teacher, { title: 'Photos', content: 'Friday.', school_class: schoolClass.id })).json();
    expect((await announcementsOf(schoolClass.id, parent)).map((item: { id: number }) => item.id)).toEqual([second.id, first.json().id]);
  });

  it('answer the create messages', async () => {
    const { teacher, schoolClass } = await createClassroom(testApp.app);
    const response = await inject('POST', 'announcement-create/', teacher, { title: ' ', school_class: schoolClass.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: ['Title is required'], content: ['Content is required'] });
  });

  it('are edited by the teacher, with the lowercase messages on edit', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const created = (await inject('POST', 'announcement-create/', teacher, { title: 'Trip', content: 'Boots', school_class: schoolClass.id })).json();
    const edited = await inject('PUT', `announcement-update/${created.id}/`, teacher, { title: 'Trip moved', content: 'Now Friday' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.id, title: 'Trip moved', content: 'Now Friday' });
    const invalid = await inject('PUT', `announcement-update/${created.id}/`, teacher, { title: '', content: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ title: ['title is required'], content: ['content is required'] });
    expect((await announcementsOf(schoolClass.id, parent))[0].title).toBe('Trip moved');
  });

  it('are deleted by the teacher only', async () => {
    const { teacher, parent, otherTeacher, schoolClass } = await createClassroom(testApp.app);
    const created = (await inject('POST', 'announcement-create/', teacher, { title: 'Trip', content: 'Boots', school_class: schoolClass.id })).json();
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [undefined, 401]] as const) {
      expect((await inject('DELETE', `announcement-delete/${created.id}/`, user)).statusCode).toBe(status);
    }
    expect((await inject('DELETE', `announcement-delete/${created.id}/`, teacher)).statusCode).toBe(204);
    expect(await announcementsOf(schoolClass.id, teacher)).toEqual([]);
    expect((await inject('DELETE', `announcement-delete/${created.id}/`, teacher)).statusCode).toBe(404);
  });

  it('refuse the other teacher, a parent, a user without a profile and a visitor, changing nothing', async () => {
    const { teacher, parent, otherTeacher, otherParent, schoolClass } = await createClassroom(testApp.app);
    const created = (await inject('POST', 'announcement-create/', teacher, { title: 'Trip', content: 'Boots', school_class: schoolClass.id })).json();
    const nobody = await registerUser(testApp.app);
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [otherParent, 403], [nobody, 403], [undefined, 401]] as const) {
      expect((await inject('POST', 'announcement-create/', user, { title: 'X', content: 'Y', school_class: schoolClass.id })).statusCode).toBe(status);
      expect((await inject('PUT', `announcement-update/${created.id}/`, user, { title: 'X', content: 'Y' })).statusCode).toBe(status);
    }
    expect(await announcementsOf(schoolClass.id, teacher)).toEqual([created]);
    expect((await inject('POST', 'announcement-create/', teacher, { title: 'X', content: 'Y', school_class: 999_999 })).statusCode).toBe(404);
    expect((await inject('GET', `class/${schoolClass.id}/`, otherParent)).statusCode).toBe(403);
  });
});
