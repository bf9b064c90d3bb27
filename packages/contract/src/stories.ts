import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { CLASS_CONTENT_MESSAGES, classIdField, LONG_TEXT_LENGTH } from './class-fields.ts';
import { MAX_STORIES_PER_COMMENT_REQUEST } from './story-comment-requests.ts';
import { id, MAX_ID, requiredText, VALIDATION_MESSAGES } from './validation.ts';

// Apart, without zod, so that the class page asks for comments without loading a schema.
export { MAX_STORIES_PER_COMMENT_REQUEST };

/** POST school/story-create/ and PUT school/story-update/{id}/ */
export const StoryCreateBodySchema = z.object({
  title: requiredText(CLASS_CONTENT_MESSAGES.titleRequired, 200),
  content: requiredText(CLASS_CONTENT_MESSAGES.contentRequired, LONG_TEXT_LENGTH),
  school_class: classIdField,
});
export type StoryCreateBody = z.infer<typeof StoryCreateBodySchema>;
export const StoryUpdateBodySchema = StoryCreateBodySchema.omit({ school_class: true });
export type StoryUpdateBody = z.infer<typeof StoryUpdateBodySchema>;

/** POST school/story-comments-set/{id}/: a teacher of the class turns new comments on or off. */
export const StoryCommentsBodySchema = z.object({
  comments_enabled: z.boolean({ error: VALIDATION_MESSAGES.invalidBoolean }),
});
export type StoryCommentsBody = z.infer<typeof StoryCommentsBodySchema>;

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
  /** Only in the answers of its class's teachers, while the school hides it (others do not get it at all). */
  hidden_by_school: z.boolean().optional(),
  /** Whether new comments are taken; its teachers turn them off (existing comments stay). */
  comments_enabled: z.boolean(),
});
export type StoryDto = z.infer<typeof StoryDtoSchema>;

/** POST school/story-comment-create/: trimmed; an empty comment is not sent. */
export const StoryCommentCreateBodySchema = z.object({
  content: requiredText(CLASS_CONTENT_MESSAGES.commentEmpty, 5000),
  story: id(CLASS_CONTENT_MESSAGES.storyRequired),
});
export type StoryCommentCreateBody = z.infer<typeof StoryCommentCreateBodySchema>;

export const StoryCommentDtoSchema = z.object({
  id: z.number(),
  author: UserSummaryDtoSchema.nullable(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  story: z.number(),
  /** Only in its author's answers, while the school hides it (others do not get it at all). */
  hidden_by_school: z.boolean().optional(),
});
export type StoryCommentDto = z.infer<typeof StoryCommentDtoSchema>;

/** `1,2,3`: distinct story ids, at least one and at most MAX_STORIES_PER_COMMENT_REQUEST, or one field message. */
const StoryIdListSchema = z.string({ error: CLASS_CONTENT_MESSAGES.storiesInvalid }).transform((value, context) => {
  const parts = value.split(',').map((part) => part.trim());
  const ids = parts.map(Number);
  const isValid =
    parts.length <= MAX_STORIES_PER_COMMENT_REQUEST &&
    parts.every((part) => /^[0-9]+$/.test(part)) &&
    ids.every((storyId) => storyId >= 1 && storyId <= MAX_ID);
  if (!isValid) {
    context.addIssue({ code: 'custom', message: CLASS_CONTENT_MESSAGES.storiesInvalid });
    return z.NEVER;
  }
  return [...new Set(ids)];
});

/**
 * GET school/class-story-comments/{classId}/?stories=1,2,3: the comments of several stories of the
 * class in one answer, as the Stories tab shows them (one request for the tab, not one per story).
 */
export const ClassStoryCommentsQuerySchema = z.object({ stories: StoryIdListSchema });
export type ClassStoryCommentsQuery = z.input<typeof ClassStoryCommentsQuerySchema>;
