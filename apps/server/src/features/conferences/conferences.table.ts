import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { students } from '../students/students.table.ts';

/**
 * A teacher's booking window for a class's conferences (docs/decisions.md, "Conference booking"):
 * its days and breaks in the teacher's time zone, kept as written; its slots are generated from them.
 */
export const conferenceWindows = pgTable(
  'conference_windows',
  {
    id: serial('id').primaryKey(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    /** The teacher who meets the families; the window stays with the class if their account goes. */
    teacherUserId: integer('teacher_user_id').references(() => users.id, { onDelete: 'set null' }),
    days: jsonb('days').$type<{ date: string; start: string; end: string }[]>().notNull(),
    breaks: jsonb('breaks').$type<{ start: string; end: string }[]>().notNull().default([]),
    slotMinutes: integer('slot_minutes').notNull(),
    mode: text('mode', { enum: ['in_person', 'video'] }).notNull(),
    note: text('note').notNull().default(''),
    cutoffHours: integer('cutoff_hours').notNull(),
    /** The zone the days were written in: the teacher's when the window was saved. */
    timeZone: text('time_zone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conference_windows_class_idx').on(table.schoolClassId)],
);

export const conferenceSlots = pgTable(
  'conference_slots',
  {
    id: serial('id').primaryKey(),
    windowId: integer('window_id')
      .notNull()
      .references(() => conferenceWindows.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('conference_slots_window_start_unique').on(table.windowId, table.startsAt)],
);

/**
 * One family's booking of a slot for one child. A slot holds one booking and a child one booking
 * per window: both are unique indexes, so two requests at the same moment cannot both win.
 */
export const conferenceBookings = pgTable(
  'conference_bookings',
  {
    id: serial('id').primaryKey(),
    windowId: integer('window_id')
      .notNull()
      .references(() => conferenceWindows.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => conferenceSlots.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The guardian who booked: the family's side of the video call. Their bookings go with their account. */
    guardianUserId: integer('guardian_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many times it moved: calendars replace their copy when it grows. */
    revision: integer('revision').notNull().default(0),
    /** When the day-before and the hour-before reminders went (null: not yet); cleared when the booking moves. */
    dayReminderAt: timestamp('day_reminder_at', { withTimezone: true }),
    hourReminderAt: timestamp('hour_reminder_at', { withTimezone: true }),
  },
  (table) => [
    unique('conference_bookings_slot_unique').on(table.slotId),
    unique('conference_bookings_window_student_unique').on(table.windowId, table.studentId),
    index('conference_bookings_guardian_idx').on(table.guardianUserId),
    index('conference_bookings_student_idx').on(table.studentId),
  ],
);
