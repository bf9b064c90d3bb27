import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS, durableStartParams } from './durable-node-fs.ts';

/** What Drizzle's PGlite driver and the busy queue call on PGlite: the same on either thread. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/** Where the embedded database lives, and whether its commits wait for the disk. */
export interface PgliteLocation {
  dataDir: string;
  /** Flush each commit to the disk (default), surviving a power cut. */
  fsync?: boolean;
}

/**
 * Opens PGlite on its folder (or `memory://`), the same on the server's thread and on the
 * database thread. The caller holds the folder's lock before this touches any file.
 */
export async function openPglite({ dataDir, fsync }: PgliteLocation): Promise<PGlite> {
  const isOnDisk = !dataDir.startsWith('memory://');
  if (isOnDisk) await mkdir(dataDir, { recursive: true });
  // Node's file system under PGlite writes each page and each WAL record with a synchronous
  // write(2) as PostgreSQL issues it, and a commit returns after its WAL is written: an
  // answered write is in the kernel's hands and survives the process being killed. The
  // relaxed mode would answer before writing; it stays off. With fsync, the commit also waits
  // for the disk, and survives a power cut.
  const durability =
    isOnDisk && fsync !== false ? { fs: new DurableNodeFS(dataDir), startParams: durableStartParams() } : {};
  return PGlite.create({ dataDir, relaxedDurability: false, ...durability });
}
