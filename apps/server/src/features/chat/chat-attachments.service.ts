import { CHAT_ATTACHMENT_MESSAGES, CHAT_ATTACHMENT_UPLOAD, type ChatAttachmentDto } from '@homeroom/contract/chat-attachments';
import { CHAT_MESSAGES } from '@homeroom/contract/chat';
import type { Database, Executor } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import { isPdf } from '../../infra/storage/documents.ts';
import { newMediaKey, processUploadedImageAtSizes } from '../../infra/storage/images.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import * as chatRepo from './chat.repo.ts';
import * as repo from './chat-attachments.repo.ts';
import type { AttachmentRow } from './chat-attachments.repo.ts';
import type { chatAttachments } from './chat-attachments.table.ts';

/** The longest side of a picture as a chat shows it opened. */
const DISPLAY_SIZE = 1600;
/** The longest side of a picture inline in the conversation. */
const PREVIEW_SIZE = 480;
/** How long an upload waits for the message that carries it before it is swept. */
export const UNSENT_ATTACHMENT_MAX_AGE_MS = 60 * 60 * 1000;
/** How often each instance sweeps unsent uploads (a delete that takes each row once, whichever instance runs it). */
const UNSENT_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export type ChatAttachmentsService = ReturnType<typeof createChatAttachmentsService>;

/** The file's name as shown: no control characters, at most CHAT_ATTACHMENT_UPLOAD.maxNameLength, its extension kept. */
export function cleanFileName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!cleaned) return fallback;
  const characters = Array.from(cleaned);
  if (characters.length <= CHAT_ATTACHMENT_UPLOAD.maxNameLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return characters.slice(0, CHAT_ATTACHMENT_UPLOAD.maxNameLength - extension.length).join('') + extension;
}

/** A name ending with the extension the stored file has (a picture stored as JPEG is named so). */
function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}.${extension}`;
}

/**
 * Pictures and PDF files sent in chats: checked by content, pictures re-encoded without their
 * metadata at a display and a preview size, PDFs stored as sent; served only at signed addresses,
 * and those only to the chat's members (in its messages).
 */
export function createChatAttachmentsService({ db, storage }: { db: Database; storage: MediaStorage }) {
  function toDto(row: AttachmentRow): ChatAttachmentDto {
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      size: row.size,
      url: storage.urlFor(row.file),
      preview_url: row.previewFile ? storage.urlFor(row.previewFile) : null,
      width: row.width,
      height: row.height,
    };
  }

  async function deleteFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => storage.delete(key)));
  }

  /** Deletes uploads older than the limit that no message carries, with their files. */
  async function sweepUnsent(now = new Date()): Promise<number> {
    const rows = await repo.deleteUnsentBefore(db, new Date(now.getTime() - UNSENT_ATTACHMENT_MAX_AGE_MS));
    await deleteFiles(rows.flatMap((row) => [row.file, row.previewFile]).filter((key): key is string => key !== null));
    return rows.length;
  }

  let sweepTimer: NodeJS.Timeout | undefined;

  return {
    toDto,
    sweepUnsent,

    /** The group, if the user may upload to it: a member. 404 unknown, 403 for anyone else, as the chat answers. */
    async requireUploader(actor: Actor, groupId: number): Promise<void> {
      if (!(await chatRepo.findGroup(db, groupId))) throw AppError.notFound();
      if (!(await chatRepo.isMember(db, groupId, actor.userId))) throw AppError.forbidden(CHAT_MESSAGES.notAMember);
    },

    /** Stores an upload of a member for a message yet to be sent. The caller checked `requireUploader` before reading it. */
    async storeUpload(actor: Actor, groupId: number, upload: { file: Buffer; fileName: string }): Promise<ChatAttachmentDto> {
      const name = cleanFileName(upload.fileName, 'file');
      let values: Omit<typeof chatAttachments.$inferInsert, 'groupId' | 'uploaderId'>;
      const stored: string[] = [];
      if (isPdf(upload.file)) {
        const key = newMediaKey('chat', 'pdf');
        await storage.put(key, upload.file);
        stored.push(key);
        values = { kind: 'pdf', name: withExtension(name, 'pdf'), size: upload.file.length, file: key, previewFile: null, width: null, height: null };
      } else {
        const options = { wrongTypeMessage: CHAT_ATTACHMENT_MESSAGES.wrongType, acceptsHeif: true };
        const [display, preview] = await processUploadedImageAtSizes(upload.file, 'file', [DISPLAY_SIZE, PREVIEW_SIZE], options);
        if (!display || !preview) throw new Error('a chat picture was not encoded at both sizes');
        const keys = { file: newMediaKey('chat', display.extension), previewFile: newMediaKey('chat', preview.extension) };
        await Promise.all([storage.put(keys.file, display.data), storage.put(keys.previewFile, preview.data)]);
        stored.push(keys.file, keys.previewFile);
        values = { kind: 'image', name: withExtension(name, display.extension), size: display.data.length, ...keys, width: display.width, height: display.height };
      }
      try {
        // The member may have left while the file was read: then nothing stays.
        if (!(await chatRepo.isMember(db, groupId, actor.userId))) throw AppError.forbidden(CHAT_MESSAGES.notAMember);
        const row = await repo.insertAttachment(db, { ...values, groupId, uploaderId: actor.userId });
        if (!row) throw new Error('attachment insert returned nothing');
        return toDto(row);
      } catch (error) {
        await deleteFiles(stored);
        throw error;
      }
    },

    /**
     * Gives the sender's unsent uploads in the group to their message, in the order given, inside
     * the message's transaction: one that is not theirs, of another group, sent or swept refuses
     * the whole message (400 on `attachment_ids`).
     */
    async claim(tx: Executor, ids: number[], claim: { groupId: number; uploaderId: number; messageId: number }): Promise<void> {
      const unique = [...new Set(ids)];
      const claimed = await repo.claimAttachments(tx, unique, claim);
      if (claimed.length !== unique.length) throw AppError.invalid({ attachment_ids: [CHAT_ATTACHMENT_MESSAGES.unknownAttachment] });
    },

    /** The attachments of several messages as answers carry them, by message id, in one query. */
    async describeOfMessages(messageIds: number[]): Promise<Map<number, ChatAttachmentDto[]>> {
      const byMessage = new Map<number, ChatAttachmentDto[]>();
      for (const row of await repo.listAttachmentsOfMessages(db, messageIds)) {
        if (row.messageId === null) continue;
        const list = byMessage.get(row.messageId) ?? [];
        list.push(toDto(row));
        byMessage.set(row.messageId, list);
      }
      return byMessage;
    },

    /** Every file of a group's attachments; read before the group goes, deleted after (`deleteFiles`). */
    listFilesOfGroup: (executor: Executor, groupId: number) => repo.listFilesOfGroup(executor, groupId),
    deleteFiles,

    /** Sweeps unsent uploads now and then on this instance. */
    start(onError: (error: unknown) => void): void {
      sweepTimer = setInterval(() => void sweepUnsent().catch(onError), UNSENT_SWEEP_INTERVAL_MS);
      sweepTimer.unref();
    },
    stop(): void {
      clearInterval(sweepTimer);
    },
  };
}
