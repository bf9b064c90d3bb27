import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { schools } from '../schools/schools.table.ts';

/** An announcement a leader wrote to their whole school (docs/decisions.md, "School announcements"). */
export const schoolAnnouncements = pgTable(
  'school_announcements',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** Who wrote it, kept when they leave so that the school keeps its announcements. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('school_announcements_school_id_idx').on(table.schoolId, table.createdAt)],
);
