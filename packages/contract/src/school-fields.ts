import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { SCHOOL_MESSAGES } from './school-messages.ts';

// Apart, without zod, so that a page that only shows them loads no schema (docs/decisions.md, "The class page's first screen on a phone, round 3").
export { SCHOOL_MESSAGES };


/** The teacher of a class, as the class page and the portfolio show them. */
export const TeacherRefSchema = z.object({ user: UserSummaryDtoSchema });
/** The parent of a student, as the class page and the portfolio show them. */
export const ParentRefSchema = z.object({ user: UserSummaryDtoSchema });
