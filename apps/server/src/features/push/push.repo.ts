import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { pushSubscriptions } from './push.table.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Stores a subscription; an endpoint already stored is given to this user with its new keys. */
export async function upsertSubscription(
  executor: Executor,
  values: Pick<PushSubscriptionRow, 'userId' | 'endpoint' | 'p256dh' | 'auth' | 'browser' | 'os' | 'createdAt'>,
): Promise<PushSubscriptionRow> {
  const [row] = await executor
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        browser: values.browser,
        os: values.os,
        createdAt: values.createdAt,
        lastUsedAt: null,
      },
    })
    .returning();
  if (!row) throw new Error('push subscription neither inserted nor updated');
  return row;
}

/** The user's devices, oldest first. */
export function listSubscriptionsOfUser(executor: Executor, userId: number): Promise<PushSubscriptionRow[]> {
  return executor.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.id));
}

/** The devices of all these users, in one query. */
export function listSubscriptionsOfUsers(executor: Executor, userIds: number[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return executor.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

/** Deletes the subscription if it is the user's; answers whether it was. */
export async function deleteSubscriptionOfUser(executor: Executor, id: number, userId: number): Promise<boolean> {
  const deleted = await executor
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/**
 * Deletes subscriptions the push service called gone, unless the endpoint was subscribed again
 * meanwhile with other keys (then it is a new subscription).
 */
export async function deleteGoneSubscriptions(executor: Executor, gone: Pick<PushSubscriptionRow, 'id' | 'p256dh'>[]): Promise<void> {
  for (const subscription of gone) {
    await executor
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, subscription.id), eq(pushSubscriptions.p256dh, subscription.p256dh)));
  }
}

/** Marks subscriptions as having just received a message. */
export async function markSubscriptionsUsed(executor: Executor, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await executor.update(pushSubscriptions).set({ lastUsedAt: at }).where(inArray(pushSubscriptions.id, ids));
}
