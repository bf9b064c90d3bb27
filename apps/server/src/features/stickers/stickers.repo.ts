import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../infra/db/client.ts';
import { teachers } from '../accounts/accounts.table.ts';
import { coteachersOfClass, schoolClasses } from '../classes/classes.table.ts';
import { students } from '../students/students.table.ts';
import { stickers } from './stickers.table.ts';

const stickerColumns = { id: stickers.id, studentId: stickers.studentId, type: stickers.type };

/** The student a sticker would go to, with their class's owner (user id) and co-teachers; undefined when there is none. */
export async function findStudentWithTeacher(executor: Executor, studentId: number) {
  const [row] = await executor
    .select({ id: students.id, teacherUserId: teachers.userId, coteachers: coteachersOfClass(schoolClasses.id), archivedAt: schoolClasses.archivedAt })
    .from(students)
    .innerJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId))
    .where(eq(students.id, studentId));
  return row;
}

export function listStudentStickers(executor: Executor, studentId: number) {
  return executor.select(stickerColumns).from(stickers).where(eq(stickers.studentId, studentId)).orderBy(asc(stickers.id));
}

/**
 * A student's stickers with when each was given, oldest first (the years of a portfolio split them
 * by date), as a statement prepared once: the portfolio's.
 */
export function prepareListStickersWithDates(db: Database) {
  const statement = db
    .select({ ...stickerColumns, createdAt: stickers.createdAt })
    .from(stickers)
    .where(eq(stickers.studentId, sql.placeholder('studentId')))
    .orderBy(asc(stickers.id))
    .prepare('list_stickers_with_dates');
  return (studentId: number) => statement.execute({ studentId });
}

export async function insertSticker(executor: Executor, studentId: number, type: number) {
  const [row] = await executor.insert(stickers).values({ studentId, type }).returning(stickerColumns);
  return row;
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
