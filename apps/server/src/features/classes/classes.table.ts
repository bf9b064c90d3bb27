import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { teachers } from '../accounts/accounts.table.ts';

/**
 * A class is owned by one teacher; its school is the owner's school. A class whose year has ended
 * is archived (docs/decisions.md, "A new school year"): read only, still shown to its families.
 */
export const schoolClasses = pgTable(
  'school_classes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The owner: the only one who may remove co-teachers (docs/decisions.md, "Co-teachers"). */
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Bumped by database triggers on every write to what the class page lists (migration
     * 0034_class_content_version.sql), so a cached page is known stale on every instance.
     */
    contentVersion: integer('content_version').notNull().default(0),
  },
  (table) => [index('school_classes_teacher_id_idx').on(table.teacherId)],
);

/** The other teachers of a class, beside its owner, in the order they joined. */
export const classCoteachers = pgTable(
  'class_coteachers',
  {
    id: serial('id').primaryKey(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('class_coteachers_class_teacher_unique').on(table.schoolClassId, table.teacherId), index('class_coteachers_teacher_id_idx').on(table.teacherId)],
);

/** An owner's invitation of a colleague to co-teach, until the colleague accepts or declines it. */
export const coteacherInvitations = pgTable(
  'coteacher_invitations',
  {
    id: serial('id').primaryKey(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    /** The invited teacher. */
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    invitedById: integer('invited_by_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('coteacher_invitations_class_teacher_unique').on(table.schoolClassId, table.teacherId),
    index('coteacher_invitations_teacher_id_idx').on(table.teacherId),
  ],
);

/**
 * The co-teachings that count, as a derived table (school_class_id, teacher_id, id): a
 * co-teacher teaches the class only while both they and the owner are approved teachers of the
 * same school, so leaving or changing school ends co-teaching without a clean-up. Every query
 * that asks who teaches a class goes through this one fragment.
 */
export const activeCoteachings: SQL = sql`(
  SELECT class_coteachers.id, class_coteachers.school_class_id, class_coteachers.teacher_id
    FROM class_coteachers
    JOIN school_classes AS cotaught_classes ON cotaught_classes.id = class_coteachers.school_class_id
    JOIN teachers AS class_owners ON class_owners.id = cotaught_classes.teacher_id
    JOIN teachers AS coteaching_teachers ON coteaching_teachers.id = class_coteachers.teacher_id
   WHERE coteaching_teachers.school_id = class_owners.school_id
     AND coteaching_teachers.school_role <> 'pending'
     AND class_owners.school_role <> 'pending'
)`;

/**
 * A class's co-teachers as user summaries, earliest first, in the same row (a correlated
 * subquery on `classId`), so that a class or a list of students stays one query.
 */
export function coteachersOfClass(classId: AnyPgColumn | SQL) {
  return sql<{ id: number; firstName: string; lastName: string; profilePicture: string | null }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', coteacher_users.id, 'firstName', coteacher_users.first_name,
             'lastName', coteacher_users.last_name, 'profilePicture', coteacher_users.profile_picture) ORDER BY coteachings.id), '[]'::json)
      FROM ${activeCoteachings} AS coteachings
      JOIN teachers AS coteacher_profiles ON coteacher_profiles.id = coteachings.teacher_id
      JOIN users AS coteacher_users ON coteacher_users.id = coteacher_profiles.user_id
     WHERE coteachings.school_class_id = ${classId}
  )`;
}
