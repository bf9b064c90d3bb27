import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createParent, createStudent, createTeacher, linkChild, registerUser, type TestUser } from '../../test/factories.ts';
import { multipartPayload, pngImage } from '../../test/multipart.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const getClassPage = (classId: number, user?: TestUser) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1/school/class/${classId}/`, headers: user?.headers ?? {} });

describe('POST school/class-create/', () => {
  it('creates a class of the teacher, listed in the user details', async () => {
    const teacher = await createTeacher(testApp.app);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/school/class-create/', headers: teacher.headers, payload: { name: '  Sunflowers ' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), name: 'Sunflowers' });
    const details = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: teacher.headers });
    expect(details.json().teacher.school_classes).toEqual([{ ...response.json(), archived_at: null }]);
  });

  it('refuses a missing name, a parent and a visitor', async () => {
    const teacher = await createTeacher(testApp.app);
    const parent = await createParent(testApp.app);
    const missing = await testApp.app.inject({ method: 'POST', url: '/api/v1/school/class-create/', headers: teacher.headers, payload: { name: '   ' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ name: ['Name is required'] });
    expect((await testApp.app.inject({ method: 'POST', url: '/api/v1/school/class-create/', headers: parent.headers, payload: { name: 'X' } })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/v1/school/class-create/', payload: { name: 'X' } })).statusCode).toBe(401);
    const details = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: teacher.headers });
    expect(details.json().teacher.school_classes).toEqual([]);
  });
});

