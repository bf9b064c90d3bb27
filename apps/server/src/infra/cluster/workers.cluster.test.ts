import { randomBytes } from 'node:crypto';
import { readdir, readFile, readlink, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDirectChat, type TestUser } from '../../test/factories.ts';
import { runEntryPoint, startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { openSocket, type TestSocket } from '../../test/sockets.ts';
import { createIsolatedDatabase } from '../../test/test-app.ts';

const hasSharedServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil<T>(find: () => Promise<T | null>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find().catch(() => null);
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** The worker processes of a primary: its children running the server (not tsx's esbuild). */
async function workerPids(primaryPid: number): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent !== primaryPid) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('main.ts') && !stat.includes(') Z ')) pids.push(Number(entry));
  }
  return pids.sort();
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The worker holding a loopback TCP connection, from the kernel's tables: the connection whose
 * server side is (serverPort, clientPort), and the worker with that socket among its files.
 */
async function workerOfConnection(serverPort: number, clientPort: number, workers: number[]): Promise<number | null> {
  const hexPort = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  const table = await readFile('/proc/net/tcp', 'utf8');
  const row = table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1]?.endsWith(`:${hexPort(serverPort)}`) && fields[2]?.endsWith(`:${hexPort(clientPort)}`));
  const inode = row?.[9];
  if (!inode) return null;
  for (const pid of workers) {
    const files = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const file of files) {
      if ((await readlink(`/proc/${pid}/fd/${file}`).catch(() => '')) === `socket:[${inode}]`) return pid;
    }
  }
  return null;
}

/** One kept-alive HTTP connection, so that every request of it reaches the same worker. */
interface PinnedClient {
  worker: number;
  request(method: string, url: string, key?: string, body?: object): Promise<number>;
  close(): void;
}

