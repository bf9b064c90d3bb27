import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * A browser that receives the user's push messages: the push service's endpoint and the keys
 * RFC 8291 encrypts for. One endpoint belongs to one user at a time: subscribing it again (a
 * shared device, another account) moves it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Named from the User-Agent when subscribed ("Chrome", "Android"); empty when unknown. */
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a message last reached the push service for it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_id_idx').on(table.userId)],
);
