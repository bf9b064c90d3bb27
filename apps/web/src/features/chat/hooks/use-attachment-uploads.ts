import { CHAT_ATTACHMENT_MESSAGES, CHAT_ATTACHMENT_UPLOAD, type ChatAttachmentDto } from '@homeroom/contract/chat-attachments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadChatAttachment } from '../api/upload-chat-attachment.ts';

/** One file the member chose for their next message. */
export interface PendingAttachment {
  key: string;
  file: File;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 100 while uploading. */
  percent: number;
  attachment: ChatAttachmentDto | null;
  /** Why it failed, as the server or the check before sending said. */
  error: string | null;
  /** Whether trying again may work (not for a file refused for its size or type). */
  canRetry: boolean;
}

/** Refused here, before a byte is sent: too large, or neither picture nor PDF. */
function refusalOf(file: File): string | null {
  if (file.size > CHAT_ATTACHMENT_UPLOAD.maxBytes) return CHAT_ATTACHMENT_MESSAGES.tooLarge;
  if (file.type && !file.type.startsWith('image/') && file.type !== 'application/pdf') return CHAT_ATTACHMENT_MESSAGES.wrongType;
  return null;
}

let nextKey = 0;

/**
 * The files of the message being written: each uploads at once with its progress, may be tried
 * again when it failed, and is cancelled (its upload aborted) when removed. At most
 * CHAT_ATTACHMENT_UPLOAD.maxPerMessage; the ids of those uploaded go with the message.
 */
export function useAttachmentUploads(groupId: number) {
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((key: string, change: Partial<PendingAttachment>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: 'uploading', percent: 0, error: null });
      uploadChatAttachment(groupId, file, {
        signal: controller.signal,
        onProgress: ({ percent }) => update(key, { percent }),
      }).then(
        (attachment) => update(key, { status: 'done', percent: 100, attachment }),
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const isRefusal = error instanceof ApiError && error.status === 400;
          update(key, { status: 'failed', error: error instanceof Error ? error.message : null, canRetry: !isRefusal });
        },
      ).finally(() => controllers.current.delete(key));
    },
    [groupId, update],
  );

  // Leaving the chat cancels what is still going.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const room = CHAT_ATTACHMENT_UPLOAD.maxPerMessage - items.length;
      const chosen = files.slice(0, Math.max(0, room)).map((file) => {
        const refusal = refusalOf(file);
        const item: PendingAttachment = {
          key: `attachment-${(nextKey += 1)}`,
          file,
          status: refusal ? 'failed' : 'uploading',
          percent: 0,
          attachment: null,
          error: refusal,
          canRetry: false,
        };
        return item;
      });
      setItems((current) => [...current, ...chosen]);
      for (const item of chosen) if (item.status === 'uploading') start(item.key, item.file);
      return files.length > chosen.length ? CHAT_ATTACHMENT_MESSAGES.tooManyAttachments : null;
    },
    [items.length, start],
  );

  const retry = useCallback((key: string) => {
    const item = items.find((entry) => entry.key === key);
    if (item) start(key, item.file);
  }, [items, start]);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  const clear = useCallback(() => setItems([]), []);

  return {
    items,
    add,
    retry,
    remove,
    clear,
    /** The uploaded files' ids, in the order chosen. */
    readyIds: items.flatMap((item) => (item.attachment ? [item.attachment.id] : [])),
    /** Whether a file is still on its way, or failed: the message waits for them to be sorted out. */
    isPending: items.some((item) => item.status !== 'done'),
  };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
