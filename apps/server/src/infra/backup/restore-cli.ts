import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config.ts';
import { DataDirLockedError, LOCKED_EXIT_CODE, acquireDataDirLock } from '../db/data-dir-lock.ts';
import { restoreBackup } from './backup-archive.ts';

/**
 * `npm run restore -- FILE`: puts a backup of `npm run backup` in place of the embedded database
 * and media. Refuses while a server holds the database; the folders replaced are kept beside.
 */
function fail(message: string, exitCode = 1): never {
  console.error(message);
  process.exit(exitCode);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const argument = process.argv[2];
if (!argument)
  fail('Usage: npm run restore -- FILE (a backup written by `npm run backup` or the automatic backups)');
// npm runs scripts from the project's folder: the file is named from where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
if (!existsSync(file)) fail(`No such file: ${file}`);
if (config.database.kind === 'postgres') {
  fail(
    'Homeroom uses PostgreSQL (DATABASE_URL): restore its database with pg_restore, e.g.\n  pg_restore --clean --if-exists --dbname="$DATABASE_URL" homeroom.dump',
  );
}

let lock;
try {
  lock = acquireDataDirLock(config.database.dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError)
    fail(
      `${error.message}\nA restore replaces the whole database: stop Homeroom, then restore.`,
      LOCKED_EXIT_CODE,
    );
  throw error;
}
try {
  const { setAside } = await restoreBackup(
    file,
    config.database.dataDir,
    config.s3 ? null : path.join(config.dataDir, 'media'),
  );
  console.log(`Restored ${file} into ${config.dataDir}.`);
  for (const folder of setAside)
    console.log(`The folder it replaced is kept as ${folder}: delete it once Homeroom runs as it should.`);
} finally {
  lock.release();
}
