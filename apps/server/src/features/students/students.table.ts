import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { parents, teachers } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    /** Storage key of the student's picture. */
    image: text('image'),
    /**
     * Given to a parent by the teacher; linking a guardian with it uses it up (null then). The
     * teacher may issue a fresh one, which replaces an unused one.
     */
    inviteCode: text('invite_code').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('students_school_class_id_idx').on(table.schoolClassId)],
);

/**
 * The parents who are a child's guardians (docs/decisions.md, "Several guardians per child"):
 * the earliest is the `parent` every answer names.
 */
export const guardians = pgTable(
  'guardians',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('guardians_student_parent_unique').on(table.studentId, table.parentId), index('guardians_parent_id_idx').on(table.parentId)],
);

/**
 * An e-mailed invitation to become a child's guardian: single use, with an expiry; only the hash of
 * the secret is kept. A guardian invites another (`invited_by_id`), or the school's staff invite
 * the guardians of an imported roster (`invited_by_teacher_id`): exactly one of the two is set.
 */
export const guardianInvitations = pgTable(
  'guardian_invitations',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    invitedById: integer('invited_by_id').references(() => parents.id, { onDelete: 'cascade' }),
    invitedByTeacherId: integer('invited_by_teacher_id').references(() => teachers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('guardian_invitations_student_id_idx').on(table.studentId),
    check('guardian_invitations_one_inviter', sql`num_nonnulls(${table.invitedById}, ${table.invitedByTeacherId}) = 1`),
  ],
);

/**
 * The classes a student was in before their current one (docs/decisions.md, "A new school
 * year"): written when a class's year ends and the student moves on, so that the archived class
 * still lists them and their portfolio groups its years. `ended_at` splits their stickers by year.
 */
export const studentClassYears = pgTable(
  'student_class_years',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('student_class_years_student_class_unique').on(table.studentId, table.schoolClassId),
    index('student_class_years_school_class_id_idx').on(table.schoolClassId),
  ],
);

/**
 * The ids of the class's students (now, or in a year that ended) the user is a guardian of, as a
 * JSON array in the same row (a correlated subquery on `classId`): a parent's membership of a
 * class as `isParentInClass` asks it, for a statement that checks access with the rest.
 */
export function guardedStudentIdsOfClass(userId: SQL | number, classId: AnyPgColumn | SQL) {
  return sql<number[]>`(
    SELECT coalesce(json_agg(DISTINCT guarded_students.id), '[]'::json)
      FROM students AS guarded_students
      JOIN guardians AS guarded_links ON guarded_links.student_id = guarded_students.id
      JOIN parents AS guarding_parents ON guarding_parents.id = guarded_links.parent_id
     WHERE guarding_parents.user_id = ${userId}
       AND (guarded_students.school_class_id = ${classId}
            OR EXISTS (SELECT 1 FROM student_class_years AS guarded_years
                        WHERE guarded_years.student_id = guarded_students.id AND guarded_years.school_class_id = ${classId}))
  )`;
}
