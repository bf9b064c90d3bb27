import { CHAT_SEARCH_MESSAGES } from '@homeroom/contract/chat-search';

/** A message as an export shows it; `content` is null when the reader may not see it any more. */
export interface RecordMessage {
  id: number;
  sender: string | null;
  time: Date;
  content: string | null;
  isEdited: boolean;
  /** Earlier versions of an edited message, oldest first: in the leaders' full record only. */
  earlierVersions: { content: string; time: Date }[];
  isRemoved: boolean;
  isHidden: boolean;
  attachments: string[];
}

/** A conversation as exported: for a member as they see it, for a leader the full record. */
export interface ConversationRecord {
  title: string;
  members: string[];
  isFullRecord: boolean;
  exportedBy: string;
  exportedAt: Date;
  messages: RecordMessage[];
}

/** A piece of an export, the same for the printable page and the PDF. */
export type RecordBlock =
  | { kind: 'title'; text: string }
  | { kind: 'note'; text: string }
  | {
      kind: 'message';
      id: number;
      /** Who and when, with "edited" where it was. */
      heading: string;
      /** What they wrote; null when the reader sees only a mark. */
      body: string | null;
      /** Marks in italics: removed, hidden, earlier versions' headings, attachments. */
      marks: { text: string; quote?: string }[];
    };

/** The English of a contract message with its `{{values}}`, then in the reader's language. */
export type Translate = (english: string) => string;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Dates in the reader's language, in UTC so that every copy of the record says the same. */
export function createTimeFormat(language: string): (time: Date) => string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (time) => format.format(time);
}

/** The blocks of an export, every text in the reader's language. */
export function toRecordBlocks(record: ConversationRecord, translate: Translate, formatTime: (time: Date) => string): RecordBlock[] {
  const t = (template: string, values: Record<string, string> = {}) => translate(fill(template, values));
  const blocks: RecordBlock[] = [
    { kind: 'title', text: t(CHAT_SEARCH_MESSAGES.exportTitle, { name: record.title }) },
    { kind: 'note', text: t(CHAT_SEARCH_MESSAGES.exportMembers, { names: record.members.join(', ') }) },
    { kind: 'note', text: `${t(CHAT_SEARCH_MESSAGES.exportMadeBy, { name: record.exportedBy, time: formatTime(record.exportedAt) })}. ${t(CHAT_SEARCH_MESSAGES.exportTimesInUtc)}` },
  ];
  if (record.isFullRecord) blocks.push({ kind: 'note', text: t(CHAT_SEARCH_MESSAGES.exportFullRecord) });
  if (record.messages.length === 0) blocks.push({ kind: 'note', text: t(CHAT_SEARCH_MESSAGES.exportNoMessages) });
  for (const message of record.messages) {
    const heading = [message.sender ?? t(CHAT_SEARCH_MESSAGES.exportFormerMember), formatTime(message.time), ...(message.isEdited ? [t(CHAT_SEARCH_MESSAGES.exportEdited)] : [])].join(' · ');
    const marks: { text: string; quote?: string }[] = [];
    if (message.isRemoved) marks.push({ text: message.content === null ? t(CHAT_SEARCH_MESSAGES.exportRemoved) : t(CHAT_SEARCH_MESSAGES.exportRemovedKept) });
    if (message.isHidden) marks.push({ text: t(CHAT_SEARCH_MESSAGES.exportHidden) });
    for (const version of message.earlierVersions) marks.push({ text: t(CHAT_SEARCH_MESSAGES.exportEarlierVersion, { time: formatTime(version.time) }), quote: version.content });
    if (message.attachments.length > 0) marks.push({ text: t(CHAT_SEARCH_MESSAGES.exportAttachments, { names: message.attachments.join(', ') }) });
    blocks.push({ kind: 'message', id: message.id, heading, body: message.content, marks });
  }
  return blocks;
}
