import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ne, or } from 'drizzle-orm';
import { hash as hashPassword } from '@node-rs/argon2';
import type { Executor } from '../../infra/db/client.ts';
import { teachers, users } from '../accounts/accounts.table.ts';
import { authTokens } from '../auth/auth.table.ts';
import { chatGroups, chatMembers } from '../chat/chat.table.ts';
import { classCoteachers, schoolClasses } from '../classes/classes.table.ts';
import { listColumnsReferencing } from './user-references.ts';

export async function findUser(executor: Executor, userId: number) {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

export async function findTeacher(executor: Executor, userId: number) {
  const [teacher] = await executor.select().from(teachers).where(eq(teachers.userId, userId));
  return teacher ?? null;
}

/** How many leaders and how many teachers in all the school has besides the given teacher. */
export async function countOtherStaff(executor: Executor, schoolId: number, teacherId: number) {
  const rows = await executor
    .select({ schoolRole: teachers.schoolRole, total: count() })
    .from(teachers)
    .where(and(eq(teachers.schoolId, schoolId), ne(teachers.id, teacherId)))
    .groupBy(teachers.schoolRole);
  return {
    leaders: rows.find((row) => row.schoolRole === 'leader')?.total ?? 0,
    staff: rows.reduce((total, row) => total + row.total, 0),
  };
}

/** Each class the teacher owns passes to its longest-standing co-teacher, if it has one. */
export async function handClassesToCoteachers(executor: Executor, teacherId: number): Promise<void> {
  const owned = await executor.select({ id: schoolClasses.id }).from(schoolClasses).where(eq(schoolClasses.teacherId, teacherId));
  for (const schoolClass of owned) {
    const [successor] = await executor
      .select({ id: classCoteachers.id, teacherId: classCoteachers.teacherId })
      .from(classCoteachers)
      .where(eq(classCoteachers.schoolClassId, schoolClass.id))
      .orderBy(asc(classCoteachers.id))
      .limit(1);
    if (!successor) continue;
    await executor.update(schoolClasses).set({ teacherId: successor.teacherId }).where(eq(schoolClasses.id, schoolClass.id));
    await executor.delete(classCoteachers).where(eq(classCoteachers.id, successor.id));
  }
}

/** Each group chat the user owns passes to its longest-standing other member; one with no one else goes. */
export async function handGroupsToMembers(executor: Executor, userId: number): Promise<void> {
  const owned = await executor
    .select({ id: chatGroups.id })
    .from(chatGroups)
    .where(and(eq(chatGroups.ownerId, userId), eq(chatGroups.directMessage, false)));
  for (const group of owned) {
    const [successor] = await executor
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(and(eq(chatMembers.groupId, group.id), ne(chatMembers.userId, userId)))
      .orderBy(asc(chatMembers.id))
      .limit(1);
    if (successor) await executor.update(chatGroups).set({ ownerId: successor.userId }).where(eq(chatGroups.id, group.id));
    else await executor.delete(chatGroups).where(eq(chatGroups.id, group.id));
  }
}

export async function countOwnedClasses(executor: Executor, teacherId: number): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(schoolClasses).where(eq(schoolClasses.teacherId, teacherId));
  return row?.total ?? 0;
}

export async function hasDirectChats(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ total: count() })
    .from(chatGroups)
    .where(or(eq(chatGroups.ownerId, userId), eq(chatGroups.recipientId, userId)));
  return (row?.total ?? 0) > 0;
}

/**
 * Clears every reference to the row `id` of `target` except the kept columns: a nullable column
 * is set to null (authorship that stays, such as a chat message's sender), any other row goes
 * (a membership, a session, a setting).
 */
export async function clearReferences(
  executor: Executor,
  target: Parameters<typeof listColumnsReferencing>[0],
  id: number,
  kept: readonly unknown[],
): Promise<void> {
  for (const reference of listColumnsReferencing(target)) {
    if (kept.includes(reference.column)) continue;
    if (reference.isNullable) {
      await executor.update(reference.table).set({ [columnKey(reference)]: null }).where(eq(reference.column, id));
    } else {
      await executor.delete(reference.table).where(eq(reference.column, id));
    }
  }
}

function columnKey(reference: ReturnType<typeof listColumnsReferencing>[number]): string {
  const columns = reference.table as unknown as Record<string, unknown>;
  const key = Object.keys(columns).find((name) => columns[name] === reference.column);
  if (!key) throw new Error(`column ${reference.column.name} not found on its table`);
  return key;
}

/** What stays of a teacher who still owns a class no co-teacher took: a profile with no school. */
export async function detachTeacher(executor: Executor, teacherId: number): Promise<void> {
  await executor.update(teachers).set({ schoolId: null, schoolRole: 'pending' }).where(eq(teachers.id, teacherId));
}

export async function deleteTeacher(executor: Executor, teacherId: number): Promise<void> {
  await executor.delete(teachers).where(eq(teachers.id, teacherId));
}

export async function deleteUser(executor: Executor, userId: number): Promise<void> {
  await executor.delete(users).where(eq(users.id, userId));
}

/**
 * Empties the user row of every personal datum, keeping only its id for the class or direct chat
 * that still points at it (docs/decisions.md, "Deleting an account"). Nobody can sign in to it:
 * the address is on a reserved domain and the password a random one nobody knows.
 */
export async function eraseUser(executor: Executor, userId: number): Promise<void> {
  await executor
    .update(users)
    .set({
      email: `deleted-user-${userId}@deleted.invalid`,
      firstName: '',
      lastName: '',
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      emailVerified: false,
      profilePicture: null,
      language: null,
      timeZone: null,
    })
    .where(eq(users.id, userId));
}

/** Ends every session of the user: the ids of the deleted tokens, for their open sockets to close. */
export async function deleteAuthTokens(executor: Executor, userId: number): Promise<number[]> {
  const deleted = await executor.delete(authTokens).where(eq(authTokens.userId, userId)).returning({ id: authTokens.id });
  return deleted.map((token) => token.id);
}
