import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { id, text } from './validation.ts';

/** What a member can report to the school, and a leader hide (docs/decisions.md, "Reports and hidden content"). */
export const MODERATED_KINDS = ['story', 'comment', 'message'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

/** The longest reason a reporter may give. */
export const REPORT_REASON_MAX_LENGTH = 500;

export const MODERATION_MESSAGES = {
  kindRequired: 'Choose what to report: a story, a comment or a message.',
  itemRequired: 'Say which story, comment or message.',
  reasonTooLong: `Ensure this field has no more than ${REPORT_REASON_MAX_LENGTH} characters.`,
  noSchool: 'This class has no school to report to yet.',
  reportAction: 'Report to the school',
  reportConfirmTitle: 'Report to the school?',
  reportConfirm: "The school's leaders will see it and may hide it. The author is not told who reported it.",
  reportReasonLabel: 'Reason (optional)',
  reportSent: "Reported. The school's leaders will look at it.",
  reportSentShort: 'Reported to the school.',
  reportSentToTeachers: "Reported. The class's teachers will look at it.",
  reportSentShortToTeachers: "Reported to the class's teachers.",
  reportFailed: 'The report could not be sent. Please try again.',
  hiddenBySchool: 'Hidden by the school',
  reportsTitle: 'Reports',
  reportsIntro:
    'What families and staff reported to the school. Hide what breaks the school\u2019s rules; its author and the class teacher are told.',
  noOpenReports: 'No open reports. Well done, everyone.',
  hiddenTitle: 'Hidden by the school',
  noHiddenItems: 'Nothing is hidden.',
  hide: 'Hide',
  dismiss: 'Dismiss',
  unhide: 'Unhide',
  hideConfirm: 'Hide this for everyone? Its author and the class teacher are told.',
  dismissConfirm: 'Dismiss this report? The content stays visible.',
  unhideConfirm: 'Show this again to everyone who could see it?',
  hidden: 'Hidden. Its author and the class teacher are told.',
  dismissed: 'Report dismissed.',
  unhidden: 'Shown again.',
  actionFailed: 'That did not work. Please try again.',
  classReportsIntro:
    'What families reported in your classes that have no school. Hide what breaks the class\u2019s rules; its author is told.',
  commentsOff: 'Comments are turned off for this story.',
  turnCommentsOff: 'Turn comments off',
  turnCommentsOn: 'Turn comments on',
  commentsTurnedOff: 'Comments are off. Existing comments stay visible.',
  commentsTurnedOn: 'Comments are on again.',
  hideComment: 'Hide comment',
  hideCommentConfirm: 'Hide this comment for everyone? Its author is told.',
  block: 'Block',
  blockConfirm:
    'Block {name}? Neither of you can send the other direct messages. They are not told. Group chats you share stay as they are.',
  blocked: 'Blocked. Unblock them in Settings at any time.',
  unblock: 'Unblock',
  unblocked: 'Unblocked.',
  blockedPeopleTitle: 'Blocked people',
  blockedPeopleIntro: 'Nobody on this list can send you direct messages, and you cannot send them any.',
  noBlockedPeople: 'You have not blocked anyone.',
  youBlockedThem: 'You blocked this person. Unblock them in Settings to write to them.',
  cannotBlock: 'Only other parents can be blocked; the school must stay reachable.',
  userRequired: 'Say whom to block.',
} as const;

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
