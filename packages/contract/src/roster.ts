import { z } from 'zod';
import { id, text } from './validation.ts';

/** The columns of a roster file, in order (docs/decisions.md, "Roster import"). */
export const ROSTER_COLUMNS = [
  'class',
  'student',
  'guardian_email_1',
  'guardian_email_2',
  'guardian_email_3',
  'guardian_email_4',
] as const;
/** How many guardian e-mails a row may carry. */
export const ROSTER_GUARDIAN_COLUMNS = 4;
/** The most students one file may name: a whole school's intake, still previewed in one answer. */
export const ROSTER_MAX_ROWS = 2000;
/** The largest file, in characters: 2,000 rows of a name and four addresses fit well within it. */
export const ROSTER_MAX_CHARACTERS = 512 * 1024;

/** Messages of the roster import, once (SPEC §5 style: what to fix, in a sentence). */
export const ROSTER_MESSAGES = {
  fileRequired: 'Choose a CSV file.',
  fileEmpty: 'The file has no students. Fill in one line per child below the header.',
  fileTooLarge: `The file is too large: at most ${ROSTER_MAX_CHARACTERS / 1024} KB.`,
  tooManyRows: `The file has too many lines: at most ${ROSTER_MAX_ROWS.toLocaleString('en-GB')} students at a time.`,
  badHeader: `The first line must be the header: ${ROSTER_COLUMNS.join(',')}`,
  unterminatedQuote: 'A quoted field is not closed: check the quotes on the last lines.',
  nameMissing: "The child's name is missing.",
  nameTooLong: "The child's name is longer than 100 characters.",
  classMissing: 'The class is missing: name it, or choose a class on the page.',
  // Templates: `fillMessage(ROSTER_MESSAGES.badEmail, { email })` (docs/decisions.md, "Languages").
  badEmail: '"{{email}}" is not a valid e-mail address.',
  duplicateChild: 'The same child is already on line {{line}}.',
  unknownClass: 'There is no class named "{{name}}" among your classes.',
  classOutOfReach: 'You may not import into "{{name}}": only its teachers and the school\'s leaders may.',
  ambiguousClass: 'Several of your classes are named "{{name}}": choose the class on the page and leave the cell empty.',
  tooManyGuardians: 'A child may have at most {{max}} guardians.',
  fileHasProblems:
    'Some lines have problems: fix them in the file and upload it again. Nothing was imported.',
  importDone: 'Roster imported.',
  importConfirm:
    'Import this roster? Missing students are added and every new guardian e-mail gets an invitation.',
} as const;

/** POST school/roster-preview/ and school/roster-import/: the file's text and the class for rows that name none. */
export const RosterBodySchema = z.object({
  csv: text({ error: ROSTER_MESSAGES.fileRequired })
    .min(1, ROSTER_MESSAGES.fileRequired)
    .max(ROSTER_MAX_CHARACTERS, ROSTER_MESSAGES.fileTooLarge),
  school_class: id().nullable().optional(),
});
export type RosterBody = z.infer<typeof RosterBodySchema>;

/** What the import does with one address: invite it, or nothing since it is already a guardian or invited. */
export const RosterGuardianStatusSchema = z.enum(['invite', 'already_guardian', 'already_invited']);

/** One line of the file as the preview sees it. */
export const RosterRowDtoSchema = z.object({
  /** The line of the file, counting the header as line 1. */
  line: z.number(),
  class_name: z.string(),
  school_class: z.object({ id: z.number(), name: z.string() }).nullable(),
  student: z.string(),
  /** 'new' is added on import; 'existing' is a student of that name already in the class; null when the line has problems. */
  student_status: z.enum(['new', 'existing']).nullable(),
  guardians: z.array(z.object({ email: z.string(), status: RosterGuardianStatusSchema })),
  problems: z.array(z.string()),
});
export type RosterRowDto = z.infer<typeof RosterRowDtoSchema>;

export const RosterSummaryDtoSchema = z.object({
  rows: z.number(),
  rows_with_problems: z.number(),
  new_students: z.number(),
  existing_students: z.number(),
  invitations: z.number(),
});
export type RosterSummaryDto = z.infer<typeof RosterSummaryDtoSchema>;

/** POST school/roster-preview/: nothing is written. */
export const RosterPreviewDtoSchema = z.object({
  rows: z.array(RosterRowDtoSchema),
  summary: RosterSummaryDtoSchema,
  /** Whether the file can be imported as it is: only a file without problems is. */
  can_import: z.boolean(),
});
export type RosterPreviewDto = z.infer<typeof RosterPreviewDtoSchema>;

/** POST school/roster-import/: what was done. */
export const RosterImportDtoSchema = z.object({
  detail: z.string(),
  created_students: z.number(),
  existing_students: z.number(),
  invitations_sent: z.number(),
});
export type RosterImportDto = z.infer<typeof RosterImportDtoSchema>;

/** GET school/roster-classes/: the classes the caller may import into (their own, and for a leader the school's). */
export const RosterClassDtoSchema = z.object({ id: z.number(), name: z.string(), teacher: z.string() });
export type RosterClassDto = z.infer<typeof RosterClassDtoSchema>;
