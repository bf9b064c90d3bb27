import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { parents, users, userSummaryColumns } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { signupPlaces, signups, signupSlots } from './signups.table.ts';

export type SignupRow = typeof signups.$inferSelect;
export type SlotRow = typeof signupSlots.$inferSelect;

export async function insertSignup(
  executor: Executor,
  values: Pick<SignupRow, 'schoolClassId' | 'title' | 'note' | 'cutoff'>,
  slots: Pick<SlotRow, 'label' | 'capacity' | 'startsAt' | 'endsAt'>[],
) {
  const [signup] = await executor.insert(signups).values(values).returning();
  if (!signup) throw new Error('sign-up insert returned nothing');
  await executor.insert(signupSlots).values(slots.map((slot, position) => ({ ...slot, position, signupId: signup.id })));
  return signup;
}

export async function findSignup(executor: Executor, signupId: number) {
  const [row] = await executor.select().from(signups).where(eq(signups.id, signupId));
  return row;
}

export async function deleteSignup(executor: Executor, signupId: number): Promise<void> {
  await executor.delete(signups).where(eq(signups.id, signupId));
}

export function listSignupsOfClass(executor: Executor, classId: number) {
  return executor.select().from(signups).where(eq(signups.schoolClassId, classId)).orderBy(desc(signups.createdAt), desc(signups.id));
}

/** The slots of the sign-ups with how many places each has taken, in one query. */
export function listSlotsOfSignups(executor: Executor, signupIds: number[]) {
  if (signupIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: signupSlots.id,
      signupId: signupSlots.signupId,
      label: signupSlots.label,
      capacity: signupSlots.capacity,
      startsAt: signupSlots.startsAt,
      endsAt: signupSlots.endsAt,
      taken: count(signupPlaces.id),
    })
    .from(signupSlots)
    .leftJoin(signupPlaces, eq(signupPlaces.slotId, signupSlots.id))
    .where(inArray(signupSlots.signupId, signupIds))
    .groupBy(signupSlots.id)
    .orderBy(asc(signupSlots.position), asc(signupSlots.id));
}

/** The places taken in these slots, with who took them. */
export function listPlacesOfSlots(executor: Executor, slotIds: number[]) {
  if (slotIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ slotId: signupPlaces.slotId, parentId: signupPlaces.parentId, user: userSummaryColumns(users) })
    .from(signupPlaces)
    .innerJoin(parents, eq(parents.id, signupPlaces.parentId))
    .innerJoin(users, eq(users.id, parents.userId))
    .where(inArray(signupPlaces.slotId, slotIds))
    .orderBy(asc(signupPlaces.id));
}

/** The slot with its sign-up. */
export async function findSlot(executor: Executor, slotId: number) {
  const [row] = await executor
    .select({ slot: signupSlots, signup: signups })
    .from(signupSlots)
    .innerJoin(signups, eq(signups.id, signupSlots.signupId))
    .where(eq(signupSlots.id, slotId));
  return row;
}

/** The slot row, locked until the transaction ends, so that places in it are taken one after another. */
export async function lockSlot(executor: Executor, slotId: number) {
  const [row] = await executor.select().from(signupSlots).where(eq(signupSlots.id, slotId)).for('update');
  return row;
}

export async function countPlaces(executor: Executor, slotId: number): Promise<number> {
  const [row] = await executor.select({ places: count() }).from(signupPlaces).where(eq(signupPlaces.slotId, slotId));
  return row?.places ?? 0;
}

/** Answers false when the parent already has a place in the slot. */
export async function insertPlace(executor: Executor, slotId: number, parentId: number): Promise<boolean> {
  const inserted = await executor.insert(signupPlaces).values({ slotId, parentId }).onConflictDoNothing().returning({ id: signupPlaces.id });
  return inserted.length > 0;
}

/** Answers false when the parent had no place in the slot. */
export async function deletePlace(executor: Executor, slotId: number, parentId: number): Promise<boolean> {
  const deleted = await executor
    .delete(signupPlaces)
    .where(and(eq(signupPlaces.slotId, slotId), eq(signupPlaces.parentId, parentId)))
    .returning({ id: signupPlaces.id });
  return deleted.length > 0;
}

/**
 * Claims the timed slots starting within the window (the day ahead) whose reminder has not gone,
 * in one statement: an instance that claims a slot is the only one to remind it.
 */
export function claimSlotsToRemind(executor: Executor, now: Date, until: Date) {
  return executor
    .update(signupSlots)
    .set({ remindedAt: now })
    .where(and(isNull(signupSlots.remindedAt), isNotNull(signupSlots.startsAt), gt(signupSlots.startsAt, now), lte(signupSlots.startsAt, until)))
    .returning({ id: signupSlots.id, signupId: signupSlots.signupId, label: signupSlots.label });
}

/** For the claimed slots: each one's class, sign-up title and the user ids of those with a place. */
export function listReminderRecipients(executor: Executor, slotIds: number[]) {
  if (slotIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ slotId: signupPlaces.slotId, classId: signups.schoolClassId, title: signups.title, userId: parents.userId })
    .from(signupPlaces)
    .innerJoin(signupSlots, eq(signupSlots.id, signupPlaces.slotId))
    .innerJoin(signups, eq(signups.id, signupSlots.signupId))
    .innerJoin(parents, eq(parents.id, signupPlaces.parentId))
    .where(inArray(signupPlaces.slotId, slotIds));
}

/** The timed slots the parent has a place in, for their calendar feed; an archived class's are left out. */
export function listTimedPlacesOfParent(executor: Executor, parentId: number) {
  return executor
    .select({
      slotId: signupSlots.id,
      label: signupSlots.label,
      startsAt: signupSlots.startsAt,
      endsAt: signupSlots.endsAt,
      signupId: signups.id,
      title: signups.title,
      note: signups.note,
      schoolClassId: signups.schoolClassId,
      className: schoolClasses.name,
      placeTakenAt: signupPlaces.createdAt,
    })
    .from(signupPlaces)
    .innerJoin(signupSlots, eq(signupSlots.id, signupPlaces.slotId))
    .innerJoin(signups, eq(signups.id, signupSlots.signupId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, signups.schoolClassId))
    .where(and(eq(signupPlaces.parentId, parentId), isNotNull(signupSlots.startsAt), isNull(schoolClasses.archivedAt)))
    .orderBy(asc(signupSlots.startsAt));
}

/** Open sign-ups of the classes (cut-off still ahead), for Home. */
export function listOpenSignupsOfClasses(executor: Executor, classIds: number[], now: Date) {
  if (classIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(signups)
    .where(and(inArray(signups.schoolClassId, classIds), gt(signups.cutoff, now)))
    .orderBy(asc(signups.cutoff), asc(signups.id));
}

