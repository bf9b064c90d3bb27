import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createClassroom, createParent, createStudent, createTeacher, registerUser, type TestUser } from '../../test/factories.ts';
import { jpegWithGpsPosition, multipartPayload, pngImage } from '../../test/multipart.ts';
import { READABLE_CODE_ALPHABET as INVITE_CODE_ALPHABET } from '../../infra/security/readable-code.ts';
import { mediaAddress, signedMediaPattern } from '../../test/media.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

const classroom = () => createClassroom(testApp.app);

const studentsOf = async (classId: number, teacher: TestUser) => (await inject('GET', `class/${classId}/`, teacher)).json().students;

describe('POST school/student-create/', () => {
  it('adds a student with a fresh invite code of 8 unambiguous characters', async () => {
    const teacher = await createTeacher(testApp.app);
    const schoolClass = await createClass(testApp.app, teacher);
    const response = await inject('POST', 'student-create/', teacher, { name: ' Leo ', school_class: schoolClass.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ pk: expect.any(Number), id: response.json().pk, name: 'Leo', school_class: schoolClass.id });
    const [student] = await studentsOf(schoolClass.id, teacher);
    expect(student.invite_code.code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
  });

  it('gives every student a different code', async () => {
    const teacher = await createTeacher(testApp.app);
    const schoolClass = await createClass(testApp.app, teacher);
    const codes = await Promise.all(Array.from({ length: 12 }, (_, index) => createStudent(testApp.app, teacher, schoolClass.id, `S${index}`)));
    expect(new Set(codes.map((student) => student.inviteCode)).size).toBe(12);
  });

  it('answers the messages of missing fields', async () => {
    const teacher = await createTeacher(testApp.app);
    const response = await inject('POST', 'student-create/', teacher, { name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: ['Name is required'], school_class: ['Class is required'] });
  });

  it('refuses a class of another teacher, a parent and a visitor, adding nobody', async () => {
    const { schoolClass, teacher, parent, otherTeacher } = await classroom();
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [undefined, 401]] as const) {
      expect((await inject('POST', 'student-create/', user, { name: 'Intruder', school_class: schoolClass.id })).statusCode).toBe(status);
    }
    expect((await inject('POST', 'student-create/', teacher, { name: 'Ghost', school_class: 999_999 })).statusCode).toBe(404);
    expect(await studentsOf(schoolClass.id, teacher)).toHaveLength(1);
  });
});

describe('PUT school/student-update/{id}/ and DELETE school/student-delete/{id}/', () => {
  it('renames a student', async () => {
    const { teacher, schoolClass, student } = await classroom();
    const response = await inject('PUT', `student-update/${student.id}/`, teacher, { name: 'Amelia' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Amelia' });
    expect((await studentsOf(schoolClass.id, teacher))[0].name).toBe('Amelia');
  });

  it('refuses an empty name, the other teacher, the parent and a visitor, keeping the name', async () => {
    const { teacher, schoolClass, student, parent, otherTeacher } = await classroom();
    const empty = await inject('PUT', `student-update/${student.id}/`, teacher, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: ['Name is required'] });
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [undefined, 401]] as const) {
      expect((await inject('PUT', `student-update/${student.id}/`, user, { name: 'Hacked' })).statusCode).toBe(status);
    }
    expect((await inject('PUT', 'student-update/999999/', teacher, { name: 'X' })).statusCode).toBe(404);
    expect((await studentsOf(schoolClass.id, teacher))[0].name).toBe('Mia');
  });

  it('deletes a student with their stickers, only for the class teacher', async () => {
    const { teacher, schoolClass, student, parent, otherTeacher } = await classroom();
    await inject('POST', 'sticker-create/', teacher, { student: student.id, type: 1 });
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [undefined, 401]] as const) {
      expect((await inject('DELETE', `student-delete/${student.id}/`, user)).statusCode).toBe(status);
    }
    const response = await inject('DELETE', `student-delete/${student.id}/`, teacher);
    expect(response.statusCode).toBe(204);
    expect(await studentsOf(schoolClass.id, teacher)).toEqual([]);
    expect((await inject('GET', `student-portfolio-list/${student.id}/`, teacher)).statusCode).toBe(404);
    const details = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: parent.headers });
    expect(details.json().parent.children).toEqual([]);
  });
});

