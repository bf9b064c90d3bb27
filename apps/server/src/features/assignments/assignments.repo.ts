import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../infra/db/client.ts';
import { students } from '../students/students.table.ts';
import { assignees, assignmentResponses, assignments } from './assignments.table.ts';

export type AssignmentRow = typeof assignments.$inferSelect;
export type ResponseRow = typeof assignmentResponses.$inferSelect;

/** Inserts an assignment; null when its code happens to be taken already. */
export async function insertAssignment(
  executor: Executor,
  values: Pick<AssignmentRow, 'schoolClassId' | 'title' | 'description' | 'maximumScore' | 'responseFormat' | 'code'>,
) {
  const [row] = await executor.insert(assignments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findAssignment(executor: Executor, assignmentId: number) {
  const [row] = await executor.select().from(assignments).where(eq(assignments.id, assignmentId));
  return row;
}

export async function findAssignmentByCode(executor: Executor, code: string) {
  const [row] = await executor.select().from(assignments).where(eq(assignments.code, code));
  return row;
}

export async function updateAssignment(
  executor: Executor,
  assignmentId: number,
  changes: Pick<AssignmentRow, 'title' | 'description' | 'maximumScore' | 'responseFormat'>,
) {
  const [row] = await executor.update(assignments).set(changes).where(eq(assignments.id, assignmentId)).returning();
  return row;
}

export async function deleteAssignment(executor: Executor, assignmentId: number): Promise<void> {
  await executor.delete(assignments).where(eq(assignments.id, assignmentId));
}

/** Newest first, each with how many students are set it and how many of them have handed in. */
export function listClassAssignments(executor: Executor, classId: number) {
  const counts = executor
    .select({
      assignmentId: assignees.assignmentId,
      assigned: count(assignees.id).as('assigned'),
      handedIn: count(assignmentResponses.id).as('handed_in'),
    })
    .from(assignees)
    .innerJoin(assignments, eq(assignments.id, assignees.assignmentId))
    .leftJoin(assignmentResponses, eq(assignmentResponses.assigneeId, assignees.id))
    .where(eq(assignments.schoolClassId, classId))
    .groupBy(assignees.assignmentId)
    .as('counts');
  return executor
    .select({
      assignment: assignments,
      assigned: sql<number>`coalesce(${counts.assigned}, 0)`.mapWith(Number),
      handedIn: sql<number>`coalesce(${counts.handedIn}, 0)`.mapWith(Number),
    })
    .from(assignments)
    .leftJoin(counts, eq(counts.assignmentId, assignments.id))
    .where(eq(assignments.schoolClassId, classId))
    .orderBy(desc(assignments.createdAt), desc(assignments.id));
}

/** The assignees of an assignment with the student's name and the work handed in, by name. */
export function listAssignees(executor: Executor, assignmentId: number) {
  return executor
    .select({
      id: assignees.id,
      assignmentId: assignees.assignmentId,
      score: assignees.score,
      feedback: assignees.feedback,
      student: { id: students.id, name: students.name },
      response: assignmentResponses,
    })
    .from(assignees)
    .innerJoin(students, eq(students.id, assignees.studentId))
    .leftJoin(assignmentResponses, eq(assignmentResponses.assigneeId, assignees.id))
    .where(eq(assignees.assignmentId, assignmentId))
    .orderBy(asc(students.name), asc(assignees.id));
}

export type AssigneeRow = Awaited<ReturnType<typeof listAssignees>>[number];

/** Tries with fresh ids when a random id happens to be taken: one chance in millions each time. */
const ASSIGNEE_ID_ATTEMPTS = 5;

/** Adds the students who are not assigned yet and answers the new assignees. */
export async function insertAssignees(executor: Executor, assignmentId: number, studentIds: number[]) {
  const created: { id: number; assignmentId: number; studentId: number }[] = [];
  let remaining = studentIds;
  for (let attempt = 0; attempt < ASSIGNEE_ID_ATTEMPTS && remaining.length > 0; attempt += 1) {
    const rows = await executor
      .insert(assignees)
      .values(remaining.map((studentId) => ({ assignmentId, studentId })))
      .onConflictDoNothing()
      .returning({ id: assignees.id, assignmentId: assignees.assignmentId, studentId: assignees.studentId });
    created.push(...rows);
    const insertedStudents = new Set(rows.map((row) => row.studentId));
    const missing = remaining.filter((studentId) => !insertedStudents.has(studentId));
    if (missing.length === 0) break;
    // A student left out was assigned already (not an id clash): the caller refuses the whole list.
    const assigned = await executor
      .select({ studentId: assignees.studentId })
      .from(assignees)
      .where(and(eq(assignees.assignmentId, assignmentId), inArray(assignees.studentId, missing)));
    if (assigned.length > 0) break;
    remaining = missing;
  }
  return created;
}

/** Removes the students from the assignment; answers how many were removed and the media keys of their work. */
export async function deleteAssignees(executor: Executor, assignmentId: number, studentIds: number[]): Promise<{ removed: number; media: string[] }> {
  if (studentIds.length === 0) return { removed: 0, media: [] };
  const where = and(eq(assignees.assignmentId, assignmentId), inArray(assignees.studentId, studentIds));
  const media = await executor
    .select({ image: assignmentResponses.image, video: assignmentResponses.video })
    .from(assignmentResponses)
    .innerJoin(assignees, eq(assignees.id, assignmentResponses.assigneeId))
    .where(where);
  const removed = await executor.delete(assignees).where(where).returning({ id: assignees.id });
  return { removed: removed.length, media: media.flatMap((row) => [row.image, row.video]).filter((key): key is string => key !== null) };
}

/** Media keys of all the work handed in for an assignment. */
export async function listResponseMedia(executor: Executor, assignmentId: number): Promise<string[]> {
  const media = await executor
    .select({ image: assignmentResponses.image, video: assignmentResponses.video })
    .from(assignmentResponses)
    .innerJoin(assignees, eq(assignees.id, assignmentResponses.assigneeId))
    .where(eq(assignees.assignmentId, assignmentId));
  return media.flatMap((row) => [row.image, row.video]).filter((key): key is string => key !== null);
}

/** An assignee with their assignment, and whether they have handed in. */
export async function findAssignee(executor: Executor, assigneeId: number) {
  const [row] = await executor
    .select({ id: assignees.id, studentId: assignees.studentId, assignment: assignments, responseId: assignmentResponses.id })
    .from(assignees)
    .innerJoin(assignments, eq(assignments.id, assignees.assignmentId))
    .leftJoin(assignmentResponses, eq(assignmentResponses.assigneeId, assignees.id))
    .where(eq(assignees.id, assigneeId));
  return row;
}

export async function updateScore(executor: Executor, assigneeId: number, changes: { score: number | null; feedback: string | null }) {
  const [row] = await executor
    .update(assignees)
    .set({ ...changes, scoredAt: sql`CASE WHEN ${assignees.score} IS DISTINCT FROM ${changes.score}::integer THEN now() ELSE ${assignees.scoredAt} END` })
    .where(eq(assignees.id, assigneeId))
    .returning({ id: assignees.id, score: assignees.score, feedback: assignees.feedback });
  return row;
}

/** Stores the work; answers null when the assignee has handed in already. */
export async function insertResponse(executor: Executor, values: Pick<ResponseRow, 'assigneeId' | 'text' | 'image' | 'video'>) {
  const [row] = await executor.insert(assignmentResponses).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Every assignment set to a student with their score, feedback and work, newest first, as a statement prepared once: the portfolio's. */
export function prepareListStudentWork(db: Database) {
  const statement = db
    .select({ assignment: assignments, score: assignees.score, feedback: assignees.feedback, response: assignmentResponses })
    .from(assignees)
    .innerJoin(assignments, eq(assignments.id, assignees.assignmentId))
    .leftJoin(assignmentResponses, eq(assignmentResponses.assigneeId, assignees.id))
    .where(eq(assignees.studentId, sql.placeholder('studentId')))
    .orderBy(desc(assignments.createdAt), desc(assignments.id))
    .prepare('list_student_work');
  return (studentId: number) => statement.execute({ studentId });
}

/** Per assignment of the classes, how much work is handed in and not scored yet, in one query. */
export function countUnscoredResponses(executor: Executor, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: assignments.id, schoolClassId: assignments.schoolClassId, title: assignments.title, count: count() })
    .from(assignmentResponses)
    .innerJoin(assignees, eq(assignees.id, assignmentResponses.assigneeId))
    .innerJoin(assignments, eq(assignments.id, assignees.assignmentId))
    .where(and(inArray(assignments.schoolClassId, classIds), isNull(assignees.score)))
    .groupBy(assignments.id)
    .orderBy(asc(assignments.createdAt), asc(assignments.id));
}

/** The latest `perStudent` scored pieces of work of each of the students, newest first, in one query. */
export function listLatestScoresOfStudents(executor: Executor, studentIds: number[], perStudent: number) {
  if (studentIds.length === 0) return Promise.resolve([]);
  const ranked = executor
    .select({
      studentId: assignees.studentId,
      assignmentId: assignments.id,
      title: assignments.title,
      maximumScore: assignments.maximumScore,
      score: assignees.score,
      scoredAt: assignees.scoredAt,
      rank: sql<number>`row_number() over (partition by ${assignees.studentId} order by ${assignees.scoredAt} desc nulls last, ${assignees.id} desc)`.as('rank'),
    })
    .from(assignees)
    .innerJoin(assignments, eq(assignments.id, assignees.assignmentId))
    .where(and(inArray(assignees.studentId, studentIds), isNotNull(assignees.score)))
    .as('ranked');
  return executor
    .select({
      studentId: ranked.studentId,
      assignmentId: ranked.assignmentId,
      title: ranked.title,
      maximumScore: ranked.maximumScore,
      score: ranked.score,
      scoredAt: ranked.scoredAt,
    })
    .from(ranked)
    .where(lte(ranked.rank, perStudent))
    .orderBy(sql`${ranked.scoredAt} desc nulls last`);
}
