import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { teachers, users, userSummaryColumns } from '../accounts/accounts.table.ts';
import { classCoteachers, coteacherInvitations, schoolClasses } from './classes.table.ts';

/** Records the invitation; false when that teacher is invited to that class already. */
export async function insertInvitation(
  executor: Executor,
  invitation: { schoolClassId: number; teacherId: number; invitedById: number },
): Promise<boolean> {
  const inserted = await executor
    .insert(coteacherInvitations)
    .values(invitation)
    .onConflictDoNothing()
    .returning({ id: coteacherInvitations.id });
  return inserted.length > 0;
}

/** The teacher's invitations waiting for an answer, with the class and who invited them, newest first. */
export function listInvitationsOfTeacher(executor: Executor, teacherId: number) {
  return executor
    .select({
      id: coteacherInvitations.id,
      schoolClass: { id: schoolClasses.id, name: schoolClasses.name },
      invitedBy: userSummaryColumns(users),
      createdAt: coteacherInvitations.createdAt,
    })
    .from(coteacherInvitations)
    .innerJoin(schoolClasses, eq(schoolClasses.id, coteacherInvitations.schoolClassId))
    .innerJoin(teachers, eq(teachers.id, coteacherInvitations.invitedById))
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(eq(coteacherInvitations.teacherId, teacherId))
    .orderBy(desc(coteacherInvitations.createdAt), desc(coteacherInvitations.id));
}

/** The teacher's own invitation; undefined when it is not theirs or gone. */
export async function findInvitation(executor: Executor, invitationId: number, teacherId: number) {
  const [row] = await executor
    .select({ schoolClassId: coteacherInvitations.schoolClassId })
    .from(coteacherInvitations)
    .where(and(eq(coteacherInvitations.id, invitationId), eq(coteacherInvitations.teacherId, teacherId)));
  return row;
}

/** Deletes the teacher's own invitation and answers it; undefined when it is not theirs or gone. */
export async function takeInvitation(executor: Executor, invitationId: number, teacherId: number) {
  const [row] = await executor
    .delete(coteacherInvitations)
    .where(and(eq(coteacherInvitations.id, invitationId), eq(coteacherInvitations.teacherId, teacherId)))
    .returning({ schoolClassId: coteacherInvitations.schoolClassId });
  return row;
}

/** Makes the teacher a co-teacher of the class; nothing changes when they were one already. */
export async function insertCoteacher(
  executor: Executor,
  schoolClassId: number,
  teacherId: number,
): Promise<void> {
  await executor.insert(classCoteachers).values({ schoolClassId, teacherId }).onConflictDoNothing();
}

/** Ends the teacher's co-teaching of the class; false when they did not co-teach it. */
export async function deleteCoteacher(
  executor: Executor,
  schoolClassId: number,
  teacherId: number,
): Promise<boolean> {
  const deleted = await executor
    .delete(classCoteachers)
    .where(and(eq(classCoteachers.schoolClassId, schoolClassId), eq(classCoteachers.teacherId, teacherId)))
    .returning({ id: classCoteachers.id });
  return deleted.length > 0;
}
