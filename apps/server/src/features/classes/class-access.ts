import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import { teachesClass, canViewClass } from './classes.policy.ts';
import type { ClassesService, SchoolClass } from './classes.service.ts';

export type ClassRole = 'teacher' | 'parent';

export type ClassAccess = ReturnType<typeof createClassAccess>;

/**
 * Who may see a class: its teachers (owner and co-teachers), and the parents of its students. Built from the classes and
 * students features, for every feature whose content belongs to a class.
 */
export function createClassAccess({ classes, students, schools }: { classes: ClassesService; students: StudentsService; schools: SchoolsService }) {
  return {
    /**
     * The class, if the actor teaches it or leads its school (docs/decisions.md, "School
     * leaders"): for the school's paperwork on a class (its roster, its year), not its content.
     * 404 for an unknown class, 403 for anyone else.
     */
    async requireClassStaff(actor: Actor, classId: number): Promise<{ schoolClass: SchoolClass; as: 'teacher' | 'leader' }> {
      const schoolClass = await classes.findClass(classId);
      if (teachesClass(actor, schoolClass)) return { schoolClass, as: 'teacher' };
      if (await schools.isSchoolLeader(actor.userId, schoolClass.school?.id ?? null)) return { schoolClass, as: 'leader' };
      throw AppError.forbidden();
    },

    /** The class and the actor's role in it; 404 for an unknown class, 403 for anyone outside it. */
    async requireClassMember(actor: Actor, classId: number): Promise<{ schoolClass: SchoolClass; role: ClassRole }> {
      const schoolClass = await classes.findClass(classId);
      if (teachesClass(actor, schoolClass)) return { schoolClass, role: 'teacher' };
      const isParent = await students.isParentInClass(actor.userId, classId);
      if (!canViewClass(actor, schoolClass, isParent)) throw AppError.forbidden(SCHOOL_MESSAGES.classForbidden);
      return { schoolClass, role: 'parent' };
    },
  };
}
