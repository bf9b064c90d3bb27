import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { copyPgliteDataDir } from '../db/pglite-online-copy.ts';
import { writeBackup } from './backup-archive.ts';
import type { BackupWriterData, FromBackupWriter, ToBackupWriter } from './backup-writer.protocol.ts';

/**
 * The backup's thread (backup-writer.ts). On Linux a thread has a priority of its own: this one
 * gives way to the server's threads, and the compression node-tar runs here with it.
 */
const port = parentPort;
if (!port) throw new Error('backup-writer.worker.ts runs as a worker thread, started by backup-writer.ts');
const serverPort = port;
const { dataDir, mediaDir, backupDir, kind, now } = workerData as BackupWriterData;

try {
  os.setPriority(19);
} catch {
  // Where a lower priority is refused, the backup still gets written.
}

const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
let nextId = 1;
serverPort.on('message', (reply: ToBackupWriter) => {
  const waiting = pending.get(reply.id);
  pending.delete(reply.id);
  if ('rows' in reply) waiting?.resolve(reply.rows);
  else waiting?.reject(new Error(reply.error));
});

function send(message: FromBackupWriter): void {
  serverPort.postMessage(message);
}

/** A statement on the database, run by the server's thread through its queue. */
function runStatement(sql: string): Promise<{ rows: unknown[] }> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: (rows) => resolve({ rows }), reject });
    send({ kind: 'statement', id, sql });
  });
}

try {
  const file = await writeBackup(
    { copyDataDir: (tarFile) => copyPgliteDataDir(dataDir, runStatement, tarFile), mediaDir },
    backupDir,
    kind,
    new Date(now),
  );
  send({ kind: 'written', file });
} catch (error) {
  send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
}
// The port would keep the thread alive.
serverPort.close();
