import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { chatAttachments } from './chat-attachments.table.ts';

export type AttachmentRow = typeof chatAttachments.$inferSelect;

export async function insertAttachment(executor: Executor, values: typeof chatAttachments.$inferInsert): Promise<AttachmentRow | undefined> {
  const [row] = await executor.insert(chatAttachments).values(values).returning();
  return row;
}

/**
 * Gives unsent uploads of `uploaderId` in the group to a message, in the order of `ids`; answers
 * the rows claimed (fewer than asked when some are someone else's, another group's, or sent).
 */
export function claimAttachments(executor: Executor, ids: number[], claim: { groupId: number; uploaderId: number; messageId: number }) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .update(chatAttachments)
    .set({ messageId: claim.messageId, position: sql`array_position(${sql.raw(`ARRAY[${ids.map((id) => Number(id)).join(',')}]::integer[]`)}, ${chatAttachments.id})` })
    .where(
      and(
        inArray(chatAttachments.id, ids),
        eq(chatAttachments.groupId, claim.groupId),
        eq(chatAttachments.uploaderId, claim.uploaderId),
        isNull(chatAttachments.messageId),
      ),
    )
    .returning({ id: chatAttachments.id });
}

/** The attachments of several messages, each message's in order. */
export function listAttachmentsOfMessages(executor: Executor, messageIds: number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(chatAttachments)
    .where(inArray(chatAttachments.messageId, messageIds))
    .orderBy(asc(chatAttachments.messageId), asc(chatAttachments.position), asc(chatAttachments.id));
}

/** Deletes uploads no message claimed since `before`; answers their files. */
export function deleteUnsentBefore(executor: Executor, before: Date) {
  return executor
    .delete(chatAttachments)
    .where(and(isNull(chatAttachments.messageId), lt(chatAttachments.createdAt, before)))
    .returning({ file: chatAttachments.file, previewFile: chatAttachments.previewFile });
}

/** Every file of a group's attachments, sent or not: read before the group goes. */
export async function listFilesOfGroup(executor: Executor, groupId: number): Promise<string[]> {
  const rows = await executor
    .select({ file: chatAttachments.file, previewFile: chatAttachments.previewFile })
    .from(chatAttachments)
    .where(eq(chatAttachments.groupId, groupId));
  return rows.flatMap((row) => [row.file, row.previewFile]).filter((key): key is string => key !== null);
}
