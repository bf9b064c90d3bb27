import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createParent, registerUser, type TestUser } from '../../test/factories.ts';
import { startTestRedis, type TestRedis } from '../../test/redis-server.ts';

/** A Redis of this file's own, stopped and started again by the tests; never the shared one. */
const REDIS_PORT = 6417;
const hasSharedServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/** Instance A and a second instance B on the same PostgreSQL database and Redis, each with its own token cache. */
async function startPair(redisUrl: string) {
  const a = await createTestApp({
    redis: { url: redisUrl, prefix: `homeroom-test:token-cache-${process.pid}-${Date.now()}:` },
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-second-'));
  const b = await buildApp({ ...a.config, dataDir });
  await b.listen({ port: 0, host: '127.0.0.1' });
  const address = b.server.address();
  const originB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    a,
    b,
    /** What a client over the network is told by instance B, as a second device of the user would be. */
    async statusOnB(key: string) {
      return (
        await fetch(`${originB}/api/v1/dj-rest-auth/user/`, { headers: { authorization: `Token ${key}` } })
      ).status;
    },
    async close() {
      await b.close();
      await rm(dataDir, { recursive: true, force: true });
      await a.close();
    },
  };
}

const whoAmI = (app: FastifyInstance, key: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/dj-rest-auth/user/',
    headers: { authorization: `Token ${key}` },
  });
const post = (app: FastifyInstance, url: string, key: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { authorization: `Token ${key}` }, payload });

async function signIn(app: FastifyInstance, user: TestUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/dj-rest-auth/login/',
    payload: { email: user.email, password: user.password },
  });
  return response.json<{ key: string }>().key;
}

/** The statements a request of the token sends on that instance. */
const statementsOf = async (app: FastifyInstance, key: string) =>
  app.database.queries.countDuring(async () => expect((await whoAmI(app, key)).statusCode).toBe(200));

/**
 * Uses a token on the instance until it is cached there: its requests send one statement fewer
 * than the first did. (An instance just started trusts its cache once its bus is connected.)
 */
async function cacheOn(app: FastifyInstance, key: string): Promise<number> {
  const cold = await statementsOf(app, key);
  await expect.poll(() => statementsOf(app, key), { timeout: 10_000 }).toBe(cold - 1);
  return cold - 1;
}

describe.skipIf(!hasSharedServices)('token cache across two instances', () => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    pair = await startPair(process.env.REDIS_URL ?? '');
  }, 60_000);
  afterAll(() => pair?.close());

  it('refuses a token on the other instance as soon as it logs out, and on its own', async () => {
    const { a, b } = pair;
    const user = await registerUser(a.app);
    const otherKey = await signIn(a.app, user);
    // Instance A has the token cached already: registering signed it in there.
    await cacheOn(b, user.key);
    const cached = await cacheOn(b, otherKey);

    expect((await post(a.app, 'dj-rest-auth/logout/', user.key)).statusCode).toBe(200);
    expect(await pair.statusOnB(user.key)).toBe(401);
    expect((await whoAmI(a.app, user.key)).statusCode).toBe(401);
    // The user's other session goes on, from the cache still.
    expect(await statementsOf(b, otherKey)).toBe(cached);
  });

  it("ends the user's other sessions on every instance at once when the password changes, and keeps the one that changed it", async () => {
    const { a, b } = pair;
    const user = await registerUser(a.app);
    const phoneKey = await signIn(a.app, user);
    await cacheOn(b, phoneKey);
    await cacheOn(a.app, phoneKey);
    await cacheOn(b, user.key);

    const changed = await post(a.app, 'dj-rest-auth/password/change/', user.key, {
      old_password: user.password,
      new_password1: 'another Long passphrase 42',
      new_password2: 'another Long passphrase 42',
    });
    expect(changed.statusCode).toBe(200);
    expect(await pair.statusOnB(phoneKey)).toBe(401);
    expect((await whoAmI(a.app, phoneKey)).statusCode).toBe(401);
    expect(await pair.statusOnB(user.key)).toBe(200);
  });

  it('refuses every token of a deleted account on the other instance at once', async () => {
    const { a, b } = pair;
    const parent = await createParent(a.app);
    const tabletKey = await signIn(a.app, parent);
    await cacheOn(b, parent.key);
    await cacheOn(b, tabletKey);

    expect(
      (await post(a.app, 'school/account-delete/', parent.key, { email: parent.email })).statusCode,
    ).toBeLessThan(300);
    expect(await pair.statusOnB(parent.key)).toBe(401);
    expect(await pair.statusOnB(tabletKey)).toBe(401);
    expect((await whoAmI(a.app, tabletKey)).statusCode).toBe(401);
  });
});

describe.skipIf(!hasSharedServices)('token cache while Redis is away', () => {
  let redis: TestRedis;
  let pair: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    redis = await startTestRedis(REDIS_PORT);
    pair = await startPair(redis.url);
  }, 60_000);
  afterAll(async () => {
    await pair?.close();
    await redis?.stop();
  });

  it('looks every token up in the database while the bus is down, so that a logout it cannot carry still counts, and caches again once it is back', async () => {
    const { a, b } = pair;
    const user = await registerUser(a.app);
    const otherKey = await signIn(a.app, user);
    const cold = (await cacheOn(b, user.key)) + 1;
    await cacheOn(b, otherKey);

    await redis.stop();
    // Once instance B has seen Redis go, its cached tokens are not trusted: each request looks its token up again.
    await expect.poll(() => statementsOf(b, otherKey), { timeout: 15_000 }).toBe(cold);
    expect(await statementsOf(b, user.key)).toBe(cold);
    expect(await statementsOf(b, user.key)).toBe(cold);

    // The announcement of this logout cannot reach instance B.
    expect((await post(a.app, 'dj-rest-auth/logout/', user.key)).statusCode).toBe(200);
    expect(await pair.statusOnB(user.key)).toBe(401);
    expect(await statementsOf(b, otherKey)).toBe(cold);

    await redis.start();
    await expect.poll(() => statementsOf(b, otherKey), { timeout: 15_000 }).toBe(cold - 1);
    expect(await pair.statusOnB(user.key)).toBe(401);
  }, 60_000);
});
