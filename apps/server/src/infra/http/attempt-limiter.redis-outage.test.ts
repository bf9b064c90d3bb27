import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTeacher } from '../../test/factories.ts';
import { startTestRedis, type TestRedis } from '../../test/redis-server.ts';

/** A Redis of this file's own, stopped while the app runs. */
const REDIS_PORT = 6413;
const canRun = Boolean(process.env.DATABASE_URL);

describe.runIf(canRun)('limits while Redis is away', () => {
  let redis: TestRedis;
  let testApp: TestApp;
  beforeAll(async () => {
    redis = await startTestRedis(REDIS_PORT);
    testApp = await createTestApp({
      redis: { url: redis.url, prefix: `homeroom-test:${randomBytes(6).toString('hex')}:` },
      rateLimit: { windowMs: 60_000, authPerAddress: 3, authPerEmail: 10_000, inviteCodePerUser: 10_000, guardianInvitesPerUser: 10_000 },
      writeLimit: { max: 100, windowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await redis?.stop();
  });

  it('answers signed-in changes at once, and still holds the sign-in limit in this instance', async () => {
    const teacher = await createTeacher(testApp.app);
    await redis.stop();

    // Over a connection that queued commands, this waited for Redis to come back (the test's timeout).
    const created = await testApp.app.inject({ method: 'POST', url: '/api/v1/school/class-create/', headers: teacher.headers, payload: { name: 'Class 1A' } });
    expect(created.statusCode).toBe(201);

    const login = () =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/dj-rest-auth/login/', payload: { email: teacher.email, password: 'not the password' } });
    // Three attempts per address: the registration may already count in this instance (made
    // before the connection to Redis was up), so the ceiling comes at the third or fourth try.
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await login()).statusCode);
    expect(statuses.slice(0, 2)).toEqual([400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });
});
