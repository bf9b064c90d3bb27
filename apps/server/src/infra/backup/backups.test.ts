import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { connectDatabase, type DatabaseConnection } from '../db/client.ts';
import { readDataDirLockHolder } from '../db/data-dir-lock.ts';
import { requestBackup } from './backup-control.ts';
import { createBackups } from './backups.ts';

describe('the backups a server makes', () => {
  let dataDir: string;
  let database: DatabaseConnection;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-backups-'));
  });
  afterEach(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'writes one every interval, keeps the newest, and answers a request on its socket',
    { timeout: 120_000 },
    async () => {
      // An interval of about a second and a half.
      const config = loadConfig({
        DATA_DIR: dataDir,
        BACKUP_INTERVAL_HOURS: String(1.5 / 3600),
        BACKUP_KEEP: '2',
      });
      database = await connectDatabase(config.database);
      const backups = createBackups({ config, database, log: pino({ level: 'silent' }) });
      await backups.start();
      try {
        const holder = readDataDirLockHolder(path.join(dataDir, 'db'));
        expect(holder?.controlSocket).toBe(path.join(dataDir, 'backup.sock'));
        const manual = await requestBackup(holder!.controlSocket!);
        expect(path.basename(manual)).toMatch(/^homeroom-\d{4}-.+\.tar\.gz$/);

        // Every automatic backup seen, though the oldest are deleted as new ones come.
        const seen = new Set<string>();
        const deadline = Date.now() + 90_000;
        while (seen.size < 3 && Date.now() < deadline) {
          for (const name of await readdir(config.backups.dir))
            if (name.startsWith('homeroom-auto-')) seen.add(name);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(seen.size).toBeGreaterThanOrEqual(3);
        await backups.stop();
        const names = await readdir(config.backups.dir);
        expect(names.filter((name) => name.startsWith('homeroom-auto-'))).toHaveLength(2);
        expect(names).toContain(path.basename(manual));
      } finally {
        await backups.stop();
      }
    },
  );
});
