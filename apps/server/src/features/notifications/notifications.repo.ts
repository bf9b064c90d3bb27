import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NotificationType } from '@homeroom/contract/notifications';
import type { Database, Executor } from '../../infra/db/client.ts';
import { preparedPerExecutor } from '../../infra/db/prepared-per-executor.ts';
import { users } from '../accounts/accounts.table.ts';
import { chatGroups } from '../chat/chat.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { schools } from '../schools/schools.table.ts';
import { notifications, notificationVersions } from './notifications.table.ts';

const groupOwners = alias(users, 'group_owners');
const groupRecipients = alias(users, 'group_recipients');

export type NotificationRow = typeof notifications.$inferSelect;

/** What a notification is about: a class, a chat group, or a whole school (one of them, or none). */
export interface NotificationEntry {
  type: NotificationType;
  title: string;
  schoolClassId: number | null;
  groupId: number | null;
  schoolId?: number | null;
}

export interface UpsertedNotification {
  id: number;
  userId: number;
  qtyMissed: number;
  updatedAt: Date;
  /** The mail throttle let a mail through for this entry now. */
  isMailDue: boolean;
}

/**
 * One statement for any number of recipients: a new unread entry for each, or, where an unread
 * entry of the same kind for the same class, group or school exists, one more missed and a new time.
 * `recipients` selects the user ids. A mail is due when the last mail about the same place and kind
 * is older than `mailEverySeconds` (always, with 0), whether or not its entry was read since: a
 * parent who glances at a busy chat is not mailed again at the next message.
 */
export async function upsertNotifications(
  executor: Executor,
  recipients: SQL,
  entry: NotificationEntry,
  mailEverySeconds: number,
  /**
   * How many things the entry tells of at once: 1 by default, or an expression per recipient
   * (`recipients.missed`: the messages of a chat sent together, each member's own left out).
   */
  missed: number | SQL = 1,
): Promise<UpsertedNotification[]> {
  const missedOfRecipient = typeof missed === 'number' ? sql`${missed}::integer` : missed;
  const result = await executor.execute(sql`
    INSERT INTO notifications (user_id, type, title, school_class_id, group_id, school_id, last_emailed_at, qty_missed)
    SELECT recipients.user_id, ${entry.type}, ${entry.title}, ${entry.schoolClassId}::integer, ${entry.groupId}::integer, ${entry.schoolId ?? null}::integer, ${mailedAtOfNewEntry(entry, mailEverySeconds)}, ${missedOfRecipient}
      FROM (${recipients}) AS recipients
    ON CONFLICT (user_id, type, coalesce(school_class_id, 0), coalesce(group_id, 0), coalesce(school_id, 0)) WHERE NOT read
    DO UPDATE SET
      qty_missed = notifications.qty_missed + excluded.qty_missed,
      title = excluded.title,
      updated_at = now(),
      last_emailed_at = CASE
        WHEN notifications.last_emailed_at IS NULL
          OR notifications.last_emailed_at <= now() - make_interval(secs => ${mailEverySeconds})
        THEN now() ELSE notifications.last_emailed_at END
    RETURNING id, user_id, qty_missed, updated_at, last_emailed_at = now() AS is_mail_due
  `);
  const rows = (result as unknown as { rows: { id: number; user_id: number; qty_missed: number; updated_at: string | Date; is_mail_due: boolean }[] }).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    qtyMissed: Number(row.qty_missed),
    updatedAt: new Date(row.updated_at),
    isMailDue: Boolean(row.is_mail_due),
  }));
}

/**
 * Of `members` (a query of `user_id`s), those told of a batch of `total` chat messages, each with
 * how many were not their own (`missed`): a member who sent them all is not told.
 */
