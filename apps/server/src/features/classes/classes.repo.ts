import type { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, inArray, isNull, or, Placeholder, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Executor, Schema } from '../../infra/db/client.ts';
import { onApprovedSchoolOfTeacher, teachers, users, userSummaryColumns } from '../accounts/accounts.table.ts';
import { schools } from '../schools/schools.table.ts';
import { guardedStudentIdsOfClass } from '../students/students.table.ts';
import { activeCoteachings, coteachersOfClass, schoolClasses } from './classes.table.ts';

export async function insertClass(executor: Executor, teacherId: number, name: string) {
  const [row] = await executor.insert(schoolClasses).values({ teacherId, name }).returning({ id: schoolClasses.id, name: schoolClasses.name });
  return row;
}

/** The classes the teacher teaches: those they own and those they co-teach. */
export function listClassesOfTeacher(executor: Executor, teacherId: number) {
  return executor
    .select({ id: schoolClasses.id, name: schoolClasses.name, archivedAt: schoolClasses.archivedAt })
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
      archivedAt: schoolClasses.archivedAt,
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

/**
 * What `findClass` reads, with the class's content version and how the user belongs to it (the
 * students of the class they are a guardian of; whether they lead its school), in one statement:
 * access and staleness are checked together, on every instance.
 */
function selectClassForViewer(executor: Executor, userId: Placeholder, classId: Placeholder) {
  return executor
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      archivedAt: schoolClasses.archivedAt,
      contentVersion: schoolClasses.contentVersion,
      teacherId: teachers.id,
      teacher: userSummaryColumns(users),
      coteachers: coteachersOfClass(schoolClasses.id),
      school: { id: schools.id, name: schools.name, city: schools.city, country: schools.country },
      guardedStudentIds: guardedStudentIdsOfClass(sql`${userId}`, schoolClasses.id),
      leadsSchool: sql<boolean>`EXISTS (SELECT 1 FROM teachers AS leading_teachers
        WHERE leading_teachers.user_id = ${userId} AND leading_teachers.school_role = 'leader' AND leading_teachers.school_id = ${schools.id})`,
    })
    .from(schoolClasses)
    .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .leftJoin(schools, onApprovedSchoolOfTeacher())
    .where(eq(schoolClasses.id, classId));
}

export type ClassForViewerRow = NonNullable<Awaited<ReturnType<typeof selectClassForViewer>>[number]>;

/** The statement prepared once per database (named, so node-postgres prepares it once per connection). */
const preparedOnPostgres = new WeakMap<Executor, ReturnType<typeof prepareOnPostgres>>();
function prepareOnPostgres(executor: Executor) {
  return selectClassForViewer(executor, sql.placeholder('userId'), sql.placeholder('classId')).prepare('find_class_for_viewer');
}

/**
 * PGlite runs each statement Drizzle sends as a new unnamed one, planned every time, and planning
 * this one costs several times its execution: on PGlite it is prepared on the server once
 * (`PREPARE`, kept by its one session) and run with `EXECUTE`. The arguments are integers, written
 * into the `EXECUTE` (which takes no bind parameters) only after checking that they are.
 */
const preparedOnPglite = new WeakMap<object, Promise<unknown>>();
async function findOnPglite(database: PgliteDatabase<Schema> & { $client: PGlite }, classId: number, userId: number): Promise<ClassForViewerRow | undefined> {
  if (!Number.isSafeInteger(classId) || !Number.isSafeInteger(userId)) throw new Error('class and user ids are integers');
  const client = database.$client;
  const query = selectClassForViewer(database, sql.placeholder('userId'), sql.placeholder('classId')).toSQL();
  // One `PREPARE` however many requests come before it is done: a second would fail ("already exists").
  let preparing = preparedOnPglite.get(client);
  if (!preparing) {
    preparing = client.query(`PREPARE find_class_for_viewer AS ${query.sql}`);
    preparedOnPglite.set(client, preparing);
    // A failed one is tried again by the next request.
    preparing.catch(() => preparedOnPglite.delete(client));
  }
  await preparing;
  const values = { userId, classId };
  const argumentsText = query.params.map((param) => {
    if (param instanceof Placeholder) return String(values[param.name as keyof typeof values]);
    if (param === 'pending') return "'pending'";
    throw new Error('find_class_for_viewer: an unexpected parameter');
  });
  const { rows } = await client.query<unknown[]>(`EXECUTE find_class_for_viewer(${argumentsText.join(', ')})`, [], { rowMode: 'array' });
  const [row] = rows;
  if (!row) return undefined;
  const [id, name, archivedAt, contentVersion, teacherId, teacherUserId, firstName, lastName, profilePicture, coteachers, schoolId, schoolName, city, country, guardedStudentIds, leadsSchool] =
    row as [number, string, Date | null, number, number, number, string, string, string | null, ClassForViewerRow['coteachers'], number | null, string, string, string, number[], boolean];
  return {
    id,
    name,
    archivedAt,
    contentVersion,
    teacherId,
    teacher: { id: teacherUserId, firstName, lastName, profilePicture },
    coteachers,
    school: schoolId === null ? null : { id: schoolId, name: schoolName, city, country },
    guardedStudentIds,
    leadsSchool,
  };
}

export async function findClassForViewer(executor: Executor, classId: number, userId: number): Promise<ClassForViewerRow | undefined> {
  if (executor instanceof PgliteDatabase) return findOnPglite(executor as PgliteDatabase<Schema> & { $client: PGlite }, classId, userId);
  let prepared = preparedOnPostgres.get(executor);
  if (!prepared) {
    prepared = prepareOnPostgres(executor);
    preparedOnPostgres.set(executor, prepared);
  }
  const [row] = await prepared.execute({ classId, userId });
  return row;
}

export function listClassNames(executor: Executor, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return executor.select({ id: schoolClasses.id, name: schoolClasses.name }).from(schoolClasses).where(inArray(schoolClasses.id, classIds));
}

/** The classes of the school's approved teachers (a waiting teacher's classes are in no school), each with its teacher. */
export function listClassesOfSchool(executor: Executor, schoolId: number) {
  return executor
    .select({ id: schoolClasses.id, name: schoolClasses.name, teacherId: teachers.id, teacher: userSummaryColumns(users) })
    .from(schoolClasses)
    .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .innerJoin(schools, and(onApprovedSchoolOfTeacher(), eq(schools.id, schoolId)))
    .orderBy(asc(schoolClasses.name), asc(schoolClasses.id));
}

/** Archives the class unless it is already; false when it was (two year ends at once: one wins). */
export async function archiveClass(executor: Executor, classId: number, at: Date): Promise<boolean> {
  const updated = await executor
    .update(schoolClasses)
    .set({ archivedAt: at })
    .where(and(eq(schoolClasses.id, classId), isNull(schoolClasses.archivedAt)))
    .returning({ id: schoolClasses.id });
  return updated.length > 0;
}
/**
 * The classes of the teacher, and those of their school's approved teachers when `schoolId` is
 * given, with each class's teacher: the classes a roster file may name.
 */
export function listClassesOfTeacherOrSchool(executor: Executor, teacherId: number, schoolId: number | null) {
  return executor
    .select({ id: schoolClasses.id, name: schoolClasses.name, teacher: userSummaryColumns(users) })
    .from(schoolClasses)
    .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .leftJoin(schools, onApprovedSchoolOfTeacher())
    .where(schoolId === null ? eq(schoolClasses.teacherId, teacherId) : or(eq(schoolClasses.teacherId, teacherId), eq(schools.id, schoolId)))
    .orderBy(asc(schoolClasses.name), asc(schoolClasses.id));
}
