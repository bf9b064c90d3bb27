import type { UserSummaryDto } from '@homeroom/contract/accounts';
import type { ClassCreateBody } from '@homeroom/contract/classes';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { toSchoolDto } from '../schools/schools.service.ts';
import * as repo from './classes.repo.ts';
import type { ClassRow } from './classes.repo.ts';
import { canManageClass } from './classes.policy.ts';

export type SchoolClass = ClassRow;

export function schoolOf(schoolClass: SchoolClass) {
  return schoolClass.school ? toSchoolDto(schoolClass.school) : null;
}

export type ClassesService = ReturnType<typeof createClassesService>;

/** Classes and who runs them. */
export function createClassesService({ db, accounts }: { db: Database; accounts: AccountsService }) {
  async function findClass(classId: number): Promise<SchoolClass> {
    const schoolClass = await repo.findClass(db, classId);
    if (!schoolClass) throw AppError.notFound();
    return schoolClass;
  }

  return {
    /** The class's teacher as answers name them, with their picture. */
    teacherOf(schoolClass: SchoolClass): { user: UserSummaryDto } {
      return { user: accounts.toUserSummary(schoolClass.teacher) };
    },

    findClass,

    /** Creates a class run by the calling teacher. */
    async createClass(actor: Actor, body: ClassCreateBody) {
      const { teacherId } = await accounts.requireTeacher(actor);
      const schoolClass = await repo.insertClass(db, teacherId, body.name);
      if (!schoolClass) throw new Error('class insert returned nothing');
      return schoolClass;
    },

    listClassesOfTeacher: (teacherId: number) => repo.listClassesOfTeacher(db, teacherId),

    /**
     * The teacher's classes and, once a leader has approved them, their school's other classes,
     * with each class's teacher: the classes a roster file may name (access is the caller's to check).
     */
    async listClassesNearTeacher(teacher: { teacherId: number; schoolId: number | null; schoolRole: string }) {
      const schoolId = teacher.schoolRole === 'pending' ? null : teacher.schoolId;
      const rows = await repo.listClassesOfTeacherOrSchool(db, teacher.teacherId, schoolId);
      return rows.map((row) => ({ id: row.id, name: row.name, teacherName: `${row.teacher.firstName} ${row.teacher.lastName}`.trim() }));
    },

    /** The names of several classes, by id. */
    async listClassNames(classIds: number[]): Promise<Map<number, string>> {
      return new Map((await repo.listClassNames(db, [...new Set(classIds)])).map((schoolClass) => [schoolClass.id, schoolClass.name]));
    },

    /** The class, if the actor is its teacher; 404 for an unknown class, 403 for anyone else. */
    async requireClassTeacher(actor: Actor, classId: number): Promise<SchoolClass> {
      const schoolClass = await findClass(classId);
      if (!canManageClass(actor, schoolClass)) throw AppError.forbidden();
      return schoolClass;
    },
  };
}