export function toldOfOthersMessagesQuery(members: SQL, sent: { senderId: number; count: number }[], total: number): SQL {
  const senderIds = `{${sent.map(({ senderId }) => senderId).join(',')}}`;
  const counts = `{${sent.map(({ count }) => count).join(',')}}`;
  return sql`SELECT members.user_id, ${total}::integer - coalesce(sent.count, 0) AS missed
    FROM (${members}) AS members
    LEFT JOIN unnest(${senderIds}::integer[], ${counts}::integer[]) AS sent (user_id, count) ON sent.user_id = members.user_id
    WHERE coalesce(sent.count, 0) < ${total}::integer`;
}

/**
 * When a new entry counts as last mailed: now (a mail is due), or, if a read entry of the same kind
 * and place was mailed within `mailEverySeconds`, that mail's time. A read entry mailed then was
 * updated since (`updated_at` is never older than `last_emailed_at`), so the user's index on
 * `(user_id, read, updated_at)` finds it among their entries of the last minutes only.
 */
function mailedAtOfNewEntry(entry: NotificationEntry, mailEverySeconds: number): SQL {
  if (mailEverySeconds <= 0) return sql`now()`;
  const since = sql`now() - make_interval(secs => ${mailEverySeconds})`;
  return sql`coalesce((
    SELECT max(earlier.last_emailed_at) FROM notifications AS earlier
     WHERE earlier.user_id = recipients.user_id AND earlier.read AND earlier.updated_at > ${since}
       AND earlier.type = ${entry.type}
       AND earlier.school_class_id IS NOT DISTINCT FROM ${entry.schoolClassId}::integer
       AND earlier.group_id IS NOT DISTINCT FROM ${entry.groupId}::integer
       AND earlier.school_id IS NOT DISTINCT FROM ${entry.schoolId ?? null}::integer
       AND earlier.last_emailed_at > ${since}), now())`;
}

/**
 * The user's unread notifications, newest first, each with the names of the class, school or
 * chat it is about (the chat's owner and recipient, to name a direct chat): one statement,
 * prepared once, whatever the number of entries. The bell of every page asks for it.
 */
export function prepareListUnreadWithPlaces(db: Database) {
  const statement = db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      title: notifications.title,
      schoolClassId: notifications.schoolClassId,
      groupId: notifications.groupId,
      schoolId: notifications.schoolId,
      updatedAt: notifications.updatedAt,
      read: notifications.read,
      qtyMissed: notifications.qtyMissed,
      className: schoolClasses.name,
      schoolName: schools.name,
      groupName: chatGroups.name,
      groupIsDirect: chatGroups.directMessage,
      ownerId: groupOwners.id,
      ownerFirstName: groupOwners.firstName,
      ownerLastName: groupOwners.lastName,
      recipientId: groupRecipients.id,
      recipientFirstName: groupRecipients.firstName,
      recipientLastName: groupRecipients.lastName,
    })
    .from(notifications)
    .leftJoin(schoolClasses, eq(schoolClasses.id, notifications.schoolClassId))
    .leftJoin(schools, eq(schools.id, notifications.schoolId))
    .leftJoin(chatGroups, eq(chatGroups.id, notifications.groupId))
    .leftJoin(groupOwners, eq(groupOwners.id, chatGroups.ownerId))
    .leftJoin(groupRecipients, eq(groupRecipients.id, chatGroups.recipientId))
    // `NOT read` written out, not a parameter: the plan made once for every user then knows it
    // reads the few unread entries, and PostgreSQL keeps that plan instead of planning each read
    // anew (planning cost 8 times the read; docs/decisions.md, "Plans kept").
    .where(and(eq(notifications.userId, sql.placeholder('userId')), not(notifications.read)))
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .prepare('list_unread_notifications');
  return (userId: number) => statement.execute({ userId });
}

/**
 * The notifications versions of these users (a user with none yet is at 0): one statement on the
 * primary key, prepared once. Database triggers raise a user's version in every transaction that
 * changes what their list shows, so a list read after it is at least as new as it
 * (notifications.table.ts).
 */
export function prepareReadNotificationsVersions(db: Database) {
  const statement = db
    .select({ userId: notificationVersions.userId, version: notificationVersions.version })
    .from(notificationVersions)
    .where(sql`${notificationVersions.userId} = ANY(${sql.placeholder('userIds')}::integer[])`)
    .prepare('read_notifications_versions');
  return async (userIds: number[]) => new Map((await statement.execute({ userIds })).map((row) => [row.userId, row.version]));
}

