import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { parents } from '../accounts/accounts.table.ts';
import { guardians } from '../students/students.table.ts';
import { formAnswers, formClasses, forms, formStudents } from './forms.table.ts';

export type FormRow = typeof forms.$inferSelect;
export type FormAnswerRow = typeof formAnswers.$inferSelect;

/** Writes the form with its classes and children, in the caller's transaction. */
export async function insertForm(
  executor: Executor,
  values: Pick<FormRow, 'authorUserId' | 'title' | 'text' | 'questions' | 'deadline'>,
  classIds: number[],
  studentIds: number[],
): Promise<FormRow> {
  const [form] = await executor.insert(forms).values(values).returning();
  if (!form) throw new Error('form insert returned nothing');
  await executor.insert(formClasses).values(classIds.map((schoolClassId) => ({ formId: form.id, schoolClassId })));
  await executor.insert(formStudents).values(studentIds.map((studentId) => ({ formId: form.id, studentId })));
  return form;
}

export async function findForm(executor: Executor, formId: number): Promise<FormRow | undefined> {
  const [row] = await executor.select().from(forms).where(eq(forms.id, formId));
  return row;
}

export async function updateFormDeadline(executor: Executor, formId: number, deadline: Date): Promise<FormRow | undefined> {
  const [row] = await executor.update(forms).set({ deadline }).where(eq(forms.id, formId)).returning();
  return row;
}

/** Sets the PDF; answers the key it replaced, for the caller to delete. */
export async function setFormPdf(executor: Executor, formId: number, key: string): Promise<string | null> {
  return executor.transaction(async (tx) => {
    const [before] = await tx.select({ pdf: forms.pdf }).from(forms).where(eq(forms.id, formId)).for('update');
    await tx.update(forms).set({ pdf: key }).where(eq(forms.id, formId));
    return before?.pdf ?? null;
  });
}

export async function listClassIdsOfForms(executor: Executor, formIds: number[]) {
  if (formIds.length === 0) return [];
  return executor.select().from(formClasses).where(inArray(formClasses.formId, formIds));
}

export async function listStudentIdsOfForms(executor: Executor, formIds: number[]) {
  if (formIds.length === 0) return [];
  return executor.select().from(formStudents).where(inArray(formStudents.formId, formIds));
}

/** Every answer of the forms, oldest first: the latest of a child is the last. */
export async function listAnswersOfForms(executor: Executor, formIds: number[]): Promise<FormAnswerRow[]> {
  if (formIds.length === 0) return [];
  return executor.select().from(formAnswers).where(inArray(formAnswers.formId, formIds)).orderBy(asc(formAnswers.createdAt), asc(formAnswers.id));
}

/** The forms of a class, newest first. */
export async function listFormsOfClass(executor: Executor, classId: number): Promise<FormRow[]> {
  return executor
    .select({ form: forms })
    .from(forms)
    .innerJoin(formClasses, eq(formClasses.formId, forms.id))
    .where(eq(formClasses.schoolClassId, classId))
    .orderBy(desc(forms.createdAt), desc(forms.id))
    .then((rows) => rows.map((row) => row.form));
}

/** The forms that ask about a child of this guardian, newest first. */
export async function listFormsOfGuardian(executor: Executor, userId: number): Promise<FormRow[]> {
  const ofGuardian = executor
    .selectDistinct({ formId: formStudents.formId })
    .from(formStudents)
    .innerJoin(guardians, eq(guardians.studentId, formStudents.studentId))
    .innerJoin(parents, eq(parents.id, guardians.parentId))
    .where(eq(parents.userId, userId));
  return executor.select().from(forms).where(inArray(forms.id, ofGuardian)).orderBy(desc(forms.createdAt), desc(forms.id));
}

/** The latest answer of the child's form, or undefined. */
export async function findLatestAnswer(executor: Executor, formId: number, studentId: number): Promise<FormAnswerRow | undefined> {
  const [row] = await executor
    .select()
    .from(formAnswers)
    .where(
      and(
        eq(formAnswers.formId, formId),
        eq(formAnswers.studentId, studentId),
        sql`NOT EXISTS (SELECT 1 FROM form_answers AS later WHERE later.supersedes_id = ${formAnswers.id})`,
      ),
    );
  return row;
}

/**
 * Adds an answer; null when another got there first (a first answer for the child, or a
 * correction of the same answer): the unique indexes decide, whatever the timing.
 */
export async function insertAnswer(
  executor: Executor,
  values: Pick<FormAnswerRow, 'formId' | 'studentId' | 'guardianUserId' | 'signedName' | 'answers' | 'consent' | 'supersedesId'>,
): Promise<FormAnswerRow | null> {
  const [row] = await executor.insert(formAnswers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
