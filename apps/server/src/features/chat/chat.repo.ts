import { and, asc, count, desc, eq, gt, inArray, isNull, lt, max, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/db/client.ts';
import { preparedPerExecutor } from '../../infra/db/prepared-per-executor.ts';
import { users, userSettings, userSummaryColumns } from '../accounts/accounts.table.ts';
import { chatAttachments } from './chat-attachments.table.ts';
import { chatGroups, chatMembers, chatMessages, chatMessageVersions } from './chat.table.ts';

const owners = alias(users, 'owners');
const recipients = alias(users, 'recipients');

export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

const groupFields = {
  id: chatGroups.id,
  name: chatGroups.name,
  directMessage: chatGroups.directMessage,
  onlyOwnerAddsMembers: chatGroups.onlyOwnerAddsMembers,
  owner: userSummaryColumns(owners),
  recipient: userSummaryColumns(recipients),
};

const groupStatement = preparedPerExecutor((executor) =>
  executor
    .select(groupFields)
    .from(chatGroups)
    .innerJoin(owners, eq(owners.id, chatGroups.ownerId))
    .leftJoin(recipients, eq(recipients.id, chatGroups.recipientId))
    .where(eq(chatGroups.id, sql.placeholder('groupId')))
    .prepare('find_chat_group'),
);

/** A group with its owner and recipient. */
export async function findGroup(executor: Executor, groupId: number) {
  const [row] = await groupStatement(executor).execute({ groupId });
  return row;
}

/** A member of a group as `membersOfGroup` lists them. */
interface GroupMemberJson {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  lastReadMessageId: number | null;
  /** The read mark's time in whole milliseconds, as `moveReadMark` answers it. */
  lastReadMs: number | null;
  hidesReadStatus: boolean;
}

/**
 * The group's members with their names, read marks and whether they hide their read status, in
 * the order they joined, as one JSON list: one row for the whole group, not one a member, which
 * Drizzle would map column by column (a class chat of 55 took 240 µs of the server's thread).
 */
const membersOfGroup = sql<GroupMemberJson[]>`(
  SELECT coalesce(json_agg(json_build_object(
      'id', ${chatMembers.id}, 'userId', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName},
      'profilePicture', ${users.profilePicture}, 'lastReadMessageId', ${chatMembers.lastReadMessageId},
      'lastReadMs', floor(extract(epoch FROM ${chatMembers.lastReadAt}) * 1000),
      'hidesReadStatus', coalesce(${userSettings.hideReadStatus}, false)) ORDER BY ${chatMembers.id}), '[]'::json)
    FROM ${chatMembers}
    JOIN ${users} ON ${users.id} = ${chatMembers.userId}
    LEFT JOIN ${userSettings} ON ${userSettings.userId} = ${chatMembers.userId}
   WHERE ${chatMembers.groupId} = ${chatGroups.id}
)`;

const groupWithMembersStatement = preparedPerExecutor((executor) =>
  executor
    .select({ ...groupFields, lastMessageId: chatGroups.lastMessageId, members: membersOfGroup })
    .from(chatGroups)
    .innerJoin(owners, eq(owners.id, chatGroups.ownerId))
    .leftJoin(recipients, eq(recipients.id, chatGroups.recipientId))
    .where(eq(chatGroups.id, sql.placeholder('groupId')))
    .prepare('find_chat_group_with_members'),
);

/**
 * A group with its owner, recipient and the id of its last message stored by `storeMessage`, and
 * its members with their names, read marks and whether they hide their read status
 * (docs/decisions.md, "Read receipts"): what opening the chat needs, in one statement and one row
 * whatever the group's size; nothing for an unknown group.
 */
export async function findGroupWithMembers(executor: Executor, groupId: number) {
  const [row] = await groupWithMembersStatement(executor).execute({ groupId });
  if (!row) return undefined;
  const { members: memberList, ...group } = row;
  const members = memberList.map((member) => ({
    id: member.id,
    groupId,
    user: { id: member.userId, firstName: member.firstName, lastName: member.lastName, profilePicture: member.profilePicture },
    lastReadMessageId: member.lastReadMessageId ?? 0,
    lastReadAt: member.lastReadMs === null ? null : new Date(member.lastReadMs),
    hidesReadStatus: member.hidesReadStatus,
  }));
  return { group, members };
}

const lastSenderMemberships = alias(chatMembers, 'last_sender_memberships');
const lastSenders = alias(users, 'last_senders');

/**
 * The groups the user is a member of, with owner and recipient, each with its newest message and
 * how many messages of others came after the last one the user read; by latest activity (the
 * newest message, or when the user joined). One statement for the whole list.
 */
export function listGroupsOfUser(executor: Executor, userId: number) {
  const lastMessage = executor
    .select({ id: chatMessages.id, content: chatMessages.content, createdAt: chatMessages.createdAt, senderId: chatMessages.senderId })
    .from(chatMessages)
    // What the school hides, or its sender removed, is in nobody's inbox preview.
    .where(and(eq(chatMessages.groupId, chatMembers.groupId), isNull(chatMessages.hiddenAt), isNull(chatMessages.removedAt)))
    .orderBy(desc(chatMessages.id))
    .limit(1)
    .as('last_message');
  const unread = executor
    .select({ count: count().as('unread_count') })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.groupId, chatMembers.groupId),
        gt(chatMessages.id, chatMembers.lastReadMessageId),
        sql`${chatMessages.senderId} IS DISTINCT FROM ${chatMembers.userId}`,
        isNull(chatMessages.hiddenAt),
        isNull(chatMessages.removedAt),
      ),
    )
    .as('unread');
  return executor
    .select({
      ...groupFields,
      membershipId: chatMembers.id,
      unreadCount: unread.count,
      lastMessage: { id: lastMessage.id, content: lastMessage.content, createdAt: lastMessage.createdAt },
      // A sender who left the group shows as 'User left the group', as in the chat.
      lastSender: userSummaryColumns(lastSenders),
    })
    .from(chatMembers)
    .innerJoin(chatGroups, eq(chatGroups.id, chatMembers.groupId))
    .innerJoin(owners, eq(owners.id, chatGroups.ownerId))
    .leftJoin(recipients, eq(recipients.id, chatGroups.recipientId))
    .leftJoinLateral(lastMessage, sql`true`)
    .leftJoin(lastSenderMemberships, and(eq(lastSenderMemberships.groupId, chatMembers.groupId), eq(lastSenderMemberships.userId, lastMessage.senderId)))
    .leftJoin(lastSenders, eq(lastSenders.id, lastSenderMemberships.userId))
    .innerJoinLateral(unread, sql`true`)
    .where(eq(chatMembers.userId, userId))
    .orderBy(desc(sql`coalesce(${lastMessage.createdAt}, ${chatMembers.createdAt})`), desc(chatGroups.id));
}