/** The statement of `markReadOfKind`, for types among the list or not among it. */
function markReadOfKindStatement(isAmong: boolean) {
  return preparedPerExecutor((executor) => {
    const types = sql`${sql.placeholder('types')}::text[]`;
    return executor
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          eq(notifications.id, sql.placeholder('notificationId')),
          eq(notifications.userId, sql.placeholder('userId')),
          isAmong ? sql`${notifications.type} = ANY(${types})` : sql`${notifications.type} <> ALL(${types})`,
        ),
      )
      .returning({ id: notifications.id })
      .prepare(isAmong ? 'mark_notification_of_kinds_read' : 'mark_notification_not_of_kinds_read');
  });
}
const markReadOfKindAmong = markReadOfKindStatement(true);
const markReadOfKindNotAmong = markReadOfKindStatement(false);

/**
 * Marks one of the user's notifications read if its type is among `types` (or, with `isAmong`
 * false, is not); answers whether it was, in one statement: not theirs, or not of that kind, is
 * as if it did not exist.
 */
export async function markReadOfKind(executor: Executor, userId: number, notificationId: number, types: readonly NotificationType[], isAmong: boolean) {
  const statement = isAmong ? markReadOfKindAmong : markReadOfKindNotAmong;
  const rows = await statement(executor).execute({ userId, notificationId, types: [...types] });
  return rows.length > 0;
}

const markAllReadStatement = preparedPerExecutor((executor) =>
  executor
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, sql.placeholder('userId')), not(notifications.read)))
    .prepare('mark_all_notifications_read'),
);

export async function markAllRead(executor: Executor, userId: number): Promise<void> {
  await markAllReadStatement(executor).execute({ userId });
}

/**
 * Marks the user's unread entry of that kind for the group read, where `condition` holds, as a
 * statement another may run inside its own (`UPDATE … RETURNING id`): the chat's read mark clears
 * its 'New message' entry this way, `markGroupEntryRead` a call's that stopped ringing.
 */
export function markGroupEntryReadWhere(userId: number, type: NotificationType, groupId: number, condition: SQL): SQL {
  return sql`UPDATE ${notifications} SET read = true
    WHERE user_id = ${userId} AND type = ${type} AND group_id = ${groupId} AND read = false AND ${condition}
    RETURNING id`;
}

/** Marks the user's unread entry of that kind for the group read (a call that stopped ringing); answers its id. */
export async function markGroupEntryRead(executor: Executor, userId: number, type: NotificationType, groupId: number): Promise<number[]> {
  const result = await executor.execute(markGroupEntryReadWhere(userId, type, groupId, sql`true`));
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** Marks every unread entry of the user for the group read (they left it); answers their ids. */
export async function markGroupEntriesRead(executor: Executor, userId: number, groupId: number) {
  const rows = await executor
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.groupId, groupId), not(notifications.read)))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

const markClassEntriesReadStatement = preparedPerExecutor((executor) =>
  executor
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        eq(notifications.schoolClassId, sql.placeholder('classId')),
        sql`${notifications.type} = ANY(${sql.placeholder('types')}::text[])`,
        not(notifications.read),
      ),
    )
    .returning({ id: notifications.id })
    .prepare('mark_class_notifications_read'),
);

/** Marks the user's unread entries of these kinds for the class read (they read that content); answers their ids. */
export async function markClassEntriesRead(executor: Executor, userId: number, classId: number, types: NotificationType[]) {
  const rows = await markClassEntriesReadStatement(executor).execute({ userId, classId, types });
  return rows.map((row) => row.id);
}

/** Marks the user's unread entries about the school read (they read its announcements); answers their ids. */
export async function markSchoolEntriesRead(executor: Executor, userId: number, schoolId: number) {
  const rows = await executor
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.schoolId, schoolId), not(notifications.read)))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}
