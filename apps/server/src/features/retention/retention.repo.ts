import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { chatMessages } from '../chat/chat.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { classDeletionWarnings, retentionRuns } from './retention.table.ts';

/*
 * The retention policy deletes by age across features' tables: its statements live here, in the
 * one module that applies it (docs/decisions.md, "Retention"), rather than as a purge method in
 * each feature that the job would have to remember to call.
 */

/** Takes the day's run; false when another instance (or an earlier start today) has it. */
export async function claimRun(executor: Executor, day: string, now: Date): Promise<boolean> {
  const claimed = await executor.insert(retentionRuns).values({ day, startedAt: now }).onConflictDoNothing().returning({ day: retentionRuns.day });
  return claimed.length === 1;
}

export async function finishRun(executor: Executor, day: string, now: Date): Promise<void> {
  await executor.update(retentionRuns).set({ finishedAt: now }).where(eq(retentionRuns.day, day));
}

/** Archived classes within `warnBefore` of their deletion whose teachers have not been told yet. */
export function listClassesToWarn(executor: Executor, archivedBefore: Date) {
  return executor
    .select({ id: schoolClasses.id, archivedAt: schoolClasses.archivedAt })
    .from(schoolClasses)
    .leftJoin(classDeletionWarnings, eq(classDeletionWarnings.schoolClassId, schoolClasses.id))
    .where(and(isNotNull(schoolClasses.archivedAt), lte(schoolClasses.archivedAt, archivedBefore), isNull(classDeletionWarnings.schoolClassId)));
}

export async function insertWarnings(executor: Executor, warnings: { schoolClassId: number; deleteAfter: Date; warnedAt: Date }[]): Promise<void> {
  if (warnings.length === 0) return;
  await executor.insert(classDeletionWarnings).values(warnings).onConflictDoNothing();
}

/**
 * Deletes the archived classes whose announced day has come; everything of theirs follows by
 * the foreign keys' cascade (content, assignments and hand-ins, the students who stayed in the
 * archive with their guardians and records, the warning). Answers the ids deleted.
 */
export async function deleteClassesDue(executor: Executor, now: Date): Promise<number[]> {
  const due = executor
    .select({ id: classDeletionWarnings.schoolClassId })
    .from(classDeletionWarnings)
    .where(lte(classDeletionWarnings.deleteAfter, now));
  const deleted = await executor
    .delete(schoolClasses)
    .where(and(inArray(schoolClasses.id, due), isNotNull(schoolClasses.archivedAt)))
    .returning({ id: schoolClasses.id });
  return deleted.map((row) => row.id);
}

/** Chat messages sent before the limit; answers how many went. */
export async function deleteChatMessagesBefore(executor: Executor, before: Date): Promise<number> {
  const deleted = await executor.delete(chatMessages).where(lte(chatMessages.createdAt, before)).returning({ id: chatMessages.id });
  return deleted.length;
}

/** Notifications untouched since before the limit (a repeat bumps `updated_at`); answers how many went. */
export async function deleteNotificationsBefore(executor: Executor, before: Date): Promise<number> {
  const deleted = await executor.delete(notifications).where(lte(notifications.updatedAt, before)).returning({ id: notifications.id });
  return deleted.length;
}

