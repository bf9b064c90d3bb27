import type { DatabaseConnection } from '../db/client.ts';
import { startWorkerScript } from '../threads/start-worker-script.ts';
import type { BackupKind } from './backup-archive.ts';
import type { BackupWriterData, FromBackupWriter, ToBackupWriter } from './backup-writer.protocol.ts';

/**
 * Writes a backup of the embedded database and media (backup-archive.ts) on a thread of its own
 * at the lowest CPU priority: a school's backup reads and compresses hundreds of megabytes, which
 * on the server's thread took a core's worth from the requests for half a minute (bench/HISTORY.md,
 * the school day on PGlite, fourth round). The thread asks this one for the copy's two
 * statements, which run through the database's queue like any request's.
 */
export function writeBackupAtLowPriority(
  folder: NonNullable<DatabaseConnection['embeddedFolder']>,
  mediaDir: string | null,
  backupDir: string,
  kind: BackupKind,
): Promise<string> {
  const data: BackupWriterData = { dataDir: folder.path, mediaDir, backupDir, kind, now: new Date().toISOString() };
  const worker = startWorkerScript(import.meta.url, 'backup-writer', data);
  return new Promise<string>((resolve, reject) => {
    let outcome: { file: string } | { error: Error } | null = null;
    worker.on('message', (message: FromBackupWriter) => {
      if (message.kind === 'statement') {
        const answer = (reply: ToBackupWriter) => worker.postMessage(reply);
        folder.runStatement(message.sql).then(
          ({ rows }) => answer({ id: message.id, rows }),
          (error: unknown) => answer({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
        );
      } else if (message.kind === 'written') outcome = { file: message.file };
      else outcome = { error: new Error(message.message) };
    });
    worker.on('error', (error: unknown) => {
      outcome ??= { error: error instanceof Error ? error : new Error(String(error)) };
    });
    worker.on('exit', (code) => {
      if (outcome && 'file' in outcome) resolve(outcome.file);
      else reject(outcome?.error ?? new Error(`the backup's thread ended (exit ${code}) without writing it`));
    });
  });
}
