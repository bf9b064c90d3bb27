import { desc, eq } from 'drizzle-orm';
import type { ChildAccessKind, ChildAccessRole } from '@homeroom/contract/access-log';
import type { Executor } from '../../infra/db/client.ts';
import { childAccessLog } from './access-log.table.ts';

export async function insertEntry(
  executor: Executor,
  entry: { studentId: number; readerId: number; readerName: string; readerRole: ChildAccessRole; what: ChildAccessKind; accessedAt: Date },
): Promise<void> {
  await executor.insert(childAccessLog).values(entry);
}

/** A child's log, newest first. */
export function listEntriesOfStudent(executor: Executor, studentId: number) {
  return executor
    .select()
    .from(childAccessLog)
    .where(eq(childAccessLog.studentId, studentId))
    .orderBy(desc(childAccessLog.accessedAt), desc(childAccessLog.id));
}
