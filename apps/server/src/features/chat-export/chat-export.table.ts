import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CHAT_EXPORT_FORMATS } from '@homeroom/contract/chat-search';
import { users } from '../accounts/accounts.table.ts';
import { schools } from '../schools/schools.table.ts';
import { chatGroups } from '../chat/chat.table.ts';

/**
 * Each export of a conversation's full record by a leader of the school (docs/decisions.md,
 * "Chat export"), for the school's leaders to see. The entry outlives the conversation and the
 * reader's account (set null), with their names copied; it goes with the school.
 */
export const chatExportLog = pgTable(
  'chat_export_log',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => chatGroups.id, { onDelete: 'set null' }),
    groupName: text('group_name').notNull(),
    readerId: integer('reader_id').references(() => users.id, { onDelete: 'set null' }),
    readerName: text('reader_name').notNull(),
    format: text('format', { enum: CHAT_EXPORT_FORMATS }).notNull(),
    exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_export_log_school_id_idx').on(table.schoolId, table.exportedAt), index('chat_export_log_reader_id_idx').on(table.readerId)],
);
