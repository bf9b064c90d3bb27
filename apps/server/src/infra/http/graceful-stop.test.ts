import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createClassroom, type TestUser } from '../../test/factories.ts';
import { freePort, serverRoot } from '../../test/server-process.ts';
import { openSocket } from '../../test/sockets.ts';
import { createIsolatedDatabase } from '../../test/test-app.ts';

const hasPostgres = Boolean(process.env.DATABASE_URL);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Homeroom as operators run it: `main.ts` in a process of its own. */
async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    // The services of the test run are not inherited: each test says which the server uses.
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const origin = `http://127.0.0.1:${port}`;
  await waitUntil(async () => {
    if (child.exitCode !== null) return true;
    return (await fetch(`${origin}/api/v1/dj-rest-auth/user/`)).status === 401;
  }, 'the server answers');
  if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
  return { child, origin, exited };
}

/** Waits for the process to end, answering its exit code, or `'still running'` after `ms`. */
const exitWithin = (server: ServerProcess, ms: number) =>
  Promise.race([server.exited, sleep(ms).then(() => 'still running' as const)]);

describe('stopping on SIGTERM', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let dropDatabase: () => Promise<void>;
  let teacher: TestUser;
  let parent: TestUser;
  let classId: number;
  let groupId: number;
  const servers: ServerProcess[] = [];
  let redisServer: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-stop-'));
    const { database, drop } = await createIsolatedDatabase();
    dropDatabase = drop;
    env = {
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://homeroom.test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
    };
    // The data is made in this process, then served by the processes under test.
    const app = await buildApp(loadConfig(env));
    try {
      const room = await createClassroom(app);
      ({ teacher, parent } = room);
      classId = room.schoolClass.id;
      const direct = await app.inject({
        method: 'POST',
        url: '/api/v1/school/chat-group-create-direct/',
        headers: teacher.headers,
        payload: { recipient: parent.id },
      });
      groupId = direct.json<{ id: number }>().id;
    } finally {
      await app.close();
    }
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    redisServer?.kill('SIGKILL');
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every request in flight, closes chat sockets with 1001 and exits', async () => {
    const server = await startServer(await freePort(), env);
    servers.push(server);
    const ws = server.origin.replace('http', 'ws');
    const sockets = [openSocket(`${ws}/ws/chat/${groupId}/${teacher.key}/`), openSocket(`${ws}/ws/chat/${groupId}/${parent.key}/`)];
    await Promise.all(sockets.map((socket) => socket.opened));

    const reads = Array.from({ length: 24 }, () =>
      fetch(`${server.origin}/api/v1/school/class/${classId}/`, { headers: teacher.headers }).then(
        (response) => response.status,
        (error: { cause?: unknown }) => `failed: ${String(error.cause)}`,
      ),
    );
    await sleep(40);
    server.child.kill('SIGTERM');

    expect(await Promise.all(reads)).toEqual(Array.from({ length: 24 }, () => 200));
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([1001, 1001]);
    expect(await exitWithin(server, 10_000)).toBe(0);
  }, 60_000);

  it.skipIf(!hasPostgres)('exits within the shutdown timeout when Redis is down', async () => {
    // A Redis of this test's own, which it stops.
    const redisPort = await freePort();
    redisServer = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    await waitUntil(async () => {
      const client = new Redis(redisUrl, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      client.on('error', () => {});
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
      } finally {
        client.disconnect();
      }
    }, 'redis answers');
    const server = await startServer(await freePort(), {
      ...env,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: 'homeroom-stop:',
      MEDIA_SIGNING_SECRET: randomBytes(32).toString('hex'),
    });
    servers.push(server);
    const socket = openSocket(`${server.origin.replace('http', 'ws')}/ws/chat/${groupId}/${teacher.key}/`);
    await socket.opened;

    redisServer.kill('SIGKILL');
    await once(redisServer, 'exit');
    await sleep(500);
    server.child.kill('SIGTERM');
    // SHUTDOWN_TIMEOUT_SECONDS is 10 by default; a second more for the process to end.
    expect(await exitWithin(server, 11_000)).not.toBe('still running');
  }, 60_000);
});
