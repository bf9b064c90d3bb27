import { and, asc, count, eq, exists, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../infra/db/client.ts';
import { preparedPerExecutor } from '../../infra/db/prepared-per-executor.ts';
import { onApprovedSchoolOfTeacher, parents, teachers, users, userSummaryColumns, type UserSummaryRow } from '../accounts/accounts.table.ts';
import { activeCoteachings, coteachersOfClass, schoolClasses } from '../classes/classes.table.ts';
import { schools } from '../schools/schools.table.ts';
import { guardianInvitations, guardians, studentClassYears, students } from './students.table.ts';

const teacherUsers = alias(users, 'teacher_users');

/**
 * A student's guardians as user summaries, earliest first, in the same row (a correlated
 * subquery), so that a list of students stays one query whatever its size.
 */
const guardiansOfStudent = sql<UserSummaryRow[]>`(
  SELECT coalesce(json_agg(json_build_object('id', guardian_users.id, 'firstName', guardian_users.first_name,
           'lastName', guardian_users.last_name, 'profilePicture', guardian_users.profile_picture) ORDER BY guardians.id), '[]'::json)
    FROM guardians
    JOIN parents AS guardian_parents ON guardian_parents.id = guardians.parent_id
    JOIN users AS guardian_users ON guardian_users.id = guardian_parents.user_id
   WHERE guardians.student_id = "students"."id"
)`;

/** The ids of the students the parent is a guardian of, as a subquery. */
function studentIdsOfParent(executor: Executor, parentId: number | Placeholder) {
  return executor.select({ id: guardians.studentId }).from(guardians).where(eq(guardians.parentId, parentId));
}
/** Inserts a student; null when the invite code happens to be taken already. */
export async function insertStudent(executor: Executor, student: { name: string; schoolClassId: number; inviteCode: string }) {
  const [row] = await executor.insert(students).values(student).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Students with everything the portfolio, the children list and the access rules need: the
 * class, its teacher and school, and the linked parent. One query, filtered by the caller.
 */
const studentWithClassFields = {
  id: students.id,
  name: students.name,
  image: students.image,
  inviteCode: students.inviteCode,
  guardians: guardiansOfStudent,
  schoolClass: { id: schoolClasses.id, name: schoolClasses.name, archivedAt: schoolClasses.archivedAt },
  teacher: userSummaryColumns(teacherUsers),
  coteachers: coteachersOfClass(schoolClasses.id),
  school: { id: schools.id, name: schools.name, city: schools.city, country: schools.country },
};

function selectStudentsWithClass(executor: Executor) {
  return executor
    .select(studentWithClassFields)
    .from(students)
    .innerJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId))
    .innerJoin(teacherUsers, eq(teacherUsers.id, teachers.userId))
    .leftJoin(schools, onApprovedSchoolOfTeacher())
    .$dynamic();
}

export async function findStudentWithClass(executor: Executor, studentId: number) {
  const [row] = await selectStudentsWithClass(executor).where(eq(students.id, studentId));
  return row;
}

/**
 * `findStudentWithClass` outside a transaction, as a statement prepared once: the rules of other
 * features about a child read it on every request.
 */
export function prepareFindStudentWithClass(db: Database) {
  const statement = selectStudentsWithClass(db).where(eq(students.id, sql.placeholder('studentId'))).prepare('find_student_with_class');
  return async (studentId: number) => {
    const [row] = await statement.execute({ studentId });
    return row;
  };
}

/** The classes of the student's past years in the same row, the latest first (a correlated subquery). */
const pastClassesOfStudent = sql<{ id: number; name: string; archivedAt: string | null; endedAt: string; contentVersion: number }[]>`(
  SELECT coalesce(json_agg(json_build_object('id', past_classes.id, 'name', past_classes.name,
           'archivedAt', past_classes.archived_at, 'endedAt', student_class_years.ended_at,
           'contentVersion', past_classes.content_version)
           ORDER BY student_class_years.ended_at DESC, student_class_years.id DESC), '[]'::json)
    FROM student_class_years
    JOIN school_classes AS past_classes ON past_classes.id = student_class_years.school_class_id
   WHERE student_class_years.student_id = "students"."id"
)`;

/** A class of one of the student's past years, with when the student left it and its content version. */
export interface PastClass {
  id: number;
  name: string;
  archivedAt: Date | null;
  endedAt: Date;
  contentVersion: number;
}

/**
 * The student as `findStudentWithClass` reads it, with the content version of its class (migration
 * 0034) and the classes of its past years, each with when it left it and its content version: the
 * child's stickers and work are class content, so any write to them changes one of these versions.
 */
