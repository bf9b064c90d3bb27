import { date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { parents } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A calendar day, the same for everyone whatever their time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    helpersRequired: integer('helpers_required').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the teacher last changed it, and how many times: calendars replace their copy when these grow. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    revision: integer('revision').notNull().default(0),
  },
  (table) => [index('events_school_class_id_idx').on(table.schoolClassId, table.date)],
);

/** Parents who help at an event: at most helpers_required of them, each once. */
export const eventHelpers = pgTable(
  'event_helpers',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('event_helpers_event_parent_unique').on(table.eventId, table.parentId),
    index('event_helpers_parent_id_idx').on(table.parentId),
  ],
);
