import { z } from 'zod';
import { SchoolDtoSchema } from './accounts.ts';
import { AnnouncementDtoSchema } from './announcements.ts';
import { AssignmentDtoSchema } from './assignments.ts';
import { EventDtoSchema } from './events.ts';
import { SCHOOL_MESSAGES, TeacherRefSchema } from './school-fields.ts';
import { StoryDtoSchema } from './stories.ts';
import { ClassStudentDtoSchema } from './students.ts';
import { requiredText } from './validation.ts';

/** POST school/class-create/ */
export const ClassCreateBodySchema = z.object({ name: requiredText(SCHOOL_MESSAGES.nameRequired, 100) });
export type ClassCreateBody = z.infer<typeof ClassCreateBodySchema>;
export const ClassSummaryDtoSchema = z.object({ id: z.number(), name: z.string() });

/** GET school/class/{id}/: the whole class page. */
export const ClassPageDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  school: SchoolDtoSchema.nullable(),
  /** The class's owner, as existing clients read it. */
  teacher: TeacherRefSchema,
  /** Every teacher of the class, the owner first, then its co-teachers (issue 13). */
  teachers: z.array(TeacherRefSchema),
  students: z.array(ClassStudentDtoSchema),
  stories: z.array(StoryDtoSchema),
  announcements: z.array(AnnouncementDtoSchema),
  events: z.array(EventDtoSchema),
  assignments: z.array(AssignmentDtoSchema),
  /** Added for issue 13: when the class's year ended; an archived class is read only. */
  archived_at: z.string().nullable(),
});
export type ClassPageDto = z.infer<typeof ClassPageDtoSchema>;
