import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * Each user's private calendar address: one at a time, its secret stored only as a SHA-256
 * hash (like login tokens), so a leaked table opens no calendar. A new address replaces the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
