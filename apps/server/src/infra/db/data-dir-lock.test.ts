import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postRegistration, runEntryPoint, startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { DataDirLockedError, LOCKED_EXIT_CODE, acquireDataDirLock, lockFileOf } from './data-dir-lock.ts';

describe('the lock on the embedded database folder', () => {
  let dataDir: string;
  let server: ServerProcess | null = null;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-lock-'));
  });
  afterEach(async () => {
    await server?.stop();
    server = null;
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'makes a second server, the migrations and the demo refuse while a server runs, naming the holder',
    { timeout: 120_000 },
    async () => {
      server = await startServerProcess({ DATA_DIR: dataDir });
      const databaseFolder = path.join(dataDir, 'db');
      const pid = server.process.pid;

      for (const script of ['src/main.ts', 'src/infra/db/migrate-cli.ts', 'src/demo/demo.ts']) {
        const second = await runEntryPoint(script, [], { DATA_DIR: dataDir, PORT: '0' });
        expect(second.status, `${script}: ${second.stderr}`).toBe(LOCKED_EXIT_CODE);
        expect(second.stderr).toContain(
          `The database folder ${databaseFolder} is in use by another Homeroom process: pid ${pid}`,
        );
        expect(second.stderr).toContain('main.ts');
      }

      // The server was not disturbed.
      const answer = await postRegistration(server.origin, 'ada@example.org');
      expect(answer.status).toBeLessThan(300);
    },
  );

  it('takes over a lock left by a process that was killed', { timeout: 120_000 }, async () => {
    server = await startServerProcess({ DATA_DIR: dataDir });
    const deadPid = server.process.pid;
    await server.kill();
    server = null;
    const lockFile = lockFileOf(path.join(dataDir, 'db'));
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: deadPid });

    const migrate = await runEntryPoint('src/infra/db/migrate-cli.ts', [], { DATA_DIR: dataDir });
    expect(migrate.stderr).toBe('');
    expect(migrate.status).toBe(0);
    expect(migrate.stdout).toContain('Migrations applied (pglite)');
    // Released at the end, for the server that comes next.
    expect(existsSync(lockFile)).toBe(false);
  });

  it('is held once within one process too, and released for the next holder', () => {
    const folder = path.join(dataDir, 'db');
    const lock = acquireDataDirLock(folder);
    expect(() => acquireDataDirLock(folder)).toThrow(DataDirLockedError);
    lock.release();
    const next = acquireDataDirLock(folder);
    expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
    });
    next.release();
    expect(existsSync(lockFileOf(folder))).toBe(false);
  });
});
