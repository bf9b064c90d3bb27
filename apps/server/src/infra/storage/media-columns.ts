import { eq, inArray, isNotNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { users } from '../../features/accounts/accounts.table.ts';
import { assignees, assignmentResponses } from '../../features/assignments/assignments.table.ts';
import { chatAttachments } from '../../features/chat/chat-attachments.table.ts';
import { storyImages } from '../../features/stories/stories.table.ts';
import { students } from '../../features/students/students.table.ts';

/**
 * What files a row owns: every column that holds a storage key. A feature that stores a file adds
 * its column here; the orphan sweep keeps exactly the keys these columns hold, so a column left
 * out would see its files swept (media-columns.test.ts checks the schema for text columns named
 * like a file).
 */
export const MEDIA_COLUMNS: readonly AnyPgColumn[] = [
  users.profilePicture,
  students.image,
  storyImages.image,
  storyImages.fullImage,
  assignmentResponses.image,
  assignmentResponses.video,
  chatAttachments.file,
  chatAttachments.previewFile,
];

/** Every storage key some row holds: what the orphan sweep must keep. */
export async function listReferencedMediaKeys(executor: Executor): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const column of MEDIA_COLUMNS) {
    const rows = await executor.select({ key: column }).from(column.table).where(isNotNull(column));
    for (const row of rows) if (typeof row.key === 'string') referenced.add(row.key);
  }
  return referenced;
}

/** The files of a student's rows: their picture and every hand-in of theirs. Read before the rows go. */
export async function listStudentMediaKeys(executor: Executor, studentId: number): Promise<string[]> {
  const [student] = await executor.select({ image: students.image }).from(students).where(eq(students.id, studentId));
  const assigneeIds = executor.select({ id: assignees.id }).from(assignees).where(eq(assignees.studentId, studentId));
  const responses = await executor
    .select({ image: assignmentResponses.image, video: assignmentResponses.video })
    .from(assignmentResponses)
    .where(inArray(assignmentResponses.assigneeId, assigneeIds));
  return [student?.image ?? null, ...responses.flatMap((response) => [response.image, response.video])].filter((key): key is string => key !== null);
}

/** The files of a user's own rows: their profile picture and what they attached in chats. Read before the rows go. */
export async function listUserMediaKeys(executor: Executor, userId: number): Promise<string[]> {
  const [user] = await executor.select({ profilePicture: users.profilePicture }).from(users).where(eq(users.id, userId));
  const attachments = await executor
    .select({ file: chatAttachments.file, previewFile: chatAttachments.previewFile })
    .from(chatAttachments)
    .where(eq(chatAttachments.uploaderId, userId));
  return [user?.profilePicture ?? null, ...attachments.flatMap((row) => [row.file, row.previewFile])].filter((key): key is string => key !== null);
}
