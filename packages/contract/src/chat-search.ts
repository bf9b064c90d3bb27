import { z } from 'zod';
import { UserNameDtoSchema } from './accounts.ts';
import { text } from './validation.ts';

/** Messages of the search of one's chats and of their export (docs/product.md, "Chat search and export"). */
export const CHAT_SEARCH_MESSAGES = {
  queryRequired: 'Type a word to search for.',
  queryTooLong: 'A search may be at most 200 characters.',
  pageInvalid: 'Choose a page from 1.',
  formatInvalid: 'Choose html or pdf.',
  exportTitle: 'Conversation: {{name}}',
  exportMembers: 'Members: {{names}}',
  exportMadeBy: 'Exported by {{name}} on {{time}}',
  exportFullRecord: 'The full record for the school: earlier versions of edited messages and the content of removed messages are included.',
  exportEdited: 'edited',
  exportEarlierVersion: 'Earlier version, replaced {{time}}',
  exportRemoved: 'Message removed',
  exportRemovedKept: 'Message removed; its content is kept for the record',
  exportHidden: 'Hidden by the school',
  exportAttachments: 'Attachments: {{names}}',
  exportNoMessages: 'No messages.',
  exportFormerMember: 'Former member',
  exportTimesInUtc: 'Times are in UTC.',
} as const;

export const CHAT_SEARCH_QUERY_MAX_LENGTH = 200;
/** Results come in pages of this size, newest first. */
export const CHAT_SEARCH_PAGE_SIZE = 20;

/** GET school/chat-search/?q=...&page=N */
export const ChatSearchQuerySchema = z.object({
  q: text({ error: CHAT_SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, CHAT_SEARCH_MESSAGES.queryRequired)
    .max(CHAT_SEARCH_QUERY_MAX_LENGTH, CHAT_SEARCH_MESSAGES.queryTooLong),
  page: z.coerce.number({ error: CHAT_SEARCH_MESSAGES.pageInvalid }).int(CHAT_SEARCH_MESSAGES.pageInvalid).min(1, CHAT_SEARCH_MESSAGES.pageInvalid).max(500, CHAT_SEARCH_MESSAGES.pageInvalid).default(1),
});
export type ChatSearchQuery = z.infer<typeof ChatSearchQuerySchema>;

/** A piece of a result's snippet; `match` pieces are the words searched for, to mark. */
export const SnippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof SnippetPartSchema>;

/** One message found: its chat as the searcher sees it, its sender, its time and a snippet. */
export const ChatSearchResultDtoSchema = z.object({
  message_id: z.number(),
  chat: z.object({
    id: z.number(),
    name: z.string(),
    direct_message: z.boolean(),
    /** The other person of a direct chat. */
    recipient: UserNameDtoSchema.nullable(),
  }),
  /** Null once the sender's account is gone or they left the group. */
  sender: UserNameDtoSchema.nullable(),
  time: z.string(),
  snippet: z.array(SnippetPartSchema),
});
export type ChatSearchResultDto = z.infer<typeof ChatSearchResultDtoSchema>;

export const ChatSearchPageDtoSchema = z.object({
  results: z.array(ChatSearchResultDtoSchema),
  page: z.number(),
  has_more: z.boolean(),
});
export type ChatSearchPageDto = z.infer<typeof ChatSearchPageDtoSchema>;

/** GET school/chat-export/{groupId}/?format=html|pdf: the conversation for the record. */
export const CHAT_EXPORT_FORMATS = ['html', 'pdf'] as const;
export const ChatExportQuerySchema = z.object({
  format: z.enum(CHAT_EXPORT_FORMATS, { error: CHAT_SEARCH_MESSAGES.formatInvalid }).default('html'),
});
export type ChatExportFormat = (typeof CHAT_EXPORT_FORMATS)[number];

/** One export of a conversation by a leader who is not one of its members (docs/decisions.md, "Chat export"). */
export const ChatExportLogEntryDtoSchema = z.object({
  id: z.number(),
  group_id: z.number().nullable(),
  group_name: z.string(),
  reader_name: z.string(),
  format: z.enum(CHAT_EXPORT_FORMATS),
  exported_at: z.string(),
});
/** GET school/chat-export-log/: the school's conversation exports, newest first, for its leaders. */
export const ChatExportLogDtoSchema = z.array(ChatExportLogEntryDtoSchema);
export type ChatExportLogDto = z.infer<typeof ChatExportLogDtoSchema>;
