import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { announcements } from './announcements.table.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

export async function insertAnnouncement(executor: Executor, values: Pick<AnnouncementRow, 'schoolClassId' | 'title' | 'content'>) {
  const [row] = await executor.insert(announcements).values(values).returning();
  return row;
}

export async function findAnnouncement(executor: Executor, announcementId: number) {
  const [row] = await executor.select().from(announcements).where(eq(announcements.id, announcementId));
  return row;
}

export async function updateAnnouncement(executor: Executor, announcementId: number, changes: Pick<AnnouncementRow, 'title' | 'content'>) {
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
