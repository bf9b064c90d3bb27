import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { SCHOOL_STAFF_MESSAGES } from '@homeroom/contract/school-staff';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import { classRoleOf, teachesClass } from './classes.policy.ts';
import { refuseArchivedClass, type ClassesService, type SchoolClass } from './classes.service.ts';

/** How the actor belongs to a class: a `leader` of its school sees it read only (docs/decisions.md, "School leaders"). */
export type ClassRole = 'teacher' | 'parent' | 'leader';

export type ClassAccess = ReturnType<typeof createClassAccess>;

/**
 * Who may see a class: its teachers (owner and co-teachers), the parents of its students, and (read only) its school's leaders. Built from the classes and
 * students features, for every feature whose content belongs to a class.
 */
export function createClassAccess({ classes, schools }: { classes: ClassesService; schools: SchoolsService }) {
  /** Whether the actor leads the school the class belongs to (none while its teacher waits for approval). */
  const leadsSchoolOf = (actor: Actor, schoolClass: SchoolClass) => schools.isSchoolLeader(actor.userId, schoolClass.school?.id ?? null);

  /** The class and the actor's role in it; 404 for an unknown class, 403 for anyone outside it. */
  async function requireClassMember(actor: Actor, classId: number): Promise<{ schoolClass: SchoolClass; role: ClassRole }> {
    // One prepared statement for the class, the actor's guardianship and leadership alike.
    const { schoolClass, role } = await requireClassViewer(actor, classId);
    return { schoolClass, role };
  }

  /**
   * `requireClassMember` with what a cached class page needs: the class's content version and
   * the students of the class the actor is a guardian of.
   */
  async function requireClassViewer(
    actor: Actor,
    classId: number,
  ): Promise<{ schoolClass: SchoolClass; role: ClassRole; contentVersion: number; guardedStudentIds: number[] }> {
    const { contentVersion, guardedStudentIds, leadsSchool, ...schoolClass } = await classes.findClassForViewer(classId, actor.userId);
    const role = classRoleOf(actor, schoolClass, { isParent: guardedStudentIds.length > 0, leadsSchool });
    if (!role) throw AppError.forbidden(SCHOOL_MESSAGES.classForbidden);
    return { schoolClass, role, contentVersion, guardedStudentIds };
  }

  return {
    /**
     * The class, if the actor teaches it or leads its school (docs/decisions.md, "School
     * leaders"): for the school's paperwork on a class (its roster, its year), not its content.
     * 404 for an unknown class, 403 for anyone else.
     */
    async requireClassStaff(actor: Actor, classId: number): Promise<{ schoolClass: SchoolClass; as: 'teacher' | 'leader' }> {
      const schoolClass = await classes.findClass(classId);
      if (teachesClass(actor, schoolClass)) return { schoolClass, as: 'teacher' };
      if (await leadsSchoolOf(actor, schoolClass)) return { schoolClass, as: 'leader' };
      throw AppError.forbidden();
    },

    requireClassMember,

    requireClassViewer,

    /**
     * The class, if the actor may take part in it (comment, help at an event): its teacher or a
     * parent of the class. A leader of its school reads it but does not act (403); an archived
     * class takes part in nothing any more (409).
     */
    async requireClassParticipant(actor: Actor, classId: number): Promise<{ schoolClass: SchoolClass; role: Exclude<ClassRole, 'leader'> }> {
      const { schoolClass, role } = await requireClassMember(actor, classId);
      if (role === 'leader') throw AppError.forbidden(SCHOOL_STAFF_MESSAGES.readOnlyLeader);
      refuseArchivedClass(schoolClass);
      return { schoolClass, role };
    },
  };
}
