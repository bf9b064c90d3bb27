import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { teachers } from '../accounts/accounts.table.ts';

/**
 * A class is run by one teacher; its school is the teacher's school. A class whose year has ended
 * is archived (docs/decisions.md, "A new school year"): read only, still shown to its families.
 */
export const schoolClasses = pgTable(
  'school_classes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [index('school_classes_teacher_id_idx').on(table.teacherId)],
);
