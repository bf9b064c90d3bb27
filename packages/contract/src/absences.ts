import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { id, isCalendarDate, text } from './validation.ts';

/** The reasons a family may give, shown in their own words by the web app. */
export const ABSENCE_REASONS = ['ill', 'appointment', 'family', 'other'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

/** The messages of absence notes (docs/product.md, "Absence notes"). */
export const ABSENCE_MESSAGES = {
  studentRequired: 'Choose the child who will be absent.',
  dayInvalid: 'Enter a date as YYYY-MM-DD.',
  lastDayBeforeFirst: 'The last day cannot be before the first.',
  tooLong: 'An absence note covers at most 60 days.',
  reasonInvalid: 'Choose a reason: ill, appointment, family or other.',
  noteTooLong: 'Keep the note under 1000 characters.',
} as const;

/** The longest absence one note covers, in days. */
export const MAX_ABSENCE_DAYS = 60;

const DaySchema = z
  .string({ error: ABSENCE_MESSAGES.dayInvalid })
  .trim()
  .refine(isCalendarDate, ABSENCE_MESSAGES.dayInvalid);

/** The number of days from `first` to `last`, both included. */
export function absenceLength(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}

/** POST school/absence-create/: a guardian tells the class their child will be away. */
export const AbsenceCreateBodySchema = z
  .object({
    student: id(ABSENCE_MESSAGES.studentRequired),
    first_day: DaySchema,
    /** Left out for one day. */
    last_day: DaySchema.nullish(),
    reason: z.enum(ABSENCE_REASONS, { error: ABSENCE_MESSAGES.reasonInvalid }),
    note: text().trim().max(1000, ABSENCE_MESSAGES.noteTooLong).optional().default(''),
  })
  .superRefine((body, context) => {
    if (!body.last_day || !isCalendarDate(body.first_day) || !isCalendarDate(body.last_day)) return;
    if (body.last_day < body.first_day) context.addIssue({ code: 'custom', path: ['last_day'], message: ABSENCE_MESSAGES.lastDayBeforeFirst });
    else if (absenceLength(body.first_day, body.last_day) > MAX_ABSENCE_DAYS)
      context.addIssue({ code: 'custom', path: ['last_day'], message: ABSENCE_MESSAGES.tooLong });
  });
export type AbsenceCreateBody = z.infer<typeof AbsenceCreateBodySchema>;

/** `?day=YYYY-MM-DD`: the viewer's own today (the browser's), the server's UTC day when left out. */
export const AbsenceDayQuerySchema = z.object({ day: DaySchema.optional() });

export const AbsenceDtoSchema = z.object({
  id: z.number(),
  student: z.object({ id: z.number(), name: z.string() }),
  school_class: z.object({ id: z.number(), name: z.string() }),
  first_day: z.string(),
  last_day: z.string(),
  reason: z.enum(ABSENCE_REASONS),
  note: z.string(),
  /** Null once the guardian who wrote it deleted their account. */
  reported_by: UserSummaryDtoSchema.nullable(),
  created_at: z.string(),
  acknowledged_at: z.string().nullable(),
  acknowledged_by: UserSummaryDtoSchema.nullable(),
});
export type AbsenceDto = z.infer<typeof AbsenceDtoSchema>;
