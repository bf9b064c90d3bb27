import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { MODERATION_MESSAGES, REPORT_REASON_MAX_LENGTH } from './moderation-messages.ts';
import { id, text } from './validation.ts';

// Apart, without zod, so that a page that only shows them loads no schema (docs/decisions.md, "The class page's first screen on a phone, round 3").
export { MODERATION_MESSAGES, REPORT_REASON_MAX_LENGTH };

/** What a member can report to the school, and a leader hide (docs/decisions.md, "Reports and hidden content"). */
export const MODERATED_KINDS = ['story', 'comment', 'message'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

/** What each kind is called in lists and mails. */
export const MODERATED_KIND_NOUNS: Record<ModeratedKind, string> = {
  story: 'story',
  comment: 'comment',
  message: 'chat message',
};

const kindField = z.enum(MODERATED_KINDS, { error: MODERATION_MESSAGES.kindRequired });

/** POST school/content-report-create/: any member who sees the item reports it, with an optional reason. */
export const ContentReportCreateBodySchema = z.object({
  kind: kindField,
  id: id(MODERATION_MESSAGES.itemRequired),
  reason: text()
    .trim()
    .max(REPORT_REASON_MAX_LENGTH, MODERATION_MESSAGES.reasonTooLong)
    .optional()
    .default(''),
});
export type ContentReportCreateBody = z.infer<typeof ContentReportCreateBodySchema>;

/** POST school/content-hide/ and school/content-unhide/: a leader names the item. */
export const ContentItemBodySchema = z.object({ kind: kindField, id: id(MODERATION_MESSAGES.itemRequired) });
export type ContentItemBody = z.infer<typeof ContentItemBodySchema>;

export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What the reporter gets back: their report, nothing about who else reported or what leaders decide. */
export const ContentReportCreatedDtoSchema = z.object({
  id: z.number(),
  kind: z.enum(MODERATED_KINDS),
  item: z.number(),
  reason: z.string(),
  created_at: z.string(),
  /** Who answers it (an addition): the school's leaders, or the class's teachers where the class has no school. */
  sent_to: z.enum(['school', 'teachers']),
});
export type ContentReportCreatedDto = z.infer<typeof ContentReportCreatedDtoSchema>;

const ClassRefSchema = z.object({ id: z.number(), name: z.string() }).nullable();

/** A report as the school's leaders see it, with the reported text as it was when reported. */
export const ContentReportDtoSchema = z.object({
  id: z.number(),
  kind: z.enum(MODERATED_KINDS),
  item: z.number(),
  text: z.string(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** The class the item belongs to; for a chat message, the class the reporter and the sender share. */
  school_class: ClassRefSchema,
  author: UserSummaryDtoSchema.nullable(),
  reporter: UserSummaryDtoSchema.nullable(),
  created_at: z.string(),
});
export type ContentReportDto = z.infer<typeof ContentReportDtoSchema>;

/** An item the school hid, which a leader may show again. */
export const HiddenItemDtoSchema = z.object({
  kind: z.enum(MODERATED_KINDS),
  item: z.number(),
  text: z.string(),
  school_class: ClassRefSchema,
  author: UserSummaryDtoSchema.nullable(),
  hidden_by: UserSummaryDtoSchema.nullable(),
  hidden_at: z.string(),
});
export type HiddenItemDto = z.infer<typeof HiddenItemDtoSchema>;

/** GET school/content-report-list/: the leader's school's open reports, newest first, and what it hides. */
export const ContentReportListDtoSchema = z.object({
  reports: z.array(ContentReportDtoSchema),
  hidden: z.array(HiddenItemDtoSchema),
});
export type ContentReportListDto = z.infer<typeof ContentReportListDtoSchema>;

/** The answer of hide, unhide and dismiss. */
export const ModerationResultDtoSchema = z.object({
  kind: z.enum(MODERATED_KINDS),
  item: z.number(),
  hidden: z.boolean(),
});
export type ModerationResultDto = z.infer<typeof ModerationResultDtoSchema>;