export interface PortfolioChild {
  student: StudentWithClass;
  contentVersion: number;
  pastClasses: PastClass[];
}

/**
 * `PortfolioChild` as one JSON text, built by PostgreSQL. The portfolio reads it on every request:
 * as one text column the driver parses nothing, and the same text means the same child, so the
 * portfolio parses it and writes its answer's head only when it changed (`parsePortfolioChild`).
 * The teacher and the school are looked up by their keys in subqueries: joined, the planner may
 * merge the users' whole key index up to the teacher's id, on every request.
 */
const portfolioChildJson = sql<string>`json_build_object(
  'id', ${students.id}, 'name', ${students.name}, 'image', ${students.image}, 'inviteCode', ${students.inviteCode},
  'guardians', ${guardiansOfStudent},
  'schoolClass', json_build_object('id', ${schoolClasses.id}, 'name', ${schoolClasses.name}, 'archivedAt', ${schoolClasses.archivedAt}),
  'teacher', (
    SELECT json_build_object('id', teacher_users.id, 'firstName', teacher_users.first_name,
             'lastName', teacher_users.last_name, 'profilePicture', teacher_users.profile_picture)
      FROM users AS teacher_users
     WHERE teacher_users.id = ${teachers.userId}
  ),
  'coteachers', ${coteachersOfClass(schoolClasses.id)},
  'school', (
    SELECT json_build_object('id', ${schools.id}, 'name', ${schools.name}, 'city', ${schools.city}, 'country', ${schools.country})
      FROM ${schools}
     WHERE ${onApprovedSchoolOfTeacher()}
  ),
  'contentVersion', ${schoolClasses.contentVersion},
  'pastClasses', ${pastClassesOfStudent}
)::text`;

/**
 * The portfolio's children (`portfolioChildJson`) as JSON text by id, in one statement prepared
 * once, whatever their number; an unknown id is absent.
 */
export function prepareFindPortfolioChildren(db: Database) {
  const select = () =>
    db
      .select({ id: students.id, child: portfolioChildJson })
      .from(students)
      .innerJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
      .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId));
  // One child, the usual read, has a statement of its own: PostgreSQL keeps one plan for it. A
  // list of unknown length is planned for each call's ids instead (its plan made once counts on
  // ten children, each with its subqueries), which cost 2.3 ms against 0.25 ms to run it
  // (docs/decisions.md, "Plans kept").
  const one = select().where(eq(students.id, sql.placeholder('studentId'))).prepare('find_portfolio_child');
  const several = select()
    .where(sql`${students.id} = ANY(${sql.placeholder('studentIds')}::integer[])`)
    .prepare('find_portfolio_children');
  return async (studentIds: number[]): Promise<Map<number, string>> => {
    const [onlyId] = studentIds;
    const rows = studentIds.length === 1 && onlyId !== undefined ? await one.execute({ studentId: onlyId }) : await several.execute({ studentIds });
    return new Map(rows.map(({ id, child }) => [id, child]));
  };
}

/** The text of `prepareFindPortfolioChildren` as the rules and the portfolio read it: timestamps as dates. */
export function parsePortfolioChild(text: string): PortfolioChild {
  const { contentVersion, pastClasses, schoolClass, ...student } = JSON.parse(text) as Omit<StudentWithClass, 'schoolClass'> & {
    schoolClass: { id: number; name: string; archivedAt: string | null };
    contentVersion: number;
    pastClasses: { id: number; name: string; archivedAt: string | null; endedAt: string; contentVersion: number }[];
  };
  const toDate = (timestamp: string | null) => (timestamp === null ? null : new Date(timestamp));
  return {
    student: { ...student, schoolClass: { ...schoolClass, archivedAt: toDate(schoolClass.archivedAt) } },
    contentVersion,
    pastClasses: pastClasses.map((past) => ({ ...past, archivedAt: toDate(past.archivedAt), endedAt: new Date(past.endedAt) })),
  };
}

export type StudentWithClass = NonNullable<Awaited<ReturnType<typeof findStudentWithClass>>>;

export async function updateStudent(executor: Executor, studentId: number, changes: { name?: string; image?: string }) {
  await executor.update(students).set(changes).where(eq(students.id, studentId));
}

export async function deleteStudent(executor: Executor, studentId: number): Promise<void> {
  await executor.delete(students).where(eq(students.id, studentId));
}

/** The student whose unused invite code it is, locked until the end of the transaction. */
export async function lockStudentByInviteCode(executor: Executor, inviteCode: string) {
  const [row] = await executor.select({ id: students.id }).from(students).where(eq(students.inviteCode, inviteCode)).for('update');
  return row;
}

