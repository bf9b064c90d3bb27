import { index, integer, pgTable, serial, smallint, timestamp } from 'drizzle-orm/pg-core';
import { students } from '../students/students.table.ts';

export const stickers = pgTable(
  'stickers',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** 1 star, 2 dinosaur, 3 cat. */
    type: smallint('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stickers_student_id_idx').on(table.studentId)],
);
