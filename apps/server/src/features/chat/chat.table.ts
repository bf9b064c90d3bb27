import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

export const chatGroups = pgTable(
  'chat_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    directMessage: boolean('direct_message').notNull().default(false),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The other person of a direct chat. */
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Whether only the owner may add members; by default any member may (docs/product.md, "Group membership"). */
    onlyOwnerAddsMembers: boolean('only_owner_adds_members').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The id of the group's last message stored by `storeMessages` (0 before any): read under the
     * group's row lock, it names each message's predecessor in one statement (chat.repo.ts).
     */
    lastMessageId: integer('last_message_id').notNull().default(0),
  },
  (table) => [
    index('chat_groups_owner_id_idx').on(table.ownerId),
    index('chat_groups_recipient_id_idx').on(table.recipientId),
    // One direct chat per pair of people, whoever opened it.
    uniqueIndex('chat_groups_direct_pair_unique')
      .on(sql`least(${table.ownerId}, ${table.recipientId})`, sql`greatest(${table.ownerId}, ${table.recipientId})`)
      .where(sql`${table.directMessage}`),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The newest message of the group this member has read; later messages of others are unread.
     * A plain id, not a foreign key: it only ever compares with message ids of the group.
     */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    /** When the read mark last moved: the time of a read receipt (null before the first read). */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('chat_members_group_user_unique').on(table.groupId, table.userId), index('chat_members_user_id_idx').on(table.userId)],
);

/** PostgreSQL's full-text document type; Drizzle has none of its own. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The words of a message as full-text search finds them (docs/decisions.md, "Chat search"): the
 * language-neutral `simple` configuration, with each Chinese, Japanese or Korean character made a
 * word of its own, since those languages write words without spaces. The search side spaces the
 * query the same way (features/chat-search/search-query.ts).
 */
export const CHAT_SEARCH_DOCUMENT = sql.raw(
  String.raw`to_tsvector('simple', regexp_replace(content, '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff])', ' \1 ', 'g'))`,
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is gone: 'User left the group'. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a leader hides the message after a report: only its sender still sees it, as hidden. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** When its sender last edited it; the earlier texts are in chat_message_versions. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Set when its sender removed it: members see 'Message removed'; the text stays for the school's record. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    searchDocument: tsvector('search_document').generatedAlwaysAs(CHAT_SEARCH_DOCUMENT),
  },
  (table) => [
    index('chat_messages_group_id_idx').on(table.groupId, table.id),
    index('chat_messages_sender_id_idx').on(table.senderId),
    index('chat_messages_search_document_idx').using('gin', table.searchDocument),
  ],
);

/** The earlier texts of edited messages, for the school's record: one row each time a message is edited. */
export const chatMessageVersions = pgTable(
  'chat_message_versions',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** The text as it was before this edit. */
    content: text('content').notNull(),
    /** When this text was replaced. */
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who edited it (its sender); null once their account is gone, the record stays. */
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('chat_message_versions_message_id_idx').on(table.messageId, table.id), index('chat_message_versions_editor_id_idx').on(table.editorId)],
);
