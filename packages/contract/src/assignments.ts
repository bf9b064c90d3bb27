import { z } from 'zod';
import { id, requiredText, text } from './validation.ts';

export const RESPONSE_FORMATS = ['Text', 'Image', 'Video'] as const;
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];

/** Messages for assignments, scores and hand-ins (docs/product.md, "Assignments and hand-ins"). */
export const ASSIGNMENT_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  maximumScoreNegative: 'Maximum score cannot be negative',
  maximumScoreInvalid: 'Maximum score must be a whole number.',
  responseFormatRequired: 'Response format is required',
  scoreNegative: 'Score cannot be negative',
  scoreInvalid: 'Score must be a whole number.',
  scoreTooHigh: 'Score cannot be greater than the maximum score.',
  classRequired: 'Class is required',
  assignmentCreated: 'Assignment created successfully.',
  assignmentCreateFailed: 'There was a problem creating the assignment.',
  noAssignments: 'There are no assignments set.',
  studentLinkHint: "Students can hand in their work by following the assignment's 'Student Link'.",
  copiedToClipboard: 'Copied to clipboard',
  notSubmittedYet: 'The student has not submitted the work yet.',
  defaultFeedback: 'You have not given any feedback yet!',
  feedbackUpdated: 'Feedback updated successfully',
  feedbackFailed: 'There was a problem updating your feedback.',
  noFeedbackYet: 'No feedback yet.',
  uploadYourWork: 'Upload your work',
  alreadySubmitted: 'The assignment has already been submitted.',
  uploadSucceeded: 'Assignment uploaded successfully',
  uploadFailed: 'There was a problem uploading your assignment',
  selectYourName: 'Select your name from the list.',
  selectStudentToStart: 'Select a student to get started...',
  assigneeRequired: 'Select your name first.',
  assigneeNotInAssignment: 'This student is not assigned this work.',
  textRequired: 'Write your answer first.',
  textTooLong: 'Your answer may be at most 20,000 characters.',
  imageRequired: 'Choose a picture to hand in.',
  videoRequired: 'Choose a video to hand in.',
  videoWrongType: 'Upload an MP4 video.',
  videoTooLarge: 'The video is too large: it may be at most 200 MB.',
  studentNotInClass: 'This student is not in the class of the assignment.',
  alreadyAssigned: 'This student is already assigned this work.',
  assignedToNobody: 'Not assigned to anyone yet',
  assignTheClass: 'Assign it to the class',
  notAssigned: 'This student is not assigned this work.',
  assignmentMismatch: 'The assignment does not match the address.',
  tooManyHandIns: 'Too many hand-ins from this address. Please wait a few minutes and try again.',
} as const;

export const TEXT_RESPONSE_MAX_LENGTH = 20_000;
export const VIDEO_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

const maximumScore = z.coerce
  .number({ error: ASSIGNMENT_MESSAGES.maximumScoreInvalid })
  .int(ASSIGNMENT_MESSAGES.maximumScoreInvalid)
  .min(0, ASSIGNMENT_MESSAGES.maximumScoreNegative)
  .max(1_000_000, ASSIGNMENT_MESSAGES.maximumScoreInvalid);

const responseFormat = z.enum(RESPONSE_FORMATS, { error: ASSIGNMENT_MESSAGES.responseFormatRequired });

/** PUT school/assignment-update/{id}/ */
export const AssignmentUpdateBodySchema = z.object({
  title: requiredText(ASSIGNMENT_MESSAGES.titleRequired, 200),
  description: requiredText(ASSIGNMENT_MESSAGES.descriptionRequired, 20_000),
  maximum_score: maximumScore,
  response_format: responseFormat,
});
export type AssignmentUpdateBody = z.infer<typeof AssignmentUpdateBodySchema>;

/**
 * POST school/assignment-create/. `students` (an addition) sets the assignment to these students
 * of the class at once; without it nobody is assigned, and assignee-create/ does it afterwards.
 */
