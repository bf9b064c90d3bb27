import { and, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { users, userSummaryColumns } from '../accounts/accounts.table.ts';
import { userBlocks } from './blocking.table.ts';

/** Records the block; blocking again changes nothing. */
export async function insertBlock(executor: Executor, blockerId: number, blockedId: number): Promise<void> {
  await executor.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(executor: Executor, blockerId: number, blockedId: number): Promise<void> {
  await executor
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** The blocks between the two users, either way (none, one or both). */
export function listBlocksBetween(executor: Executor, userId: number, otherUserId: number) {
  return executor
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, otherUserId)),
        and(eq(userBlocks.blockerId, otherUserId), eq(userBlocks.blockedId, userId)),
      ),
    );
}

/** The people the user blocked, most recent first, with their names. */
export function listBlockedBy(executor: Executor, blockerId: number) {
  return executor
    .select({ user: userSummaryColumns(users), createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));
}
