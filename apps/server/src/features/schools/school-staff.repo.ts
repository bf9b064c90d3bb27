import { asc, eq, sql } from 'drizzle-orm';
import type { SchoolRole } from '@homeroom/contract/accounts';
import type { Executor } from '../../infra/db/client.ts';
import { teachers, users, userSummaryColumns } from '../accounts/accounts.table.ts';

/** A teacher of a school with the account details the staff list and the staff mails need. */
export interface StaffRow {
  teacherId: number;
  schoolRole: SchoolRole;
  email: string;
  /** The language the teacher reads Homeroom and its mails in (null: English). */
  language: string | null;
  user: { id: number; firstName: string; lastName: string; profilePicture: string | null };
}

const staffColumns = { teacherId: teachers.id, schoolRole: teachers.schoolRole, email: users.email, language: users.language, user: userSummaryColumns(users) };

/** Every teacher who chose the school, whatever their standing, by name. */
export function listTeachersOfSchool(executor: Executor, schoolId: number): Promise<StaffRow[]> {
  return executor
    .select(staffColumns)
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(eq(teachers.schoolId, schoolId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/**
 * Locks the school's teachers for the rest of the transaction, then lists them: every change of
 * standing at one school goes one at a time, so two leaders stepping down at once cannot leave
 * the school with none.
 */
export async function lockTeachersOfSchool(executor: Executor, schoolId: number): Promise<StaffRow[]> {
  await executor.select({ id: teachers.id }).from(teachers).where(eq(teachers.schoolId, schoolId)).orderBy(asc(teachers.id)).for('update');
  return listTeachersOfSchool(executor, schoolId);
}

export async function updateSchoolRole(executor: Executor, teacherId: number, schoolRole: SchoolRole): Promise<void> {
  await executor.update(teachers).set({ schoolRole }).where(eq(teachers.id, teacherId));
}

/** The teacher leaves their school; the standing goes back to the default a new school starts from. */
export async function clearSchool(executor: Executor, teacherId: number): Promise<void> {
  await executor.update(teachers).set({ schoolId: null, schoolRole: sql`DEFAULT` }).where(eq(teachers.id, teacherId));
}
