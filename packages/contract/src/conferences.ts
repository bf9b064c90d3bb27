import { z } from 'zod';
import { minutesOfTime } from './office-hours.ts';
import { id, text } from './validation.ts';

/** The texts of conference booking that the server answers with. */
export const CONFERENCE_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  timeInvalid: 'Enter a time as HH:MM, from 00:00 to 24:00.',
  endBeforeStart: 'A range must end after it starts.',
  daysRequired: 'Add at least one day.',
  dayTwice: 'Each day may be listed once.',
  tooMany: 'This list is too long.',
  slotLengthInvalid: 'Choose a slot length from 5 to 120 minutes.',
  cutoffInvalid: 'Choose a cut-off from 0 to 168 hours.',
  modeInvalid: 'Choose in person or video.',
  noteTooLong: 'Keep the note under 1000 characters.',
  tooManySlots: 'This window would have more than 500 slots.',
  noSlots: 'These days and breaks leave no slot.',
  bookedSlotRemoved: 'A booked slot would no longer be in the window: cancel that booking first.',
  childRequired: 'Choose a child.',
  notYourChild: 'Choose one of your children in this class.',
  alreadyBooked: 'This child already has a booking in this window: reschedule or cancel it instead.',
  slotTaken: 'This slot was just taken by another family. Please choose another one.',
  slotUnknown: 'Choose a free slot of this window.',
  pastCutoff: 'Bookings for this slot closed before the cut-off the teacher set.',
  notVideo: 'This conference is in person.',
  callNotOpen: 'The video call opens a few minutes before the slot and closes at its end.',
} as const;

/** Bounds that keep a window readable and its slots few enough to print. */
export const MAX_CONFERENCE_DAYS = 14;
export const MAX_CONFERENCE_BREAKS = 10;
export const MAX_CONFERENCE_SLOTS = 500;
/** How many minutes before a video slot its call may be joined. */
export const CALL_OPENS_MINUTES_BEFORE = 10;

function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

const time = z.string({ error: () => CONFERENCE_MESSAGES.timeInvalid }).refine((value) => minutesOfTime(value) !== undefined, {
  error: () => CONFERENCE_MESSAGES.timeInvalid,
});
const endsAfterStart = (range: { start: string; end: string }) => (minutesOfTime(range.end) ?? 0) > (minutesOfTime(range.start) ?? 0);

/** One day of a window, with its hours in the teacher's time zone. */
export const ConferenceDaySchema = z
  .object({
    date: z.string({ error: () => CONFERENCE_MESSAGES.dateInvalid }).refine(isCalendarDate, { error: () => CONFERENCE_MESSAGES.dateInvalid }),
    start: time,
    end: time,
  })
  .refine(endsAfterStart, { error: () => CONFERENCE_MESSAGES.endBeforeStart, path: ['end'] });

/** A break with no slots, the same on every day of the window (lunch, say). */
export const ConferenceBreakSchema = z
  .object({ start: time, end: time })
  .refine(endsAfterStart, { error: () => CONFERENCE_MESSAGES.endBeforeStart, path: ['end'] });

export const CONFERENCE_MODES = ['in_person', 'video'] as const;
export type ConferenceMode = (typeof CONFERENCE_MODES)[number];

/** POST school/class-conferences/{classId}/ and PUT school/conference-windows/{id}/: a booking window. */
export const ConferenceWindowBodySchema = z.object({
  days: z
    .array(ConferenceDaySchema, { error: () => CONFERENCE_MESSAGES.daysRequired })
    .min(1, { error: () => CONFERENCE_MESSAGES.daysRequired })
    .max(MAX_CONFERENCE_DAYS, { error: () => CONFERENCE_MESSAGES.tooMany })
    .refine((days) => new Set(days.map((day) => day.date)).size === days.length, { error: () => CONFERENCE_MESSAGES.dayTwice }),
  breaks: z.array(ConferenceBreakSchema).max(MAX_CONFERENCE_BREAKS, { error: () => CONFERENCE_MESSAGES.tooMany }).default([]),
  slot_minutes: z
    .number({ error: () => CONFERENCE_MESSAGES.slotLengthInvalid })
    .int({ error: () => CONFERENCE_MESSAGES.slotLengthInvalid })
    .min(5, { error: () => CONFERENCE_MESSAGES.slotLengthInvalid })
    .max(120, { error: () => CONFERENCE_MESSAGES.slotLengthInvalid }),
  mode: z.enum(CONFERENCE_MODES, { error: () => CONFERENCE_MESSAGES.modeInvalid }),
  note: text().max(1000, { error: () => CONFERENCE_MESSAGES.noteTooLong }).default(''),
  cutoff_hours: z
    .number({ error: () => CONFERENCE_MESSAGES.cutoffInvalid })
    .int({ error: () => CONFERENCE_MESSAGES.cutoffInvalid })
    .min(0, { error: () => CONFERENCE_MESSAGES.cutoffInvalid })
    .max(168, { error: () => CONFERENCE_MESSAGES.cutoffInvalid }),
});
export type ConferenceWindowBody = z.infer<typeof ConferenceWindowBodySchema>;

