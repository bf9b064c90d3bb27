import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { freePort, serverRoot } from './server-process.ts';
import { createIsolatedDatabase } from './test-app.ts';

async function waitUntilServing(origin: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(`${origin}/api/v1/dj-rest-auth/user/`);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`no server at ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export interface TestCluster {
  /** Instance A runs in the test process, so tests can set up data through it. */
  app: FastifyInstance;
  originA: string;
  /** Instance B is a real process of its own, that a test may kill. */
  originB: string;
  processB: ChildProcess;
  /** The Redis key and channel prefix both instances share. */
  redisPrefix: string;
  /** Instance B's log lines (pino JSON), when asked for. */
  logsB: string[];
  close(): Promise<void>;
}

/**
 * Two Homeroom instances on two ports sharing one PostgreSQL database and one Redis, as behind
 * a load balancer. Needs DATABASE_URL, and REDIS_URL unless a test brings its own Redis.
 */
export async function createTestCluster(overrides: Record<string, string> = {}, options: { keepLogsOfB?: boolean } = {}): Promise<TestCluster> {
  const redisUrl = overrides.REDIS_URL ?? process.env.REDIS_URL;
  if (!redisUrl) throw new Error('a cluster needs REDIS_URL');
  const { database, drop } = await createIsolatedDatabase();
  if (database.kind !== 'postgres') throw new Error('a cluster needs DATABASE_URL');
  const prefix = `homeroom-cluster:${randomBytes(6).toString('hex')}:`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-cluster-'));
  const environment = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    MEDIA_SIGNING_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://homeroom.test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    CALL_RING_TIMEOUT_SECONDS: '45',
    SOCKET_CHAT_MESSAGE_BURST: '1000',
    SOCKET_CALL_MESSAGE_BURST: '1000',
    CHAT_NOTIFICATION_INTERVAL_SECONDS: '0',
    ...overrides,
  };

  const app = await buildApp(loadConfig(environment));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addressA = app.server.address();
  const originA = `http://127.0.0.1:${typeof addressA === 'object' && addressA ? addressA.port : 0}`;

  const portB = await freePort();
  const processB = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: { ...process.env, ...environment, PORT: String(portB), ...(options.keepLogsOfB ? { LOG_LEVEL: 'info' } : {}) },
    stdio: ['ignore', options.keepLogsOfB ? 'pipe' : 'ignore', 'ignore'],
  });
  const logsB: string[] = [];
  let partial = '';
  processB.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    logsB.push(...lines);
  });
  const originB = `http://127.0.0.1:${portB}`;
  await waitUntilServing(originB);

  return {
    app,
    originA,
    originB,
    processB,
    redisPrefix: prefix,
    logsB,
    async close() {
      if (processB.exitCode === null && processB.signalCode === null) {
        const exited = new Promise((resolve) => processB.once('exit', resolve));
        processB.kill('SIGTERM');
        await exited;
      }
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