/** Locks the student row, so that two links of the same child are counted one after the other. */
export async function lockStudent(executor: Executor, studentId: number) {
  const [row] = await executor.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for('update');
  return row;
}

export async function countGuardians(executor: Executor, studentId: number): Promise<number> {
  const [row] = await executor.select({ count: count() }).from(guardians).where(eq(guardians.studentId, studentId));
  return row?.count ?? 0;
}

/** Makes the parent a guardian of the student; false when they already are. */
export async function insertGuardian(executor: Executor, studentId: number, parentId: number): Promise<boolean> {
  const inserted = await executor.insert(guardians).values({ studentId, parentId }).onConflictDoNothing().returning({ id: guardians.id });
  return inserted.length > 0;
}

/** Unlinks the user (a guardian) from the student; false when they were not linked. */
export async function deleteGuardianByUser(executor: Executor, studentId: number, userId: number): Promise<boolean> {
  const deleted = await executor
    .delete(guardians)
    .where(
      and(
        eq(guardians.studentId, studentId),
        inArray(guardians.parentId, executor.select({ id: parents.id }).from(parents).where(eq(parents.userId, userId))),
      ),
    )
    .returning({ id: guardians.id });
  return deleted.length > 0;
}

/** Sets (or clears, with null) the student's invite code; false when the code is taken already. */
export async function setInviteCode(executor: Executor, studentId: number, inviteCode: string | null): Promise<boolean> {
  const updated = await executor
    .update(students)
    .set({ inviteCode })
    .where(eq(students.id, studentId))
    .returning({ id: students.id })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') return [];
      throw error;
    });
  return updated.length > 0;
}

export async function insertGuardianInvitation(
  executor: Executor,
  invitation: { studentId: number; invitedById: number; email: string; tokenHash: string; expiresAt: Date },
) {
  await executor.insert(guardianInvitations).values(invitation);
}

/** Stores several invitations in one statement (a roster import's). */
export async function insertGuardianInvitations(executor: Executor, invitations: (typeof guardianInvitations.$inferInsert)[]) {
  if (invitations.length > 0) await executor.insert(guardianInvitations).values(invitations);
}

/** Locks the classes' rows, so that two imports into one class run one after the other. */
export async function lockClasses(executor: Executor, classIds: number[]): Promise<void> {
  if (classIds.length === 0) return;
  await executor.select({ id: schoolClasses.id }).from(schoolClasses).where(inArray(schoolClasses.id, classIds)).orderBy(asc(schoolClasses.id)).for('update');
}

/**
 * The students of the classes as a roster import compares them: each with the addresses of its
 * guardians' accounts and of its invitations still open (unused, unexpired), lower-cased.
 */
export function listRosterOfClasses(executor: Executor, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: students.id,
      name: students.name,
      schoolClassId: students.schoolClassId,
      guardianEmails: sql<string[]>`(
        SELECT coalesce(json_agg(lower(guardian_users.email)), '[]'::json)
          FROM guardians
          JOIN parents AS guardian_parents ON guardian_parents.id = guardians.parent_id
          JOIN users AS guardian_users ON guardian_users.id = guardian_parents.user_id
         WHERE guardians.student_id = "students"."id")`,
      invitedEmails: sql<string[]>`(
        SELECT coalesce(json_agg(lower(open_invitations.email)), '[]'::json)
          FROM guardian_invitations AS open_invitations
         WHERE open_invitations.student_id = "students"."id" AND open_invitations.used_at IS NULL AND open_invitations.expires_at > now())`,
    })
    .from(students)
    .where(inArray(students.schoolClassId, classIds))
    .orderBy(asc(students.id));
}

/** The invitation with that secret's hash, locked; undefined for an unknown one. */
export async function lockGuardianInvitation(executor: Executor, tokenHash: string) {
  const [row] = await executor.select().from(guardianInvitations).where(eq(guardianInvitations.tokenHash, tokenHash)).for('update');
  return row;
}

export async function markGuardianInvitationUsed(executor: Executor, invitationId: number) {
  await executor.update(guardianInvitations).set({ usedAt: new Date() }).where(eq(guardianInvitations.id, invitationId));
}

/**
 * Whether the user is the parent of a student of the class, now or in a year that has ended: a
 * family keeps seeing the archived class its child moved on from.
 */
