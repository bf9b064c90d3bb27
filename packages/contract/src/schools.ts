import { z } from 'zod';
import { SchoolDtoSchema } from './accounts.ts';
import { SCHOOL_MESSAGES } from './school-fields.ts';
import { id, requiredText } from './validation.ts';

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
