import type { Actor } from '../../infra/http/auth-hook.ts';
import { teachesClass } from '../classes/classes.policy.ts';

interface StudentPeople {
  /** The owner of the student's class. */
  teacher: { id: number };
  /** The co-teachers of the student's class. */
  coteachers: { id: number }[];
  guardians: { id: number }[];
}

/**
 * The teachers of the class (owner and co-teachers, the classes feature's one rule) manage a
 * student: name, picture, stickers, guardians, deletion.
 */
export function canManageStudent(actor: Actor, student: Pick<StudentPeople, 'teacher' | 'coteachers'>): boolean {
  return teachesClass(actor, student);
}

/**
 * Who is a child's guardian: one of the parents linked to them (by the invite code or an
 * invitation). Every guardian has the rights the first parent has; every rule below and every
 * feature asks this one.
 */
export function isGuardian(userId: number, student: Pick<StudentPeople, 'guardians'>): boolean {
  return student.guardians.some((guardian) => guardian.id === userId);
}

/**
 * Who may see a child's photo and stickers: the class's teacher and the child's guardians.
 * Other parents of the class see the child's name only. Every answer that lists or shows
 * students goes through this rule (the class page, the portfolio).
 */
export function canSeeChildPhotoAndStickers(
  viewer: { userId: number; isClassTeacher: boolean },
  student: Pick<StudentPeople, 'guardians'>,
): boolean {
  return viewer.isClassTeacher || isGuardian(viewer.userId, student);
}

/** The student's guardians and teachers see the portfolio and may change the picture. */
export function canSeeStudent(actor: Actor, student: StudentPeople): boolean {
  return canSeeChildPhotoAndStickers({ userId: actor.userId, isClassTeacher: canManageStudent(actor, student) }, student);
}
