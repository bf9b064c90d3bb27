import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * A teacher's office hours: the week and the days off, kept whole in one row because they are
 * always read and replaced whole (docs/decisions.md, "Office hours"). No row, or an empty week,
 * means always available.
 */
export const officeHours = pgTable('office_hours', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Ranges of weekdays in the teacher's zone: `{ weekday: 1..7 (Monday first), start: "08:00", end: "16:30" }`. */
  weekly: jsonb('weekly').$type<{ weekday: number; start: string; end: string }[]>().notNull().default([]),
  /** Days off, both ends included, as dates in the teacher's zone: `{ first_day, last_day }`. */
  daysOff: jsonb('days_off').$type<{ first_day: string; last_day: string }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
