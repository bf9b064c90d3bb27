import { desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { schools } from '../schools/schools.table.ts';
import { schoolAnnouncements } from './school-announcements.table.ts';

export type SchoolAnnouncementRow = typeof schoolAnnouncements.$inferSelect;

const withSchoolName = {
  id: schoolAnnouncements.id,
  schoolId: schoolAnnouncements.schoolId,
  schoolName: schools.name,
  title: schoolAnnouncements.title,
  content: schoolAnnouncements.content,
  createdAt: schoolAnnouncements.createdAt,
};

export type SchoolAnnouncementWithSchool = { id: number; schoolId: number; schoolName: string; title: string; content: string; createdAt: Date };

export async function insertSchoolAnnouncement(
  executor: Executor,
  values: Pick<SchoolAnnouncementRow, 'schoolId' | 'authorUserId' | 'title' | 'content'>,
) {
  const [row] = await executor.insert(schoolAnnouncements).values(values).returning({ id: schoolAnnouncements.id });
  return row;
}

export async function findSchoolAnnouncement(executor: Executor, announcementId: number): Promise<SchoolAnnouncementWithSchool | undefined> {
  const [row] = await executor
    .select(withSchoolName)
    .from(schoolAnnouncements)
    .innerJoin(schools, eq(schools.id, schoolAnnouncements.schoolId))
    .where(eq(schoolAnnouncements.id, announcementId));
  return row;
}

export async function updateSchoolAnnouncement(executor: Executor, announcementId: number, changes: Pick<SchoolAnnouncementRow, 'title' | 'content'>) {
  await executor.update(schoolAnnouncements).set(changes).where(eq(schoolAnnouncements.id, announcementId));
}

export async function deleteSchoolAnnouncement(executor: Executor, announcementId: number): Promise<void> {
  await executor.delete(schoolAnnouncements).where(eq(schoolAnnouncements.id, announcementId));
}

/** Every announcement of these schools, newest first. */
export function listSchoolAnnouncements(executor: Executor, schoolIds: number[]): Promise<SchoolAnnouncementWithSchool[]> {
  if (schoolIds.length === 0) return Promise.resolve([]);
  return executor
    .select(withSchoolName)
    .from(schoolAnnouncements)
    .innerJoin(schools, eq(schools.id, schoolAnnouncements.schoolId))
    .where(inArray(schoolAnnouncements.schoolId, schoolIds))
    .orderBy(desc(schoolAnnouncements.createdAt), desc(schoolAnnouncements.id));
}

/** The latest `perSchool` announcements of each of the schools, newest first, in one query (for Home). */
export function listLatestSchoolAnnouncements(executor: Executor, schoolIds: number[], perSchool: number) {
  if (schoolIds.length === 0) return Promise.resolve([]);
  const ranked = executor
    .select({
      id: schoolAnnouncements.id,
      schoolId: schoolAnnouncements.schoolId,
      schoolName: sql<string>`${schools.name}`.as('school_name'),
      title: schoolAnnouncements.title,
      createdAt: schoolAnnouncements.createdAt,
      rank: sql<number>`row_number() over (partition by ${schoolAnnouncements.schoolId} order by ${schoolAnnouncements.createdAt} desc, ${schoolAnnouncements.id} desc)`.as('rank'),
    })
    .from(schoolAnnouncements)
    .innerJoin(schools, eq(schools.id, schoolAnnouncements.schoolId))
    .where(inArray(schoolAnnouncements.schoolId, schoolIds))
    .as('ranked');
  return executor
    .select({ id: ranked.id, schoolId: ranked.schoolId, schoolName: ranked.schoolName, title: ranked.title, createdAt: ranked.createdAt })
    .from(ranked)
    .where(lte(ranked.rank, perSchool))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}
