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