export async function isParentInClass(executor: Executor, userId: number, classId: number): Promise<boolean> {
  const wasInClass = executor
    .select({ id: studentClassYears.id })
    .from(studentClassYears)
    .where(and(eq(studentClassYears.studentId, students.id), eq(studentClassYears.schoolClassId, classId)));
  const [row] = await executor
    .select({ id: students.id })
    .from(students)
    .innerJoin(guardians, eq(guardians.studentId, students.id))
    .innerJoin(parents, eq(parents.id, guardians.parentId))
    .where(and(or(eq(students.schoolClassId, classId), exists(wasInClass)), eq(parents.userId, userId)))
    .limit(1);
  return row !== undefined;
}

const childrenOfParentStatement = preparedPerExecutor((executor) =>
  selectStudentsWithClass(executor)
    .where(inArray(students.id, studentIdsOfParent(executor, sql.placeholder('parentId'))))
    .orderBy(asc(students.name), asc(students.id))
    .prepare('list_children_of_parent'),
);

/** The parent's children with their class, its teacher and school, in one query. */
export function listChildrenOfParent(executor: Executor, parentId: number) {
  return childrenOfParentStatement(executor).execute({ parentId });
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

/**
 * A student's stickers (id and kind), oldest first, in the same row; with `before`, only those
 * given before that time (a class's year that ended keeps the stickers of that year).
 */
function stickersOfStudent(before?: SQL) {
  return sql<{ id: number; type: number }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', student_stickers.id, 'type', student_stickers.type) ORDER BY student_stickers.id), '[]'::json)
      FROM stickers AS student_stickers
     WHERE student_stickers.student_id = "students"."id"${before ? sql` AND student_stickers.created_at < ${before}` : sql``}
  )`;
}

/**
 * The class page's students in one query, whatever their number: those now in the class and
 * those who were in it when its year ended, each with guardians and the stickers of their time
 * in the class. Unsorted: the caller sorts by name as people read names.
 */
export function listClassPageStudents(executor: Executor, classId: number) {
  const current = executor
    .select({
      id: students.id,
      name: students.name,
      image: students.image,
      inviteCode: students.inviteCode,
      guardians: guardiansOfStudent,
      stickers: stickersOfStudent(),
    })
    .from(students)
    .where(eq(students.schoolClassId, classId));
  const former = executor
    .select({
      id: students.id,
      name: students.name,
      image: students.image,
      inviteCode: students.inviteCode,
      guardians: guardiansOfStudent,
      stickers: stickersOfStudent(sql`"student_class_years"."ended_at"`),
    })
    .from(studentClassYears)
    .innerJoin(students, eq(students.id, studentClassYears.studentId))
    .where(eq(studentClassYears.schoolClassId, classId));
  return current.unionAll(former);
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
      guardians: guardiansOfStudent,
    })
    .from(students)
    .where(inArray(students.schoolClassId, classIds))
    .orderBy(asc(students.name), asc(students.id));
}

/**
 * The users someone may reach, in one query: for a teacher the parents of their classes (owned or
 * co-taught); for a parent the teachers (owner and co-teachers) and the other parents of their
 * children's classes. An archived class reaches no one (docs/decisions.md, "A new school year").
 */
export async function listReachableUserIds(executor: Executor, userId: number): Promise<number[]> {
  const result = await executor.execute(sql`
    SELECT parents.user_id AS id
      FROM teachers
      JOIN school_classes ON school_classes.teacher_id = teachers.id
      JOIN students ON students.school_class_id = school_classes.id
      JOIN guardians ON guardians.student_id = students.id
      JOIN parents ON parents.id = guardians.parent_id
     WHERE teachers.user_id = ${userId} AND school_classes.archived_at IS NULL
    UNION
    SELECT parents.user_id
      FROM teachers
      JOIN ${activeCoteachings} AS coteachings ON coteachings.teacher_id = teachers.id
      JOIN students ON students.school_class_id = coteachings.school_class_id
      JOIN guardians ON guardians.student_id = students.id
      JOIN parents ON parents.id = guardians.parent_id
     WHERE teachers.user_id = ${userId}
    UNION
    SELECT teachers.user_id
      FROM parents
      JOIN guardians ON guardians.parent_id = parents.id
      JOIN students ON students.id = guardians.student_id
      JOIN school_classes ON school_classes.id = students.school_class_id
      JOIN teachers ON teachers.id = school_classes.teacher_id
     WHERE parents.user_id = ${userId} AND school_classes.archived_at IS NULL
    UNION
    SELECT coteacher_profiles.user_id
      FROM parents
      JOIN guardians ON guardians.parent_id = parents.id
      JOIN students ON students.id = guardians.student_id
      JOIN ${activeCoteachings} AS coteachings ON coteachings.school_class_id = students.school_class_id
      JOIN teachers AS coteacher_profiles ON coteacher_profiles.id = coteachings.teacher_id
     WHERE parents.user_id = ${userId}
    UNION
    SELECT classmates_parents.user_id
      FROM parents
      JOIN guardians ON guardians.parent_id = parents.id
      JOIN students ON students.id = guardians.student_id
      JOIN school_classes ON school_classes.id = students.school_class_id AND school_classes.archived_at IS NULL
      JOIN students AS classmates ON classmates.school_class_id = students.school_class_id
      JOIN guardians AS classmates_guardians ON classmates_guardians.student_id = classmates.id
      JOIN parents AS classmates_parents ON classmates_parents.id = classmates_guardians.parent_id
     WHERE parents.user_id = ${userId} AND classmates_parents.user_id <> ${userId}
  `);
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  return rows.map((row) => Number(row.id));
}

/**
 * The oldest class both users belong to (as its teacher or a guardian of one of its students)
 * whose teacher a school has approved, in one query; null when they share none.
 */
/** The classes a user belongs to, as teacher (owner) or guardian, as a query to combine. */
const classesOfUser = (user: number) => sql`
    SELECT school_classes.id FROM school_classes JOIN teachers ON teachers.id = school_classes.teacher_id WHERE teachers.user_id = ${user}
    UNION
    SELECT students.school_class_id FROM students
      JOIN guardians ON guardians.student_id = students.id
      JOIN parents ON parents.id = guardians.parent_id
     WHERE parents.user_id = ${user}`;

export async function findSharedClassWithSchool(executor: Executor, userId: number, otherUserId: number): Promise<number | null> {
  const result = await executor.execute(sql`
    SELECT shared.id FROM ((${classesOfUser(userId)}) INTERSECT (${classesOfUser(otherUserId)})) AS shared
      JOIN school_classes ON school_classes.id = shared.id
      JOIN teachers ON teachers.id = school_classes.teacher_id
     WHERE teachers.school_id IS NOT NULL AND teachers.school_role <> 'pending'
     ORDER BY shared.id
     LIMIT 1`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return row ? Number(row.id) : null;
}

/** The oldest class both users belong to, whether or not it has a school. */
export async function findSharedClass(executor: Executor, userId: number, otherUserId: number): Promise<number | null> {
  const result = await executor.execute(sql`
    SELECT shared.id FROM ((${classesOfUser(userId)}) INTERSECT (${classesOfUser(otherUserId)})) AS shared
     ORDER BY shared.id
     LIMIT 1`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return row ? Number(row.id) : null;
}

/** A query of the user ids of the parents of a class's students, for set-based fan-out. */
export function parentUserIdsOfClassQuery(executor: Executor, classId: number) {
  return executor
    .selectDistinct({ userId: parents.userId })
    .from(students)
    .innerJoin(guardians, eq(guardians.studentId, students.id))
    .innerJoin(parents, eq(parents.id, guardians.parentId))
    .where(eq(students.schoolClassId, classId));
}

/**
 * Moves students on to other classes, recording the class they leave. The caller runs it in the
 * transaction that archives the class; one update per target class.
 */
export async function moveStudents(executor: Executor, fromClassId: number, moves: { studentId: number; toClassId: number }[], endedAt: Date) {
  if (moves.length === 0) return;
  await executor
    .insert(studentClassYears)
    .values(moves.map(({ studentId }) => ({ studentId, schoolClassId: fromClassId, endedAt })))
    .onConflictDoNothing();
  const byTarget = new Map<number, number[]>();
  for (const { studentId, toClassId } of moves) byTarget.set(toClassId, [...(byTarget.get(toClassId) ?? []), studentId]);
  for (const [toClassId, studentIds] of byTarget) {
    await executor
      .update(students)
      .set({ schoolClassId: toClassId })
      .where(and(eq(students.schoolClassId, fromClassId), inArray(students.id, studentIds)));
  }
}

/**
 * The user ids of every guardian of a child in a class of the school, as a subquery: a class
 * belongs to the school of its teacher once approved (`onApprovedSchoolOfTeacher`), and archived ones are left out.
 */
export function guardianUserIdsOfSchoolQuery(executor: Executor, schoolId: number) {
  return executor
    .selectDistinct({ userId: parents.userId })
    .from(students)
    .innerJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId))
    .innerJoin(schools, onApprovedSchoolOfTeacher())
    .innerJoin(guardians, eq(guardians.studentId, students.id))
    .innerJoin(parents, eq(parents.id, guardians.parentId))
    // A class whose year has ended is out of new notifications (docs/decisions.md, "A new school year").
    .where(and(eq(schools.id, schoolId), isNull(schoolClasses.archivedAt)));
}
