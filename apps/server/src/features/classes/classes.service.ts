import type { UserSummaryDto } from '@homeroom/contract/accounts';
import type { ClassCreateBody } from '@homeroom/contract/classes';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { toSchoolDto } from '../schools/schools.service.ts';
import * as repo from './classes.repo.ts';
import type { ClassRow } from './classes.repo.ts';
import { teachesClass } from './classes.policy.ts';

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
    /** The class's owner as answers name them, with their picture. */
    teacherOf(schoolClass: SchoolClass): { user: UserSummaryDto } {
      return { user: accounts.toUserSummary(schoolClass.teacher) };
    },

    /** Every teacher of the class, the owner first, then the co-teachers as they joined. */
    teachersOf(schoolClass: SchoolClass): { user: UserSummaryDto }[] {
      return [schoolClass.teacher, ...schoolClass.coteachers].map((teacher) => ({ user: accounts.toUserSummary(teacher) }));
    },

    findClass,

    /** Creates a class run by the calling teacher. */
    async createClass(actor: Actor, body: ClassCreateBody) {
      const { teacherId } = await accounts.requireTeacher(actor);
      const schoolClass = await repo.insertClass(db, teacherId, body.name);
      if (!schoolClass) throw new Error('class insert returned nothing');
      return schoolClass;
    },

    /** The classes the teacher owns or co-teaches, by name. */
    listClassesOfTeacher: (teacherId: number) => repo.listClassesOfTeacher(db, teacherId),

    /** The names of several classes, by id. */
    async listClassNames(classIds: number[]): Promise<Map<number, string>> {
      return new Map((await repo.listClassNames(db, [...new Set(classIds)])).map((schoolClass) => [schoolClass.id, schoolClass.name]));
    },

    /** The class, if the actor teaches it (owner or co-teacher); 404 for an unknown class, 403 for anyone else. */
    async requireClassTeacher(actor: Actor, classId: number): Promise<SchoolClass> {
      const schoolClass = await findClass(classId);
      if (!teachesClass(actor, schoolClass)) throw AppError.forbidden();
      return schoolClass;
    },
  };
}
