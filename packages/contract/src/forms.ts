import { z } from 'zod';
import { LONG_TEXT_LENGTH } from './class-fields.ts';
import { id, requiredText, text } from './validation.ts';

/** The messages of permission slips and forms (docs/product.md, "Permission slips and forms"). */
export const FORM_MESSAGES = {
  titleRequired: 'Title is required',
  textRequired: 'Text is required',
  questionsRequired: 'Add at least one question.',
  tooManyQuestions: 'A form has at most 30 questions.',
  questionLabelRequired: 'Each question needs a label.',
  questionKindInvalid: 'Choose consent, choice or short text.',
  choiceOptionsRequired: 'A choice needs at least two options.',
  classesRequired: 'Choose at least one class.',
  studentsNotInClasses: 'Choose children of the form’s classes.',
  noChildren: 'The form has no children to ask.',
  deadlineRequired: 'Deadline is required',
  deadlineInvalid: 'Enter a valid date and time.',
  deadlineInPast: 'The deadline must be in the future.',
  studentRequired: 'Choose the child.',
  signedNameRequired: 'Type your full name to sign.',
  answerRequired: 'Answer this question.',
  answersMismatch: 'Answer every question of the form.',
  consentInvalid: 'Answer yes or no.',
  choiceInvalid: 'Choose one of the options.',
  alreadyAnswered: 'This form has already been answered for this child. Send a correction instead.',
  correctsNotLatest: 'This answer has already been corrected: reload the form.',
  deadlinePassed: 'The deadline for this form has passed: it can no longer be answered.',
  pdfRequired: 'Choose a PDF file.',
  pdfWrongType: 'The file must be a PDF.',
  pdfTooLarge: 'The PDF must be at most 10 MB.',
  manageForbidden: 'Only the staff of every class of the form may change it.',
} as const;

/** The largest PDF a form may carry. */
export const FORM_PDF_MAX_BYTES = 10 * 1024 * 1024;

export const FORM_QUESTION_KINDS = ['consent', 'choice', 'text'] as const;
export type FormQuestionKind = (typeof FORM_QUESTION_KINDS)[number];

/** The length of a short text answer. */
export const FORM_TEXT_ANSWER_LENGTH = 500;

export const FormQuestionSchema = z
  .object({
    kind: z.enum(FORM_QUESTION_KINDS, { error: FORM_MESSAGES.questionKindInvalid }),
    label: requiredText(FORM_MESSAGES.questionLabelRequired, 300),
    options: z.array(requiredText(FORM_MESSAGES.questionLabelRequired, 200)).max(20).optional().default([]),
  })
  .transform((question) => ({ ...question, options: question.kind === 'choice' ? question.options : [] }))
  .refine((question) => question.kind !== 'choice' || question.options.length >= 2, {
    message: FORM_MESSAGES.choiceOptionsRequired,
    path: ['options'],
  });
export type FormQuestion = z.infer<typeof FormQuestionSchema>;

/** A moment as an ISO 8601 date-time with its offset (the browser sends `toISOString()`). */
export const FormDeadlineSchema = z
  .string({ error: FORM_MESSAGES.deadlineRequired })
  .trim()
  .min(1, FORM_MESSAGES.deadlineRequired)
  .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), FORM_MESSAGES.deadlineInvalid);

/** POST school/form-create/: for one class of a teacher, or several classes of a leader's school. */
export const FormCreateBodySchema = z.object({
  title: requiredText(FORM_MESSAGES.titleRequired, 200),
  text: requiredText(FORM_MESSAGES.textRequired, LONG_TEXT_LENGTH),
  questions: z
    .array(FormQuestionSchema, { error: FORM_MESSAGES.questionsRequired })
    .min(1, FORM_MESSAGES.questionsRequired)
    .max(30, FORM_MESSAGES.tooManyQuestions),
  classes: z.array(id(), { error: FORM_MESSAGES.classesRequired }).min(1, FORM_MESSAGES.classesRequired).max(100),
  /** Some children of those classes; left out, every child of them. */
  students: z.array(id()).max(2000).optional(),
  deadline: FormDeadlineSchema,
});
export type FormCreateBody = z.infer<typeof FormCreateBodySchema>;

/** PUT school/form-deadline/{id}/ */
export const FormDeadlineBodySchema = z.object({ deadline: FormDeadlineSchema });
export type FormDeadlineBody = z.infer<typeof FormDeadlineBodySchema>;

/** One answer per question, in the form's order: yes/no for consent, an option for a choice, text for short text. */
export const FormAnswerValueSchema = z.union([z.boolean(), text().max(FORM_TEXT_ANSWER_LENGTH)]);

/** POST school/form-answer/{id}/: a guardian signs for one child; `corrects` names the answer a correction replaces. */
export const FormAnswerBodySchema = z.object({
  student: id(FORM_MESSAGES.studentRequired),
  signed_name: requiredText(FORM_MESSAGES.signedNameRequired, 200),
  answers: z.array(FormAnswerValueSchema, { error: FORM_MESSAGES.answersMismatch }).max(30),
  corrects: id().optional(),
});
export type FormAnswerBody = z.infer<typeof FormAnswerBodySchema>;

export const FormQuestionDtoSchema = z.object({ kind: z.enum(FORM_QUESTION_KINDS), label: z.string(), options: z.array(z.string()) });

export const FormAnswerDtoSchema = z.object({
  id: z.number(),
  signed_name: z.string(),
  signed_at: z.string(),
  answers: z.array(z.union([z.boolean(), z.string()])),
  /** The answer this one corrects; null for the first. */
  supersedes: z.number().nullable(),
});
export type FormAnswerDto = z.infer<typeof FormAnswerDtoSchema>;

/** Where a child's form stands: signed agreeing to every consent, signed refusing one, signed (no consent asked), or waiting. */
export const FORM_CHILD_STATUSES = ['yes', 'no', 'signed', 'waiting'] as const;
export type FormChildStatus = (typeof FORM_CHILD_STATUSES)[number];

export const FormChildDtoSchema = z.object({
  student: z.object({ id: z.number(), name: z.string() }),
  school_class: z.object({ id: z.number(), name: z.string() }),
  status: z.enum(FORM_CHILD_STATUSES),
  /** The answer that counts: the latest. */
  answer: FormAnswerDtoSchema.nullable(),
  /** Earlier answers the latest corrected, oldest first: they stay on the record. */
  history: z.array(FormAnswerDtoSchema),
});
export type FormChildDto = z.infer<typeof FormChildDtoSchema>;

/**
 * A form as its viewer may see it: the staff of its classes see every child of the classes they
 * teach or lead; a guardian sees their own children only.
 */
export const FormDtoSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  /** A signed address of the attached PDF, or null. */
  pdf: z.string().nullable(),
  questions: z.array(FormQuestionDtoSchema),
  deadline: z.string(),
  is_open: z.boolean(),
  created_at: z.string(),
  classes: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Whether the viewer may change it (deadline, PDF), remind and download the answers. */
  can_manage: z.boolean(),
  children: z.array(FormChildDtoSchema),
});
export type FormDto = z.infer<typeof FormDtoSchema>;

/** GET school/forms/?class={id} */
export const FormListQuerySchema = z.object({ class: id().optional() });

/** POST school/form-remind/{id}/ */
export const FormRemindDtoSchema = z.object({ children: z.number(), guardians: z.number() });
export type FormRemindDto = z.infer<typeof FormRemindDtoSchema>;
