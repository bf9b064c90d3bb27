import { and, asc, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { parents, users, userSummaryColumns, type UserSummaryRow } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { eventHelpers, events } from './events.table.ts';

export type EventRow = typeof events.$inferSelect;

export async function insertEvent(
  executor: Executor,
  values: Pick<EventRow, 'schoolClassId' | 'name' | 'date' | 'description' | 'helpersRequired'>,
) {
  const [row] = await executor.insert(events).values(values).returning();
  return row;
}

export async function findEvent(executor: Executor, eventId: number) {
  const [row] = await executor.select().from(events).where(eq(events.id, eventId));
  return row;
}

/** The event, locked until the transaction ends, so that helpers register one after another. */
export async function lockEvent(executor: Executor, eventId: number) {
  const [row] = await executor.select().from(events).where(eq(events.id, eventId)).for('update');
  return row;
}

export async function updateEvent(
  executor: Executor,
  eventId: number,
  changes: Pick<EventRow, 'name' | 'date' | 'description' | 'helpersRequired'>,
) {
  const [row] = await executor
    .update(events)
    .set({ ...changes, updatedAt: new Date(), revision: sql`${events.revision} + 1` })
    .where(eq(events.id, eventId))
    .returning();
  return row;
}

export async function deleteEvent(executor: Executor, eventId: number): Promise<void> {
  await executor.delete(events).where(eq(events.id, eventId));
}

/** The class's events, soonest first, each with its helpers (as user summaries) in the same row: one query for any number. */
export function listClassEvents(executor: Executor, classId: number) {
  return executor
    .select({
      event: events,
      helpers: sql<{ id: number; eventId: number; user: UserSummaryRow }[]>`(
        SELECT coalesce(json_agg(json_build_object('id', event_helpers.id, 'eventId', event_helpers.event_id,
                 'user', json_build_object('id', helper_users.id, 'firstName', helper_users.first_name,
                   'lastName', helper_users.last_name, 'profilePicture', helper_users.profile_picture)) ORDER BY event_helpers.id), '[]'::json)
          FROM event_helpers
          JOIN parents AS helper_parents ON helper_parents.id = event_helpers.parent_id
          JOIN users AS helper_users ON helper_users.id = helper_parents.user_id
         WHERE event_helpers.event_id = "events"."id"
      )`,
    })
    .from(events)
    .where(eq(events.schoolClassId, classId))
    .orderBy(asc(events.date), asc(events.id));
}

export async function countHelpers(executor: Executor, eventId: number): Promise<number> {
  const [row] = await executor.select({ helpers: count() }).from(eventHelpers).where(eq(eventHelpers.eventId, eventId));
  return row?.helpers ?? 0;
}

/** Answers false when the parent already helps at the event. */
export async function insertHelper(executor: Executor, eventId: number, parentId: number): Promise<boolean> {
  const inserted = await executor.insert(eventHelpers).values({ eventId, parentId }).onConflictDoNothing().returning({ id: eventHelpers.id });
  return inserted.length > 0;
}

/** Answers false when the parent was not helping. */
export async function deleteHelper(executor: Executor, eventId: number, parentId: number): Promise<boolean> {
  const deleted = await executor
    .delete(eventHelpers)
    .where(and(eq(eventHelpers.eventId, eventId), eq(eventHelpers.parentId, parentId)))
    .returning({ id: eventHelpers.id });
  return deleted.length > 0;
}

/** The helpers of several events with their names, in one query. */
export function listHelpersOfEvents(executor: Executor, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: eventHelpers.id,
      eventId: eventHelpers.eventId,
      user: userSummaryColumns(users),
    })
    .from(eventHelpers)
    .innerJoin(parents, eq(parents.id, eventHelpers.parentId))
    .innerJoin(users, eq(users.id, parents.userId))
    .where(inArray(eventHelpers.eventId, eventIds))
    .orderBy(asc(eventHelpers.id));
}

/** The events of the classes from that day on, soonest first, with how many helpers each has, in one query. */
export function listUpcomingEventsOfClasses(executor: Executor, classIds: number[], fromDay: string) {
  if (classIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: events.id,
      schoolClassId: events.schoolClassId,
      name: events.name,
      date: events.date,
      helpersRequired: events.helpersRequired,
      createdAt: events.createdAt,
      helpersCount: count(eventHelpers.id),
    })
    .from(events)
    .leftJoin(eventHelpers, eq(eventHelpers.eventId, events.id))
    .where(and(inArray(events.schoolClassId, classIds), gte(events.date, fromDay)))
    .groupBy(events.id)
    .orderBy(asc(events.date), asc(events.id));
}

/** The events the parent helps at from that day on, soonest first. */
export function listHelpingEventsOfParent(executor: Executor, parentId: number, fromDay: string) {
  return executor
    .select({ id: events.id, schoolClassId: events.schoolClassId })
    .from(eventHelpers)
    .innerJoin(events, eq(events.id, eventHelpers.eventId))
    .where(and(eq(eventHelpers.parentId, parentId), gte(events.date, fromDay)))
    .orderBy(asc(events.date), asc(events.id));
}

/**
 * The events of the classes for a calendar feed, soonest first, in one query: each with its
 * class's name, how many helpers it has and whether the parent (if any) is one of them. An
 * archived class keeps its past events but not those still to come (`fromDay` on).
 */
export function listCalendarEventsOfClasses(executor: Executor, classIds: number[], helpingParentId: number | null, fromDay: string) {
  if (classIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: events.id,
      schoolClassId: events.schoolClassId,
      className: schoolClasses.name,
      name: events.name,
      date: events.date,
      description: events.description,
      helpersRequired: events.helpersRequired,
      updatedAt: events.updatedAt,
      revision: events.revision,
      helpersCount: count(eventHelpers.id),
      isHelping:
        helpingParentId === null
          ? sql<boolean>`false`
          : sql<boolean>`coalesce(bool_or(${eventHelpers.parentId} = ${helpingParentId}), false)`,
    })
    .from(events)
    .innerJoin(schoolClasses, eq(schoolClasses.id, events.schoolClassId))
    .leftJoin(eventHelpers, eq(eventHelpers.eventId, events.id))
    .where(and(inArray(events.schoolClassId, classIds), or(isNull(schoolClasses.archivedAt), lt(events.date, fromDay))))
    .groupBy(events.id, schoolClasses.id)
    .orderBy(asc(events.date), asc(events.id));
}