describe('PUT school/use-invite-code/', () => {
  it('links the child to the parent, listed in the user details, and uses the code up', async () => {
    const teacher = await createTeacher(testApp.app, { firstName: 'Olivia', lastName: 'Bennett' });
    const schoolClass = await createClass(testApp.app, teacher, 'Robins');
    const student = await createStudent(testApp.app, teacher, schoolClass.id, 'Mia');
    const parent = await createParent(testApp.app);
    const response = await inject('PUT', 'use-invite-code/', parent, { code: ` ${student.inviteCode.toLowerCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: student.inviteCode });
    const details = (await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: parent.headers })).json();
    expect(details.parent.children).toEqual([
      {
        id: student.id,
        name: 'Mia',
        image: null,
        parent: details.parent.id,
        school_class: { id: schoolClass.id, name: 'Robins', teacher: { user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } }, teachers: [{ user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } }], school: null, archived_at: null },
      },
    ]);

    const secondParent = await createParent(testApp.app);
    const again = await inject('PUT', 'use-invite-code/', secondParent, { code: student.inviteCode });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: ['This invite code is not valid.'] });
  });

  it('refuses a wrong or missing code, and a teacher', async () => {
    const { teacher, student } = await classroom();
    const parent = await createParent(testApp.app);
    expect((await inject('PUT', 'use-invite-code/', parent, { code: 'ZZZZZZZZ' })).json()).toEqual({ code: ['This invite code is not valid.'] });
    expect((await inject('PUT', 'use-invite-code/', parent, {})).json()).toEqual({ code: ['Invite code is required'] });
    expect((await inject('PUT', 'use-invite-code/', teacher, { code: student.inviteCode })).statusCode).toBe(403);
    expect((await inject('PUT', 'use-invite-code/', undefined, { code: student.inviteCode })).statusCode).toBe(401);
  });
});

describe('GET school/student-portfolio-list/{id}/', () => {
  it('answers the portfolio to the parent, without the used invite code', async () => {
    const { teacher, student, parent } = await classroom();
    await inject('POST', 'sticker-create/', teacher, { student: student.id, type: 3 });
    const response = await inject('GET', `student-portfolio-list/${student.id}/`, parent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pk: student.id,
      id: student.id,
      name: 'Mia',
      image: null,
      parent: { user: { id: parent.id, first_name: 'Sam', last_name: 'Carter', profile_picture: null } },
      guardians: [{ user: { id: parent.id, first_name: 'Sam', last_name: 'Carter', profile_picture: null } }],
      school_class: { id: expect.any(Number), name: 'Class 3B', school: null, teacher: { user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } }, teachers: [{ user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } }], archived_at: null },
      stickers: [{ id: expect.any(Number), student: student.id, type: 3 }],
      invite_code: null,
      portfolio: [],
      class_years: [
        {
          school_class: { id: expect.any(Number), name: 'Class 3B', archived_at: null },
          stickers: [{ id: expect.any(Number), student: student.id, type: 3 }],
          portfolio: [],
        },
      ],
    });
  });

  it('answers the invite code to the teacher while no parent has used it', async () => {
    const teacher = await createTeacher(testApp.app);
    const schoolClass = await createClass(testApp.app, teacher);
    const student = await createStudent(testApp.app, teacher, schoolClass.id);
    const portfolio = (await inject('GET', `student-portfolio-list/${student.id}/`, teacher)).json();
    expect(portfolio.parent).toBeNull();
    expect(portfolio.invite_code).toEqual({ code: student.inviteCode });
  });

  it('refuses anyone but the parent and teacher with 403', async () => {
    const { student, otherTeacher, otherParent } = await classroom();
    for (const user of [otherTeacher, otherParent, await registerUser(testApp.app)]) {
      const response = await inject('GET', `student-portfolio-list/${student.id}/`, user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: "You must be the student's parent or teacher to access their profile page." });
    }
    expect((await inject('GET', `student-portfolio-list/${student.id}/`)).statusCode).toBe(401);
  });
});

describe('PUT school/student-image-upload/{id}/', () => {
  const upload = (studentId: number, user: TestUser | undefined, payload: FormData) =>
    testApp.app.inject({ method: 'PUT', url: `/api/v1/school/student-image-upload/${studentId}/`, headers: user?.headers ?? {}, payload });

  it('stores a re-encoded picture from the teacher or the parent, without GPS', async () => {
    const { teacher, parent, student, schoolClass } = await classroom();
    for (const user of [teacher, parent]) {
      const response = await upload(student.id, user, multipartPayload({ field: 'image', name: 'mia.jpg', type: 'image/jpeg', data: await jpegWithGpsPosition() }));
      expect(response.statusCode).toBe(200);
      const { image } = response.json();
      expect(image).toMatch(signedMediaPattern('students', 'jpg'));
      const served = await testApp.app.inject({ method: 'GET', url: mediaAddress(image) });
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      expect((await studentsOf(schoolClass.id, teacher))[0].image).toBe(image);
    }
  });

  it('refuses a file that is not a picture, the other teacher, the other parent and a visitor', async () => {
    const { teacher, student, otherTeacher, otherParent, schoolClass } = await classroom();
    const notImage = await upload(student.id, teacher, multipartPayload({ field: 'image', name: 'a.png', type: 'image/png', data: Buffer.from('%PDF-1.4') }));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toEqual({ image: ['Upload a valid image: JPEG, PNG, WebP or GIF.'] });
    for (const [user, status] of [[otherTeacher, 403], [otherParent, 403], [undefined, 401]] as const) {
      const response = await upload(student.id, user, multipartPayload({ field: 'image', name: 'a.png', type: 'image/png', data: await pngImage() }));
      expect(response.statusCode).toBe(status);
    }
    expect((await studentsOf(schoolClass.id, teacher))[0].image).toBeNull();
  });
});

describe('guessing invite codes', () => {
  it('is stopped with 429 after a few tries per user', async () => {
    const limited = await createTestApp({
      rateLimit: { windowMs: 60_000, authPerAddress: 10_000, authPerEmail: 10_000, inviteCodePerUser: 3, guardianInvitesPerUser: 10_000 },
    });
    try {
      const teacher = await createTeacher(limited.app);
      const schoolClass = await createClass(limited.app, teacher);
      const student = await createStudent(limited.app, teacher, schoolClass.id);
      const parent = await createParent(limited.app);
      const tryCode = (code: string) => limited.app.inject({ method: 'PUT', url: '/api/v1/school/use-invite-code/', headers: parent.headers, payload: { code } });
      for (const guess of ['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC']) expect((await tryCode(guess)).statusCode).toBe(400);
      const blocked = await tryCode(student.inviteCode);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ detail: 'Too many invite codes tried. Please wait a few minutes and try again.' });
      // Another parent is not held up.
      const otherParent = await createParent(limited.app);
      expect((await limited.app.inject({ method: 'PUT', url: '/api/v1/school/use-invite-code/', headers: otherParent.headers, payload: { code: student.inviteCode } })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is stopped with 429 per client address, whatever the accounts used', async () => {
    const limited = await createTestApp({
      rateLimit: { windowMs: 60_000, authPerAddress: 10_000, authPerEmail: 10_000, inviteCodePerUser: 2, guardianInvitesPerUser: 10_000 },
      inviteCodePerAddress: 5,
    });
    try {
      const teacher = await createTeacher(limited.app);
      const schoolClass = await createClass(limited.app, teacher);
      const student = await createStudent(limited.app, teacher, schoolClass.id);
      const tryCode = (parent: TestUser, code: string, remoteAddress: string) =>
        limited.app.inject({ method: 'PUT', url: '/api/v1/school/use-invite-code/', headers: parent.headers, payload: { code }, remoteAddress });
      const accounts = [await createParent(limited.app), await createParent(limited.app), await createParent(limited.app)];
      const answers: number[] = [];
      for (const parent of accounts) {
        for (const guess of ['AAAAAAAA', 'BBBBBBBB']) answers.push((await tryCode(parent, guess, '10.7.0.1')).statusCode);
      }
      // Two guesses each, within every account's own limit, but the address has had its five.
      expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
      const fresh = await createParent(limited.app);
      expect((await tryCode(fresh, student.inviteCode, '10.7.0.1')).statusCode).toBe(429);
      // Someone at another address is not held up.
      expect((await tryCode(fresh, student.inviteCode, '10.7.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
