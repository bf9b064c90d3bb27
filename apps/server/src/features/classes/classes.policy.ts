import type { Actor } from '../../infra/http/auth-hook.ts';

/** Only the class's own teacher manages it: its students, stickers and content. */
export function canManageClass(actor: Actor, schoolClass: { teacher: { id: number } }): boolean {
  return schoolClass.teacher.id === actor.userId;
}

/**
 * A class whose year has ended is read only (docs/decisions.md, "A new school year"): every
 * write on it or its content is refused, through `refuseArchivedClass`.
 */
export function isClassArchived(schoolClass: { archivedAt: Date | null }): boolean {
  return schoolClass.archivedAt !== null;
}

/** The teacher and the parents of the class's students see the class. */
export function canViewClass(actor: Actor, schoolClass: { teacher: { id: number } }, isParentInClass: boolean): boolean {
  return canManageClass(actor, schoolClass) || isParentInClass;
}
