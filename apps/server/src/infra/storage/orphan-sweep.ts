import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { MediaStorage } from './media-storage.ts';
import { listReferencedMediaKeys } from './media-columns.ts';

/** How old a file no row references must be before it goes: an upload writes its file before its row. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each instance tries the sweep; only the one holding the lock runs it. */
export const ORPHAN_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** The advisory lock key that makes the sweep run once across instances sharing a database. */
const ORPHAN_SWEEP_LOCK = 0x686d5357; // 'hmSW'

export interface OrphanSweepResult {
  /** False when another instance held the lock and this one did nothing. */
  ran: boolean;
  deleted: string[];
}

/**
 * Deletes stored files that no row references (media-columns.ts) and that are older than the
 * grace age. Files are listed before the keys are read, so a row written meanwhile keeps its file;
 * the lock is held for the whole transaction, so two instances never sweep at once.
 */
export async function sweepOrphanMedia({
  db,
  storage,
  now = () => new Date(),
  graceMs = ORPHAN_GRACE_MS,
}: {
  db: Database;
  storage: MediaStorage;
  now?: () => Date;
  graceMs?: number;
}): Promise<OrphanSweepResult> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${ORPHAN_SWEEP_LOCK}) AS locked`);
    const [row] = (lock as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return { ran: false, deleted: [] };
    const oldest = now().getTime() - graceMs;
    const candidates: string[] = [];
    for await (const file of storage.listStoredFiles()) {
      if (file.modifiedAt.getTime() < oldest) candidates.push(file.key);
    }
    const referenced = await listReferencedMediaKeys(tx);
    const deleted = candidates.filter((key) => !referenced.has(key));
    for (const key of deleted) await storage.delete(key);
    return { ran: true, deleted };
  });
}
