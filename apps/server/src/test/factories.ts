import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

let userCount = 0;

export interface TestUser {
  id: number;
  key: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The `Authorization` header of this user. */
  headers: { authorization: string };
}

/** Registers a user through the API and answers their token and id. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<Pick<TestUser, 'email' | 'password' | 'firstName' | 'lastName'>> = {},
): Promise<TestUser> {
  userCount += 1;
  const email = overrides.email ?? `user${userCount}-${randomBytes(3).toString('hex')}@example.org`;
  const password = overrides.password ?? 'Plum-Orchard-42';
  const firstName = overrides.firstName ?? 'Robin';
  const lastName = overrides.lastName ?? 'Mendez';
  const registration = await app.inject({
    method: 'POST',
    url: '/api/v1/dj-rest-auth/registration/',
    payload: { email, first_name: firstName, last_name: lastName, password1: password, password2: password },
  });
  if (registration.statusCode !== 201) throw new Error(`registration failed: ${registration.body}`);
  const { key } = registration.json<{ key: string }>();
  const headers = { authorization: `Token ${key}` };
  const user = await app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers });
  return { id: user.json<{ id: number }>().id, key, email, password, firstName, lastName, headers };
}

/** A registered user with a teacher profile. */
export async function createTeacher(app: FastifyInstance, overrides: Parameters<typeof registerUser>[1] = {}) {
  const user = await registerUser(app, overrides);
  await app.inject({ method: 'POST', url: '/api/v1/school/teacher-create/', headers: user.headers, payload: { school: null } });
  return user;
}

/** A registered user with a parent profile. */
export async function createParent(app: FastifyInstance, overrides: Parameters<typeof registerUser>[1] = {}) {
  const user = await registerUser(app, overrides);
  await app.inject({ method: 'POST', url: '/api/v1/school/parent-create/', headers: user.headers, payload: { user: user.id } });
  return user;
}

/** A class of the teacher's, created through the API. */
export async function createClass(app: FastifyInstance, teacher: TestUser, name = 'Class 3B'): Promise<{ id: number; name: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/school/class-create/', headers: teacher.headers, payload: { name } });
  if (response.statusCode !== 201) throw new Error(`class-create failed: ${response.body}`);
  return response.json();
}

/** A student in the teacher's class, with the invite code the teacher sees. */
export async function createStudent(
  app: FastifyInstance,
  teacher: TestUser,
  classId: number,
  name = 'Alex',
): Promise<{ id: number; name: string; inviteCode: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/school/student-create/',
    headers: teacher.headers,
    payload: { name, school_class: classId },
  });
  if (response.statusCode !== 201) throw new Error(`student-create failed: ${response.body}`);
  const { id } = response.json<{ id: number }>();
  const portfolio = await app.inject({ method: 'GET', url: `/api/v1/school/student-portfolio-list/${id}/`, headers: teacher.headers });
  return { id, name, inviteCode: portfolio.json<{ invite_code: { code: string } }>().invite_code.code };
}

/** Links the parent to the student with the student's invite code. */
export async function linkChild(app: FastifyInstance, parent: TestUser, inviteCode: string): Promise<void> {
  const response = await app.inject({ method: 'PUT', url: '/api/v1/school/use-invite-code/', headers: parent.headers, payload: { code: inviteCode } });
  if (response.statusCode !== 200) throw new Error(`use-invite-code failed: ${response.body}`);
}

/**
 * A teacher with a class of one student whose parent is linked, and outsiders: another teacher
 * with a class of their own, and that class's parent.
 */
export async function createClassroom(app: FastifyInstance) {
  const teacher = await createTeacher(app, { firstName: 'Olivia', lastName: 'Bennett' });
  const schoolClass = await createClass(app, teacher);
  const student = await createStudent(app, teacher, schoolClass.id, 'Mia');
  const parent = await createParent(app, { firstName: 'Sam', lastName: 'Carter' });
  await linkChild(app, parent, student.inviteCode);
  const otherTeacher = await createTeacher(app);
  const otherParent = await createParent(app);
  const otherClass = await createClass(app, otherTeacher);
  await linkChild(app, otherParent, (await createStudent(app, otherTeacher, otherClass.id)).inviteCode);
  return { teacher, schoolClass, student, parent, otherTeacher, otherParent };
}

/** The classroom of `createClassroom` with a group chat that its teacher made and added its parent to. */
export async function createGroupChat(app: FastifyInstance, name = 'Class families') {
  const room = await createClassroom(app);
  const created = await app.inject({ method: 'POST', url: '/api/v1/school/chat-group-create/', headers: room.teacher.headers, payload: { name } });
  if (created.statusCode !== 201) throw new Error(`chat-group-create failed: ${created.body}`);
  const groupId = created.json<{ id: number }>().id;
  const added = await app.inject({
    method: 'POST',
    url: `/api/v1/school/chat-group-add-members/${groupId}/`,
    headers: room.teacher.headers,
    payload: [{ user: room.parent.id, group: groupId }],
  });
  if (added.statusCode !== 201) throw new Error(`chat-group-add-members failed: ${added.body}`);
  return { ...room, groupId };
}

/** The classroom of `createClassroom` with a direct chat between its teacher and its parent. */
export async function createDirectChat(app: FastifyInstance) {
  const room = await createClassroom(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/school/chat-group-create-direct/',
    headers: room.teacher.headers,
    payload: { name: 'direct', recipient: room.parent.id },
  });
  if (response.statusCode !== 201) throw new Error(`chat-group-create-direct failed: ${response.body}`);
  return { ...room, groupId: response.json<{ id: number }>().id };
}
