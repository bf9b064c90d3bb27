import { CHAT_MESSAGES } from '@homeroom/contract/chat';
import type { ChatExportFormat, ChatExportLogDto } from '@homeroom/contract/chat-search';
import type { Language } from '@homeroom/contract/i18n/languages';
import type { MessageTranslator } from '@homeroom/contract/i18n/translate-message';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ChatAttachmentsService } from '../chat/chat-attachments.service.ts';
import type { ChatService, ConversationRecordMessage } from '../chat/chat.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import { renderRecordHtml } from './chat-export.html.ts';
import { renderRecordPdf } from './chat-export.pdf.ts';
import * as repo from './chat-export.repo.ts';
import { createTimeFormat, toRecordBlocks, type ConversationRecord, type RecordMessage } from './conversation-record.ts';

interface ChatExportDependencies {
  db: Database;
  accounts: Pick<AccountsService, 'findProfiles' | 'findUserById'>;
  chat: Pick<ChatService, 'readConversationRecord'>;
  attachments: Pick<ChatAttachmentsService, 'describeOfMessages'>;
  schools: Pick<SchoolsService, 'requireSchoolLeader'>;
  translator: MessageTranslator;
  /** When an export happened; tests move it. */
  now?: () => Date;
}

/** A file to answer: its name, type and bytes. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

export type ChatExportService = ReturnType<typeof createChatExportService>;

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/**
 * Conversations exported for the record (docs/decisions.md, "Chat export"): a member gets the
 * conversation as they see it; a leader of the conversation's school gets the full record, and
 * that export is logged for the school's leaders.
 */
export function createChatExportService({ db, accounts, chat, attachments, schools, translator, now = () => new Date() }: ChatExportDependencies) {
  /** The school the actor leads, if they lead one. */
  async function schoolLedBy(userId: number): Promise<number | null> {
    const profiles = await accounts.findProfiles(userId);
    return profiles?.schoolId !== null && profiles?.schoolId !== undefined && profiles.schoolRole === 'leader' ? profiles.schoolId : null;
  }

  const senderName = (message: ConversationRecordMessage) => (message.sender ? `${message.sender.first_name} ${message.sender.last_name}`.trim() : null);

  /**
   * The messages as a member sees them: what the school hides only when they sent it, marked;
   * edits marked 'edited'; a removed message as 'Message removed', without its text.
   */
  function asMemberSees(messages: ConversationRecordMessage[], viewerId: number, files: Map<number, string[]>): RecordMessage[] {
    return messages
      .filter((message) => message.hiddenAt === null || message.sender?.id === viewerId)
      .map((message) => ({
        id: message.id,
        sender: senderName(message),
        time: message.createdAt,
        content: message.removedAt === null ? message.content : null,
        isEdited: message.removedAt === null && message.editedAt !== null,
        earlierVersions: [],
        isRemoved: message.removedAt !== null,
        isHidden: message.hiddenAt !== null,
        attachments: message.removedAt === null ? (files.get(message.id) ?? []) : [],
      }));
  }

  /** Every message for the school's record: earlier versions of edits, removed and hidden texts, marked. */
  function asRecord(messages: ConversationRecordMessage[], files: Map<number, string[]>): RecordMessage[] {
    return messages.map((message) => ({
      id: message.id,
      sender: senderName(message),
      time: message.createdAt,
      content: message.content,
      isEdited: message.editedAt !== null,
      earlierVersions: message.versions.map((version) => ({ content: version.content, time: version.editedAt })),
      isRemoved: message.removedAt !== null,
      isHidden: message.hiddenAt !== null,
      attachments: files.get(message.id) ?? [],
    }));
  }

  return {
    /**
     * The conversation as a printable page or a PDF. Who is neither a member nor a leader of the
     * conversation's school gets 404, so that an export tells nobody which conversations exist.
     */
    async exportConversation(actor: Actor, groupId: number, format: ChatExportFormat, language: Language): Promise<ExportFile> {
      const group = await repo.findGroup(db, groupId);
      if (!group) throw AppError.notFound();
      const [members, leaderSchoolId, reader] = await Promise.all([repo.listMembers(db, groupId), schoolLedBy(actor.userId), accounts.findUserById(actor.userId)]);
      const isMember = members.some((member) => member.id === actor.userId);
      const recordSchoolId = leaderSchoolId !== null && (await repo.isGroupOfSchool(db, groupId, leaderSchoolId)) ? leaderSchoolId : null;
      if ((!isMember && recordSchoolId === null) || !reader) throw AppError.notFound();

      const messages = await chat.readConversationRecord(groupId);
      // Attachments are listed by name: the record says what was sent, the chat keeps the files.
      const files = new Map([...(await attachments.describeOfMessages(messages.map((message) => message.id)))].map(([id, list]) => [id, list.map((file) => file.name)]));
      const exportedAt = now();
      const translate = (english: string) => translator.translate(english, language);
      const title = group.directMessage ? translate(CHAT_MESSAGES.directMessageTitle) : group.name;
      const record: ConversationRecord = {
        title,
        members: members.map(fullName),
        isFullRecord: recordSchoolId !== null,
        exportedBy: fullName(reader),
        exportedAt,
        messages: recordSchoolId !== null ? asRecord(messages, files) : asMemberSees(messages, actor.userId, files),
      };
      if (recordSchoolId !== null) {
        await repo.insertLogEntry(db, { schoolId: recordSchoolId, groupId, groupName: group.directMessage ? members.map(fullName).join(', ') : group.name, readerId: actor.userId, readerName: fullName(reader), format, exportedAt });
      }
      const blocks = toRecordBlocks(record, translate, createTimeFormat(language));
      const baseName = `conversation-${groupId}-${exportedAt.toISOString().slice(0, 10)}`;
      if (format === 'pdf') return { fileName: `${baseName}.pdf`, contentType: 'application/pdf', body: await renderRecordPdf(blocks, language) };
      return { fileName: `${baseName}.html`, contentType: 'text/html; charset=utf-8', body: renderRecordHtml(blocks, language) };
    },

    /** The conversation exports of the school the actor leads, newest first; 403 for anyone but a leader. */
    async listExportLog(actor: Actor): Promise<ChatExportLogDto> {
      const { schoolId } = await schools.requireSchoolLeader(actor);
      return (await repo.listLogOfSchool(db, schoolId)).map((entry) => ({
        id: entry.id,
        group_id: entry.groupId,
        group_name: entry.groupName,
        reader_name: entry.readerName,
        format: entry.format,
        exported_at: entry.exportedAt.toISOString(),
      }));
    },
  };
}
