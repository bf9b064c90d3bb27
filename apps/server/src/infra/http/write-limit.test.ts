import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTeacher } from '../../test/factories.ts';
import { WRITE_LIMIT_MESSAGE } from './write-limit.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ writeLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => testApp.close());

describe('the limit on changes per user', () => {
  it('answers 429 with Retry-After once a user has made too many changes, whatever the route', async () => {
    const teacher = await createTeacher(testApp.app);
    const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      testApp.app.inject({ method, url: `/api/v1/school/${url}`, headers: teacher.headers, ...(payload ? { payload } : {}) });
    // createTeacher made one change already (teacher-create/).
    expect((await write('POST', 'class-create/', { name: 'Class 1A' })).statusCode).toBe(201);
    expect((await write('PUT', 'settings-update/', { message_received_notification: false })).statusCode).toBe(200);
    const refused = await write('POST', 'class-create/', { name: 'Class 1B' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: WRITE_LIMIT_MESSAGE });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await write('DELETE', 'story-delete/1/')).statusCode).toBe(429);
    // Nothing was created, and reading goes on.
    const user = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: teacher.headers });
    expect(user.statusCode).toBe(200);
    expect(user.json().teacher.school_classes.map((schoolClass: { name: string }) => schoolClass.name)).toEqual(['Class 1A']);
  });

  it('counts each user on their own, and leaves visitors to the per-address limits', async () => {
    const busy = await createTeacher(testApp.app);
    for (let index = 0; index < 3; index += 1) {
      await testApp.app.inject({ method: 'POST', url: '/api/v1/school/class-create/', headers: busy.headers, payload: { name: `Class ${index}` } });
    }
    const other = await createTeacher(testApp.app);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/school/class-create/', headers: other.headers, payload: { name: 'Class 2C' } });
    expect(response.statusCode).toBe(201);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/v1/dj-rest-auth/login/', payload: { email: busy.email, password: busy.password } });
    expect(login.statusCode).toBe(200);
  });
});
