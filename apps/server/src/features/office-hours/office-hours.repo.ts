import { inArray } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { officeHours } from './office-hours.table.ts';

export type OfficeHoursRow = typeof officeHours.$inferSelect;

/** The office hours of these users who have any, in one query. */
export function listOfficeHours(executor: Executor, userIds: number[]): Promise<OfficeHoursRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return executor.select().from(officeHours).where(inArray(officeHours.userId, userIds));
}

/** Replaces the user's whole week and days off. */
export async function saveOfficeHours(executor: Executor, userId: number, values: Pick<OfficeHoursRow, 'weekly' | 'daysOff'>): Promise<void> {
  await executor
    .insert(officeHours)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: officeHours.userId, set: { ...values, updatedAt: new Date() } });
}
