import { and, eq, ne, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { SCHOOL_ROLES } from '@homeroom/contract/accounts';
import { LANGUAGES } from '@homeroom/contract/i18n/languages';
import { DEFAULT_CHANNELS, DEFAULT_DIGEST_HOUR, NOTIFICATION_CHANNELS, type NotificationKind } from '@homeroom/contract/notification-channels';
import { schools } from '../schools/schools.table.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique regardless of case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Storage key of the display-size picture, or null. */
    profilePicture: text('profile_picture'),
    /** The language the user chose (docs/decisions.md, "Languages"); null: not chosen yet, the browser's or English. */
    language: text('language', { enum: LANGUAGES }),
    /** The IANA time zone the user's devices report (docs/decisions.md, "Time zones"); null: none yet, read as UTC. */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/**
 * The columns of a user's summary (id, name and picture key, what the API calls a user summary)
 * as a select shape, from `users` or an alias of it: a query never selects the password hash by
 * accident. The accounts service's `toUserSummary` turns the row into the answer.
 */
export function userSummaryColumns<T extends Record<'id' | 'firstName' | 'lastName' | 'profilePicture', AnyPgColumn>>(
  table: T,
): Pick<T, 'id' | 'firstName' | 'lastName' | 'profilePicture'> {
  return { id: table.id, firstName: table.firstName, lastName: table.lastName, profilePicture: table.profilePicture };
}

/** A user summary as `userSummaryColumns` selects it. */
export interface UserSummaryRow {
  id: number;
  firstName: string;
  lastName: string;
  /** Storage key of the picture, or null. */
  profilePicture: string | null;
}

export const userSettings = pgTable('user_settings', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The channel of each kind of notification (docs/decisions.md, "Channels per kind"); SPEC's booleans are read from them. */
  messagesChannel: text('messages_channel', { enum: NOTIFICATION_CHANNELS }).notNull().default(DEFAULT_CHANNELS.messages),
  storiesChannel: text('stories_channel', { enum: NOTIFICATION_CHANNELS }).notNull().default(DEFAULT_CHANNELS.stories),
  announcementsChannel: text('announcements_channel', { enum: NOTIFICATION_CHANNELS }).notNull().default(DEFAULT_CHANNELS.announcements),
  eventsChannel: text('events_channel', { enum: NOTIFICATION_CHANNELS }).notNull().default(DEFAULT_CHANNELS.events),
  callsChannel: text('calls_channel', { enum: NOTIFICATION_CHANNELS }).notNull().default(DEFAULT_CHANNELS.calls),
  /** The hour of the daily digest in the user's time zone. */
  digestHour: integer('digest_hour').notNull().default(DEFAULT_DIGEST_HOUR),
  /** A teacher who hides their read status: families see no receipt from them (docs/decisions.md, "Read receipts"). */
  hideReadStatus: boolean('hide_read_status').notNull().default(false),
});

/** The column of each kind's channel. */
export const CHANNEL_COLUMNS = {
  messages: 'messagesChannel',
  stories: 'storiesChannel',
  announcements: 'announcementsChannel',
  events: 'eventsChannel',
  calls: 'callsChannel',
} as const satisfies Record<NotificationKind, keyof typeof userSettings.$inferSelect>;

export const teachers = pgTable(
  'teachers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The school the teacher works at, chosen in the profile. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    /**
     * The teacher's standing at that school (docs/decisions.md, "School leaders"): `pending` until
     * a leader approves them, then `teacher`, or `leader`. Meaningless while `schoolId` is null.
     */
    schoolRole: text('school_role', { enum: SCHOOL_ROLES }).notNull().default('teacher'),
  },
  (table) => [
    index('teachers_school_id_idx').on(table.schoolId),
    check('teachers_school_role_check', sql`${table.schoolRole} in ('pending', 'teacher', 'leader')`),
  ],
);

export const parents = pgTable('parents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * Joins a teacher to the school their classes belong to: their school once a leader has approved
 * them (docs/decisions.md, "School leaders"); a waiting teacher's classes have no school yet.
 */
export function onApprovedSchoolOfTeacher() {
  return and(eq(schools.id, teachers.schoolId), ne(teachers.schoolRole, 'pending'));
}
