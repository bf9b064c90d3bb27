import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { onApprovedSchoolOfTeacher, teachers, users, userSummaryColumns } from '../accounts/accounts.table.ts';
import { schools } from '../schools/schools.table.ts';
import { activeCoteachings, coteachersOfClass, schoolClasses } from './classes.table.ts';

export async function insertClass(executor: Executor, teacherId: number, name: string) {
  const [row] = await executor.insert(schoolClasses).values({ teacherId, name }).returning({ id: schoolClasses.id, name: schoolClasses.name });
  return row;
}

/** The classes the teacher teaches: those they own and those they co-teach. */
export function listClassesOfTeacher(executor: Executor, teacherId: number) {
  return executor
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(schoolClasses)
    .where(
      or(
        eq(schoolClasses.teacherId, teacherId),
        inArray(schoolClasses.id, sql`(SELECT coteachings.school_class_id FROM ${activeCoteachings} AS coteachings WHERE coteachings.teacher_id = ${teacherId})`),
      ),
    )
    .orderBy(asc(schoolClasses.name), asc(schoolClasses.id));
}

/** The class with its owner, its co-teachers and the owner's school, in one query. */
export async function findClass(executor: Executor, classId: number) {
  const [row] = await executor
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      teacherId: teachers.id,
      teacher: userSummaryColumns(users),
      coteachers: coteachersOfClass(schoolClasses.id),
      school: { id: schools.id, name: schools.name, city: schools.city, country: schools.country },
    })
    .from(schoolClasses)
    .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .leftJoin(schools, onApprovedSchoolOfTeacher())
    .where(eq(schoolClasses.id, classId));
  return row;
}

export type ClassRow = NonNullable<Awaited<ReturnType<typeof findClass>>>;

export function listClassNames(executor: Executor, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return executor.select({ id: schoolClasses.id, name: schoolClasses.name }).from(schoolClasses).where(inArray(schoolClasses.id, classIds));
}
