import { z } from 'zod';
import { CLASS_CONTENT_MESSAGES, classIdField, LONG_TEXT_LENGTH } from './class-fields.ts';
import { requiredText, VALIDATION_MESSAGES } from './validation.ts';

/** POST school/announcement-create/ */
export const AnnouncementCreateBodySchema = z.object({
  title: requiredText(CLASS_CONTENT_MESSAGES.titleRequired, 200),
  content: requiredText(CLASS_CONTENT_MESSAGES.contentRequired, LONG_TEXT_LENGTH),
  school_class: classIdField,
  /** Ask each family to tap "I've read this" (an addition, docs/product.md, "Read receipts"). */
  needs_acknowledgement: z.boolean({ error: VALIDATION_MESSAGES.invalidBoolean }).optional(),
});
export type AnnouncementCreateBody = z.infer<typeof AnnouncementCreateBodySchema>;

/** PUT school/announcement-update/{id}/: the same fields, with the lowercase messages. */
export const AnnouncementUpdateBodySchema = z.object({
  title: requiredText(CLASS_CONTENT_MESSAGES.titleRequiredOnEdit, 200),
  content: requiredText(CLASS_CONTENT_MESSAGES.contentRequiredOnEdit, LONG_TEXT_LENGTH),
  /** Left out: unchanged. */
  needs_acknowledgement: z.boolean({ error: VALIDATION_MESSAGES.invalidBoolean }).optional(),
});
export type AnnouncementUpdateBody = z.infer<typeof AnnouncementUpdateBodySchema>;

export const AnnouncementDtoSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  /** When it was published, ISO 8601. */
  date: z.string(),
  school_class: z.number(),
  /** Whether each family is asked to acknowledge it (an addition). */
  needs_acknowledgement: z.boolean(),
});
export type AnnouncementDto = z.infer<typeof AnnouncementDtoSchema>;
