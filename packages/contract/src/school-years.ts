import { z } from 'zod';
import { PortfolioItemDtoSchema } from './assignments.ts';
import { StickerDtoSchema } from './stickers.ts';
import { id } from './validation.ts';

/** Messages of a new school year (docs/product.md, "A new school year"), once. */
export const SCHOOL_YEAR_MESSAGES = {
  /** Every write on an archived class or its content is refused with this (409). */
  classArchived: "This class's school year has ended: it is archived and read only.",
  alreadyArchived: "This class's school year has ended already.",
  targetRequired: 'Choose the class of the new year.',
  targetArchived: "This class's school year has ended: choose a class of the new year.",
  targetForbidden: 'You can only move students to a class you teach or lead.',
  targetSameClass: 'Choose another class than the one whose year ends.',
  studentNotInClass: 'Each student must be in the class whose year ends.',
  studentTwice: 'Each student can be moved only once.',
  yearEnded: 'The year has ended. The class is archived and its students have moved on.',
} as const;

const StudentMoveSchema = z.object({
  student: id(),
  school_class: id(SCHOOL_YEAR_MESSAGES.targetRequired),
});

/**
 * POST school/class-year-end/{id}/: archives the class and moves its students on, in one
 * transaction. `school_class` moves every student there; `moves` chooses per student, and a
 * student it leaves out stays in the archive (a child leaving the school).
 */
export const ClassYearEndBodySchema = z
  .object({
    school_class: id(SCHOOL_YEAR_MESSAGES.targetRequired).optional(),
    moves: z.array(StudentMoveSchema, { error: SCHOOL_YEAR_MESSAGES.targetRequired }).max(500).optional(),
  })
  .refine((body) => (body.school_class === undefined) !== (body.moves === undefined), {
    message: SCHOOL_YEAR_MESSAGES.targetRequired,
    path: ['school_class'],
  });
export type ClassYearEndBody = z.infer<typeof ClassYearEndBodySchema>;

export const ClassYearEndDtoSchema = z.object({
  school_class: z.object({ id: z.number(), name: z.string(), archived_at: z.string() }),
  /** How many students moved on, and how many stayed in the archive. */
  moved: z.number(),
  left_behind: z.number(),
  detail: z.string(),
});
export type ClassYearEndDto = z.infer<typeof ClassYearEndDtoSchema>;

/** One class of a child's school life, newest first in the portfolio: its stickers and its work. */
export const PortfolioYearDtoSchema = z.object({
  school_class: z.object({ id: z.number(), name: z.string(), archived_at: z.string().nullable() }),
  stickers: z.array(StickerDtoSchema),
  portfolio: z.array(PortfolioItemDtoSchema),
});
export type PortfolioYearDto = z.infer<typeof PortfolioYearDtoSchema>;
