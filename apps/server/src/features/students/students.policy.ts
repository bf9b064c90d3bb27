import type { Actor } from '../../infra/http/auth-hook.ts';

interface StudentPeople {
  teacher: { id: number };
  parent: { id: number } | null;
}

/** The class's teacher manages a student: name, picture, stickers, deletion. */
export function canManageStudent(actor: Actor, student: Pick<StudentPeople, 'teacher'>): boolean {
  return student.teacher.id === actor.userId;
}

/**
 * Who may see a child's photo and stickers: the class's teacher and the child's own parent.
 * Other parents of the class see the child's name only. Every answer that lists or shows
 * students goes through this rule (the class page, the portfolio).
 */
export function canSeeChildPhotoAndStickers(
  viewer: { userId: number; isClassTeacher: boolean },
  student: { parent: { id: number } | null },
): boolean {
  return viewer.isClassTeacher || student.parent?.id === viewer.userId;
}

/** The student's own parent and teacher see the portfolio and may change the picture. */
export function canSeeStudent(actor: Actor, student: StudentPeople): boolean {
  return canSeeChildPhotoAndStickers({ userId: actor.userId, isClassTeacher: canManageStudent(actor, student) }, student);
}
