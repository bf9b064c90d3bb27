import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { parents } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';

/** A teacher's sign-up for a class (docs/product.md, "Sign-ups"): places change until the cut-off. */
export const signups = pgTable(
  'signups',
  {
    id: serial('id').primaryKey(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('signups_school_class_id_idx').on(table.schoolClassId)],
);

/** A slot of a sign-up: a capacity and, for a timed one, when it happens. */
export const signupSlots = pgTable(
  'signup_slots',
  {
    id: serial('id').primaryKey(),
    signupId: integer('signup_id')
      .notNull()
      .references(() => signups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    capacity: integer('capacity').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When the day-before reminder went: set once, by whichever instance claims it. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [index('signup_slots_signup_id_idx').on(table.signupId), index('signup_slots_starts_at_idx').on(table.startsAt)],
);

/** A family's place in a slot: one per parent per slot. */
export const signupPlaces = pgTable(
  'signup_places',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => signupSlots.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('signup_places_slot_parent_unique').on(table.slotId, table.parentId), index('signup_places_parent_id_idx').on(table.parentId)],
);
