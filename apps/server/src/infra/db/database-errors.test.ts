import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../features/accounts/accounts.table.ts';
import { createPostgresServer, type PostgresServer } from '../../test/postgres-server.ts';
import { registerOverHttp, startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { createIsolatedDatabase } from '../../test/test-app.ts';
import { connectDatabase } from './client.ts';
import { logSerializers } from '../http/log-serializers.ts';
import { migrateDatabase } from './migrate.ts';

const PORT = 5541;

/** A request that needs the database: the signed-in user, looked up by token. */
async function whoAmI(
  origin: string,
  key: string,
): Promise<{ status: number; retryAfter: string | null; body: unknown; seconds: number }> {
  const startedAt = Date.now();
  const answer = await fetch(`${origin}/api/v1/dj-rest-auth/user/`, {
    headers: { authorization: `Token ${key}` },
    signal: AbortSignal.timeout(60_000),
  });
  return {
    status: answer.status,
    retryAfter: answer.headers.get('retry-after'),
    body: await answer.json(),
    seconds: (Date.now() - startedAt) / 1000,
  };
}

async function logIn(origin: string, email: string): Promise<number> {
  const answer = await fetch(`${origin}/api/v1/dj-rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-long-password-1' }),
    signal: AbortSignal.timeout(60_000),
  });
  return answer.status;
}

describe('while PostgreSQL is away', () => {
  let postgres: PostgresServer;
  let server: ServerProcess;
  let dataDir: string;
  let key: string;

  beforeAll(async () => {
    postgres = createPostgresServer(PORT);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-outage-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      LOG_LEVEL: 'info',
      DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '3',
      DATABASE_WAIT_TIMEOUT_SECONDS: '2',
    });
    key = await registerOverHttp(server.origin, 'ada.lovelace@example.org');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    postgres?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'answers 503 with Retry-After while it is stopped, and serves again once it is back, without a restart',
    { timeout: 120_000 },
    async () => {
      expect((await whoAmI(server.origin, key)).status).toBe(200);
      postgres.stop();
      const down = await whoAmI(server.origin, key);
      expect(down).toMatchObject({ status: 503, retryAfter: '5', body: { detail: expect.any(String) } });
      expect(down.seconds).toBeLessThan(10);

      postgres.start();
      expect((await whoAmI(server.origin, key)).status).toBe(200);
    },
  );

  it(
    'answers 503 within the bounds while it is frozen, and serves again once it is thawed',
    { timeout: 120_000 },
    async () => {
      expect((await whoAmI(server.origin, key)).status).toBe(200);
      postgres.freeze();
      try {
        // More requests than the pool has connections: some wait for a connection, some for an answer.
        const answers = await Promise.all(Array.from({ length: 14 }, () => whoAmI(server.origin, key)));
        for (const answer of answers) {
          expect(answer).toMatchObject({
            status: 503,
            retryAfter: '5',
            body: { detail: expect.any(String) },
          });
          // Statement bound (3 s) and the client's margin, or the wait for a connection (2 s), with slack for a busy machine.
          expect(answer.seconds).toBeLessThan(15);
        }
        // A statement that failed with its parameters: the address stays out of the logs.
        expect(await logIn(server.origin, 'grace.hopper@example.org')).toBe(503);
      } finally {
        postgres.thaw();
      }
      expect((await whoAmI(server.origin, key)).status).toBe(200);

      const logs = server.output();
      expect(logs).toContain('database unavailable');
      expect(logs).toContain('Failed query: select');
      expect(logs).not.toContain('grace.hopper@example.org');
      expect(logs).not.toContain(key);
    },
  );
});

describe('the error serializer of the logs', () => {
  it(
    'keeps a failed statement and drops its parameters and the values PostgreSQL quotes back',
    { timeout: 120_000 },
    async () => {
      const { database, drop } = await createIsolatedDatabase();
      const connection = await connectDatabase(database);
      await migrateDatabase(connection);
      const row = {
        email: 'ada.lovelace@example.org',
        firstName: 'Ada',
        passwordHash: '$argon2id$v=19$secret-hash',
      };
      await connection.db.insert(users).values(row);
      const failure = await connection.db
        .insert(users)
        .values(row)
        .then(
          () => null,
          (error: unknown) => error,
        );
      await connection.close();
      await drop();
      expect(failure).toBeInstanceOf(Error);

      let written = '';
      const logger = pino(
        { serializers: logSerializers },
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            written += chunk.toString();
            done();
          },
        }),
      );
      logger.error({ err: failure }, 'request failed');

      expect(written).toContain('Failed query: insert into \\"users\\"');
      expect(written).toContain('duplicate key value violates unique constraint');
      expect(written).not.toContain('ada.lovelace@example.org');
      expect(written).not.toContain('secret-hash');
      expect(written).not.toContain('Ada');
    },
  );
});