export type UserGroupRow = Awaited<ReturnType<typeof listGroupsOfUser>>[number];

/**
 * What reading a group to its end clears in the read's own statement (the notifications feature's
 * 'New message' entry): an `UPDATE … RETURNING id` of the user's rows for the group, limited by
 * `readToEnd`, the condition that nothing of others is left unread.
 */
export type ClearAtEnd = (groupId: number, userId: number, readToEnd: SQL) => SQL;

/**
 * Moves the member's read mark up to the given message (the group's newest when none is given),
 * never past the newest nor back, in one statement that writes nothing when the mark does not
 * move. Answers the mark, whether it moved, how many messages of others remain after it, and
 * whether the member hides their read status; nothing when the user is not a member. With
 * `clearAtEnd`, the same statement runs it when none remain, and answers the ids it cleared.
 */
export async function moveReadMark(executor: Executor, groupId: number, userId: number, upToMessageId: number | undefined, clearAtEnd?: ClearAtEnd) {
  const newest = sql`(SELECT coalesce(max(id), 0) FROM ${chatMessages} WHERE group_id = ${groupId})`;
  const target = upToMessageId === undefined ? newest : sql`least(${upToMessageId}::integer, ${newest})`;
  const cleared = clearAtEnd ? sql`, cleared AS (${clearAtEnd(groupId, userId, sql`(SELECT unread_count FROM counted) = 0`)})` : sql``;
  const result = await executor.execute(sql`
    WITH member AS (
      SELECT id, last_read_message_id, last_read_at FROM ${chatMembers} WHERE group_id = ${groupId} AND user_id = ${userId}
    ), moved AS (
      UPDATE ${chatMembers} SET last_read_message_id = target.id, last_read_at = now()
        FROM member, (SELECT ${target} AS id) AS target
        WHERE ${chatMembers}.id = member.id AND target.id > ${chatMembers}.last_read_message_id
      RETURNING ${chatMembers}.last_read_message_id, ${chatMembers}.last_read_at
    ), mark AS (
      SELECT coalesce(moved.last_read_message_id, member.last_read_message_id) AS last_read_message_id,
        coalesce(moved.last_read_at, member.last_read_at) AS last_read_at,
        moved.last_read_message_id IS NOT NULL AS has_moved
        FROM member LEFT JOIN moved ON true
    ), counted AS (
      SELECT (SELECT count(*) FROM ${chatMessages}
        WHERE group_id = ${groupId} AND id > mark.last_read_message_id AND sender_id IS DISTINCT FROM ${userId}
          AND hidden_at IS NULL AND removed_at IS NULL)::integer AS unread_count
        FROM mark
    )${cleared}
    SELECT mark.last_read_message_id, floor(extract(epoch FROM mark.last_read_at) * 1000)::float8 AS last_read_ms, mark.has_moved,
      (SELECT unread_count FROM counted) AS unread_count,
      coalesce((SELECT hide_read_status FROM ${userSettings} WHERE user_id = ${userId}), false) AS hides_read_status,
      ${clearAtEnd ? sql`(SELECT coalesce(json_agg(id ORDER BY id), '[]'::json) FROM cleared)` : sql`'[]'::json`} AS cleared_ids
      FROM mark
  `);
  const [row] = (
    result as unknown as {
      rows: { last_read_message_id: number; last_read_ms: number | null; has_moved: boolean; unread_count: number; hides_read_status: boolean; cleared_ids: number[] }[];
    }
  ).rows;
  return (
    row && {
      lastReadMessageId: Number(row.last_read_message_id),
      lastReadAt: row.last_read_ms === null ? null : new Date(Number(row.last_read_ms)),
      hasMoved: row.has_moved,
      unreadCount: Number(row.unread_count),
      hidesReadStatus: row.hides_read_status,
      clearedIds: row.cleared_ids.map(Number),
    }
  );
}

