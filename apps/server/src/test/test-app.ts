import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config, type DatabaseConfig } from '../config.ts';

/**
 * A database of its own for one test file: a fresh in-memory PGlite, or, when DATABASE_URL is
 * set, a new database on that PostgreSQL server, dropped afterwards (and at the end of the run if
 * the file could not: test-databases.global.ts). Files can thus run in parallel and in any order.
 */
export async function createIsolatedDatabase(): Promise<{ database: DatabaseConfig; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: { kind: 'pglite', dataDir: 'memory://' }, drop: async () => {} };
  const name = `${inject('testDatabasePrefix')}${testFileSlug()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    // As the server is configured from DATABASE_URL, with its statements kept prepared.
    database: loadConfig({ DATABASE_URL: url.toString() }).database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The test file's name as a database name can hold it, to tell whose a database is. */
function testFileSlug(): string {
  const file = path.basename(expect.getState().testPath ?? 'file').replace(/\.test\.ts$/, '');
  return file.replace(/[^a-z0-9]+/gi, '_').toLowerCase().slice(0, 24);
}

/** Socket message rates no test reaches unless it means to (the limit has tests of its own). */
export const GENEROUS_SOCKET_RATES = { chatRate: { perSecond: 1000, burst: 1000 }, callRate: { perSecond: 1000, burst: 1000 } };

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** The whole server on its own database and data folder, with generous rate limits unless told otherwise. */
export async function createTestApp(overrides: Partial<Config> = {}, options: Parameters<typeof buildApp>[1] = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-test-'));
  const { database, drop } = await createIsolatedDatabase();
  const defaults = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://homeroom.test', LOG_LEVEL: 'silent' });
  const config: Config = {
    ...defaults,
    database,
    rateLimit: { windowMs: 60_000, authPerAddress: 10_000, authPerEmail: 10_000, inviteCodePerUser: 10_000, guardianInvitesPerUser: 10_000 },
    sockets: { ...defaults.sockets, ...GENEROUS_SOCKET_RATES },
    // A chat's bell entries at every message: the pacing has tests of its own, which set it.
    chatNotificationIntervalMs: 0,
    inviteCodePerAddress: 10_000,
    maxGuardiansPerChild: 4,
    loginSlowDown: { freeFailures: 10_000, baseDelayMs: 1000, maxDelayMs: 20_000 },
    writeLimit: { max: 10_000, windowMs: 60_000 },
    webDistDir: path.join(dataDir, 'no-web-app'),
    // With REDIS_URL set, every test app has keys and channels of its own.
    redis: process.env.REDIS_URL ? { url: process.env.REDIS_URL, prefix: `homeroom-test:${randomBytes(6).toString('hex')}:` } : null,
    ...overrides,
  };
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    async close() {
      // The database and folder go even when closing fails (a test that closed the database under the app).
      try {
        await app.close();
      } finally {
        await drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
