import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@homeroom/contract/notification-channels';
import type { PushPayload } from './push-sender.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';
import { NOTIFICATION_TYPES } from '@homeroom/contract/notifications';
import { users } from '../accounts/accounts.table.ts';
import { chatGroups } from '../chat/chat.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { schools } from '../schools/schools.table.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    schoolClassId: integer('school_class_id').references(() => schoolClasses.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => chatGroups.id, { onDelete: 'cascade' }),
    /** Set on entries about the whole school (a school announcement), which have no class or group. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** How many times this happened since the user last cleared it. */
    qtyMissed: integer('qty_missed').notNull().default(1),
    read: boolean('read').notNull().default(false),
    /** When a mail about this entry was last sent, to send at most one per quarter hour. */
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One unread entry per user, kind and class, group or school: repeats update it.
    uniqueIndex('notifications_unread_unique')
      .on(
        table.userId,
        table.type,
        sql`coalesce(${table.schoolClassId}, 0)`,
        sql`coalesce(${table.groupId}, 0)`,
        sql`coalesce(${table.schoolId}, 0)`,
      )
      .where(sql`not ${table.read}`),
    index('notifications_user_id_idx').on(table.userId, table.read, table.updatedAt),
    index('notifications_school_class_id_idx').on(table.schoolClassId),
    index('notifications_group_id_idx').on(table.groupId),
    index('notifications_school_id_idx').on(table.schoolId),
  ],
);

/**
 * Each user's notifications version: raised by database triggers (migration
 * 0036_notifications_version.sql) on every write to their entries, and to the names their unread
 * entries show (class, school, chat, a direct chat's people), in the writing transaction. The
 * bell's list is kept in memory per user behind it (notifications.service.ts), so a write on any
 * instance is seen by the next read on every instance. No row yet is version 0.
 */
export const notificationVersions = pgTable('notification_versions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});

/**
 * An alert a user's office hours hold back (docs/decisions.md, "Held alerts"): the push and/or the
 * mail to send when their hours start. One row per user and chat, class or school: a second alert
 * about the same place replaces the first, so the release sends one.
 */
export const heldAlerts = pgTable(
  'held_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The chat, class or school the alert is about, as `chat:12`: alerts about one place coalesce. */
    placeKey: text('place_key').notNull(),
    push: jsonb('push').$type<PushPayload>(),
    mail: jsonb('mail').$type<OutgoingMail>(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('held_alerts_user_place_unique').on(table.userId, table.placeKey), index('held_alerts_release_at_idx').on(table.releaseAt)],
);

/** One line waiting for a user's next daily digest: what happened, and where. */
export const digestItems = pgTable(
  'digest_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The class or school name, as it was when it happened. */
    placeName: text('place_name').notNull(),
    title: text('title').notNull(),
    /** The digest that carried it; null while it waits. */
    digestId: integer('digest_id').references(() => digests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('digest_items_waiting_idx').on(table.userId).where(sql`${table.digestId} is null`)],
);

/** A user's digest of one local day: the unique row is what makes several instances send it once. */
export const digests = pgTable(
  'digests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('digests_user_date_unique').on(table.userId, table.localDate)],
);
