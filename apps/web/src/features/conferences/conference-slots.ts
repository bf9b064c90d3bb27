import type { ConferenceSlotDto, ConferenceWindowDto } from '@homeroom/contract/conferences';
import { formatDateTime } from '../../lib/format-date.ts';

/** The slots of a window by the teacher's day, in order. */
export function slotsByDay(window: ConferenceWindowDto): [string, ConferenceSlotDto[]][] {
  const days = new Map<string, ConferenceSlotDto[]>();
  for (const slot of window.slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days];
}

/** A slot's start time in the app's language and the device's zone. */
export const slotTime = (slot: Pick<ConferenceSlotDto, 'starts_at'>) => formatDateTime(slot.starts_at, { timeStyle: 'short' });

/** A slot's day and time. */
export const slotMoment = (slot: Pick<ConferenceSlotDto, 'starts_at'>) => formatDateTime(slot.starts_at, { dateStyle: 'full', timeStyle: 'short' });