/** The members of several groups with their names, in one query. */
export function listMembersOfGroups(executor: Executor, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: chatMembers.id, groupId: chatMembers.groupId, user: userSummaryColumns(users) })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(inArray(chatMembers.groupId, groupIds))
    .orderBy(asc(chatMembers.id));
}

export type MemberRow = Awaited<ReturnType<typeof listMembersOfGroups>>[number];

const isMemberStatement = preparedPerExecutor((executor) =>
  executor
    .select({ id: chatMembers.id })
    .from(chatMembers)
    .where(and(eq(chatMembers.groupId, sql.placeholder('groupId')), eq(chatMembers.userId, sql.placeholder('userId'))))
    .prepare('is_chat_member'),
);

export async function isMember(executor: Executor, groupId: number, userId: number): Promise<boolean> {
  const [row] = await isMemberStatement(executor).execute({ groupId, userId });
  return row !== undefined;
}

const socketMemberStatement = preparedPerExecutor((executor) =>
  executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      lastMessageId: sql<number>`(SELECT coalesce(max(${chatMessages.id}), 0) FROM ${chatMessages} WHERE ${chatMessages.groupId} = ${chatMembers.groupId})`.mapWith(Number),
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(and(eq(chatMembers.groupId, sql.placeholder('groupId')), eq(chatMembers.userId, sql.placeholder('userId'))))
    .prepare('find_chat_socket_member'),
);

/**
 * What a chat socket needs to start, in one statement: the member's name (none when the user is
 * not a member of the group) and the id of the group's last message (0 when it has none).
 */
