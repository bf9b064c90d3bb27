import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ChatExportFormat } from '@homeroom/contract/chat-search';
import type { Executor } from '../../infra/db/client.ts';
import { parents, teachers, users } from '../accounts/accounts.table.ts';
import { chatGroups, chatMembers } from '../chat/chat.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { guardians, students } from '../students/students.table.ts';
import { chatExportLog } from './chat-export.table.ts';

export async function findGroup(executor: Executor, groupId: number) {
  const [row] = await executor
    .select({ id: chatGroups.id, name: chatGroups.name, directMessage: chatGroups.directMessage })
    .from(chatGroups)
    .where(eq(chatGroups.id, groupId));
  return row;
}

/** The members of a group with their names, by when they joined. */
export function listMembers(executor: Executor, groupId: number) {
  return executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(eq(chatMembers.groupId, groupId))
    .orderBy(asc(chatMembers.id));
}

/**
 * Whether a conversation is "of the school" (docs/decisions.md, "Chat export"): at least one of
 * its members is an approved teacher or leader of the school, and every member is either one of
 * them or a guardian of a child in a class of one of the school's teachers.
 */
export async function isGroupOfSchool(executor: Executor, groupId: number, schoolId: number): Promise<boolean> {
  const staff = executor
    .select({ userId: teachers.userId })
    .from(teachers)
    .where(and(eq(teachers.schoolId, schoolId), ne(teachers.schoolRole, 'pending')));
  const families = executor
    .select({ userId: parents.userId })
    .from(parents)
    .innerJoin(guardians, eq(guardians.parentId, parents.id))
    .innerJoin(students, eq(students.id, guardians.studentId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .innerJoin(teachers, eq(teachers.id, schoolClasses.teacherId))
    .where(and(eq(teachers.schoolId, schoolId), ne(teachers.schoolRole, 'pending')));
  const [row] = await executor
    .select({
      staffMembers: sql<number>`count(*) FILTER (WHERE ${chatMembers.userId} IN ${staff})`.mapWith(Number),
      outsiders: sql<number>`count(*) FILTER (WHERE ${chatMembers.userId} NOT IN ${staff} AND ${chatMembers.userId} NOT IN ${families})`.mapWith(Number),
    })
    .from(chatMembers)
    .where(eq(chatMembers.groupId, groupId));
  return (row?.staffMembers ?? 0) > 0 && row?.outsiders === 0;
}

export async function insertLogEntry(
  executor: Executor,
  entry: { schoolId: number; groupId: number; groupName: string; readerId: number; readerName: string; format: ChatExportFormat; exportedAt: Date },
): Promise<void> {
  await executor.insert(chatExportLog).values(entry);
}

/** The school's conversation exports, newest first. */
export function listLogOfSchool(executor: Executor, schoolId: number) {
  return executor
    .select()
    .from(chatExportLog)
    .where(eq(chatExportLog.schoolId, schoolId))
    .orderBy(desc(chatExportLog.exportedAt), desc(chatExportLog.id));
}
