import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CHILD_ACCESS_KINDS, CHILD_ACCESS_ROLES } from '@homeroom/contract/access-log';
import { users } from '../accounts/accounts.table.ts';
import { students } from '../students/students.table.ts';

/**
 * Each look at a child's record by someone who is neither the child's guardian nor a teacher of
 * their class (docs/decisions.md, "Access log"). Kept as long as the child's record: it goes with
 * the child (cascade); the reader's name is copied so the entry still says who should their account go.
 */
export const childAccessLog = pgTable(
  'child_access_log',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    readerId: integer('reader_id').references(() => users.id, { onDelete: 'set null' }),
    readerName: text('reader_name').notNull(),
    readerRole: text('reader_role', { enum: CHILD_ACCESS_ROLES }).notNull(),
    what: text('what', { enum: CHILD_ACCESS_KINDS }).notNull(),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('child_access_log_student_id_idx').on(table.studentId, table.accessedAt), index('child_access_log_reader_id_idx').on(table.readerId)],
);
