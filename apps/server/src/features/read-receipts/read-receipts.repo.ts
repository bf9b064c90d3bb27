import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReadContentKind } from '@homeroom/contract/read-receipts';
import type { Executor } from '../../infra/db/client.ts';
import { announcements } from '../announcements/announcements.table.ts';
import { events } from '../events/events.table.ts';
import { stories } from '../stories/stories.table.ts';
import { acknowledgementReminders, announcementAcknowledgements, contentReads } from './read-receipts.table.ts';

/** Each kind's item table (for its class) and its column of the reads. */
const KINDS = {
  announcement: { items: announcements, column: contentReads.announcementId, key: 'announcementId' },
  story: { items: stories, column: contentReads.storyId, key: 'storyId' },
  event: { items: events, column: contentReads.eventId, key: 'eventId' },
} as const;

/** Every item of the kind in the class. */
export async function listAllItemsOfClass(executor: Executor, kind: ReadContentKind, classId: number): Promise<number[]> {
  const { items } = KINDS[kind];
  const rows = await executor.select({ id: items.id }).from(items).where(eq(items.schoolClassId, classId));
  return rows.map((row) => row.id);
}

/** The announcements of the class that ask families for "I've read this". */
export async function listAskingAnnouncementsOfClass(executor: Executor, classId: number): Promise<number[]> {
  const rows = await executor
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.schoolClassId, classId), eq(announcements.needsAcknowledgement, true)));
  return rows.map((row) => row.id);
}

/** The class of an item; nothing when it does not exist. */
export async function findItemClass(executor: Executor, kind: ReadContentKind, itemId: number): Promise<number | undefined> {
  const { items } = KINDS[kind];
  const [row] = await executor.select({ classId: items.schoolClassId }).from(items).where(eq(items.id, itemId));
  return row?.classId;
}

/** Records the user's first read of each item; answers the items read for the first time. */
export async function insertReads(executor: Executor, kind: ReadContentKind, userId: number, itemIds: number[]): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const { column, key } = KINDS[kind];
  const rows = await executor
    .insert(contentReads)
    .values(itemIds.map((itemId) => ({ userId, [key]: itemId })))
    .onConflictDoNothing()
    .returning({ itemId: column });
  return rows.flatMap((row) => (row.itemId === null ? [] : [row.itemId]));
}

/**
 * Records the user's first read of each of these items that belongs to the class, in one
 * statement; answers the items read for the first time (none when every read was recorded before).
 */
export async function insertReadsOfClass(executor: Executor, kind: ReadContentKind, userId: number, classId: number, itemIds: number[]): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const { items, column } = KINDS[kind];
  const result = await executor.execute(sql`
    INSERT INTO ${contentReads} (${sql.identifier(contentReads.userId.name)}, ${sql.identifier(column.name)})
      SELECT ${userId}::integer, ${items.id} FROM ${items} WHERE ${items.schoolClassId} = ${classId} AND ${items.id} IN ${itemIds}
    ON CONFLICT DO NOTHING
    RETURNING ${sql.identifier(column.name)} AS item_id
  `);
  return (result as unknown as { rows: { item_id: number }[] }).rows.map((row) => Number(row.item_id));
}

/** The reads of these items, by item. */
export async function listReads(executor: Executor, kind: ReadContentKind, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  const { column } = KINDS[kind];
  const rows = await executor
    .select({ itemId: column, userId: contentReads.userId, readAt: contentReads.readAt })
    .from(contentReads)
    .where(inArray(column, itemIds));
  return rows.flatMap((row) => (row.itemId === null ? [] : [{ itemId: row.itemId, userId: row.userId, readAt: row.readAt }]));
}

/** Records the acknowledgement once; a second one changes nothing. */
export async function insertAcknowledgement(executor: Executor, announcementId: number, userId: number): Promise<void> {
  await executor.insert(announcementAcknowledgements).values({ announcementId, userId }).onConflictDoNothing();
}

/** The acknowledgements of these announcements. */
export async function listAcknowledgements(executor: Executor, announcementIds: number[]) {
  if (announcementIds.length === 0) return [];
  return executor
    .select({ announcementId: announcementAcknowledgements.announcementId, userId: announcementAcknowledgements.userId, acknowledgedAt: announcementAcknowledgements.acknowledgedAt })
    .from(announcementAcknowledgements)
    .where(inArray(announcementAcknowledgements.announcementId, announcementIds));
}

/** The user's own acknowledgements of these announcements. */
export function listAcknowledgementsOfUser(executor: Executor, userId: number, announcementIds: number[]) {
  if (announcementIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ announcementId: announcementAcknowledgements.announcementId, acknowledgedAt: announcementAcknowledgements.acknowledgedAt })
    .from(announcementAcknowledgements)
    .where(and(eq(announcementAcknowledgements.userId, userId), inArray(announcementAcknowledgements.announcementId, announcementIds)));
}

/** The latest reminder of the announcement. */
export async function findLastReminder(executor: Executor, announcementId: number) {
  const [row] = await executor
    .select({ sentAt: acknowledgementReminders.sentAt })
    .from(acknowledgementReminders)
    .where(eq(acknowledgementReminders.announcementId, announcementId))
    .orderBy(desc(acknowledgementReminders.sentAt))
    .limit(1);
  return row;
}

export async function insertReminder(executor: Executor, values: { announcementId: number; sentById: number; recipientCount: number }) {
  const [row] = await executor.insert(acknowledgementReminders).values(values).returning({ sentAt: acknowledgementReminders.sentAt });
  return row;
}

/** Holds the announcement until the transaction ends, so that two reminders at once queue up. */
export async function lockAnnouncement(executor: Executor, announcementId: number): Promise<void> {
  await executor.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, announcementId)).for('update');
}
