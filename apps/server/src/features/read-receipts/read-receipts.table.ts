import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { announcements } from '../announcements/announcements.table.ts';
import { events } from '../events/events.table.ts';
import { stories } from '../stories/stories.table.ts';

/**
 * That a user was shown a piece of class content, once per user and item (docs/decisions.md,
 * "Read receipts"). One column per kind, each a foreign key, so that a deleted item takes its
 * reads with it; exactly one is set.
 */
export const contentReads = pgTable(
  'content_reads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
    storyId: integer('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_reads_announcement_user_unique').on(table.announcementId, table.userId),
    uniqueIndex('content_reads_story_user_unique').on(table.storyId, table.userId),
    uniqueIndex('content_reads_event_user_unique').on(table.eventId, table.userId),
    index('content_reads_user_id_idx').on(table.userId),
  ],
);

/** A guardian's "I've read this" on an announcement that asks for it: once, with its time. */
export const announcementAcknowledgements = pgTable(
  'announcement_acknowledgements',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('announcement_acknowledgements_unique').on(table.announcementId, table.userId),
    index('announcement_acknowledgements_user_id_idx').on(table.userId),
  ],
);

/** When a teacher last reminded the families who had not acknowledged: a second reminder soon after is refused. */
export const acknowledgementReminders = pgTable(
  'acknowledgement_reminders',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    /** Null once the teacher's account is gone; the reminder stays part of the announcement's story. */
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('acknowledgement_reminders_announcement_idx').on(table.announcementId, table.sentAt), index('acknowledgement_reminders_sent_by_idx').on(table.sentById)],
);
