import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/infra/db/client.ts';
import { countRows, seedBenchSchool, type BenchSchool } from '../seed.ts';
import { cleanUpOnInterrupt, repoRoot, startProcess, type BenchProcess } from './processes.ts';

/** Where Debian's PostgreSQL listens on this machine's own socket. */
const LOCAL_POSTGRES_SOCKET_DIR = '/var/run/postgresql';
/**
 * PostgreSQL on this machine is reached through its Unix socket, as docs/deployment.md advises
 * for one machine: over loopback TCP each statement's round trip costs both sides a TCP stack, and
 * at 3,000 users of the school day the server was saturated over TCP (average answer 521 ms) where
 * the socket left it at 0.79 of a core (25 ms). A machine without the socket is reached over TCP;
 * `BENCH_POSTGRES_URL` chooses either.
 */
export const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ??
  (existsSync(path.join(LOCAL_POSTGRES_SOCKET_DIR, '.s.PGSQL.5432'))
    ? `postgres://postgres@localhost/postgres?host=${LOCAL_POSTGRES_SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres');
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

let isServerBuilt = false;
/**
 * The servers run as in production: the esbuild bundle (`npm start`), built once per run. Run
 * from source through tsx, every named closure carries a name property of its own (esbuild's
 * keepNames), about 3 KiB more per open socket and work on every call that makes one.
 */
function buildServerOnce(): void {
  if (isServerBuilt) return;
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: path.join(repoRoot, 'apps/server'), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the server's build failed:\n${result.stdout}\n${result.stderr}`);
  isServerBuilt = true;
}

export interface TargetKind {
  db: 'pglite' | 'postgres';
  instances: 1 | 2;
  /** Workers of each instance on its one port (`WORKERS`, node:cluster); 1 when absent. Several need Redis. */
  workers?: number;
}

const workersOf = (kind: TargetKind) => kind.workers ?? 1;
/** Whether the target's processes share Redis: several instances, or several workers. */
const sharesRedis = (kind: TargetKind) => kind.instances > 1 || workersOf(kind) > 1;

export const targetName = (kind: TargetKind) =>
  `${kind.db === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${kind.instances} instance${kind.instances > 1 ? 's' : ''}${workersOf(kind) > 1 ? ` × ${workersOf(kind)} workers` : ''}${sharesRedis(kind) ? ' + Redis' : ''}`;

/** Homeroom seeded with the bench school and running as 1 or 2 processes of its own. */
/** Fills the migrated database (and the media of `dataDir`) a target then serves. */
export type SeedTarget<School> = (db: Database, dataDir: string, options: { analyze: boolean }) => Promise<{ school: School; rows: Record<string, number> }>;

const seedSchool: SeedTarget<BenchSchool> = async (db, _dataDir, options) => {
  const school = await seedBenchSchool(db, options);
  return { school, rows: await countRows(db) };
};

export interface Target<School = BenchSchool> {
  kind: TargetKind;
  name: string;
  instances: BenchProcess[];
  origins: string[];
  school: School;
  rows: Record<string, number>;
  seedMs: number;
  /**
   * Redis for the references of two instances, with a prefix of this run. Null for one instance,
   * of whatever workers: its reference is one process, as for one worker, so that the ratios of
   * one and of two workers share a reference and their quotient is what the second worker buys.
   */
  redis: { url: string; prefix: string } | null;
  stop(): Promise<void>;
}

export function startTarget(kind: TargetKind): Promise<Target>;
export function startTarget<School>(kind: TargetKind, seed: SeedTarget<School>): Promise<Target<School>>;
export async function startTarget<School>(kind: TargetKind, seed?: SeedTarget<School>): Promise<Target<School | BenchSchool>> {
  if (kind.db === 'pglite' && sharesRedis(kind)) throw new Error('PGlite serves one process: two instances or workers need PostgreSQL (docs/decisions.md, "Both cores")');
  const runId = randomBytes(5).toString('hex');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://homeroom.bench',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    RATE_LIMIT_AUTH_PER_ADDRESS: '100000000',
    RATE_LIMIT_AUTH_PER_EMAIL: '100000000',
    // The bench measures how fast messages go through, not how fast one user may send them.
    SOCKET_CHAT_MESSAGES_PER_SECOND: '100000000',
    SOCKET_CHAT_MESSAGE_BURST: '100000000',
  };
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dataDir, { recursive: true, force: true })];
  let redis: Target['redis'] = null;
  if (kind.db === 'postgres') {
    const name = `homeroom_bench_${runId}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanups.unshift(async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });
  }
  if (sharesRedis(kind)) {
    const prefix = `homeroom-bench:${runId}:`;
    if (kind.instances > 1) redis = { url: REDIS_URL, prefix };
    env.REDIS_URL = REDIS_URL;
    env.REDIS_PREFIX = prefix;
    // Every instance must sign media addresses with the same secret.
    env.MEDIA_SIGNING_SECRET = randomBytes(32).toString('hex');
    if (workersOf(kind) > 1) env.WORKERS = String(workersOf(kind));
    cleanups.unshift(async () => {
      const client = new Redis(REDIS_URL);
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    });
  }
  const instances: BenchProcess[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.warn('bench cleanup:', error));
  };
  const forget = cleanUpOnInterrupt(cleanUp);
  const stop = async () => {
    forget();
    await Promise.all(instances.map((instance) => instance.stop()));
    await cleanUp();
  };
  try {
    // Seeded in this process, then served by processes of their own.
    const seeder = await buildApp(loadConfig(env));
    const started = Date.now();
    let seeded: { school: School | BenchSchool; rows: Record<string, number> };
    try {
      // PostgreSQL's autovacuum analyzes new tables within a minute; PGlite has no autovacuum.
      seeded = await (seed ?? seedSchool)(seeder.database.db, dataDir, { analyze: kind.db === 'postgres' });
    } finally {
      await seeder.close();
    }
    const seedMs = Date.now() - started;
    buildServerOnce();
    for (let index = 0; index < kind.instances; index += 1) {
      instances.push(await startProcess(`homeroom-${index + 1}`, 'apps/server/dist/main.js', env, '/api/v1/dj-rest-auth/user/'));
    }
    return { kind, name: targetName(kind), instances, origins: instances.map((instance) => instance.origin), ...seeded, seedMs, redis, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
