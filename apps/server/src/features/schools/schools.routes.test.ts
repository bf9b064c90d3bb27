import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createParent, createTeacher } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

describe('schools', () => {
  it('lets a teacher add a school, which everyone signed in then sees in the list', async () => {
    const teacher = await createTeacher(testApp.app);
    const parent = await createParent(testApp.app);
    const created = await inject('POST', 'school-list-create/', teacher, { name: ' Maple Primary ', city: 'Leeds', country: 'United Kingdom' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Maple Primary', city: 'Leeds', country: 'United Kingdom' });
    const list = await inject('GET', 'school-list-create/', parent);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(created.json());
  });

  it('answers the messages of each missing field', async () => {
    const teacher = await createTeacher(testApp.app);
    const response = await inject('POST', 'school-list-create/', teacher, { name: ' ', city: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: ['Name is required'], city: ['City is required'], country: ['Country is required'] });
  });

  it('refuses a school from a parent and from a visitor, adding nothing', async () => {
    const parent = await createParent(testApp.app);
    const before = (await inject('GET', 'school-list-create/', parent)).json().length;
    const byParent = await inject('POST', 'school-list-create/', parent, { name: 'X', city: 'Y', country: 'Z' });
    expect(byParent.statusCode).toBe(403);
    expect((await inject('POST', 'school-list-create/', undefined, { name: 'X', city: 'Y', country: 'Z' })).statusCode).toBe(401);
    expect((await inject('GET', 'school-list-create/', undefined)).statusCode).toBe(401);
    expect((await inject('GET', 'school-list-create/', parent)).json()).toHaveLength(before);
  });

  it('sets the school of a teacher, shown in the user details', async () => {
    const teacher = await createTeacher(testApp.app);
    const school = (await inject('POST', 'school-list-create/', teacher, { name: 'Oak Hill', city: 'Bath', country: 'UK' })).json();
    const response = await inject('PUT', 'teacher-school-update/', teacher, { school: school.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ school });
    const details = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: teacher.headers });
    expect(details.json().teacher.school).toEqual(school);
  });

  it('refuses an unknown or missing school, and a parent', async () => {
    const teacher = await createTeacher(testApp.app);
    const parent = await createParent(testApp.app);
    const unknown = await inject('PUT', 'teacher-school-update/', teacher, { school: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ school: ['This school does not exist.'] });
    const missing = await inject('PUT', 'teacher-school-update/', teacher, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ school: ['Select a school.'] });
    const founder = await createTeacher(testApp.app);
    const school = (await inject('POST', 'school-list-create/', founder, { name: 'Elm', city: 'York', country: 'UK' })).json();
    expect((await inject('PUT', 'teacher-school-update/', parent, { school: school.id })).statusCode).toBe(403);
    expect((await inject('PUT', 'teacher-school-update/', undefined, { school: school.id })).statusCode).toBe(401);
    const details = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: teacher.headers });
    expect(details.json().teacher.school).toBeNull();
  });

  it('makes the teacher who adds a school its leader, and one who chooses it wait for approval', async () => {
    const founder = await createTeacher(testApp.app);
    const newcomer = await createTeacher(testApp.app);
    const school = (await inject('POST', 'school-list-create/', founder, { name: 'Ash Grove', city: 'Hull', country: 'UK' })).json();
    const teacherOf = async (user: typeof founder) =>
      (await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: user.headers })).json().teacher;
    expect(await teacherOf(founder)).toMatchObject({ school, school_role: 'leader' });

    expect((await inject('PUT', 'teacher-school-update/', newcomer, { school: school.id })).statusCode).toBe(200);
    expect(await teacherOf(newcomer)).toMatchObject({ school, school_role: 'pending' });
    // Choosing the same school again keeps the standing: a leader stays a leader, a waiting teacher waits.
    await inject('PUT', 'teacher-school-update/', founder, { school: school.id });
    await inject('PUT', 'teacher-school-update/', newcomer, { school: school.id });
    expect((await teacherOf(founder)).school_role).toBe('leader');
    expect((await teacherOf(newcomer)).school_role).toBe('pending');
  });

  it("keeps a waiting teacher's classes out of the school until a leader approves them", async () => {
    const founder = await createTeacher(testApp.app);
    const newcomer = await createTeacher(testApp.app);
    const school = (await inject('POST', 'school-list-create/', founder, { name: 'Birch Lane', city: 'Ely', country: 'UK' })).json();
    await inject('PUT', 'teacher-school-update/', newcomer, { school: school.id });
    const ownClass = (await inject('POST', 'class-create/', founder, { name: '1A' })).json();
    const waitingClass = (await inject('POST', 'class-create/', newcomer, { name: '1B' })).json();
    expect((await inject('GET', `class/${ownClass.id}/`, founder)).json().school).toMatchObject({ name: 'Birch Lane' });
    expect((await inject('GET', `class/${waitingClass.id}/`, newcomer)).json().school).toBeNull();
  });
});