export async function findSocketMember(executor: Executor, groupId: number, userId: number) {
  const [row] = await socketMemberStatement(executor).execute({ groupId, userId });
  return row;
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

/**
 * Adds members; answers the new memberships (none for users who were members already). They
 * start with the history read: joining a busy group does not bring dozens of unread messages.
 */
export function insertMembers(executor: Executor, groupId: number, userIds: number[]) {
  const newest = sql`(SELECT coalesce(max(${chatMessages.id}), 0) FROM ${chatMessages} WHERE ${chatMessages.groupId} = ${groupId})`;
  return executor
    .insert(chatMembers)
    .values(userIds.map((userId) => ({ groupId, userId, lastReadMessageId: newest })))
    .onConflictDoNothing()
    .returning({ id: chatMembers.id, groupId: chatMembers.groupId, userId: chatMembers.userId });
}

const messageFields = {
  id: chatMessages.id,
  groupId: chatMessages.groupId,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  hiddenAt: chatMessages.hiddenAt,
  editedAt: chatMessages.editedAt,
  removedAt: chatMessages.removedAt,
  sender: userSummaryColumns(users),
};

/** Senders who are still members, so that one who left shows as 'User left the group' (docs/product.md, "Group membership"). */
const senderMemberships = alias(chatMembers, 'sender_memberships');
const senderMembershipJoin = and(eq(senderMemberships.groupId, chatMessages.groupId), eq(senderMemberships.userId, chatMessages.senderId));

export type MessageRow = Awaited<ReturnType<typeof listMessagesBefore>>[number];

/** Up to `limit` messages before the given id (or the latest), newest first; those the school hides only for their sender, the viewer. */
export function listMessagesBefore(executor: Executor, groupId: number, viewerId: number, limit: number, beforeId?: number) {
  return executor
    .select(messageFields)
    .from(chatMessages)
    .leftJoin(senderMemberships, senderMembershipJoin)
    .leftJoin(users, eq(users.id, senderMemberships.userId))
    .where(
      and(
        eq(chatMessages.groupId, groupId),
        beforeId === undefined ? undefined : lt(chatMessages.id, beforeId),
        or(isNull(chatMessages.hiddenAt), eq(chatMessages.senderId, viewerId)),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/**
 * The group's newest messages as every member's answer is made from them, oldest first: hidden
 * and removed ones too, with their sender's id (not their name, which the members give) and
 * whether files came with them.
 */
export async function listRecentMessages(executor: Executor, groupId: number, limit: number) {
  const rows = await executor
    .select({
      id: chatMessages.id,
      senderId: chatMessages.senderId,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
      hiddenAt: chatMessages.hiddenAt,
      editedAt: chatMessages.editedAt,
      removedAt: chatMessages.removedAt,
      // Qualified by hand: a column in a select's SQL is written without its table.
      hasFiles: sql<boolean>`exists (SELECT 1 FROM ${chatAttachments} WHERE ${chatAttachments}.message_id = ${chatMessages}.id)`,
    })
    .from(chatMessages)
    .where(eq(chatMessages.groupId, groupId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** One message as lists show it, whoever asks. */
export async function findMessageRow(executor: Executor, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await executor
    .select(messageFields)
    .from(chatMessages)
    .leftJoin(senderMemberships, senderMembershipJoin)
    .leftJoin(users, eq(users.id, senderMemberships.userId))
    .where(eq(chatMessages.id, messageId));
  return row;
}

/**
 * The messages after the given id, oldest first: what a reconnecting client missed. A page is
 * shared by every socket of the group, so what the school hides is left out for all of them, and
 * so is what its sender removed (the page's next fetch of the group shows 'Message removed').
 */
export function listMessagesAfter(executor: Executor, groupId: number, afterId: number, limit: number) {
  return executor
    .select(messageFields)
    .from(chatMessages)
    .leftJoin(senderMemberships, senderMembershipJoin)
    .leftJoin(users, eq(users.id, senderMemberships.userId))
    .where(and(eq(chatMessages.groupId, groupId), gt(chatMessages.id, afterId), isNull(chatMessages.hiddenAt), isNull(chatMessages.removedAt)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/** The id of the group's last message; 0 when it has none. */
export async function lastMessageId(executor: Executor, groupId: number): Promise<number> {
  const [row] = await executor.select({ id: max(chatMessages.id) }).from(chatMessages).where(eq(chatMessages.groupId, groupId));
  return row?.id ?? 0;
}

/** A message to store: who sends it and its text. */
export interface MessageDraft {
  senderId: number;
  content: string;
}

/** A stored message: its id, its time and the id of the group's message just before it (0 for the first). */
export interface StoredMessage {
  id: number;
  createdAt: Date;
  previousId: number;
}

/**
 * Stores a batch of messages of one group in one statement, which needs no transaction around it
 * (group commit: features/chat/chat.service.ts sends the messages that waited for the group's
 * previous store together, so that many share one lock and one flush of the commit):
 *
 * 1. it locks the group's row (held until the statement's transaction ends), so that a group's
 *    batches are stored one at a time, across instances too, and their ids follow the order of
 *    commits;
 * 2. only then, the senders' memberships (an init plan on the lock makes it wait), held `FOR SHARE`
 *    so that they cannot go meanwhile: a member removed while the message waited is refused, and
 *    only that member's messages;
 * 3. the id of the message before the batch: the group's `last_message_id`, read from the locked
 *    row, which is its newest version even when the statement's snapshot is older (a statement's
 *    snapshot is taken before it waits for the lock); with the newest id the snapshot sees, for
 *    messages stored otherwise (the migration's backfill, imports);
 * 4. the ids of the admitted messages, taken from the sequence in the batch's order, and each
 *    message's predecessor: the admitted message before it in id order, or the one of step 3 for
 *    the first, so that the group's chain has no gap whatever order the ids came in;
 * 5. the messages, the group's `last_message_id` moved onto the newest, and each sender's read
 *    mark moved onto their newest (whoever writes has read what came before).
 *
 * Answers an entry per draft, in order: its stored message, or nothing when the group is gone or
 * its sender is not a member.
 */
export async function storeMessages(executor: Executor, groupId: number, drafts: MessageDraft[]): Promise<(StoredMessage | undefined)[]> {
  if (drafts.length === 0) return [];
  const batch = sql.join(
    drafts.map((draft, index) => sql`(${index}::integer, ${draft.senderId}::integer, ${draft.content}::text)`),
    sql`, `,
  );
  const result = await executor.execute(sql`
    WITH batch (ordinal, sender_id, content) AS (
      VALUES ${batch}
    ), locked AS MATERIALIZED (
      SELECT id, last_message_id FROM ${chatGroups} WHERE id = ${groupId} FOR NO KEY UPDATE
    ), membership AS MATERIALIZED (
      SELECT user_id FROM ${chatMembers}
        WHERE group_id = (SELECT id FROM locked) AND user_id IN (SELECT sender_id FROM batch) FOR SHARE
    ), previous AS MATERIALIZED (
      SELECT greatest(locked.last_message_id, (SELECT coalesce(max(id), 0) FROM ${chatMessages} WHERE group_id = locked.id)) AS id
        FROM locked
    ), admitted AS MATERIALIZED (
      SELECT ordinal, sender_id, content FROM batch
        WHERE sender_id IN (SELECT user_id FROM membership) AND EXISTS (SELECT FROM previous)
        ORDER BY ordinal
    ), numbered AS MATERIALIZED (
      SELECT ordinal, sender_id, content, nextval(pg_get_serial_sequence('chat_messages', 'id'))::integer AS id FROM admitted
    ), chained AS MATERIALIZED (
      SELECT ordinal, id, coalesce(lag(id) OVER (ORDER BY id), (SELECT id FROM previous)) AS previous_id FROM numbered
    ), inserted AS (
      INSERT INTO ${chatMessages} (id, group_id, sender_id, content)
        SELECT id, ${groupId}::integer, sender_id, content FROM numbered
      RETURNING id, created_at
    ), moved AS (
      UPDATE ${chatGroups} SET last_message_id = newest.id
        FROM (SELECT max(id) AS id FROM numbered) AS newest
        WHERE ${chatGroups}.id = ${groupId} AND newest.id IS NOT NULL
    ), read_mark AS (
      UPDATE ${chatMembers} SET
        last_read_message_id = greatest(last_read_message_id, newest.id),
        last_read_at = CASE WHEN newest.id > last_read_message_id THEN now() ELSE last_read_at END
      FROM (SELECT sender_id, max(id) AS id FROM numbered GROUP BY sender_id) AS newest
      WHERE group_id = ${groupId} AND user_id = newest.sender_id
    )
    SELECT chained.ordinal, inserted.id, floor(extract(epoch FROM inserted.created_at) * 1000)::float8 AS created_ms, chained.previous_id
      FROM inserted JOIN chained ON chained.id = inserted.id
  `);
  const stored: (StoredMessage | undefined)[] = drafts.map(() => undefined);
  for (const row of (result as unknown as { rows: { ordinal: number; id: number; created_ms: number; previous_id: number }[] }).rows) {
    stored[Number(row.ordinal)] = { id: Number(row.id), createdAt: new Date(Number(row.created_ms)), previousId: Number(row.previous_id) };
  }
  return stored;
}

/** Stores one member's message (`storeMessages` with a batch of one); nothing when the group is gone or the sender is not a member. */
export async function storeMessage(executor: Executor, values: { groupId: number; senderId: number; content: string }): Promise<StoredMessage | undefined> {
  const [stored] = await storeMessages(executor, values.groupId, [values]);
  return stored;
}

/** Locks the group's row until the transaction ends, so that changes of its members and owner queue up. */
export async function lockGroup(executor: Executor, groupId: number) {
  const [row] = await executor
    .select({ id: chatGroups.id, directMessage: chatGroups.directMessage, ownerId: chatGroups.ownerId })
    .from(chatGroups)
    .where(eq(chatGroups.id, groupId))
    .for('update');
  return row;
}

/** Removes a membership; answers whether there was one. */
export async function deleteMember(executor: Executor, groupId: number, userId: number): Promise<boolean> {
  const rows = await executor
    .delete(chatMembers)
    .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, userId)))
    .returning({ id: chatMembers.id });
  return rows.length > 0;
}

/** The member who joined first but the given user: who takes over a group its owner leaves. */
export async function findLongestStandingMember(executor: Executor, groupId: number, excludedUserId: number): Promise<number | null> {
  const [row] = await executor
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.groupId, groupId), ne(chatMembers.userId, excludedUserId)))
    .orderBy(asc(chatMembers.createdAt), asc(chatMembers.id))
    .limit(1);
  return row?.userId ?? null;
}

export async function updateGroup(executor: Executor, groupId: number, values: { ownerId?: number; onlyOwnerAddsMembers?: boolean }) {
  const [row] = await executor
    .update(chatGroups)
    .set(values)
    .where(eq(chatGroups.id, groupId))
    .returning({ id: chatGroups.id, name: chatGroups.name, onlyOwnerAddsMembers: chatGroups.onlyOwnerAddsMembers });
  return row;
}

export async function deleteGroup(executor: Executor, groupId: number): Promise<void> {
  await executor.delete(chatGroups).where(eq(chatGroups.id, groupId));
}


export async function listMemberIds(executor: Executor, groupId: number): Promise<number[]> {
  const rows = await executor.select({ userId: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.groupId, groupId));
  return rows.map((row) => row.userId);
}

/**
 * A query of the member ids of a group but the given users, for set-based fan-out; with
 * `unreadMessageId`, only the members whose read mark is before that message.
 */
export function memberIdsQuery(executor: Executor, groupId: number, excludedUserIds: number[], unreadMessageId?: number) {
  return executor
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.groupId, groupId),
        excludedUserIds.length > 0 ? notInArray(chatMembers.userId, excludedUserIds) : undefined,
        unreadMessageId === undefined ? undefined : lt(chatMembers.lastReadMessageId, unreadMessageId),
      ),
    );
}

const groupsStatement = preparedPerExecutor((executor) =>
  executor
    .select(groupFields)
    .from(chatGroups)
    .innerJoin(owners, eq(owners.id, chatGroups.ownerId))
    .leftJoin(recipients, eq(recipients.id, chatGroups.recipientId))
    .where(sql`${chatGroups.id} = ANY(${sql.placeholder('groupIds')}::integer[])`)
    .prepare('list_chat_groups'),
);

/**
 * Several groups with owner and recipient, in one query. One group, the usual case (a message's
 * notifications), is `findGroup`'s statement, whose plan PostgreSQL keeps: a list of unknown
 * length is planned anew for each call's ids (docs/decisions.md, "Plans kept").
 */
export async function listGroups(executor: Executor, groupIds: number[]) {
  const [onlyId] = groupIds;
  if (onlyId === undefined) return [];
  if (groupIds.length === 1) return groupStatement(executor).execute({ groupId: onlyId });
  return groupsStatement(executor).execute({ groupIds });
}

/** A message's group, sender, text and state: what reports, hiding, edits and removals decide on. */
const messageStateFields = {
  id: chatMessages.id,
  groupId: chatMessages.groupId,
  senderId: chatMessages.senderId,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  hiddenAt: chatMessages.hiddenAt,
  removedAt: chatMessages.removedAt,
};

/** A message with its group and sender, for reports and hiding. */
export async function findMessage(executor: Executor, messageId: number) {
  const [row] = await executor
    .select(messageStateFields)
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  return row;
}

/** Hides the message (a time) or shows it again (null); answers its group, or nothing when it does not exist. */
export async function setMessageHiddenAt(executor: Executor, messageId: number, hiddenAt: Date | null) {
  const [row] = await executor.update(chatMessages).set({ hiddenAt }).where(eq(chatMessages.id, messageId)).returning({ groupId: chatMessages.groupId });
  return row;
}

/** Locks a message until the transaction ends, so that edits and removals of it queue up. */
export async function lockMessage(executor: Executor, messageId: number) {
  const [row] = await executor
    .select(messageStateFields)
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId))
    .for('update');
  return row;
}

