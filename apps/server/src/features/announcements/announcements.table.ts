import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { schoolClasses } from '../classes/classes.table.ts';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Each family is asked to tap "I've read this" (docs/product.md, "Read receipts"). */
    needsAcknowledgement: boolean('needs_acknowledgement').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('announcements_school_class_id_idx').on(table.schoolClassId, table.createdAt)],
);