export const AssignmentCreateBodySchema = AssignmentUpdateBodySchema.extend({
  school_class: id(ASSIGNMENT_MESSAGES.classRequired),
  students: z.array(id('Student is required')).max(500).optional(),
});
export type AssignmentCreateBody = z.infer<typeof AssignmentCreateBodySchema>;

export const AssignmentDtoSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  maximum_score: z.number(),
  response_format: z.enum(RESPONSE_FORMATS),
  /** The student link's code: answered to the class's teacher only. */
  code: z.string().optional(),
  school_class: z.number(),
  /** How many students are set it (an addition, for the class's teacher). */
  assignee_count: z.number().optional(),
  /** How many of them have handed in (an addition, for the class's teacher). */
  handed_in_count: z.number().optional(),
});
export type AssignmentDto = z.infer<typeof AssignmentDtoSchema>;

const AssigneeRefSchema = z.object({
  assignment: id(),
  student: id('Student is required'),
});
/** POST school/assignee-create/{id}/ and DELETE school/assignee-delete-list/{id}/ */
export const AssigneeListBodySchema = z.array(AssigneeRefSchema).max(500);
export type AssigneeListBody = z.infer<typeof AssigneeListBodySchema>;

export const AssigneeDtoSchema = z.object({ id: z.number(), assignment: z.number(), student: z.number() });

export const AssignmentResponseDtoSchema = z.object({
  id: z.number(),
  text: z.string().nullable(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  assignee: z.number(),
});
export type AssignmentResponseDto = z.infer<typeof AssignmentResponseDtoSchema>;

/** GET school/assignee-list/{id}/: the teacher's view of who handed in what. */
export const AssigneeDetailDtoSchema = z.object({
  id: z.number(),
  student: z.object({ id: z.number(), name: z.string() }),
  feedback: z.string().nullable(),
  score: z.number().nullable(),
  submitted: z.boolean(),
  assignment_responses: z.array(AssignmentResponseDtoSchema),
});
export type AssigneeDetailDto = z.infer<typeof AssigneeDetailDtoSchema>;

/** PUT school/assignee-score-update/{id}/ */
export const ScoreUpdateBodySchema = z.object({
  score: z.coerce
    .number({ error: ASSIGNMENT_MESSAGES.scoreInvalid })
    .int(ASSIGNMENT_MESSAGES.scoreInvalid)
    .min(0, ASSIGNMENT_MESSAGES.scoreNegative)
    .nullable()
    .optional(),
  feedback: text().trim().max(5000).nullable().optional(),
});
export type ScoreUpdateBody = z.infer<typeof ScoreUpdateBodySchema>;
export const ScoreDtoSchema = z.object({ pk: z.number(), score: z.number().nullable(), feedback: z.string().nullable() });

/** GET school/assignment-detail/{code}/: public, names and submitted only. */
export const AssignmentByCodeDtoSchema = z.object({
  title: z.string(),
  description: z.string(),
  maximum_score: z.number(),
  response_format: z.enum(RESPONSE_FORMATS),
  assigned_students: z.array(
    z.object({ id: z.number(), student: z.object({ id: z.number(), name: z.string() }), submitted: z.boolean() }),
  ),
});
export type AssignmentByCodeDto = z.infer<typeof AssignmentByCodeDtoSchema>;

/** One assignment of a student's portfolio. */
export const PortfolioItemDtoSchema = z.object({
  assignment: AssignmentDtoSchema,
  score: z.number().nullable(),
  feedback: z.string().nullable(),
  assignment_responses: z.array(AssignmentResponseDtoSchema),
});
export type PortfolioItemDto = z.infer<typeof PortfolioItemDtoSchema>;

/** The address a student opens to hand in work (docs/product.md, "Creating and editing"). */
export function studentLink(publicOrigin: string, code: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}/assignment/${code}`;
}
