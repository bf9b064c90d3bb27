import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ABSENCE_REASONS } from '@homeroom/contract/absences';
import { users } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { students } from '../students/students.table.ts';

/** A guardian's note that their child will be absent (docs/product.md, "Absence notes"). */
export const absenceNotes = pgTable(
  'absence_notes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The child's class when the note was written: its teachers read and acknowledge it. */
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    reason: text('reason', { enum: ABSENCE_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    /** The guardian who wrote it; the note stays with the child's record if their account goes. */
    reportedById: integer('reported_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedById: integer('acknowledged_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('absence_notes_class_days_idx').on(table.schoolClassId, table.firstDay, table.lastDay),
    index('absence_notes_student_id_idx').on(table.studentId),
  ],
);
