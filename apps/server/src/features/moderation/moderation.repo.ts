import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModeratedKind } from '@homeroom/contract/moderation';
import type { Executor } from '../../infra/db/client.ts';
import { users, userSummaryColumns } from '../accounts/accounts.table.ts';
import { contentReports, hiddenItems } from './moderation.table.ts';

export type ReportRow = typeof contentReports.$inferSelect;
export type HiddenItemRow = typeof hiddenItems.$inferSelect;

/**
 * Whose reports and hidden items a moderator handles: a leader's school, and the classes without
 * a school that a teacher teaches (docs/decisions.md, "Safety").
 */
export interface ModerationScope {
  schoolId: number | null;
  classIds: number[];
}

function reportsInScope(scope: ModerationScope): SQL {
  return or(
    scope.schoolId === null ? undefined : eq(contentReports.schoolId, scope.schoolId),
    scope.classIds.length === 0
      ? undefined
      : and(isNull(contentReports.schoolId), inArray(contentReports.schoolClassId, scope.classIds)),
  ) ?? eq(contentReports.id, 0);
}

function hiddenInScope(scope: ModerationScope): SQL {
  return or(
    scope.schoolId === null ? undefined : eq(hiddenItems.schoolId, scope.schoolId),
    scope.classIds.length === 0
      ? undefined
      : and(isNull(hiddenItems.schoolId), inArray(hiddenItems.schoolClassId, scope.classIds)),
  ) ?? eq(hiddenItems.id, 0);
}

/** Whether the report or hidden item falls in the scope. */
export function isInScope(scope: ModerationScope, row: { schoolId: number | null; schoolClassId: number | null }): boolean {
  if (row.schoolId !== null) return row.schoolId === scope.schoolId;
  return row.schoolClassId !== null && scope.classIds.includes(row.schoolClassId);
}

const authors = alias(users, 'authors');
const reporters = alias(users, 'reporters');
const hiders = alias(users, 'hiders');

/** Stores a report; reporting an item again while one's report of it is open answers that report. */
export async function insertReport(
  executor: Executor,
  values: Pick<
    ReportRow,
    | 'schoolId'
    | 'kind'
    | 'itemId'
    | 'schoolClassId'
    | 'groupId'
    | 'authorId'
    | 'reporterId'
    | 'text'
    | 'reason'
  >,
): Promise<{ report: ReportRow; isNew: boolean }> {
  const [inserted] = await executor.insert(contentReports).values(values).onConflictDoNothing().returning();
  if (inserted) return { report: inserted, isNew: true };
  const [open] = await executor
    .select()
    .from(contentReports)
    .where(
      and(
        eq(contentReports.kind, values.kind),
        eq(contentReports.itemId, values.itemId),
        eq(contentReports.reporterId, values.reporterId ?? 0),
        eq(contentReports.status, 'open'),
      ),
    );
  if (!open) throw new Error('report neither inserted nor found');
  return { report: open, isNew: false };
}

/** The scope's open reports, newest first, with the author's and the reporter's names. */
export function listOpenReports(executor: Executor, scope: ModerationScope) {
  return executor
    .select({
      report: contentReports,
      author: userSummaryColumns(authors),
      reporter: userSummaryColumns(reporters),
    })
    .from(contentReports)
    .leftJoin(authors, eq(authors.id, contentReports.authorId))
    .leftJoin(reporters, eq(reporters.id, contentReports.reporterId))
    .where(and(reportsInScope(scope), eq(contentReports.status, 'open')))
    .orderBy(desc(contentReports.createdAt), desc(contentReports.id));
}

/** What the scope hides, most recently hidden first, with the author's and the hider's names. */
export function listHiddenItems(executor: Executor, scope: ModerationScope) {
  return executor
    .select({
      hidden: hiddenItems,
      author: userSummaryColumns(authors),
      hiddenBy: userSummaryColumns(hiders),
    })
    .from(hiddenItems)
    .leftJoin(authors, eq(authors.id, hiddenItems.authorId))
    .leftJoin(hiders, eq(hiders.id, hiddenItems.hiddenById))
    .where(hiddenInScope(scope))
    .orderBy(desc(hiddenItems.hiddenAt), desc(hiddenItems.id));
}

export async function findReport(executor: Executor, reportId: number) {
  const [row] = await executor.select().from(contentReports).where(eq(contentReports.id, reportId));
  return row;
}

/** The latest report of the item in the scope: how a moderator reaches a chat message they cannot read otherwise. */
export async function findLatestReportOfItem(
  executor: Executor,
  scope: ModerationScope,
  kind: ModeratedKind,
  itemId: number,
) {
  const [row] = await executor
    .select()
    .from(contentReports)
    .where(
      and(
        reportsInScope(scope),
        eq(contentReports.kind, kind),
        eq(contentReports.itemId, itemId),
      ),
    )
    .orderBy(desc(contentReports.id))
    .limit(1);
  return row;
}

/** Settles the item's open reports (hidden with it, whoever they went to, or one dismissed). */
export async function resolveOpenReports(
  executor: Executor,
  where: { kind: ModeratedKind; itemId: number } | { reportId: number },
  status: 'hidden' | 'dismissed',
  resolvedById: number,
): Promise<number> {
  const condition =
    'reportId' in where
      ? eq(contentReports.id, where.reportId)
      : and(eq(contentReports.kind, where.kind), eq(contentReports.itemId, where.itemId));
  const rows = await executor
    .update(contentReports)
    .set({ status, resolvedById, resolvedAt: new Date() })
    .where(and(condition, eq(contentReports.status, 'open')))
    .returning({ id: contentReports.id });
  return rows.length;
}

/** Records that the school hides the item; nothing when it is already recorded. */
export async function insertHiddenItem(
  executor: Executor,
  values: Pick<
    HiddenItemRow,
    'schoolId' | 'kind' | 'itemId' | 'schoolClassId' | 'groupId' | 'authorId' | 'text' | 'hiddenById'
  >,
): Promise<boolean> {
  const rows = await executor
    .insert(hiddenItems)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: hiddenItems.id });
  return rows.length > 0;
}

export async function findHiddenItem(executor: Executor, kind: ModeratedKind, itemId: number) {
  const [row] = await executor
    .select()
    .from(hiddenItems)
    .where(and(eq(hiddenItems.kind, kind), eq(hiddenItems.itemId, itemId)));
  return row;
}

export async function deleteHiddenItem(executor: Executor, hiddenItemId: number): Promise<void> {
  await executor.delete(hiddenItems).where(eq(hiddenItems.id, hiddenItemId));
}
