import { randomInt } from 'node:crypto';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { RESPONSE_FORMATS } from '@homeroom/contract/assignments';
import { schoolClasses } from '../classes/classes.table.ts';
import { students } from '../students/students.table.ts';

export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    maximumScore: integer('maximum_score').notNull(),
    responseFormat: text('response_format', { enum: RESPONSE_FORMATS }).notNull(),
    /** The secret of the student link: whoever has it may hand in work. */
    code: text('code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assignments_school_class_id_idx').on(table.schoolClassId, table.createdAt)],
);

/**
 * Ids of assignees are random positive 32-bit integers, not a sequence: the anonymous hand-in
 * names its assignee by id, so an id must not be guessable from another one.
 */
export function newAssigneeId(): number {
  return randomInt(1, 2 ** 31);
}

/** A student set an assignment, with the teacher's score and feedback. */
export const assignees = pgTable(
  'assignees',
  {
    id: integer('id').primaryKey().$defaultFn(newAssigneeId),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    score: integer('score'),
    feedback: text('feedback'),
    /** When the score last changed, so a parent's Home shows a new score as new. */
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('assignees_assignment_student_unique').on(table.assignmentId, table.studentId),
    index('assignees_student_id_idx').on(table.studentId),
  ],
);

/** The work handed in: one per assignee, by the unique index. */
export const assignmentResponses = pgTable('assignment_responses', {
  id: serial('id').primaryKey(),
  assigneeId: integer('assignee_id')
    .notNull()
    .unique()
    // Assignees were renumbered once, from a sequence to random ids; their work followed.
    .references(() => assignees.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  text: text('text'),
  /** Storage keys. */
  image: text('image'),
  video: text('video'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
