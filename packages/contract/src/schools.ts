import { z } from 'zod';
import { SchoolDtoSchema, UserSummaryDtoSchema } from './accounts.ts';
import { AssignmentDtoSchema, PortfolioItemDtoSchema } from './assignments.ts';
import { AnnouncementDtoSchema, EventDtoSchema, StoryDtoSchema } from './class-content.ts';
import { requiredText } from './validation.ts';

/** Messages of SPEC §5 and §8 for schools, classes, students and stickers. */
export const SCHOOL_MESSAGES = {
  nameRequired: 'Name is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  schoolAdded: 'School added successfully.',
  schoolAddFailed: 'There was a problem with your request.',
  schoolUpdated: 'School updated successfully.',
  schoolUpdateFailed: 'There was a problem updating your school.',
  noSchoolYet: 'You do not have a school yet!',
  classCreated: 'Class created successfully.',
  classCreateFailed: 'There was a problem creating the class.',
  childAdded: 'Child added successfully.',
  childLinkFailed:
    "There was a problem linking your child to your account. Please double check your child's invite code.",
  noChildren: 'You do not have any children linked to your account.',
  invalidInviteCode: 'This invite code is not valid.',
  tooManyInviteCodes: 'Too many invite codes tried. Please wait a few minutes and try again.',
  inviteCodeRequired: 'Invite code is required',
  schoolRequired: 'Select a school.',
  unknownSchool: 'This school does not exist.',
  classRequired: 'Class is required',
  studentRequired: 'Student is required',
  invalidStickerType: 'Choose a sticker: 1 (star), 2 (dinosaur) or 3 (cat).',
  teachersOnly: 'Only teachers can do this.',
  parentsOnly: 'Only parents can do this.',
  portfolioForbidden: "You must be the student's parent or teacher to access their profile page.",
  classForbidden: 'Only the teacher of this class and the parents of its students can see it.',
  deleteStudentConfirm: 'Are you sure you want to delete this student? Their stickers and work are deleted too.',
} as const;

/** Sticker types (SPEC §3, §9): the number is what the API speaks. */
export const STICKER_TYPES = {
  1: { name: 'star', label: 'Star', emoji: '⭐' },
  2: { name: 'dinosaur', label: 'Dinosaur', emoji: '🦕' },
  3: { name: 'cat', label: 'Cat', emoji: '🐱' },
} as const;
export type StickerType = 1 | 2 | 3;

/** How long the 'Sticker awarded to {name}' message shows (SPEC §4, §9). */
export const STICKER_MESSAGE_MS = 3000;

export function stickerAwardedMessage(studentName: string): string {
  return `Sticker awarded to ${studentName}`;
}

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message);

/** POST school/school-list-create/ */
export const SchoolCreateBodySchema = z.object({
  name: requiredText(SCHOOL_MESSAGES.nameRequired, 200),
  city: requiredText(SCHOOL_MESSAGES.cityRequired, 120),
  country: requiredText(SCHOOL_MESSAGES.countryRequired, 120),
});
export type SchoolCreateBody = z.infer<typeof SchoolCreateBodySchema>;

/** PUT school/teacher-school-update/ */
export const TeacherSchoolUpdateBodySchema = z.object({ school: id(SCHOOL_MESSAGES.schoolRequired) });
export const TeacherSchoolDtoSchema = z.object({ school: SchoolDtoSchema });

/** POST school/class-create/ */
export const ClassCreateBodySchema = z.object({ name: requiredText(SCHOOL_MESSAGES.nameRequired, 100) });
export type ClassCreateBody = z.infer<typeof ClassCreateBodySchema>;
export const ClassSummaryDtoSchema = z.object({ id: z.number(), name: z.string() });

/** PUT school/use-invite-code/ */
export const UseInviteCodeBodySchema = z.object({
  code: z
    .string({ error: SCHOOL_MESSAGES.inviteCodeRequired })
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

/** POST school/sticker-create/ */
export const StickerCreateBodySchema = z.object({
  student: id(SCHOOL_MESSAGES.studentRequired),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: SCHOOL_MESSAGES.invalidStickerType }),
});
export const StickerDtoSchema = z.object({ id: z.number(), student: z.number(), type: z.number() });
export type StickerDto = z.infer<typeof StickerDtoSchema>;

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const TeacherRefSchema = z.object({ user: UserSummaryDtoSchema });
const ParentRefSchema = z.object({ user: UserSummaryDtoSchema });
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

/** GET school/class/{id}/: the whole class page. */
export const ClassPageDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  school: SchoolDtoSchema.nullable(),
  teacher: TeacherRefSchema,
  students: z.array(ClassStudentDtoSchema),
  stories: z.array(StoryDtoSchema),
  announcements: z.array(AnnouncementDtoSchema),
  events: z.array(EventDtoSchema),
  assignments: z.array(AssignmentDtoSchema),
});
export type ClassPageDto = z.infer<typeof ClassPageDtoSchema>;

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
