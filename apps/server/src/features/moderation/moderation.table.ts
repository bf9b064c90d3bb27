import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MODERATED_KINDS, REPORT_STATUSES } from '@homeroom/contract/moderation';
import { users } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { schools } from '../schools/schools.table.ts';

/**
 * A story, comment or chat message a member reported to a school. The item is named by kind and
 * id (no foreign key: three tables), and its text is kept as it was when reported, which is what
 * the leaders judge (docs/decisions.md, "Reports and hidden content").
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: serial('id').primaryKey(),
    /** Null where the class has no school: then its teachers answer for it (docs/decisions.md, "Safety"). */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MODERATED_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The item's class; for a chat message, the class the reporter and the sender share. */
    schoolClassId: integer('school_class_id').references(() => schoolClasses.id, { onDelete: 'set null' }),
    /** The chat of a reported message, so that its hiding can name it. */
    groupId: integer('group_id'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_reports_school_id_idx').on(table.schoolId, table.status, table.createdAt),
    index('content_reports_item_idx').on(table.kind, table.itemId),
    index('content_reports_school_class_id_idx').on(table.schoolClassId),
    index('content_reports_author_id_idx').on(table.authorId),
    index('content_reports_reporter_id_idx').on(table.reporterId),
    index('content_reports_resolved_by_id_idx').on(table.resolvedById),
    // Reporting the same item again while the first report is open adds nothing.
    uniqueIndex('content_reports_open_unique')
      .on(table.kind, table.itemId, table.reporterId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** What a school hides, by whom and since when: the list a leader unhides from. */
export const hiddenItems = pgTable(
  'hidden_items',
  {
    id: serial('id').primaryKey(),
    /** Null where the class has no school: then its teachers answer for it (docs/decisions.md, "Safety"). */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MODERATED_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    schoolClassId: integer('school_class_id').references(() => schoolClasses.id, { onDelete: 'set null' }),
    groupId: integer('group_id'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    hiddenById: integer('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hidden_items_item_unique').on(table.kind, table.itemId),
    index('hidden_items_school_id_idx').on(table.schoolId, table.hiddenAt),
    index('hidden_items_school_class_id_idx').on(table.schoolClassId),
    index('hidden_items_author_id_idx').on(table.authorId),
    index('hidden_items_hidden_by_id_idx').on(table.hiddenById),
  ],
);
