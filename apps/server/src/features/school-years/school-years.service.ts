import {
  SCHOOL_YEAR_MESSAGES,
  type ClassYearEndBody,
  type ClassYearEndDto,
} from '@homeroom/contract/school-years';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { ClassAccess } from '../classes/class-access.ts';
import { isClassArchived } from '../classes/classes.policy.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import type { StudentsService } from '../students/students.service.ts';

interface SchoolYearsDependencies {
  db: Database;
  access: ClassAccess;
  classes: ClassesService;
  students: StudentsService;
}

export type SchoolYearsService = ReturnType<typeof createSchoolYearsService>;

/**
 * A new school year (docs/decisions.md, "A new school year"): a class's teacher or a leader of its
 * school ends its year; the class is archived and its students move on, as the same students,
 * to classes of the new year that the same person manages.
 */
export function createSchoolYearsService({ db, access, classes, students }: SchoolYearsDependencies) {
  /** A class students may move to: another one the actor manages, whose year has not ended. */
  async function requireTargetClass(
    actor: Actor,
    fromClassId: number,
    targetId: number,
    field: string,
  ): Promise<void> {
    if (targetId === fromClassId) throw AppError.invalid({ [field]: [SCHOOL_YEAR_MESSAGES.targetSameClass] });
    const target = await access.requireClassStaff(actor, targetId).catch((error: unknown) => {
      // The actor names the class: an unknown one and one out of reach get the same answer.
      if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404)) {
        throw AppError.invalid({ [field]: [SCHOOL_YEAR_MESSAGES.targetForbidden] });
      }
      throw error;
    });
    if (isClassArchived(target.schoolClass))
      throw AppError.invalid({ [field]: [SCHOOL_YEAR_MESSAGES.targetArchived] });
  }

  return {
    /**
     * Archives the class and moves its students in one transaction: `school_class` moves them
     * all, `moves` each to its own class, leaving out those who stay in the archive.
     */
    async endClassYear(actor: Actor, classId: number, body: ClassYearEndBody): Promise<ClassYearEndDto> {
      const { schoolClass } = await access.requireClassStaff(actor, classId);
      if (isClassArchived(schoolClass)) throw AppError.conflict(SCHOOL_YEAR_MESSAGES.alreadyArchived);
      const inClass = await students.listStudentIdsOfClass(classId);
      const field = body.school_class !== undefined ? 'school_class' : 'moves';
      const moves =
        body.school_class !== undefined
          ? inClass.map((studentId) => ({ studentId, toClassId: body.school_class as number }))
          : (body.moves ?? []).map((move) => ({ studentId: move.student, toClassId: move.school_class }));
      const movedIds = new Set(moves.map((move) => move.studentId));
      if (movedIds.size !== moves.length)
        throw AppError.invalid({ moves: [SCHOOL_YEAR_MESSAGES.studentTwice] });
      const current = new Set(inClass);
      if (moves.some((move) => !current.has(move.studentId)))
        throw AppError.invalid({ moves: [SCHOOL_YEAR_MESSAGES.studentNotInClass] });
      for (const targetId of new Set(
        body.school_class !== undefined ? [body.school_class] : moves.map((move) => move.toClassId),
      )) {
        await requireTargetClass(actor, classId, targetId, field);
      }
      const endedAt = new Date();
      await db.transaction(async (tx) => {
        if (!(await classes.archiveClass(classId, endedAt, tx)))
          throw AppError.conflict(SCHOOL_YEAR_MESSAGES.alreadyArchived);
        await students.moveStudentsOn(classId, moves, endedAt, tx);
      });
      return {
        school_class: { id: schoolClass.id, name: schoolClass.name, archived_at: endedAt.toISOString() },
        moved: moves.length,
        left_behind: inClass.length - moves.length,
        detail: SCHOOL_YEAR_MESSAGES.yearEnded,
      };
    },
  };
}
