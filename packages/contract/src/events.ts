import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { CLASS_CONTENT_MESSAGES, classIdField, LONG_TEXT_LENGTH } from './class-fields.ts';
import { fillMessage, id, isCalendarDate, requiredText } from './validation.ts';

/** 'Date needs to be after' followed by today's date (docs/product.md, "Validation"). */
export function dateNeedsToBeAfter(today: string): string {
  return fillMessage(CLASS_CONTENT_MESSAGES.dateNeedsToBeAfter, { today });
}

/**
 * An event's day as `YYYY-MM-DD`; an ISO date-time is accepted and its date part kept, so the
 * day is the same for everyone whatever their time zone. Whether it is after today is checked
 * by the server against the calendar, and by the form against the user's own today.
 */
export const EventDateSchema = z
  .string({ error: CLASS_CONTENT_MESSAGES.dateRequired })
  .trim()
  .min(1, CLASS_CONTENT_MESSAGES.dateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}([T ].*)?$/, CLASS_CONTENT_MESSAGES.dateInvalid)
  .transform((value) => value.slice(0, 10))
  .refine(isCalendarDate, CLASS_CONTENT_MESSAGES.dateInvalid);

const EventFieldsSchema = z.object({
  name: requiredText(CLASS_CONTENT_MESSAGES.nameRequired, 200),
  date: EventDateSchema,
  description: requiredText(CLASS_CONTENT_MESSAGES.descriptionRequired, LONG_TEXT_LENGTH),
  helpers_required: z.coerce
    .number({ error: CLASS_CONTENT_MESSAGES.helpersInvalid })
    .int(CLASS_CONTENT_MESSAGES.helpersInvalid)
    .min(0, CLASS_CONTENT_MESSAGES.helpersInvalid)
    .max(1000, CLASS_CONTENT_MESSAGES.helpersInvalid)
    .optional()
    .default(0),
});

/** POST school/event-create/ */
export const EventCreateBodySchema = EventFieldsSchema.extend({ school_class: classIdField });
export type EventCreateBody = z.infer<typeof EventCreateBodySchema>;
/** PUT school/event-update/{id}/ */
export const EventUpdateBodySchema = EventFieldsSchema;
export type EventUpdateBody = z.infer<typeof EventUpdateBodySchema>;

export const EventHelperDtoSchema = z.object({
  id: z.number(),
  parent: z.object({ user: UserSummaryDtoSchema }),
});
export type EventHelperDto = z.infer<typeof EventHelperDtoSchema>;

export const EventDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  date: z.string(),
  description: z.string(),
  school_class: z.number(),
  helpers_required: z.number(),
  helpers: z.array(EventHelperDtoSchema),
});
export type EventDto = z.infer<typeof EventDtoSchema>;

/** POST school/helper-create/ */
export const HelperCreateBodySchema = z.object({
  event: id(CLASS_CONTENT_MESSAGES.eventRequired),
});
export const HelperCreateDtoSchema = z.object({ event: z.number() });

/** Event tabs by day (docs/product.md, "States at a glance"): the same calendar day is Today, a later one Upcoming, else Finished. */
export type EventPeriod = 'today' | 'upcoming' | 'finished';

/** Today's date as `YYYY-MM-DD` in the time zone of `now` (the viewer's, in the browser). */
export function localDay(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function eventPeriod(eventDate: string, today: string): EventPeriod {
  const day = eventDate.slice(0, 10);
  if (day === today) return 'today';
  return day > today ? 'upcoming' : 'finished';
}
