import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { id } from './validation.ts';

/** Refusals of read receipts and acknowledgements (docs/product.md, "Read receipts"). */
export const READ_RECEIPT_MESSAGES = {
  notAskedToAcknowledge: 'This announcement does not ask families to acknowledge it.',
  onlyFamiliesAcknowledge: 'Only the families of the class acknowledge an announcement.',
  remindedRecently: 'A reminder was sent a few minutes ago. Please wait before sending another.',
  everyoneAcknowledged: 'Every family has acknowledged this announcement.',
  tooManyItems: 'Too many items at once.',
} as const;

/** How long after a reminder another one for the same announcement is refused. */
export const REMINDER_INTERVAL_MINUTES = 10;

/** The class content that records reads. */
export const READ_CONTENT_KINDS = ['announcement', 'story', 'event'] as const;
export type ReadContentKind = (typeof READ_CONTENT_KINDS)[number];

const itemIds = z.array(id()).max(200, READ_RECEIPT_MESSAGES.tooManyItems).default([]);

/** POST school/content-read/: the signed-in user was shown these items of the class; only its families' reads are kept. 204. */
export const ContentReadBodySchema = z.object({
  school_class: id(),
  announcements: itemIds,
  stories: itemIds,
  events: itemIds,
});
export type ContentReadBody = z.infer<typeof ContentReadBodySchema>;

/** GET school/content-reads/{kind}/{id}/ */
export const ContentReadParamsSchema = z.object({ kind: z.enum(READ_CONTENT_KINDS), id: id() });

/** One item's counts, as the class's teachers and its school's leaders see them. */
export const ContentReadSummaryDtoSchema = z.object({
  kind: z.enum(READ_CONTENT_KINDS),
  id: z.number(),
  /** Families of the class: its children with at least one guardian, siblings sharing a guardian counted once. */
  total_families: z.number(),
  read_families: z.number(),
  /** For an announcement that asks for it; null otherwise. */
  acknowledged_families: z.number().nullable(),
});
export type ContentReadSummaryDto = z.infer<typeof ContentReadSummaryDtoSchema>;

/** GET school/class-content-reads/{classId}/: the counts of every announcement, story and event of the class. */
export const ClassContentReadsDtoSchema = z.object({ items: z.array(ContentReadSummaryDtoSchema) });
export type ClassContentReadsDto = z.infer<typeof ClassContentReadsDtoSchema>;

/** One family of the class with when each of its guardians read (and acknowledged) the item. */
export const ReadFamilyDtoSchema = z.object({
  children: z.array(z.string()),
  guardians: z.array(z.object({ user: UserSummaryDtoSchema, read_at: z.string().nullable(), acknowledged_at: z.string().nullable() })),
  /** The first guardian's read; null while none has read it. */
  read_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
});
export type ReadFamilyDto = z.infer<typeof ReadFamilyDtoSchema>;

/** GET school/content-reads/{kind}/{id}/: who has and who has not read the item. */
export const ContentReadsDtoSchema = ContentReadSummaryDtoSchema.extend({
  needs_acknowledgement: z.boolean(),
  families: z.array(ReadFamilyDtoSchema),
  last_reminder_at: z.string().nullable(),
});
export type ContentReadsDto = z.infer<typeof ContentReadsDtoSchema>;

/** POST school/announcement-acknowledge/{id}/: the guardian's "I've read this", recorded once. */
export const AcknowledgementDtoSchema = z.object({ announcement: z.number(), acknowledged_at: z.string() });
export type AcknowledgementDto = z.infer<typeof AcknowledgementDtoSchema>;

/** GET school/class-acknowledgements/{classId}/: the caller's own acknowledgements in the class. */
export const ClassAcknowledgementsDtoSchema = z.object({ acknowledgements: z.array(AcknowledgementDtoSchema) });
export type ClassAcknowledgementsDto = z.infer<typeof ClassAcknowledgementsDtoSchema>;

/** POST school/announcement-remind/{id}/: how many guardians were reminded. */
export const ReminderDtoSchema = z.object({ reminded: z.number(), sent_at: z.string() });
export type ReminderDto = z.infer<typeof ReminderDtoSchema>;

/** On the notification socket of a teacher of the class (an addition): a family read an item; refetch the counts. */
export const ContentReadServerMessageSchema = z.object({
  type: z.literal('content_read'),
  data: z.object({ school_class: z.number(), kind: z.enum(READ_CONTENT_KINDS), id: z.number() }),
});
export type ContentReadServerMessage = z.infer<typeof ContentReadServerMessageSchema>;
