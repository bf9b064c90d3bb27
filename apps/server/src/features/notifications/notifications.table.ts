import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
