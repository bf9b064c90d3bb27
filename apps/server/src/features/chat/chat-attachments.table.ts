import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { chatGroups, chatMessages } from './chat.table.ts';

/**
 * Pictures and PDF files of chat messages. A row is written when the file is uploaded, without a
 * message; sending a message claims it (`message_id`), and rows left unclaimed are swept.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    /** Only the uploader may attach it; their files go with their account. */
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until a message of the uploader carries it. */
    messageId: integer('message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** Its place among the message's attachments. */
    position: smallint('position').notNull().default(0),
    kind: text('kind', { enum: ['image', 'pdf'] }).notNull(),
    /** The file's name as the sender had it, without any folder. */
    name: text('name').notNull(),
    /** Bytes of the stored file. */
    size: integer('size').notNull(),
    /** Storage key: the picture at display size, or the PDF as sent. */
    file: text('file').notNull(),
    /** Storage key of the small picture; null for a PDF. */
    previewFile: text('preview_file'),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_attachments_message_id_idx').on(table.messageId, table.position),
    index('chat_attachments_group_id_idx').on(table.groupId),
    index('chat_attachments_uploader_id_idx').on(table.uploaderId),
    // The sweep of uploads never sent.
    index('chat_attachments_unsent_idx').on(table.createdAt).where(sql`${table.messageId} IS NULL`),
  ],
);
