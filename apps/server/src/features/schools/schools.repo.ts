import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { teachers } from '../accounts/accounts.table.ts';
import type { Executor } from '../../infra/db/client.ts';
import { schools } from './schools.table.ts';

export type SchoolRow = typeof schools.$inferSelect;

export function listSchools(executor: Executor): Promise<SchoolRow[]> {
  return executor.select().from(schools).orderBy(asc(schools.name), asc(schools.id));
}

export async function insertSchool(executor: Executor, school: Pick<SchoolRow, 'name' | 'city' | 'country'>) {
  const [row] = await executor.insert(schools).values(school).returning();
  return row;
}

export async function findSchool(executor: Executor, schoolId: number): Promise<SchoolRow | undefined> {
  const [row] = await executor.select().from(schools).where(eq(schools.id, schoolId));
  return row;
}

/** Whether any teacher leads the school. */
export async function hasLeader(executor: Executor, schoolId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.schoolId, schoolId), eq(teachers.schoolRole, 'leader')))
    .limit(1);
  return row !== undefined;
}

export function listSchoolNames(executor: Executor, schoolIds: number[]) {
  if (schoolIds.length === 0) return Promise.resolve([]);
  return executor.select({ id: schools.id, name: schools.name }).from(schools).where(inArray(schools.id, schoolIds));
}

/** The user ids of the school's approved teachers and leaders, as a subquery. */
export function staffUserIdsOfSchoolQuery(executor: Executor, schoolId: number) {
  return executor
    .select({ userId: teachers.userId })
    .from(teachers)
    .where(and(eq(teachers.schoolId, schoolId), ne(teachers.schoolRole, 'pending')));
}

/** The user ids of the school's leaders. */
export async function listLeaderUserIds(executor: Executor, schoolId: number): Promise<number[]> {
  const rows = await executor
    .select({ userId: teachers.userId })
    .from(teachers)
    .where(and(eq(teachers.schoolId, schoolId), eq(teachers.schoolRole, 'leader')))
    .orderBy(asc(teachers.userId));
  return rows.map((row) => row.userId);
}
