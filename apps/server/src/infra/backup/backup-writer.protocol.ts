import type { BackupKind } from './backup-archive.ts';

/** What the backup's thread is started with (backup-writer.ts). */
export interface BackupWriterData {
  dataDir: string;
  mediaDir: string | null;
  backupDir: string;
  kind: BackupKind;
  /** When the backup was asked for, which names its file (ISO 8601). */
  now: string;
}

/** The thread asks for a statement on the database, says where it wrote the backup, or why it could not. */
export type FromBackupWriter =
  | { kind: 'statement'; id: number; sql: string }
  | { kind: 'written'; file: string }
  | { kind: 'failed'; message: string };

/** A statement's rows, or its error's message. */
export type ToBackupWriter = { id: number; rows: unknown[] } | { id: number; error: string };
