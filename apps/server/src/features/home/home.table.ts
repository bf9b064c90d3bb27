import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * When each user last looked at Home, to show what is new since their previous visit
 * (docs/product.md, "Home"). One row per user, written by each visit.
 */
export const homeVisits = pgTable('home_visits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Items newer than this are new during the current visit: the end of the previous visit. */
  since: timestamp('since', { withTimezone: true }).notNull(),
  /** The latest time Home was opened; a gap longer than a visit starts a new one. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
