import { eq } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { calendarFeeds } from './calendar.table.ts';

export function findFeedOfUser(executor: Executor, userId: number) {
  return executor
    .select({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .then((rows) => rows[0]);
}

export function findFeedByTokenHash(executor: Executor, tokenHash: string) {
  return executor
    .select({ id: calendarFeeds.id, userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .then((rows) => rows[0]);
}

/** The user's one address, replacing the one before in the same statement: the old secret stops working at once. */
export async function replaceFeed(executor: Executor, userId: number, tokenHash: string, at: Date) {
  const [row] = await executor
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('calendar feed upsert returned nothing');
  return row;
}
