import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../../config.ts';
import { connectDatabase } from '../db/client.ts';
import { DataDirLockedError, LOCKED_EXIT_CODE, readDataDirLockHolder } from '../db/data-dir-lock.ts';
import { writeBackupAtLowPriority } from './backup-writer.ts';
import { requestBackup } from './backup-control.ts';

/**
 * `npm run backup`: a consistent copy of the embedded database and media in BACKUP_DIR, printed.
 * A running server holds the database, so it is asked to write the copy itself; otherwise the
 * command opens the database (taking its lock) and writes it.
 */
async function backUp(config: Config): Promise<string> {
  if (config.database.kind === 'postgres') {
    throw new Refusal(
      'Homeroom uses PostgreSQL (DATABASE_URL): back the database up with its own tools, e.g.\n' +
        '  pg_dump --format=custom --file=homeroom.dump "$DATABASE_URL"\n' +
        `and the media with your file backup (${config.s3 ? `the bucket ${config.s3.bucket}` : path.join(config.dataDir, 'media')}).`,
    );
  }
  const holder = readDataDirLockHolder(config.database.dataDir);
  if (holder?.controlSocket) return requestBackup(holder.controlSocket);
  let connection;
  try {
    connection = await connectDatabase(config.database, config.databaseTimeouts);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Refusal(
      `${error.message}\nThat process cannot be asked for a backup: stop it, or use its automatic backups in ${config.backups.dir}.`,
      LOCKED_EXIT_CODE,
    );
  }
  try {
    const { embeddedFolder } = connection;
    if (!embeddedFolder) throw new Error('the embedded database cannot be copied');
    return await writeBackupAtLowPriority(embeddedFolder, config.s3 ? null : path.join(config.dataDir, 'media'), config.backups.dir, 'manual');
  } finally {
    await connection.close();
  }
}

class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

try {
  const file = await backUp(loadConfig());
  console.log(`Backup written: ${file}`);
} catch (error) {
  if (!(error instanceof Refusal || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(error instanceof Refusal ? error.exitCode : 1);
}
