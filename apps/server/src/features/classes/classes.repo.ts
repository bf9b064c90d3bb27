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

/** A class asked for by a user: the key of `findClassesForViewers`. */
export interface ClassViewerKey {
  classId: number;
  userId: number;
}

/**
 * What `findClass` reads, with the class's content version and how the user belongs to it (the
 * students of the class they are a guardian of; whether they lead its school), for each pair of
 * class and user asked for, in one statement: access and staleness are checked together, on every
 * instance, and the checks of requests that arrive together share a round trip.
 */
function selectClassesForViewers(executor: Executor, classIds: Placeholder, userIds: Placeholder) {
  const viewerId = sql`asked.user_id`;
  return executor
    .select({
      viewerId: sql<number>`asked.user_id`,
      id: schoolClasses.id,
      name: schoolClasses.name,
      archivedAt: schoolClasses.archivedAt,
      contentVersion: schoolClasses.contentVersion,
      teacherId: teachers.id,
      teacher: userSummaryColumns(users),
      coteachers: coteachersOfClass(schoolClasses.id),
      school: { id: schools.id, name: schools.name, city: schools.city, country: schools.country },
      guardedStudentIds: guardedStudentIdsOfClass(viewerId, schoolClasses.id),
      leadsSchool: sql<boolean>`EXISTS (SELECT 1 FROM teachers AS leading_teachers
        WHERE leading_teachers.user_id = ${viewerId} AND leading_teachers.school_role = 'leader' AND leading_teachers.school_id = ${schools.id})`,
    })
    .from(sql`unnest(${classIds}::integer[], ${userIds}::integer[]) AS asked(class_id, user_id)`)
    .innerJoin(schoolClasses, eq(schoolClasses.id, sql`asked.class_id`))
    .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .leftJoin(schools, onApprovedSchoolOfTeacher());
}

type ClassesForViewersRow = Awaited<ReturnType<ReturnType<typeof selectClassesForViewers>['execute']>>[number];
export type ClassForViewerRow = Omit<ClassesForViewersRow, 'viewerId'>;

/** How `findClassesForViewers` names each pair in its answer. */
export const classViewerKey = ({ classId, userId }: ClassViewerKey) => `${classId}:${userId}`;

/** The statement prepared once per database (named, so node-postgres prepares it once per connection). */
const preparedOnPostgres = new WeakMap<Executor, ReturnType<typeof prepareOnPostgres>>();
function prepareOnPostgres(executor: Executor) {
  return selectClassesForViewers(executor, sql.placeholder('classIds'), sql.placeholder('userIds')).prepare('find_classes_for_viewers');
}

/**
 * The class of each pair with how its user belongs to it, by `classId:userId`; a pair of an
 * unknown class is absent.
 */
export async function findClassesForViewers(executor: Executor, keys: ClassViewerKey[]): Promise<Map<string, ClassForViewerRow>> {
  const classIds = keys.map((key) => key.classId);
  const userIds = keys.map((key) => key.userId);
  let rows: ClassesForViewersRow[];
  if (executor instanceof PgliteDatabase) {
    rows = await findOnPglite(executor as PgliteDatabase<Schema> & { $client: PGlite }, classIds, userIds);
  } else {
    let prepared = preparedOnPostgres.get(executor);
    if (!prepared) {
      prepared = prepareOnPostgres(executor);
      preparedOnPostgres.set(executor, prepared);
    }
    rows = await prepared.execute({ classIds, userIds });
  }
  return new Map(rows.map(({ viewerId, ...row }) => [classViewerKey({ classId: row.id, userId: Number(viewerId) }), row]));
}

/** One class for one viewer (`findClassesForViewers` with one pair). */
export async function findClassForViewer(executor: Executor, classId: number, userId: number): Promise<ClassForViewerRow | undefined> {
  return (await findClassesForViewers(executor, [{ classId, userId }])).get(classViewerKey({ classId, userId }));
}

/**
 * PGlite runs each statement Drizzle sends as a new unnamed one, planned every time, and planning
 * this one costs several times its execution: on PGlite it is prepared on the server once
 * (`PREPARE`, kept by its one session) and run with `EXECUTE`. The arguments are integers, written
 * into the `EXECUTE` (which takes no bind parameters) only after checking that they are.
 */
const preparedOnPglite = new WeakMap<object, Promise<unknown>>();
async function findOnPglite(database: PgliteDatabase<Schema> & { $client: PGlite }, classIds: number[], userIds: number[]): Promise<ClassesForViewersRow[]> {
  if (![...classIds, ...userIds].every(Number.isSafeInteger)) throw new Error('class and user ids are integers');
  const client = database.$client;
  const query = selectClassesForViewers(database, sql.placeholder('classIds'), sql.placeholder('userIds')).toSQL();
  // One `PREPARE` however many requests come before it is done: a second would fail ("already exists").
  let preparing = preparedOnPglite.get(client);
  if (!preparing) {
    preparing = client.query(`PREPARE find_classes_for_viewers AS ${query.sql}`);
    preparedOnPglite.set(client, preparing);
    // A failed one is tried again by the next request.
    preparing.catch(() => preparedOnPglite.delete(client));
  }
  await preparing;
  const values = { classIds, userIds };
  const argumentsText = query.params.map((param) => {
    if (param instanceof Placeholder) return `ARRAY[${values[param.name as keyof typeof values].join(', ')}]::integer[]`;
    if (param === 'pending') return "'pending'";
    throw new Error('find_classes_for_viewers: an unexpected parameter');
  });
  const { rows } = await client.query<unknown[]>(`EXECUTE find_classes_for_viewers(${argumentsText.join(', ')})`, [], { rowMode: 'array' });
  return rows.map((row) => {
    const [viewerId, id, name, archivedAt, contentVersion, teacherId, teacherUserId, firstName, lastName, profilePicture, coteachers, schoolId, schoolName, city, country, guardedStudentIds, leadsSchool] =
      row as [number, number, string, Date | null, number, number, number, string, string, string | null, ClassForViewerRow['coteachers'], number | null, string, string, string, number[], boolean];
    return {
      viewerId,
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
  });
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
