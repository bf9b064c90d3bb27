import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/db/client.ts';
import { parents, teachers, users, userSummaryColumns } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { schools } from '../schools/schools.table.ts';
import { stickers, students } from './students.table.ts';

const parentUsers = alias(users, 'parent_users');
const teacherUsers = alias(users, 'teacher_users');

/** Inserts a student; null when the invite code happens to be taken already. */
export async function insertStudent(executor: Executor, student: { name: string; schoolClassId: number; inviteCode: string }) {
  const [row] = await executor.insert(students).values(student).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Students with everything the portfolio, the children list and the access rules need: the
 * class, its teacher and school, and the linked parent. One query, filtered by the caller.
 */
function selectStudentsWithClass(executor: Executor) {
  return executor
    .select({
      id: students.id,
      name: students.name,
      image: students.image,
      inviteCode: students.inviteCode,
      parent: userSummaryColumns(parentUsers),
      schoolClass: { id: schoolClasses.id, name: schoolClasses.name },
      teacher: userSummaryColumns(teacherUsers),
      school: { id: schools.id, name: schools.name, city: schools.city, country: schools.country },
    })
    .from(students)
    .innerJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId))
    .innerJoin(teacherUsers, eq(teacherUsers.id, teachers.userId))
    .leftJoin(schools, eq(schools.id, teachers.schoolId))
    .leftJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(parentUsers, eq(parentUsers.id, parents.userId))
    .$dynamic();
}

export async function findStudentWithClass(executor: Executor, studentId: number) {
  const [row] = await selectStudentsWithClass(executor).where(eq(students.id, studentId));
  return row;
}

export type StudentWithClass = NonNullable<Awaited<ReturnType<typeof findStudentWithClass>>>;

/** Every sticker of every student of a class, in one query. */
export function listClassStickers(executor: Executor, classId: number) {
  return executor
    .select({ id: stickers.id, studentId: stickers.studentId, type: stickers.type })
    .from(stickers)
    .innerJoin(students, eq(students.id, stickers.studentId))
    .where(eq(students.schoolClassId, classId))
    .orderBy(asc(stickers.id));
}

/** How many stickers of each kind the students were given after that time, in one query. */
export function countStickersSince(executor: Executor, studentIds: number[], since: Date) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ studentId: stickers.studentId, type: stickers.type, count: count() })
    .from(stickers)
    .where(and(inArray(stickers.studentId, studentIds), gt(stickers.createdAt, since)))
    .groupBy(stickers.studentId, stickers.type)
    .orderBy(asc(stickers.type));
}

export function listStudentStickers(executor: Executor, studentId: number) {
  return executor
    .select({ id: stickers.id, studentId: stickers.studentId, type: stickers.type })
    .from(stickers)
    .where(eq(stickers.studentId, studentId))
    .orderBy(asc(stickers.id));
}

export async function insertSticker(executor: Executor, studentId: number, type: number) {
  const [row] = await executor.insert(stickers).values({ studentId, type }).returning({ id: stickers.id, studentId: stickers.studentId, type: stickers.type });
  return row;
}

export async function updateStudent(executor: Executor, studentId: number, changes: { name?: string; image?: string }) {
  await executor.update(students).set(changes).where(eq(students.id, studentId));
}

export async function deleteStudent(executor: Executor, studentId: number): Promise<void> {
  await executor.delete(students).where(eq(students.id, studentId));
}

/** Links the parent to the student with that code, if no parent has used it yet; answers the student. */
export async function linkParentByInviteCode(executor: Executor, inviteCode: string, parentId: number) {
  const [row] = await executor
    .update(students)
    .set({ parentId })
    .where(and(eq(students.inviteCode, inviteCode), isNull(students.parentId)))
    .returning({ id: students.id });
  return row;
}

/** Whether the user is the parent of a student of the class. */
export async function isParentInClass(executor: Executor, userId: number, classId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: students.id })
    .from(students)
    .innerJoin(parents, eq(parents.id, students.parentId))
    .where(and(eq(students.schoolClassId, classId), eq(parents.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The parent's children with their class, its teacher and school, in one query. */
export function listChildrenOfParent(executor: Executor, parentId: number) {
  return selectStudentsWithClass(executor)
    .where(eq(students.parentId, parentId))
    .orderBy(asc(students.name), asc(students.id));
}

/** Which of these students are in the class. */
export async function filterStudentsOfClass(executor: Executor, classId: number, studentIds: number[]): Promise<number[]> {
  if (studentIds.length === 0) return [];
  const rows = await executor
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.schoolClassId, classId), inArray(students.id, studentIds)));
  return rows.map((row) => row.id);
}

/** The students of several classes with their picture, invite code and linked parent, by name. */
export function listStudentsOfClasses(executor: Executor, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: students.id,
      name: students.name,
      image: students.image,
      inviteCode: students.inviteCode,
      schoolClassId: students.schoolClassId,
      parent: userSummaryColumns(parentUsers),
    })
    .from(students)
    .leftJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(parentUsers, eq(parentUsers.id, parents.userId))
    .where(inArray(students.schoolClassId, classIds))
    .orderBy(asc(students.name), asc(students.id));
}

/**
 * The users someone may reach, in one query: for a teacher the parents of their classes; for a
 * parent the teachers and the other parents of their children's classes.
 */
export async function listReachableUserIds(executor: Executor, userId: number): Promise<number[]> {
  const result = await executor.execute(sql`
    SELECT parents.user_id AS id
      FROM teachers
      JOIN school_classes ON school_classes.teacher_id = teachers.id
      JOIN students ON students.school_class_id = school_classes.id
      JOIN parents ON parents.id = students.parent_id
     WHERE teachers.user_id = ${userId}
    UNION
    SELECT teachers.user_id
      FROM parents
      JOIN students ON students.parent_id = parents.id
      JOIN school_classes ON school_classes.id = students.school_class_id
      JOIN teachers ON teachers.id = school_classes.teacher_id
     WHERE parents.user_id = ${userId}
    UNION
    SELECT classmates_parents.user_id
      FROM parents
      JOIN students ON students.parent_id = parents.id
      JOIN students AS classmates ON classmates.school_class_id = students.school_class_id
      JOIN parents AS classmates_parents ON classmates_parents.id = classmates.parent_id
     WHERE parents.user_id = ${userId} AND classmates_parents.user_id <> ${userId}
  `);
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  return rows.map((row) => Number(row.id));
}

/** A query of the user ids of the parents of a class's students, for set-based fan-out. */
export function parentUserIdsOfClassQuery(executor: Executor, classId: number) {
  return executor
    .selectDistinct({ userId: parents.userId })
    .from(students)
    .innerJoin(parents, eq(parents.id, students.parentId))
    .where(eq(students.schoolClassId, classId));
}
