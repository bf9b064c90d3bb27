import { z } from 'zod';
import { SchoolDtoSchema } from './accounts.ts';
import { PortfolioItemDtoSchema } from './assignments.ts';
import { ParentRefSchema, SCHOOL_MESSAGES, TeacherRefSchema } from './school-fields.ts';
import { StickerDtoSchema } from './stickers.ts';
import { id, requiredText, text } from './validation.ts';

/** PUT school/use-invite-code/ */
export const UseInviteCodeBodySchema = z.object({
  code: text({ error: SCHOOL_MESSAGES.inviteCodeRequired })
    .trim()
    .min(1, SCHOOL_MESSAGES.inviteCodeRequired)
    .max(64, SCHOOL_MESSAGES.invalidInviteCode)
    .transform((code) => code.toUpperCase()),
});
export const UseInviteCodeDtoSchema = z.object({ code: z.string() });

/** POST school/student-create/ */
export const StudentCreateBodySchema = z.object({
  name: requiredText(SCHOOL_MESSAGES.nameRequired, 100),
  school_class: id(SCHOOL_MESSAGES.classRequired),
});
export type StudentCreateBody = z.infer<typeof StudentCreateBodySchema>;
export const StudentCreateDtoSchema = z.object({
  pk: z.number(),
  id: z.number(),
  name: z.string(),
  school_class: z.number(),
});

/** PUT school/student-update/{id}/ */
export const StudentUpdateBodySchema = z.object({ name: requiredText(SCHOOL_MESSAGES.nameRequired, 100) });
export const StudentUpdateDtoSchema = z.object({ name: z.string() });

export const StudentImageDtoSchema = z.object({ image: z.string().nullable() });

const InviteCodeSchema = z.object({ code: z.string() });

/** A student on the class page; the teacher also gets the parent and the invite code. */
export const ClassStudentDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  stickers: z.array(z.object({ id: z.number(), type: z.number() })),
  parent: ParentRefSchema.nullable().optional(),
  invite_code: InviteCodeSchema.nullable().optional(),
});
export type ClassStudentDto = z.infer<typeof ClassStudentDtoSchema>;

/** GET school/student-portfolio-list/{id}/ */
export const PortfolioDtoSchema = z.object({
  pk: z.number(),
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  parent: ParentRefSchema.nullable(),
  school_class: z.object({
    id: z.number(),
    name: z.string(),
    school: SchoolDtoSchema.nullable(),
    teacher: TeacherRefSchema,
  }),
  stickers: z.array(StickerDtoSchema),
  /** The code a parent links the child with: for the teacher, while no parent has used it. */
  invite_code: InviteCodeSchema.nullable(),
  portfolio: z.array(PortfolioItemDtoSchema),
});
export type PortfolioDto = z.infer<typeof PortfolioDtoSchema>;
