import { asc, eq } from 'drizzle-orm';
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