async function openPinnedClient(origin: string, workers: number[]): Promise<PinnedClient> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let clientPort = 0;
  const request = (method: string, url: string, key?: string, body?: object) =>
    new Promise<number>((resolve, reject) => {
      const sent = http.request(
        `${origin}${url}`,
        {
          method,
          agent,
          headers: { ...(key ? { authorization: `Token ${key}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        },
        (response) => {
          clientPort = response.socket.localPort ?? 0;
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      sent.on('error', reject);
      sent.end(body ? JSON.stringify(body) : undefined);
    });
  await request('GET', '/api/v1/dj-rest-auth/user/');
  const worker = await workerOfConnection(Number(new URL(origin).port), clientPort, workers);
  if (worker === null) throw new Error('no worker holds the connection');
  return { worker, request, close: () => agent.destroy() };
}

/** A client of each worker: connections are dealt out in turn, so a few suffice. */
async function pinnedToEachWorker(origin: string, workers: number[]): Promise<PinnedClient[]> {
  const byWorker = new Map<number, PinnedClient>();
  for (let attempt = 0; attempt < 20 && byWorker.size < workers.length; attempt += 1) {
    const client = await openPinnedClient(origin, workers);
    if (byWorker.has(client.worker)) client.close();
    else byWorker.set(client.worker, client);
  }
  if (byWorker.size < workers.length) throw new Error(`connections reached only ${byWorker.size} of ${workers.length} workers`);
  return workers.map((pid) => byWorker.get(pid) as PinnedClient);
}

async function workerOfSocket(origin: string, socket: TestSocket, workers: number[]): Promise<number | null> {
  await socket.opened;
  const clientPort = (socket.socket as unknown as { _socket: { localPort: number } })._socket.localPort;
  return workerOfConnection(Number(new URL(origin).port), clientPort, workers);
}

describe('the WORKERS setting', () => {
  it('refuses several workers without Redis, naming the setting', () => {
    expect(() => loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://u@db:5432/homeroom' })).toThrow(/WORKERS: .*REDIS_URL/);
    expect(loadConfig({}).workers).toBe(1);
  });

  it('stops at boot with the reason when WORKERS>1 has no Redis', async () => {
    const started = await runEntryPoint('src/main.ts', [], { WORKERS: '2', DATA_DIR: path.join(os.tmpdir(), 'homeroom-workers-refused') });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('WORKERS: several workers share');
  });
});

describe.skipIf(!hasSharedServices)('WORKERS=2: two workers on one port', () => {
  let dataDir: string;
  let dropDatabase: () => Promise<void>;
  let server: ServerProcess;
  let teacher: TestUser;
  let parent: TestUser;
  let groupId: number;
  let classId: number;
  let workers: number[];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-workers-'));
    const { database, drop } = await createIsolatedDatabase();
    dropDatabase = drop;
    if (database.kind !== 'postgres') throw new Error('workers need DATABASE_URL');
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: `homeroom-workers:${randomBytes(6).toString('hex')}:`,
      MEDIA_SIGNING_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      PUBLIC_URL: 'http://homeroom.test',
      LOG_LEVEL: 'silent',
    };
    // The data is made in this process, then served by the workers.
    const app = await buildApp(loadConfig(env));
    try {
      const chat = await createDirectChat(app);
      ({ teacher, parent, groupId } = chat);
      classId = chat.schoolClass.id;
    } finally {
      await app.close();
    }
    server = await startServerProcess({ ...env, WORKERS: '2' });
    workers = await waitUntil(async () => {
      const pids = await workerPids(server.process.pid ?? 0);
      return pids.length === 2 ? pids : null;
    }, 'two workers');
    // Both listen once each has been dealt a connection.
    await waitUntil(async () => (await pinnedToEachWorker(server.origin, workers)).map((client) => client.close()), 'both workers answer');
  }, 120_000);

  afterAll(async () => {
    if (server && server.process.exitCode === null && server.process.signalCode === null) await server.kill();
    for (const pid of (await workerPids(server?.process.pid ?? 0).catch(() => [])) ?? []) process.kill(pid, 'SIGKILL');
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a chat message sent through one worker to a socket held by the other', async () => {
    const ws = server.origin.replace('http', 'ws');
    const atParent = openSocket(`${ws}/ws/chat/${groupId}/${parent.key}/`);
    const parentWorker = await workerOfSocket(server.origin, atParent, workers);
    expect(workers).toContain(parentWorker);
    let atTeacher: TestSocket | null = null;
    for (let attempt = 0; attempt < 10 && !atTeacher; attempt += 1) {
      const candidate = openSocket(`${ws}/ws/chat/${groupId}/${teacher.key}/`);
      const teacherWorker = await workerOfSocket(server.origin, candidate, workers);
      if (teacherWorker !== null && teacherWorker !== parentWorker) atTeacher = candidate;
      else await candidate.close();
    }
    if (!atTeacher) throw new Error('every teacher socket reached the parent’s worker');
    // The subscriptions of both sockets are in force before the message goes.
    await sleep(500);

    atTeacher.send({ message: 'Across the workers' });
    expect(await atParent.waitFor((message) => message.type === 'chat_message', 'the message', 10_000)).toMatchObject({
      type: 'chat_message',
      message: 'Across the workers',
      user: { id: teacher.id },
    });
    await Promise.all([atParent.close(), atTeacher.close()]);
  }, 30_000);

  it('refuses on one worker a token logged out on the other', async () => {
    const [first, second] = await pinnedToEachWorker(server.origin, workers);
    if (!first || !second) throw new Error('two pinned clients expected');
    const login = await fetch(`${server.origin}/api/v1/dj-rest-auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: teacher.email, password: teacher.password }),
    });
    const { key } = (await login.json()) as { key: string };
    // Each worker has seen the token valid, so any cache it keeps holds it.
    expect(await first.request('GET', '/api/v1/dj-rest-auth/user/', key)).toBe(200);
    expect(await second.request('GET', '/api/v1/dj-rest-auth/user/', key)).toBe(200);

    expect(await first.request('POST', '/api/v1/dj-rest-auth/logout/', key, {})).toBe(200);
    expect(await second.request('GET', '/api/v1/dj-rest-auth/user/', key)).toBe(401);
    expect(await first.request('GET', '/api/v1/dj-rest-auth/user/', key)).toBe(401);
    // The teacher's other token is untouched.
    expect(await second.request('GET', '/api/v1/dj-rest-auth/user/', teacher.key)).toBe(200);
    first.close();
    second.close();
  }, 30_000);

  it('replaces a worker that dies, and the new one serves', async () => {
    const [killed, survivor] = workers as [number, number];
    process.kill(killed, 'SIGKILL');
    workers = await waitUntil(async () => {
      const pids = await workerPids(server.process.pid ?? 0);
      return pids.length === 2 && !pids.includes(killed) && pids.includes(survivor) ? pids : null;
    }, 'a new worker');
    const clients = await waitUntil(() => pinnedToEachWorker(server.origin, workers), 'both workers answer');
    for (const client of clients) expect(await client.request('GET', '/api/v1/dj-rest-auth/user/', parent.key)).toBe(200);
    clients.forEach((client) => client.close());
  }, 60_000);

  it('stops every worker on SIGTERM, each answering its requests in flight, then itself', async () => {
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    // Connections of their own, dealt out to both workers.
    const reads = Array.from({ length: 12 }, () =>
      fetch(`${server.origin}/api/v1/school/class/${classId}/`, { headers: teacher.headers }).then(
        (response) => response.status,
        (error: { cause?: unknown }) => `failed: ${String(error.cause)}`,
      ),
    );
    await sleep(40);
    server.process.kill('SIGTERM');
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(await exited).toBe(0);
    expect(workers.filter(isAlive)).toEqual([]);
  }, 30_000);
});
