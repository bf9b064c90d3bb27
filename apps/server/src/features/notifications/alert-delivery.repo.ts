import { and, asc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@homeroom/contract/notification-channels';
import type { Executor } from '../../infra/db/client.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';
import { digestItems, digests, heldAlerts, notifications } from './notifications.table.ts';
import type { PushPayload } from './push-sender.ts';

export interface HeldAlert {
  userId: number;
  kind: string;
  placeKey: string;
  push: PushPayload | null;
  mail: OutgoingMail | null;
  releaseAt: Date;
}

/**
 * Stores alerts until their users' hours start, one statement for any number. A later alert about
 * the same place replaces the one waiting (the newest words, one alert at release); a mail already
 * waiting stays when the later alert has none (the 15-minute rule held it back).
 */
export async function holdAlerts(executor: Executor, alerts: HeldAlert[]): Promise<void> {
  if (alerts.length === 0) return;
  await executor
    .insert(heldAlerts)
    .values(alerts)
    .onConflictDoUpdate({
      target: [heldAlerts.userId, heldAlerts.placeKey],
      set: {
        kind: sql`excluded.kind`,
        push: sql`coalesce(excluded.push, ${heldAlerts.push})`,
        mail: sql`coalesce(excluded.mail, ${heldAlerts.mail})`,
        releaseAt: sql`excluded.release_at`,
      },
    });
}

/**
 * Takes the held alerts due at `now` away from the table and answers them. Rows another instance
 * is taking are skipped, so two instances never send one alert twice.
 */
export async function takeDueAlerts(executor: Executor, now: Date, limit: number): Promise<HeldAlert[]> {
  const result = await executor.execute(sql`
    DELETE FROM held_alerts WHERE id IN (
      SELECT id FROM held_alerts WHERE release_at <= ${now.toISOString()}::timestamptz
      ORDER BY release_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING user_id, kind, place_key, push, mail, release_at`);
  const rows = (result as unknown as { rows: { user_id: number; kind: string; place_key: string; push: PushPayload | string | null; mail: OutgoingMail | string | null; release_at: string | Date }[] }).rows;
  const parse = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return rows.map((row) => ({
    userId: Number(row.user_id),
    kind: row.kind,
    placeKey: row.place_key,
    push: parse(row.push),
    mail: parse(row.mail),
    releaseAt: new Date(row.release_at),
  }));
}

export async function listHeldAlerts(executor: Executor, userId: number) {
  return executor.select().from(heldAlerts).where(eq(heldAlerts.userId, userId)).orderBy(asc(heldAlerts.id));
}

export interface NewDigestItem {
  userId: number;
  kind: NotificationKind;
  placeName: string;
  title: string;
}

/** Puts lines in users' next digests, one statement for any number. */
export async function insertDigestItems(executor: Executor, items: NewDigestItem[]): Promise<void> {
  if (items.length === 0) return;
  await executor.insert(digestItems).values(items);
}

/** The users who have lines waiting, or unread message entries: those a digest may be due for. */
export async function listDigestCandidates(executor: Executor, onlyDigestUsers: (candidates: SQL) => SQL): Promise<number[]> {
  const result = await executor.execute(onlyDigestUsers(sql`
    SELECT user_id FROM digest_items WHERE digest_id IS NULL
    UNION SELECT user_id FROM notifications WHERE type = 'Message' AND NOT read`));
  return (result as unknown as { rows: { user_id: number }[] }).rows.map((row) => Number(row.user_id));
}

/** Claims the user's digest of that local day; null when it was already claimed (by this or another instance). */
export async function claimDigest(executor: Executor, userId: number, localDate: string): Promise<number | null> {
  const [row] = await executor.insert(digests).values({ userId, localDate }).onConflictDoNothing().returning({ id: digests.id });
  return row?.id ?? null;
}

/** Gives the waiting lines of the user to the digest; answers them, oldest first. */
export async function takeDigestItems(executor: Executor, userId: number, digestId: number) {
  const rows = await executor
    .update(digestItems)
    .set({ digestId })
    .where(and(eq(digestItems.userId, userId), isNull(digestItems.digestId)))
    .returning();
  return rows.sort((first, second) => first.id - second.id);
}

/** The user's unread message entries: the chats with how many messages they have not read. */
export async function listUnreadMessageEntries(executor: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return executor
    .select({ userId: notifications.userId, groupId: notifications.groupId, qtyMissed: notifications.qtyMissed })
    .from(notifications)
    // `NOT read`, not `read = $n`: the unread entries' index predicate, whichever plan is kept.
    .where(and(inArray(notifications.userId, userIds), eq(notifications.type, 'Message'), not(notifications.read)));
}
