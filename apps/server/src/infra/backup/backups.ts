import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { DatabaseConnection } from '../db/client.ts';
import { lastAutomaticBackupAt, pruneBackups, type BackupKind } from './backup-archive.ts';
import { writeBackupAtLowPriority } from './backup-writer.ts';
import { listenForBackupRequests } from './backup-control.ts';

/** The first automatic backup after a start waits this long at least, so that restarts stay quick. */
const FIRST_BACKUP_DELAY_MS = 60_000;

/** Where a server that holds the embedded database answers `npm run backup`. */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

/**
 * The backups a server makes of the embedded database and media: every `intervalMs`, the newest
 * `keep` automatic ones kept, and at any time on request of `npm run backup`. Nothing to do on
 * PostgreSQL, which is backed up with its own tools.
 */
export function createBackups({
  config,
  database,
  log,
}: {
  config: Config;
  database: DatabaseConnection;
  log: FastifyBaseLogger;
}) {
  const { embeddedFolder, lock } = database;
  let timer: NodeJS.Timeout | null = null;
  let control: { close(): Promise<void> } | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const mediaDir = config.s3 ? null : path.join(config.dataDir, 'media');

  /** One backup at a time, whoever asks. */
  function backUp(kind: BackupKind): Promise<string> {
    if (!embeddedFolder) return Promise.reject(new Error('only the embedded database is backed up by Homeroom'));
    const next = running.then(async () => {
      const file = await writeBackupAtLowPriority(embeddedFolder, mediaDir, config.backups.dir, kind);
      if (kind === 'automatic') await pruneBackups(config.backups.dir, config.backups.keep);
      log.info({ file }, 'backup written');
      return file;
    });
    running = next.catch(() => undefined);
    return next;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      backUp('automatic')
        .catch((error: unknown) => log.error({ err: error }, 'automatic backup failed'))
        .finally(() => {
          if (timer) schedule(config.backups.intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    async start() {
      if (!embeddedFolder || !lock) return;
      control = await listenForBackupRequests(backupSocketPath(config.dataDir), () => backUp('manual'));
      if (control) lock.advertise(backupSocketPath(config.dataDir));
      else
        log.warn(
          { dataDir: config.dataDir },
          'DATA_DIR is too long a path for the backup socket: `npm run backup` needs the server stopped',
        );
      if (config.backups.intervalMs > 0) {
        const last = await lastAutomaticBackupAt(config.backups.dir);
        const due = last ? last.getTime() + config.backups.intervalMs - Date.now() : 0;
        schedule(Math.max(Math.min(FIRST_BACKUP_DELAY_MS, config.backups.intervalMs), due));
      }
    },
    /** Stops the schedule and waits for a backup under way. */
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await control?.close();
      control = null;
      await running;
    },
    backUp,
  };
}
