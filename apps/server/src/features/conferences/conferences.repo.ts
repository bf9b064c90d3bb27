import { and, asc, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { conferenceBookings, conferenceSlots, conferenceWindows } from './conferences.table.ts';

export type WindowRow = typeof conferenceWindows.$inferSelect;
export type NewWindow = Omit<typeof conferenceWindows.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type SlotRow = typeof conferenceSlots.$inferSelect;
export type BookingRow = typeof conferenceBookings.$inferSelect;

/** Whether a failed statement broke a unique index: a slot or a child taken by a request at the same moment. */
export function uniqueIndexBroken(error: unknown): string | null {
  const candidates = [error, (error as { cause?: unknown }).cause];
  for (const candidate of candidates) {
    const { code, constraint } = (candidate ?? {}) as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

export async function insertWindow(executor: Executor, window: NewWindow): Promise<WindowRow> {
  const [row] = await executor.insert(conferenceWindows).values(window).returning();
  if (!row) throw new Error('conference window not inserted');
  return row;
}

export async function updateWindow(executor: Executor, windowId: number, changes: Partial<NewWindow>): Promise<void> {
  await executor.update(conferenceWindows).set({ ...changes, updatedAt: new Date() }).where(eq(conferenceWindows.id, windowId));
}

export async function deleteWindow(executor: Executor, windowId: number): Promise<void> {
  await executor.delete(conferenceWindows).where(eq(conferenceWindows.id, windowId));
}

export async function findWindow(executor: Executor, windowId: number): Promise<WindowRow | undefined> {
  const [row] = await executor.select().from(conferenceWindows).where(eq(conferenceWindows.id, windowId));
  return row;
}

/** Locks the window's row: changes of its slots happen one after the other. */
export async function lockWindow(executor: Executor, windowId: number): Promise<void> {
  await executor.select({ id: conferenceWindows.id }).from(conferenceWindows).where(eq(conferenceWindows.id, windowId)).for('update');
}

export function listWindowsOfClass(executor: Executor, classId: number): Promise<WindowRow[]> {
  return executor.select().from(conferenceWindows).where(eq(conferenceWindows.schoolClassId, classId)).orderBy(asc(conferenceWindows.id));
}

export function listSlots(executor: Executor, windowIds: number[]): Promise<SlotRow[]> {
  if (windowIds.length === 0) return Promise.resolve([]);
  return executor.select().from(conferenceSlots).where(inArray(conferenceSlots.windowId, windowIds)).orderBy(asc(conferenceSlots.startsAt));
}

export async function findSlot(executor: Executor, slotId: number): Promise<SlotRow | undefined> {
  const [row] = await executor.select().from(conferenceSlots).where(eq(conferenceSlots.id, slotId));
  return row;
}

export async function insertSlots(executor: Executor, windowId: number, slots: { startsAt: Date; endsAt: Date }[]): Promise<void> {
  if (slots.length === 0) return;
  await executor
    .insert(conferenceSlots)
    .values(slots.map((slot) => ({ windowId, ...slot })))
    .onConflictDoNothing();
}

/** Deletes the window's free slots that start at none of these instants. */
export async function deleteFreeSlotsOutside(executor: Executor, windowId: number, keptStarts: Date[]): Promise<void> {
  const booked = executor.select({ slotId: conferenceBookings.slotId }).from(conferenceBookings).where(eq(conferenceBookings.windowId, windowId));
  await executor
    .delete(conferenceSlots)
    .where(
      and(
        eq(conferenceSlots.windowId, windowId),
        notInArray(conferenceSlots.id, booked),
        keptStarts.length === 0 ? sql`true` : sql`${conferenceSlots.startsAt} NOT IN (${sql.join(keptStarts.map((start) => sql`${start.toISOString()}::timestamptz`), sql`, `)})`,
      ),
    );
}

export function listBookingsOfWindows(executor: Executor, windowIds: number[]): Promise<BookingRow[]> {
  if (windowIds.length === 0) return Promise.resolve([]);
  return executor.select().from(conferenceBookings).where(inArray(conferenceBookings.windowId, windowIds));
}

export async function findBooking(executor: Executor, bookingId: number): Promise<BookingRow | undefined> {
  const [row] = await executor.select().from(conferenceBookings).where(eq(conferenceBookings.id, bookingId));
  return row;
}

/** Inserts the booking; the unique indexes refuse a taken slot or a child booked already (see `uniqueIndexBroken`). */
export async function insertBooking(executor: Executor, booking: { windowId: number; slotId: number; studentId: number; guardianUserId: number }) {
  const [row] = await executor.insert(conferenceBookings).values(booking).returning();
  if (!row) throw new Error('conference booking not inserted');
  return row;
}

export async function moveBooking(executor: Executor, bookingId: number, slotId: number): Promise<void> {
  await executor
    .update(conferenceBookings)
    .set({ slotId, updatedAt: new Date(), revision: sql`${conferenceBookings.revision} + 1`, dayReminderAt: null, hourReminderAt: null })
    .where(eq(conferenceBookings.id, bookingId));
}

export async function deleteBooking(executor: Executor, bookingId: number): Promise<void> {
  await executor.delete(conferenceBookings).where(eq(conferenceBookings.id, bookingId));
}

/** The bookings of these children and of these classes, with their slots and windows. */
export function listBookingsWithSlots(executor: Executor, where: { studentIds: number[]; classIds: number[] }) {
  const ofChildren = where.studentIds.length === 0 ? sql`false` : inArray(conferenceBookings.studentId, where.studentIds);
  const ofClasses = where.classIds.length === 0 ? sql`false` : inArray(conferenceWindows.schoolClassId, where.classIds);
  return executor
    .select({ booking: conferenceBookings, slot: conferenceSlots, window: conferenceWindows })
    .from(conferenceBookings)
    .innerJoin(conferenceSlots, eq(conferenceSlots.id, conferenceBookings.slotId))
    .innerJoin(conferenceWindows, eq(conferenceWindows.id, conferenceBookings.windowId))
    .where(or(ofChildren, ofClasses))
    .orderBy(asc(conferenceSlots.startsAt));
}

/**
 * Takes the bookings whose reminder is due: their slot starts after `now + fromMs` and at the
 * latest `now + toMs`, and that reminder has not gone. Each is marked in the same statement, so
 * that of two instances running the job at once only one takes it. The hour's reminder also
 * marks the day's: a booking made within the hour gets one reminder, not two.
 */
export async function takeDueReminders(executor: Executor, which: 'day' | 'hour', now: Date, fromMs: number, toMs: number): Promise<number[]> {
  const column = which === 'day' ? conferenceBookings.dayReminderAt : conferenceBookings.hourReminderAt;
  const due = executor
    .select({ id: conferenceBookings.id })
    .from(conferenceBookings)
    .innerJoin(conferenceSlots, eq(conferenceSlots.id, conferenceBookings.slotId))
    .where(
      and(
        isNull(column),
        gt(conferenceSlots.startsAt, new Date(now.getTime() + fromMs)),
        lte(conferenceSlots.startsAt, new Date(now.getTime() + toMs)),
      ),
    );
  const changes =
    which === 'day'
      ? { dayReminderAt: now }
      : { hourReminderAt: now, dayReminderAt: sql`coalesce(${conferenceBookings.dayReminderAt}, ${now.toISOString()}::timestamptz)` };
  const taken = await executor
    .update(conferenceBookings)
    .set(changes)
    .where(and(inArray(conferenceBookings.id, due), isNull(column)))
    .returning({ id: conferenceBookings.id });
  return taken.map((row) => row.id);
}

export function listBookingsByIds(executor: Executor, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ booking: conferenceBookings, slot: conferenceSlots, window: conferenceWindows })
    .from(conferenceBookings)
    .innerJoin(conferenceSlots, eq(conferenceSlots.id, conferenceBookings.slotId))
    .innerJoin(conferenceWindows, eq(conferenceWindows.id, conferenceBookings.windowId))
    .where(inArray(conferenceBookings.id, bookingIds));
}
