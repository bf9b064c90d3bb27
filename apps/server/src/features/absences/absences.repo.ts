import { and, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/db/client.ts';
import { users, userSummaryColumns } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { students } from '../students/students.table.ts';
import { absenceNotes } from './absences.table.ts';

export type AbsenceRow = typeof absenceNotes.$inferSelect;

const reporters = alias(users, 'reporters');
const acknowledgers = alias(users, 'acknowledgers');

export async function insertAbsence(
  executor: Executor,
  values: Pick<AbsenceRow, 'studentId' | 'schoolClassId' | 'firstDay' | 'lastDay' | 'reason' | 'note' | 'reportedById'>,
) {
  const [row] = await executor.insert(absenceNotes).values(values).returning();
  if (!row) throw new Error('absence insert returned nothing');
  return row;
}

export async function findAbsence(executor: Executor, absenceId: number) {
  const [row] = await executor.select().from(absenceNotes).where(eq(absenceNotes.id, absenceId));
  return row;
}

/** Marks the note read by a teacher; a note acknowledged already keeps its first acknowledgement. */
export async function acknowledgeAbsence(executor: Executor, absenceId: number, userId: number, at: Date): Promise<void> {
  await executor
    .update(absenceNotes)
    .set({ acknowledgedAt: at, acknowledgedById: userId })
    .where(and(eq(absenceNotes.id, absenceId), isNull(absenceNotes.acknowledgedAt)));
}

/** Notes with the child's and class's names and who wrote and acknowledged them, filtered by the caller. */
function selectDescribedAbsences(executor: Executor) {
  return executor
    .select({
      note: absenceNotes,
      studentName: students.name,
      className: schoolClasses.name,
      reporter: userSummaryColumns(reporters),
      acknowledger: userSummaryColumns(acknowledgers),
    })
    .from(absenceNotes)
    .innerJoin(students, eq(students.id, absenceNotes.studentId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, absenceNotes.schoolClassId))
    .leftJoin(reporters, eq(reporters.id, absenceNotes.reportedById))
    .leftJoin(acknowledgers, eq(acknowledgers.id, absenceNotes.acknowledgedById))
    .$dynamic();
}

export type DescribedAbsence = Awaited<ReturnType<typeof listAbsencesOfStudent>>[number];

export function listAbsencesOfStudent(executor: Executor, studentId: number) {
  return selectDescribedAbsences(executor)
    .where(eq(absenceNotes.studentId, studentId))
    .orderBy(desc(absenceNotes.firstDay), desc(absenceNotes.id));
}

export async function findDescribedAbsence(executor: Executor, absenceId: number) {
  const [row] = await selectDescribedAbsences(executor).where(eq(absenceNotes.id, absenceId));
  return row;
}

/** The notes of these classes that cover the day, by child name. */
export function listAbsencesOfClassesOnDay(executor: Executor, classIds: number[], day: string) {
  if (classIds.length === 0) return Promise.resolve([]);
  return selectDescribedAbsences(executor)
    .where(and(inArray(absenceNotes.schoolClassId, classIds), lte(absenceNotes.firstDay, day), gte(absenceNotes.lastDay, day)))
    .orderBy(schoolClasses.name, students.name, absenceNotes.id);
}
