import type { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, inArray, isNull, or, Placeholder, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Executor, Schema } from '../../infra/db/client.ts';
import { preparedPerExecutor } from '../../infra/db/prepared-per-executor.ts';
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
 * students of the class they are a guardian of; whether they lead its school), for each of
 * `pairs` pairs of class and user (placeholders `class0`, `user0`, `class1` …), in one statement:
 * access and staleness are checked together, on every instance, and the checks of requests that
 * arrive together share a round trip.
 */
function selectClassesForViewers(executor: Executor, pairs: number) {
  const asked = sql.join(
    Array.from({ length: pairs }, (_, index) => sql`(${sql.placeholder(`class${index}`)}::integer, ${sql.placeholder(`user${index}`)}::integer)`),
    sql`, `,
  );
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
    .from(sql`(VALUES ${asked}) AS asked(class_id, user_id)`)
    .innerJoin(schoolClasses, eq(schoolClasses.id, sql`asked.class_id`))
    .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .leftJoin(schools, onApprovedSchoolOfTeacher());
}

type ClassesForViewersRow = Awaited<ReturnType<ReturnType<typeof selectClassesForViewers>['execute']>>[number];
export type ClassForViewerRow = Omit<ClassesForViewersRow, 'viewerId'>;

/** How `findClassesForViewers` names each pair in its answer. */
export const classViewerKey = ({ classId, userId }: ClassViewerKey) => `${classId}:${userId}`;

/**
 * The pairs one statement takes, by shape: a statement of a few fixed shapes, each prepared and
 * planned once, where one of as many pairs as asked would be planned anew for every batch size.
 * A batch goes in the smallest shape it fits, its last pair repeated to fill it.
 */
export const CLASS_VIEWER_SHAPES = [1, 2, 4, 8, 16, 32] as const;
const shapeFor = (count: number) => CLASS_VIEWER_SHAPES.find((pairs) => pairs >= count) ?? CLASS_VIEWER_SHAPES.at(-1);

/**
 * The statements prepared once per database and shape (named, so node-postgres prepares each once
 * per connection; sent unnamed with `DATABASE_PREPARED_STATEMENTS=0`, infra/db/repeated-statements.ts).
 */
const preparedOnPostgres = new Map(
  CLASS_VIEWER_SHAPES.map((pairs) => [
    pairs,
    preparedPerExecutor((executor) => selectClassesForViewers(executor, pairs).prepare(`find_classes_for_viewers_${pairs}`)),
  ]),
);

/** The statements of each shape kept for one PGlite client. */
function shapesOf<Statement>(kept: WeakMap<object, Map<number, Statement>>, owner: object): Map<number, Statement> {
  let byShape = kept.get(owner);
  if (!byShape) {
    byShape = new Map();
    kept.set(owner, byShape);
  }
  return byShape;
}

/** The placeholders' values of a shape of `pairs` pairs, the last pair asked repeated to fill it. */
function valuesOfShape(keys: ClassViewerKey[], pairs: number): Record<string, number> {
  const values: Record<string, number> = {};
  for (let index = 0; index < pairs; index += 1) {
    const key = keys[Math.min(index, keys.length - 1)] as ClassViewerKey;
    values[`class${index}`] = key.classId;
    values[`user${index}`] = key.userId;
  }
  return values;
}

/**
 * The class of each pair with how its user belongs to it, by `classViewerKey`; a pair of an
 * unknown class is absent. At most the largest shape's pairs at once (`CLASS_VIEWER_SHAPES`).
 */
export async function findClassesForViewers(executor: Executor, keys: ClassViewerKey[]): Promise<Map<string, ClassForViewerRow>> {
  const pairs = shapeFor(keys.length);
  if (keys.length === 0 || pairs === undefined || keys.length > pairs) throw new Error(`find_classes_for_viewers takes 1 to ${CLASS_VIEWER_SHAPES.at(-1)} pairs`);
  const values = valuesOfShape(keys, pairs);
  let rows: ClassesForViewersRow[];
  if (executor instanceof PgliteDatabase) {
    rows = await findOnPglite(executor as PgliteDatabase<Schema> & { $client: PGlite }, pairs, values);
  } else {
    const prepared = preparedOnPostgres.get(pairs);
    if (!prepared) throw new Error(`find_classes_for_viewers has no shape of ${pairs} pairs`);
    rows = await prepared(executor).execute(values);
  }
  return new Map(rows.map(({ viewerId, ...row }) => [classViewerKey({ classId: row.id, userId: Number(viewerId) }), row]));
}

/**
 * PGlite runs each statement Drizzle sends as a new unnamed one, planned every time, and planning
 * this one costs several times its execution: on PGlite each shape is prepared on the server once
 * (`PREPARE`, kept by its one session) and run with `EXECUTE`. The arguments are integers, written
 * into the `EXECUTE` (which takes no bind parameters) only after checking that they are.
 */
const preparedOnPglite = new WeakMap<object, Map<number, { prepared: Promise<unknown>; params: unknown[] }>>();
async function findOnPglite(database: PgliteDatabase<Schema> & { $client: PGlite }, pairs: number, values: Record<string, number>): Promise<ClassesForViewersRow[]> {
  if (!Object.values(values).every(Number.isSafeInteger)) throw new Error('class and user ids are integers');
  const client = database.$client;
  const statementName = `find_classes_for_viewers_${pairs}`;
  // Built and prepared once a shape: one `PREPARE` however many requests come before it is done
  // (a second would fail, "already exists"); the parameters it takes are kept with it.
  const shapes = shapesOf(preparedOnPglite, client);
  let shape = shapes.get(pairs);
  if (!shape) {
    const query = selectClassesForViewers(database, pairs).toSQL();
    const prepared = client.query(`PREPARE ${statementName} AS ${query.sql}`);
    shape = { prepared, params: query.params };
    shapes.set(pairs, shape);
    // A failed one is tried again by the next request.
    prepared.catch(() => shapes.delete(pairs));
  }
  await shape.prepared;
  const argumentsText = shape.params.map((param) => {
    if (param instanceof Placeholder) return String(values[param.name as string]);
    if (param === 'pending') return "'pending'";
    throw new Error(`${statementName}: an unexpected parameter`);
  });
  const { rows } = await client.query<unknown[]>(`EXECUTE ${statementName}(${argumentsText.join(', ')})`, [], { rowMode: 'array' });
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