/** Replaces a message's text, keeping the text it had as an earlier version. */
export async function editMessage(executor: Executor, values: { messageId: number; previousContent: string; content: string; editorId: number; editedAt: Date }) {
  await executor.insert(chatMessageVersions).values({ messageId: values.messageId, content: values.previousContent, editorId: values.editorId, editedAt: values.editedAt });
  await executor.update(chatMessages).set({ content: values.content, editedAt: values.editedAt }).where(eq(chatMessages.id, values.messageId));
}

/** Marks a message removed; its text stays for the school's record. */
export async function markMessageRemoved(executor: Executor, messageId: number, removedAt: Date): Promise<void> {
  await executor.update(chatMessages).set({ removedAt }).where(eq(chatMessages.id, messageId));
}

/** The earlier versions of a message, oldest first. */
export function listMessageVersions(executor: Executor, messageId: number) {
  return executor
    .select({ id: chatMessageVersions.id, content: chatMessageVersions.content, editedAt: chatMessageVersions.editedAt, editorId: chatMessageVersions.editorId })
    .from(chatMessageVersions)
    .where(eq(chatMessageVersions.messageId, messageId))
    .orderBy(asc(chatMessageVersions.id));
}

/** Every message of a group as stored, whatever members see, with its sender, oldest first. */
export function listGroupRecord(executor: Executor, groupId: number) {
  return executor
    .select({
      id: chatMessages.id,
      senderId: chatMessages.senderId,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
      editedAt: chatMessages.editedAt,
      removedAt: chatMessages.removedAt,
      hiddenAt: chatMessages.hiddenAt,
      sender: userSummaryColumns(users),
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.groupId, groupId))
    .orderBy(asc(chatMessages.id));
}

/** The earlier versions of a group's messages, by message then oldest first. */
export function listGroupVersions(executor: Executor, groupId: number) {
  return executor
    .select({
      id: chatMessageVersions.id,
      messageId: chatMessageVersions.messageId,
      content: chatMessageVersions.content,
      editedAt: chatMessageVersions.editedAt,
      editorId: chatMessageVersions.editorId,
    })
    .from(chatMessageVersions)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessageVersions.messageId))
    .where(eq(chatMessages.groupId, groupId))
    .orderBy(asc(chatMessageVersions.messageId), asc(chatMessageVersions.id));
}
