import { z } from 'zod';
import { SCHOOL_ROLES, SchoolDtoSchema, UserSummaryDtoSchema } from './accounts.ts';
import { id } from './validation.ts';

/** Messages of a school's staff and roster (docs/decisions.md, "School leaders"). */
export const SCHOOL_STAFF_MESSAGES = {
  notWaiting: 'This teacher is not waiting for approval.',
  approveFirst: 'Approve this teacher before appointing them leader.',
  alreadyLeader: 'This teacher already leads the school.',
  lastLeader: 'A school needs a leader: appoint another leader first.',
  teacherNotAtSchool: 'This teacher does not work at your school.',
  readOnlyLeader: 'Leaders see this class read only: only its teacher and families can do this.',
  approved: 'Teacher approved.',
  refused: 'Request refused.',
  appointed: 'Leader appointed.',
  removed: 'Teacher removed from the school.',
  steppedDown: 'You no longer lead the school.',
  approveConfirm: 'Their classes join the school, and its leaders can see them. They are told by e-mail.',
  refuseConfirm: 'They leave the school and are told by e-mail. Their classes stay theirs.',
  removeConfirm: 'Their classes leave the school with them, and they are told by e-mail.',
  appointConfirm: 'They will approve, refuse and remove teachers, and see every class of the school. They are told by e-mail.',
  stepDownConfirm: 'You stay a teacher of the school; its other leaders run it.',
  onlyLeader: 'You are the only leader: appoint another before you can step down.',
  noWaitingTeachers: 'No teacher is waiting for approval.',
  noClasses: 'No class belongs to the school yet.',
  noStudents: 'No students in this class yet.',
} as const;

/** The `{userId}` of a staff address such as `school/school-teacher-approve/{userId}/`: the teacher's user id. */
export const StaffUserParamsSchema = z.object({ userId: id() });

/** A class as the staff list names it. */
export const StaffClassDtoSchema = z.object({ id: z.number(), name: z.string() });

/** A teacher of the school with their standing and, once approved, the classes they teach there. */
export const StaffMemberDtoSchema = z.object({
  user: UserSummaryDtoSchema,
  email: z.string(),
  school_role: z.enum(SCHOOL_ROLES),
  school_classes: z.array(StaffClassDtoSchema),
});
export type StaffMemberDto = z.infer<typeof StaffMemberDtoSchema>;

/** GET school/school-staff/: the leader's school, its waiting teachers and its staff, leaders first. */
export const SchoolStaffDtoSchema = z.object({
  school: SchoolDtoSchema,
  waiting: z.array(StaffMemberDtoSchema),
  staff: z.array(StaffMemberDtoSchema),
});
export type SchoolStaffDto = z.infer<typeof SchoolStaffDtoSchema>;

/** A student of the roster with their guardians' names. */
export const RosterStudentDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  guardians: z.array(z.object({ user: UserSummaryDtoSchema })),
});

/** GET school/school-roster/: every class of the leader's school with its students. */
export const SchoolRosterDtoSchema = z.object({
  school: SchoolDtoSchema,
  classes: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      teacher: z.object({ user: UserSummaryDtoSchema }),
      students: z.array(RosterStudentDtoSchema),
    }),
  ),
});
export type SchoolRosterDto = z.infer<typeof SchoolRosterDtoSchema>;
