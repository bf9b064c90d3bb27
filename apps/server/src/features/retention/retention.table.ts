import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { schoolClasses } from '../classes/classes.table.ts';

/**
 * The archived classes whose teachers were told of the coming deletion: the warning goes once,
 * and goes with the class.
 */
export const classDeletionWarnings = pgTable('class_deletion_warnings', {
  schoolClassId: integer('school_class_id')
    .primaryKey()
    .references(() => schoolClasses.id, { onDelete: 'cascade' }),
  /** The deletion day the mail announced. */
  deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
  warnedAt: timestamp('warned_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per day the retention job ran: the instance that inserts the day's row runs it, so
 * several instances apply the policy once a day between them.
 */
export const retentionRuns = pgTable('retention_runs', {
  day: text('day').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