/** POST school/conference-bookings/: a guardian books a slot for one of their children. */
export const ConferenceBookingBodySchema = z.object({
  slot: id(CONFERENCE_MESSAGES.slotUnknown),
  student: id(CONFERENCE_MESSAGES.childRequired),
});
export type ConferenceBookingBody = z.infer<typeof ConferenceBookingBodySchema>;

/** PUT school/conference-bookings/{id}/: the booking moves to another free slot of its window. */
export const ConferenceRescheduleBodySchema = z.object({
  slot: id(CONFERENCE_MESSAGES.slotUnknown),
});
export type ConferenceRescheduleBody = z.infer<typeof ConferenceRescheduleBodySchema>;

/** A booking as its family and the class's teachers see it (others see a slot only as taken). */
export const ConferenceBookingDtoSchema = z.object({
  id: z.number(),
  slot: z.number(),
  student: z.object({ id: z.number(), name: z.string() }),
  guardian: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }),
  /** Whether the caller may still move or cancel it (a guardian until the cut-off, a teacher always). */
  can_change: z.boolean(),
});
export type ConferenceBookingDto = z.infer<typeof ConferenceBookingDtoSchema>;

export const ConferenceSlotDtoSchema = z.object({
  id: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The teacher's day of the slot, `YYYY-MM-DD`: slots are grouped by it. */
  date: z.string(),
  taken: z.boolean(),
  /** The booking, for the class's teachers and the family that made it; null otherwise. */
  booking: ConferenceBookingDtoSchema.nullable(),
});
export type ConferenceSlotDto = z.infer<typeof ConferenceSlotDtoSchema>;

export const ConferenceWindowDtoSchema = z.object({
  id: z.number(),
  school_class: z.object({ id: z.number(), name: z.string() }),
  teacher: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }),
  days: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
  breaks: z.array(z.object({ start: z.string(), end: z.string() })),
  slot_minutes: z.number(),
  mode: z.enum(CONFERENCE_MODES),
  note: z.string(),
  cutoff_hours: z.number(),
  time_zone: z.string(),
  /** Whether the caller teaches the class (edits the window, sees every booking). */
  can_edit: z.boolean(),
  /** The caller's own children in the class, whom they may book for; empty for teachers and leaders. */
  your_children: z.array(z.object({ id: z.number(), name: z.string() })),
  slots: z.array(ConferenceSlotDtoSchema),
});
export type ConferenceWindowDto = z.infer<typeof ConferenceWindowDtoSchema>;

export const ConferenceWindowListDtoSchema = z.array(ConferenceWindowDtoSchema);

/** POST school/conference-bookings/{id}/video-call/: the direct chat whose video page holds the call. */
export const ConferenceCallDtoSchema = z.object({ group: z.number() });
export type ConferenceCallDto = z.infer<typeof ConferenceCallDtoSchema>;

/** Whether a video slot's call may be joined at `now`: from a few minutes before its start to its end. */
export function isCallOpen(slot: { starts_at: string; ends_at: string }, now: Date): boolean {
  const opens = new Date(slot.starts_at).getTime() - CALL_OPENS_MINUTES_BEFORE * 60_000;
  return now.getTime() >= opens && now.getTime() <= new Date(slot.ends_at).getTime();
}
