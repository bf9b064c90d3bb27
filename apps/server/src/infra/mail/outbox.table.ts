import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail waits here until the outbox worker has handed it to the mail server. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Chosen when the mail is queued and sent with every attempt, so a recipient's server sees one message however often it is retried. */
    messageId: text('message_id').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.status, table.nextAttemptAt)],
);
