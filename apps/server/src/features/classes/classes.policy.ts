import type { Actor } from '../../infra/http/auth-hook.ts';

/** Who teaches a class: its owner and its co-teachers (docs/decisions.md, "Co-teachers"). */
export interface ClassTeachers {
  teacher: { id: number };
  coteachers: { id: number }[];
}

/**
 * Whether the actor teaches the class, as its owner or a co-teacher: every teacher right on a
 * class (content, students, stickers, assignments, guardians) and every feature asks this one.
 */
export function teachesClass(actor: Pick<Actor, 'userId'>, schoolClass: ClassTeachers): boolean {
  return ownsClass(actor, schoolClass) || schoolClass.coteachers.some((coteacher) => coteacher.id === actor.userId);
}

/** Whether the actor owns the class: only the owner invites and removes co-teachers. */
export function ownsClass(actor: Pick<Actor, 'userId'>, schoolClass: Pick<ClassTeachers, 'teacher'>): boolean {
  return schoolClass.teacher.id === actor.userId;
}

/**
 * A class whose year has ended is read only (docs/decisions.md, "A new school year"): every
 * write on it or its content is refused, through `refuseArchivedClass`.
 */
export function isClassArchived(schoolClass: { archivedAt: Date | null }): boolean {
  return schoolClass.archivedAt !== null;
}

/** The teachers and the parents of the class's students see the class. */
export function canViewClass(actor: Actor, schoolClass: ClassTeachers, isParentInClass: boolean): boolean {
  return teachesClass(actor, schoolClass) || isParentInClass;
}

/**
 * How the actor belongs to a class, or null for anyone outside it: its teachers first, then the
 * parents of its students (now or in a year that ended), then the leaders of its school, who
 * read it all (docs/decisions.md, "School leaders").
 */
export function classRoleOf(
  actor: Actor,
  schoolClass: ClassTeachers,
  { isParent, leadsSchool }: { isParent: boolean; leadsSchool: boolean },
): 'teacher' | 'parent' | 'leader' | null {
  if (teachesClass(actor, schoolClass)) return 'teacher';
  if (canViewClass(actor, schoolClass, isParent)) return 'parent';
  return leadsSchool ? 'leader' : null;
}
