import { z } from 'zod';
import { CLASS_CONTENT_MESSAGES, LONG_TEXT_LENGTH } from './class-fields.ts';
import { id, requiredText } from './validation.ts';

/** POST school/school-announcement-create/: a leader writes to their whole school, with the class announcement messages. */
export const SchoolAnnouncementCreateBodySchema = z.object({
  title: requiredText(CLASS_CONTENT_MESSAGES.titleRequired, 200),
  content: requiredText(CLASS_CONTENT_MESSAGES.contentRequired, LONG_TEXT_LENGTH),
});
export type SchoolAnnouncementCreateBody = z.infer<typeof SchoolAnnouncementCreateBodySchema>;

/** PUT school/school-announcement-update/{id}/: the same fields, with the lowercase messages of an edit. */
export const SchoolAnnouncementUpdateBodySchema = z.object({
  title: requiredText(CLASS_CONTENT_MESSAGES.titleRequiredOnEdit, 200),
  content: requiredText(CLASS_CONTENT_MESSAGES.contentRequiredOnEdit, LONG_TEXT_LENGTH),
});
export type SchoolAnnouncementUpdateBody = z.infer<typeof SchoolAnnouncementUpdateBodySchema>;

/** GET school/school-announcements/: every school of the user, or `?school=` for one of them. */
export const SchoolAnnouncementListQuerySchema = z.object({ school: id('Select a school.').optional() });
export type SchoolAnnouncementListQuery = z.infer<typeof SchoolAnnouncementListQuerySchema>;

export const SchoolRefSchema = z.object({ id: z.number(), name: z.string() });

/** A school-wide announcement, as every list and form answers it. */
export const SchoolAnnouncementDtoSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  /** When it was published, ISO 8601. */
  date: z.string(),
  school: SchoolRefSchema,
});
export type SchoolAnnouncementDto = z.infer<typeof SchoolAnnouncementDtoSchema>;

/** The texts of the school announcements page. */
export const SCHOOL_ANNOUNCEMENT_MESSAGES = {
  pageTitle: 'School announcements',
  composeTitle: 'New school announcement',
  composeHint: 'Every family and teacher of the school is notified, and e-mailed if their settings say so.',
  publish: 'Publish',
  published: 'Announcement published to the whole school.',
  updated: 'Announcement updated.',
  deleted: 'Announcement deleted.',
  deleteConfirm: 'will be removed for every family and teacher of the school.',
  empty: 'There are no school announcements yet.',
  noSchool: 'You are not part of a school yet.',
  loadFailed: 'The school announcements could not be loaded.',
  notMember: 'Only the families and staff of this school can read its announcements.',
  homeTitle: 'School announcements',
  seeAll: 'See all school announcements',
  write: 'Write to the school',
} as const;
