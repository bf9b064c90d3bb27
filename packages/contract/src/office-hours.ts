import { z } from 'zod';

/** The texts of office hours that the server answers with (field errors of the weekly hours and days off). */
export const OFFICE_HOURS_MESSAGES = {
  timeInvalid: 'Enter a time as HH:MM, from 00:00 to 24:00.',
  weekdayInvalid: 'Choose a day of the week.',
  endBeforeStart: 'A range must end after it starts.',
  rangesOverlap: 'The ranges of one day must not overlap.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  lastDayBeforeFirst: 'The last day off cannot be before the first.',
  tooMany: 'This list is too long.',
} as const;

/** The most ranges a week and days off a teacher keeps: a week of split shifts, a school year of holidays. */
export const MAX_WEEKLY_RANGES = 42;
export const MAX_DAYS_OFF = 100;

/** "HH:MM" as minutes after midnight; "24:00" ends a day. undefined when it is not such a time. */
export function minutesOfTime(time: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : undefined;
}

function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

const time = z.string().refine((value) => minutesOfTime(value) !== undefined, { error: () => OFFICE_HOURS_MESSAGES.timeInvalid });
const calendarDate = z.string().refine(isCalendarDate, { error: () => OFFICE_HOURS_MESSAGES.dateInvalid });

/** One range of a weekday, in the teacher's own time zone; weekday 1 is Monday, 7 Sunday (ISO 8601). */
export const WeeklyRangeSchema = z
  .object({
    weekday: z.number({ error: () => OFFICE_HOURS_MESSAGES.weekdayInvalid }).int().min(1, { error: () => OFFICE_HOURS_MESSAGES.weekdayInvalid }).max(7, { error: () => OFFICE_HOURS_MESSAGES.weekdayInvalid }),
    start: time,
    end: time,
  })
  .refine((range) => (minutesOfTime(range.end) ?? 0) > (minutesOfTime(range.start) ?? 0), {
    error: () => OFFICE_HOURS_MESSAGES.endBeforeStart,
    path: ['end'],
  });
export type WeeklyRange = z.infer<typeof WeeklyRangeSchema>;

/** A day off or a run of them (a holiday), both days included, as dates in the teacher's zone. */
export const DaysOffSchema = z
  .object({ first_day: calendarDate, last_day: calendarDate })
  .refine((days) => days.last_day >= days.first_day, { error: () => OFFICE_HOURS_MESSAGES.lastDayBeforeFirst, path: ['last_day'] });
export type DaysOff = z.infer<typeof DaysOffSchema>;

/** Whether two ranges of the same weekday share a minute (touching ends do not). */
export function doRangesOverlap(first: WeeklyRange, second: WeeklyRange): boolean {
  if (first.weekday !== second.weekday) return false;
  return (minutesOfTime(first.start) ?? 0) < (minutesOfTime(second.end) ?? 0) && (minutesOfTime(second.start) ?? 0) < (minutesOfTime(first.end) ?? 0);
}

/** PUT school/office-hours/: the teacher's whole week and days off at once; an empty week means always available. */
export const OfficeHoursBodySchema = z.object({
  weekly: z
    .array(WeeklyRangeSchema)
    .max(MAX_WEEKLY_RANGES, { error: () => OFFICE_HOURS_MESSAGES.tooMany })
    .refine((ranges) => !ranges.some((range, index) => ranges.slice(index + 1).some((other) => doRangesOverlap(range, other))), {
      error: () => OFFICE_HOURS_MESSAGES.rangesOverlap,
    }),
  days_off: z.array(DaysOffSchema).max(MAX_DAYS_OFF, { error: () => OFFICE_HOURS_MESSAGES.tooMany }),
});
export type OfficeHoursBody = z.infer<typeof OfficeHoursBodySchema>;

/** GET and PUT school/office-hours/: the teacher's own hours, with the zone they are read in. */
export const OfficeHoursDtoSchema = z.object({
  weekly: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  days_off: z.array(z.object({ first_day: z.string(), last_day: z.string() })),
  time_zone: z.string(),
});
export type OfficeHoursDto = z.infer<typeof OfficeHoursDtoSchema>;

/**
 * GET school/chat-group-availability/{id}/: whether the other person of a direct chat is away.
 * Only a teacher with office hours is ever away; `usual_hours` is their week (in `time_zone`),
 * empty with a null zone for anyone else and in a group chat. Days off are never told: when the
 * teacher is back is enough.
 */
export const ChatAvailabilityDtoSchema = z.object({
  away: z.boolean(),
  /** When their hours next start, ISO 8601; null when not away. */
  back_at: z.string().nullable(),
  user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }).nullable(),
  usual_hours: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  time_zone: z.string().nullable(),
});
export type ChatAvailabilityDto = z.infer<typeof ChatAvailabilityDtoSchema>;