describe('GET school/class/{id}/', () => {
  it('answers the whole class page to its teacher, with parents and invite codes', async () => {
    const teacher = await createTeacher(testApp.app, { firstName: 'Olivia', lastName: 'Bennett' });
    const school = (
      await testApp.app.inject({ method: 'POST', url: '/api/v1/school/school-list-create/', headers: teacher.headers, payload: { name: 'Maple', city: 'Leeds', country: 'UK' } })
    ).json();
    await testApp.app.inject({ method: 'PUT', url: '/api/v1/school/teacher-school-update/', headers: teacher.headers, payload: { school: school.id } });
    const schoolClass = await createClass(testApp.app, teacher, 'Class 3B');
    const ben = await createStudent(testApp.app, teacher, schoolClass.id, 'Ben');
    const ada = await createStudent(testApp.app, teacher, schoolClass.id, 'Ada');
    const parent = await createParent(testApp.app, { firstName: 'Sam', lastName: 'Carter' });
    await linkChild(testApp.app, parent, ben.inviteCode);
    await testApp.app.inject({ method: 'POST', url: '/api/v1/school/sticker-create/', headers: teacher.headers, payload: { student: ben.id, type: 2 } });

    const response = await getClassPage(schoolClass.id, teacher);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: schoolClass.id,
      name: 'Class 3B',
      school,
      teacher: { user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } },
      teachers: [{ user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } }],
      students: [
        { id: ada.id, name: 'Ada', image: null, stickers: [], parent: null, guardians: [], invite_code: { code: ada.inviteCode } },
        {
          id: ben.id,
          name: 'Ben',
          image: null,
          stickers: [{ id: expect.any(Number), type: 2 }],
          parent: { user: { id: parent.id, first_name: 'Sam', last_name: 'Carter', profile_picture: null } },
          guardians: [{ user: { id: parent.id, first_name: 'Sam', last_name: 'Carter', profile_picture: null } }],
          invite_code: null,
        },
      ],
      stories: [],
      announcements: [],
      events: [],
      assignments: [],
      archived_at: null,
    });
  });

  it('shows the class to the parent of a student, without parents or invite codes', async () => {
    const teacher = await createTeacher(testApp.app);
    const schoolClass = await createClass(testApp.app, teacher);
    const child = await createStudent(testApp.app, teacher, schoolClass.id, 'Mia');
    const classmate = await createStudent(testApp.app, teacher, schoolClass.id, 'Noah');
    const parent = await createParent(testApp.app);
    await linkChild(testApp.app, parent, child.inviteCode);
    const response = await getClassPage(schoolClass.id, parent);
    expect(response.statusCode).toBe(200);
    expect(response.json().students).toEqual([
      { id: child.id, name: 'Mia', image: null, stickers: [] },
      { id: classmate.id, name: 'Noah', image: null, stickers: [] },
    ]);
    expect(response.body).not.toContain(classmate.inviteCode);
  });

  it("shows a parent the photo and stickers of their own child only, and the teacher everyone's", async () => {
    const teacher = await createTeacher(testApp.app);
    const schoolClass = await createClass(testApp.app, teacher);
    const child = await createStudent(testApp.app, teacher, schoolClass.id, 'Mia');
    const classmate = await createStudent(testApp.app, teacher, schoolClass.id, 'Noah');
    const parent = await createParent(testApp.app);
    const classmateParent = await createParent(testApp.app);
    await linkChild(testApp.app, parent, child.inviteCode);
    await linkChild(testApp.app, classmateParent, classmate.inviteCode);
    const photoOf = async (studentId: number): Promise<string> => {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: `/api/v1/school/student-image-upload/${studentId}/`,
        headers: teacher.headers,
        payload: multipartPayload({ field: 'image', name: 'face.png', type: 'image/png', data: await pngImage() }),
      });
      expect(response.statusCode).toBe(200);
      return response.json().image;
    };
    const childPhoto = await photoOf(child.id);
    const classmatePhoto = await photoOf(classmate.id);
    for (const student of [child, classmate]) {
      await testApp.app.inject({ method: 'POST', url: '/api/v1/school/sticker-create/', headers: teacher.headers, payload: { student: student.id, type: 3 } });
    }
    const sticker = [{ id: expect.any(Number), type: 3 }];

    expect((await getClassPage(schoolClass.id, parent)).json().students).toEqual([
      { id: child.id, name: 'Mia', image: childPhoto, stickers: sticker },
      { id: classmate.id, name: 'Noah', image: null, stickers: [] },
    ]);
    const classmateView = await getClassPage(schoolClass.id, classmateParent);
    expect(classmateView.json().students).toEqual([
      { id: child.id, name: 'Mia', image: null, stickers: [] },
      { id: classmate.id, name: 'Noah', image: classmatePhoto, stickers: sticker },
    ]);
    expect(classmateView.body).not.toContain(new URL(childPhoto).pathname);
    const teacherView = (await getClassPage(schoolClass.id, teacher)).json().students;
    expect(teacherView.map(({ image, stickers }: { image: string; stickers: unknown[] }) => ({ image, stickers }))).toEqual([
      { image: childPhoto, stickers: sticker },
      { image: classmatePhoto, stickers: sticker },
    ]);
  });

  it('refuses the other teacher, the other parent, a user without a profile and a visitor', async () => {
    const teacher = await createTeacher(testApp.app);
    const schoolClass = await createClass(testApp.app, teacher);
    await createStudent(testApp.app, teacher, schoolClass.id);
    const otherTeacher = await createTeacher(testApp.app);
    const otherParent = await createParent(testApp.app);
    const otherClass = await createClass(testApp.app, otherTeacher);
    await linkChild(testApp.app, otherParent, (await createStudent(testApp.app, otherTeacher, otherClass.id)).inviteCode);
    for (const user of [otherTeacher, otherParent, await registerUser(testApp.app)]) {
      const response = await getClassPage(schoolClass.id, user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Only the teacher of this class and the parents of its students can see it.' });
    }
    expect((await getClassPage(schoolClass.id)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed class id', async () => {
    const teacher = await createTeacher(testApp.app);
    expect((await getClassPage(999_999, teacher)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/school/class/abc/', headers: teacher.headers })).statusCode).toBe(404);
  });

  it('runs the same few queries for a small class as for a full one', async () => {
    const teacher = await createTeacher(testApp.app);
    const parent = await createParent(testApp.app);
    const post = (url: string, payload: object, as: TestUser = teacher) =>
      testApp.app.inject({ method: 'POST', url: `/api/v1/school/${url}`, headers: as.headers, payload });
    // A co-teacher, approved at the teacher's school, sees every class too.
    const school = (await post('school-list-create/', { name: 'Maple Primary', city: 'Leeds', country: 'UK' })).json();
    const coteacher = await createTeacher(testApp.app);
    await testApp.app.inject({ method: 'PUT', url: '/api/v1/school/teacher-school-update/', headers: coteacher.headers, payload: { school: school.id } });
    await testApp.app.database.db.execute(`UPDATE teachers SET school_role = 'teacher' WHERE user_id = ${coteacher.id}`);
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const picture = await pngImage();

    async function queriesForClassOf(size: number, viewer: TestUser) {
      const schoolClass = await createClass(testApp.app, teacher, `Class of ${size}`);
      await post(`class-coteacher-invite/${schoolClass.id}/`, { email: coteacher.email });
      const invitations = (await testApp.app.inject({ method: 'GET', url: '/api/v1/school/coteacher-invitations/', headers: coteacher.headers })).json();
      await post(`coteacher-invitation-accept/${invitations[0].id}/`, {}, coteacher);
      for (let index = 0; index < size; index += 1) {
        const student = await createStudent(testApp.app, teacher, schoolClass.id, `Student ${index}`);
        for (const type of [1, 2, 3]) await post('sticker-create/', { student: student.id, type });
        if (index === 0) await linkChild(testApp.app, parent, student.inviteCode);
        await post('announcement-create/', { title: `News ${index}`, content: 'Text', school_class: schoolClass.id });
        const event = (await post('event-create/', { name: `Fair ${index}`, date: tomorrow, description: 'Come', helpers_required: 3, school_class: schoolClass.id })).json();
        if (index === 0) {
          await testApp.app.inject({ method: 'POST', url: '/api/v1/school/helper-create/', headers: parent.headers, payload: { event: event.id } });
        }
        await post('assignment-create/', { title: `Task ${index}`, description: 'Do it', maximum_score: 10, response_format: 'Text', school_class: schoolClass.id });
        const story = (await post('story-create/', { title: `Story ${index}`, content: 'Text', school_class: schoolClass.id })).json();
        if (index < 3) {
          await testApp.app.inject({
            method: 'POST',
            url: '/api/v1/school/story-media-create/',
            headers: teacher.headers,
            payload: multipartPayload({ field: 'image', name: 'a.png', type: 'image/png', data: picture }, { story: String(story.id) }),
          });
        }
      }
      let response = await getClassPage(schoolClass.id, viewer);
      const queries = await testApp.app.database.queries.countDuring(async () => {
        response = await getClassPage(schoolClass.id, viewer);
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().students).toHaveLength(size);
      expect(response.json().stories).toHaveLength(size);
      expect(response.json().events[0].helpers).toHaveLength(1);
      expect(response.json().assignments).toHaveLength(size);
      return queries;
    }

    for (const viewer of [teacher, coteacher, parent]) {
      const small = await queriesForClassOf(1, viewer);
      const large = await queriesForClassOf(25, viewer);
      expect(large).toBe(small);
      // The second read is from memory (class-page.cache.test.ts counts a fresh load): the token,
      // and the class with the viewer's access and its content version.
      expect(large).toBeLessThanOrEqual(2);
    }
  });
});
