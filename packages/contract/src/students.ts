import { z } from 'zod';
import { SchoolDtoSchema } from './accounts.ts';
import { PortfolioItemDtoSchema } from './assignments.ts';
import { ParentRefSchema, SCHOOL_MESSAGES, TeacherRefSchema } from './school-fields.ts';
import { PortfolioYearDtoSchema } from './school-years.ts';
import { StickerDtoSchema } from './stickers.ts';
import { id, requiredEmail, requiredText, text } from './validation.ts';

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
  /** Every guardian, earliest (the `parent`) first: for the teacher. */
  guardians: z.array(ParentRefSchema).optional(),
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
  /** Every guardian of the child, earliest (the `parent`) first. */
  guardians: z.array(ParentRefSchema),
  school_class: z.object({
    id: z.number(),
    name: z.string(),
    school: SchoolDtoSchema.nullable(),
    teacher: TeacherRefSchema,
    /** Added for issue 13: set when the child stayed in a class whose year has ended. */
    archived_at: z.string().nullable().optional(),
    /** Every teacher of the class, the owner (`teacher`) first, then its co-teachers. */
    teachers: z.array(TeacherRefSchema),
  }),
  stickers: z.array(StickerDtoSchema),
  /** The code a parent links the child with: for the teacher, until it is used. */
  invite_code: InviteCodeSchema.nullable(),
  portfolio: z.array(PortfolioItemDtoSchema),
  /**
   * Added for issue 13: the child's classes, the current one first, then the years that ended,
   * each with the stickers and work of that year (docs/decisions.md, "A new school year").
   */
  class_years: z.array(PortfolioYearDtoSchema),
});
export type PortfolioDto = z.infer<typeof PortfolioDtoSchema>;

/** POST school/student-guardian-invite/{id}/: a guardian invites another guardian by e-mail. */
export const GuardianInviteBodySchema = z.object({ email: requiredEmail('Email is required') });
export const GuardianInviteDtoSchema = z.object({ detail: z.string() });

/** PUT school/guardian-invitation-accept/: the secret of the e-mailed link. */
export const GuardianInvitationAcceptBodySchema = z.object({
  token: text({ error: SCHOOL_MESSAGES.guardianInvitationTokenRequired })
    .trim()
    .min(1, SCHOOL_MESSAGES.guardianInvitationTokenRequired)
    .max(128, SCHOOL_MESSAGES.guardianInvitationInvalid),
});
export const GuardianInvitationAcceptDtoSchema = z.object({ student: z.object({ id: z.number(), name: z.string() }) });

/** POST school/student-invite-code/{id}/: the teacher's fresh code for the child. */
export const StudentInviteCodeDtoSchema = InviteCodeSchema;

/** DELETE school/student-guardian/{id}/{user_id}/ */
export const StudentGuardianParamsSchema = z.object({ id: id(), user_id: id() });
