import { and, asc, desc, eq, gt, inArray, lt, notInArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { chatGroups, chatMembers, chatMessages } from './chat.table.ts';

const owners = alias(users, 'owners');
const recipients = alias(users, 'recipients');

export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

const groupFields = {
  id: chatGroups.id,
  name: chatGroups.name,
  directMessage: chatGroups.directMessage,
  owner: { id: owners.id, firstName: owners.firstName, lastName: owners.lastName },
  recipient: { id: recipients.id, firstName: recipients.firstName, lastName: recipients.lastName },
};

/** A group with its owner and recipient. */
export async function findGroup(executor: Executor, groupId: number) {
  const [row] = await executor
    .select(groupFields)
    .from(chatGroups)
    .innerJoin(owners, eq(owners.id, chatGroups.ownerId))
    .leftJoin(recipients, eq(recipients.id, chatGroups.recipientId))
    .where(eq(chatGroups.id, groupId));
  return row;
}

/** The groups the user is a member of, with owner and recipient, newest first. */
export function listGroupsOfUser(executor: Executor, userId: number) {
  return executor
    .select({ ...groupFields, membershipId: chatMembers.id })
    .from(chatMembers)
    .innerJoin(chatGroups, eq(chatGroups.id, chatMembers.groupId))
    .innerJoin(owners, eq(owners.id, chatGroups.ownerId))
    .leftJoin(recipients, eq(recipients.id, chatGroups.recipientId))
    .where(eq(chatMembers.userId, userId))
    .orderBy(desc(chatGroups.createdAt), desc(chatGroups.id));
}

/** The members of several groups with their names, in one query. */
export function listMembersOfGroups(executor: Executor, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: chatMembers.id, groupId: chatMembers.groupId, user: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(inArray(chatMembers.groupId, groupIds))
    .orderBy(asc(chatMembers.id));
}

export type MemberRow = Awaited<ReturnType<typeof listMembersOfGroups>>[number];

export async function isMember(executor: Executor, groupId: number, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: chatMembers.id })
    .from(chatMembers)
    .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, userId)));
  return row !== undefined;
}

export async function insertGroup(
  executor: Executor,
  values: { name: string; directMessage: boolean; ownerId: number; recipientId: number | null },
) {
  const [row] = await executor.insert(chatGroups).values(values).onConflictDoNothing().returning({ id: chatGroups.id, name: chatGroups.name });
  return row ?? null;
}

/** The direct chat between two people, whoever opened it. */
export async function findDirectGroup(executor: Executor, userId: number, otherUserId: number) {
  const [row] = await executor
    .select({ id: chatGroups.id, name: chatGroups.name })
    .from(chatGroups)
    .where(
      and(
        eq(chatGroups.directMessage, true),
        or(
          and(eq(chatGroups.ownerId, userId), eq(chatGroups.recipientId, otherUserId)),
          and(eq(chatGroups.ownerId, otherUserId), eq(chatGroups.recipientId, userId)),
        ),
      ),
    );
  return row;
}

/** Adds members; answers the new memberships (none for users who were members already). */
export function insertMembers(executor: Executor, groupId: number, userIds: number[]) {
  return executor
    .insert(chatMembers)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing()
    .returning({ id: chatMembers.id, groupId: chatMembers.groupId, userId: chatMembers.userId });
}

const messageFields = {
  id: chatMessages.id,
  groupId: chatMessages.groupId,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  sender: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

export type MessageRow = Awaited<ReturnType<typeof listMessagesBefore>>[number];

/** Up to `limit` messages before the given id (or the latest), newest first. */
export function listMessagesBefore(executor: Executor, groupId: number, limit: number, beforeId?: number) {
  return executor
    .select(messageFields)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(eq(chatMessages.groupId, groupId), beforeId === undefined ? undefined : lt(chatMessages.id, beforeId)))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** The messages after the given id, oldest first: what a reconnecting client missed. */
export function listMessagesAfter(executor: Executor, groupId: number, afterId: number, limit: number) {
  return executor
    .select(messageFields)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(eq(chatMessages.groupId, groupId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

export async function insertMessage(executor: Executor, values: { groupId: number; senderId: number; content: string }) {
  const [row] = await executor.insert(chatMessages).values(values).returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
  return row;
}


export async function listMemberIds(executor: Executor, groupId: number): Promise<number[]> {
  const rows = await executor.select({ userId: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.groupId, groupId));
  return rows.map((row) => row.userId);
}

/** A query of the member ids of a group but the given users, for set-based fan-out. */
export function memberIdsQuery(executor: Executor, groupId: number, excludedUserIds: number[]) {
  return executor
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.groupId, groupId), excludedUserIds.length > 0 ? notInArray(chatMembers.userId, excludedUserIds) : undefined));
}

/** Several groups with owner and recipient, in one query. */
export function listGroups(executor: Executor, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return executor
    .select(groupFields)
    .from(chatGroups)
    .innerJoin(owners, eq(owners.id, chatGroups.ownerId))
    .leftJoin(recipients, eq(recipients.id, chatGroups.recipientId))
    .where(inArray(chatGroups.id, groupIds));
}
