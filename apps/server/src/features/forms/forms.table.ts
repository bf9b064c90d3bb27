import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FormQuestion } from '@homeroom/contract/forms';
import { users } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { students } from '../students/students.table.ts';

/** A permission slip or form a class's staff send to families (docs/decisions.md, "Permission slips and forms"). */
export const forms = pgTable('forms', {
  id: serial('id').primaryKey(),
  /** Who wrote it; the form stays with the school when their account goes. */
  authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  text: text('text').notNull(),
  /** Storage key of the attached PDF. */
  pdf: text('pdf'),
  questions: jsonb('questions').$type<FormQuestion[]>().notNull(),
  deadline: timestamp('deadline', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The classes a form is for: one for a teacher's form, several for a leader's. */
export const formClasses = pgTable(
  'form_classes',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.formId, table.schoolClassId] }), index('form_classes_school_class_id_idx').on(table.schoolClassId)],
);

/** The children a form asks about, fixed when it is sent. */
export const formStudents = pgTable(
  'form_students',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.formId, table.studentId] }), index('form_students_student_id_idx').on(table.studentId)],
);

/**
 * Signed answers, never changed (a trigger refuses an UPDATE of anything but the signer's
 * account link, which an account's deletion clears): a correction is a new row that
 * `supersedes` the one before, and the latest counts. One first answer per child and form, and
 * one correction per answer, so two guardians signing at once cannot both win.
 */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The guardian who signed; null once their account is deleted (the typed name stays). */
    guardianUserId: integer('guardian_user_id').references(() => users.id, { onDelete: 'set null' }),
    signedName: text('signed_name').notNull(),
    answers: jsonb('answers').$type<(boolean | string)[]>().notNull(),
    /** Agreed to every consent question; null when the form asks none. */
    consent: boolean('consent'),
    supersedesId: integer('supersedes_id').references((): AnyPgColumn => formAnswers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('form_answers_form_student_idx').on(table.formId, table.studentId),
    index('form_answers_guardian_user_id_idx').on(table.guardianUserId),
    uniqueIndex('form_answers_first_unique').on(table.formId, table.studentId).where(sql`${table.supersedesId} IS NULL`),
    uniqueIndex('form_answers_supersedes_unique').on(table.supersedesId),
  ],
);
