import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { requiredText } from './validation.ts';

/** Messages of SPEC §5 and §8 for announcements, events, stories and comments. */
export const CLASS_CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  /** On edit the announcement messages are lowercase (SPEC §5). */
  titleRequiredOnEdit: 'title is required',
  contentRequiredOnEdit: 'content is required',
  nameRequired: 'name is required',
  descriptionRequired: 'description is required',
  dateRequired: 'date is required',
  dateInvalid: 'Enter a valid date.',
  helpersInvalid: 'Enter a whole number of helpers, 0 or more.',
  classRequired: 'Class is required',
  eventRequired: 'Event is required',
  storyRequired: 'Story is required',
  commentEmpty: 'Write a comment first.',
  announcementCreated: 'Announcement created successfully.',
  announcementCreateFailed: 'There was a problem creating the announcement.',
  eventCreated: 'Event created successfully.',
  eventCreateFailed: 'There was a problem creating the event.',
  storyCreated: 'Story created successfully.',
  storyCreateFailed: 'There was a problem creating the story.',
  noEventsToday: 'There are no events today.',
  noUpcomingEvents: 'There are no upcoming events.',
  noFinishedEvents: 'There are no finished events.',
  noHelpers: 'There are no helpers registered.',
  eventFull: 'All helper places for this event are taken.',
  alreadyHelper: 'You are already helping at this event.',
  eventFinished: 'This event is over.',
  notHelper: 'You are not helping at this event.',
} as const;

/** 'Date needs to be after' followed by today's date (SPEC §5). */
export function dateNeedsToBeAfter(today: string): string {
  return `Date needs to be after ${today}`;
}

const classId = z.coerce.number({ error: CLASS_CONTENT_MESSAGES.classRequired }).int().positive(CLASS_CONTENT_MESSAGES.classRequired);
const LONG_TEXT = 20_000;

/** POST school/announcement-create/ */
export const AnnouncementCreateBodySchema = z.object({
  title: requiredText(CLASS_CONTENT_MESSAGES.titleRequired, 200),
  content: requiredText(CLASS_CONTENT_MESSAGES.contentRequired, LONG_TEXT),
  school_class: classId,
});
export type AnnouncementCreateBody = z.infer<typeof AnnouncementCreateBodySchema>;

/** PUT school/announcement-update/{id}/: the same fields, with the lowercase messages. */
export const AnnouncementUpdateBodySchema = z.object({
  title: requiredText(CLASS_CONTENT_MESSAGES.titleRequiredOnEdit, 200),
  content: requiredText(CLASS_CONTENT_MESSAGES.contentRequiredOnEdit, LONG_TEXT),
});
export type AnnouncementUpdateBody = z.infer<typeof AnnouncementUpdateBodySchema>;

export const AnnouncementDtoSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  /** When it was published, ISO 8601. */
  date: z.string(),
  school_class: z.number(),
});
export type AnnouncementDto = z.infer<typeof AnnouncementDtoSchema>;

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
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), CLASS_CONTENT_MESSAGES.dateInvalid);

const EventFieldsSchema = z.object({
  name: requiredText(CLASS_CONTENT_MESSAGES.nameRequired, 200),
  date: EventDateSchema,
  description: requiredText(CLASS_CONTENT_MESSAGES.descriptionRequired, LONG_TEXT),
  helpers_required: z.coerce
    .number({ error: CLASS_CONTENT_MESSAGES.helpersInvalid })
    .int(CLASS_CONTENT_MESSAGES.helpersInvalid)
    .min(0, CLASS_CONTENT_MESSAGES.helpersInvalid)
    .max(1000, CLASS_CONTENT_MESSAGES.helpersInvalid)
    .optional()
    .default(0),
});

/** POST school/event-create/ */
export const EventCreateBodySchema = EventFieldsSchema.extend({ school_class: classId });
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
  event: z.coerce.number({ error: CLASS_CONTENT_MESSAGES.eventRequired }).int().positive(CLASS_CONTENT_MESSAGES.eventRequired),
});
export const HelperCreateDtoSchema = z.object({ event: z.number() });

/** POST school/story-create/ and PUT school/story-update/{id}/ */
export const StoryCreateBodySchema = z.object({
  title: requiredText(CLASS_CONTENT_MESSAGES.titleRequired, 200),
  content: requiredText(CLASS_CONTENT_MESSAGES.contentRequired, LONG_TEXT),
  school_class: classId,
});
export type StoryCreateBody = z.infer<typeof StoryCreateBodySchema>;
export const StoryUpdateBodySchema = StoryCreateBodySchema.omit({ school_class: true });
export type StoryUpdateBody = z.infer<typeof StoryUpdateBodySchema>;

export const StoryImageDtoSchema = z.object({
  id: z.number(),
  story: z.number(),
  /** The display size. */
  image: z.string(),
  /** The picture at full size, opened on click. */
  full_image: z.string(),
});
export type StoryImageDto = z.infer<typeof StoryImageDtoSchema>;

export const StoryDtoSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  date: z.string(),
  school_class: z.number(),
  story_images: z.array(StoryImageDtoSchema),
});
export type StoryDto = z.infer<typeof StoryDtoSchema>;

/** POST school/story-comment-create/: trimmed; an empty comment is not sent. */
export const StoryCommentCreateBodySchema = z.object({
  content: requiredText(CLASS_CONTENT_MESSAGES.commentEmpty, 5000),
  story: z.coerce.number({ error: CLASS_CONTENT_MESSAGES.storyRequired }).int().positive(CLASS_CONTENT_MESSAGES.storyRequired),
});
export type StoryCommentCreateBody = z.infer<typeof StoryCommentCreateBodySchema>;

export const StoryCommentDtoSchema = z.object({
  id: z.number(),
  author: UserSummaryDtoSchema.nullable(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  story: z.number(),
});
export type StoryCommentDto = z.infer<typeof StoryCommentDtoSchema>;

/** Event tabs by day (SPEC §4): the same calendar day is Today, a later one Upcoming, else Finished. */
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
