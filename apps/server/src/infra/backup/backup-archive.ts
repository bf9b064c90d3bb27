import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';

/**
 * A backup is one `.tar.gz` file: `homeroom-backup.json` (what it is), `database.tar` (the
 * embedded database's folder, copied while it ran, with the WAL that makes it consistent) and
 * `media/` (uploaded pictures and videos, when they are kept on disk). Format 1, still restored,
 * held `database.tar.gz` instead: the folder as PGlite dumped it while holding the database.
 */
const MANIFEST = 'homeroom-backup.json';
const DATABASE_COPY = 'database.tar';
const FORMAT = 2;
/** The database's file in each format a restore reads. */
const DATABASE_FILE_BY_FORMAT: Record<number, string> = { 1: 'database.tar.gz', 2: DATABASE_COPY };

/** Backups made on a schedule are pruned; those made by command are kept until deleted by hand. */
export type BackupKind = 'automatic' | 'manual';

function backupFileName(kind: BackupKind, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return kind === 'automatic' ? `homeroom-auto-${stamp}.tar.gz` : `homeroom-${stamp}.tar.gz`;
}

const AUTOMATIC_BACKUP = /^homeroom-auto-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/;

export interface BackupSource {
  /** Copies the database folder into a tar file, consistent (`copyPgliteDataDir`, on the backup's thread). */
  copyDataDir(tarFile: string): Promise<void>;
  /** DATA_DIR/media, or null when media live in a bucket. */
  mediaDir: string | null;
}

/** Writes a backup into `backupDir` and answers its path; a half-written one never has the final name. */
export async function writeBackup(
  source: BackupSource,
  backupDir: string,
  kind: BackupKind,
  now = new Date(),
): Promise<string> {
  // A backup holds every account's password hash: only the owner reads it.
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(backupDir, backupFileName(kind, now));
  const staging = path.join(backupDir, `.staging-${randomBytes(6).toString('hex')}`);
  await mkdir(staging, { mode: 0o700 });
  try {
    // The database first: media it names were stored before their rows, so they are in the copy.
    await source.copyDataDir(path.join(staging, DATABASE_COPY));
    await writeFile(
      path.join(staging, MANIFEST),
      `${JSON.stringify({ format: FORMAT, createdAt: now.toISOString(), media: source.mediaDir !== null }, null, 2)}\n`,
    );
    const entries = [MANIFEST, DATABASE_COPY];
    if (source.mediaDir && existsSync(source.mediaDir)) {
      // The media folder is packed where it lies, not copied first: it may be large.
      await symlink(path.resolve(source.mediaDir), path.join(staging, 'media'), 'dir');
      entries.push('media');
    }
    const partial = `${file}.partial`;
    // node-tar compresses in the calling thread: the backup's own, at the lowest priority (backup-writer.ts).
    await tar.create({ gzip: true, file: partial, mode: 0o600, cwd: staging, follow: true, portable: true }, entries);
    await rename(partial, file);
    return file;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Deletes the automatic backups beyond the newest `keep`. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const automatic = (await listAutomaticBackups(backupDir)).reverse();
  const removed = automatic.slice(keep);
  for (const name of removed) await rm(path.join(backupDir, name), { force: true });
  return removed;
}

/** The automatic backups in `backupDir`, oldest first (their names sort by time). */
export async function listAutomaticBackups(backupDir: string): Promise<string[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  return names.filter((name) => AUTOMATIC_BACKUP.test(name)).sort();
}

/** When the newest automatic backup was written, if there is one. */
export async function lastAutomaticBackupAt(backupDir: string): Promise<Date | null> {
  const newest = (await listAutomaticBackups(backupDir)).at(-1);
  return newest ? (await stat(path.join(backupDir, newest))).mtime : null;
}

/**
 * Puts a backup in place of the database and media folders. The caller holds the database
 * folder's lock. The folders replaced are kept beside, renamed, and named in the answer.
 */
export async function restoreBackup(
  file: string,
  databaseDir: string,
  mediaDir: string | null,
): Promise<{ setAside: string[] }> {
  const dataDir = path.dirname(databaseDir);
  const staging = path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8').catch(() => '{}')) as {
      format?: number;
    };
    const databaseFile = DATABASE_FILE_BY_FORMAT[manifest.format ?? 0];
    if (!databaseFile || !existsSync(path.join(staging, databaseFile))) {
      throw new Error(`${file} is not a Homeroom backup.`);
    }
    // PGlite unpacks the folder into an empty one and opens it: a copy taken while the database
    // ran replays its WAL there, and the check fails if it cannot.
    const restoredDatabase = path.join(staging, 'db');
    const dump = new Blob([new Uint8Array(await readFile(path.join(staging, databaseFile)))]);
    const database = await PGlite.create({ dataDir: restoredDatabase, loadDataDir: dump });
    await database.query('SELECT 1');
    await database.close();

    const suffix = `before-restore-${new Date()
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-')}`;
    const setAside: string[] = [];
    const replacements: [string, string][] = [[restoredDatabase, databaseDir]];
    if (mediaDir) {
      const restoredMedia = path.join(staging, 'media');
      if (!existsSync(restoredMedia)) await mkdir(restoredMedia);
      replacements.push([restoredMedia, mediaDir]);
    }
    for (const [restored, target] of replacements) {
      if (existsSync(target)) {
        const aside = `${target}.${suffix}`;
        await rename(target, aside);
        setAside.push(aside);
      }
      await rename(restored, target);
    }
    return { setAside };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
