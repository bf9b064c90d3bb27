import { desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { announcements } from './announcements.table.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

export async function insertAnnouncement(executor: Executor, values: Pick<AnnouncementRow, 'schoolClassId' | 'title' | 'content'> & { needsAcknowledgement?: boolean }) {
  const [row] = await executor.insert(announcements).values(values).returning();
  return row;
}

export async function findAnnouncement(executor: Executor, announcementId: number) {
  const [row] = await executor.select().from(announcements).where(eq(announcements.id, announcementId));
  return row;
}

export async function updateAnnouncement(executor: Executor, announcementId: number, changes: Pick<AnnouncementRow, 'title' | 'content'> & { needsAcknowledgement?: boolean }) {
  const [row] = await executor.update(announcements).set(changes).where(eq(announcements.id, announcementId)).returning();
  return row;
}

export async function deleteAnnouncement(executor: Executor, announcementId: number): Promise<void> {
  await executor.delete(announcements).where(eq(announcements.id, announcementId));
}

/** Newest first. */
export function listClassAnnouncements(executor: Executor, classId: number) {
  return executor
    .select()
    .from(announcements)
    .where(eq(announcements.schoolClassId, classId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
}

/** The latest `perClass` announcements of each of the classes, newest first, in one query. */
export function listLatestAnnouncementsOfClasses(executor: Executor, classIds: number[], perClass: number) {
  if (classIds.length === 0) return Promise.resolve([]);
  const ranked = executor
    .select({
      id: announcements.id,
      schoolClassId: announcements.schoolClassId,
      title: announcements.title,
      createdAt: announcements.createdAt,
      rank: sql<number>`row_number() over (partition by ${announcements.schoolClassId} order by ${announcements.createdAt} desc, ${announcements.id} desc)`.as('rank'),
    })
    .from(announcements)
    .where(inArray(announcements.schoolClassId, classIds))
    .as('ranked');
  return executor
    .select({ id: ranked.id, schoolClassId: ranked.schoolClassId, title: ranked.title, createdAt: ranked.createdAt })
    .from(ranked)
    .where(lte(ranked.rank, perClass))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}
