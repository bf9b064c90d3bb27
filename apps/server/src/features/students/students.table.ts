import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { parents } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    /** The parent account linked with the invite code; null until then. */
    parentId: integer('parent_id').references(() => parents.id, { onDelete: 'set null' }),
    /** Storage key of the student's picture. */
    image: text('image'),
    /** Given to the parent by the teacher; linking a parent uses it up. */
    inviteCode: text('invite_code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('students_school_class_id_idx').on(table.schoolClassId),
    index('students_parent_id_idx').on(table.parentId),
  ],
);
