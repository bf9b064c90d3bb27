import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pngImage } from '../../test/multipart.ts';
import { PROCESS_TEST_PASSWORD, registerOverHttp, runEntryPoint, startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { LOCKED_EXIT_CODE } from '../db/data-dir-lock.ts';
import { pruneBackups, restoreBackup, writeBackup } from './backup-archive.ts';

async function logIn(origin: string, email: string): Promise<number> {
  const answer = await fetch(`${origin}/api/v1/dj-rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PROCESS_TEST_PASSWORD }),
  });
  return answer.status;
}

describe('backups of the embedded database and media', () => {
  let dataDir: string;
  let server: ServerProcess | null = null;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-backup-'));
  });
  afterEach(async () => {
    await server?.stop();
    server = null;
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'backs up while the server runs, and restores the state of the backup once it is stopped',
    { timeout: 240_000 },
    async () => {
      const environment = { DATA_DIR: dataDir };
      server = await startServerProcess(environment);
      const key = await registerOverHttp(server.origin, 'before@example.org');
      const form = new FormData();
      form.append(
        'profile_picture',
        new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }),
        'me.png',
      );
      const upload = await fetch(`${server.origin}/api/v1/school/profile-upload/`, {
        method: 'POST',
        headers: { authorization: `Token ${key}` },
        body: form,
      });
      expect(upload.status).toBe(200);
      const pictureUrl = new URL(((await upload.json()) as { profile_picture: string }).profile_picture);

      const backup = await runEntryPoint('src/infra/backup/backup-cli.ts', [], environment);
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      const file = /^Backup written: (.+)$/m.exec(backup.stdout)?.[1];
      expect(file).toBeDefined();
      expect(path.dirname(file!)).toBe(path.join(dataDir, 'backups'));
      expect(existsSync(file!)).toBe(true);
      // It holds password hashes: nobody but the owner reads it.
      expect((await stat(file!)).mode & 0o077).toBe(0);

      await registerOverHttp(server.origin, 'after@example.org');

      const refused = await runEntryPoint('src/infra/backup/restore-cli.ts', [file!], environment);
      expect(refused.status).toBe(LOCKED_EXIT_CODE);
      expect(refused.stderr).toContain(`pid ${server.process.pid}`);
      expect(refused.stderr).toContain('stop Homeroom, then restore');

      await server.stop();
      server = null;
      // With the server stopped, the command makes the backup itself.
      const offline = await runEntryPoint('src/infra/backup/backup-cli.ts', [], environment);
      expect(offline.status).toBe(0);
      expect(offline.stdout).toContain('Backup written: ');

      const restore = await runEntryPoint('src/infra/backup/restore-cli.ts', [file!], environment);
      expect(restore.stderr).toBe('');
      expect(restore.status).toBe(0);
      expect(restore.stdout).toContain(`Restored ${file}`);

      server = await startServerProcess(environment);
      expect(await logIn(server.origin, 'before@example.org')).toBe(200);
      expect(await logIn(server.origin, 'after@example.org')).toBe(400);
      const picture = await fetch(`${server.origin}${pictureUrl.pathname}${pictureUrl.search}`);
      expect(picture.status).toBe(200);
    },
  );

  it('points to pg_dump on PostgreSQL instead of copying half of the data', async () => {
    const refused = await runEntryPoint('src/infra/backup/backup-cli.ts', [], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://homeroom@127.0.0.1:1/homeroom',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('pg_dump');
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
  });

  it('restores a backup of the first format, the folder as PGlite dumped it', { timeout: 60_000 }, async () => {
    const earlier = await PGlite.create();
    await earlier.exec(`create table kept (name text); insert into kept values ('from format 1')`);
    const dump = await earlier.dumpDataDir('gzip');
    await earlier.close();
    const packed = path.join(dataDir, 'packed');
    await mkdir(packed);
    await writeFile(path.join(packed, 'homeroom-backup.json'), JSON.stringify({ format: 1, media: false }));
    await writeFile(path.join(packed, 'database.tar.gz'), new Uint8Array(await dump.arrayBuffer()));
    const file = path.join(dataDir, 'homeroom-2026-01-01T00-00-00Z.tar.gz');
    await tar.create({ gzip: true, file, cwd: packed }, ['homeroom-backup.json', 'database.tar.gz']);

    const databaseDir = path.join(dataDir, 'db');
    await restoreBackup(file, databaseDir, null);
    const restored = await PGlite.create({ dataDir: databaseDir });
    try {
      expect((await restored.query('select name from kept')).rows).toEqual([{ name: 'from format 1' }]);
    } finally {
      await restored.close();
    }
  });

  it('keeps the newest automatic backups and every one made by command', async () => {
    const backupDir = path.join(dataDir, 'backups');
    const source = { copyDataDir: (tarFile: string) => writeFile(tarFile, new Uint8Array([1, 2, 3])), mediaDir: null };
    for (const day of [1, 2, 3])
      await writeBackup(source, backupDir, 'automatic', new Date(`2026-03-0${day}T02:00:00Z`));
    await writeBackup(source, backupDir, 'manual', new Date('2026-02-01T09:00:00Z'));

    await pruneBackups(backupDir, 2);
    expect((await readdir(backupDir)).sort()).toEqual([
      'homeroom-2026-02-01T09-00-00Z.tar.gz',
      'homeroom-auto-2026-03-02T02-00-00Z.tar.gz',
      'homeroom-auto-2026-03-03T02-00-00Z.tar.gz',
    ]);
  });
});
