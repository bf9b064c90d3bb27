import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';

/** One statement on the embedded database, answered with its rows. */
export type RunStatement = (sql: string) => Promise<{ rows: unknown[] }>;

/** A WAL segment's file name: timeline, log and segment, 24 hexadecimal digits. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/** What `pg_backup_stop` writes into `backup_label`: the first segment recovery needs. */
const START_SEGMENT = /START WAL LOCATION: [0-9A-F/]+ \(file ([0-9A-F]{24})\)/;
/** The WAL folder's contents, taken after the copy of the rest has ended. */
const WAL_CONTENT = /^(\.\/)?pg_wal\/./;

/**
 * Copies the embedded database's folder into a tar file while statements go on running, as
 * PostgreSQL's own base backup does: `pg_backup_start` marks where recovery will begin (a
 * checkpoint; PostgreSQL writes whole pages into the WAL until the end), the files are read from
 * the disk as they are (NODEFS writes each page as PostgreSQL issues it), `pg_backup_stop` ends
 * it, and the label and the WAL from its start are added. Opening the copy replays that WAL onto
 * the files read, so the copy holds every commit answered before it ended, and none half.
 *
 * Before, the folder was dumped between two pieces of work, holding the database for the whole
 * dump: seconds for a school's database, so every request waiting behind it failed.
 */
export async function copyPgliteDataDir(dataDir: string, runStatement: RunStatement, tarFile: string): Promise<void> {
  await runStatement(`SELECT pg_backup_start('homeroom', true)`);
  let stop: { labelfile: string; last_segment: string };
  try {
    await tar.create({ file: tarFile, cwd: dataDir, portable: true, filter: (entry) => !WAL_CONTENT.test(entry) }, ['.']);
  } finally {
    // Always, even when the copy failed: the session would stay in backup mode otherwise.
    const { rows } = await runStatement('SELECT labelfile, pg_walfile_name(lsn) AS last_segment FROM pg_backup_stop(false)');
    stop = rows[0] as typeof stop;
  }
  const label = stop.labelfile;
  const startSegment = START_SEGMENT.exec(label)?.[1];
  if (!startSegment) throw new Error(`the database's backup label names no start: ${label}`);

  const extra = await mkdtemp(path.join(path.dirname(tarFile), '.wal-'));
  try {
    await writeFile(path.join(extra, 'backup_label'), label);
    await mkdir(path.join(extra, 'pg_wal'));
    // Segments sort by their names. Those past the stop's are not needed, and may be old ones
    // kept for reuse under a future name.
    const segments = (await readdir(path.join(dataDir, 'pg_wal'))).filter(
      (name) => WAL_SEGMENT.test(name) && name >= startSegment && name <= stop.last_segment,
    );
    for (const segment of segments)
      await copyFile(path.join(dataDir, 'pg_wal', segment), path.join(extra, 'pg_wal', segment));
    await tar.replace({ file: tarFile, cwd: extra, portable: true }, ['backup_label', 'pg_wal']);
  } finally {
    await rm(extra, { recursive: true, force: true });
  }
}
